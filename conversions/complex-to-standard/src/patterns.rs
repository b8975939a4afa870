//! The conversion patterns, one function per complex op, each building
//! its ops in the order upstream's builds them (the printed IR is that
//! order).

use crate::build::{element_type, Builder};
use arith::{CmpFPredicate as P, FastMathFlags as F};
use ir::{OpId, PatternRewriter, RewritePattern, Type, Value};

/// How one complex op is lowered: the value replacing its result.
type Lowering = fn(&mut Builder<'_, '_>, OpId) -> Value;

/// A complex op replaced by the value its lowering builds.
struct Lower {
    root: &'static str,
    name: &'static str,
    lowering: Lowering,
}

impl RewritePattern for Lower {
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }
    fn name(&self) -> &str {
        self.name
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let mut b = Builder::at(rw, op);
        let value = (self.lowering)(&mut b, op);
        rw.replace_op(op, &[value]).is_ok()
    }
}

/// Adds the patterns in upstream's order.
pub(crate) fn populate(patterns: &mut Vec<Box<dyn RewritePattern>>) {
    use complex::*;
    let table: [(&'static str, &'static str, Lowering); 23] = [
        (AbsOp::OPERATION_NAME, "AbsOpConversion", abs),
        (AngleOp::OPERATION_NAME, "AngleOpConversion", angle),
        (Atan2Op::OPERATION_NAME, "Atan2OpConversion", atan2),
        (AddOp::OPERATION_NAME, "BinaryComplexOpConversion", add),
        (SubOp::OPERATION_NAME, "BinaryComplexOpConversion", sub),
        (EqualOp::OPERATION_NAME, "ComparisonOpConversion", equal),
        (
            NotEqualOp::OPERATION_NAME,
            "ComparisonOpConversion",
            not_equal,
        ),
        (ConjOp::OPERATION_NAME, "ConjOpConversion", conj),
        (CosOp::OPERATION_NAME, "CosOpConversion", cos),
        (DivOp::OPERATION_NAME, "DivOpConversion", div),
        (ExpOp::OPERATION_NAME, "ExpOpConversion", exp),
        (Expm1Op::OPERATION_NAME, "Expm1OpConversion", expm1),
        (Log1pOp::OPERATION_NAME, "Log1pOpConversion", log1p),
        (LogOp::OPERATION_NAME, "LogOpConversion", log),
        (MulOp::OPERATION_NAME, "MulOpConversion", mul),
        (NegOp::OPERATION_NAME, "NegOpConversion", neg),
        (SignOp::OPERATION_NAME, "SignOpConversion", sign),
        (SinOp::OPERATION_NAME, "SinOpConversion", sin),
        (SqrtOp::OPERATION_NAME, "SqrtOpConversion", sqrt),
        (TanOp::OPERATION_NAME, "TanTanhOpConversion", tan),
        (TanhOp::OPERATION_NAME, "TanTanhOpConversion", tanh),
        (PowOp::OPERATION_NAME, "PowOpConversion", pow),
        (RsqrtOp::OPERATION_NAME, "RsqrtOpConversion", rsqrt),
    ];
    for (root, name, lowering) in table {
        patterns.push(Box::new(Lower {
            root,
            name,
            lowering,
        }));
    }
}

/// The op's `fastmath` flags (`none` when absent).
fn flags(b: &Builder<'_, '_>, op: OpId) -> F {
    b.rw.attr(op, "fastmath").map_or(F::NONE, |a| {
        arith::FastMathFlagsAttr::from_attribute_unchecked(a).value(b.rw)
    })
}

/// The flags without `nnan` and `ninf`, for the steps that need NaNs and
/// infinities to work.
fn with_nan_inf(fmf: F) -> F {
    fmf & !(F::NNAN | F::NINF)
}

/// Whether `fmf` promises neither NaNs nor infinities.
fn no_nan_inf(fmf: F) -> bool {
    fmf.contains(F::NNAN | F::NINF)
}

/// The op's operand `i`.
fn operand(b: &Builder<'_, '_>, op: OpId, i: usize) -> Value {
    b.rw.operand(op, i)
}

/// The op's result type.
fn result_type(b: &Builder<'_, '_>, op: OpId) -> Type {
    let r = b.rw.result(op, 0);
    b.rw.value_type(r)
}

/// Which of `|z|`, `sqrt(|z|)` or `1/sqrt(|z|)` [`compute_abs`] gives.
#[derive(Clone, Copy, PartialEq, Eq)]
enum AbsFn {
    Abs,
    Sqrt,
    Rsqrt,
}

/// `|re + i im|` (or its square root, or their reciprocal) without
/// overflow: `max * sqrt(1 + (min/max)^2)` (`computeAbs`).
fn compute_abs(b: &mut Builder<'_, '_>, real: Value, imag: Value, fmf: F, f: AbsFn) -> Value {
    let ty = b.rw.value_type(real);
    let one = b.float(ty, 1.0);
    let abs_real = b.unary(math::AbsFOp::OPERATION_NAME, real, Some(fmf));
    let abs_imag = b.unary(math::AbsFOp::OPERATION_NAME, imag, Some(fmf));
    let mut max = b.binary(
        arith::MaximumFOp::OPERATION_NAME,
        abs_real,
        abs_imag,
        Some(fmf),
    );
    let mut min = b.binary(
        arith::MinimumFOp::OPERATION_NAME,
        abs_real,
        abs_imag,
        Some(fmf),
    );
    let nan_inf = with_nan_inf(fmf);
    let ratio = b.divf(min, max, nan_inf);
    let ratio_sq = b.mulf(ratio, ratio, nan_inf);
    let mut ratio_sq_plus_one = b.addf(ratio_sq, one, nan_inf);
    if f == AbsFn::Rsqrt {
        let rsqrt = math::RsqrtOp::OPERATION_NAME;
        ratio_sq_plus_one = b.unary(rsqrt, ratio_sq_plus_one, Some(nan_inf));
        min = b.unary(rsqrt, min, Some(nan_inf));
        max = b.unary(rsqrt, max, Some(nan_inf));
    }
    let result = if f == AbsFn::Sqrt {
        let quarter = b.float(ty, 0.25);
        let sqrt = b.unary(math::SqrtOp::OPERATION_NAME, max, Some(nan_inf));
        let p025 = b.binary(
            math::PowFOp::OPERATION_NAME,
            ratio_sq_plus_one,
            quarter,
            Some(nan_inf),
        );
        b.mulf(sqrt, p025, nan_inf)
    } else {
        let sqrt = b.unary(
            math::SqrtOp::OPERATION_NAME,
            ratio_sq_plus_one,
            Some(nan_inf),
        );
        b.mulf(max, sqrt, nan_inf)
    };
    let is_nan = b.cmpf(P::UNO, result, result, nan_inf);
    b.select(is_nan, min, result)
}

