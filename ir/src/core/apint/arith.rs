//! Arithmetic on [`APInt`]s with LLVM's `APInt` semantics: every result
//! has the operands' width and wraps modulo 2^width unless a method says
//! otherwise; the signed readings are two's complement. Operands of two
//! methods taking two values must have the same width.

use super::{words_for, APInt};
use smallvec::SmallVec;
use std::cmp::Ordering;

impl APInt {
    /// The `width`-bit zero.
    pub fn zero(width: u32) -> APInt {
        APInt {
            width,
            words: SmallVec::from_elem(0, words_for(width)),
        }
    }

    /// `value` zero-extended or truncated to `width` bits.
    pub fn from_u128(width: u32, value: u128) -> APInt {
        let mut v = APInt::zero(width);
        for (i, w) in v.words.iter_mut().take(2).enumerate() {
            *w = (value >> (64 * i)) as u64;
        }
        v.clear_unused_bits();
        v
    }

    /// The `width`-bit value with every bit set (-1).
    pub fn all_ones(width: u32) -> APInt {
        let mut v = APInt {
            width,
            words: SmallVec::from_elem(u64::MAX, words_for(width)),
        };
        v.clear_unused_bits();
        v
    }

    /// The smallest signed `width`-bit value (only the sign bit set; 0 for
    /// a 0-bit value).
    pub fn signed_min(width: u32) -> APInt {
        let mut v = APInt::zero(width);
        if width > 0 {
            v.set_bit(width - 1);
        }
        v
    }

    /// The largest signed `width`-bit value (every bit but the sign bit).
    pub fn signed_max(width: u32) -> APInt {
        APInt::signed_min(width).not()
    }

    fn set_bit(&mut self, i: u32) {
        self.words[(i / 64) as usize] |= 1 << (i % 64);
    }

    /// Bit `i` (0 is the least significant).
    pub fn bit(&self, i: u32) -> bool {
        i < self.width && (self.words[(i / 64) as usize] >> (i % 64)) & 1 == 1
    }

    /// Whether the value is 0.
    pub fn is_zero(&self) -> bool {
        self.words.iter().all(|&w| w == 0)
    }

    /// Whether the value is 1 (never for a 0-bit value).
    pub fn is_one(&self) -> bool {
        self.width > 0 && self.words[0] == 1 && self.words[1..].iter().all(|&w| w == 0)
    }

    /// Whether every bit is set (true for a 0-bit value, as LLVM's).
    pub fn is_all_ones(&self) -> bool {
        *self == APInt::all_ones(self.width)
    }

    /// Whether the value is the smallest signed value (`isMinSignedValue`;
    /// never for a 0-bit value, which LLVM's release builds do not match).
    pub fn is_signed_min(&self) -> bool {
        self.width > 0 && *self == APInt::signed_min(self.width)
    }

    /// Whether the value is the largest signed value (`isMaxSignedValue`;
    /// never for a 0-bit value).
    pub fn is_signed_max(&self) -> bool {
        self.width > 0 && *self == APInt::signed_max(self.width)
    }

    /// Whether the value read as signed is negative.
    pub fn is_negative(&self) -> bool {
        self.is_sign_bit_set()
    }

    /// The low 128 bits (zero-extended when the width is smaller).
    pub fn low_u128(&self) -> u128 {
        let w0 = self.words.first().copied().unwrap_or(0) as u128;
        let w1 = self.words.get(1).copied().unwrap_or(0) as u128;
        w0 | (w1 << 64)
    }

    /// The unsigned value if it fits in a `u64` (`getLimitedValue`'s test).
    pub fn to_u64(&self) -> Option<u64> {
        self.words[1.min(self.words.len())..]
            .iter()
            .all(|&w| w == 0)
            .then(|| self.words.first().copied().unwrap_or(0))
    }

    /// The number of leading zero bits (the width for 0).
    pub fn leading_zeros(&self) -> u32 {
        match self.words.iter().rposition(|&w| w != 0) {
            Some(i) => self.width - (i as u32 * 64 + 64 - self.words[i].leading_zeros()),
            None => self.width,
        }
    }

