//! The folders of `vector.transfer_read` and `vector.transfer_write`
//! (upstream `VectorOps.cpp`): in-bounds inference, all-true masks
//! dropped, read-after-write and write-after-read on tensors, `memref.cast`
//! and `tensor.cast` folded into the transfer.

use crate::fold::{is_splat, splat_value};
use crate::mask_fold::{mask_format, MaskFormat};
use crate::transfer::{in_bounds_values, is_minor_identity, map_results};
use crate::*;
use ir::affine::AffineMap;
use ir::interfaces::FoldResult as Ofr;
use ir::{Attribute, Context, DenseData, FoldResult, OpId, Type, Value};

/// What the folders read of a transfer (`VectorTransferOpInterface`).
pub(crate) struct View {
    pub(crate) op: OpId,
    pub(crate) source: Value,
    pub(crate) indices: Vec<Value>,
    pub(crate) vector_ty: Type,
    pub(crate) map: Option<AffineMap>,
    pub(crate) map_attr: Attribute,
    pub(crate) in_bounds: Vec<bool>,
    pub(crate) mask: Option<Value>,
}

impl View {
    pub(crate) fn read(ctx: &Context, r: TransferReadOp) -> View {
        let map_attr = r.permutation_map(ctx);
        View {
            op: r.operation(),
            source: r.source(ctx),
            indices: r.indices(ctx),
            vector_ty: ctx.value_type(r.vector(ctx)),
            map: ctx.as_affine_map(map_attr),
            map_attr,
            in_bounds: in_bounds_values(ctx, r.in_bounds(ctx)),
            mask: r.mask(ctx),
        }
    }

    pub(crate) fn write(ctx: &Context, w: TransferWriteOp) -> View {
        let map_attr = w.permutation_map(ctx);
        View {
            op: w.operation(),
            source: w.source(ctx),
            indices: w.indices(ctx),
            vector_ty: ctx.value_type(w.vector(ctx)),
            map: ctx.as_affine_map(map_attr),
            map_attr,
            in_bounds: in_bounds_values(ctx, w.in_bounds(ctx)),
            mask: w.mask(ctx),
        }
    }

    fn rank(&self, ctx: &Context) -> usize {
        ctx.rank(self.vector_ty).unwrap_or(0)
    }

    /// The permutation map's result per vector dimension: `Some(d)` for
    /// a dimension, `None` for a broadcast.
    fn dims(&self, ctx: &Context) -> Vec<Option<u32>> {
        self.map
            .map(|m| {
                map_results(ctx, m)
                    .into_iter()
                    .map(|r| r.ok().flatten())
                    .collect()
            })
            .unwrap_or_default()
    }

    /// `hasOutOfBoundsDim`.
    pub(crate) fn has_out_of_bounds_dim(&self, ctx: &Context) -> bool {
        self.dims(ctx)
            .iter()
            .enumerate()
            .any(|(i, d)| d.is_some() && !self.in_bounds.get(i).copied().unwrap_or(false))
    }
}

/// `getConstantIntValue`.
fn constant_int(ctx: &Context, v: Value) -> Option<i64> {
    let c = ctx.constant_value(ctx.defining_op(v)?)?;
    ctx.attr_as_int(c)
}

/// `foldTransferInBoundsAttribute`: dimensions statically in bounds are
/// marked so.
fn fold_in_bounds(ctx: &mut Context, t: &View) -> bool {
    let rank = t.rank(ctx);
    if rank == 0 {
        return false;
    }
    let shaped = ctx
        .shape(ctx.value_type(t.source))
        .map(<[i64]>::to_vec)
        .unwrap_or_default();
    let vector_shape = ctx
        .shape(t.vector_ty)
        .map(<[i64]>::to_vec)
        .unwrap_or_default();
    let dims = t.dims(ctx);
    let mut changed = false;
    let mut flags = Vec::with_capacity(rank);
    for i in 0..rank {
        let Some(Some(d)) = dims.get(i).copied() else {
            // A broadcast dimension is in bounds.
            flags.push(true);
            continue;
        };
        if t.in_bounds.get(i).copied().unwrap_or(false) {
            flags.push(true);
            continue;
        }
        let d = d as usize;
        let in_bounds = match (shaped.get(d), t.indices.get(d), vector_shape.get(i)) {
            (Some(&size), Some(&index), Some(&v)) if size != ir::DYNAMIC => {
                constant_int(ctx, index).is_some_and(|c| c.wrapping_add(v) <= size)
            }
            _ => false,
        };
        flags.push(in_bounds);
        changed |= in_bounds;
    }
    if !changed {
        return false;
    }
    let attrs: Vec<Attribute> = flags.iter().map(|&b| ctx.bool_attr(b)).collect();
    let attr = ctx.array_attr(&attrs);
    let name = ctx.ident("in_bounds");
    ctx.set_inherent_attr(t.op, name, attr).is_ok()
}

