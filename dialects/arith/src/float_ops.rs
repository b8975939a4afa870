//! Folders of the floating point arithmetic ops (upstream `ArithOps.cpp`):
//! identities (`x + -0.0`, `x * 1.0`, ...) and constant folding with IEEE
//! semantics, results rounded to the operands' type.

use crate::fold::{const_float, fold_float_binary, fold_float_unary, to_attr, to_value};
use crate::*;
use ir::{Attribute, Context, FoldResult, Value};

/// APFloat's result for an arithmetic op whose IEEE result is `r`: a NaN
/// operand is passed on (the left one first, quieted, its sign kept), and an
/// invalid operation (`0/0`, `inf - inf`, `x rem 0`) gives the positive
/// default NaN, where the host's hardware may give a negative one.
fn apfloat_nan(a: f64, b: f64, r: f64) -> f64 {
    const QUIET: u64 = 1 << 51;
    if a.is_nan() {
        f64::from_bits(a.to_bits() | QUIET)
    } else if b.is_nan() {
        f64::from_bits(b.to_bits() | QUIET)
    } else if r.is_nan() {
        f64::from_bits(0x7FF8_0000_0000_0000)
    } else {
        r
    }
}

/// LLVM's `maximum`: the NaN if either is NaN (the left one first), +0
/// above -0.
fn maximum(a: f64, b: f64) -> f64 {
    if a.is_nan() {
        return a;
    }
    if b.is_nan() {
        return b;
    }
    if a == 0.0 && b == 0.0 {
        return if a.is_sign_negative() { b } else { a };
    }
    if a > b {
        a
    } else {
        b
    }
}

/// LLVM's `minimum`: the NaN if either is NaN (the left one first), -0
/// below +0.
fn minimum(a: f64, b: f64) -> f64 {
    if a.is_nan() {
        return a;
    }
    if b.is_nan() {
        return b;
    }
    if a == 0.0 && b == 0.0 {
        return if a.is_sign_negative() { a } else { b };
    }
    if a < b {
        a
    } else {
        b
    }
}

/// LLVM's `minnum`: the other operand when one is NaN.
fn minnum(a: f64, b: f64) -> f64 {
    if a.is_nan() {
        return b;
    }
    if b.is_nan() {
        return a;
    }
    minimum(a, b)
}

/// IEEE `fmod` as APFloat's `mod`: the remainder with the dividend's sign.
fn fmod(a: f64, b: f64) -> f64 {
    apfloat_nan(a, b, a % b)
}

impl NegFOpHooks for NegFOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        // negf(negf(x)) -> x
        let operand = self.operand(ctx);
        if let Some(inner) = ctx.defining_op(operand).and_then(|d| NegFOp::cast(ctx, d)) {
            return to_value(inner.operand(ctx));
        }
        to_attr(fold_float_unary(ctx, operands[0], |a| -a))
    }
}

/// Whether the constant is `-0.0` (`m_NegZeroFloat`).
fn is_neg_zero(ctx: &Context, a: Option<Attribute>) -> bool {
    const_float(ctx, a).is_some_and(|v| v == 0.0 && v.is_sign_negative())
}

/// Whether the constant is `+0.0` (`m_PosZeroFloat`).
fn is_pos_zero(ctx: &Context, a: Option<Attribute>) -> bool {
    const_float(ctx, a).is_some_and(|v| v == 0.0 && v.is_sign_positive())
}

impl AddFOpHooks for AddFOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        if is_neg_zero(ctx, operands[1]) {
            return to_value(self.lhs(ctx));
        }
        to_attr(fold_float_binary(ctx, operands, |a, b| {
            Some(apfloat_nan(a, b, a + b))
        }))
    }
}

impl SubFOpHooks for SubFOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        if is_pos_zero(ctx, operands[1]) {
            return to_value(self.lhs(ctx));
        }
        to_attr(fold_float_binary(ctx, operands, |a, b| {
            Some(apfloat_nan(a, b, a - b))
        }))
    }
}

/// A float min/max fold: `op(x, x) -> x`, the neutral infinity gives the
/// other operand, then constant folding with `f`.
fn fold_float_min_max(
    ctx: &mut Context,
    (lhs, rhs): (Value, Value),
    operands: &[Option<Attribute>],
    neutral: f64,
    f: fn(f64, f64) -> f64,
) -> FoldResult {
    if lhs == rhs {
        return to_value(rhs);
    }
    if const_float(ctx, operands[1]) == Some(neutral) {
        return to_value(lhs);
    }
    to_attr(fold_float_binary(ctx, operands, |a, b| Some(f(a, b))))
}

impl MaximumFOpHooks for MaximumFOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        let v = (self.lhs(ctx), self.rhs(ctx));
        fold_float_min_max(ctx, v, operands, f64::NEG_INFINITY, maximum)
    }
}

impl MaxNumFOpHooks for MaxNumFOp {
    /// (Upstream folds constants with `maximum`, not `maxnum`.)
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        let v = (self.lhs(ctx), self.rhs(ctx));
        fold_float_min_max(ctx, v, operands, f64::NEG_INFINITY, maximum)
    }
}

impl MinimumFOpHooks for MinimumFOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        let v = (self.lhs(ctx), self.rhs(ctx));
        fold_float_min_max(ctx, v, operands, f64::INFINITY, minimum)
    }
}

impl MinNumFOpHooks for MinNumFOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        let v = (self.lhs(ctx), self.rhs(ctx));
        fold_float_min_max(ctx, v, operands, f64::INFINITY, minnum)
    }
}

impl MulFOpHooks for MulFOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        if const_float(ctx, operands[1]) == Some(1.0) {
            return to_value(self.lhs(ctx));
        }
        to_attr(fold_float_binary(ctx, operands, |a, b| {
            Some(apfloat_nan(a, b, a * b))
        }))
    }

    canonicalization_hook!(MulFOp);
}

impl DivFOpHooks for DivFOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        if const_float(ctx, operands[1]) == Some(1.0) {
            return to_value(self.lhs(ctx));
        }
        to_attr(fold_float_binary(ctx, operands, |a, b| {
            Some(apfloat_nan(a, b, a / b))
        }))
    }

    canonicalization_hook!(DivFOp);
}

impl RemFOpHooks for RemFOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        to_attr(fold_float_binary(ctx, operands, |a, b| Some(fmod(a, b))))
    }
}
