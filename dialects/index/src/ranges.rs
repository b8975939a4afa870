//! Integer range inference (upstream `InferIntRangeInterfaceImpls.cpp` and
//! the parts of `InferIntRangeCommon.cpp` it needs): exact ranges of
//! constants, `sizeof`'s `[32, 64]`, casts through extension and
//! truncation, comparisons decided for both 32- and 64-bit targets, and
//! `add`, `sub`, `mul`, `divu`, `min*`, `max*` computed for both widths.
//! The other binary ops (signed and ceil/floor divisions, remainders,
//! shifts, bitwise ops) give the full range of `index`: sound, but looser
//! than upstream's, whose transfer functions for them are not ported yet.

use crate::{CmpOp, IndexCmpPredicate};
use ir::interfaces::ConstantIntRanges as Ranges;
use ir::{Context, Operation, Type, Value};

/// The narrowest width an `index` can have on a target.
const INDEX_MIN_WIDTH: u32 = 32;

/// `width` bits of `v`, sign-extended.
fn sext(v: u128, width: u32) -> i128 {
    if width >= 128 {
        return v as i128;
    }
    let s = 128 - width;
    ((v << s) as i128) >> s
}

/// `width` bits of `v`, zero-extended.
fn zext(v: i128, width: u32) -> u128 {
    if width >= 128 {
        v as u128
    } else {
        (v as u128) & ((1u128 << width) - 1)
    }
}

/// `extRange`: both interpretations extended.
fn ext(r: &Ranges, width: u32) -> Ranges {
    Ranges::new(width, r.umin(), r.umax(), r.smin(), r.smax())
}

/// `extUIRange` and `extSIRange`.
fn ext_signed_or_not(r: &Ranges, width: u32, signed: bool) -> Ranges {
    if signed {
        Ranges::from_signed(width, r.smin(), r.smax())
    } else {
        Ranges::from_unsigned(width, r.umin(), r.umax())
    }
}

/// `truncRange`: a bound that rolls over becomes the full range.
pub(crate) fn trunc(r: &Ranges, width: u32) -> Ranges {
    let high_u = |v: u128| if width >= 128 { 0 } else { v >> width };
    let (umin, umax) = if high_u(r.umin()) != high_u(r.umax()) {
        (0, zext(-1, width))
    } else {
        (zext(r.umin() as i128, width), zext(r.umax() as i128, width))
    };
    let high_s = |v: i128| v >> (width - 1).min(127);
    let (lo, hi) = (high_s(r.smin()), high_s(r.smax()));
    let overflow = lo != hi && !(lo == -1 && (hi == -1 || hi == 0)) && !(lo == 0 && hi == 0);
    let (smin, smax) = if overflow {
        (
            sext(1u128 << (width - 1), width),
            sext((1u128 << (width - 1)) - 1, width),
        )
    } else {
        (
            sext(zext(r.smin(), width), width),
            sext(zext(r.smax(), width), width),
        )
    };
    Ranges::new(width, umin, umax, smin, smax)
}

/// The predicate that holds exactly when `p` does not.
fn invert(p: IndexCmpPredicate) -> IndexCmpPredicate {
    use IndexCmpPredicate::*;
    match p {
        Eq => Ne,
        Ne => Eq,
        Slt => Sge,
        Sle => Sgt,
        Sgt => Sle,
        Sge => Slt,
        Ult => Uge,
        Ule => Ugt,
        Ugt => Ule,
        Uge => Ult,
    }
}

/// Whether `p` holds for every pair of values in the ranges.
fn statically_true(p: IndexCmpPredicate, l: &Ranges, r: &Ranges) -> bool {
    use IndexCmpPredicate::*;
    match p {
        Sle => l.smax() <= r.smin(),
        Slt => l.smax() < r.smin(),
        Ule => l.umax() <= r.umin(),
        Ult => l.umax() < r.umin(),
        Sge => l.smin() >= r.smax(),
        Sgt => l.smin() > r.smax(),
        Uge => l.umin() >= r.umax(),
        Ugt => l.umin() > r.umax(),
        Eq => matches!((l.constant_value(), r.constant_value()), (Some(a), Some(b)) if a == b),
        // Neither interpretation may overlap.
        Ne => {
            (statically_true(Slt, l, r) || statically_true(Sgt, l, r))
                && (statically_true(Ult, l, r) || statically_true(Ugt, l, r))
        }
    }
}

