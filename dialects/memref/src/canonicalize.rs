//! The canonicalization patterns of the memref ops (upstream
//! `MemRefOps.cpp`), each op's list in upstream's order.

use crate::asm::DYNAMIC;
use crate::subview::{infer_subview_type, memref_rank_reduction_mask, MemRefParts};
use crate::util::{shape, strides_and_offset};
use crate::*;
use ir::{Context, OpBuilder, OpId, PatternRewriter, RewritePattern, Type, Value};

/// The integer a value is a constant of (`m_ConstantInt`).
pub fn constant_int(ctx: &Context, v: Value) -> Option<i64> {
    let def = ctx.defining_op(v)?;
    ctx.constant_value(def).and_then(|a| ctx.attr_as_int(a))
}

/// Interns the type `parts` describe.
pub fn intern(ctx: &mut Context, parts: &MemRefParts) -> Type {
    let layout = parts
        .strided
        .then(|| ctx.strided_layout_attr(parts.offset, &parts.strides));
    ctx.memref_type_with(&parts.shape, parts.element, layout, parts.memory_space)
}

/// `CastOp::canFoldIntoConsumerOp`: a cast between strided ranked memrefs
/// of one element type and rank that only makes sizes, offset or strides
/// more dynamic.
pub fn can_fold_into_consumer(ctx: &Context, cast: CastOp) -> bool {
    let (src, dst) = (
        ctx.value_type(cast.source(ctx)),
        ctx.value_type(cast.dest(ctx)),
    );
    let (Some(ss), Some(ds)) = (ctx.shape(src), ctx.shape(dst)) else {
        return false;
    };
    if ctx.element_type(src) != ctx.element_type(dst) || ss.len() != ds.len() {
        return false;
    }
    let (Some((sst, so)), Some((dst_strides, doff))) =
        (strides_and_offset(ctx, src), strides_and_offset(ctx, dst))
    else {
        return false;
    };
    let more_static = |a: i64, b: i64| a != b && a == DYNAMIC && b != DYNAMIC;
    !(ss.iter().zip(ds).any(|(&a, &b)| more_static(a, b))
        || more_static(so, doff)
        || sst
            .iter()
            .zip(&dst_strides)
            .any(|(&a, &b)| more_static(a, b)))
}

/// A boxed pattern rooted at `root` that `rewrite` applies (`ir`'s, under
/// the name the dialect crates use).
pub use ir::rewrite::fn_pattern as pattern;

/// `AllocOp`/`AllocaOp`: `SimplifyAllocConst`, `SimplifyDeadAlloc`.
pub fn alloc_patterns(op: &'static str) -> Vec<Box<dyn RewritePattern>> {
    vec![
        pattern(op, "SimplifyAllocConst", simplify_alloc_const),
        pattern(op, "SimplifyDeadAlloc", simplify_dead_alloc),
    ]
}

/// The dynamic sizes, symbol operands, alignment and result of an
/// `alloc` or `alloca`.
fn alloc_parts(ctx: &Context, op: OpId) -> Option<(Vec<Value>, Vec<Value>, Value)> {
    if let Some(a) = AllocOp::cast(ctx, op) {
        return Some((a.dynamic_sizes(ctx), a.symbol_operands(ctx), a.memref(ctx)));
    }
    let a = AllocaOp::cast(ctx, op)?;
    Some((a.dynamic_sizes(ctx), a.symbol_operands(ctx), a.memref(ctx)))
}

fn simplify_alloc_const(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some((sizes, symbols, result)) = alloc_parts(rw, op) else {
        return false;
    };
    let constant = |ctx: &Context, v: Value| constant_int(ctx, v).filter(|&c| c >= 0);
    if sizes.iter().all(|&v| constant(rw, v).is_none()) {
        return false;
    }
    let ty = rw.value_type(result);
    let mut new_shape = Vec::new();
    let mut dynamic = Vec::new();
    let mut next = sizes.iter();
    for &d in &shape(rw, ty) {
        if d != DYNAMIC {
            new_shape.push(d);
            continue;
        }
        let Some(&v) = next.next() else {
            return false;
        };
        match constant(rw, v) {
            Some(c) => new_shape.push(c),
            None => {
                new_shape.push(DYNAMIC);
                dynamic.push(v);
            }
        }
    }
    let element = rw.element_type_or_self(ty);
    let (layout, space) = (rw.memref_layout(ty), rw.memref_memory_space(ty));
    let new_ty = rw.memref_type_with(&new_shape, element, layout, space);
    let loc = rw.op_loc(op);
    let alignment = rw
        .attr(op, "alignment")
        .or_else(|| rw.prop(op, "alignment"));
    let new_result = if AllocOp::cast(rw, op).is_some() {
        let a = AllocOp::build(rw, loc, new_ty, &dynamic, &symbols, alignment);
        a.memref(rw)
    } else {
        let a = AllocaOp::build(rw, loc, new_ty, &dynamic, &symbols, alignment);
        a.memref(rw)
    };
    let cast = CastOp::build(rw, loc, ty, new_result);
    let v = cast.dest(rw);
    rw.replace_op(op, &[v]).is_ok()
}

