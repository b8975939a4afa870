//! Float formatting and rounding compatible with LLVM's `APFloat` as MLIR uses it.
//!
//! Values are carried as `f64` (exact for `f16`, `bf16`, `f32`, `f64`; an
//! `f80` or `f128` value no `f64` holds is carried as its bits and printed
//! through `rustc_apfloat`, [`format_float_bits`]). Printing follows MLIR's
//! `printFloatValue`: `%e`-like form with 6 digits when it round-trips,
//! otherwise APFloat's shortest round-trip form, otherwise (NaN, infinity or
//! no `.`) the hexadecimal bit pattern.

use crate::core::types::FloatKind;

/// How a format spends its top exponent and its sign on special values.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Specials {
    /// IEEE: the top exponent holds the infinities and NaNs.
    Ieee,
    /// `FN`: no infinities; the NaN is the all-ones pattern of either sign,
    /// the rest of the top exponent holds finite values.
    FiniteAllOnesNan,
    /// `FNUZ`: no infinities, no negative zero; its pattern is the one NaN.
    FiniteNegativeZeroNan,
}

struct Format {
    exp_bits: u32,
    frac_bits: u32,
    explicit_int: bool,
    bias: i32,
    specials: Specials,
}

fn format_of(k: FloatKind) -> Format {
    let ieee = |exp_bits: u32, frac_bits: u32| Format {
        exp_bits,
        frac_bits,
        explicit_int: false,
        bias: (1 << (exp_bits - 1)) - 1,
        specials: Specials::Ieee,
    };
    match k {
        FloatKind::F16 => ieee(5, 10),
        FloatKind::BF16 => ieee(8, 7),
        FloatKind::F32 => ieee(8, 23),
        FloatKind::F64 => ieee(11, 52),
        FloatKind::F80 => Format {
            explicit_int: true,
            ..ieee(15, 63)
        },
        FloatKind::F128 => ieee(15, 112),
        FloatKind::F8E5M2 => ieee(5, 2),
        FloatKind::F8E4M3 => ieee(4, 3),
        FloatKind::TF32 => ieee(8, 10),
        FloatKind::F8E4M3FN => Format {
            specials: Specials::FiniteAllOnesNan,
            ..ieee(4, 3)
        },
        FloatKind::F8E5M2FNUZ => Format {
            bias: 16,
            specials: Specials::FiniteNegativeZeroNan,
            ..ieee(5, 2)
        },
        FloatKind::F8E4M3FNUZ => Format {
            bias: 8,
            specials: Specials::FiniteNegativeZeroNan,
            ..ieee(4, 3)
        },
        FloatKind::F8E4M3B11FNUZ => Format {
            bias: 11,
            specials: Specials::FiniteNegativeZeroNan,
            ..ieee(4, 3)
        },
    }
}

impl Format {
    /// The largest unbiased exponent of a finite value.
    fn emax(&self) -> i32 {
        let top = (1i32 << self.exp_bits) - 1;
        match self.specials {
            Specials::Ieee => top - 1 - self.bias,
            Specials::FiniteAllOnesNan | Specials::FiniteNegativeZeroNan => top - self.bias,
        }
    }

    /// The largest finite value.
    fn max_finite(&self) -> f64 {
        // (In `FN` formats the all-ones significand of the top exponent is
        // the NaN: the largest significand there is one unit less.)
        let units = match self.specials {
            Specials::FiniteAllOnesNan => 2,
            _ => 1,
        };
        (2.0 - f64::from(units) * pow2(-(self.frac_bits as i32))) * pow2(self.emax())
    }
}

/// The largest finite value of format `k` (`APFloat::getLargest`), as an
/// `f64`: `f64::MAX` for `f80` and `f128`, whose largest values no `f64`
/// holds.
pub fn largest_finite(k: FloatKind) -> f64 {
    match k {
        FloatKind::F64 | FloatKind::F80 | FloatKind::F128 => f64::MAX,
        _ => format_of(k).max_finite(),
    }
}

