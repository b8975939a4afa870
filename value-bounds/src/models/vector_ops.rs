//! `vector.vscale` (upstream's `Dialect/Vector/IR/ValueBoundsOpInterfaceImpl.cpp`):
//! in a scalable constraint set, every `vector.vscale` equals the first
//! one met, which is bounded by the set's vscale range; elsewhere
//! nothing is known of it.

use ir::{Context, OpId, Value};

use super::attach;
use crate::constraint_set::ValueBoundsConstraintSet;
use crate::ValueBoundsOpInterface;

struct VectorScaleModel;
impl ValueBoundsOpInterface for VectorScaleModel {
    fn populate_bounds_for_index_value(
        &self,
        ctx: &mut Context,
        _op: OpId,
        value: Value,
        cstr: &mut ValueBoundsConstraintSet<'_>,
    ) {
        let Some(state) = cstr.scalable() else {
            return;
        };
        if let Some(vscale) = state.vscale {
            let e = cstr.get_expr(ctx, vscale, None);
            cstr.bound_eq(ctx, value, None, e);
            return;
        }
        let min = ctx.affine_constant(i64::from(state.vscale_min));
        cstr.bound_ge(ctx, value, None, min);
        let max = ctx.affine_constant(i64::from(state.vscale_max));
        cstr.bound_le(ctx, value, None, max);
        cstr.set_vscale(value);
    }
}

static VSCALE: VectorScaleModel = VectorScaleModel;

/// Attaches the vector model.
pub fn register(ctx: &mut Context) {
    attach(ctx, &["vector.vscale"], &VSCALE);
}
