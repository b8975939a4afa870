//! Canonicalization patterns of `LinalgOps.cpp`: identity generic ops and
//! self copies erased, structured ops over empty buffers erased, fills
//! folded into reshapes, extracts, copies and transposes.

use crate::named::named_op_state;
use crate::structured::dps_split;
use crate::*;
use ir::{OpDefinition, OpId, OperationState, PatternRewriter, RewritePattern, Value};

fn fill_of(rw: &PatternRewriter<'_>, v: Value) -> Option<FillOp> {
    rw.defining_op(v).and_then(|d| FillOp::cast(rw, d))
}

/// `EraseIdentityLinalgOp<GenericOp | BroadcastOp>` (the op's name): a
/// structured op with identity maps whose body only yields block
/// arguments is its operands (cast to the result types when they
/// differ); on buffers, a copy of a buffer to itself is erased.
pub struct EraseIdentityLinalgOp(pub &'static str);

impl RewritePattern for EraseIdentityLinalgOp {
    fn root(&self) -> Option<&str> {
        Some(self.0)
    }
    fn name(&self) -> &str {
        "EraseIdentityLinalgOp"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let Some(lop) = LinalgOpRef::get(rw, op) else {
            return false;
        };
        if lop.get_indexing_maps_array(rw).iter().any(|m| {
            m.num_symbols != 0
                || m.results.len() != m.num_dims as usize
                || m.results
                    .iter()
                    .enumerate()
                    .any(|(i, e)| *e != LoopExpr::Dim(i as u32))
        }) {
            return false;
        }
        let Some(body) = rw.op_regions(op).first().and_then(|&r| rw.region_entry(r)) else {
            return false;
        };
        if rw.block_len(body) != 1 {
            return false;
        }
        let Some(yield_op) = rw.block_last_op(body).and_then(|t| YieldOp::cast(rw, t)) else {
            return false;
        };
        let types = rw.operand_types(op);
        let scalar = |t| crate::verify::is_scalar(rw, t);
        let buffers = types.iter().all(|&t| scalar(t) || rw.is_memref(t));
        if buffers {
            let (ins, outs) = dps_split(rw, op);
            if ins.len() == 1 && outs.len() == 1 && ins[0] == outs[0] {
                return rw.erase_op(op).is_ok();
            }
            return false;
        }
        if !types.iter().all(|&t| scalar(t) || rw.is_ranked_tensor(t)) {
            return false;
        }
        let args = rw.block_args(body);
        let mut returned = Vec::new();
        for (i, v) in rw.operands(yield_op.operation()).into_iter().enumerate() {
            let Some(n) = args.iter().position(|&a| a == v) else {
                return false;
            };
            let mut arg = rw.operand(op, n);
            let result_ty = rw.value_type(rw.result(op, i));
            let arg_ty = rw.value_type(arg);
            if arg_ty != result_ty {
                if !<tensor::CastOp as tensor::CastOpHooks>::are_cast_compatible(
                    rw,
                    &[arg_ty],
                    &[result_ty],
                ) {
                    return false;
                }
                let loc = rw.op_loc(op);
                rw.set_insertion_point_before(op);
                let name = rw.op_name("tensor.cast");
                let mut st = OperationState::new(name, loc);
                st.add_operands(&[arg]);
                st.add_result_types(&[result_ty]);
                let cast = rw.create_op(st);
                arg = rw.result(cast, 0);
            }
            returned.push(arg);
        }
        rw.replace_op(op, &returned).is_ok()
    }
}

/// `EraseSelfCopy`: a copy of values to themselves.
pub struct EraseSelfCopy;

impl RewritePattern for EraseSelfCopy {
    fn root(&self) -> Option<&str> {
        Some("linalg.copy")
    }
    fn name(&self) -> &str {
        "EraseSelfCopy"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let (ins, outs) = dps_split(rw, op);
        if ins != outs {
            return false;
        }
        let buffers = rw
            .operand_types(op)
            .iter()
            .all(|&t| crate::verify::is_scalar(rw, t) || rw.is_memref(t));
        if buffers {
            rw.erase_op(op).is_ok()
        } else {
            rw.replace_op(op, &ins).is_ok()
        }
    }
}

/// `EraseDeadLinalgOp` (a dialect canonicalization): a structured op with
/// a buffer operand of a zero size is erased.
pub struct EraseDeadLinalgOp;

impl RewritePattern for EraseDeadLinalgOp {
    fn root(&self) -> Option<&str> {
        None
    }
    fn name(&self) -> &str {
        "EraseDeadLinalgOp"
    }
    fn may_match(&self, def: Option<&OpDefinition>) -> bool {
        def.is_some_and(|d| d.interface::<LinalgOpVtable>().is_some())
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        if LinalgOpRef::get(rw, op).is_none() {
            return false;
        }
        let dead = rw
            .operand_types(op)
            .into_iter()
            .any(|t| rw.is_memref(t) && rw.shape(t).is_some_and(|s| s.contains(&0)));
        dead && rw.erase_op(op).is_ok()
    }
}

/// Replaces `op` by a new `linalg.<name>` over `ins` and `outs`.
fn replace_with_named(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    name: &str,
    loc: ir::Location,
    ins: &[Value],
    outs: &[Value],
    result_types: Option<&[ir::Type]>,
) -> bool {
    let Ok(state) = named_op_state(rw, name, loc, ins, outs, result_types) else {
        return false;
    };
    rw.replace_op_with_new(op, state).is_ok()
}

/// `FoldFillWithTensorReshape<CollapseShapeOp | ExpandShapeOp>`: a reshape
/// of a fill is a fill of the reshaped init.
pub struct FoldFillWithTensorReshape(pub &'static str);

impl RewritePattern for FoldFillWithTensorReshape {
    fn root(&self) -> Option<&str> {
        Some(self.0)
    }
    fn name(&self) -> &str {
        "FoldFillWithTensorReshape"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let src = rw.operand(op, 0);
        let Some(fill) = fill_of(rw, src) else {
            return false;
        };
        let loc = rw.op_loc(fill.operation());
        let value = rw.operand(fill.operation(), 0);
        let init = rw.operand(fill.operation(), 1);
        let mut operands = rw.operands(op);
        operands[0] = init;
        let mut st = OperationState::new(rw.op_get_name(op), loc);
        st.add_operands(&operands);
        let types = rw.result_types(op);
        st.add_result_types(&types);
        st.properties = rw.props(op);
        st.attributes = rw.attrs(op).to_vec();
        rw.set_insertion_point_before(op);
        let reshaped = rw.create_op(st);
        let new_init = rw.result(reshaped, 0);
        replace_with_named(rw, op, "fill", loc, &[value], &[new_init], None)
    }
}

/// `FoldFillWithTensorExtract`: an element of a fill is the fill value.
pub struct FoldFillWithTensorExtract;

impl RewritePattern for FoldFillWithTensorExtract {
    fn root(&self) -> Option<&str> {
        Some("tensor.extract")
    }
    fn name(&self) -> &str {
        "FoldFillWithTensorExtract"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let t = rw.operand(op, 0);
        let Some(fill) = fill_of(rw, t) else {
            return false;
        };
        let value = rw.operand(fill.operation(), 0);
        rw.replace_op(op, &[value]).is_ok()
    }
}

/// `FoldFillWithCopy`: a copy of a fill is a fill of the copy's outputs; a
/// copy into a fill's result copies into the fill's init.
pub struct FoldFillWithCopy;

impl RewritePattern for FoldFillWithCopy {
    fn root(&self) -> Option<&str> {
        Some("linalg.copy")
    }
    fn name(&self) -> &str {
        "FoldFillWithCopy"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let (ins, outs) = dps_split(rw, op);
        let (Some(&input), Some(&output)) = (ins.first(), outs.first()) else {
            return false;
        };
        let loc = rw.op_loc(op);
        let types = rw.result_types(op);
        if let Some(fill) = fill_of(rw, input) {
            let (fill_ins, _) = dps_split(rw, fill.operation());
            return replace_with_named(rw, op, "fill", loc, &fill_ins, &outs, Some(&types));
        }
        if let Some(fill) = fill_of(rw, output) {
            let (_, fill_outs) = dps_split(rw, fill.operation());
            return replace_with_named(rw, op, "copy", loc, &ins, &fill_outs, None);
        }
        false
    }
}

/// `FoldFillWithTranspose`: a transpose of a fill is a fill of the
/// transpose's init.
pub struct FoldFillWithTranspose;

impl RewritePattern for FoldFillWithTranspose {
    fn root(&self) -> Option<&str> {
        Some("linalg.transpose")
    }
    fn name(&self) -> &str {
        "FoldFillWithTranspose"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let input = rw.operand(op, 0);
        let Some(fill) = fill_of(rw, input) else {
            return false;
        };
        let (fill_ins, _) = dps_split(rw, fill.operation());
        let init = rw.operand(op, 1);
        let loc = rw.op_loc(op);
        let types = rw.result_types(op);
        replace_with_named(rw, op, "fill", loc, &fill_ins, &[init], Some(&types))
    }
}

/// `FoldTransposeWithTranspose`: a transpose of a transpose is one
/// transpose of the first's input by the composed permutation.
pub struct FoldTransposeWithTranspose;

impl RewritePattern for FoldTransposeWithTranspose {
    fn root(&self) -> Option<&str> {
        Some("linalg.transpose")
    }
    fn name(&self) -> &str {
        "FoldTransposeWithTranspose"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let input = rw.operand(op, 0);
        let Some(def) = rw.defining_op(input).and_then(|d| TransposeOp::cast(rw, d)) else {
            return false;
        };
        let def_perm = crate::ops::i64s(rw, rw.attr(def.operation(), "permutation"));
        let perm = crate::ops::i64s(rw, rw.attr(op, "permutation"));
        let Some(folded) = perm
            .iter()
            .map(|&p| {
                usize::try_from(p)
                    .ok()
                    .and_then(|p| def_perm.get(p).copied())
            })
            .collect::<Option<Vec<i64>>>()
        else {
            return false;
        };
        let source = rw.operand(def.operation(), 0);
        let init = rw.operand(op, 1);
        let loc = rw.op_loc(op);
        let state = crate::ops::transpose_state(rw, loc, source, init, &folded);
        rw.replace_op_with_new(op, state).is_ok()
    }
}

/// `mlir::clone` of a structured op: `op` with `operands` and
/// `result_types`, its attributes and a copy of its regions, created
/// before `op`.
fn clone_with(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    result_types: &[ir::Type],
    operands: &[Value],
) -> OpId {
    let mut st = OperationState::new(rw.op_get_name(op), rw.op_loc(op));
    st.add_operands(operands);
    st.add_result_types(result_types);
    st.properties = rw.props(op);
    st.attributes = rw.attrs(op).to_vec();
    let mut mapping = ir::IrMapping::default();
    for r in rw.op_regions(op).to_vec() {
        let dest = rw.create_region();
        // A fresh region of a live op: copying into it cannot fail.
        let _ = rw.clone_region_into(r, dest, None, &mut mapping);
        st.regions.push(dest);
    }
    rw.set_insertion_point_before(op);
    rw.create_op(st)
}

fn create_cast(rw: &mut PatternRewriter<'_>, loc: ir::Location, ty: ir::Type, v: Value) -> Value {
    let name = rw.op_name("tensor.cast");
    let mut st = OperationState::new(name, loc);
    st.add_operands(&[v]);
    st.add_result_types(&[ty]);
    let cast = rw.create_op(st);
    rw.result(cast, 0)
}

/// `FoldTensorCastConsumerOp` (a dialect canonicalization): a cast of a
/// structured op's result that only adds static information moves into
/// the op (its init cast, the result cast back for other users).
pub struct FoldTensorCastConsumerOp;

impl RewritePattern for FoldTensorCastConsumerOp {
    fn root(&self) -> Option<&str> {
        Some("tensor.cast")
    }
    fn name(&self) -> &str {
        "FoldTensorCastConsumerOp"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let Some(cast) = tensor::CastOp::cast(rw, op) else {
            return false;
        };
        if !tensor::cast::can_fold_into_producer(rw, cast) {
            return false;
        }
        let source = rw.operand(op, 0);
        let Some(lop) = rw
            .defining_op(source)
            .filter(|&d| LinalgOpRef::get(rw, d).is_some())
        else {
            return false;
        };
        if rw.op_parent_block(op) != rw.op_parent_block(lop) {
            return false;
        }
        let Some(n) = rw.results(lop).iter().position(|&r| r == source) else {
            return false;
        };
        let (ins, mut outs) = dps_split(rw, lop);
        let Some(&out) = outs.get(n) else {
            return false;
        };
        let loc = rw.op_loc(lop);
        let result_ty = rw.value_type(rw.result(op, 0));
        rw.set_insertion_point_before(lop);
        outs[n] = create_cast(rw, loc, result_ty, out);
        let mut operands = ins;
        operands.extend(outs);
        let mut types = rw.result_types(lop);
        types[n] = result_ty;
        let new = clone_with(rw, lop, &types, &operands);
        let new_result = rw.result(new, n);
        let old_ty = rw.value_type(source);
        let back = create_cast(rw, loc, old_ty, new_result);
        let mut results = rw.results(new);
        results[n] = back;
        rw.replace_op(lop, &results).is_ok() && rw.replace_op(op, &[new_result]).is_ok()
    }
}

/// `InferStaticShapeOfOperands` (a dialect canonicalization): static sizes
/// of a tensor op's operands (or of the static sources of their casts)
/// given to the dynamic sizes indexed by the same loop, through casts.
pub struct InferStaticShapeOfOperands;

impl RewritePattern for InferStaticShapeOfOperands {
    fn root(&self) -> Option<&str> {
        None
    }
    fn name(&self) -> &str {
        "InferStaticShapeOfOperands"
    }
    fn may_match(&self, def: Option<&OpDefinition>) -> bool {
        def.is_some_and(|d| d.interface::<LinalgOpVtable>().is_some())
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let Some(lop) = LinalgOpRef::get(rw, op) else {
            return false;
        };
        let types = rw.operand_types(op);
        let scalar = |rw: &PatternRewriter<'_>, t| crate::verify::is_scalar(rw, t);
        if !types
            .iter()
            .all(|&t| scalar(rw, t) || rw.is_ranked_tensor(t))
        {
            return false;
        }
        let maps = lop.get_indexing_maps_array(rw);
        if maps.len() != types.len() || maps.iter().any(|m| !m.is_projected_permutation()) {
            return false;
        }
        // `populateMap`: the first static size seen for each loop.
        let mut sizes: Vec<Option<i64>> =
            vec![None; maps.first().map_or(0, |m| m.num_dims as usize)];
        let operands = rw.operands(op);
        for (i, &v) in operands.iter().enumerate() {
            if scalar(rw, types[i]) {
                continue;
            }
            let own = rw.shape(types[i]).map(<[i64]>::to_vec).unwrap_or_default();
            let mut shape = own.clone();
            if let Some(c) = rw.defining_op(v).and_then(|d| tensor::CastOp::cast(rw, d)) {
                let st = rw.value_type(c.source(rw));
                if rw.is_ranked_tensor(st) {
                    if let Some(s) = rw.shape(st).filter(|s| !s.contains(&ir::DYNAMIC)) {
                        shape = s.to_vec();
                    }
                }
            }
            for (d, (&s, e)) in shape.iter().zip(&maps[i].results).enumerate() {
                if own.get(d) == Some(&ir::DYNAMIC) {
                    continue;
                }
                if let LoopExpr::Dim(l) = e {
                    if let Some(slot) = sizes.get_mut(*l as usize) {
                        slot.get_or_insert(s);
                    }
                }
            }
        }
        let inits = ir::interfaces::DestinationStyleOpInterfaceRef::get(rw, op)
            .map_or(0..0, |d| d.get_dps_inits_mutable(rw));
        let loc = rw.op_loc(op);
        let mut new_operands = operands.clone();
        let mut result_types = Vec::new();
        let mut changed = false;
        rw.set_insertion_point_before(op);
        for (i, &v) in operands.iter().enumerate() {
            let t = types[i];
            if scalar(rw, t) {
                continue;
            }
            let shape = rw.shape(t).map(<[i64]>::to_vec).unwrap_or_default();
            if !shape.contains(&ir::DYNAMIC) && inits.contains(&i) {
                result_types.push(t);
                continue;
            }
            let mut new_shape = Vec::with_capacity(shape.len());
            let mut needed = false;
            for (d, &s) in shape.iter().enumerate() {
                let known = match &maps[i].results[d] {
                    LoopExpr::Dim(l) => sizes.get(*l as usize).copied().flatten(),
                    _ => None,
                };
                match known {
                    Some(k) if s == ir::DYNAMIC => {
                        new_shape.push(k);
                        needed = true;
                    }
                    _ => new_shape.push(s),
                }
            }
            let element = rw.element_type(t).unwrap_or(t);
            let new_ty = rw.ranked_tensor(&new_shape, element);
            if needed {
                changed = true;
                new_operands[i] = create_cast(rw, loc, new_ty, v);
            }
            if inits.contains(&i) {
                result_types.push(new_ty);
            }
        }
        if !changed {
            return false;
        }
        let new = clone_with(rw, op, &result_types, &new_operands);
        let mut replacements = Vec::new();
        for (old, newr) in rw.results(op).into_iter().zip(rw.results(new)) {
            let (ot, nt) = (rw.value_type(old), rw.value_type(newr));
            replacements.push(if ot != nt {
                create_cast(rw, loc, ot, newr)
            } else {
                newr
            });
        }
        rw.replace_op(op, &replacements).is_ok()
    }
}

/// `FoldFillWithPad`: a pad of a fill by the fill's value is a fill of an
/// empty tensor of the pad's (reified) shape.
pub struct FoldFillWithPad;

impl RewritePattern for FoldFillWithPad {
    fn root(&self) -> Option<&str> {
        Some("tensor.pad")
    }
    fn name(&self) -> &str {
        "FoldFillWithPad"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let Some(pad) = tensor::PadOp::cast(rw, op) else {
            return false;
        };
        let source = rw.operand(op, 0);
        let Some(fill) = fill_of(rw, source) else {
            return false;
        };
        let Some(pad_value) = tensor::constant_padding_value(rw, pad) else {
            return false;
        };
        if rw.operand(fill.operation(), 0) != pad_value {
            return false;
        }
        let Some(reify) = ir::interfaces::ReifyRankedShapedTypeOpInterfaceRef::get(rw, op) else {
            return false;
        };
        rw.set_insertion_point_before(op);
        let mut shapes = Vec::new();
        if reify.reify_result_shapes(rw, &mut shapes).is_err() {
            return false;
        }
        let Some(sizes) = shapes.into_iter().next() else {
            return false;
        };
        let result_ty = rw.value_type(rw.result(op, 0));
        let element = rw.element_type(result_ty).unwrap_or(result_ty);
        let mut static_sizes = Vec::new();
        let mut dynamic = Vec::new();
        for s in sizes {
            match s {
                ir::interfaces::FoldResult::Attr(a) => {
                    static_sizes.push(rw.attr_as_int(a).unwrap_or(ir::DYNAMIC));
                }
                ir::interfaces::FoldResult::Value(v) => {
                    static_sizes.push(ir::DYNAMIC);
                    dynamic.push(v);
                }
            }
        }
        let empty_ty = rw.ranked_tensor(&static_sizes, element);
        let loc = rw.op_loc(op);
        let name = rw.op_name("tensor.empty");
        let mut st = OperationState::new(name, loc);
        st.add_operands(&dynamic);
        st.add_result_types(&[empty_ty]);
        let empty = rw.create_op(st);
        let empty = rw.result(empty, 0);
        let fill_loc = rw.op_loc(fill.operation());
        let Ok(state) = named_op_state(rw, "fill", fill_loc, &[pad_value], &[empty], None) else {
            return false;
        };
        let new_fill = rw.create_op(state);
        let mut replacement = rw.result(new_fill, 0);
        if rw.value_type(replacement) != result_ty {
            replacement = create_cast(rw, fill_loc, result_ty, replacement);
        }
        rw.replace_op(op, &[replacement]).is_ok()
    }
}

/// `getConstantIntValue`: the integer a constant op defines `v` as.
fn constant_int(ctx: &ir::Context, v: Value) -> Option<i128> {
    let c = ctx.constant_value(ctx.defining_op(v)?)?;
    ctx.as_integer(c)
}

/// `FoldFillWithPack`: a pack of a fill (padded by the fill's value, into
/// a destination used only there) is a fill of the destination.
pub struct FoldFillWithPack;

impl RewritePattern for FoldFillWithPack {
    fn root(&self) -> Option<&str> {
        Some("tensor.pack")
    }
    fn name(&self) -> &str {
        "FoldFillWithPack"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let Some(pack) = tensor::PackOp::cast(rw, op) else {
            return false;
        };
        let Some(fill) = fill_of(rw, pack.source(rw)) else {
            return false;
        };
        let value = rw.operand(fill.operation(), 0);
        if let Some(padding) = pack.padding_value(rw) {
            let same_constant = matches!(
                (constant_int(rw, padding), constant_int(rw, value)),
                (Some(a), Some(b)) if a == b
            );
            if !same_constant && padding != value {
                return false;
            }
        }
        let dest = pack.dest(rw);
        if !rw.has_one_use(dest) {
            return false;
        }
        let loc = rw.op_loc(op);
        replace_with_named(rw, op, "fill", loc, &[value], &[dest], None)
    }
}

/// `dropDims`: `perm` without the entries in `drop`, the rest renumbered.
fn drop_dims(perm: &[i64], drop: &[i64]) -> Vec<i64> {
    let mut res = Vec::new();
    for &p in perm {
        let mut target = p;
        let mut dropped = false;
        for &d in drop {
            if d == p {
                dropped = true;
                break;
            }
            if d < p {
                target -= 1;
            }
        }
        if !dropped {
            res.push(target);
        }
    }
    res
}

/// `SwapTransposeWithBroadcast`: a transpose of a broadcast (used only
/// there) is a broadcast of a transpose of the broadcast's input.
pub struct SwapTransposeWithBroadcast;

impl RewritePattern for SwapTransposeWithBroadcast {
    fn root(&self) -> Option<&str> {
        Some("linalg.transpose")
    }
    fn name(&self) -> &str {
        "SwapTransposeWithBroadcast"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let input = rw.operand(op, 0);
        let Some(bcast) = rw.defining_op(input).and_then(|d| BroadcastOp::cast(rw, d)) else {
            return false;
        };
        if !rw.has_one_use(input) {
            return false;
        }
        let dims = crate::ops::i64s(rw, rw.attr(bcast.operation(), "dimensions"));
        let perm = crate::ops::i64s(rw, rw.attr(op, "permutation"));
        let result_perm = drop_dims(&perm, &dims);
        let mut inverse = vec![0i64; perm.len()];
        for (i, &p) in perm.iter().enumerate() {
            match usize::try_from(p).ok().and_then(|p| inverse.get_mut(p)) {
                Some(slot) => *slot = i as i64,
                None => return false,
            }
        }
        let Some(result_dims) = dims
            .iter()
            .map(|&d| {
                usize::try_from(d)
                    .ok()
                    .and_then(|d| inverse.get(d).copied())
            })
            .collect::<Option<Vec<i64>>>()
        else {
            return false;
        };
        let source = rw.operand(bcast.operation(), 0);
        let source_ty = rw.value_type(source);
        if !rw.is_ranked_tensor(source_ty) {
            return false;
        }
        let shape = rw.shape(source_ty).map(<[i64]>::to_vec).unwrap_or_default();
        let element = rw.element_type(source_ty).unwrap_or(source_ty);
        let loc = rw.op_loc(op);
        rw.set_insertion_point_before(op);
        let mut sizes: Vec<(i64, Option<Value>)> = Vec::new();
        for (i, &s) in shape.iter().enumerate() {
            if s == ir::DYNAMIC {
                let d = crate::structured::build_dim(rw, loc, source, i);
                sizes.push((s, Some(d)));
            } else {
                sizes.push((s, None));
            }
        }
        let Some(permuted) = result_perm
            .iter()
            .map(|&p| usize::try_from(p).ok().and_then(|p| sizes.get(p).copied()))
            .collect::<Option<Vec<(i64, Option<Value>)>>>()
        else {
            return false;
        };
        let static_sizes: Vec<i64> = permuted.iter().map(|&(s, _)| s).collect();
        let dynamic: Vec<Value> = permuted.iter().filter_map(|&(_, v)| v).collect();
        let empty_ty = rw.ranked_tensor(&static_sizes, element);
        let name = rw.op_name("tensor.empty");
        let mut st = OperationState::new(name, loc);
        st.add_operands(&dynamic);
        st.add_result_types(&[empty_ty]);
        let empty = rw.create_op(st);
        let init = rw.result(empty, 0);
        let state = crate::ops::transpose_state(rw, loc, source, init, &result_perm);
        let transposed = rw.create_op(state);
        let transposed = rw.result(transposed, 0);
        let out = rw.operand(op, 1);
        let state = crate::ops::broadcast_state(rw, loc, transposed, out, &result_dims);
        rw.replace_op_with_new(op, state).is_ok()
    }
}

/// Static entries with the dynamic ones (`i64::MIN`) taken in order from
/// `dynamic`, as index attributes and values (`getMixedValues`).
fn mixed(
    ctx: &mut ir::Context,
    statics: &[i64],
    dynamic: &[Value],
) -> Vec<ir::interfaces::FoldResult> {
    let mut next = dynamic.iter();
    statics
        .iter()
        .map(
            |&s| match (s == ir::DYNAMIC).then(|| next.next()).flatten() {
                Some(&v) => ir::interfaces::FoldResult::Value(v),
                None => ir::interfaces::FoldResult::Attr(ctx.index_attr(s)),
            },
        )
        .collect()
}

/// The static entries and the dynamic values of a mixed list.
fn split(ctx: &ir::Context, list: &[ir::interfaces::FoldResult]) -> (Vec<i64>, Vec<Value>) {
    let mut statics = Vec::new();
    let mut dynamic = Vec::new();
    for e in list {
        match e {
            ir::interfaces::FoldResult::Attr(a) => {
                statics.push(ctx.attr_as_int(*a).unwrap_or(ir::DYNAMIC))
            }
            ir::interfaces::FoldResult::Value(v) => {
                statics.push(ir::DYNAMIC);
                dynamic.push(*v);
            }
        }
    }
    (statics, dynamic)
}

/// `FoldInsertPadIntoFill`: inserting a pad (by the fill's value) into a
/// fill, past inserts disjoint from it, inserts the pad's source at the
/// offsets moved by the low paddings.
pub struct FoldInsertPadIntoFill;

impl RewritePattern for FoldInsertPadIntoFill {
    fn root(&self) -> Option<&str> {
        Some("tensor.insert_slice")
    }
    fn name(&self) -> &str {
        "FoldInsertPadIntoFill"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let Some(insert) = tensor::InsertSliceOp::cast(rw, op) else {
            return false;
        };
        let Some(pad) = rw
            .defining_op(insert.source(rw))
            .and_then(|d| tensor::PadOp::cast(rw, d))
        else {
            return false;
        };
        let rank =
            |rw: &PatternRewriter<'_>, v: Value| rw.shape(rw.value_type(v)).map_or(0, <[i64]>::len);
        if rank(rw, rw.result(op, 0)) != rank(rw, insert.source(rw)) {
            return false;
        }
        let mut first_dest = insert.dest(rw);
        while let Some(prev) = rw
            .defining_op(first_dest)
            .and_then(|d| tensor::InsertSliceOp::cast(rw, d))
        {
            let r = rank(rw, rw.result(prev.operation(), 0));
            if r != rank(rw, prev.source(rw)) {
                return false;
            }
            let (po, ps, pst) = (
                prev.static_offsets(rw),
                prev.static_sizes(rw),
                prev.static_strides(rw),
            );
            let (no, ns, nst) = (
                insert.static_offsets(rw),
                insert.static_sizes(rw),
                insert.static_strides(rw),
            );
            let mut disjoint = false;
            for i in 0..r {
                let entries = [no[i], ns[i], nst[i], po[i], ps[i], pst[i]];
                if entries.contains(&ir::DYNAMIC) {
                    continue;
                }
                let prev_end = po[i] + (ps[i] - 1) * pst[i];
                let next_end = no[i] + (ns[i] - 1) * nst[i];
                if prev_end < no[i] || next_end < po[i] {
                    disjoint = true;
                    break;
                }
            }
            if !disjoint {
                break;
            }
            first_dest = prev.dest(rw);
        }
        let Some(fill) = fill_of(rw, first_dest) else {
            return false;
        };
        let Some(pad_value) = tensor::constant_padding_value(rw, pad) else {
            return false;
        };
        if rw.operand(fill.operation(), 0) != pad_value {
            return false;
        }
        let loc = rw.op_loc(op);
        let (sl, dl) = (pad.static_low(rw).to_vec(), pad.low(rw));
        let low = mixed(rw, &sl, &dl);
        let (so, dof) = (insert.static_offsets(rw).to_vec(), insert.offsets(rw));
        let offsets = mixed(rw, &so, &dof);
        let (ss, dst) = (insert.static_strides(rw).to_vec(), insert.strides(rw));
        let strides = mixed(rw, &ss, &dst);
        let s0 = rw.affine_symbol(0);
        let s1 = rw.affine_symbol(1);
        let sum = rw.affine_add(s0, s1);
        let add = rw.affine_map(0, 2, &[sum]);
        rw.set_insertion_point_before(op);
        let new_offsets: Vec<ir::interfaces::FoldResult> = low
            .into_iter()
            .zip(offsets)
            .map(|(l, o)| {
                affine::transforms::expand_index::make_composed_folded_affine_apply(
                    rw,
                    loc,
                    add,
                    &[l, o],
                )
            })
            .collect();
        let source = pad.source(rw);
        let source_shape = rw
            .shape(rw.value_type(source))
            .map(<[i64]>::to_vec)
            .unwrap_or_default();
        let mut sizes = Vec::new();
        for (i, &s) in source_shape.iter().enumerate() {
            if s == ir::DYNAMIC {
                let d = crate::structured::build_dim(rw, loc, source, i);
                sizes.push(ir::interfaces::FoldResult::Value(d));
            } else {
                sizes.push(ir::interfaces::FoldResult::Attr(rw.index_attr(s)));
            }
        }
        let (o, od) = split(rw, &new_offsets);
        let (s, sd) = split(rw, &sizes);
        let (st, std) = split(rw, &strides);
        let dest = insert.dest(rw);
        let t = rw.value_type(dest);
        let new = tensor::InsertSliceOp::build_with_values(
            rw, loc, t, source, dest, &od, &sd, &std, &o, &s, &st,
        )
        .result(rw);
        rw.replace_op(op, &[new]).is_ok()
    }
}