fn abs(b: &mut Builder<'_, '_>, op: OpId) -> Value {
    let fmf = flags(b, op);
    let z = operand(b, op, 0);
    let real = b.re(z);
    let imag = b.im(z);
    compute_abs(b, real, imag, fmf, AbsFn::Abs)
}

fn angle(b: &mut Builder<'_, '_>, op: OpId) -> Value {
    let fmf = flags(b, op);
    let z = operand(b, op, 0);
    let real = b.re(z);
    let imag = b.im(z);
    b.binary(math::Atan2Op::OPERATION_NAME, imag, real, Some(fmf))
}

/// A complex op of two operands of `ty`.
fn complex_binary(b: &mut Builder<'_, '_>, name: &str, x: Value, y: Value, fmf: F) -> Value {
    b.binary(name, x, y, Some(fmf))
}

/// `atan2(y, x) = -i * log((x + i * y) / sqrt(x**2 + y**2))`.
fn atan2(b: &mut Builder<'_, '_>, op: OpId) -> Value {
    let ty = result_type(b, op);
    let element = element_type(b.rw, ty);
    let fmf = flags(b, op);
    let lhs = operand(b, op, 0);
    let rhs = operand(b, op, 1);
    let (mul, add) = (
        complex::MulOp::OPERATION_NAME,
        complex::AddOp::OPERATION_NAME,
    );
    let rhs_squared = complex_binary(b, mul, rhs, rhs, fmf);
    let lhs_squared = complex_binary(b, mul, lhs, lhs, fmf);
    let sum = complex_binary(b, add, rhs_squared, lhs_squared, fmf);
    let sqrt = b.unary(complex::SqrtOp::OPERATION_NAME, sum, Some(fmf));
    let zero = b.float(element, 0.0);
    let one = b.float(element, 1.0);
    let i = b.create(ty, zero, one);
    let i_times_lhs = complex_binary(b, mul, i, lhs, fmf);
    let rhs_plus_i_lhs = complex_binary(b, add, rhs, i_times_lhs, fmf);
    let quotient = complex_binary(b, complex::DivOp::OPERATION_NAME, rhs_plus_i_lhs, sqrt, fmf);
    let log = b.unary(complex::LogOp::OPERATION_NAME, quotient, Some(fmf));
    let negative_one = b.float(element, -1.0);
    let negative_i = b.create(ty, zero, negative_one);
    complex_binary(b, mul, negative_i, log, fmf)
}

/// `==` and `!=`: both parts compared, combined by `and` (`==`) or `or`.
fn compare(b: &mut Builder<'_, '_>, op: OpId, pred: P, equal: bool) -> Value {
    let lhs = operand(b, op, 0);
    let rhs = operand(b, op, 1);
    let real_lhs = b.re(lhs);
    let imag_lhs = b.im(lhs);
    let real_rhs = b.re(rhs);
    let imag_rhs = b.im(rhs);
    let real = b.cmpf(pred, real_lhs, real_rhs, F::NONE);
    let imag = b.cmpf(pred, imag_lhs, imag_rhs, F::NONE);
    if equal {
        b.andi(real, imag)
    } else {
        b.ori(real, imag)
    }
}

fn equal(b: &mut Builder<'_, '_>, op: OpId) -> Value {
    compare(b, op, P::OEQ, true)
}

fn not_equal(b: &mut Builder<'_, '_>, op: OpId) -> Value {
    compare(b, op, P::UNE, false)
}

/// An op applied to the real parts and to the imaginary parts.
fn componentwise(b: &mut Builder<'_, '_>, op: OpId, name: &str) -> Value {
    let ty = result_type(b, op);
    let fmf = flags(b, op);
    let lhs = operand(b, op, 0);
    let rhs = operand(b, op, 1);
    let real_lhs = b.re(lhs);
    let real_rhs = b.re(rhs);
    let real = b.binary(name, real_lhs, real_rhs, Some(fmf));
    let imag_lhs = b.im(lhs);
    let imag_rhs = b.im(rhs);
    let imag = b.binary(name, imag_lhs, imag_rhs, Some(fmf));
    b.create(ty, real, imag)
}

fn add(b: &mut Builder<'_, '_>, op: OpId) -> Value {
    componentwise(b, op, arith::AddFOp::OPERATION_NAME)
}

fn sub(b: &mut Builder<'_, '_>, op: OpId) -> Value {
    componentwise(b, op, arith::SubFOp::OPERATION_NAME)
}

fn conj(b: &mut Builder<'_, '_>, op: OpId) -> Value {
    let ty = result_type(b, op);
    let z = operand(b, op, 0);
    let real = b.re(z);
    let imag = b.im(z);
    let neg_imag = b.negf(imag, F::NONE);
    b.create(ty, real, neg_imag)
}

/// The shared start of `cos` and `sin` (`TrigonometricOpConversion`):
/// `0.5 * e^im`, `0.5 / e^im`, `sin re`, `cos re`.
fn trigonometric_parts(b: &mut Builder<'_, '_>, op: OpId) -> [Value; 4] {
    let z = operand(b, op, 0);
    let fmf = flags(b, op);
    let real = b.re(z);
    let imag = b.im(z);
    let element = b.rw.value_type(real);
    let half = b.float(element, 0.5);
    let exp = b.unary(math::ExpOp::OPERATION_NAME, imag, Some(fmf));
    let scaled_exp = b.mulf(half, exp, fmf);
    let reciprocal_exp = b.divf(half, exp, fmf);
    let sin = b.unary(math::SinOp::OPERATION_NAME, real, Some(fmf));
    let cos = b.unary(math::CosOp::OPERATION_NAME, real, Some(fmf));
    [scaled_exp, reciprocal_exp, sin, cos]
}