/// Significand precision in bits (APFloat's `semantics->precision`).
pub fn precision_bits(k: FloatKind) -> u32 {
    // (The integer bit, implicit or, in `f80`, stored, and the fraction.)
    format_of(k).frac_bits + 1
}

/// Rounds an `f64` to the nearest value of format `k` (ties to even), as
/// APFloat's conversion does: past the largest finite value an infinity,
/// or the NaN in formats without infinities (an infinity too), and zero
/// without its sign in formats without negative zero.
pub fn round_to_kind(v: f64, k: FloatKind) -> f64 {
    match k {
        FloatKind::F64 | FloatKind::F80 | FloatKind::F128 => v,
        FloatKind::F32 => (v as f32) as f64,
        _ => {
            let f = format_of(k);
            let no_inf = f.specials != Specials::Ieee;
            if v.is_nan() || (v.is_infinite() && no_inf) {
                return f64::NAN.copysign(v);
            }
            if v.is_infinite() {
                return v;
            }
            let unsigned_zero = |r: f64| {
                if r == 0.0 && f.specials == Specials::FiniteNegativeZeroNan {
                    0.0
                } else {
                    r
                }
            };
            if v == 0.0 {
                return unsigned_zero(v);
            }
            let emin = 1 - f.bias;
            let e = exponent_of(v).max(emin);
            let quantum = pow2(e - f.frac_bits as i32);
            let r = (v / quantum).round_ties_even() * quantum;
            if r.abs() > f.max_finite() {
                if no_inf {
                    f64::NAN.copysign(v)
                } else {
                    f64::INFINITY.copysign(v)
                }
            } else {
                unsigned_zero(r)
            }
        }
    }
}

fn pow2(e: i32) -> f64 {
    2f64.powi(e)
}

/// floor(log2(|v|)) for finite non-zero v.
fn exponent_of(v: f64) -> i32 {
    let (m, e) = decompose(v);
    e + (63 - m.leading_zeros() as i32)
}

/// |v| = m * 2^e with m an integer (no normalization of trailing zeros).
fn decompose(v: f64) -> (u64, i32) {
    let bits = v.to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i32;
    let frac = bits & ((1u64 << 52) - 1);
    if exp == 0 {
        (frac, -1074)
    } else {
        (frac | (1u64 << 52), exp - 1075)
    }
}

/// The bit pattern of `v` in format `k` (`v` must be representable, see [`round_to_kind`]).
pub fn encode_bits(v: f64, k: FloatKind) -> u128 {
    let f = format_of(k);
    let frac_total = f.frac_bits + f.explicit_int as u32;
    let sign = (v.is_sign_negative() as u128) << (f.exp_bits + frac_total);
    let exp_all = (1u128 << f.exp_bits) - 1;
    let shift_frac = |x: u64| -> u128 {
        if f.frac_bits <= 52 {
            (x >> (52 - f.frac_bits)) as u128
        } else {
            (x as u128) << (f.frac_bits - 52)
        }
    };
    let exp_field = |e: u128| e << frac_total;
    let int = if f.explicit_int {
        1u128 << (frac_total - 1)
    } else {
        0
    };
    match f.specials {
        Specials::FiniteNegativeZeroNan if !v.is_finite() => {
            return 1u128 << (f.exp_bits + frac_total);
        }
        Specials::FiniteNegativeZeroNan if v == 0.0 => return 0,
        Specials::FiniteAllOnesNan if !v.is_finite() => {
            return sign | exp_field(exp_all) | ((1u128 << f.frac_bits) - 1);
        }
        _ => {}
    }
    if v.is_nan() {
        let payload = v.to_bits() & ((1u64 << 52) - 1);
        return sign | exp_field(exp_all) | int | shift_frac(payload);
    }
    if v.is_infinite() {
        return sign | exp_field(exp_all) | int;
    }
    if v == 0.0 {
        return sign;
    }
    let (m, e2) = decompose(v.abs());
    let emin = 1 - f.bias;
    let top = 63 - m.leading_zeros() as i32;
    let exp = e2 + top;
    let mant = m as u128;
    if exp >= emin {
        // normal: align the leading 1 at bit frac_bits.
        let sh = f.frac_bits as i32 - top;
        let aligned = if sh >= 0 { mant << sh } else { mant >> (-sh) };
        let frac = if f.explicit_int {
            aligned
        } else {
            aligned & ((1u128 << f.frac_bits) - 1)
        };
        sign | exp_field((exp + f.bias) as u128) | frac
    } else {
        // subnormal: value = frac * 2^(emin - frac_bits)
        let sh = e2 - (emin - f.frac_bits as i32);
        let frac = if sh >= 0 { mant << sh } else { mant >> (-sh) };
        sign | frac
    }
}

