//! Target-independent folding (upstream `IndexOps.cpp`'s fold utilities):
//! index values are folded in 64-bit arithmetic, and an op whose low 32
//! bits depend on the high ones folds only when the 64-bit result truncated
//! to 32 bits is the 32-bit result.
//!
//! A value of `width` bits (32 or 64) is held sign-extended in an `i64`.

use ir::{AttrData, Attribute, Context, FoldResult, OpFoldResult};

/// `v` truncated to `width` bits, sign-extended back (`APInt::trunc`).
pub(crate) fn norm(v: i64, width: u32) -> i64 {
    if width >= 64 {
        v
    } else {
        let shift = 64 - width;
        (v << shift) >> shift
    }
}

/// `v`'s `width` bits read as unsigned.
pub(crate) fn unsigned(v: i64, width: u32) -> u64 {
    if width >= 64 {
        v as u64
    } else {
        (v as u64) & ((1u64 << width) - 1)
    }
}

/// The value of an integer attribute (`dyn_cast<IntegerAttr>`) as an index
/// value (its low 64 bits).
pub(crate) fn index_value(ctx: &Context, attr: Option<Attribute>) -> Option<i64> {
    match ctx.attr_data(attr?) {
        AttrData::Integer { value, .. } => Some(*value as i64),
        _ => None,
    }
}

/// `value` as an `index` attribute.
pub(crate) fn index_attr(ctx: &mut Context, value: i64) -> FoldResult {
    let attr = ctx.index_attr(value);
    FoldResult::single(OpFoldResult::Attr(attr))
}

/// Both operands' constant values, if they are integers.
fn both(ctx: &Context, operands: &[Option<Attribute>]) -> Option<(i64, i64)> {
    Some((
        index_value(ctx, operands[0])?,
        index_value(ctx, operands[1])?,
    ))
}

/// A binary computation at a width: `None` when it must not fold.
pub(crate) type Calc = fn(i64, i64, u32) -> Option<i64>;

/// `foldBinaryOpUnchecked`: for computations whose low 32 bits depend only
/// on the operands' low 32 bits.
pub(crate) fn fold_unchecked(
    ctx: &mut Context,
    operands: &[Option<Attribute>],
    calc: Calc,
) -> FoldResult {
    let Some((lhs, rhs)) = both(ctx, operands) else {
        return FoldResult::Failure;
    };
    match calc(lhs, rhs, 64) {
        Some(r) => index_attr(ctx, r),
        None => FoldResult::Failure,
    }
}

/// `foldBinaryOpChecked`: folds only when the 64-bit result truncated to
/// 32 bits is the 32-bit result of the truncated operands.
pub(crate) fn fold_checked(
    ctx: &mut Context,
    operands: &[Option<Attribute>],
    calc: Calc,
) -> FoldResult {
    let Some((lhs, rhs)) = both(ctx, operands) else {
        return FoldResult::Failure;
    };
    let Some(r64) = calc(lhs, rhs, 64) else {
        return FoldResult::Failure;
    };
    let Some(r32) = calc(norm(lhs, 32), norm(rhs, 32), 32) else {
        return FoldResult::Failure;
    };
    if norm(r64, 32) != r32 {
        return FoldResult::Failure;
    }
    index_attr(ctx, r64)
}

/// `a + b`.
pub(crate) fn add(a: i64, b: i64, w: u32) -> Option<i64> {
    Some(norm(a.wrapping_add(b), w))
}

/// `a - b`.
pub(crate) fn sub(a: i64, b: i64, w: u32) -> Option<i64> {
    Some(norm(a.wrapping_sub(b), w))
}

/// `a * b`.
pub(crate) fn mul(a: i64, b: i64, w: u32) -> Option<i64> {
    Some(norm(a.wrapping_mul(b), w))
}

/// Signed division rounding towards zero (`APInt::sdiv`, which wraps on
/// overflow); not by zero.
fn sdiv(a: i64, b: i64, w: u32) -> i64 {
    norm(a.wrapping_div(b), w)
}

/// `divs`.
pub(crate) fn divs(a: i64, b: i64, w: u32) -> Option<i64> {
    (b != 0).then(|| sdiv(a, b, w))
}

/// `divu`.
pub(crate) fn divu(a: i64, b: i64, w: u32) -> Option<i64> {
    (b != 0).then(|| norm((unsigned(a, w) / unsigned(b, w)) as i64, w))
}

/// `ceildivs(n, m)`: with `x = m > 0 ? -1 : 1`, `n*m > 0 ? (n+x)/m + 1 :
/// -(-n/m)` (neither can overflow).
pub(crate) fn ceildivs(n: i64, m: i64, w: u32) -> Option<i64> {
    if m == 0 {
        return None;
    }
    if n == 0 {
        return Some(n);
    }
    let m_pos = m > 0;
    if (n > 0) != m_pos {
        return Some(norm(
            sdiv(norm(n.wrapping_neg(), w), m, w).wrapping_neg(),
            w,
        ));
    }
    let x = if m_pos { -1 } else { 1 };
    Some(norm(
        sdiv(norm(n.wrapping_add(x), w), m, w).wrapping_add(1),
        w,
    ))
}

