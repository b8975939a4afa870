//! `bufferization.dealloc` (verifier, inferred result types, the
//! canonicalization patterns of `populateDeallocOpCanonicalizationPatterns`)
//! and the patterns that remove buffers: `SimplifyClones` and
//! `ToMemrefToTensorFolding` (upstream `BufferizationOps.cpp`).

use crate::*;
use ir::effects::MemoryEffect;
use ir::interfaces::side_effects::op_memory_effects;
use ir::rewrite::fn_pattern;
use ir::{
    Attribute, Context, Diagnostic, OpId, OperationState, PatternRewriter, RewritePattern, Type,
    Value,
};
use std::collections::HashMap;

impl DeallocOpHooks for DeallocOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        if self.memrefs(ctx).len() != self.conditions(ctx).len() {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "must have the same number of conditions as memrefs to deallocate",
            ));
        }
        if self.retained(ctx).len() != self.updated_conditions(ctx).len() {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "must have the same number of updated conditions (results) as retained operands",
            ));
        }
        Ok(())
    }

    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        dealloc_canonicalization_patterns()
    }

    fn infer_parsed_result_types(
        ctx: &mut Context,
        state: &OperationState,
    ) -> Result<Vec<Type>, Diagnostic> {
        let retained = state_segment_sizes(ctx, state).get(2).copied().unwrap_or(0);
        let i1 = ctx.get_type(i1_data());
        Ok(vec![i1; retained])
    }

    /// One `i1` per retained memref (the third operand segment).
    fn infer_return_types(
        ctx: &Context,
        state: &OperationState,
        inferred: &mut Vec<Type>,
    ) -> Result<(), Diagnostic> {
        let retained = state_segment_sizes(ctx, state).get(2).copied().unwrap_or(0);
        if retained == 0 {
            return Ok(());
        }
        let i1 = ctx.lookup_type(&i1_data()).ok_or_else(|| {
            Diagnostic::error(state.location, "inferred result type not interned")
        })?;
        inferred.extend(std::iter::repeat_n(i1, retained));
        Ok(())
    }
}

/// `i1`.
fn i1_data() -> ir::TypeData {
    ir::TypeData::Integer {
        width: 1,
        signedness: ir::Signedness::Signless,
    }
}

/// The `operandSegmentSizes` of an op being built or parsed.
fn state_segment_sizes(ctx: &Context, state: &OperationState) -> Vec<usize> {
    let from_props = state
        .properties
        .and_then(|p| ctx.dictionary_get(p, "operandSegmentSizes"));
    let attr = from_props.or_else(|| {
        state
            .attributes
            .iter()
            .find(|(n, _)| ctx.ident_str(*n) == "operandSegmentSizes")
            .map(|&(_, a)| a)
    });
    match attr.and_then(|a| ctx.as_dense_array(a)) {
        Some((_, ir::DenseData::Int(v))) => {
            v.iter().map(|&x| usize::try_from(x).unwrap_or(0)).collect()
        }
        _ => Vec::new(),
    }
}

/// `populateDeallocOpCanonicalizationPatterns`.
pub fn dealloc_canonicalization_patterns() -> Vec<Box<dyn RewritePattern>> {
    let name = DeallocOp::OPERATION_NAME;
    vec![
        fn_pattern(
            name,
            "DeallocRemoveDuplicateDeallocMemrefs",
            remove_duplicate_dealloc_memrefs,
        ),
        fn_pattern(
            name,
            "DeallocRemoveDuplicateRetainedMemrefs",
            remove_duplicate_retained_memrefs,
        ),
        fn_pattern(name, "EraseEmptyDealloc", erase_empty_dealloc),
        fn_pattern(name, "EraseAlwaysFalseDealloc", erase_always_false_dealloc),
        fn_pattern(
            name,
            "SkipExtractMetadataOfAlloc",
            skip_extract_metadata_of_alloc,
        ),
        fn_pattern(
            name,
            "RemoveAllocDeallocPairWhenNoOtherUsers",
            remove_alloc_dealloc_pair,
        ),
    ]
}

/// `updateDeallocIfChanged`: sets the memrefs and conditions in place
/// when they differ; whether it did.
pub fn update_dealloc(
    rw: &mut PatternRewriter<'_>,
    dealloc: DeallocOp,
    memrefs: &[Value],
    conditions: &[Value],
) -> bool {
    if dealloc.memrefs(rw) == memrefs && dealloc.conditions(rw) == conditions {
        return false;
    }
    let op = dealloc.operation();
    let retained = dealloc.retained(rw);
    rw.modify_op_in_place(op, |ctx| {
        let mut operands = memrefs.to_vec();
        operands.extend_from_slice(conditions);
        operands.extend_from_slice(&retained);
        if ctx.set_operands(op, &operands).is_err() {
            return;
        }
        let sizes = [memrefs.len(), conditions.len(), retained.len()];
        let attr = ir::asm_support::segment_sizes(ctx, &sizes);
        let mut props = ctx.props(op);
        ir::asm_support::set_property(ctx, &mut props, "operandSegmentSizes", attr);
        let _ = ctx.set_props(op, props);
    });
    true
}

