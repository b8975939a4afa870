//! `tensor.cast`, `dim`, `empty`, `extract_slice`, `pad` and `rank`
//! (upstream's `Dialect/Tensor/IR/ValueBoundsOpInterfaceImpl.cpp`), and
//! the helpers the memref models share.

use ir::{Context, OpFoldResult, OpId, Value};

use super::attach;
use super::memref_ops::{DimModel, RankModel};
use crate::constraint_set::{constant_int, ValueBoundsConstraintSet};
use crate::ValueBoundsOpInterface;

/// A mixed list: static entries, [`ir::DYNAMIC`] standing for the next
/// dynamic value (`getMixedValues`).
pub(crate) fn mixed(ctx: &mut Context, statics: &[i64], dynamics: &[Value]) -> Vec<OpFoldResult> {
    let mut next = dynamics.iter();
    statics
        .iter()
        .map(
            |&s| match (s == ir::DYNAMIC).then(|| next.next()).flatten() {
                Some(&v) => OpFoldResult::Value(v),
                None => OpFoldResult::Attr(ctx.index_attr(s)),
            },
        )
        .collect()
}

/// The source and constant index of a `dim` op (`getConstantIndex`).
pub(crate) fn dim_of_index(ctx: &Context, op: OpId) -> Option<(Value, i64)> {
    let operands = ctx.operands(op);
    let [source, index] = operands[..] else {
        return None;
    };
    Some((source, constant_int(ctx, index)?))
}

/// The size of the `dim`-th dimension a (possibly rank-reducing) slice
/// keeps, `dropped` its dropped dimensions (upstream's loop over
/// `getDroppedDims`).
pub(crate) fn size_of_kept_dim(
    sizes: &[OpFoldResult],
    dropped: &[bool],
    dim: i64,
) -> Option<OpFoldResult> {
    let mut ctr = -1i64;
    for (i, size) in sizes.iter().enumerate() {
        if !dropped.get(i).copied().unwrap_or(false) {
            ctr += 1;
        }
        if ctr == dim {
            return Some(*size);
        }
    }
    None
}

/// `cast` between ranked tensors (or ranked memrefs): the dimensions are
/// the source's.
pub(crate) struct CastModel {
    /// Between memrefs rather than tensors.
    pub(crate) memref: bool,
}
impl ValueBoundsOpInterface for CastModel {
    fn populate_bounds_for_shaped_value_dim(
        &self,
        ctx: &mut Context,
        op: OpId,
        value: Value,
        dim: i64,
        cstr: &mut ValueBoundsConstraintSet<'_>,
    ) {
        let source = ctx.operands(op)[0];
        let kind_ok = |ctx: &Context, t| {
            ctx.shape(t).is_some()
                && if self.memref {
                    ctx.is_memref(t)
                } else {
                    ctx.is_tensor(t)
                }
        };
        if kind_ok(ctx, ctx.value_type(source)) && kind_ok(ctx, ctx.value_type(value)) {
            let e = cstr.get_expr(ctx, source, Some(dim));
            cstr.bound_eq(ctx, value, Some(dim), e);
        }
    }
}

/// `tensor.empty`, `memref.alloc` and `alloca`: a dimension is its size,
/// the dynamic ones the op's first operands (`getMixedSizes`).
pub(crate) struct SizesModel;
impl ValueBoundsOpInterface for SizesModel {
    fn populate_bounds_for_shaped_value_dim(
        &self,
        ctx: &mut Context,
        op: OpId,
        value: Value,
        dim: i64,
        cstr: &mut ValueBoundsConstraintSet<'_>,
    ) {
        let ty = ctx.value_type(value);
        let shape = ctx.shape(ty).unwrap_or_default().to_vec();
        let num_dynamic = shape.iter().filter(|&&s| s == ir::DYNAMIC).count();
        let operands = ctx.operands(op);
        let Some(dynamic) = operands.get(..num_dynamic) else {
            return;
        };
        let sizes = mixed(ctx, &shape, dynamic);
        if let Some(&size) = usize::try_from(dim).ok().and_then(|d| sizes.get(d)) {
            cstr.bound_eq_ofr(ctx, value, Some(dim), size);
        }
    }
}

/// `extract_slice`: a dimension is the size of the kept dimension it is.
struct ExtractSliceModel;
impl ValueBoundsOpInterface for ExtractSliceModel {
    fn populate_bounds_for_shaped_value_dim(
        &self,
        ctx: &mut Context,
        op: OpId,
        value: Value,
        dim: i64,
        cstr: &mut ValueBoundsConstraintSet<'_>,
    ) {
        let Some(parts) = tensor::slice::SliceParts::of(ctx, op) else {
            return;
        };
        let [_, sizes, _] = parts.mixed(ctx);
        let ty = ctx.value_type(value);
        let reduced = ctx.shape(ty).unwrap_or_default().to_vec();
        let dropped = tensor::slice::dropped_dims(ctx, &reduced, &sizes);
        if let Some(size) = size_of_kept_dim(&sizes, &dropped, dim) {
            cstr.bound_eq_ofr(ctx, value, Some(dim), size);
        }
    }
}

/// `pad`: a dimension is the source's plus both paddings.
struct PadModel;
impl ValueBoundsOpInterface for PadModel {
    fn populate_bounds_for_shaped_value_dim(
        &self,
        ctx: &mut Context,
        op: OpId,
        value: Value,
        dim: i64,
        cstr: &mut ValueBoundsConstraintSet<'_>,
    ) {
        let Some(pad) = tensor::PadOp::cast(ctx, op) else {
            return;
        };
        let source = pad.source(ctx);
        let (sl, sh) = (pad.static_low(ctx).to_vec(), pad.static_high(ctx).to_vec());
        let (dl, dh) = (pad.low(ctx), pad.high(ctx));
        let low = mixed(ctx, &sl, &dl);
        let high = mixed(ctx, &sh, &dh);
        let Ok(d) = usize::try_from(dim) else {
            return;
        };
        let (Some(&lo), Some(&hi)) = (low.get(d), high.get(d)) else {
            return;
        };
        let src = cstr.get_expr(ctx, source, Some(dim));
        let lo = cstr.get_expr_ofr(ctx, lo);
        let hi = cstr.get_expr_ofr(ctx, hi);
        let sum = ctx.affine_add(src, lo);
        let sum = ctx.affine_add(sum, hi);
        cstr.bound_eq(ctx, value, Some(dim), sum);
    }
}

static CAST: CastModel = CastModel { memref: false };
static DIM: DimModel = DimModel;
static EMPTY: SizesModel = SizesModel;
static EXTRACT_SLICE: ExtractSliceModel = ExtractSliceModel;
static PAD: PadModel = PadModel;
static RANK: RankModel = RankModel;

/// Attaches the tensor models.
pub fn register(ctx: &mut Context) {
    attach(ctx, &["tensor.cast"], &CAST);
    attach(ctx, &["tensor.dim"], &DIM);
    attach(ctx, &["tensor.empty"], &EMPTY);
    attach(ctx, &["tensor.extract_slice"], &EXTRACT_SLICE);
    attach(ctx, &["tensor.pad"], &PAD);
    attach(ctx, &["tensor.rank"], &RANK);
}
