//! Exact integers: MLIR's `DynamicAPInt` is an arbitrary-precision integer,
//! so coefficients here are [`num_bigint::BigInt`]s and never overflow.

use num_integer::Integer;
use num_traits::{Signed, Zero};

/// An arbitrary-precision integer (upstream's `DynamicAPInt`).
pub type Int = num_bigint::BigInt;

/// `a / b` rounded towards negative infinity; `None` when `b` is zero.
pub fn floor_div(a: &Int, b: &Int) -> Option<Int> {
    (!b.is_zero()).then(|| a.div_floor(b))
}

/// `a / b` rounded towards positive infinity; `None` when `b` is zero.
pub fn ceil_div(a: &Int, b: &Int) -> Option<Int> {
    (!b.is_zero()).then(|| -((-a).div_floor(b)))
}

/// `a mod b` in `[0, |b|)` for a positive `b` (upstream's `mod`); `None` when
/// `b` is zero.
pub fn modulo(a: &Int, b: &Int) -> Option<Int> {
    (!b.is_zero()).then(|| a.mod_floor(b))
}

/// The non-negative greatest common divisor (zero when both are zero).
pub fn gcd(a: &Int, b: &Int) -> Int {
    a.gcd(b)
}

/// The non-negative least common multiple (zero when either is zero).
pub fn lcm(a: &Int, b: &Int) -> Int {
    a.lcm(b)
}

/// The gcd of the absolute values of `range` (upstream's `gcdRange`).
pub fn gcd_range(range: &[Int]) -> Int {
    let mut g = Int::zero();
    for elem in range {
        g = g.gcd(elem);
        if g == Int::from(1) {
            break;
        }
    }
    g
}

/// Divides `range` by its gcd when that is above one and returns the gcd
/// (upstream's `normalizeRange`).
pub fn normalize_range(range: &mut [Int]) -> Int {
    let g = gcd_range(range);
    if g > Int::from(1) {
        for elem in range.iter_mut() {
            *elem /= &g;
        }
    }
    g
}

/// Divides a division's numerator and positive denominator by their common
/// gcd (upstream's `normalizeDiv`).
pub fn normalize_div(num: &mut [Int], denom: &mut Int) {
    let g = gcd_range(num).gcd(denom);
    if g > Int::from(1) {
        for coeff in num.iter_mut() {
            *coeff /= &g;
        }
        *denom /= &g;
    }
}

/// The absolute value.
pub fn abs(a: &Int) -> Int {
    a.abs()
}
