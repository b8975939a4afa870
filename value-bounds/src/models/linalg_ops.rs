//! `linalg.index` (upstream's `Dialect/Linalg/IR/ValueBoundsOpInterfaceImpl.cpp`):
//! `0 <= index < size of its loop`, the size read from the first operand
//! dimension the loop indexes. Results of destination-style ops need no
//! model: the constraint set ties them to their inits.

use ir::{Context, OpId, Value};
use linalg::{LinalgOpRef, LoopExpr};

use super::attach;
use crate::constraint_set::ValueBoundsConstraintSet;
use crate::ValueBoundsOpInterface;

struct IndexModel;
impl ValueBoundsOpInterface for IndexModel {
    fn populate_bounds_for_index_value(
        &self,
        ctx: &mut Context,
        op: OpId,
        value: Value,
        cstr: &mut ValueBoundsConstraintSet<'_>,
    ) {
        let zero = ctx.affine_constant(0);
        cstr.bound_ge(ctx, value, None, zero);
        let Some(index) = linalg::IndexOp::cast(ctx, op) else {
            return;
        };
        let Some(parent) = ctx.op_parent_op(op) else {
            return;
        };
        let Some(lop) = LinalgOpRef::get(ctx, parent) else {
            return;
        };
        let loop_dim = index.dim(ctx) as u32;
        // `getShapesToLoopsMap`: the first operand dimension the loop is.
        let maps = lop.get_indexing_maps_array(ctx);
        let Some(flat_pos) = maps
            .iter()
            .flat_map(|m| m.results.iter())
            .position(|e| matches!(e, LoopExpr::Dim(d) if *d == loop_dim))
        else {
            return;
        };
        let mut ctr = 0usize;
        for operand in ctx.operands(parent) {
            let ty = ctx.value_type(operand);
            let rank = ctx.rank(ty).unwrap_or(0);
            if flat_pos < ctr + rank {
                let e = cstr.get_expr(ctx, operand, Some((flat_pos - ctr) as i64));
                cstr.bound_lt(ctx, value, None, e);
                break;
            }
            ctr += rank;
        }
    }
}

static INDEX: IndexModel = IndexModel;

/// Attaches the linalg models.
pub fn register(ctx: &mut Context) {
    attach(ctx, &["linalg.index"], &INDEX);
}