/// `cos(x + iy) = (0.5/t + 0.5t) cos x + i (0.5/t - 0.5t) sin x`, `t = e^y`.
fn cos(b: &mut Builder<'_, '_>, op: OpId) -> Value {
    let ty = result_type(b, op);
    let fmf = flags(b, op);
    let [scaled_exp, reciprocal_exp, sin, cos] = trigonometric_parts(b, op);
    let sum = b.addf(reciprocal_exp, scaled_exp, fmf);
    let real = b.mulf(sum, cos, fmf);
    let diff = b.subf(reciprocal_exp, scaled_exp, fmf);
    let imag = b.mulf(diff, sin, fmf);
    b.create(ty, real, imag)
}

/// `sin(x + iy) = (0.5t + 0.5/t) sin x + i (0.5t - 0.5/t) cos x`, `t = e^y`.
fn sin(b: &mut Builder<'_, '_>, op: OpId) -> Value {
    let ty = result_type(b, op);
    let fmf = flags(b, op);
    let [scaled_exp, reciprocal_exp, sin, cos] = trigonometric_parts(b, op);
    let sum = b.addf(scaled_exp, reciprocal_exp, fmf);
    let real = b.mulf(sum, sin, fmf);
    let diff = b.subf(scaled_exp, reciprocal_exp, fmf);
    let imag = b.mulf(diff, cos, fmf);
    b.create(ty, real, imag)
}

/// Smith's division, with the zero-denominator, infinite-numerator and
/// infinite-denominator cases of C99 Annex G.
fn div(b: &mut Builder<'_, '_>, op: OpId) -> Value {
    let ty = result_type(b, op);
    let element = element_type(b.rw, ty);
    let fmf = flags(b, op);
    let lhs = operand(b, op, 0);
    let rhs = operand(b, op, 1);
    let lhs_real = b.re(lhs);
    let lhs_imag = b.im(lhs);
    let rhs_real = b.re(rhs);
    let rhs_imag = b.im(rhs);

    let rhs_real_imag_ratio = b.divf(rhs_real, rhs_imag, fmf);
    let t = b.mulf(rhs_real_imag_ratio, rhs_real, fmf);
    let rhs_real_imag_denom = b.addf(rhs_imag, t, fmf);
    let t = b.mulf(lhs_real, rhs_real_imag_ratio, fmf);
    let real_numerator1 = b.addf(t, lhs_imag, fmf);
    let result_real1 = b.divf(real_numerator1, rhs_real_imag_denom, fmf);
    let t = b.mulf(lhs_imag, rhs_real_imag_ratio, fmf);
    let imag_numerator1 = b.subf(t, lhs_real, fmf);
    let result_imag1 = b.divf(imag_numerator1, rhs_real_imag_denom, fmf);

    let rhs_imag_real_ratio = b.divf(rhs_imag, rhs_real, fmf);
    let t = b.mulf(rhs_imag_real_ratio, rhs_imag, fmf);
    let rhs_imag_real_denom = b.addf(rhs_real, t, fmf);
    let t = b.mulf(lhs_imag, rhs_imag_real_ratio, fmf);
    let real_numerator2 = b.addf(lhs_real, t, fmf);
    let result_real2 = b.divf(real_numerator2, rhs_imag_real_denom, fmf);
    let t = b.mulf(lhs_real, rhs_imag_real_ratio, fmf);
    let imag_numerator2 = b.subf(lhs_imag, t, fmf);
    let result_imag2 = b.divf(imag_numerator2, rhs_imag_real_denom, fmf);

    // Case 1: a zero denominator, a numerator with at most one NaN.
    let absf = math::AbsFOp::OPERATION_NAME;
    let copysign = math::CopySignOp::OPERATION_NAME;
    let zero = b.float(element, 0.0);
    let rhs_real_abs = b.unary(absf, rhs_real, Some(fmf));
    let rhs_real_is_zero = b.cmpf(P::OEQ, rhs_real_abs, zero, F::NONE);
    let rhs_imag_abs = b.unary(absf, rhs_imag, Some(fmf));
    let rhs_imag_is_zero = b.cmpf(P::OEQ, rhs_imag_abs, zero, F::NONE);
    let lhs_real_is_not_nan = b.cmpf(P::ORD, lhs_real, zero, F::NONE);
    let lhs_imag_is_not_nan = b.cmpf(P::ORD, lhs_imag, zero, F::NONE);
    let lhs_contains_not_nan = b.ori(lhs_real_is_not_nan, lhs_imag_is_not_nan);
    let t = b.andi(rhs_real_is_zero, rhs_imag_is_zero);
    let result_is_infinity = b.andi(lhs_contains_not_nan, t);
    let inf = b.float(element, f64::INFINITY);
    let inf_with_sign_of_rhs_real = b.binary(copysign, inf, rhs_real, Some(F::NONE));
    let infinity_result_real = b.mulf(inf_with_sign_of_rhs_real, lhs_real, fmf);
    let infinity_result_imag = b.mulf(inf_with_sign_of_rhs_real, lhs_imag, fmf);

    // Case 2: an infinite numerator, a finite denominator.
    let rhs_real_finite = b.cmpf(P::ONE, rhs_real_abs, inf, F::NONE);
    let rhs_imag_finite = b.cmpf(P::ONE, rhs_imag_abs, inf, F::NONE);
    let rhs_finite = b.andi(rhs_real_finite, rhs_imag_finite);
    let lhs_real_abs = b.unary(absf, lhs_real, Some(fmf));
    let lhs_real_infinite = b.cmpf(P::OEQ, lhs_real_abs, inf, F::NONE);
    let lhs_imag_abs = b.unary(absf, lhs_imag, Some(fmf));
    let lhs_imag_infinite = b.cmpf(P::OEQ, lhs_imag_abs, inf, F::NONE);
    let lhs_infinite = b.ori(lhs_real_infinite, lhs_imag_infinite);
    let inf_num_finite_denom = b.andi(lhs_infinite, rhs_finite);
    let one = b.float(element, 1.0);
    let t = b.select(lhs_real_infinite, one, zero);
    let lhs_real_is_inf_with_sign = b.binary(copysign, t, lhs_real, Some(F::NONE));
    let t = b.select(lhs_imag_infinite, one, zero);
    let lhs_imag_is_inf_with_sign = b.binary(copysign, t, lhs_imag, Some(F::NONE));
    let a = b.mulf(lhs_real_is_inf_with_sign, rhs_real, fmf);
    let c = b.mulf(lhs_imag_is_inf_with_sign, rhs_imag, fmf);
    let t = b.addf(a, c, fmf);
    let result_real3 = b.mulf(inf, t, fmf);
    let a = b.mulf(lhs_real_is_inf_with_sign, rhs_imag, fmf);
    let c = b.mulf(lhs_imag_is_inf_with_sign, rhs_real, fmf);
    let t = b.subf(c, a, fmf);
    let result_imag3 = b.mulf(inf, t, fmf);

    // Case 3: a finite numerator, an infinite denominator.
    let lhs_real_finite = b.cmpf(P::ONE, lhs_real_abs, inf, F::NONE);
    let lhs_imag_finite = b.cmpf(P::ONE, lhs_imag_abs, inf, F::NONE);
    let lhs_finite = b.andi(lhs_real_finite, lhs_imag_finite);
    let rhs_real_infinite = b.cmpf(P::OEQ, rhs_real_abs, inf, F::NONE);
    let rhs_imag_infinite = b.cmpf(P::OEQ, rhs_imag_abs, inf, F::NONE);
    let rhs_infinite = b.ori(rhs_real_infinite, rhs_imag_infinite);
    let finite_num_infinite_denom = b.andi(lhs_finite, rhs_infinite);
    let t = b.select(rhs_real_infinite, one, zero);
    let rhs_real_is_inf_with_sign = b.binary(copysign, t, rhs_real, Some(F::NONE));
    let t = b.select(rhs_imag_infinite, one, zero);
    let rhs_imag_is_inf_with_sign = b.binary(copysign, t, rhs_imag, Some(F::NONE));
    let a = b.mulf(lhs_real, rhs_real_is_inf_with_sign, fmf);
    let c = b.mulf(lhs_imag, rhs_imag_is_inf_with_sign, fmf);
    let t = b.addf(a, c, fmf);
    let result_real4 = b.mulf(zero, t, fmf);
    let a = b.mulf(lhs_imag, rhs_real_is_inf_with_sign, fmf);
    let c = b.mulf(lhs_real, rhs_imag_is_inf_with_sign, fmf);
    let t = b.subf(a, c, fmf);
    let result_imag4 = b.mulf(zero, t, fmf);

    let real_abs_smaller = b.cmpf(P::OLT, rhs_real_abs, rhs_imag_abs, F::NONE);
    let result_real = b.select(real_abs_smaller, result_real1, result_real2);
    let result_imag = b.select(real_abs_smaller, result_imag1, result_imag2);
    let real3 = b.select(finite_num_infinite_denom, result_real4, result_real);
    let imag3 = b.select(finite_num_infinite_denom, result_imag4, result_imag);
    let real2 = b.select(inf_num_finite_denom, result_real3, real3);
    let imag2 = b.select(inf_num_finite_denom, result_imag3, imag3);
    let real1 = b.select(result_is_infinity, infinity_result_real, real2);
    let imag1 = b.select(result_is_infinity, infinity_result_imag, imag2);

    let real_is_nan = b.cmpf(P::UNO, result_real, zero, F::NONE);
    let imag_is_nan = b.cmpf(P::UNO, result_imag, zero, F::NONE);
    let is_nan = b.andi(real_is_nan, imag_is_nan);
    let real = b.select(is_nan, real1, result_real);
    let imag = b.select(is_nan, imag1, result_imag);
    b.create(ty, real, imag)
}