/// `DeallocRemoveDuplicateDeallocMemrefs`: one entry per memref, its
/// conditions or-ed.
fn remove_duplicate_dealloc_memrefs(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(dealloc) = DeallocOp::cast(rw, op) else {
        return false;
    };
    let loc = rw.op_loc(op);
    let mut index: HashMap<Value, usize> = HashMap::new();
    let (mut memrefs, mut conditions) = (Vec::new(), Vec::new());
    for (m, c) in dealloc.memrefs(rw).into_iter().zip(dealloc.conditions(rw)) {
        if let Some(&i) = index.get(&m) {
            if conditions[i] != c {
                let prev = conditions[i];
                let i1 = rw.value_type(c);
                conditions[i] = arith::OrIOp::build(rw, loc, i1, prev, c).result(rw);
            }
        } else {
            index.insert(m, conditions.len());
            memrefs.push(m);
            conditions.push(c);
        }
    }
    update_dealloc(rw, dealloc, &memrefs, &conditions)
}

/// `DeallocRemoveDuplicateRetainedMemrefs`: a new dealloc retaining each
/// memref once; duplicates share its updated condition.
fn remove_duplicate_retained_memrefs(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(dealloc) = DeallocOp::cast(rw, op) else {
        return false;
    };
    let retained = dealloc.retained(rw);
    let mut seen: HashMap<Value, usize> = HashMap::new();
    let mut kept = Vec::new();
    let mut replacement_index = Vec::with_capacity(retained.len());
    for r in &retained {
        if let Some(&i) = seen.get(r) {
            replacement_index.push(i);
            continue;
        }
        seen.insert(*r, kept.len());
        replacement_index.push(kept.len());
        kept.push(*r);
    }
    if kept.len() == retained.len() {
        return false;
    }
    let loc = rw.op_loc(op);
    let i1 = rw.get_type(i1_data());
    let types = vec![i1; kept.len()];
    let (memrefs, conditions) = (dealloc.memrefs(rw), dealloc.conditions(rw));
    let new = DeallocOp::build(rw, loc, &types, &memrefs, &conditions, &kept);
    let results = new.updated_conditions(rw);
    let values: Vec<Value> = replacement_index.iter().map(|&i| results[i]).collect();
    rw.replace_op(op, &values).is_ok()
}

/// `EraseEmptyDealloc`: a dealloc of nothing yields `false` for every
/// retained memref.
fn erase_empty_dealloc(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(dealloc) = DeallocOp::cast(rw, op) else {
        return false;
    };
    if !dealloc.memrefs(rw).is_empty() {
        return false;
    }
    let loc = rw.op_loc(op);
    let i1 = rw.get_type(i1_data());
    let value = rw.bool_attr(false);
    let c = arith::ConstantOp::build(rw, loc, i1, value).result(rw);
    let n = dealloc.updated_conditions(rw).len();
    rw.replace_op(op, &vec![c; n]).is_ok()
}

/// `EraseAlwaysFalseDealloc`: drops the memrefs whose condition is a
/// constant zero.
fn erase_always_false_dealloc(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(dealloc) = DeallocOp::cast(rw, op) else {
        return false;
    };
    let (mut memrefs, mut conditions) = (Vec::new(), Vec::new());
    for (m, c) in dealloc.memrefs(rw).into_iter().zip(dealloc.conditions(rw)) {
        if memref::canonicalize::constant_int(rw, c) != Some(0) {
            memrefs.push(m);
            conditions.push(c);
        }
    }
    update_dealloc(rw, dealloc, &memrefs, &conditions)
}

/// Whether the op defining `v` allocates `v` (`getEffectOnValue<Allocate>`);
/// with `single`, also that this is its only effect on `v`
/// (`hasSingleEffect<Allocate>(op, v)`).
fn allocates(ctx: &Context, v: Value, single: bool) -> Option<OpId> {
    let def = ctx.defining_op(v)?;
    let effects = op_memory_effects(ctx, def)?;
    let on_v: Vec<_> = effects.iter().filter(|e| e.value() == Some(v)).collect();
    let allocates = on_v.iter().any(|e| e.effect() == MemoryEffect::Allocate);
    let only = on_v.iter().all(|e| e.effect() == MemoryEffect::Allocate);
    (allocates && (!single || only)).then_some(def)
}