/// `foldTransferFullMask`: an all-true mask is dropped (the last operand
/// group of both transfers).
fn fold_full_mask(ctx: &mut Context, t: &View) -> bool {
    let Some(mask) = t.mask else {
        return false;
    };
    if mask_format(ctx, mask) != MaskFormat::AllTrue {
        return false;
    }
    let Some(sizes) = ctx
        .prop(t.op, "operandSegmentSizes")
        .or_else(|| ctx.attr(t.op, "operandSegmentSizes"))
        .and_then(|a| ctx.dense_array_as_i64(a).map(<[i64]>::to_vec))
    else {
        return false;
    };
    let mut sizes: Vec<i128> = sizes.into_iter().map(i128::from).collect();
    if let Some(last) = sizes.last_mut() {
        *last = 0;
    }
    let mut operands = ctx.operands(t.op);
    operands.pop();
    let i32t = ctx.integer_type(32);
    let attr = ctx.dense_array_attr(i32t, DenseData::Int(sizes));
    let name = ctx.ident("operandSegmentSizes");
    ctx.set_inherent_attr(t.op, name, attr).is_ok() && ctx.set_operands(t.op, &operands).is_ok()
}

/// `tensor::foldTensorCast`: a `tensor.cast` to a less static type folds
/// into its user. (The tensor crate depends on this one, so the cast is
/// found by its name.)
fn fold_tensor_cast(ctx: &mut Context, op: OpId) -> bool {
    let mut folded = false;
    for (i, v) in ctx.operands(op).into_iter().enumerate() {
        let Some(def) = ctx.defining_op(v) else {
            continue;
        };
        if ctx.op_name_str(ctx.op_get_name(def)) != "tensor.cast" || ctx.num_operands(def) != 1 {
            continue;
        }
        let source = ctx.operand(def, 0);
        let (to, from) = (ctx.value_type(v), ctx.value_type(source));
        if preserves_static_information(ctx, to, from) && ctx.set_operand(op, i, source).is_ok() {
            folded = true;
        }
    }
    folded
}

/// `tensor::preservesStaticInformation(source, target)`: `target` is at
/// least as static as `source`.
fn preserves_static_information(ctx: &Context, source: Type, target: Type) -> bool {
    if !ctx.is_ranked_tensor(source) || !ctx.is_ranked_tensor(target) {
        return false;
    }
    if ctx.element_type(source) != ctx.element_type(target)
        || ctx.tensor_encoding(source) != ctx.tensor_encoding(target)
    {
        return false;
    }
    let (Some(a), Some(b)) = (ctx.shape(source), ctx.shape(target)) else {
        return false;
    };
    a.len() == b.len()
        && a.iter()
            .zip(b)
            .all(|(&s, &t)| s == ir::DYNAMIC || t != ir::DYNAMIC)
}

/// `isSplatWriteConsistentWithMaskedRead`.
fn splat_write_matches_masked_read(ctx: &mut Context, write: &View, read: TransferReadOp) -> bool {
    let Some(read_mask) = read.mask(ctx) else {
        return false;
    };
    if write.mask.is_some_and(|m| m != read_mask) {
        return false;
    }
    let w = TransferWriteOp::from_operation_unchecked(write.op);
    let Some(c) = ctx
        .defining_op(w.vector(ctx))
        .and_then(|d| ctx.constant_value(d))
    else {
        return false;
    };
    if ctx.as_dense_elements(c).is_none() || !is_splat(ctx, c) {
        return false;
    }
    let Some(pad) = ctx
        .defining_op(read.padding(ctx))
        .and_then(|d| ctx.constant_value(d))
    else {
        return false;
    };
    splat_value(ctx, c) == Some(pad)
}

/// `checkSameValueRAW`.
fn same_value_raw(ctx: &mut Context, write: &View, read: TransferReadOp, r: &View) -> bool {
    !write.has_out_of_bounds_dim(ctx)
        && write.indices == r.indices
        && write.vector_ty == r.vector_ty
        && write.map_attr == r.map_attr
        && ((write.mask.is_none() && r.mask.is_none())
            || splat_write_matches_masked_read(ctx, write, read))
}

/// `isDisjointTransferIndices` without value bounds: constant indices
/// that differ (leading dimensions) or are a vector apart.
pub(crate) fn disjoint_indices(
    ctx: &Context,
    a: &[Value],
    b: &[Value],
    a_ty: Type,
    b_ty: Type,
    shaped_rank: usize,
) -> bool {
    if a_ty != b_ty {
        return false;
    }
    let vector_shape = ctx.shape(a_ty).map(<[i64]>::to_vec).unwrap_or_default();
    let offset = shaped_rank.saturating_sub(vector_shape.len());
    for (i, (&x, &y)) in a.iter().zip(b).enumerate() {
        let (Some(x), Some(y)) = (constant_int(ctx, x), constant_int(ctx, y)) else {
            continue;
        };
        if i < offset {
            if x != y {
                return true;
            }
        } else if let Some(&d) = vector_shape.get(i - offset) {
            if x.wrapping_sub(y).wrapping_abs() >= d {
                return true;
            }
        }
    }
    false
}