/// `e^(x + iy) = e^x cos y + i e^x sin y`.
fn exp(b: &mut Builder<'_, '_>, op: OpId) -> Value {
    let ty = result_type(b, op);
    let fmf = flags(b, op);
    let z = operand(b, op, 0);
    let real = b.re(z);
    let imag = b.im(z);
    let exp_real = b.unary(math::ExpOp::OPERATION_NAME, real, Some(fmf));
    let cos_imag = b.unary(math::CosOp::OPERATION_NAME, imag, Some(fmf));
    let result_real = b.mulf(exp_real, cos_imag, fmf);
    let sin_imag = b.unary(math::SinOp::OPERATION_NAME, imag, Some(fmf));
    let result_imag = b.mulf(exp_real, sin_imag, fmf);
    b.create(ty, result_real, result_imag)
}

/// `e^z - 1` through `complex.exp`, which is converted in turn.
fn expm1(b: &mut Builder<'_, '_>, op: OpId) -> Value {
    let ty = result_type(b, op);
    let element = element_type(b.rw, ty);
    let fmf = flags(b, op);
    let z = operand(b, op, 0);
    let exp = b.unary(complex::ExpOp::OPERATION_NAME, z, Some(fmf));
    let real = b.re(exp);
    let one = b.float(element, 1.0);
    let real_minus_one = b.subf(real, one, fmf);
    let imag = b.im(exp);
    b.create(ty, real_minus_one, imag)
}

/// `log z = log |z| + i atan2(im, re)`.
fn log(b: &mut Builder<'_, '_>, op: OpId) -> Value {
    let ty = result_type(b, op);
    let fmf = flags(b, op);
    let z = operand(b, op, 0);
    let abs = b.abs(z, fmf);
    let result_real = b.unary(math::LogOp::OPERATION_NAME, abs, Some(fmf));
    let real = b.re(z);
    let imag = b.im(z);
    let result_imag = b.binary(math::Atan2Op::OPERATION_NAME, imag, real, Some(fmf));
    b.create(ty, result_real, result_imag)
}