/// `SkipExtractMetadataOfAlloc`: deallocate the allocation itself rather
/// than the base buffer `memref.extract_strided_metadata` gives of it.
fn skip_extract_metadata_of_alloc(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(dealloc) = DeallocOp::cast(rw, op) else {
        return false;
    };
    let memrefs: Vec<Value> = dealloc
        .memrefs(rw)
        .into_iter()
        .map(|m| {
            let Some(extract) = rw
                .defining_op(m)
                .and_then(|d| memref::ExtractStridedMetadataOp::cast(rw, d))
            else {
                return m;
            };
            let source = extract.source(rw);
            if allocates(rw, source, false).is_some() {
                source
            } else {
                m
            }
        })
        .collect();
    let conditions = dealloc.conditions(rw);
    update_dealloc(rw, dealloc, &memrefs, &conditions)
}

/// `RemoveAllocDeallocPairWhenNoOtherUsers`: an allocation whose only
/// use is this dealloc goes, with its entry.
fn remove_alloc_dealloc_pair(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(dealloc) = DeallocOp::cast(rw, op) else {
        return false;
    };
    let (mut memrefs, mut conditions, mut dead) = (Vec::new(), Vec::new(), Vec::new());
    for (m, c) in dealloc.memrefs(rw).into_iter().zip(dealloc.conditions(rw)) {
        if let Some(alloc) = allocates(rw, m, true).filter(|_| rw.has_one_use(m)) {
            dead.push(alloc);
            continue;
        }
        memrefs.push(m);
        conditions.push(c);
    }
    if !update_dealloc(rw, dealloc, &memrefs, &conditions) {
        return false;
    }
    for d in dead {
        let _ = rw.erase_op(d);
    }
    true
}

/// The single op freeing `v` (`memref::findDealloc`): `Some(None)` when
/// none does, `None` when more than one does or a `memref.realloc` does.
fn find_dealloc(ctx: &Context, v: Value) -> Option<Option<OpId>> {
    let mut found = None;
    for user in ctx.uses(v).map(|u| u.op) {
        // A realloc frees `v` too (its only memref operand), and is no
        // dealloc to drop.
        if memref::ReallocOp::cast(ctx, user).is_some() {
            return None;
        }
        let Some(effects) = op_memory_effects(ctx, user) else {
            continue;
        };
        let frees = effects
            .iter()
            .any(|e| e.effect() == MemoryEffect::Free && e.value() == Some(v));
        if !frees {
            continue;
        }
        if found.is_some() {
            return None;
        }
        found = Some(user);
    }
    Some(found)
}

/// `memref::CastOp::areCastCompatible` for one type each.
fn cast_compatible(ctx: &Context, from: Type, to: Type) -> bool {
    <memref::CastOp as ir::interfaces::CastOpInterface>::are_cast_compatible(ctx, &[from], &[to])
}

/// Whether `op` has a `Free` effect (on anything).
fn frees_anything(ctx: &Context, op: OpId) -> bool {
    op_memory_effects(ctx, op).is_some_and(|e| e.iter().any(|e| e.effect() == MemoryEffect::Free))
}

/// `SimplifyClones`: an unused clone goes; a clone whose source or result
/// is freed in its block (and nothing is freed in between) is replaced by
/// its source (cast when the types differ) and that dealloc goes.
pub(crate) fn simplify_clones(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(clone) = CloneOp::cast(rw, op) else {
        return false;
    };
    let output = clone.output(rw);
    if !rw.has_uses(output) {
        return rw.erase_op(op).is_ok();
    }
    let mut source = clone.input(rw);
    let (source_ty, ty) = (rw.value_type(source), rw.value_type(output));
    if source_ty != ty && !cast_compatible(rw, source_ty, ty) {
        return false;
    }
    let mut canonical = source;
    while let Some(view) = rw
        .defining_op(canonical)
        .and_then(|d| ir::interfaces::ViewLikeOpInterfaceRef::get(rw, d))
    {
        canonical = view.get_view_source(rw);
    }
    let Some(clone_dealloc) = find_dealloc(rw, output) else {
        return false;
    };
    let Some(source_dealloc) = find_dealloc(rw, canonical) else {
        return false;
    };
    if let (Some(a), Some(b)) = (clone_dealloc, source_dealloc) {
        if rw.op_parent_block(a) == rw.op_parent_block(b) {
            return false;
        }
    }
    let block = rw.op_parent_block(op);
    let redundant = match (clone_dealloc, source_dealloc) {
        (Some(a), _) if rw.op_parent_block(a) == block => a,
        (_, Some(b)) if rw.op_parent_block(b) == block => b,
        _ => return false,
    };
    let mut pos = rw.next_op(op);
    loop {
        match pos {
            None => return false,
            Some(p) if p == redundant => break,
            Some(p) => {
                if frees_anything(rw, p) {
                    return false;
                }
                pos = rw.next_op(p);
            }
        }
    }
    if source_ty != ty {
        let loc = rw.op_loc(op);
        source = memref::CastOp::build(rw, loc, ty, source).dest(rw);
    }
    if rw.replace_op(op, &[source]).is_err() {
        return false;
    }
    rw.erase_op(redundant).is_ok()
}