/// Decodes a bit pattern of format `k` into an `f64` (NaN payloads kept in the top fraction bits).
pub fn decode_bits(bits: u128, k: FloatKind) -> f64 {
    let f = format_of(k);
    let frac_total = f.frac_bits + f.explicit_int as u32;
    let neg = (bits >> (f.exp_bits + frac_total)) & 1 == 1;
    let exp = ((bits >> frac_total) & ((1u128 << f.exp_bits) - 1)) as i32;
    let frac = bits & ((1u128 << f.frac_bits) - 1);
    let exp_all = (1i32 << f.exp_bits) - 1;
    let s = if neg { -1.0 } else { 1.0 };
    let special = match f.specials {
        Specials::Ieee => exp == exp_all,
        Specials::FiniteAllOnesNan => exp == exp_all && frac == (1u128 << f.frac_bits) - 1,
        Specials::FiniteNegativeZeroNan => neg && exp == 0 && frac == 0,
    };
    if special {
        if frac == 0 && f.specials == Specials::Ieee {
            return s * f64::INFINITY;
        }
        let payload = if f.specials != Specials::Ieee {
            0
        } else if f.frac_bits <= 52 {
            (frac as u64) << (52 - f.frac_bits)
        } else {
            (frac >> (f.frac_bits - 52)) as u64
        };
        let payload = if payload == 0 { 1u64 << 51 } else { payload };
        return f64::from_bits(((neg as u64) << 63) | (0x7ffu64 << 52) | payload);
    }
    let mant = if f.explicit_int {
        // (The integer bit is stored: part of the significand.)
        bits & ((1u128 << frac_total) - 1)
    } else if exp == 0 {
        frac
    } else {
        frac | (1u128 << f.frac_bits)
    };
    let e = if exp == 0 { 1 - f.bias } else { exp - f.bias };
    s * ldexp(mant as f64, e - f.frac_bits as i32)
}

/// `x * 2^e`, rounded once: the scaling is done in steps that stay exact
/// until the last (`2f64.powi(-1074)` alone is zero: its reciprocal
/// overflows).
fn ldexp(mut x: f64, mut e: i32) -> f64 {
    while e > 1000 {
        x *= pow2(1000);
        e -= 1000;
    }
    while e < -1000 && x != 0.0 {
        // (x stays normal: a step's result is above 2^-1000 times x.)
        x *= pow2(-1000);
        e += 1000;
    }
    x * pow2(e)
}

/// Whether a bit pattern of format `k` decodes to a value that an `f64`
/// holds exactly (always true for the formats narrower than `f64`).
pub fn bits_exact_in_f64(bits: u128, k: FloatKind) -> bool {
    let v = decode_bits(bits, k);
    v.is_nan() || encode_bits(v, k) == bits
}

// ----- decimal digit generation (APFloat::toString) -----

fn big_mul_small(a: &mut Vec<u32>, m: u32) {
    let mut carry: u64 = 0;
    for x in a.iter_mut() {
        let t = *x as u64 * m as u64 + carry;
        *x = t as u32;
        carry = t >> 32;
    }
    if carry != 0 {
        a.push(carry as u32);
    }
}

fn big_divrem_small(a: &mut Vec<u32>, d: u32) -> u32 {
    let mut rem: u64 = 0;
    for x in a.iter_mut().rev() {
        let cur = (rem << 32) | *x as u64;
        *x = (cur / d as u64) as u32;
        rem = cur % d as u64;
    }
    while a.last() == Some(&0) {
        a.pop();
    }
    rem as u32
}