/// `intrange::evaluatePred`: the comparison's value when the ranges decide
/// it.
pub(crate) fn evaluate_pred(p: IndexCmpPredicate, l: &Ranges, r: &Ranges) -> Option<bool> {
    if statically_true(p, l, r) {
        Some(true)
    } else if statically_true(invert(p), l, r) {
        Some(false)
    } else {
        None
    }
}

/// Which interpretation of a result must agree on 32- and 64-bit targets
/// for the 64-bit range to stand (`intrange::CmpMode`).
#[derive(Clone, Copy)]
enum Mode {
    Both,
    Signed,
    Unsigned,
}

/// A range transfer function of two operands.
type Infer = fn(&Ranges, &Ranges) -> Ranges;

/// `inferIndexOp`: the 64-bit result when the 32-bit one is its
/// truncation (in `mode`), else their union.
fn index_op(f: Infer, l: &Ranges, r: &Ranges, mode: Mode) -> Ranges {
    let sixty_four = f(l, r);
    let thirty_two = f(&trunc(l, INDEX_MIN_WIDTH), &trunc(r, INDEX_MIN_WIDTH));
    let narrowed = trunc(&sixty_four, INDEX_MIN_WIDTH);
    let agree = match mode {
        Mode::Both => thirty_two == narrowed,
        Mode::Signed => {
            (thirty_two.smin(), thirty_two.smax()) == (narrowed.smin(), narrowed.smax())
        }
        Mode::Unsigned => {
            (thirty_two.umin(), thirty_two.umax()) == (narrowed.umin(), narrowed.umax())
        }
    };
    if agree {
        sixty_four
    } else {
        sixty_four.range_union(&ext(&thirty_two, 64))
    }
}

/// The largest unsigned value of `w` bits.
fn umax_of(w: u32) -> u128 {
    zext(-1, w)
}

/// `v` if it fits `w` signed bits (the `*_ov` operations' no-overflow case).
fn fits_signed(v: Option<i128>, w: u32) -> Option<i128> {
    let half = 1i128 << (w - 1);
    v.filter(|&v| (-half..half).contains(&v))
}

/// `v` if it fits `w` unsigned bits.
fn fits_unsigned(v: Option<u128>, w: u32) -> Option<u128> {
    v.filter(|&v| v <= umax_of(w))
}

/// `computeBoundsBy`: the range from the results at the bounds, or the full
/// range when either overflows.
fn bounds<T>(w: u32, lo: Option<T>, hi: Option<T>, make: fn(u32, T, T) -> Ranges) -> Ranges {
    match (lo, hi) {
        (Some(lo), Some(hi)) => make(w, lo, hi),
        _ => Ranges::max_range(w),
    }
}

/// `inferAdd` (no overflow flags).
fn add(l: &Ranges, r: &Ranges) -> Ranges {
    let w = l.width();
    let u = |a: u128, b: u128| fits_unsigned(a.checked_add(b), w);
    let s = |a: i128, b: i128| fits_signed(a.checked_add(b), w);
    let urange = bounds(
        w,
        u(l.umin(), r.umin()),
        u(l.umax(), r.umax()),
        Ranges::from_unsigned,
    );
    let srange = bounds(
        w,
        s(l.smin(), r.smin()),
        s(l.smax(), r.smax()),
        Ranges::from_signed,
    );
    urange.intersection(&srange)
}

/// `inferSub` (no overflow flags).
fn sub(l: &Ranges, r: &Ranges) -> Ranges {
    let w = l.width();
    let u = |a: u128, b: u128| a.checked_sub(b);
    let s = |a: i128, b: i128| fits_signed(a.checked_sub(b), w);
    let urange = bounds(
        w,
        u(l.umin(), r.umax()),
        u(l.umax(), r.umin()),
        Ranges::from_unsigned,
    );
    let srange = bounds(
        w,
        s(l.smin(), r.smax()),
        s(l.smax(), r.smin()),
        Ranges::from_signed,
    );
    urange.intersection(&srange)
}

