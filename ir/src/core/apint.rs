//! Integers of any width, as LLVM's `APInt` holds the values of integer
//! attributes: up to 16,777,215 bits (MLIR's widest integer type). Values
//! that fit in `i128` are stored as such by the attributes
//! ([`crate::core::attrs::AttrData::Integer`]); an [`APInt`] is the exact
//! form for the others ([`crate::core::attrs::AttrData::WideInteger`]) and
//! what [`Context::as_apint`](crate::core::context::Context) gives for any.

use smallvec::SmallVec;

/// A `width`-bit two's complement bit pattern, least significant 64-bit
/// word first; the bits above `width` are zero.
///
/// Values of up to 128 bits are held inline (no allocation); the
/// arithmetic (wrapping, as LLVM's) is in its `arith` module.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct APInt {
    width: u32,
    words: SmallVec<[u64; 2]>,
}

mod arith;

fn words_for(width: u32) -> usize {
    (width as usize).div_ceil(64)
}

impl APInt {
    /// The pattern of `words` (least significant first) truncated to
    /// `width` bits.
    pub fn from_words(width: u32, words: &[u64]) -> APInt {
        let mut v = APInt {
            width,
            words: words.iter().copied().take(words_for(width)).collect(),
        };
        v.words.resize(words_for(width), 0);
        v.clear_unused_bits();
        v
    }

    /// `value` sign-extended or truncated to `width` bits.
    pub fn from_i128(width: u32, value: i128) -> APInt {
        let fill = if value < 0 { u64::MAX } else { 0 };
        let n = words_for(width);
        let mut words: SmallVec<[u64; 2]> = SmallVec::from_elem(fill, n);
        for (i, w) in words.iter_mut().take(2).enumerate() {
            *w = (value >> (64 * i)) as u64;
        }
        let mut v = APInt { width, words };
        v.clear_unused_bits();
        v
    }

    fn clear_unused_bits(&mut self) {
        let used = self.width % 64;
        if used != 0 {
            if let Some(last) = self.words.last_mut() {
                *last &= (1u64 << used) - 1;
            }
        }
    }

    /// The width in bits.
    pub fn width(&self) -> u32 {
        self.width
    }

    /// The bits, least significant word first.
    pub fn words(&self) -> &[u64] {
        &self.words
    }

    /// Whether the top bit (the sign of a signed reading) is set.
    pub fn is_sign_bit_set(&self) -> bool {
        self.width > 0 && {
            let top = self.width - 1;
            (self.words[(top / 64) as usize] >> (top % 64)) & 1 == 1
        }
    }

    /// The two's complement negation (modulo 2^width).
    pub fn negate(&mut self) {
        let mut carry = true;
        for w in &mut self.words {
            let (v, c) = (!*w).overflowing_add(u64::from(carry));
            *w = v;
            carry = c;
        }
        self.clear_unused_bits();
    }

    /// The value read as signed (`signed`) or unsigned, if it fits in `i128`.
    pub fn to_i128(&self, signed: bool) -> Option<i128> {
        let neg = signed && self.is_sign_bit_set();
        let mut magnitude = self.clone();
        if neg {
            magnitude.negate();
        }
        if magnitude.words.iter().skip(2).any(|&w| w != 0) {
            return None;
        }
        let low = magnitude.words.first().copied().unwrap_or(0) as u128;
        let high = magnitude.words.get(1).copied().unwrap_or(0) as u128;
        let m = low | (high << 64);
        // (-2^127 is the one magnitude above i128::MAX that fits.)
        if neg {
            0i128.checked_sub_unsigned(m)
        } else {
            i128::try_from(m).ok()
        }
    }