fn simplify_dead_alloc(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(&result) = rw.results(op).first() else {
        return false;
    };
    let users: Vec<OpId> = rw.uses(result).map(|u| u.op).collect();
    let removable = users.iter().all(|&u| {
        if let Some(store) = StoreOp::cast(rw, u) {
            return store.value(rw) != result;
        }
        DeallocOp::cast(rw, u).is_some()
    });
    if !removable {
        return false;
    }
    let mut erased: Vec<OpId> = Vec::new();
    for u in users {
        if !erased.contains(&u) {
            if rw.erase_op(u).is_err() {
                return false;
            }
            erased.push(u);
        }
    }
    rw.erase_op(op).is_ok()
}

/// `ReallocOp`: `SimplifyDeadAlloc`.
pub fn realloc_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![pattern(
        ReallocOp::OPERATION_NAME,
        "SimplifyDeadAlloc",
        simplify_dead_alloc,
    )]
}

/// `CopyOp`: `FoldCopyOfCast`, `FoldEmptyCopy`, `FoldSelfCopy`.
pub fn copy_patterns() -> Vec<Box<dyn RewritePattern>> {
    let root = CopyOp::OPERATION_NAME;
    vec![
        pattern(root, "FoldCopyOfCast", fold_copy_of_cast),
        pattern(root, "FoldEmptyCopy", fold_empty_copy),
        pattern(root, "FoldSelfCopy", fold_self_copy),
    ]
}

fn fold_copy_of_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let mut modified = false;
    for i in 0..2 {
        let v = rw.operand(op, i);
        let Some(cast) = rw.defining_op(v).and_then(|d| CastOp::cast(rw, d)) else {
            continue;
        };
        // Upstream compares the cast's source type with itself, so any
        // ranked source qualifies.
        let source = cast.source(rw);
        if rw.shape(rw.value_type(source)).is_some() {
            rw.modify_op_in_place(op, |ctx| ctx.set_operand(op, i, source).is_ok());
            modified = true;
        }
    }
    modified
}

fn fold_empty_copy(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let empty =
        |ctx: &Context, v: Value| ctx.shape(ctx.value_type(v)).is_some_and(|s| s.contains(&0));
    let (a, b) = (rw.operand(op, 0), rw.operand(op, 1));
    (empty(rw, a) || empty(rw, b)) && rw.erase_op(op).is_ok()
}

fn fold_self_copy(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    rw.operand(op, 0) == rw.operand(op, 1) && rw.erase_op(op).is_ok()
}

/// `ViewOp`: `ViewOpShapeFolder`, `ViewOpMemrefCastFolder`.
pub fn view_patterns() -> Vec<Box<dyn RewritePattern>> {
    let root = ViewOp::OPERATION_NAME;
    vec![
        pattern(root, "ViewOpShapeFolder", view_shape_folder),
        pattern(root, "ViewOpMemrefCastFolder", view_of_cast),
    ]
}

/// The value of an index constant (`matchConstantIndex`).
fn constant_index(ctx: &Context, v: Value) -> Option<i64> {
    ctx.is_index(ctx.value_type(v))
        .then(|| constant_int(ctx, v))
        .flatten()
}