/// `log(1 + z)`, the real part computed from the larger of `|re + 1|`
/// and `|im|` without overflow.
fn log1p(b: &mut Builder<'_, '_>, op: OpId) -> Value {
    let ty = result_type(b, op);
    let element = element_type(b.rw, ty);
    let fmf = flags(b, op);
    let z = operand(b, op, 0);
    let absf = math::AbsFOp::OPERATION_NAME;
    let real = b.re(z);
    let imag = b.im(z);
    let half = b.float(element, 0.5);
    let one = b.float(element, 1.0);
    let real_plus_one = b.addf(real, one, fmf);
    let abs_real_plus_one = b.unary(absf, real_plus_one, Some(fmf));
    let abs_imag = b.unary(absf, imag, Some(fmf));
    let max_abs = b.binary(
        arith::MaximumFOp::OPERATION_NAME,
        abs_real_plus_one,
        abs_imag,
        Some(fmf),
    );
    let min_abs = b.binary(
        arith::MinimumFOp::OPERATION_NAME,
        abs_real_plus_one,
        abs_imag,
        Some(fmf),
    );
    let use_real = b.cmpf(P::OGT, real_plus_one, abs_imag, fmf);
    let max_minus_one = b.subf(max_abs, one, fmf);
    let max_abs_minus_one = b.select(use_real, real, max_minus_one);
    let nan_inf = with_nan_inf(fmf);
    let min_max_ratio = b.divf(min_abs, max_abs, nan_inf);
    let log1p = math::Log1pOp::OPERATION_NAME;
    let log_of_max = b.unary(log1p, max_abs_minus_one, Some(fmf));
    let t = b.mulf(min_max_ratio, min_max_ratio, nan_inf);
    let log_of_sqrt_part = b.unary(log1p, t, Some(nan_inf));
    let t = b.mulf(half, log_of_sqrt_part, nan_inf);
    let r = b.addf(t, log_of_max, nan_inf);
    let r_is_nan = b.cmpf(P::UNO, r, r, nan_inf);
    let result_real = b.select(r_is_nan, min_abs, r);
    let result_imag = b.binary(
        math::Atan2Op::OPERATION_NAME,
        imag,
        real_plus_one,
        Some(fmf),
    );
    b.create(ty, result_real, result_imag)
}

/// The product, recomputed with infinities and NaNs as C99 Annex G
/// specifies where the plain one gives NaN for both parts.
fn mul(b: &mut Builder<'_, '_>, op: OpId) -> Value {
    let ty = result_type(b, op);
    let element = element_type(b.rw, ty);
    let fmf = flags(b, op);
    let lhs = operand(b, op, 0);
    let rhs = operand(b, op, 1);
    let absf = math::AbsFOp::OPERATION_NAME;
    let copysign = math::CopySignOp::OPERATION_NAME;
    let none = Some(F::NONE);

    let mut lhs_real = b.re(lhs);
    let lhs_real_abs = b.unary(absf, lhs_real, Some(fmf));
    let mut lhs_imag = b.im(lhs);
    let lhs_imag_abs = b.unary(absf, lhs_imag, Some(fmf));
    let mut rhs_real = b.re(rhs);
    let rhs_real_abs = b.unary(absf, rhs_real, Some(fmf));
    let mut rhs_imag = b.im(rhs);
    let rhs_imag_abs = b.unary(absf, rhs_imag, Some(fmf));

    let rr = b.mulf(lhs_real, rhs_real, fmf);
    let rr_abs = b.unary(absf, rr, Some(fmf));
    let ii = b.mulf(lhs_imag, rhs_imag, fmf);
    let ii_abs = b.unary(absf, ii, Some(fmf));
    let mut real = b.subf(rr, ii, fmf);
    let ir = b.mulf(lhs_imag, rhs_real, fmf);
    let ir_abs = b.unary(absf, ir, Some(fmf));
    let ri = b.mulf(lhs_real, rhs_imag, fmf);
    let ri_abs = b.unary(absf, ri, Some(fmf));
    let mut imag = b.addf(ir, ri, fmf);

    // Both parts NaN: the naive product is to be recomputed.
    let real_is_nan = b.cmpf(P::UNO, real, real, F::NONE);
    let imag_is_nan = b.cmpf(P::UNO, imag, imag, F::NONE);
    let is_nan = b.andi(real_is_nan, imag_is_nan);
    let inf = b.float(element, f64::INFINITY);

    // Case 1: an infinite part of `lhs`.
    let lhs_real_is_inf = b.cmpf(P::OEQ, lhs_real_abs, inf, F::NONE);
    let lhs_imag_is_inf = b.cmpf(P::OEQ, lhs_imag_abs, inf, F::NONE);
    let lhs_is_inf = b.ori(lhs_real_is_inf, lhs_imag_is_inf);
    let rhs_real_is_nan = b.cmpf(P::UNO, rhs_real, rhs_real, F::NONE);
    let rhs_imag_is_nan = b.cmpf(P::UNO, rhs_imag, rhs_imag, F::NONE);
    let zero = b.float(element, 0.0);
    let one = b.float(element, 1.0);
    let lhs_real_is_inf_float = b.select(lhs_real_is_inf, one, zero);
    let t = b.binary(copysign, lhs_real_is_inf_float, lhs_real, none);
    lhs_real = b.select(lhs_is_inf, t, lhs_real);
    let lhs_imag_is_inf_float = b.select(lhs_imag_is_inf, one, zero);
    let t = b.binary(copysign, lhs_imag_is_inf_float, lhs_imag, none);
    lhs_imag = b.select(lhs_is_inf, t, lhs_imag);
    let c = b.andi(lhs_is_inf, rhs_real_is_nan);
    let t = b.binary(copysign, zero, rhs_real, none);
    rhs_real = b.select(c, t, rhs_real);
    let c = b.andi(lhs_is_inf, rhs_imag_is_nan);
    let t = b.binary(copysign, zero, rhs_imag, none);
    rhs_imag = b.select(c, t, rhs_imag);

    // Case 2: an infinite part of `rhs`.
    let rhs_real_is_inf = b.cmpf(P::OEQ, rhs_real_abs, inf, F::NONE);
    let rhs_imag_is_inf = b.cmpf(P::OEQ, rhs_imag_abs, inf, F::NONE);
    let rhs_is_inf = b.ori(rhs_real_is_inf, rhs_imag_is_inf);
    let lhs_real_is_nan = b.cmpf(P::UNO, lhs_real, lhs_real, F::NONE);
    let lhs_imag_is_nan = b.cmpf(P::UNO, lhs_imag, lhs_imag, F::NONE);
    let rhs_real_is_inf_float = b.select(rhs_real_is_inf, one, zero);
    let t = b.binary(copysign, rhs_real_is_inf_float, rhs_real, none);
    rhs_real = b.select(rhs_is_inf, t, rhs_real);
    let rhs_imag_is_inf_float = b.select(rhs_imag_is_inf, one, zero);
    let t = b.binary(copysign, rhs_imag_is_inf_float, rhs_imag, none);
    rhs_imag = b.select(rhs_is_inf, t, rhs_imag);
    let c = b.andi(rhs_is_inf, lhs_real_is_nan);
    let t = b.binary(copysign, zero, lhs_real, none);
    lhs_real = b.select(c, t, lhs_real);
    let c = b.andi(rhs_is_inf, lhs_imag_is_nan);
    let t = b.binary(copysign, zero, lhs_imag, none);
    lhs_imag = b.select(c, t, lhs_imag);
    let mut recalc = b.ori(lhs_is_inf, rhs_is_inf);

    // Case 3: an infinite pairwise product.
    let rr_is_inf = b.cmpf(P::OEQ, rr_abs, inf, F::NONE);
    let ii_is_inf = b.cmpf(P::OEQ, ii_abs, inf, F::NONE);
    let mut special = b.ori(rr_is_inf, ii_is_inf);
    let ri_is_inf = b.cmpf(P::OEQ, ri_abs, inf, F::NONE);
    special = b.ori(special, ri_is_inf);
    let ir_is_inf = b.cmpf(P::OEQ, ir_abs, inf, F::NONE);
    special = b.ori(special, ir_is_inf);
    let true_ = b.true_i1();
    let not_recalc = b.xori(recalc, true_);
    special = b.andi(special, not_recalc);
    let c = b.andi(special, lhs_real_is_nan);
    let t = b.binary(copysign, zero, lhs_real, none);
    lhs_real = b.select(c, t, lhs_real);
    let c = b.andi(special, lhs_imag_is_nan);
    let t = b.binary(copysign, zero, lhs_imag, none);
    lhs_imag = b.select(c, t, lhs_imag);
    let c = b.andi(special, rhs_real_is_nan);
    let t = b.binary(copysign, zero, rhs_real, none);
    rhs_real = b.select(c, t, rhs_real);
    let c = b.andi(special, rhs_imag_is_nan);
    let t = b.binary(copysign, zero, rhs_imag, none);
    rhs_imag = b.select(c, t, rhs_imag);
    recalc = b.ori(recalc, special);
    recalc = b.andi(is_nan, recalc);

    // The parts recomputed.
    let rr = b.mulf(lhs_real, rhs_real, fmf);
    let ii = b.mulf(lhs_imag, rhs_imag, fmf);
    let new_real = b.subf(rr, ii, fmf);
    let t = b.mulf(inf, new_real, fmf);
    real = b.select(recalc, t, real);
    let ir = b.mulf(lhs_imag, rhs_real, fmf);
    let ri = b.mulf(lhs_real, rhs_imag, fmf);
    let new_imag = b.addf(ir, ri, fmf);
    let t = b.mulf(inf, new_imag, fmf);
    imag = b.select(recalc, t, imag);
    b.create(ty, real, imag)
}