    /// The number of trailing zero bits (the width for 0).
    pub fn trailing_zeros(&self) -> u32 {
        match self.words.iter().position(|&w| w != 0) {
            Some(i) => i as u32 * 64 + self.words[i].trailing_zeros(),
            None => self.width,
        }
    }

    /// The number of set bits.
    pub fn count_ones(&self) -> u32 {
        self.words.iter().map(|w| w.count_ones()).sum()
    }

    /// The number of bits needed for the unsigned value (`getActiveBits`).
    pub fn active_bits(&self) -> u32 {
        self.width - self.leading_zeros()
    }

    /// `self` combined word by word with `other` by `f`.
    fn zip_words(&self, other: &APInt, f: impl Fn(u64, u64) -> u64) -> APInt {
        let mut v = APInt {
            width: self.width,
            words: self
                .words
                .iter()
                .zip(&other.words)
                .map(|(&a, &b)| f(a, b))
                .collect(),
        };
        v.clear_unused_bits();
        v
    }

    /// Bitwise and.
    pub fn and(&self, other: &APInt) -> APInt {
        self.zip_words(other, |a, b| a & b)
    }

    /// Bitwise or.
    pub fn or(&self, other: &APInt) -> APInt {
        self.zip_words(other, |a, b| a | b)
    }

    /// Bitwise exclusive or.
    pub fn xor(&self, other: &APInt) -> APInt {
        self.zip_words(other, |a, b| a ^ b)
    }

    /// Bitwise complement.
    pub fn not(&self) -> APInt {
        self.zip_words(self, |a, _| !a)
    }

    /// `self + other`, and whether it carried out of the width.
    fn add_carry(&self, other: &APInt) -> (APInt, bool) {
        let mut carry = false;
        let mut v = self.clone();
        for (w, &o) in v.words.iter_mut().zip(&other.words) {
            let (s1, c1) = w.overflowing_add(o);
            let (s2, c2) = s1.overflowing_add(u64::from(carry));
            *w = s2;
            carry = c1 || c2;
        }
        let top_carry = match self.width % 64 {
            0 => carry,
            used => v.words.last().is_some_and(|&w| w >> used != 0),
        };
        v.clear_unused_bits();
        (v, top_carry)
    }

    /// Wrapping sum.
    pub fn add(&self, other: &APInt) -> APInt {
        self.add_carry(other).0
    }

    /// Wrapping difference.
    pub fn sub(&self, other: &APInt) -> APInt {
        self.add(&other.neg())
    }

    /// Wrapping negation.
    pub fn neg(&self) -> APInt {
        let mut v = self.clone();
        v.negate();
        v
    }

    /// Wrapping product.
    pub fn mul(&self, other: &APInt) -> APInt {
        if self.words.len() <= 2 {
            return APInt::from_u128(self.width, self.low_u128().wrapping_mul(other.low_u128()));
        }
        let n = self.words.len();
        let mut out: SmallVec<[u64; 2]> = SmallVec::from_elem(0, n);
        for i in 0..n {
            let mut carry: u128 = 0;
            let a = self.words[i] as u128;
            if a == 0 {
                continue;
            }
            for j in 0..n - i {
                let cur = out[i + j] as u128 + a * other.words[j] as u128 + carry;
                out[i + j] = cur as u64;
                carry = cur >> 64;
            }
        }
        let mut v = APInt {
            width: self.width,
            words: out,
        };
        v.clear_unused_bits();
        v
    }

    /// `self << n` (0 when `n` is at least the width).
    pub fn shl(&self, n: u32) -> APInt {
        let mut v = APInt::zero(self.width);
        if n >= self.width {
            return v;
        }
        let (ws, bs) = ((n / 64) as usize, n % 64);
        for i in (ws..v.words.len()).rev() {
            let lo = self.words[i - ws];
            let carry = if bs != 0 && i > ws {
                self.words[i - ws - 1] >> (64 - bs)
            } else {
                0
            };
            v.words[i] = (lo << bs) | carry;
        }
        v.clear_unused_bits();
        v
    }