fn view_shape_folder(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(view) = ViewOp::cast(rw, op) else {
        return false;
    };
    if rw
        .operands(op)
        .iter()
        .all(|&v| constant_index(rw, v).is_none())
    {
        return false;
    }
    let ty = rw.value_type(view.result(rw));
    if strides_and_offset(rw, ty).is_none() {
        return false;
    }
    let sizes = view.sizes(rw);
    let mut next = sizes.iter();
    let mut new_shape = Vec::new();
    let mut operands = Vec::new();
    for d in shape(rw, ty) {
        if d != DYNAMIC {
            new_shape.push(d);
            continue;
        }
        let Some(&v) = next.next() else {
            return false;
        };
        match constant_index(rw, v) {
            Some(c) => new_shape.push(c),
            None => {
                new_shape.push(d);
                operands.push(v);
            }
        }
    }
    let element = rw.element_type_or_self(ty);
    let (layout, space) = (rw.memref_layout(ty), rw.memref_memory_space(ty));
    let new_ty = rw.memref_type_with(&new_shape, element, layout, space);
    if new_ty == ty {
        return false;
    }
    let loc = rw.op_loc(op);
    let (source, shift) = (view.source(rw), view.byte_shift(rw));
    let new = ViewOp::build(rw, loc, new_ty, source, shift, &operands).result(rw);
    let c = CastOp::build(rw, loc, ty, new).dest(rw);
    rw.replace_op(op, &[c]).is_ok()
}

fn view_of_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(view) = ViewOp::cast(rw, op) else {
        return false;
    };
    let Some(cast) = rw
        .defining_op(view.source(rw))
        .and_then(|d| CastOp::cast(rw, d))
    else {
        return false;
    };
    let alloc = cast.source(rw);
    if rw
        .defining_op(alloc)
        .and_then(|d| AllocOp::cast(rw, d))
        .is_none()
    {
        return false;
    }
    let ty = rw.value_type(view.result(rw));
    let (shift, sizes) = (view.byte_shift(rw), view.sizes(rw));
    let loc = rw.op_loc(op);
    let new = ViewOp::build(rw, loc, ty, alloc, shift, &sizes).result(rw);
    rw.replace_op(op, &[new]).is_ok()
}

/// `DimOp`: `DimOfMemRefReshape`.
pub fn dim_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![pattern(
        DimOp::OPERATION_NAME,
        "DimOfMemRefReshape",
        dim_of_reshape,
    )]
}

/// Whether `a` comes before `b` in their block.
fn is_before_in_block(ctx: &Context, a: OpId, b: OpId) -> bool {
    let Some(block) = ctx.op_parent_block(a) else {
        return false;
    };
    for o in ctx.block_ops(block) {
        if o == a {
            return true;
        }
        if o == b {
            return false;
        }
    }
    false
}

/// Whether region `a` is a proper ancestor of region `b`.
fn region_is_proper_ancestor(ctx: &Context, a: ir::RegionId, b: ir::RegionId) -> bool {
    let mut r = ctx
        .region_parent_op(b)
        .and_then(|o| ctx.op_parent_region(o));
    while let Some(x) = r {
        if x == a {
            return true;
        }
        r = ctx
            .region_parent_op(x)
            .and_then(|o| ctx.op_parent_region(o));
    }
    false
}

fn dim_of_reshape(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(dim) = DimOp::cast(rw, op) else {
        return false;
    };
    let Some(reshape) = rw
        .defining_op(dim.source(rw))
        .and_then(|d| ReshapeOp::cast(rw, d))
    else {
        return rw.notify_match_failure("Dim op is not defined by a reshape op.");
    };
    let index = dim.index(rw);
    let reshape_op = reshape.operation();
    let reshape_block = rw.op_parent_block(reshape_op);
    if rw.value_parent_block(index) == reshape_block {
        if let Some(def) = rw.defining_op(index) {
            if is_before_in_block(rw, reshape_op, def) {
                return rw.notify_match_failure(
                    "dim.getIndex is not defined before reshape in the same block.",
                );
            }
        }
    } else if rw.op_parent_block(op) != reshape_block {
        let index_region = rw
            .value_parent_block(index)
            .and_then(|b| rw.block_parent_region(b));
        let reshape_region = rw.op_parent_region(reshape_op);
        let dominates = match (index_region, reshape_region) {
            (Some(a), Some(b)) => region_is_proper_ancestor(rw, a, b),
            _ => false,
        };
        if !dominates {
            return rw.notify_match_failure("dim.getIndex does not dominate reshape.");
        }
    }
    rw.set_insertion_point_after(reshape_op);
    let loc = rw.op_loc(op);
    let shape_memref = reshape.shape(rw);
    let element = rw.element_type_or_self(rw.value_type(shape_memref));
    let load = LoadOp::build(rw, loc, element, shape_memref, &[index], None);
    let mut v = load.result(rw);
    let dim_ty = rw.value_type(dim.result(rw));
    if rw.value_type(v) != dim_ty {
        v = arith::IndexCastOp::build(rw, loc, dim_ty, v).out(rw);
    }
    rw.replace_op(op, &[v]).is_ok()
}