fn neg(b: &mut Builder<'_, '_>, op: OpId) -> Value {
    let ty = result_type(b, op);
    let z = operand(b, op, 0);
    let real = b.re(z);
    let imag = b.im(z);
    let neg_real = b.negf(real, F::NONE);
    let neg_imag = b.negf(imag, F::NONE);
    b.create(ty, neg_real, neg_imag)
}

/// `sqrt z` from `sqrt |z|` and half the argument (the algorithm of
/// <https://dl.acm.org/doi/pdf/10.1145/363717.363780>).
fn sqrt(b: &mut Builder<'_, '_>, op: OpId) -> Value {
    let ty = result_type(b, op);
    let element = element_type(b.rw, ty);
    let fmf = flags(b, op);
    let z = operand(b, op, 0);
    let zero = b.float(element, 0.0);
    let half = b.float(element, 0.5);
    let real = b.re(z);
    let imag = b.im(z);
    let abs_sqrt = compute_abs(b, real, imag, fmf, AbsFn::Sqrt);
    let arg = b.binary(math::Atan2Op::OPERATION_NAME, imag, real, Some(fmf));
    let sqrt_arg = b.mulf(arg, half, fmf);
    let cos = b.unary(math::CosOp::OPERATION_NAME, sqrt_arg, Some(fmf));
    let sin = b.unary(math::SinOp::OPERATION_NAME, sqrt_arg, Some(fmf));
    // sin(atan2(0, inf)) = 0 and sqrt(abs(inf)) = inf: no 0 * inf.
    let sin_is_zero = b.cmpf(P::OEQ, sin, zero, fmf);
    let mut result_real = b.mulf(abs_sqrt, cos, fmf);
    let t = b.mulf(abs_sqrt, sin, fmf);
    let mut result_imag = b.select(sin_is_zero, zero, t);
    if !no_nan_inf(fmf) {
        let inf = b.float(element, f64::INFINITY);
        let neg_inf = b.float(element, f64::NEG_INFINITY);
        let nan = b.float(element, f64::NAN);
        let abs_imag = b.unary(math::AbsFOp::OPERATION_NAME, imag, Some(fmf));
        let abs_imag_is_inf = b.cmpf(P::OEQ, abs_imag, inf, fmf);
        let abs_imag_is_not_inf = b.cmpf(P::ONE, abs_imag, inf, fmf);
        let real_is_inf = b.cmpf(P::OEQ, real, inf, fmf);
        let real_is_neg_inf = b.cmpf(P::OEQ, real, neg_inf, fmf);
        let c = b.andi(real_is_neg_inf, abs_imag_is_not_inf);
        result_real = b.select(c, zero, result_real);
        let c = b.ori(abs_imag_is_inf, real_is_inf);
        result_real = b.select(c, inf, result_real);
        let imag_sign_inf = b.binary(math::CopySignOp::OPERATION_NAME, inf, imag, Some(fmf));
        let c = b.cmpf(P::UNO, abs_sqrt, abs_sqrt, F::NONE);
        result_imag = b.select(c, nan, result_imag);
        let c = b.ori(abs_imag_is_inf, real_is_neg_inf);
        result_imag = b.select(c, imag_sign_inf, result_imag);
    }
    let result_is_zero = b.cmpf(P::OEQ, abs_sqrt, zero, fmf);
    result_real = b.select(result_is_zero, zero, result_real);
    result_imag = b.select(result_is_zero, zero, result_imag);
    b.create(ty, result_real, result_imag)
}