fn big_bits(a: &[u32]) -> u32 {
    match a.iter().rposition(|&x| x != 0) {
        Some(i) => i as u32 * 32 + (32 - a[i].leading_zeros()),
        None => 0,
    }
}

/// Decimal digits of |v| (most significant first, no trailing zeros) and the
/// power of ten of the last digit, after APFloat's binary-level truncation to
/// about `precision` digits (its `AdjustToPrecision(APInt&, ...)`).
fn decimal_digits(v: f64, precision: u32) -> (Vec<u8>, i32) {
    let (mut m, mut e) = decompose(v.abs());
    let tz = m.trailing_zeros();
    m >>= tz;
    e += tz as i32;
    // Fast path: the exact integer fits in 128 bits.
    let small: Option<u128> = if e >= 0 {
        if 64 - m.leading_zeros() as i32 + e < 127 {
            Some((m as u128) << e)
        } else {
            None
        }
    } else if -e <= 27 {
        Some(m as u128 * 5u128.pow((-e) as u32))
    } else {
        None
    };
    if let Some(mut n) = small {
        let mut exp10: i32 = if e >= 0 { 0 } else { e };
        let bits = 128 - n.leading_zeros();
        let required = (precision * 196).div_ceil(59);
        if bits > required {
            let tens = (bits - required) * 59 / 196;
            exp10 += tens as i32;
            n /= 10u128.pow(tens);
        }
        let mut digits_rev: Vec<u8> = Vec::with_capacity(40);
        while n != 0 {
            digits_rev.push((n % 10) as u8);
            n /= 10;
        }
        let mut i = 0;
        while i < digits_rev.len() && digits_rev[i] == 0 {
            i += 1;
        }
        exp10 += i as i32;
        digits_rev.drain(..i);
        digits_rev.reverse();
        return (digits_rev, exp10);
    }
    let mut big: Vec<u32> = vec![m as u32, (m >> 32) as u32];
    let mut exp10: i32 = 0;
    if e >= 0 {
        for _ in 0..e / 31 {
            big_mul_small(&mut big, 1 << 31);
        }
        big_mul_small(&mut big, 1 << (e % 31));
    } else {
        let k = -e;
        for _ in 0..k / 13 {
            big_mul_small(&mut big, 1_220_703_125); // 5^13
        }
        big_mul_small(&mut big, 5u32.pow((k % 13) as u32));
        exp10 = e;
    }
    // Truncate whole decimal digits the way APFloat does before rounding.
    let bits = big_bits(&big);
    let required = (precision * 196).div_ceil(59);
    if bits > required {
        let mut tens = (bits - required) * 59 / 196;
        exp10 += tens as i32;
        while tens >= 9 {
            big_divrem_small(&mut big, 1_000_000_000);
            tens -= 9;
        }
        if tens > 0 {
            big_divrem_small(&mut big, 10u32.pow(tens));
        }
    }
    while big.last() == Some(&0) {
        big.pop();
    }
    let mut digits_rev: Vec<u8> = Vec::new();
    while !big.is_empty() {
        let mut chunk = big_divrem_small(&mut big, 1_000_000_000);
        for _ in 0..9 {
            digits_rev.push((chunk % 10) as u8);
            chunk /= 10;
            if big.is_empty() && chunk == 0 {
                break;
            }
        }
    }
    while digits_rev.last() == Some(&0) {
        digits_rev.pop();
    }
    let mut i = 0;
    while i < digits_rev.len() && digits_rev[i] == 0 {
        i += 1;
    }
    exp10 += i as i32;
    digits_rev.drain(..i);
    digits_rev.reverse();
    (digits_rev, exp10)
}