/// An offset, size or stride: static or a value.
#[derive(Clone, Copy, PartialEq, Debug)]
enum Mixed {
    Static(i64),
    Dynamic(Value),
}

/// The mixed list of a static array and its dynamic operands.
fn mixed(statics: &[i64], dynamics: &[Value]) -> Vec<Mixed> {
    let mut next = dynamics.iter();
    statics
        .iter()
        .map(|&s| match (s == DYNAMIC).then(|| next.next()).flatten() {
            Some(&v) => Mixed::Dynamic(v),
            None => Mixed::Static(s),
        })
        .collect()
}

/// The static array and dynamic operands of a mixed list.
fn dispatch(list: &[Mixed]) -> (Vec<i64>, Vec<Value>) {
    let mut statics = Vec::with_capacity(list.len());
    let mut dynamics = Vec::new();
    for m in list {
        match *m {
            Mixed::Static(s) => statics.push(s),
            Mixed::Dynamic(v) => {
                statics.push(DYNAMIC);
                dynamics.push(v);
            }
        }
    }
    (statics, dynamics)
}

/// The constant of a mixed entry (`getConstantIntValue`).
fn mixed_constant(ctx: &Context, m: Mixed) -> Option<i64> {
    match m {
        Mixed::Static(s) => Some(s),
        Mixed::Dynamic(v) => constant_int(ctx, v),
    }
}

/// `foldDynamicIndexList`: constant values become static entries.
fn fold_dynamic_index_list(ctx: &Context, list: &mut [Mixed], only_non_negative: bool) -> bool {
    let mut changed = false;
    for m in list.iter_mut() {
        if let Mixed::Dynamic(v) = *m {
            if let Some(c) = constant_int(ctx, v) {
                if only_non_negative && c < 0 {
                    continue;
                }
                *m = Mixed::Static(c);
                changed = true;
            }
        }
    }
    changed
}

/// A subview's source, mixed offsets, sizes and strides.
fn subview_lists(ctx: &Context, sv: SubViewOp) -> (Vec<Mixed>, Vec<Mixed>, Vec<Mixed>) {
    (
        mixed(sv.static_offsets(ctx), &sv.offsets(ctx)),
        mixed(sv.static_sizes(ctx), &sv.sizes(ctx)),
        mixed(sv.static_strides(ctx), &sv.strides(ctx)),
    )
}

/// Builds a subview of `source` with these lists.
fn build_subview(
    b: &mut OpBuilder<'_>,
    loc: ir::Location,
    ty: Type,
    source: Value,
    (offsets, sizes, strides): (&[Mixed], &[Mixed], &[Mixed]),
) -> Value {
    let (so, dof) = dispatch(offsets);
    let (ss, dsz) = dispatch(sizes);
    let (st, dst) = dispatch(strides);
    SubViewOp::build_with_values(b, loc, ty, source, &dof, &dsz, &dst, &so, &ss, &st).result(b)
}

/// `SubViewOp`: `OpWithOffsetSizesAndStridesConstantArgumentFolder`,
/// `SubViewOpMemRefCastFolder`, `TrivialSubViewOpFolder`.
pub fn subview_patterns() -> Vec<Box<dyn RewritePattern>> {
    let root = SubViewOp::OPERATION_NAME;
    vec![
        pattern(
            root,
            "OpWithOffsetSizesAndStridesConstantArgumentFolder",
            subview_constant_arguments,
        ),
        pattern(root, "SubViewOpMemRefCastFolder", subview_of_cast),
        pattern(root, "TrivialSubViewOpFolder", trivial_subview),
    ]
}

/// The dimensions a subview drops (`getDroppedDims`).
fn dropped_dims(ctx: &Context, source: Type, result: Type, sizes: &[Mixed]) -> Option<Vec<bool>> {
    let source_shape = shape(ctx, source);
    let (strides, offset) = strides_and_offset(ctx, source)?;
    let original = MemRefParts {
        shape: source_shape,
        element: ctx.element_type_or_self(source),
        strides,
        offset,
        memory_space: ctx.memref_memory_space(source),
        strided: true,
    };
    let statics: Vec<i64> = sizes
        .iter()
        .map(|m| match m {
            Mixed::Static(s) => *s,
            Mixed::Dynamic(_) => DYNAMIC,
        })
        .collect();
    let result_strides = strides_and_offset(ctx, result).map(|(s, _)| s);
    memref_rank_reduction_mask(
        &original,
        &shape(ctx, result),
        result_strides.as_deref(),
        &statics,
    )
}