/// `z / |z|`, and `z` itself when it is zero.
fn sign(b: &mut Builder<'_, '_>, op: OpId) -> Value {
    let ty = result_type(b, op);
    let element = element_type(b.rw, ty);
    let fmf = flags(b, op);
    let z = operand(b, op, 0);
    let real = b.re(z);
    let imag = b.im(z);
    let zero = b.float(element, 0.0);
    let real_is_zero = b.cmpf(P::OEQ, real, zero, F::NONE);
    let imag_is_zero = b.cmpf(P::OEQ, imag, zero, F::NONE);
    let is_zero = b.andi(real_is_zero, imag_is_zero);
    let abs = b.abs(z, fmf);
    let real_sign = b.divf(real, abs, fmf);
    let imag_sign = b.divf(imag, abs, fmf);
    let sign = b.create(ty, real_sign, imag_sign);
    b.select(is_zero, z, sign)
}

fn tan(b: &mut Builder<'_, '_>, op: OpId) -> Value {
    tan_tanh(b, op, true)
}

fn tanh(b: &mut Builder<'_, '_>, op: OpId) -> Value {
    tan_tanh(b, op, false)
}

/// `tanh z` from `expm1` of `±2 re` and `cos`/`sin` of `im`;
/// `tan(x + iy) = -i tanh(-y + ix)` (`TanTanhOpConversion`).
fn tan_tanh(b: &mut Builder<'_, '_>, op: OpId, is_tan: bool) -> Value {
    let ty = result_type(b, op);
    let element = element_type(b.rw, ty);
    let fmf = flags(b, op);
    let z = operand(b, op, 0);
    let mut real = b.re(z);
    let mut imag = b.im(z);
    let neg_one = b.float(element, -1.0);
    if is_tan {
        std::mem::swap(&mut real, &mut imag);
        real = b.mulf(real, neg_one, fmf);
    }
    let inf = b.float(element, f64::INFINITY);
    let four = b.float(element, 4.0);
    let two_real = b.addf(real, real, fmf);
    let neg_two_real = b.mulf(neg_one, two_real, fmf);
    let expm1 = math::ExpM1Op::OPERATION_NAME;
    let exp_two_real_minus_one = b.unary(expm1, two_real, Some(fmf));
    let exp_neg_two_real_minus_one = b.unary(expm1, neg_two_real, Some(fmf));
    let real_num = b.subf(exp_two_real_minus_one, exp_neg_two_real_minus_one, fmf);
    let cos_imag = b.unary(math::CosOp::OPERATION_NAME, imag, Some(fmf));
    let cos_imag_sq = b.mulf(cos_imag, cos_imag, fmf);
    let two_cos_two_imag_plus_one = b.mulf(cos_imag_sq, four, fmf);
    let sin_imag = b.unary(math::SinOp::OPERATION_NAME, imag, Some(fmf));
    let t = b.mulf(cos_imag, sin_imag, fmf);
    let imag_num = b.mulf(four, t, fmf);
    let exp_sum_minus_two = b.addf(exp_two_real_minus_one, exp_neg_two_real_minus_one, fmf);
    let denom = b.addf(exp_sum_minus_two, two_cos_two_imag_plus_one, fmf);
    let is_inf = b.cmpf(P::OEQ, exp_sum_minus_two, inf, fmf);
    let real_limit = b.binary(math::CopySignOp::OPERATION_NAME, neg_one, real, Some(fmf));
    let t = b.divf(real_num, denom, fmf);
    let mut result_real = b.select(is_inf, real_limit, t);
    let mut result_imag = b.divf(imag_num, denom, fmf);
    if !no_nan_inf(fmf) {
        let abs_real = b.unary(math::AbsFOp::OPERATION_NAME, real, Some(fmf));
        let zero = b.float(element, 0.0);
        let nan = b.float(element, f64::NAN);
        let abs_real_is_inf = b.cmpf(P::OEQ, abs_real, inf, fmf);
        let imag_is_zero = b.cmpf(P::OEQ, imag, zero, fmf);
        let true_ = b.true_i1();
        let abs_real_is_not_inf = b.xori(abs_real_is_inf, true_);
        let imag_num_is_nan = b.cmpf(P::UNO, imag_num, imag_num, fmf);
        let result_real_is_nan = b.andi(imag_num_is_nan, abs_real_is_not_inf);
        let t = b.andi(abs_real_is_inf, imag_num_is_nan);
        let result_imag_is_zero = b.ori(imag_is_zero, t);
        result_real = b.select(result_real_is_nan, nan, result_real);
        result_imag = b.select(result_imag_is_zero, zero, result_imag);
    }
    if is_tan {
        std::mem::swap(&mut result_real, &mut result_imag);
        result_imag = b.mulf(result_imag, neg_one, fmf);
    }
    b.create(ty, result_real, result_imag)
}

