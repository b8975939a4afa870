//! Integer range inference (upstream `InferIntRangeInterfaceImpls.cpp` and
//! the parts of `InferIntRangeCommon.cpp` it needs): exact ranges of
//! constants, `sizeof`'s `[32, 64]`, casts through extension and
//! truncation, comparisons decided for both 32- and 64-bit targets. The
//! other binary ops give the full range of `index` (sound, but looser than
//! upstream's arithmetic on ranges, which is not ported yet).

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

/// The full range of a binary op's `index` result.
pub(crate) fn binary(
    ctx: &Context,
    op: Operation,
    _arg_ranges: &[Ranges],
    set_result_range: &mut dyn FnMut(Value, Ranges),
) {
    set_result_range(ctx.result(op, 0), Ranges::max_range(64));
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
