//! `memref.alloc`, `alloca`, `cast`, `dim`, `get_global`, `rank` and
//! `subview` (upstream's `Dialect/MemRef/IR/ValueBoundsOpInterfaceImpl.cpp`).

use ir::{Context, OpId, Value};

use super::attach;
use super::tensor_ops::{dim_of_index, mixed, size_of_kept_dim, CastModel, SizesModel};
use crate::constraint_set::ValueBoundsConstraintSet;
use crate::ValueBoundsOpInterface;

/// `memref.dim` and `tensor.dim` of a constant index: the source's
/// dimension.
pub(crate) struct DimModel;
impl ValueBoundsOpInterface for DimModel {
    fn populate_bounds_for_index_value(
        &self,
        ctx: &mut Context,
        op: OpId,
        value: Value,
        cstr: &mut ValueBoundsConstraintSet<'_>,
    ) {
        let Some((source, index)) = dim_of_index(ctx, op) else {
            return;
        };
        let e = cstr.get_expr(ctx, source, Some(index));
        cstr.bound_eq(ctx, value, None, e);
    }
}

/// `get_global`: its static sizes.
struct GetGlobalModel;
impl ValueBoundsOpInterface for GetGlobalModel {
    fn populate_bounds_for_shaped_value_dim(
        &self,
        ctx: &mut Context,
        _op: OpId,
        value: Value,
        dim: i64,
        cstr: &mut ValueBoundsConstraintSet<'_>,
    ) {
        let ty = ctx.value_type(value);
        let size = ctx
            .shape(ty)
            .and_then(|s| s.get(usize::try_from(dim).ok()?).copied());
        if let Some(size) = size.filter(|&s| s != ir::DYNAMIC) {
            cstr.bound_eq_const(ctx, value, Some(dim), size);
        }
    }
}

/// `memref.rank` and `tensor.rank` of a ranked operand: the rank.
pub(crate) struct RankModel;
impl ValueBoundsOpInterface for RankModel {
    fn populate_bounds_for_index_value(
        &self,
        ctx: &mut Context,
        op: OpId,
        value: Value,
        cstr: &mut ValueBoundsConstraintSet<'_>,
    ) {
        let ty = ctx.value_type(ctx.operands(op)[0]);
        if let Some(rank) = ctx.rank(ty) {
            cstr.bound_eq_const(ctx, value, None, rank as i64);
        }
    }
}

/// `subview`: a dimension is the size of the kept dimension it is.
struct SubViewModel;
impl ValueBoundsOpInterface for SubViewModel {
    fn populate_bounds_for_shaped_value_dim(
        &self,
        ctx: &mut Context,
        op: OpId,
        value: Value,
        dim: i64,
        cstr: &mut ValueBoundsConstraintSet<'_>,
    ) {
        let Some(sv) = memref::SubViewOp::cast(ctx, op) else {
            return;
        };
        let statics = sv.static_sizes(ctx).to_vec();
        let dynamic = sv.sizes(ctx);
        let sizes = mixed(ctx, &statics, &dynamic);
        // The stride-aware mask of `computeMemRefRankReductionMask`.
        let Some(dropped) = memref::subview_dropped_dims(ctx, sv) else {
            return;
        };
        if let Some(size) = size_of_kept_dim(&sizes, &dropped, dim) {
            cstr.bound_eq_ofr(ctx, value, Some(dim), size);
        }
    }
}

static ALLOC: SizesModel = SizesModel;
static CAST: CastModel = CastModel { memref: true };
static DIM: DimModel = DimModel;
static GET_GLOBAL: GetGlobalModel = GetGlobalModel;
static RANK: RankModel = RankModel;
static SUBVIEW: SubViewModel = SubViewModel;

/// Attaches the memref models.
pub fn register(ctx: &mut Context) {
    attach(ctx, &["memref.alloc", "memref.alloca"], &ALLOC);
    attach(ctx, &["memref.cast"], &CAST);
    attach(ctx, &["memref.dim"], &DIM);
    attach(ctx, &["memref.get_global"], &GET_GLOBAL);
    attach(ctx, &["memref.rank"], &RANK);
    attach(ctx, &["memref.subview"], &SUBVIEW);
}