    /// `self >> n`, shifting in zeros (0 when `n` is at least the width).
    pub fn lshr(&self, n: u32) -> APInt {
        let mut v = APInt::zero(self.width);
        if n >= self.width {
            return v;
        }
        let (ws, bs) = ((n / 64) as usize, n % 64);
        let len = self.words.len();
        for i in 0..len - ws {
            let hi = self.words[i + ws];
            let carry = if bs != 0 && i + ws + 1 < len {
                self.words[i + ws + 1] << (64 - bs)
            } else {
                0
            };
            v.words[i] = (hi >> bs) | carry;
        }
        v
    }

    /// `self >> n`, shifting in copies of the sign bit.
    pub fn ashr(&self, n: u32) -> APInt {
        if !self.is_sign_bit_set() {
            return self.lshr(n);
        }
        // The complement of the logical shift of the complement.
        self.not().lshr(n).not()
    }

    /// The unsigned order.
    pub fn cmp_unsigned(&self, other: &APInt) -> Ordering {
        self.words.iter().rev().cmp(other.words.iter().rev())
    }

    /// The signed order.
    pub fn cmp_signed(&self, other: &APInt) -> Ordering {
        match (self.is_sign_bit_set(), other.is_sign_bit_set()) {
            (true, false) => Ordering::Less,
            (false, true) => Ordering::Greater,
            _ => self.cmp_unsigned(other),
        }
    }

    /// The unsigned quotient and remainder, `None` for a zero divisor.
    pub fn udiv_rem(&self, other: &APInt) -> Option<(APInt, APInt)> {
        if other.is_zero() {
            return None;
        }
        if self.words.len() <= 2 {
            let (a, b) = (self.low_u128(), other.low_u128());
            return Some((
                APInt::from_u128(self.width, a / b),
                APInt::from_u128(self.width, a % b),
            ));
        }
        // Shift and subtract, from the dividend's top set bit down.
        let mut q = APInt::zero(self.width);
        let mut r = APInt::zero(self.width);
        for i in (0..self.active_bits()).rev() {
            // r < other, so 2r + 1 < 2^(width + 1): the bit shifted out
            // of r is its only lost bit, and when set, 2r + 1 >= other and
            // the wrapping difference is the true one.
            let carry = r.is_sign_bit_set();
            r = r.shl(1);
            if self.bit(i) {
                r.words[0] |= 1;
            }
            if carry || r.cmp_unsigned(other) != Ordering::Less {
                r = r.sub(other);
                q.set_bit(i);
            }
        }
        Some((q, r))
    }

    /// The signed quotient (rounded toward zero) and remainder (with the
    /// dividend's sign), wrapping (`min / -1` is `min`, remainder 0);
    /// `None` for a zero divisor.
    pub fn sdiv_rem(&self, other: &APInt) -> Option<(APInt, APInt)> {
        let (na, nb) = (self.is_sign_bit_set(), other.is_sign_bit_set());
        let a = if na { self.neg() } else { self.clone() };
        let b = if nb { other.neg() } else { other.clone() };
        let (q, r) = a.udiv_rem(&b)?;
        let q = if na != nb { q.neg() } else { q };
        let r = if na { r.neg() } else { r };
        Some((q, r))
    }

    /// Zero-extended or truncated to `width` bits.
    pub fn zext_or_trunc(&self, width: u32) -> APInt {
        APInt::from_words(width, &self.words)
    }

    /// Sign-extended or truncated to `width` bits.
    pub fn sext_or_trunc(&self, width: u32) -> APInt {
        if width <= self.width || !self.is_sign_bit_set() {
            return self.zext_or_trunc(width);
        }
        // Ones above the old width: the complement of the extension of the
        // complement.
        self.not().zext_or_trunc(width).not()
    }

    /// The value read as signed (`signed`) or unsigned, rounded to the
    /// nearest `f64` (ties to even; infinity past the largest finite).
    pub fn to_f64(&self, signed: bool) -> f64 {
        let (neg, top, shift) = self.rounding_window(signed);
        let m = top as f64 * 2f64.powi(shift as i32);
        if neg {
            -m
        } else {
            m
        }
    }