/// `ToMemrefToTensorFolding` (`foldToMemrefToTensorPair` with default
/// options): `to_memref(to_tensor(m))` is `m`, through a `memref.cast`
/// when one is guaranteed to succeed, else a new `memref.alloc` that `m`
/// is copied into.
pub(crate) fn to_memref_to_tensor_folding(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(to_memref) = ToMemrefOp::cast(rw, op) else {
        return false;
    };
    let Some(to_tensor) = rw
        .defining_op(to_memref.tensor(rw))
        .and_then(|d| ToTensorOp::cast(rw, d))
    else {
        return false;
    };
    fold_to_memref_to_tensor(rw, to_memref, to_tensor, None)
}

/// `foldToMemrefToTensorPair` of `to_memref` and the `to_tensor` defining
/// its tensor: replaces `to_memref` by the memref, through a `memref.cast`
/// when one is guaranteed to succeed, else a new `memref.alloc` (with
/// `alignment`, the options' `bufferAlignment`) that it is copied into.
/// Returns whether it folded.
pub fn fold_to_memref_to_tensor(
    rw: &mut PatternRewriter<'_>,
    to_memref: ToMemrefOp,
    to_tensor: ToTensorOp,
    alignment: Option<Attribute>,
) -> bool {
    let op = to_memref.operation();
    let m = to_tensor.memref(rw);
    let (src, dest) = (rw.value_type(m), rw.value_type(to_memref.memref(rw)));
    if src == dest {
        return rw.replace_op(op, &[m]).is_ok();
    }
    let loc = rw.op_loc(op);
    let ranked = |ctx: &Context, t: Type| ctx.is_memref(t) && ctx.rank(t).is_some();
    if ranked(rw, src) && ranked(rw, dest) {
        let Some(v) = cast_or_realloc(rw, m, dest, alignment) else {
            return false;
        };
        return rw.replace_op(op, &[v]).is_ok();
    }
    if !ranked(rw, src) && ranked(rw, dest) {
        return false;
    }
    let cast = memref::CastOp::build(rw, loc, dest, m).dest(rw);
    rw.replace_op(op, &[cast]).is_ok()
}

/// `castOrReallocMemRefValue` with the default allocation (`memref.alloc`,
/// no alignment) and copy (`memref.copy`).
pub(crate) fn cast_or_realloc(
    rw: &mut ir::OpBuilder<'_>,
    value: Value,
    dest: Type,
    alignment: Option<Attribute>,
) -> Option<Value> {
    let src = rw.value_type(value);
    if rw.element_type(src) != rw.element_type(dest)
        || rw.memref_memory_space(src) != rw.memref_memory_space(dest)
        || rw.rank(src) != rw.rank(dest)
    {
        return None;
    }
    let loc = rw.value_loc(value);
    let guaranteed = || {
        let (Some((s_strides, s_off)), Some((t_strides, t_off))) = (
            memref::strides_and_offset(rw, src),
            memref::strides_and_offset(rw, dest),
        ) else {
            return false;
        };
        let dynamic_to_static = |a: i64, b: i64| a == ir::DYNAMIC && b != ir::DYNAMIC;
        !dynamic_to_static(s_off, t_off)
            && !s_strides
                .iter()
                .zip(&t_strides)
                .any(|(&a, &b)| dynamic_to_static(a, b))
    };
    if cast_compatible(rw, src, dest) && guaranteed() {
        return Some(memref::CastOp::build(rw, loc, dest, value).dest(rw));
    }
    let shape = rw.shape(dest)?.to_vec();
    let mut dynamic = Vec::new();
    for (i, &d) in shape.iter().enumerate() {
        if d != ir::DYNAMIC {
            continue;
        }
        let index = rw.index_type();
        let at = rw.index_attr(i64::try_from(i).unwrap_or(i64::MAX));
        let c = arith::ConstantOp::build(rw, loc, index, at).result(rw);
        dynamic.push(memref::DimOp::build(rw, loc, index, value, c).result(rw));
    }
    let alloc = memref::AllocOp::build(rw, loc, dest, &dynamic, &[], alignment).memref(rw);
    memref::CopyOp::build(rw, loc, value, alloc);
    Some(alloc)
}
