//! `scf.for` and `scf.if` (upstream's
//! `Dialect/SCF/IR/ValueBoundsOpInterfaceImpl.cpp`): loop bounds of the
//! induction variable, iteration arguments and results whose value or
//! size the body does not change, and the results of an `if` between
//! its yielded values.

use ir::{Context, OpId, Value};

use super::attach;
use crate::constraint_set::{ComparisonOperator, ValueBoundsConstraintSet, Variable};
use crate::ValueBoundsOpInterface;

/// The operands of the terminator of the first block of region `r`.
fn yielded(ctx: &Context, op: OpId, r: usize) -> Option<Vec<Value>> {
    let region = *ctx.op_regions(op).get(r)?;
    let block = *ctx.region_blocks(region).first()?;
    let term = ctx.block_ops(block).last()?;
    Some(ctx.operands(term))
}

/// `lhs cmp rhs` for two values (and dimensions) of `cstr`, their
/// constraints added first (upstream's `populateAndCompare`).
fn populate_and_compare(
    ctx: &mut Context,
    cstr: &mut ValueBoundsConstraintSet<'_>,
    lhs: Value,
    cmp: ComparisonOperator,
    rhs: Value,
    dim: Option<i64>,
) -> bool {
    let l = Variable::from_ofr_dim(ctx, ir::OpFoldResult::Value(lhs), dim);
    let r = Variable::from_ofr_dim(ctx, ir::OpFoldResult::Value(rhs), dim);
    cstr.populate_and_compare(ctx, &l, cmp, &r)
}

struct ForModel;
impl ForModel {
    /// An iteration argument or result equals its init when the body
    /// yields its argument's value (or size) back.
    fn iter_arg_bounds(
        ctx: &mut Context,
        op: OpId,
        value: Value,
        dim: Option<i64>,
        cstr: &mut ValueBoundsConstraintSet<'_>,
    ) {
        let Some(&region) = ctx.op_regions(op).first() else {
            return;
        };
        let Some(&body) = ctx.region_blocks(region).first() else {
            return;
        };
        let idx = match value {
            Value::Arg { index, .. } => match (index as usize).checked_sub(1) {
                Some(i) => i,
                None => return,
            },
            Value::Result { index, .. } => index as usize,
        };
        let Some(yielded) = yielded(ctx, op, 0) else {
            return;
        };
        let (Some(&y), Some(&iter_arg), Some(&init)) = (
            yielded.get(idx),
            ctx.block_args(body).get(idx + 1),
            ctx.operands(op).get(3 + idx),
        ) else {
            return;
        };
        if populate_and_compare(ctx, cstr, y, ComparisonOperator::Eq, iter_arg, dim) {
            let e = cstr.get_expr(ctx, init, dim);
            cstr.bound_eq(ctx, value, dim, e);
        }
    }
}
impl ValueBoundsOpInterface for ForModel {
    fn populate_bounds_for_index_value(
        &self,
        ctx: &mut Context,
        op: OpId,
        value: Value,
        cstr: &mut ValueBoundsConstraintSet<'_>,
    ) {
        if let Value::Arg { index: 0, .. } = value {
            // The induction variable (upstream ignores the step).
            let operands = ctx.operands(op);
            let lb = cstr.get_expr(ctx, operands[0], None);
            cstr.bound_ge(ctx, value, None, lb);
            let ub = cstr.get_expr(ctx, operands[1], None);
            cstr.bound_lt(ctx, value, None, ub);
            return;
        }
        Self::iter_arg_bounds(ctx, op, value, None, cstr);
    }
    fn populate_bounds_for_shaped_value_dim(
        &self,
        ctx: &mut Context,
        op: OpId,
        value: Value,
        dim: i64,
        cstr: &mut ValueBoundsConstraintSet<'_>,
    ) {
        Self::iter_arg_bounds(ctx, op, value, Some(dim), cstr);
    }
}

struct IfModel;
impl IfModel {
    fn populate(
        ctx: &mut Context,
        op: OpId,
        value: Value,
        dim: Option<i64>,
        cstr: &mut ValueBoundsConstraintSet<'_>,
    ) {
        let Value::Result { index, .. } = value else {
            return;
        };
        let (Some(then_y), Some(else_y)) = (yielded(ctx, op, 0), yielded(ctx, op, 1)) else {
            return;
        };
        let (Some(&t), Some(&e)) = (then_y.get(index as usize), else_y.get(index as usize)) else {
            return;
        };
        for (lo, hi) in [(t, e), (e, t)] {
            if populate_and_compare(ctx, cstr, lo, ComparisonOperator::Le, hi, dim) {
                let lo_e = cstr.get_expr(ctx, lo, dim);
                cstr.bound_ge(ctx, value, dim, lo_e);
                let hi_e = cstr.get_expr(ctx, hi, dim);
                cstr.bound_le(ctx, value, dim, hi_e);
            }
        }
    }
}
impl ValueBoundsOpInterface for IfModel {
    fn populate_bounds_for_index_value(
        &self,
        ctx: &mut Context,
        op: OpId,
        value: Value,
        cstr: &mut ValueBoundsConstraintSet<'_>,
    ) {
        Self::populate(ctx, op, value, None, cstr);
    }
    fn populate_bounds_for_shaped_value_dim(
        &self,
        ctx: &mut Context,
        op: OpId,
        value: Value,
        dim: i64,
        cstr: &mut ValueBoundsConstraintSet<'_>,
    ) {
        Self::populate(ctx, op, value, Some(dim), cstr);
    }
}

static FOR: ForModel = ForModel;
static IF: IfModel = IfModel;

/// Attaches the scf models.
pub fn register(ctx: &mut Context) {
    attach(ctx, &["scf.for"], &FOR);
    attach(ctx, &["scf.if"], &IF);
}
