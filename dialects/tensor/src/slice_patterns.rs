//! The canonicalization patterns of `tensor.extract_slice`,
//! `tensor.insert_slice` and `tensor.parallel_insert_slice` (upstream
//! `TensorOps.cpp` and `ViewLikeInterface.h`), in upstream's order.

use crate::cast::preserves_static_information;
use crate::slice::SliceParts;
use crate::util::{constant_int, shape, tensor_like, DYNAMIC};
use crate::*;
use ir::{OpId, PatternRewriter, RewritePattern, Type, Value};
use memref::canonicalize::pattern;

/// `ExtractSliceOp`: `OpWithOffsetSizesAndStridesConstantArgumentFolder`,
/// `ExtractSliceOpCastFolder`.
pub fn extract_slice_patterns() -> Vec<Box<dyn RewritePattern>> {
    let root = ExtractSliceOp::OPERATION_NAME;
    vec![
        pattern(
            root,
            "OpWithOffsetSizesAndStridesConstantArgumentFolder",
            extract_constant_arguments,
        ),
        pattern(root, "ExtractSliceOpCastFolder", extract_of_cast),
    ]
}

/// `InsertSliceOp`: `InsertSliceOpConstantArgumentFolder`,
/// `InsertSliceOpCastFolder`, `InsertSliceOpSourceCastInserter`, then
/// vector's `SwapExtractSliceOfTransferWrite`.
pub fn insert_slice_patterns() -> Vec<Box<dyn RewritePattern>> {
    let mut patterns = insert_patterns(InsertSliceOp::OPERATION_NAME);
    // `vector.transfer_write`'s, which upstream registers after the
    // insert's own.
    patterns.push(crate::vector_patterns::swap_extract_slice_of_transfer_write());
    patterns
}

/// `ParallelInsertSliceOp`: the insert-slice patterns.
pub fn parallel_insert_slice_patterns() -> Vec<Box<dyn RewritePattern>> {
    insert_patterns(ParallelInsertSliceOp::OPERATION_NAME)
}

fn insert_patterns(root: &'static str) -> Vec<Box<dyn RewritePattern>> {
    vec![
        pattern(
            root,
            "InsertSliceOpConstantArgumentFolder",
            insert_constant_arguments,
        ),
        pattern(root, "InsertSliceOpCastFolder", insert_of_casts),
        pattern(root, "InsertSliceOpSourceCastInserter", insert_source_cast),
    ]
}

/// `foldDynamicIndexList` on one list: constant values become static
/// entries (negative ones kept as values when `non_negative`, zeros when
/// `non_zero`).
fn fold_list(
    ctx: &ir::Context,
    statics: &mut [i64],
    dynamics: &mut Vec<Value>,
    non_negative: bool,
    non_zero: bool,
) -> bool {
    let mut changed = false;
    let mut kept = Vec::new();
    let mut next = dynamics.iter();
    for s in statics.iter_mut() {
        if *s != DYNAMIC {
            continue;
        }
        let Some(&v) = next.next() else { break };
        match constant_int(ctx, v) {
            Some(c) if !(non_negative && c < 0 || non_zero && c == 0) => {
                *s = c;
                changed = true;
            }
            _ => kept.push(v),
        }
    }
    *dynamics = kept;
    changed
}

/// `ExtractSliceOp::inferCanonicalRankReducedResultType`: the slice of
/// `sizes`, with the first unit dimensions dropped down to `rank` (the
/// encoding is then dropped too, as upstream does).
fn canonical_rank_reduced(ctx: &mut ir::Context, rank: usize, source: Type, sizes: &[i64]) -> Type {
    if sizes.len() <= rank {
        return tensor_like(ctx, source, sizes);
    }
    let mut to_drop = sizes.len() - rank;
    let kept: Vec<i64> = sizes
        .iter()
        .copied()
        .filter(|&d| {
            if d == 1 && to_drop > 0 {
                to_drop -= 1;
                false
            } else {
                true
            }
        })
        .collect();
    let element = ctx.element_type_or_self(source);
    ctx.ranked_tensor(&kept, element)
}

fn build_extract(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    t: Type,
    source: Value,
    p: &SliceParts,
) -> Value {
    let loc = rw.op_loc(op);
    ExtractSliceOp::build_with_values(
        rw,
        loc,
        t,
        source,
        &p.dyn_offsets,
        &p.dyn_sizes,
        &p.dyn_strides,
        &p.offsets,
        &p.sizes,
        &p.strides,
    )
    .result(rw)
}