    /// The decimal text of the value read as signed or unsigned.
    pub fn to_decimal(&self, signed: bool) -> String {
        let neg = signed && self.is_sign_bit_set();
        let mut m = self.words.to_vec();
        if neg {
            let mut t = self.clone();
            t.negate();
            // (-2^(w-1) negates to itself: its magnitude is the pattern.)
            m = if t.is_sign_bit_set() && t == *self {
                self.words.to_vec()
            } else {
                t.words.to_vec()
            };
        }
        let mut chunks = Vec::new();
        const TEN19: u64 = 10_000_000_000_000_000_000;
        while m.iter().any(|&w| w != 0) {
            let mut rem: u128 = 0;
            for w in m.iter_mut().rev() {
                let cur = (rem << 64) | *w as u128;
                *w = (cur / TEN19 as u128) as u64;
                rem = cur % TEN19 as u128;
            }
            while m.last() == Some(&0) {
                m.pop();
            }
            chunks.push(rem as u64);
        }
        let mut out = String::from(if neg { "-" } else { "" });
        match chunks.split_last() {
            None => out.push('0'),
            Some((top, rest)) => {
                out.push_str(&top.to_string());
                for c in rest.iter().rev() {
                    out.push_str(&format!("{c:019}"));
                }
            }
        }
        out
    }
}

/// The magnitude of a literal's digits (decimal, or hexadecimal without the
/// `0x`), least significant word first, with no zero words on top.
pub(crate) fn parse_magnitude(digits: &str, hex: bool) -> Vec<u64> {
    let mut words: Vec<u64> = Vec::new();
    let mul_add = |words: &mut Vec<u64>, mul: u64, add: u64| {
        let mut carry = add as u128;
        for w in words.iter_mut() {
            let cur = *w as u128 * mul as u128 + carry;
            *w = cur as u64;
            carry = cur >> 64;
        }
        if carry != 0 {
            words.push(carry as u64);
        }
    };
    if hex {
        // Sixteen digits a word, from the least significant end.
        let b = digits.as_bytes();
        let mut end = b.len();
        while end > 0 {
            let start = end.saturating_sub(16);
            let chunk = std::str::from_utf8(&b[start..end]).unwrap_or("0");
            words.push(u64::from_str_radix(chunk, 16).unwrap_or(0));
            end = start;
        }
    } else {
        // Nineteen digits at a time.
        for chunk in digits.as_bytes().chunks(19) {
            let text = std::str::from_utf8(chunk).unwrap_or("0");
            let value: u64 = text.parse().unwrap_or(0);
            mul_add(&mut words, 10u64.pow(chunk.len() as u32), value);
        }
    }
    while words.last() == Some(&0) {
        words.pop();
    }
    words
}

/// The number of significant bits of a magnitude.
pub(crate) fn magnitude_bits(words: &[u64]) -> u64 {
    match words.iter().rposition(|&w| w != 0) {
        Some(i) => i as u64 * 64 + (64 - words[i].leading_zeros() as u64),
        None => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimal_text_and_i128_readings() {
        let two128 = parse_magnitude("340282366920938463463374607431768211456", false);
        assert_eq!(two128, vec![0, 0, 1]);
        let v = APInt::from_words(256, &two128);
        assert_eq!(
            v.to_decimal(true),
            "340282366920938463463374607431768211456"
        );
        assert_eq!(v.to_i128(true), None);
        let mut m = v.clone();
        m.negate();
        assert_eq!(
            m.to_decimal(true),
            "-340282366920938463463374607431768211456"
        );
        assert_eq!(APInt::from_i128(256, -1).to_decimal(true), "-1");
        assert_eq!(APInt::from_i128(256, -1).to_i128(true), Some(-1));
        assert_eq!(
            APInt::from_i128(256, -1).to_decimal(false),
            "115792089237316195423570985008687907853269984665640564039457584007913129639935"
        );
        let min = APInt::from_words(256, &[0, 0, 0, 1 << 63]);
        assert_eq!(
            min.to_decimal(true),
            "-57896044618658097711785492504343953926634992332820282019728792003956564819968"
        );
        assert_eq!(APInt::from_i128(200, 5).to_decimal(true), "5");
        assert_eq!(
            APInt::from_i128(129, i128::MIN).to_i128(true),
            Some(i128::MIN)
        );
        assert_eq!(
            parse_magnitude("FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF", true),
            vec![u64::MAX, u64::MAX, 0xFF]
        );
        assert_eq!(magnitude_bits(&[0, 1]), 65);
        assert_eq!(APInt::from_words(0, &[]).to_decimal(false), "0");
    }
}