/// `ceildivu(n, m)`: `n == 0 ? 0 : (n-1)/m + 1`.
pub(crate) fn ceildivu(n: i64, m: i64, w: u32) -> Option<i64> {
    if m == 0 {
        return None;
    }
    if n == 0 {
        return Some(n);
    }
    let q = (unsigned(n, w) - 1) / unsigned(m, w);
    Some(norm(q.wrapping_add(1) as i64, w))
}

/// `floordivs(n, m)`: with `x = m < 0 ? 1 : -1`, `n*m < 0 ? -1 - (x-n)/m :
/// n/m`.
pub(crate) fn floordivs(n: i64, m: i64, w: u32) -> Option<i64> {
    if m == 0 {
        return None;
    }
    if n == 0 {
        return Some(n);
    }
    let m_neg = m < 0;
    if (n < 0) == m_neg {
        return Some(sdiv(n, m, w));
    }
    let x: i64 = if m_neg { 1 } else { -1 };
    Some(norm(
        (-1i64).wrapping_sub(sdiv(norm(x.wrapping_sub(n), w), m, w)),
        w,
    ))
}

/// `rems` (`APInt::srem`).
pub(crate) fn rems(a: i64, b: i64, w: u32) -> Option<i64> {
    (b != 0).then(|| norm(a.wrapping_rem(b), w))
}

/// `remu`.
pub(crate) fn remu(a: i64, b: i64, w: u32) -> Option<i64> {
    (b != 0).then(|| norm((unsigned(a, w) % unsigned(b, w)) as i64, w))
}

/// `maxs`.
pub(crate) fn maxs(a: i64, b: i64, _: u32) -> Option<i64> {
    Some(if a > b { a } else { b })
}

/// `maxu`.
pub(crate) fn maxu(a: i64, b: i64, w: u32) -> Option<i64> {
    Some(if unsigned(a, w) > unsigned(b, w) {
        a
    } else {
        b
    })
}

/// `mins`.
pub(crate) fn mins(a: i64, b: i64, _: u32) -> Option<i64> {
    Some(if a < b { a } else { b })
}

/// `minu`.
pub(crate) fn minu(a: i64, b: i64, w: u32) -> Option<i64> {
    Some(if unsigned(a, w) < unsigned(b, w) {
        a
    } else {
        b
    })
}

/// `shl`: not by 32 or more (undefined on 32-bit targets).
pub(crate) fn shl(a: i64, b: i64, w: u32) -> Option<i64> {
    (unsigned(b, w) < 32).then(|| norm(a << unsigned(b, w), w))
}

/// `shrs`: not by 32 or more.
pub(crate) fn shrs(a: i64, b: i64, w: u32) -> Option<i64> {
    (unsigned(b, w) < 32).then(|| a >> unsigned(b, w))
}

/// `shru`: not by 32 or more.
pub(crate) fn shru(a: i64, b: i64, w: u32) -> Option<i64> {
    (unsigned(b, w) < 32).then(|| norm((unsigned(a, w) >> unsigned(b, w)) as i64, w))
}

/// `and`.
pub(crate) fn and(a: i64, b: i64, _: u32) -> Option<i64> {
    Some(a & b)
}

/// `or`.
pub(crate) fn or(a: i64, b: i64, _: u32) -> Option<i64> {
    Some(a | b)
}

/// `xor`.
pub(crate) fn xor(a: i64, b: i64, _: u32) -> Option<i64> {
    Some(a ^ b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn divisions_round_as_upstream() {
        assert_eq!(ceildivs(7, -2, 64), Some(-3));
        assert_eq!(ceildivs(7, 2, 64), Some(4));
        assert_eq!(ceildivs(-7, -2, 64), Some(4));
        assert_eq!(floordivs(5, -2, 64), Some(-3));
        assert_eq!(floordivs(-5, -2, 64), Some(2));
        assert_eq!(ceildivu(6, -2, 64), Some(1));
        assert_eq!(divu(6, -2, 64), Some(0));
        assert_eq!(divs(i64::MIN, -1, 64), Some(i64::MIN));
        assert_eq!(
            divs(norm(i32::MIN as i64, 32), -1, 32),
            Some(i32::MIN as i64)
        );
        assert_eq!(rems(6, -2, 64), Some(0));
        assert_eq!(remu(6, -2, 64), Some(6));
        assert_eq!(divs(3, 0, 64), None);
    }

    #[test]
    fn shifts_stop_at_32() {
        assert_eq!(shl(1, 31, 32), Some(i32::MIN as i64));
        assert_eq!(shl(1, 32, 64), None);
        assert_eq!(shru(-1, 4, 32), Some(0x0fff_ffff));
        assert_eq!(shrs(-16, 2, 64), Some(-4));
    }
}