fn extract_constant_arguments(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(slice) = ExtractSliceOp::cast(rw, op) else {
        return false;
    };
    let Some(mut p) = SliceParts::of(rw, op) else {
        return false;
    };
    let a = fold_list(rw, &mut p.offsets, &mut p.dyn_offsets, true, false);
    let b = fold_list(rw, &mut p.sizes, &mut p.dyn_sizes, true, false);
    let c = fold_list(rw, &mut p.strides, &mut p.dyn_strides, false, false);
    if !(a || b || c) {
        return false;
    }
    let rt = rw.value_type(slice.result(rw));
    let rank = rw.rank(rt).unwrap_or(0);
    let source = slice.source(rw);
    let st = rw.value_type(source);
    let t = canonical_rank_reduced(rw, rank, st, &p.sizes);
    let mut new = build_extract(rw, op, t, source, &p);
    if t != rt {
        let loc = rw.op_loc(op);
        new = CastOp::build(rw, loc, rt, new).dest(rw);
    }
    rw.replace_op(op, &[new]).is_ok()
}

/// Whether any operand of `op` is a constant index (`matchConstantIndex`).
fn has_constant_index_operand(ctx: &ir::Context, op: OpId) -> bool {
    ctx.operands(op)
        .into_iter()
        .any(|v| ctx.is_index(ctx.value_type(v)) && constant_int(ctx, v).is_some())
}

fn extract_of_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(slice) = ExtractSliceOp::cast(rw, op) else {
        return false;
    };
    if has_constant_index_operand(rw, op) {
        return false;
    }
    let Some(cast) = crate::patterns::foldable_cast(rw, slice.source(rw)) else {
        return false;
    };
    let Some(p) = SliceParts::of(rw, op) else {
        return false;
    };
    let rt = rw.value_type(slice.result(rw));
    let source = cast.source(rw);
    let new = build_extract(rw, op, rt, source, &p);
    rw.replace_op(op, &[new]).is_ok()
}

/// The source, destination and lists of an insert or parallel insert.
fn insert_parts(ctx: &ir::Context, op: OpId) -> Option<(Value, Value, SliceParts, bool)> {
    let p = SliceParts::of(ctx, op)?;
    if let Some(i) = InsertSliceOp::cast(ctx, op) {
        return Some((i.source(ctx), i.dest(ctx), p, false));
    }
    let i = ParallelInsertSliceOp::cast(ctx, op)?;
    Some((i.source(ctx), i.dest(ctx), p, true))
}

/// Replaces insert (or parallel insert) `op` by one of `source` into
/// `dest` with lists `p`; a new insert's result is cast to `cast_to`.
fn replace_insert(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    source: Value,
    dest: Value,
    p: &SliceParts,
    cast_to: Option<Type>,
) -> bool {
    let loc = rw.op_loc(op);
    if ParallelInsertSliceOp::cast(rw, op).is_some() {
        let ip = rw.insertion_point();
        rw.set_insertion_point_before(op);
        ParallelInsertSliceOp::build_with_values(
            rw,
            loc,
            source,
            dest,
            &p.dyn_offsets,
            &p.dyn_sizes,
            &p.dyn_strides,
            &p.offsets,
            &p.sizes,
            &p.strides,
        );
        rw.set_insertion_point(ip);
        return rw.erase_op(op).is_ok();
    }
    let t = rw.value_type(dest);
    let mut new = InsertSliceOp::build_with_values(
        rw,
        loc,
        t,
        source,
        dest,
        &p.dyn_offsets,
        &p.dyn_sizes,
        &p.dyn_strides,
        &p.offsets,
        &p.sizes,
        &p.strides,
    )
    .result(rw);
    if let Some(t) = cast_to.filter(|&t| t != rw.value_type(new)) {
        new = CastOp::build(rw, loc, t, new).dest(rw);
    }
    rw.replace_op(op, &[new]).is_ok()
}

/// A cast of `source` to `t` built where the insert's casts go: before
/// the parallel combining parent of a parallel insert.
fn cast_for_insert(rw: &mut PatternRewriter<'_>, op: OpId, t: Type, source: Value) -> Value {
    let loc = rw.op_loc(op);
    let ip = rw.insertion_point();
    if ParallelInsertSliceOp::cast(rw, op).is_some() {
        if let Some(parent) = rw.op_parent_op(op) {
            rw.set_insertion_point_before(parent);
        }
    }
    let v = CastOp::build(rw, loc, t, source).dest(rw);
    rw.set_insertion_point(ip);
    v
}

