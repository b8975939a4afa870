//! Fixed-width integer arithmetic as LLVM's `APInt` does it, on the bits
//! of a value of width `w` (0 to 128; a 0-bit value is 0, as LLVM's
//! 0-bit `APInt`s are) held in a `u128`: wrapping results,
//! and the signed and unsigned views with their overflow checks.

/// The bits of a `w`-bit value.
pub fn mask(w: u32) -> u128 {
    if w >= 128 {
        u128::MAX
    } else {
        (1u128 << w) - 1
    }
}

/// `v` truncated to `w` bits.
pub fn trunc(v: u128, w: u32) -> u128 {
    v & mask(w)
}

/// The signed value of the `w`-bit pattern `v`.
pub fn sext(v: u128, w: u32) -> i128 {
    if w == 0 {
        0
    } else if w >= 128 {
        v as i128
    } else {
        let shift = 128 - w;
        ((v << shift) as i128) >> shift
    }
}

/// The smallest signed `w`-bit value.
pub fn smin(w: u32) -> i128 {
    if w == 0 {
        0
    } else if w >= 128 {
        i128::MIN
    } else {
        -(1i128 << (w - 1))
    }
}

/// The largest signed `w`-bit value.
pub fn smax(w: u32) -> i128 {
    if w == 0 {
        0
    } else if w >= 128 {
        i128::MAX
    } else {
        (1i128 << (w - 1)) - 1
    }
}

/// Whether the signed value `v` fits in `w` bits.
fn fits_signed(v: i128, w: u32) -> bool {
    v >= smin(w) && v <= smax(w)
}

/// `a / b` rounded toward zero (signed), `None` on overflow.
pub fn sdiv(a: u128, b: u128, w: u32) -> Option<u128> {
    let (a, b) = (sext(a, w), sext(b, w));
    if b == 0 {
        return None;
    }
    let q = a.checked_div(b)?;
    fits_signed(q, w).then(|| trunc(q as u128, w))
}

/// `a % b` with the sign of `a` (signed).
pub fn srem(a: u128, b: u128, w: u32) -> Option<u128> {
    let (a, b) = (sext(a, w), sext(b, w));
    if b == 0 {
        return None;
    }
    Some(trunc(a.checked_rem(b).unwrap_or(0) as u128, w))
}

/// `a / b` rounded toward negative infinity (signed), `None` on overflow
/// (LLVM's `sfloordiv_ov`).
pub fn sfloordiv(a: u128, b: u128, w: u32) -> Option<u128> {
    let (sa, sb) = (sext(a, w), sext(b, w));
    if sb == 0 {
        return None;
    }
    let q = sa.checked_div(sb)?;
    let r = sa.checked_rem(sb).unwrap_or(0);
    let q = if r != 0 && ((r < 0) != (sb < 0)) {
        q - 1
    } else {
        q
    };
    fits_signed(q, w).then(|| trunc(q as u128, w))
}

/// `ceil(a / b)` for signed `a` and `b` (upstream's `CeilDivSIOp` fold),
/// `None` on overflow.
pub fn sceildiv(a: u128, b: u128, w: u32) -> Option<u128> {
    let (sa, sb) = (sext(a, w), sext(b, w));
    if sb == 0 {
        return None;
    }
    if sa == 0 {
        return Some(0);
    }
    // The exact quotient's ceiling, checked against the width: upstream
    // reports an overflow exactly when a step of its computation leaves
    // the signed range, which only happens for the extreme values.
    let neg = |v: i128| fits_signed(-v, w).then_some(-v);
    let nonneg_ceil = |x: i128, y: i128| -> Option<i128> {
        // (x - 1) / y + 1 for x, y > 0
        let v = (x - 1) / y + 1;
        fits_signed(v, w).then_some(v)
    };
    let q = match (sa > 0, sb > 0) {
        (true, true) => nonneg_ceil(sa, sb)?,
        (false, false) => nonneg_ceil(neg(sa)?, neg(sb)?)?,
        (false, true) => {
            let d = neg(sa)? / sb;
            neg(d)?
        }
        (true, false) => {
            let d = sa / neg(sb)?;
            neg(d)?
        }
    };
    Some(trunc(q as u128, w))
}

/// `ceil(a / b)` unsigned, `None` when it does not fit.
pub fn uceildiv(a: u128, b: u128, w: u32) -> Option<u128> {
    if b == 0 {
        return None;
    }
    let q = a / b;
    if a.is_multiple_of(b) {
        return Some(q);
    }
    let r = q + 1;
    (r <= mask(w)).then_some(r)
}

/// The high half of the `2w`-bit product of `a` and `b` (unsigned).
pub fn mulhu(a: u128, b: u128, w: u32) -> u128 {
    let (hi, lo) = wide_mul(a, b);
    if w >= 128 {
        return hi;
    }
    // The product has 2w <= 254 bits: bits w.. of (hi:lo).
    trunc((lo >> w) | if w == 0 { 0 } else { hi << (128 - w) }, w)
}

/// The high half of the `2w`-bit product of `a` and `b` (signed).
pub fn mulhs(a: u128, b: u128, w: u32) -> u128 {
    // mulhs = mulhu - (a < 0 ? b : 0) - (b < 0 ? a : 0), modulo 2^w.
    let mut h = mulhu(a, b, w);
    if sext(a, w) < 0 {
        h = h.wrapping_sub(b);
    }
    if sext(b, w) < 0 {
        h = h.wrapping_sub(a);
    }
    trunc(h, w)
}

/// The 256-bit product of `a` and `b` as (high, low) halves.
fn wide_mul(a: u128, b: u128) -> (u128, u128) {
    let (a1, a0) = (a >> 64, a & u64::MAX as u128);
    let (b1, b0) = (b >> 64, b & u64::MAX as u128);
    let p00 = a0 * b0;
    let p01 = a0 * b1;
    let p10 = a1 * b0;
    let p11 = a1 * b1;
    let mid = (p00 >> 64) + (p01 & u64::MAX as u128) + (p10 & u64::MAX as u128);
    let lo = (p00 & u64::MAX as u128) | (mid << 64);
    let hi = p11 + (p01 >> 64) + (p10 >> 64) + (mid >> 64);
    (hi, lo)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn signed_views_and_division() {
        assert_eq!(sext(0xff, 8), -1);
        assert_eq!(sdiv(trunc(-128i128 as u128, 8), 0xff, 8), None);
        assert_eq!(sfloordiv(trunc(-7i128 as u128, 8), 2, 8), Some(0xfc));
        assert_eq!(sceildiv(7, 2, 8), Some(4));
        assert_eq!(sceildiv(trunc(-7i128 as u128, 8), 2, 8), Some(0xfd));
        assert_eq!(uceildiv(7, 2, 8), Some(4));
        assert_eq!(mulhu(0xff, 0xff, 8), 0xfe);
        assert_eq!(mulhs(0xff, 0xff, 8), 0);
        assert_eq!(mulhu(u128::MAX, 2, 128), 1);
    }
}