/// `minMaxBy`: the range of `op` over the corners, or the full range when
/// one overflows.
fn corners<T: Copy + Ord>(
    w: u32,
    lhs: [T; 2],
    rhs: [T; 2],
    op: impl Fn(T, T) -> Option<T>,
    make: fn(u32, T, T) -> Ranges,
) -> Ranges {
    let mut results = Vec::with_capacity(4);
    for a in lhs {
        for b in rhs {
            match op(a, b) {
                Some(v) => results.push(v),
                None => return Ranges::max_range(w),
            }
        }
    }
    let (lo, hi) = (results.iter().min(), results.iter().max());
    bounds(w, lo.copied(), hi.copied(), make)
}

/// `inferMul` (no overflow flags).
fn mul(l: &Ranges, r: &Ranges) -> Ranges {
    let w = l.width();
    let urange = corners(
        w,
        [l.umin(), l.umax()],
        [r.umin(), r.umax()],
        |a, b| fits_unsigned(a.checked_mul(b), w),
        Ranges::from_unsigned,
    );
    let srange = corners(
        w,
        [l.smin(), l.smax()],
        [r.smin(), r.smax()],
        |a, b| fits_signed(a.checked_mul(b), w),
        Ranges::from_signed,
    );
    urange.intersection(&srange)
}

/// `inferDivU`: the full range when the divisor may be zero.
fn divu(l: &Ranges, r: &Ranges) -> Ranges {
    if r.umin() == 0 {
        return Ranges::max_range(l.width());
    }
    corners(
        l.width(),
        [l.umin(), l.umax()],
        [r.umin(), r.umax()],
        |a, b| Some(a / b),
        Ranges::from_unsigned,
    )
}

/// `inferMaxS`.
fn maxs(l: &Ranges, r: &Ranges) -> Ranges {
    Ranges::from_signed(l.width(), l.smin().max(r.smin()), l.smax().max(r.smax()))
}

/// `inferMaxU`.
fn maxu(l: &Ranges, r: &Ranges) -> Ranges {
    Ranges::from_unsigned(l.width(), l.umin().max(r.umin()), l.umax().max(r.umax()))
}

/// `inferMinS`.
fn mins(l: &Ranges, r: &Ranges) -> Ranges {
    Ranges::from_signed(l.width(), l.smin().min(r.smin()), l.smax().min(r.smax()))
}

/// `inferMinU`.
fn minu(l: &Ranges, r: &Ranges) -> Ranges {
    Ranges::from_unsigned(l.width(), l.umin().min(r.umin()), l.umax().min(r.umax()))
}

/// The range of a binary op's result: upstream's transfer functions for
/// `add`, `sub`, `mul`, `divu`, `min*` and `max*` through
/// [`index_op`]; the full range of `index` for the others.
pub(crate) fn binary(
    ctx: &Context,
    op: Operation,
    arg_ranges: &[Ranges],
    set_result_range: &mut dyn FnMut(Value, Ranges),
) {
    let result = ctx.result(op, 0);
    let (Some(l), Some(r)) = (arg_ranges.first(), arg_ranges.get(1)) else {
        set_result_range(result, Ranges::max_range(64));
        return;
    };
    let (f, mode): (Infer, Mode) = match ctx.op_name_of(op) {
        "index.add" => (add, Mode::Both),
        "index.sub" => (sub, Mode::Both),
        "index.mul" => (mul, Mode::Both),
        "index.divu" => (divu, Mode::Unsigned),
        "index.maxs" => (maxs, Mode::Signed),
        "index.maxu" => (maxu, Mode::Unsigned),
        "index.mins" => (mins, Mode::Signed),
        "index.minu" => (minu, Mode::Unsigned),
        _ => {
            set_result_range(result, Ranges::max_range(64));
            return;
        }
    };
    set_result_range(result, index_op(f, l, r, mode));
}

/// The storage width of an integer or `index` type (`index`: 64).
fn storage_width(ctx: &Context, ty: Type) -> Option<u32> {
    if ctx.is_index(ty) {
        Some(64)
    } else {
        ctx.type_as_integer(ty).map(|(w, _)| w)
    }
}

/// `makeLikeDest`.
fn like_dest(r: &Ranges, from: u32, to: u32, signed: bool) -> Ranges {
    match from.cmp(&to) {
        std::cmp::Ordering::Less => ext_signed_or_not(r, to, signed),
        std::cmp::Ordering::Greater => trunc(r, to),
        std::cmp::Ordering::Equal => *r,
    }
}

