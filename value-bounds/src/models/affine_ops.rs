//! `affine.apply`, `affine.min` and `affine.max` (upstream's
//! `Dialect/Affine/IR/ValueBoundsOpInterfaceImpl.cpp`), and
//! `fullyComposeAndComputeConstantDelta`.

use affine::compose::compose_affine_map_and_operands;
use affine::{AffineApplyOp, AffineMaxOp, AffineMinOp};
use ir::affine::{AffineExpr, AffineMap};
use ir::{Context, OpId, Value};
use presburger::BoundType;

use super::attach;
use crate::constraint_set::{compute_constant_bound, ValueBoundsConstraintSet, Variable};
use crate::ValueBoundsOpInterface;

/// Composes `map` with the `affine.apply`s among its operands until none
/// is left (upstream's `fullyComposeAffineMapAndOperands`).
pub fn fully_compose_affine_map_and_operands(
    ctx: &mut Context,
    map: &mut AffineMap,
    operands: &mut Vec<Value>,
) {
    let is_apply = |ctx: &Context, v: &Value| {
        ctx.defining_op(*v)
            .is_some_and(|op| AffineApplyOp::cast(ctx, op).is_some())
    };
    while operands.iter().any(|v| is_apply(ctx, v)) {
        let before = (*map, operands.clone());
        compose_affine_map_and_operands(ctx, map, operands);
        if (*map, operands.clone()) == before {
            break;
        }
    }
}

/// The expressions of `operands` in `cstr`, split at `num_dims`.
fn operand_exprs(
    ctx: &mut Context,
    cstr: &mut ValueBoundsConstraintSet<'_>,
    operands: &[Value],
    num_dims: usize,
) -> (Vec<AffineExpr>, Vec<AffineExpr>) {
    let mut dims = Vec::new();
    let mut syms = Vec::new();
    for (i, &v) in operands.iter().enumerate() {
        let e = cstr.get_expr(ctx, v, None);
        if i < num_dims {
            dims.push(e);
        } else {
            syms.push(e);
        }
    }
    (dims, syms)
}

struct ApplyModel;
impl ValueBoundsOpInterface for ApplyModel {
    fn populate_bounds_for_index_value(
        &self,
        ctx: &mut Context,
        op: OpId,
        value: Value,
        cstr: &mut ValueBoundsConstraintSet<'_>,
    ) {
        let Some(apply) = AffineApplyOp::cast(ctx, op) else {
            return;
        };
        let attr = apply.map(ctx);
        let Some(mut map) = ctx.as_affine_map(attr) else {
            return;
        };
        let mut operands = ctx.operands(op);
        // Folding sees simplifications the constraints cannot.
        fully_compose_affine_map_and_operands(ctx, &mut map, &mut operands);
        let data = ctx.affine_map_data(map).clone();
        let Some(&expr) = data.results.first() else {
            return;
        };
        let (dims, syms) = operand_exprs(ctx, cstr, &operands, data.num_dims as usize);
        let bound = ctx.affine_replace_dims_and_symbols(expr, &dims, &syms);
        cstr.bound_eq(ctx, value, None, bound);
    }
}

/// `affine.min` (upper bounds) or `affine.max` (lower bounds).
struct MinMaxModel {
    min: bool,
}
impl ValueBoundsOpInterface for MinMaxModel {
    fn populate_bounds_for_index_value(
        &self,
        ctx: &mut Context,
        op: OpId,
        value: Value,
        cstr: &mut ValueBoundsConstraintSet<'_>,
    ) {
        let attr = if self.min {
            AffineMinOp::cast(ctx, op).map(|m| m.map(ctx))
        } else {
            AffineMaxOp::cast(ctx, op).map(|m| m.map(ctx))
        };
        let Some(map) = attr.and_then(|a| ctx.as_affine_map(a)) else {
            return;
        };
        let data = ctx.affine_map_data(map).clone();
        let operands = ctx.operands(op);
        for &expr in &data.results {
            let (dims, syms) = operand_exprs(ctx, cstr, &operands, data.num_dims as usize);
            let bound = ctx.affine_replace_dims_and_symbols(expr, &dims, &syms);
            if self.min {
                cstr.bound_le(ctx, value, None, bound);
            } else {
                cstr.bound_ge(ctx, value, None, bound);
            }
        }
    }
}

static APPLY: ApplyModel = ApplyModel;
static MIN: MinMaxModel = MinMaxModel { min: true };
static MAX: MinMaxModel = MinMaxModel { min: false };

/// Attaches the affine models.
pub fn register(ctx: &mut Context) {
    attach(ctx, &["affine.apply"], &APPLY);
    attach(ctx, &["affine.max"], &MAX);
    attach(ctx, &["affine.min"], &MIN);
}

/// `value1 - value2` when it is a constant, the difference composed with
/// the `affine.apply`s it depends on first (upstream's
/// `affine::fullyComposeAndComputeConstantDelta`).
pub fn fully_compose_and_compute_constant_delta(
    ctx: &mut Context,
    value1: Value,
    value2: Value,
) -> Option<i64> {
    let d0 = ctx.affine_dim(0);
    let d1 = ctx.affine_dim(1);
    let e = ctx.affine_sub(d0, d1);
    let mut map = ctx.affine_map(2, 0, &[e]);
    let mut operands = vec![value1, value2];
    fully_compose_affine_map_and_operands(ctx, &mut map, &mut operands);
    let var = Variable::from_map_values(ctx, map, &operands);
    compute_constant_bound(ctx, BoundType::Eq, &var, None, false)
}
