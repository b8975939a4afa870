//! The folders of upstream's `MathOps.cpp`: the exact operations (absolute
//! value, rounding to integral, copysign, bit counts, integer powers) on
//! every width, and the elementary functions on `f32` and `f64` through
//! the C library's functions, as upstream calls them (on `f32` in single
//! precision). Scalars, splats and dense elements fold element by element.

use crate::*;
use arith::fold::{
    float_const, fold_float_binary, fold_float_unary, fold_int_binary, int_const, make_float,
    make_int, poison_operand, to_attr,
};
use ir::apint::APInt;
use ir::{Attribute, Context, FloatKind, FoldResult};

/// An elementary function at one precision: `f64` for `f64`, `f32` for
/// `f32`, `None` (no fold) for other widths (`constFoldUnaryOpConditional`).
type Unary = fn(f64, bool) -> Option<f64>;

/// `constFoldUnaryOpConditional<FloatAttr>`: `f` gets each element and
/// whether the type is `f32` (its only other width being `f64`).
fn fold_unary_conditional(ctx: &mut Context, operand: Option<Attribute>, f: Unary) -> FoldResult {
    if let Some(p) = poison_operand(ctx, &[operand]) {
        return to_attr(Some(p));
    }
    let Some(c) = operand.and_then(|a| float_const(ctx, a)) else {
        return FoldResult::Failure;
    };
    let single = match ctx.type_as_float(ctx.element_type_or_self(c.ty)) {
        Some(FloatKind::F32) => true,
        Some(FloatKind::F64) => false,
        _ => return FoldResult::Failure,
    };
    let values: Option<Vec<f64>> = c.values.iter().map(|&v| f(v, single)).collect();
    match values {
        Some(v) => {
            let attr = make_float(ctx, c.ty, &v);
            to_attr(Some(attr))
        }
        None => FoldResult::Failure,
    }
}

/// `f` in the element's precision.
fn at(v: f64, single: bool, f64_fn: fn(f64) -> f64, f32_fn: fn(f32) -> f32) -> f64 {
    if single {
        f64::from(f32_fn(v as f32))
    } else {
        f64_fn(v)
    }
}

/// A folder of an elementary function (no fold on negative inputs when
/// `positive` says so, as upstream's logarithms and square root).
macro_rules! elementary {
    ($op:ident, $hooks:ident, $f64:expr, $f32:expr) => {
        elementary!($op, $hooks, $f64, $f32, |_v: f64| true);
    };
    ($op:ident, $hooks:ident, $f64:expr, $f32:expr, $allowed:expr) => {
        impl $hooks for $op {
            fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
                fold_unary_conditional(ctx, operands[0], |v, single| {
                    let allowed: fn(f64) -> bool = $allowed;
                    allowed(v).then(|| at(v, single, $f64, $f32))
                })
            }
        }
    };
}

/// `APFloat::isNegative`: the sign bit (so `-0.0` and negative NaNs).
fn non_negative(v: f64) -> bool {
    !v.is_sign_negative()
}

elementary!(AcosOp, AcosOpHooks, f64::acos, f32::acos);
elementary!(AcoshOp, AcoshOpHooks, libm::acosh, libm::acoshf);
elementary!(AsinOp, AsinOpHooks, f64::asin, f32::asin);
elementary!(AsinhOp, AsinhOpHooks, libm::asinh, libm::asinhf);
elementary!(AtanOp, AtanOpHooks, f64::atan, f32::atan);
elementary!(AtanhOp, AtanhOpHooks, libm::atanh, libm::atanhf);
elementary!(CosOp, CosOpHooks, f64::cos, f32::cos);
elementary!(CoshOp, CoshOpHooks, f64::cosh, f32::cosh);
elementary!(SinOp, SinOpHooks, f64::sin, f32::sin);
elementary!(SinhOp, SinhOpHooks, f64::sinh, f32::sinh);
elementary!(ErfOp, ErfOpHooks, libm::erf, libm::erff);
elementary!(ExpOp, ExpOpHooks, f64::exp, f32::exp);
elementary!(Exp2Op, Exp2OpHooks, f64::exp2, f32::exp2);
elementary!(ExpM1Op, ExpM1OpHooks, f64::exp_m1, f32::exp_m1);
elementary!(LogOp, LogOpHooks, f64::ln, f32::ln, non_negative);
elementary!(Log2Op, Log2OpHooks, f64::log2, f32::log2, non_negative);
elementary!(Log10Op, Log10OpHooks, f64::log10, f32::log10, non_negative);
elementary!(SqrtOp, SqrtOpHooks, f64::sqrt, f32::sqrt, non_negative);
elementary!(TanOp, TanOpHooks, f64::tan, f32::tan);
elementary!(TanhOp, TanhOpHooks, f64::tanh, f32::tanh);
elementary!(RoundOp, RoundOpHooks, f64::round, f32::round);
elementary!(TruncOp, TruncOpHooks, f64::trunc, f32::trunc);