/// APFloat's `toString(Str, FormatPrecision, FormatMaxPadding, TruncateZero)`.
pub fn apfloat_to_string(
    v: f64,
    kind: FloatKind,
    precision: u32,
    max_padding: u32,
    truncate_zero: bool,
) -> String {
    let mut out = String::new();
    if v.is_nan() {
        return "NaN".into();
    }
    if v.is_infinite() {
        return if v < 0.0 {
            "-Inf".into()
        } else {
            "+Inf".into()
        };
    }
    if v.is_sign_negative() {
        out.push('-');
    }
    if v == 0.0 {
        if max_padding == 0 {
            if truncate_zero {
                out.push_str("0.0E+0");
            } else {
                out.push_str("0.0");
                for _ in 1..precision.max(1) {
                    out.push('0');
                }
                out.push_str("e+00");
            }
        } else {
            out.push('0');
        }
        return out;
    }
    let precision = if precision == 0 {
        2 + precision_bits(kind) * 59 / 196
    } else {
        precision
    };
    // buffer: least significant first, as in APFloat.
    let (digits, mut exp) = decimal_digits(v, precision);
    let mut buf: Vec<u8> = digits.iter().rev().copied().collect();
    // AdjustToPrecision
    let n = buf.len();
    if n > precision as usize {
        let mut first_sig = n - precision as usize;
        if buf[first_sig - 1] < 5 {
            while first_sig < n && buf[first_sig] == 0 {
                first_sig += 1;
            }
            exp += first_sig as i32;
            buf.drain(..first_sig);
        } else {
            let mut i = first_sig;
            let mut carried_all = true;
            while i != n {
                if buf[i] == 9 {
                    first_sig += 1;
                    i += 1;
                } else {
                    buf[i] += 1;
                    carried_all = false;
                    break;
                }
            }
            if carried_all {
                exp += first_sig as i32;
                buf.clear();
                buf.push(1);
            } else {
                exp += first_sig as i32;
                buf.drain(..first_sig);
            }
        }
    }
    let nd = buf.len() as i32;
    let scientific = if max_padding == 0 {
        true
    } else if exp >= 0 {
        exp as u32 > max_padding || (nd + exp) as u32 > precision
    } else {
        let msd = exp + nd - 1;
        if msd >= 0 {
            false
        } else {
            (-msd) as u32 > max_padding
        }
    };
    let dig = |d: u8| (b'0' + d) as char;
    if scientific {
        let e = exp + nd - 1;
        out.push(dig(buf[nd as usize - 1]));
        out.push('.');
        if nd == 1 && truncate_zero {
            out.push('0');
        } else {
            for i in 1..nd as usize {
                out.push(dig(buf[nd as usize - 1 - i]));
            }
        }
        if !truncate_zero && precision as i32 > nd - 1 {
            for _ in 0..(precision as i32 - nd + 1) {
                out.push('0');
            }
        }
        out.push(if truncate_zero { 'E' } else { 'e' });
        out.push(if e >= 0 { '+' } else { '-' });
        let ea = e.unsigned_abs();
        if !truncate_zero && ea < 10 {
            out.push('0');
        }
        out.push_str(&ea.to_string());
        return out;
    }
    if exp >= 0 {
        for i in 0..nd as usize {
            out.push(dig(buf[nd as usize - 1 - i]));
        }
        for _ in 0..exp {
            out.push('0');
        }
        return out;
    }
    let whole = exp + nd;
    let mut i = 0usize;
    if whole > 0 {
        while i < whole as usize {
            out.push(dig(buf[nd as usize - i - 1]));
            i += 1;
        }
        out.push('.');
    } else {
        out.push_str("0.");
        for _ in 1..(1 + (-whole)) {
            out.push('0');
        }
    }
    while i < nd as usize {
        out.push(dig(buf[nd as usize - i - 1]));
        i += 1;
    }
    out
}

/// Parses decimal text as a value of format `k` (correctly rounded for f32/f64).
pub fn parse_decimal(s: &str, k: FloatKind) -> Option<f64> {
    match k {
        FloatKind::F32 => s.parse::<f32>().ok().map(|x| x as f64),
        _ => s.parse::<f64>().ok().map(|x| round_to_kind(x, k)),
    }
}