/// `SubViewOp::getDroppedDims`: which source dimensions the result drops.
pub fn subview_dropped_dims(ctx: &Context, sv: SubViewOp) -> Option<Vec<bool>> {
    let (_, sizes, _) = subview_lists(ctx, sv);
    let source = ctx.value_type(sv.source(ctx));
    let result = ctx.value_type(sv.result(ctx));
    dropped_dims(ctx, source, result, &sizes)
}

fn subview_constant_arguments(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(sv) = SubViewOp::cast(rw, op) else {
        return false;
    };
    let (mut offsets, mut sizes, mut strides) = subview_lists(rw, sv);
    let a = fold_dynamic_index_list(rw, &mut offsets, true);
    let b = fold_dynamic_index_list(rw, &mut sizes, true);
    let c = fold_dynamic_index_list(rw, &mut strides, false);
    if !(a || b || c) {
        return false;
    }
    let source = sv.source(rw);
    let source_ty = rw.value_type(source);
    let result_ty = rw.value_type(sv.result(rw));
    // SubViewReturnTypeCanonicalizer
    let (so, _) = dispatch(&offsets);
    let (ss, _) = dispatch(&sizes);
    let (st, _) = dispatch(&strides);
    if so.iter().chain(&ss).any(|&x| x != DYNAMIC && x < 0) || st.contains(&0) {
        return false;
    }
    let Some(mut parts) = infer_subview_type(rw, source_ty, &so, &ss, &st) else {
        return false;
    };
    let Some(dropped) = dropped_dims(rw, source_ty, result_ty, &sizes) else {
        return false;
    };
    if dropped.iter().any(|&d| d) {
        let keep = |v: &[i64]| -> Vec<i64> {
            v.iter()
                .zip(&dropped)
                .filter(|(_, &d)| !d)
                .map(|(&x, _)| x)
                .collect()
        };
        parts.shape = keep(&parts.shape);
        parts.strides = keep(&parts.strides);
    }
    let new_ty = intern(rw, &parts);
    let loc = rw.op_loc(op);
    let new = build_subview(rw, loc, new_ty, source, (&offsets, &sizes, &strides));
    // SubViewCanonicalizer
    let cast = CastOp::build(rw, loc, result_ty, new).dest(rw);
    rw.replace_op(op, &[cast]).is_ok()
}

fn subview_of_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(sv) = SubViewOp::cast(rw, op) else {
        return false;
    };
    let operands = rw.operands(op);
    let is_constant_index =
        |ctx: &Context, v: Value| ctx.is_index(ctx.value_type(v)) && constant_int(ctx, v).is_some();
    if operands.iter().any(|&v| is_constant_index(rw, v)) {
        return false;
    }
    let Some(cast) = rw
        .defining_op(sv.source(rw))
        .and_then(|d| CastOp::cast(rw, d))
    else {
        return false;
    };
    if !can_fold_into_consumer(rw, cast) {
        return false;
    }
    // getCanonicalSubViewResultType
    let (offsets, sizes, strides) = subview_lists(rw, sv);
    let cast_source = cast.source(rw);
    let source_ty = rw.value_type(cast_source);
    let current_source = rw.value_type(sv.source(rw));
    let current_result = rw.value_type(sv.result(rw));
    let (so, _) = dispatch(&offsets);
    let (ss, _) = dispatch(&sizes);
    let (st, _) = dispatch(&strides);
    let Some(mut parts) = infer_subview_type(rw, source_ty, &so, &ss, &st) else {
        return false;
    };
    let Some(unused) = dropped_dims(rw, current_source, current_result, &sizes) else {
        return false;
    };
    let keep = |v: &[i64]| -> Vec<i64> {
        v.iter()
            .zip(&unused)
            .filter(|(_, &d)| !d)
            .map(|(&x, _)| x)
            .collect()
    };
    parts.shape = keep(&parts.shape);
    parts.strides = keep(&parts.strides);
    let new_ty = intern(rw, &parts);
    let loc = rw.op_loc(op);
    let new = build_subview(rw, loc, new_ty, cast_source, (&offsets, &sizes, &strides));
    let c = CastOp::build(rw, loc, current_result, new).dest(rw);
    rw.replace_op(op, &[c]).is_ok()
}

