//! MLIR 19's `ValueBoundsOpInterface` and `ValueBoundsConstraintSet`
//! (upstream's `Interfaces/ValueBoundsOpInterface.{h,cpp}`): bounds of
//! index values and of dimensions of shaped values, computed by walking
//! the IR backwards from the queried value and collecting the constraints
//! the ops' models state into a Presburger constraint system
//! (`FlatAffineValueConstraints` of the affine crate, upstream's
//! `FlatLinearConstraints`); their reification as `affine.apply` or arith
//! ops (`reify`); and the models of the affine, arith, memref, tensor,
//! scf and linalg ops (`models`, upstream's `ValueBoundsOpInterfaceImpl.cpp`
//! files), attached with [`register_external_models`].
//!
//! Where it lives: the constraint set needs the affine crate's
//! `FlatAffineValueConstraints` (flattening, constant bounds,
//! `getSliceBounds`), and the affine crate depends on arith and memref, so
//! the interface, the constraint set and every dialect's model live in
//! this crate above the dialects, as the bufferization models live in
//! `bufferization-transforms`. A dialect crate above this one may attach
//! its own models to [`ValueBoundsOpInterface`] with
//! `Context::attach_op_interface`.
//!
//! ```
//! let mut ctx = ir::Context::new();
//! func::register(&mut ctx);
//! arith::register(&mut ctx);
//! affine::register(&mut ctx);
//! value_bounds::register_external_models(&mut ctx);
//! let module = ir::parse_source(
//!     &mut ctx,
//!     "func.func @f(%a: index) -> index {
//!        %c5 = arith.constant 5 : index
//!        %r = affine.min affine_map<(d0) -> (d0, 4)>(%a)
//!        %s = arith.addi %r, %c5 : index
//!        return %s : index
//!      }",
//!     "input.mlir",
//! )
//! .expect("parses");
//! let func = ctx.block_ops(ctx.region_blocks(ctx.op_regions(module)[0])[0]).next().unwrap();
//! let body = ctx.region_blocks(ctx.op_regions(func)[0])[0];
//! let ret = ctx.block_ops(body).last().unwrap();
//! let s = ctx.operands(ret)[0];
//! let var = value_bounds::Variable::index(&mut ctx, s);
//! let ub = value_bounds::compute_constant_bound(
//!     &mut ctx, presburger::BoundType::Ub, &var, None, true);
//! assert_eq!(ub, Some(9));
//! ```
#![deny(missing_docs)]
#![forbid(unsafe_code)]

pub mod constraint_set;
pub mod models;
pub mod reify;
pub mod scalable;
pub mod slices;
pub mod test_pass;

#[cfg(test)]
mod tests;

pub use constraint_set::{
    are_equal, compare, compute_bound, compute_constant_bound, compute_constant_delta,
    compute_dependent_bound, compute_independent_bound, ComparisonOperator, ComputedBound,
    ScalableState, StopConditionFn, ValueBoundsConstraintSet, ValueDim, Variable,
};
pub use models::register_external_models;
pub use reify::{
    materialize_computed_bound, reify_index_value_bound, reify_index_value_bound_arith,
    reify_shaped_value_dim_bound, reify_shaped_value_dim_bound_arith, reify_value_bound,
    reify_value_bound_arith,
};
pub use slices::{are_equivalent_slices, are_overlapping_slices, HyperrectangularSlice};

use ir::{Context, OpId, Value};

/// An op that states bounds of its results or of its regions' arguments
/// (upstream's `ValueBoundsOpInterface`). Each method adds constraints
/// for `value`, which `op` owns, through `cstr`'s `bound_*` builders and
/// `get_expr`; the constraint set calls them as it walks the IR.
pub trait ValueBoundsOpInterface: Sync {
    /// Bounds of the index value `value` (`populateBoundsForIndexValue`).
    /// Upstream's default is unreachable; an op that has no index values
    /// to bound adds nothing.
    fn populate_bounds_for_index_value(
        &self,
        ctx: &mut Context,
        op: OpId,
        value: Value,
        cstr: &mut ValueBoundsConstraintSet<'_>,
    ) {
        let _ = (ctx, op, value, cstr);
    }

    /// Bounds of dimension `dim` of the shaped value `value`
    /// (`populateBoundsForShapedValueDim`). Upstream's default is
    /// unreachable; an op that has no shaped values to bound adds nothing.
    fn populate_bounds_for_shaped_value_dim(
        &self,
        ctx: &mut Context,
        op: OpId,
        value: Value,
        dim: i64,
        cstr: &mut ValueBoundsConstraintSet<'_>,
    ) {
        let _ = (ctx, op, value, dim, cstr);
    }
}