/// MLIR's `printFloatValue`. Returns the text and whether it is hexadecimal.
pub fn format_float(v: f64, k: FloatKind) -> (String, bool) {
    if v.is_finite() {
        let s = apfloat_to_string(v, k, 6, 0, false);
        // (An `f80` or `f128` read from the short form must be `v` itself:
        // these formats have more precision than the `f64` reading shows.
        // `v` is an `f64` value, so the short form reads back as `v` in
        // them when it is `v` exactly, or, rarely, when it is within their
        // half unit in the last place: then the long form is printed,
        // which reads back as `v` too.)
        let round_trips = match k {
            FloatKind::F80 | FloatKind::F128 => is_exact_decimal(&s, v),
            _ => parse_decimal(&s, k).is_some_and(|p| p.to_bits() == v.to_bits()),
        };
        if round_trips {
            return (s, false);
        }
        let s = apfloat_to_string(v, k, 0, 3, true);
        if s.contains('.') {
            return (s, false);
        }
    }
    (format!("0x{:X}", encode_bits(v, k)), true)
}

/// Whether the decimal `text` (`[-]d.ddde[+-]xx`) is exactly the value `v`.
fn is_exact_decimal(text: &str, v: f64) -> bool {
    let body = text.trim_start_matches('-');
    let (mantissa, exp) = body.split_once(['e', 'E']).unwrap_or((body, "0"));
    let Ok(mut exp) = exp.parse::<i32>() else {
        return false;
    };
    let (int, frac) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    exp -= frac.len() as i32;
    let mut digits: Vec<u8> = int.bytes().chain(frac.bytes()).map(|c| c - b'0').collect();
    while digits.len() > 1 && digits.last() == Some(&0) {
        digits.pop();
        exp += 1;
    }
    let lead = digits.iter().take_while(|&&d| d == 0).count();
    digits.drain(..lead.min(digits.len().saturating_sub(1)));
    if v == 0.0 {
        return digits == [0];
    }
    // (Enough precision that nothing of `v`'s exact expansion is cut.)
    let (exact, exact_exp) = decimal_digits(v, 2000);
    exact == digits && exact_exp == exp
}

/// MLIR's `printFloatValue` of an `f80` or `f128` bit pattern, through
/// `rustc_apfloat` (LLVM's `APFloat`): the short exponent form when it
/// reads back as the same value, else APFloat's natural form when it has a
/// `.`, else the hexadecimal pattern. (Other formats: [`format_float`].)
pub fn format_float_bits(bits: u128, k: FloatKind) -> String {
    use rustc_apfloat::ieee::{Quad, X87DoubleExtended};
    match k {
        FloatKind::F80 => apfloat_text::<X87DoubleExtended>(bits),
        FloatKind::F128 => apfloat_text::<Quad>(bits),
        _ => {
            let v = decode_bits(bits, k);
            format_float(v, k).0
        }
    }
}