fn trivial_subview(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(sv) = SubViewOp::cast(rw, op) else {
        return false;
    };
    let source = sv.source(rw);
    let (st, rt) = (rw.value_type(source), rw.value_type(sv.result(rw)));
    let source_shape = shape(rw, st);
    if source_shape.len() != shape(rw, rt).len() {
        return false;
    }
    let (offsets, sizes, strides) = subview_lists(rw, sv);
    let all = |list: &[Mixed], want: &dyn Fn(usize) -> i64| {
        list.iter()
            .enumerate()
            .all(|(i, &m)| mixed_constant(rw, m) == Some(want(i)))
    };
    if !all(&offsets, &|_| 0) || !all(&strides, &|_| 1) || !all(&sizes, &|i| source_shape[i]) {
        return false;
    }
    if st == rt {
        return rw.replace_op(op, &[source]).is_ok();
    }
    let loc = rw.op_loc(op);
    let c = CastOp::build(rw, loc, rt, source).dest(rw);
    rw.replace_op(op, &[c]).is_ok()
}

/// `ReinterpretCastOp`: `ReinterpretCastOpExtractStridedMetadataFolder`.
pub fn reinterpret_cast_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![pattern(
        ReinterpretCastOp::OPERATION_NAME,
        "ReinterpretCastOpExtractStridedMetadataFolder",
        reinterpret_of_metadata,
    )]
}

/// An `OpFoldResult` as upstream compares them: an integer attribute (of
/// type `i64` or `index`, which differ) or a value.
#[derive(Clone, Copy, PartialEq, Debug)]
enum Ofr {
    Attr(i64, bool),
    Value(Value),
}

/// `constifyIndexValues` of a reinterpret cast's mixed list against the
/// entries its result type fixes.
fn constify(ctx: &Context, list: &[Mixed], known: &[i64]) -> Vec<Ofr> {
    list.iter()
        .zip(known)
        .map(|(&m, &k)| match m {
            // A static entry is an `i64` attribute, made an `index` one
            // where the type leaves the entry dynamic.
            Mixed::Static(s) => Ofr::Attr(s, k == DYNAMIC),
            Mixed::Dynamic(v) => match (k == DYNAMIC, constant_int(ctx, v)) {
                (true, Some(c)) => Ofr::Attr(c, true),
                (true, None) => Ofr::Value(v),
                (false, Some(_)) => Ofr::Value(v),
                (false, None) => Ofr::Attr(k, true),
            },
        })
        .collect()
}

/// The same for an `extract_strided_metadata`'s results.
fn constify_results(results: &[Value], known: &[i64]) -> Vec<Ofr> {
    results
        .iter()
        .zip(known)
        .map(|(&v, &k)| {
            if k == DYNAMIC {
                Ofr::Value(v)
            } else {
                Ofr::Attr(k, true)
            }
        })
        .collect()
}

fn reinterpret_of_metadata(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(rc) = ReinterpretCastOp::cast(rw, op) else {
        return false;
    };
    let Some(meta) = rw
        .defining_op(rc.source(rw))
        .and_then(|d| ExtractStridedMetadataOp::cast(rw, d))
    else {
        return false;
    };
    let result = rc.result(rw);
    let result_ty = rw.value_type(result);
    let source = meta.source(rw);
    let source_ty = rw.value_type(source);
    let (Some((rs, ro)), Some((ms, mo))) = (
        strides_and_offset(rw, result_ty),
        strides_and_offset(rw, source_ty),
    ) else {
        return false;
    };
    let results = rw.results(meta.operation());
    let rank = ms.len();
    if results.len() != 2 + 2 * rank {
        return false;
    }
    let rc_strides = constify(rw, &mixed(rc.static_strides(rw), &rc.strides(rw)), &rs);
    let meta_strides = constify_results(&results[2 + rank..], &ms);
    if rc_strides.len() != meta_strides.len() || rc_strides != meta_strides {
        return false;
    }
    let rc_sizes = constify(
        rw,
        &mixed(rc.static_sizes(rw), &rc.sizes(rw)),
        &shape(rw, result_ty),
    );
    let meta_sizes = constify_results(&results[2..2 + rank], &shape(rw, source_ty));
    if rc_sizes != meta_sizes {
        return false;
    }
    let rc_offset = constify(rw, &mixed(rc.static_offsets(rw), &rc.offsets(rw)), &[ro]);
    let meta_offset = constify_results(&results[1..2], &[mo]);
    if rc_offset != meta_offset {
        return false;
    }
    if source_ty == result_ty {
        return rw.replace_op(op, &[source]).is_ok();
    }
    let loc = rw.op_loc(op);
    let c = CastOp::build(rw, loc, result_ty, source).dest(rw);
    rw.replace_op(op, &[c]).is_ok()
}