    /// As [`APInt::to_f64`], rounded once to `f32`.
    pub fn to_f32(&self, signed: bool) -> f32 {
        let (neg, top, shift) = self.rounding_window(signed);
        let m = top as f32 * 2f32.powi(shift.min(255) as i32);
        if neg {
            -m
        } else {
            m
        }
    }

    /// The magnitude as `top * 2^shift` where `top` keeps the magnitude's
    /// 128 most significant bits and, in its lowest bit, whether any bit
    /// below them is set (so that rounding `top` rounds the magnitude).
    fn rounding_window(&self, signed: bool) -> (bool, u128, u32) {
        let neg = signed && self.is_sign_bit_set();
        let m = if neg { self.neg() } else { self.clone() };
        // (-min negates to itself: its unsigned reading is the magnitude.)
        let bits = m.active_bits();
        if bits <= 128 {
            return (neg, m.low_u128(), 0);
        }
        let shift = bits - 128;
        let sticky = m.trailing_zeros() < shift;
        (neg, m.lshr(shift).low_u128() | u128::from(sticky), shift)
    }

    /// `value` rounded toward zero to a `width`-bit integer read as signed
    /// (`signed`) or unsigned, `None` for a NaN, an infinity or a value out
    /// of range (APFloat's `convertToInteger` failing).
    pub fn from_f64_toward_zero(width: u32, value: f64, signed: bool) -> Option<APInt> {
        if !value.is_finite() {
            return None;
        }
        let t = value.trunc();
        if t == 0.0 {
            return Some(APInt::zero(width));
        }
        let neg = t < 0.0;
        if neg && !signed {
            return None;
        }
        let bits = t.abs().to_bits();
        let exp = ((bits >> 52) & 0x7ff) as i32 - 1075;
        let mantissa = (bits & ((1u64 << 52) - 1)) | (1u64 << 52);
        // An integral value has no fraction bits: t = mantissa * 2^exp.
        let magnitude_bits = (53 + exp) as u32;
        let power_of_two = mantissa.is_power_of_two();
        let limit = if signed {
            width.saturating_sub(1)
        } else {
            width
        };
        let fits = magnitude_bits <= limit
            || (neg && signed && width > 0 && magnitude_bits == width && power_of_two);
        if !fits {
            return None;
        }
        let m = if exp >= 0 {
            APInt::from_u128(width, u128::from(mantissa)).shl(exp as u32)
        } else {
            APInt::from_u128(width, u128::from(mantissa >> (-exp) as u32))
        };
        Some(if neg { m.neg() } else { m })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn big(width: u32, words: &[u64]) -> APInt {
        APInt::from_words(width, words)
    }

    #[test]
    fn wrapping_arithmetic_across_words() {
        let a = big(256, &[u64::MAX, u64::MAX, 0, 0]);
        let one = APInt::from_u128(256, 1);
        assert_eq!(a.add(&one), big(256, &[0, 0, 1, 0]));
        assert_eq!(APInt::zero(256).sub(&one), APInt::all_ones(256));
        let two128 = big(256, &[0, 0, 1, 0]);
        assert_eq!(two128.mul(&two128), APInt::zero(256));
        let x = big(256, &[0, 0, 3, 0]);
        assert_eq!(x.mul(&APInt::from_u128(256, 5)), big(256, &[0, 0, 15, 0]));
        assert_eq!(
            APInt::from_u128(8, 0xff).add(&APInt::from_u128(8, 1)),
            APInt::zero(8)
        );
        assert_eq!(
            APInt::from_u128(130, u128::MAX).mul(&APInt::from_u128(130, 4)),
            big(130, &[u64::MAX - 3, u64::MAX, 3])
        );
    }

    #[test]
    fn shifts_and_extensions() {
        let v = APInt::from_u128(200, 1);
        assert_eq!(v.shl(130), big(200, &[0, 0, 4, 0]));
        assert_eq!(v.shl(130).lshr(129), APInt::from_u128(200, 2));
        assert_eq!(v.shl(200), APInt::zero(200));
        let m = APInt::signed_min(200);
        assert_eq!(m.ashr(199), APInt::all_ones(200));
        assert_eq!(m.lshr(199), APInt::from_u128(200, 1));
        assert_eq!(
            APInt::from_i128(8, -2).sext_or_trunc(256),
            APInt::from_i128(256, -2)
        );
        assert_eq!(
            APInt::from_i128(8, -2).zext_or_trunc(256),
            APInt::from_u128(256, 0xfe)
        );
        assert_eq!(
            APInt::from_i128(256, -2).zext_or_trunc(8),
            APInt::from_u128(8, 0xfe)
        );
        assert_eq!(APInt::signed_min(256).leading_zeros(), 0);
        assert_eq!(APInt::from_u128(256, 1).leading_zeros(), 255);
        assert_eq!(APInt::zero(256).trailing_zeros(), 256);
        assert_eq!(big(256, &[0, 0, 8, 0]).trailing_zeros(), 131);
        assert_eq!(APInt::all_ones(200).count_ones(), 200);
    }

    #[test]
    fn division_and_order() {
        let a = big(256, &[5, 0, 7, 0]);
        let b = APInt::from_u128(256, 3);
        let (q, r) = a.udiv_rem(&b).expect("nonzero divisor");
        assert_eq!(q.mul(&b).add(&r), a);
        assert_eq!(r.cmp_unsigned(&b), Ordering::Less);
        assert!(a.udiv_rem(&APInt::zero(256)).is_none());
        let (q, r) = APInt::from_i128(256, -7)
            .sdiv_rem(&APInt::from_i128(256, 2))
            .expect("nonzero divisor");
        assert_eq!(
            (q, r),
            (APInt::from_i128(256, -3), APInt::from_i128(256, -1))
        );
        let min = APInt::signed_min(256);
        let (q, r) = min.sdiv_rem(&APInt::all_ones(256)).expect("nonzero");
        assert_eq!((q, r), (min.clone(), APInt::zero(256)));
        assert_eq!(min.cmp_signed(&APInt::zero(256)), Ordering::Less);
        assert_eq!(min.cmp_unsigned(&APInt::zero(256)), Ordering::Greater);
    }

    #[test]
    fn float_conversions() {
        assert_eq!(APInt::from_i128(256, -3).to_f64(true), -3.0);
        assert_eq!(APInt::all_ones(256).to_f64(false), 2f64.powi(256));
        assert_eq!(APInt::all_ones(256).to_f32(false), f32::INFINITY);
        // 2^200 + 1 rounds to 2^200; 2^200 + 2^148 (a tie) to even.
        let v = APInt::from_u128(256, 1)
            .shl(200)
            .add(&APInt::from_u128(256, 1));
        assert_eq!(v.to_f64(false), 2f64.powi(200));
        let tie = APInt::from_u128(256, 1)
            .shl(200)
            .add(&APInt::from_u128(256, 1).shl(147));
        assert_eq!(tie.to_f64(false), 2f64.powi(200));
        let above = tie.add(&APInt::from_u128(256, 1));
        assert_eq!(above.to_f64(false), 2f64.powi(200) + 2f64.powi(148));
        assert_eq!(
            APInt::from_f64_toward_zero(256, 2f64.powi(200), true),
            Some(APInt::from_u128(256, 1).shl(200))
        );
        assert_eq!(
            APInt::from_f64_toward_zero(64, -(2f64.powi(63)), true),
            Some(APInt::signed_min(64))
        );
        assert_eq!(APInt::from_f64_toward_zero(64, 2f64.powi(63), true), None);
        assert_eq!(
            APInt::from_f64_toward_zero(64, 2f64.powi(63), false),
            Some(APInt::signed_min(64))
        );
        assert_eq!(APInt::from_f64_toward_zero(8, -1.5, false), None);
        assert_eq!(
            APInt::from_f64_toward_zero(8, -1.5, true),
            Some(APInt::from_i128(8, -1))
        );
        assert_eq!(APInt::from_f64_toward_zero(8, f64::NAN, true), None);
    }
}