fn insert_constant_arguments(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some((source, dest, mut p, _)) = insert_parts(rw, op) else {
        return false;
    };
    let a = fold_list(rw, &mut p.offsets, &mut p.dyn_offsets, true, false);
    let b = fold_list(rw, &mut p.sizes, &mut p.dyn_sizes, true, false);
    let c = fold_list(rw, &mut p.strides, &mut p.dyn_strides, false, true);
    if !(a || b || c) {
        return false;
    }
    let st = rw.value_type(source);
    let rank = rw.rank(st).unwrap_or(0);
    let dt = rw.value_type(dest);
    let t = canonical_rank_reduced(rw, rank, dt, &p.sizes);
    let to_insert = if t == st {
        source
    } else {
        cast_for_insert(rw, op, t, source)
    };
    replace_insert(rw, op, to_insert, dest, &p, None)
}

/// `computeRankReductionMask` with `matchDynamic`: dynamic sizes match
/// anything but a static 1.
fn rank_reduction_mask_dynamic(original: &[i64], reduced: &[i64]) -> Option<Vec<bool>> {
    let mut unused = vec![false; original.len()];
    let mut r = 0;
    for (i, &size) in original.iter().enumerate() {
        if r < reduced.len() && size != 1 && (reduced[r] == DYNAMIC || size == DYNAMIC) {
            r += 1;
            continue;
        }
        if r < reduced.len() && size == reduced[r] {
            r += 1;
            continue;
        }
        unused[i] = true;
        if size != 1 {
            return None;
        }
    }
    (r == reduced.len()).then_some(unused)
}

fn insert_of_casts(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some((source, dest, mut p, parallel)) = insert_parts(rw, op) else {
        return false;
    };
    if has_constant_index_operand(rw, op) {
        return false;
    }
    let src_cast = crate::patterns::foldable_cast(rw, source).map(|c| c.source(rw));
    let dst_cast = crate::patterns::foldable_cast(rw, dest).map(|c| c.source(rw));
    if src_cast.is_none() && dst_cast.is_none() {
        return false;
    }
    let (src, dst) = (src_cast.unwrap_or(source), dst_cast.unwrap_or(dest));
    let (st, dt) = (rw.value_type(src), rw.value_type(dst));
    if !rw.is_ranked_tensor(st) || !rw.is_ranked_tensor(dt) {
        return false;
    }
    let src_shape = shape(rw, st);
    let Some(mask) = rank_reduction_mask_dynamic(&p.sizes, &src_shape) else {
        return false;
    };
    // Sizes the new source knows statically become static.
    let mut reduced = 0usize;
    let mut dynamic = p.dyn_sizes.iter();
    let mut new_dyn = Vec::new();
    for (idx, size) in p.sizes.iter_mut().enumerate() {
        let v = if *size == DYNAMIC {
            dynamic.next().copied()
        } else {
            None
        };
        let d = src_shape.get(reduced).copied().unwrap_or(DYNAMIC);
        if !mask[idx] && d != DYNAMIC {
            *size = d;
            reduced += 1;
            continue;
        }
        new_dyn.extend(v);
    }
    p.dyn_sizes = new_dyn;
    if !crate::slice::insert_fits(rw, st, dt, &p.sizes) {
        return false;
    }
    let cast_back = (!parallel).then(|| rw.value_type(dest));
    replace_insert(rw, op, src, dst, &p, cast_back)
}

fn insert_source_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some((source, dest, p, _)) = insert_parts(rw, op) else {
        return false;
    };
    let st = rw.value_type(source);
    let rank = rw.rank(st).unwrap_or(0);
    if Some(rank) != rw.rank(rw.value_type(dest)) {
        return false;
    }
    let mut new_shape = shape(rw, st);
    let mut dynamic = p.dyn_sizes.iter();
    for (i, &s) in p.sizes.iter().enumerate().take(rank) {
        let c = if s == DYNAMIC {
            dynamic.next().and_then(|&v| constant_int(rw, v))
        } else {
            Some(s)
        };
        if let Some(c) = c {
            if c < 0 {
                return false;
            }
            new_shape[i] = c;
        }
    }
    if new_shape.iter().any(|&d| d < 0 && d != DYNAMIC) {
        return false;
    }
    let new_ty = tensor_like(rw, st, &new_shape);
    if new_ty == st || !preserves_static_information(rw, st, new_ty) {
        return false;
    }
    if !crate::util::compatible_shapes(rw, st, new_ty) {
        return false;
    }
    let cast = cast_for_insert(rw, op, new_ty, source);
    replace_insert(rw, op, cast, dest, &p, None)
}