impl Log1pOpHooks for Log1pOp {
    /// Not below `-1` (`a + 1` negative, in the element's precision).
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        fold_unary_conditional(ctx, operands[0], |v, single| {
            let below = if single {
                (v as f32 + 1.0).is_sign_negative()
            } else {
                (v + 1.0).is_sign_negative()
            };
            (!below).then(|| at(v, single, f64::ln_1p, f32::ln_1p))
        })
    }
}

/// `constFoldBinaryOpConditional<FloatAttr>` for `f32` and `f64`.
fn fold_binary_conditional(
    ctx: &mut Context,
    operands: &[Option<Attribute>],
    f: fn(f64, f64, bool) -> f64,
) -> FoldResult {
    if let Some(p) = poison_operand(ctx, operands) {
        return to_attr(Some(p));
    }
    let elt = |ctx: &Context, a: Option<Attribute>| {
        let c = float_const(ctx, a?)?;
        ctx.type_as_float(ctx.element_type_or_self(c.ty))
    };
    let single = match (elt(ctx, operands[0]), elt(ctx, operands[1])) {
        (Some(FloatKind::F32), Some(FloatKind::F32)) => true,
        (Some(FloatKind::F64), Some(FloatKind::F64)) => false,
        _ => return FoldResult::Failure,
    };
    to_attr(fold_float_binary(ctx, operands, |a, b| {
        Some(f(a, b, single))
    }))
}

impl Atan2OpHooks for Atan2Op {
    /// `atan2(0, 0)` is NaN.
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        fold_binary_conditional(ctx, operands, |a, b, single| {
            if a == 0.0 && b == 0.0 {
                f64::NAN
            } else if single {
                f64::from((a as f32).atan2(b as f32))
            } else {
                a.atan2(b)
            }
        })
    }
}

impl PowFOpHooks for PowFOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        fold_binary_conditional(ctx, operands, |a, b, single| {
            if single {
                f64::from((a as f32).powf(b as f32))
            } else {
                a.powf(b)
            }
        })
    }
}

/// The exact folders of every float width (`constFoldUnaryOp<FloatAttr>`).
macro_rules! exact {
    ($op:ident, $hooks:ident, $f:expr) => {
        impl $hooks for $op {
            fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
                to_attr(fold_float_unary(ctx, operands[0], $f))
            }
        }
    };
}

exact!(AbsFOp, AbsFOpHooks, f64::abs);
exact!(CeilOp, CeilOpHooks, f64::ceil);
exact!(FloorOp, FloorOpHooks, f64::floor);
exact!(RoundEvenOp, RoundEvenOpHooks, f64::round_ties_even);

impl CopySignOpHooks for CopySignOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        to_attr(fold_float_binary(ctx, operands, |a, b| Some(a.copysign(b))))
    }
}

/// `constFoldUnaryOp<IntegerAttr>`: `f` maps each element to one of its
/// width.
fn fold_int_unary(
    ctx: &mut Context,
    operand: Option<Attribute>,
    f: fn(&APInt) -> APInt,
) -> FoldResult {
    if let Some(p) = poison_operand(ctx, &[operand]) {
        return to_attr(Some(p));
    }
    let Some(c) = operand.and_then(|a| int_const(ctx, a)) else {
        return FoldResult::Failure;
    };
    let values: Vec<APInt> = c.values.iter().map(f).collect();
    to_attr(make_int(ctx, c.ty, &values))
}

macro_rules! int_unary {
    ($op:ident, $hooks:ident, $f:expr) => {
        impl $hooks for $op {
            fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
                fold_int_unary(ctx, operands[0], $f)
            }
        }
    };
}

// `APInt::abs` wraps at the signed minimum.
int_unary!(AbsIOp, AbsIOpHooks, |v| if v.is_negative() {
    v.neg()
} else {
    v.clone()
});
int_unary!(CountLeadingZerosOp, CountLeadingZerosOpHooks, |v| {
    APInt::from_u128(v.width(), u128::from(v.leading_zeros()))
});
int_unary!(CountTrailingZerosOp, CountTrailingZerosOpHooks, |v| {
    APInt::from_u128(v.width(), u128::from(v.trailing_zeros()))
});
int_unary!(CtPopOp, CtPopOpHooks, |v| APInt::from_u128(
    v.width(),
    u128::from(v.count_ones())
));

impl IPowIOpHooks for IPowIOp {
    /// By squaring; a negative power gives 0 but for bases 1 and -1, and
    /// `0` to a negative power does not fold.
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        to_attr(fold_int_binary(ctx, operands, |base, power| {
            let w = base.width();
            let one = APInt::from_u128(w, 1);
            if power.is_zero() {
                return Some(one);
            }
            if power.is_negative() {
                return if base.is_zero() {
                    None
                } else if base.is_one() {
                    Some(one)
                } else if base.is_all_ones() {
                    Some(if power.bit(0) { base.clone() } else { one })
                } else {
                    Some(APInt::zero(w))
                };
            }
            let (mut result, mut base, mut power) = (one, base.clone(), power.clone());
            loop {
                if power.bit(0) {
                    result = result.mul(&base);
                }
                power = power.lshr(1);
                if power.is_zero() {
                    return Some(result);
                }
                base = base.mul(&base);
            }
        }))
    }
}