/// `(a + bi)^(c + di) = |z|^c e^(-d arg z) (cos q + i sin q)`,
/// `q = c arg z + d ln |z|`, with Kahan's special cases
/// (`powOpConversionImpl`).
fn pow(b: &mut Builder<'_, '_>, op: OpId) -> Value {
    let ty = result_type(b, op);
    let element = element_type(b.rw, ty);
    let fmf = flags(b, op);
    let lhs = operand(b, op, 0);
    let rhs = operand(b, op, 1);
    let c = b.re(rhs);
    let d = b.im(rhs);
    let a = b.re(lhs);
    let bb = b.im(lhs);
    let abs = b.abs(lhs, fmf);
    let abs_to_c = b.binary(math::PowFOp::OPERATION_NAME, abs, c, Some(fmf));
    let neg_d = b.negf(d, fmf);
    let arg_lhs = b.binary(math::Atan2Op::OPERATION_NAME, bb, a, Some(fmf));
    let neg_d_arg_lhs = b.mulf(neg_d, arg_lhs, fmf);
    let exp_neg_d_arg_lhs = b.unary(math::ExpOp::OPERATION_NAME, neg_d_arg_lhs, Some(fmf));
    let coeff = b.mulf(abs_to_c, exp_neg_d_arg_lhs, fmf);
    let ln_abs = b.unary(math::LogOp::OPERATION_NAME, abs, Some(fmf));
    let c_arg_lhs = b.mulf(c, arg_lhs, fmf);
    let d_ln_abs = b.mulf(d, ln_abs, fmf);
    let q = b.addf(c_arg_lhs, d_ln_abs, fmf);
    let cos_q = b.unary(math::CosOp::OPERATION_NAME, q, Some(fmf));
    let sin_q = b.unary(math::SinOp::OPERATION_NAME, q, Some(fmf));

    let inf = b.float(element, f64::INFINITY);
    let zero = b.float(element, 0.0);
    let one = b.float(element, 1.0);
    let complex_one = b.create(ty, one, zero);
    let complex_zero = b.create(ty, zero, zero);
    let complex_inf = b.create(ty, inf, zero);

    // Case 0: 0^c is 0 for c > 0, 0^0 is 1 (Kahan, section 10).
    let abs_eq_zero = b.cmpf(P::OEQ, abs, zero, fmf);
    let d_eq_zero = b.cmpf(P::OEQ, d, zero, fmf);
    let c_eq_zero = b.cmpf(P::OEQ, c, zero, fmf);
    let b_eq_zero = b.cmpf(P::OEQ, bb, zero, fmf);
    let zero_le_c = b.cmpf(P::OLE, zero, c, fmf);
    let coeff_cos_q = b.mulf(coeff, cos_q, fmf);
    let coeff_sin_q = b.mulf(coeff, sin_q, fmf);
    let one_or_zero = b.select(c_eq_zero, complex_one, complex_zero);
    let coeff_cos_sin = b.create(ty, coeff_cos_q, coeff_sin_q);
    let t = b.andi(abs_eq_zero, d_eq_zero);
    let t = b.andi(t, zero_le_c);
    let cutoff0 = b.select(t, one_or_zero, coeff_cos_sin);

    // Case 1: x^0 is 1.
    let rhs_eq_zero = b.andi(c_eq_zero, d_eq_zero);
    let cutoff1 = b.select(rhs_eq_zero, complex_one, cutoff0);

    // Case 2: 1^(c + di) is 1.
    let t = b.cmpf(P::OEQ, a, one, fmf);
    let lhs_eq_one = b.andi(t, b_eq_zero);
    let cutoff2 = b.select(lhs_eq_one, complex_one, cutoff1);

    // Case 3: inf^(c + 0i) is inf for c > 0.
    let t = b.cmpf(P::OEQ, a, inf, fmf);
    let lhs_eq_inf = b.andi(t, b_eq_zero);
    let t = b.cmpf(P::OGT, c, zero, fmf);
    let rhs_gt0 = b.andi(d_eq_zero, t);
    let t = b.andi(lhs_eq_inf, rhs_gt0);
    let cutoff3 = b.select(t, complex_inf, cutoff2);

    // Case 4: inf^(c + 0i) is 0 for c < 0.
    let t = b.cmpf(P::OLT, c, zero, fmf);
    let rhs_lt0 = b.andi(d_eq_zero, t);
    let t = b.andi(lhs_eq_inf, rhs_lt0);
    b.select(t, complex_zero, cutoff3)
}

/// `1 / sqrt z` from `1 / sqrt |z|` and minus half the argument.
fn rsqrt(b: &mut Builder<'_, '_>, op: OpId) -> Value {
    let ty = result_type(b, op);
    let element = element_type(b.rw, ty);
    let fmf = flags(b, op);
    let z = operand(b, op, 0);
    let zero = b.float(element, 0.0);
    let inf = b.float(element, f64::INFINITY);
    let neg_half = b.float(element, -0.5);
    let nan = b.float(element, f64::NAN);
    let real = b.re(z);
    let imag = b.im(z);
    let abs_rsqrt = compute_abs(b, real, imag, fmf, AbsFn::Rsqrt);
    let arg = b.binary(math::Atan2Op::OPERATION_NAME, imag, real, Some(fmf));
    let rsqrt_arg = b.mulf(arg, neg_half, fmf);
    let cos = b.unary(math::CosOp::OPERATION_NAME, rsqrt_arg, Some(fmf));
    let sin = b.unary(math::SinOp::OPERATION_NAME, rsqrt_arg, Some(fmf));
    let mut result_real = b.mulf(abs_rsqrt, cos, fmf);
    let mut result_imag = b.mulf(abs_rsqrt, sin, fmf);
    if !no_nan_inf(fmf) {
        let neg_one = b.float(element, -1.0);
        let copysign = math::CopySignOp::OPERATION_NAME;
        let real_signed_zero = b.binary(copysign, zero, real, Some(fmf));
        let imag_signed_zero = b.binary(copysign, zero, imag, Some(fmf));
        let neg_imag_signed_zero = b.mulf(neg_one, imag_signed_zero, fmf);
        let abs_real = b.unary(math::AbsFOp::OPERATION_NAME, real, Some(fmf));
        let abs_imag = b.unary(math::AbsFOp::OPERATION_NAME, imag, Some(fmf));
        let abs_imag_is_inf = b.cmpf(P::OEQ, abs_imag, inf, fmf);
        let real_is_nan = b.cmpf(P::UNO, real, real, fmf);
        let real_is_inf = b.cmpf(P::OEQ, abs_real, inf, fmf);
        let in_is_nan_inf = b.andi(abs_imag_is_inf, real_is_nan);
        let result_is_zero = b.ori(in_is_nan_inf, real_is_inf);
        result_real = b.select(result_is_zero, real_signed_zero, result_real);
        result_imag = b.select(result_is_zero, neg_imag_signed_zero, result_imag);
    }
    let is_real_zero = b.cmpf(P::OEQ, real, zero, fmf);
    let is_imag_zero = b.cmpf(P::OEQ, imag, zero, fmf);
    let is_zero = b.andi(is_real_zero, is_imag_zero);
    result_real = b.select(is_zero, inf, result_real);
    result_imag = b.select(is_zero, nan, result_imag);
    b.create(ty, result_real, result_imag)
}