fn apfloat_text<F>(bits: u128) -> String
where
    F: rustc_apfloat::Float + std::fmt::Display + std::str::FromStr,
{
    let v = F::from_bits(bits);
    if !v.is_nan() && !v.is_infinite() {
        // `toString(6, 0, /*TruncateZero=*/false)`: the alternate form.
        let short = format!("{:#w$.6}", v, w = 0);
        if short.parse::<F>().is_ok_and(|back| back.bitwise_eq(v)) {
            return short;
        }
        let natural = format!("{v}");
        if natural.contains('.') {
            return natural;
        }
    }
    // (The pattern APFloat gives back, which is canonical: an x87
    // unnormal reads as a NaN. `APInt::toString` as a C literal: no
    // leading zeros.)
    format!("0x{:X}", v.to_bits())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wide_patterns_print_as_mlir_opt_prints_them() {
        // (mlir-opt 19's output for these patterns.)
        let cases: [(u128, FloatKind, &str); 5] = [
            (
                0x3FFF8000000000000001,
                FloatKind::F80,
                "1.00000000000000000011",
            ),
            (
                0x4000921FB54442D18469898CC51701B8,
                FloatKind::F128,
                "3.1415926535897932384626433832795028",
            ),
            (
                0x7FFF0000000000000000000000000001,
                FloatKind::F128,
                "0x7FFF0000000000000000000000000001",
            ),
            (
                0x81F91905D591C5B2E75A,
                FloatKind::F80,
                "0xFFFF1905D591C5B2E75A",
            ),
            (0x3FFF8000000000000000, FloatKind::F80, "1.000000e+00"),
        ];
        for (bits, k, text) in cases {
            assert_eq!(format_float_bits(bits, k), text, "{bits:X}");
        }
    }

    #[test]
    fn formats_like_mlir() {
        assert_eq!(format_float(1.0, FloatKind::F64).0, "1.000000e+00");
        assert_eq!(format_float(0.1, FloatKind::F64).0, "1.000000e-01");
        assert_eq!(format_float(2.5, FloatKind::F32).0, "2.500000e+00");
        assert_eq!(format_float(1e10, FloatKind::F64).0, "1.000000e+10");
        assert_eq!(format_float(0.0, FloatKind::F64).0, "0.000000e+00");
        assert_eq!(format_float(-0.0, FloatKind::F64).0, "-0.000000e+00");
        assert_eq!(format_float(1.2345678, FloatKind::F64).0, "1.2345678");
        assert_eq!(format_float(f64::NAN, FloatKind::F32).0, "0x7FC00000");
        assert_eq!(
            format_float(f64::INFINITY, FloatKind::F64).0,
            "0x7FF0000000000000"
        );
        assert_eq!(format_float(f64::NEG_INFINITY, FloatKind::F16).0, "0xFC00");
        // mlir-opt 19's outputs for these values of f80 and f128.
        for (v, k, text) in [
            (1.1, FloatKind::F80, "1.10000000000000008882"),
            (
                1.1,
                FloatKind::F128,
                "1.10000000000000008881784197001252323",
            ),
            (1.5, FloatKind::F80, "1.500000e+00"),
            (-0.0, FloatKind::F128, "-0.000000e+00"),
            (1e300, FloatKind::F80, "1.0000000000000000525E+300"),
            (0.1, FloatKind::F80, "0.100000000000000005551"),
            (123.0, FloatKind::F80, "1.230000e+02"),
            (
                2.5e-5,
                FloatKind::F128,
                "2.50000000000000011980434005964823996E-5",
            ),
        ] {
            assert_eq!(format_float(v, k).0, text, "{v} {k:?}");
        }
    }
    #[test]
    fn decodes_subnormals_and_narrow_patterns() {
        // 0x7FC00000 : f64 is a subnormal f64, not an f32 NaN.
        assert_eq!(
            decode_bits(0x7FC0_0000, FloatKind::F64).to_bits(),
            0x7FC0_0000
        );
        assert_eq!(decode_bits(1, FloatKind::F64).to_bits(), 1);
        assert_eq!(decode_bits(1, FloatKind::F32), f32::from_bits(1) as f64);
        assert_eq!(decode_bits(1, FloatKind::F16), 2f64.powi(-24));
        // f80's smallest subnormal is far below f64's.
        assert!(!bits_exact_in_f64(1, FloatKind::F80));
        assert!(bits_exact_in_f64(
            0x3FFF_8000_0000_0000_0000,
            FloatKind::F80
        ));
        assert!(!bits_exact_in_f64(
            0x3FFF_8000_0000_0000_0001,
            FloatKind::F80
        ));
        assert_eq!(
            decode_bits(0xBFFF_C000_0000_0000_0000, FloatKind::F80),
            -1.5
        );
        assert_eq!(
            encode_bits(-1.5, FloatKind::F80),
            0xBFFF_C000_0000_0000_0000
        );
    }

    #[test]
    fn round_trips_bits() {
        for k in [
            FloatKind::F16,
            FloatKind::BF16,
            FloatKind::F32,
            FloatKind::F64,
        ] {
            for v in [1.0, -2.5, 0.1, 1e-3, 65504.0, 3.0e-5, 1e-40, 5e-324] {
                let r = round_to_kind(v, k);
                assert_eq!(decode_bits(encode_bits(r, k), k), r, "{k:?} {v}");
            }
        }
    }
}
