//! The integer operations of arith's folders that LLVM's `APInt` offers
//! beyond plain wrapping arithmetic ([`APInt`]'s own methods): the
//! divisions with their overflow checks and the high halves of products,
//! at any width (a 0-bit value is 0, as LLVM's 0-bit `APInt`s are).

use ir::apint::APInt;
use std::cmp::Ordering;

/// `a + b` (signed), `None` on overflow (`sadd_ov`).
pub fn sadd_ov(a: &APInt, b: &APInt) -> Option<APInt> {
    let r = a.add(b);
    // Overflow: both operands of one sign and the result of the other.
    let overflow = a.is_negative() == b.is_negative() && r.is_negative() != a.is_negative();
    (!overflow).then_some(r)
}

/// `a - b` (signed), `None` on overflow (`ssub_ov`).
pub fn ssub_ov(a: &APInt, b: &APInt) -> Option<APInt> {
    let r = a.sub(b);
    let overflow = a.is_negative() != b.is_negative() && r.is_negative() != a.is_negative();
    (!overflow).then_some(r)
}

/// `a / b` unsigned, `None` for a zero divisor.
pub fn udiv(a: &APInt, b: &APInt) -> Option<APInt> {
    a.udiv_rem(b).map(|(q, _)| q)
}

/// `a % b` unsigned, `None` for a zero divisor.
pub fn urem(a: &APInt, b: &APInt) -> Option<APInt> {
    a.udiv_rem(b).map(|(_, r)| r)
}

/// `a / b` rounded toward zero (signed), `None` for a zero divisor or on
/// overflow (`sdiv_ov`: the smallest value by -1).
pub fn sdiv(a: &APInt, b: &APInt) -> Option<APInt> {
    if a.is_signed_min() && b.is_all_ones() {
        return None;
    }
    a.sdiv_rem(b).map(|(q, _)| q)
}

/// `a % b` with the sign of `a` (signed), `None` for a zero divisor.
pub fn srem(a: &APInt, b: &APInt) -> Option<APInt> {
    a.sdiv_rem(b).map(|(_, r)| r)
}

/// `a / b` rounded toward negative infinity (signed), `None` for a zero
/// divisor or on overflow (LLVM's `sfloordiv_ov`).
pub fn sfloordiv(a: &APInt, b: &APInt) -> Option<APInt> {
    let q = sdiv(a, b)?;
    let (_, r) = a.sdiv_rem(b)?;
    if !r.is_zero() && r.is_negative() != b.is_negative() {
        return Some(q.sub(&APInt::from_u128(q.width(), 1)));
    }
    Some(q)
}

/// `ceil(a / b)` for positive `a` and `b` as upstream computes it
/// (`signedCeilNonnegInputs`: `(a - 1) / b + 1`), `None` on overflow.
fn signed_ceil_nonneg(a: &APInt, b: &APInt) -> Option<APInt> {
    let one = APInt::from_u128(a.width(), 1);
    sadd_ov(&sdiv(&ssub_ov(a, &one)?, b)?, &one)
}

/// `ceil(a / b)` for signed `a` and `b` (upstream's `CeilDivSIOp` fold),
/// `None` for a zero divisor or when a step of upstream's computation
/// overflows.
pub fn sceildiv(a: &APInt, b: &APInt) -> Option<APInt> {
    if b.is_zero() {
        return None;
    }
    if a.is_zero() {
        return Some(a.clone());
    }
    let zero = APInt::zero(a.width());
    let a_pos = a.cmp_signed(&zero) == Ordering::Greater;
    let b_pos = b.cmp_signed(&zero) == Ordering::Greater;
    match (a_pos, b_pos) {
        (true, true) => signed_ceil_nonneg(a, b),
        (false, false) => signed_ceil_nonneg(&ssub_ov(&zero, a)?, &ssub_ov(&zero, b)?),
        (false, true) => ssub_ov(&zero, &sdiv(&ssub_ov(&zero, a)?, b)?),
        (true, false) => ssub_ov(&zero, &sdiv(a, &ssub_ov(&zero, b)?)?),
    }
}

/// `ceil(a / b)` unsigned, `None` for a zero divisor or when it does not
/// fit.
pub fn uceildiv(a: &APInt, b: &APInt) -> Option<APInt> {
    let (q, r) = a.udiv_rem(b)?;
    if r.is_zero() {
        return Some(q);
    }
    let one = APInt::from_u128(q.width(), 1);
    let s = q.add(&one);
    // (An unsigned carry out: the sum wrapped to below the quotient.)
    (s.cmp_unsigned(&q) == Ordering::Greater).then_some(s)
}

/// The high half of the double-width product of `a` and `b` (unsigned).
pub fn mulhu(a: &APInt, b: &APInt) -> APInt {
    let w = a.width();
    let p = a.zext_or_trunc(2 * w).mul(&b.zext_or_trunc(2 * w));
    p.lshr(w).zext_or_trunc(w)
}

/// The high half of the double-width product of `a` and `b` (signed).
pub fn mulhs(a: &APInt, b: &APInt) -> APInt {
    let w = a.width();
    let p = a.sext_or_trunc(2 * w).mul(&b.sext_or_trunc(2 * w));
    p.lshr(w).zext_or_trunc(w)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn i(w: u32, v: i128) -> APInt {
        APInt::from_i128(w, v)
    }

    #[test]
    fn signed_views_and_division() {
        assert_eq!(sdiv(&i(8, -128), &i(8, -1)), None);
        assert_eq!(sdiv(&i(8, 7), &i(8, 0)), None);
        assert_eq!(srem(&i(8, -128), &i(8, -1)), Some(i(8, 0)));
        assert_eq!(sfloordiv(&i(8, -7), &i(8, 2)), Some(i(8, -4)));
        assert_eq!(sceildiv(&i(8, 7), &i(8, 2)), Some(i(8, 4)));
        assert_eq!(sceildiv(&i(8, -7), &i(8, 2)), Some(i(8, -3)));
        assert_eq!(sceildiv(&i(8, -128), &i(8, 2)), None);
        assert_eq!(uceildiv(&i(8, 7), &i(8, 2)), Some(i(8, 4)));
        assert_eq!(mulhu(&i(8, -1), &i(8, -1)), i(8, 0xfe));
        assert_eq!(mulhs(&i(8, -1), &i(8, -1)), i(8, 0));
        assert_eq!(mulhu(&i(128, -1), &i(128, 2)), i(128, 1));
        assert_eq!(sadd_ov(&i(8, 127), &i(8, 1)), None);
        assert_eq!(ssub_ov(&i(8, -128), &i(8, 1)), None);
    }

    #[test]
    fn wide_division() {
        // 2^200 / 3 and the signed and ceiling forms at 256 bits.
        let p = APInt::from_u128(256, 1).shl(200);
        let three = i(256, 3);
        let q = udiv(&p, &three).expect("nonzero");
        assert_eq!(q.mul(&three).add(&i(256, 1)), p);
        assert_eq!(uceildiv(&p, &three), Some(q.add(&i(256, 1))));
        assert_eq!(sceildiv(&p.neg(), &three), Some(q.neg()));
        assert_eq!(sfloordiv(&p.neg(), &three), Some(q.neg().sub(&i(256, 1))));
        assert_eq!(mulhu(&p, &p), APInt::from_u128(256, 1).shl(144));
        assert_eq!(mulhs(&p.neg(), &p), APInt::from_u128(256, 1).shl(144).neg());
    }
}
