//! `arith.addi`, `subi`, `muli`, `constant` and `select` (upstream's
//! `Dialect/Arith/IR/ValueBoundsOpInterfaceImpl.cpp`).

use ir::{Context, OpId, Value};

use super::attach;
use crate::constraint_set::{compare, ComparisonOperator, ValueBoundsConstraintSet, Variable};
use crate::ValueBoundsOpInterface;

/// `addi`, `subi` or `muli`: the result is the operands' sum, difference
/// or product (a product of two columns is semi-affine and dropped).
struct BinaryModel {
    kind: ir::affine::AffineBinaryKind,
    sub: bool,
}
impl ValueBoundsOpInterface for BinaryModel {
    fn populate_bounds_for_index_value(
        &self,
        ctx: &mut Context,
        op: OpId,
        value: Value,
        cstr: &mut ValueBoundsConstraintSet<'_>,
    ) {
        let operands = ctx.operands(op);
        let [l, r] = operands[..] else {
            return;
        };
        // The left operand's column first, as upstream.
        let lhs = cstr.get_expr(ctx, l, None);
        let rhs = cstr.get_expr(ctx, r, None);
        let e = if self.sub {
            ctx.affine_sub(lhs, rhs)
        } else {
            ctx.affine_op(self.kind, lhs, rhs)
        };
        cstr.bound_eq(ctx, value, None, e);
    }
}

struct ConstantModel;
impl ValueBoundsOpInterface for ConstantModel {
    fn populate_bounds_for_index_value(
        &self,
        ctx: &mut Context,
        op: OpId,
        value: Value,
        cstr: &mut ValueBoundsConstraintSet<'_>,
    ) {
        let Some(attr) = ctx.constant_value(op) else {
            return;
        };
        if let Some(i) = ctx.as_integer(attr).and_then(|i| i64::try_from(i).ok()) {
            cstr.bound_eq_const(ctx, value, None, i);
        }
    }
}

struct SelectModel;
impl SelectModel {
    fn populate(
        ctx: &mut Context,
        op: OpId,
        dim: Option<i64>,
        cstr: &mut ValueBoundsConstraintSet<'_>,
    ) {
        let operands = ctx.operands(op);
        let [condition, true_value, false_value] = operands[..] else {
            return;
        };
        let value = ctx.results(op)[0];
        let cond_ty = ctx.value_type(condition);
        if ctx.shape(cond_ty).is_some() {
            // An elementwise select: all three have the same shape.
            for v in [true_value, false_value, condition] {
                let e = cstr.get_expr(ctx, v, dim);
                cstr.bound_eq(ctx, value, dim, e);
            }
            return;
        }
        cstr.populate_constraints(ctx, true_value, dim);
        cstr.populate_constraints(ctx, false_value, dim);
        let t = Variable::from_ofr_dim(ctx, ir::OpFoldResult::Value(true_value), dim);
        let f = Variable::from_ofr_dim(ctx, ir::OpFoldResult::Value(false_value), dim);
        for (lo, hi, lo_var, hi_var) in [
            (true_value, false_value, &t, &f),
            (false_value, true_value, &f, &t),
        ] {
            if compare(ctx, lo_var, ComparisonOperator::Le, hi_var) {
                let lo_e = cstr.get_expr(ctx, lo, dim);
                cstr.bound_ge(ctx, value, dim, lo_e);
                let hi_e = cstr.get_expr(ctx, hi, dim);
                cstr.bound_le(ctx, value, dim, hi_e);
            }
        }
    }
}
impl ValueBoundsOpInterface for SelectModel {
    fn populate_bounds_for_index_value(
        &self,
        ctx: &mut Context,
        op: OpId,
        _value: Value,
        cstr: &mut ValueBoundsConstraintSet<'_>,
    ) {
        Self::populate(ctx, op, None, cstr);
    }
    fn populate_bounds_for_shaped_value_dim(
        &self,
        ctx: &mut Context,
        op: OpId,
        _value: Value,
        dim: i64,
        cstr: &mut ValueBoundsConstraintSet<'_>,
    ) {
        Self::populate(ctx, op, Some(dim), cstr);
    }
}

static ADD: BinaryModel = BinaryModel {
    kind: ir::affine::AffineBinaryKind::Add,
    sub: false,
};
static SUB: BinaryModel = BinaryModel {
    kind: ir::affine::AffineBinaryKind::Add,
    sub: true,
};
static MUL: BinaryModel = BinaryModel {
    kind: ir::affine::AffineBinaryKind::Mul,
    sub: false,
};
static CONSTANT: ConstantModel = ConstantModel;
static SELECT: SelectModel = SelectModel;

/// Attaches the arith models.
pub fn register(ctx: &mut Context) {
    attach(ctx, &["arith.addi"], &ADD);
    attach(ctx, &["arith.constant"], &CONSTANT);
    attach(ctx, &["arith.subi"], &SUB);
    attach(ctx, &["arith.muli"], &MUL);
    attach(ctx, &["arith.select"], &SELECT);
}