/// `inferIndexCast`: to `index`, the union of the 64-bit cast and the
/// 32-bit one extended.
pub(crate) fn cast(
    ctx: &Context,
    op: Operation,
    arg_ranges: &[Ranges],
    signed: bool,
    set_result_range: &mut dyn FnMut(Value, Ranges),
) {
    let (src, dst) = (
        ctx.value_type(ctx.operand(op, 0)),
        ctx.value_type(ctx.result(op, 0)),
    );
    let (Some(r), Some(from), Some(to)) = (
        arg_ranges.first(),
        storage_width(ctx, src),
        storage_width(ctx, dst),
    ) else {
        return;
    };
    if from > 128 || to > 128 {
        return;
    }
    let range = if ctx.is_index(src) {
        like_dest(r, from, to, signed)
    } else {
        let storage = like_dest(r, from, to, signed);
        let narrow = ext(&like_dest(r, from, INDEX_MIN_WIDTH, signed), to);
        storage.range_union(&narrow)
    };
    set_result_range(ctx.result(op, 0), range);
}

/// A comparison known on both 32- and 64-bit targets is a constant.
pub(crate) fn cmp(
    ctx: &Context,
    op: CmpOp,
    arg_ranges: &[Ranges],
    set_result_range: &mut dyn FnMut(Value, Ranges),
) {
    let (Some(l), Some(r)) = (arg_ranges.first(), arg_ranges.get(1)) else {
        return;
    };
    let p = op.pred(ctx);
    let v64 = evaluate_pred(p, l, r);
    let v32 = evaluate_pred(p, &trunc(l, INDEX_MIN_WIDTH), &trunc(r, INDEX_MIN_WIDTH));
    let (min, max) = match (v64, v32) {
        (Some(true), Some(true)) => (1, 1),
        (Some(false), Some(false)) => (0, 0),
        _ => (0, 1),
    };
    set_result_range(op.result(ctx), Ranges::from_unsigned(1, min, max));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn truncation_keeps_ranges_that_do_not_roll_over() {
        let r = trunc(&Ranges::from_signed(16, 256, 258), 8);
        assert_eq!((r.umin(), r.umax(), r.smin(), r.smax()), (0, 2, 0, 2));
        let r = trunc(&Ranges::from_signed(16, 255, 257), 8);
        assert_eq!(
            (r.umin(), r.umax(), r.smin(), r.smax()),
            (0, 255, -128, 127)
        );
    }

    #[test]
    fn index_arithmetic_holds_on_both_widths() {
        // `minu(x, 0xfffffffe) + 1 >= 1` on 32 and 64 bits (upstream's
        // int-range-inference.mlir).
        let x = Ranges::from_unsigned(64, 0, 0xffff_fffe);
        let one = Ranges::constant(64, 1);
        let sum = index_op(add, &x, &one, Mode::Both);
        assert_eq!((sum.umin(), sum.umax()), (1, 0xffff_ffff));
        // With 0xffffffff the sum may reach 2^32, which wraps to 0 on 32
        // bits: a comparison with 1 is decided on 64 bits only.
        let x = Ranges::from_unsigned(64, 0, 0xffff_ffff);
        let sum = index_op(add, &x, &one, Mode::Both);
        assert_eq!((sum.umin(), sum.umax()), (1, 0x1_0000_0000));
        let uge = IndexCmpPredicate::Uge;
        assert_eq!(evaluate_pred(uge, &sum, &one), Some(true));
        let narrow = |r: &Ranges| trunc(r, INDEX_MIN_WIDTH);
        assert_eq!(evaluate_pred(uge, &narrow(&sum), &narrow(&one)), None);
        let p = mul(
            &Ranges::from_signed(64, -2, 3),
            &Ranges::from_signed(64, 4, 5),
        );
        assert_eq!((p.smin(), p.smax()), (-10, 15));
    }

    #[test]
    fn predicates_decided_by_ranges() {
        let l = Ranges::from_signed(64, 0, 10);
        let r = Ranges::constant(64, 20);
        assert_eq!(evaluate_pred(IndexCmpPredicate::Slt, &l, &r), Some(true));
        assert_eq!(evaluate_pred(IndexCmpPredicate::Sgt, &l, &r), Some(false));
        assert_eq!(
            evaluate_pred(IndexCmpPredicate::Eq, &l, &Ranges::constant(64, 5)),
            None
        );
    }
}