/// `foldRAW`: a read of what a write just wrote (through writes to
/// disjoint places) is the written vector.
fn fold_raw(ctx: &mut Context, read: TransferReadOp, r: &View) -> Option<Value> {
    if !ctx.is_ranked_tensor(ctx.value_type(r.source)) {
        return None;
    }
    let mut def = ctx
        .defining_op(r.source)
        .and_then(|d| TransferWriteOp::cast(ctx, d));
    while let Some(w) = def {
        let wv = View::write(ctx, w);
        if same_value_raw(ctx, &wv, read, r) {
            return Some(w.vector(ctx));
        }
        let rank = ctx.rank(ctx.value_type(wv.source)).unwrap_or(0);
        if !disjoint_indices(
            ctx,
            &wv.indices,
            &r.indices,
            wv.vector_ty,
            r.vector_ty,
            rank,
        ) {
            break;
        }
        def = ctx
            .defining_op(wv.source)
            .and_then(|d| TransferWriteOp::cast(ctx, d));
    }
    None
}

/// `TransferReadOp::fold`.
pub(crate) fn read(ctx: &mut Context, op: TransferReadOp) -> FoldResult {
    let view = View::read(ctx, op);
    if let Some(v) = fold_raw(ctx, op, &view) {
        return FoldResult::single(Ofr::Value(v));
    }
    if fold_in_bounds(ctx, &view)
        || fold_full_mask(ctx, &view)
        || memref::fold_memref_cast(ctx, view.op, None) == FoldResult::InPlace
        || fold_tensor_cast(ctx, view.op)
    {
        return FoldResult::InPlace;
    }
    FoldResult::Failure
}

/// `foldReadInitWrite`: writing back, whole and in place, what was read of
/// a tensor is that tensor.
fn fold_read_init_write(ctx: &Context, w: &View) -> Option<Value> {
    if w.rank(ctx) == 0 {
        return None;
    }
    let tensor_ty = ctx.value_type(w.source);
    if !ctx.is_ranked_tensor(tensor_ty) {
        return None;
    }
    let write = TransferWriteOp::from_operation_unchecked(w.op);
    let read = TransferReadOp::cast(ctx, ctx.defining_op(write.vector(ctx))?)?;
    let r = View::read(ctx, read);
    if r.rank(ctx) == 0 {
        return None;
    }
    let minor = |v: &View| v.map.is_some_and(|m| is_minor_identity(ctx, m));
    if !minor(&r) || !minor(w) || r.rank(ctx) != w.rank(ctx) {
        return None;
    }
    if r.has_out_of_bounds_dim(ctx) || w.has_out_of_bounds_dim(ctx) {
        return None;
    }
    if ctx.value_type(r.source) != tensor_ty || r.vector_ty != w.vector_ty {
        return None;
    }
    if ctx.shape(r.vector_ty) != ctx.shape(tensor_ty) {
        return None;
    }
    let zero = |v: &Value| constant_int(ctx, *v) == Some(0);
    if !r.indices.iter().all(zero) || !w.indices.iter().all(zero) {
        return None;
    }
    Some(r.source)
}

/// `foldWAR`: writing back unchanged what was read from the same place of
/// a tensor is that tensor.
fn fold_war(ctx: &Context, w: &View) -> Option<Value> {
    if !ctx.is_ranked_tensor(ctx.value_type(w.source)) {
        return None;
    }
    let write = TransferWriteOp::from_operation_unchecked(w.op);
    let read = TransferReadOp::cast(ctx, ctx.defining_op(write.vector(ctx))?)?;
    let r = View::read(ctx, read);
    let same = r.source == w.source
        && r.indices == w.indices
        && r.map_attr == w.map_attr
        && r.vector_ty == w.vector_ty
        && r.mask.is_none()
        && w.mask.is_none();
    same.then_some(r.source)
}

/// `TransferWriteOp::fold`.
pub(crate) fn write(ctx: &mut Context, op: TransferWriteOp) -> FoldResult {
    let view = View::write(ctx, op);
    if let Some(v) = fold_read_init_write(ctx, &view).or_else(|| fold_war(ctx, &view)) {
        return FoldResult::single(Ofr::Value(v));
    }
    if fold_in_bounds(ctx, &view) || fold_full_mask(ctx, &view) {
        return FoldResult::InPlace;
    }
    memref::fold_memref_cast(ctx, view.op, None)
}
