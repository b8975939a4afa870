//! Integer range inference shared by the dialects (MLIR's
//! `Interfaces/Utils/InferIntRangeCommon.cpp`): the transfer functions of
//! addition, subtraction and multiplication (with `nsw`/`nuw`), the
//! divisions and remainders, min/max, bitwise ops, shifts, extensions and
//! truncations, comparisons, and `index` ops computed for both 32- and
//! 64-bit targets. Bounds are `width`-bit patterns held in `u128`, so
//! widths up to 128 are exact.

use super::types::{smax_of, smin_of, to_signed, umax_of, ConstantIntRanges as Ranges};

/// The narrowest width an `index` has on a target (`indexMinWidth`).
pub const INDEX_MIN_WIDTH: u32 = 32;
/// The widest width an `index` has on a target (`indexMaxWidth`).
pub const INDEX_MAX_WIDTH: u32 = 64;

/// `nsw` and `nuw` of an integer op (`intrange::OverflowFlags`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct OverflowFlags {
    /// No signed wrap.
    pub nsw: bool,
    /// No unsigned wrap.
    pub nuw: bool,
}

/// A comparison predicate, in the order of `arith.cmpi`'s and
/// `index.cmp`'s (`intrange::CmpPredicate`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[allow(missing_docs)]
pub enum CmpPredicate {
    Eq,
    Ne,
    Slt,
    Sle,
    Sgt,
    Sge,
    Ult,
    Ule,
    Ugt,
    Uge,
}

impl CmpPredicate {
    /// The predicate of value `v` (0 is `eq`, 9 is `uge`).
    pub fn from_value(v: u64) -> Option<Self> {
        use CmpPredicate::*;
        [Eq, Ne, Slt, Sle, Sgt, Sge, Ult, Ule, Ugt, Uge]
            .get(usize::try_from(v).ok()?)
            .copied()
    }
    fn invert(self) -> Self {
        use CmpPredicate::*;
        match self {
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
}

/// Which interpretation of an `index` result must agree on both widths
/// for the 64-bit result to be kept (`intrange::CmpMode`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum CmpMode {
    /// Both bounds.
    Both,
    /// The signed bounds.
    Signed,
    /// The unsigned bounds.
    Unsigned,
}

/// A `width`-bit value (the parts of `APInt` the transfer functions use).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Int {
    w: u32,
    bits: u128,
}

impl Int {
    fn u(w: u32, bits: u128) -> Int {
        Int {
            w,
            bits: bits & umax_of(w),
        }
    }
    fn s(w: u32, v: i128) -> Int {
        Int::u(w, v as u128)
    }
    fn sv(self) -> i128 {
        to_signed(self.bits, self.w)
    }
    fn is_neg(self) -> bool {
        self.sv() < 0
    }
    fn lt(self, o: Int, signed: bool) -> bool {
        if signed {
            self.sv() < o.sv()
        } else {
            self.bits < o.bits
        }
    }
    fn countl_zero(self) -> u32 {
        self.w - (128 - self.bits.leading_zeros())
    }
    fn countl_one(self) -> u32 {
        Int::u(self.w, !self.bits).countl_zero()
    }
    fn fits_signed(self, v: Option<i128>) -> Option<Int> {
        v.filter(|&v| v >= smin_of(self.w) && v <= smax_of(self.w))
            .map(|v| Int::s(self.w, v))
    }
    fn fits_unsigned(self, v: Option<u128>) -> Option<Int> {
        v.filter(|&v| v <= umax_of(self.w))
            .map(|v| Int::u(self.w, v))
    }
    fn umax(self) -> Int {
        Int::u(self.w, umax_of(self.w))
    }
    fn smin(self) -> Int {
        Int::s(self.w, smin_of(self.w))
    }
    fn smax(self) -> Int {
        Int::s(self.w, smax_of(self.w))
    }
    fn uadd_ov(self, o: Int) -> Option<Int> {
        self.fits_unsigned(self.bits.checked_add(o.bits))
    }
    fn sadd_ov(self, o: Int) -> Option<Int> {
        self.fits_signed(self.sv().checked_add(o.sv()))
    }
    fn usub_ov(self, o: Int) -> Option<Int> {
        self.fits_unsigned(self.bits.checked_sub(o.bits))
    }
    fn ssub_ov(self, o: Int) -> Option<Int> {
        self.fits_signed(self.sv().checked_sub(o.sv()))
    }
    fn umul_ov(self, o: Int) -> Option<Int> {
        self.fits_unsigned(self.bits.checked_mul(o.bits))
    }
    fn smul_ov(self, o: Int) -> Option<Int> {
        self.fits_signed(self.sv().checked_mul(o.sv()))
    }
    /// `ushl_ov`: overflow when bits set are shifted out.
    fn ushl_ov(self, r: Int) -> Option<Int> {
        if r.bits >= u128::from(self.w) || r.bits > u128::from(self.countl_zero()) {
            return None;
        }
        Some(Int::u(self.w, self.bits << r.bits))
    }
    /// `sshl_ov`: overflow when the sign bit changes on the way.
    fn sshl_ov(self, r: Int) -> Option<Int> {
        if r.bits >= u128::from(self.w) {
            return None;
        }
        let room = if self.is_neg() {
            self.countl_one()
        } else {
            self.countl_zero()
        };
        if r.bits >= u128::from(room) {
            return None;
        }
        Some(Int::u(self.w, self.bits << r.bits))
    }
    /// `sdiv_ov`; a zero divisor (an empty range's bound) gives up
    /// instead of trapping.
    fn sdiv_ov(self, o: Int) -> Option<Int> {
        if self == self.smin() && o.sv() == -1 {
            return None;
        }
        self.sv().checked_div(o.sv()).map(|q| Int::s(self.w, q))
    }
    /// `srem`; 0 for a zero divisor (an empty range's bound) and for the
    /// one overflowing case, whose remainder is 0.
    fn srem(self, o: Int) -> Int {
        Int::s(self.w, self.sv().checked_rem(o.sv()).unwrap_or(0))
    }
}

fn range(min: Int, max: Int, signed: bool) -> Ranges {
    Ranges::range(min.w, min.bits, max.bits, signed)
}

fn umin(r: &Ranges) -> Int {
    Int::u(r.width(), r.umin())
}
fn umax(r: &Ranges) -> Int {
    Int::u(r.width(), r.umax())
}
fn smin(r: &Ranges) -> Int {
    Int::s(r.width(), r.smin())
}
fn smax(r: &Ranges) -> Int {
    Int::s(r.width(), r.smax())
}

/// `computeBoundsBy`: `op` of the minima and of the maxima, or the full
/// range when either overflows.
fn bounds_by(
    (min_l, min_r): (Int, Int),
    (max_l, max_r): (Int, Int),
    signed: bool,
    op: impl Fn(Int, Int) -> Option<Int>,
) -> Ranges {
    match (op(min_l, min_r), op(max_l, max_r)) {
        (Some(lo), Some(hi)) => range(lo, hi, signed),
        _ => Ranges::max_range(min_l.w),
    }
}

/// `minMaxBy`: the least and greatest `op(l, r)` over the corners, or the
/// full range when one overflows.
fn min_max_by(
    op: impl Fn(Int, Int) -> Option<Int>,
    lhs: [Int; 2],
    rhs: [Int; 2],
    signed: bool,
) -> Ranges {
    let w = lhs[0].w;
    let (mut min, mut max) = if signed {
        (lhs[0].smax(), lhs[0].smin())
    } else {
        (lhs[0].umax(), Int::u(w, 0))
    };
    for l in lhs {
        for r in rhs {
            let Some(v) = op(l, r) else {
                return Ranges::max_range(w);
            };
            if v.lt(min, signed) {
                min = v;
            }
            if max.lt(v, signed) {
                max = v;
            }
        }
    }
    range(min, max, signed)
}

/// `inferIndexOp`: `f` on 64-bit and on truncated 32-bit ranges; the
/// 64-bit result when its truncation agrees (in `mode`) with the 32-bit
/// one, their union otherwise.
pub fn infer_index_op(f: impl Fn(&[Ranges]) -> Ranges, args: &[Ranges], mode: CmpMode) -> Ranges {
    let sixty_four = f(args);
    let truncated: Vec<Ranges> = args.iter().map(|r| trunc(r, INDEX_MIN_WIDTH)).collect();
    let thirty_two = f(&truncated);
    let as_sixty_four = ext(&thirty_two, INDEX_MAX_WIDTH);
    let as_thirty_two = trunc(&sixty_four, INDEX_MIN_WIDTH);
    let equal = match mode {
        CmpMode::Both => thirty_two == as_thirty_two,
        CmpMode::Signed => {
            thirty_two.smin() == as_thirty_two.smin() && thirty_two.smax() == as_thirty_two.smax()
        }
        CmpMode::Unsigned => {
            thirty_two.umin() == as_thirty_two.umin() && thirty_two.umax() == as_thirty_two.umax()
        }
    };
    if equal {
        sixty_four
    } else {
        sixty_four.range_union(&as_sixty_four)
    }
}

/// `extRange`: both interpretations extended to `width`.
pub fn ext(r: &Ranges, width: u32) -> Ranges {
    Ranges::new(width, r.umin(), r.umax(), r.smin(), r.smax())
}

/// `extUIRange`: the unsigned bounds zero-extended.
pub fn ext_ui(r: &Ranges, width: u32) -> Ranges {
    Ranges::from_unsigned(width, r.umin(), r.umax())
}

/// `extSIRange`: the signed bounds sign-extended.
pub fn ext_si(r: &Ranges, width: u32) -> Ranges {
    Ranges::from_signed(width, r.smin(), r.smax())
}

/// `truncRange`: a bound pair that rolls over becomes the full range.
pub fn trunc(r: &Ranges, width: u32) -> Ranges {
    let high_u = |v: u128| if width >= 128 { 0 } else { v >> width };
    let (umin_t, umax_t) = if high_u(r.umin()) != high_u(r.umax()) {
        (0, umax_of(width))
    } else {
        (r.umin() & umax_of(width), r.umax() & umax_of(width))
    };
    let high_s = |v: i128| v >> (width.max(1) - 1).min(127);
    let (lo, hi) = (high_s(r.smin()), high_s(r.smax()));
    let overflow = lo != hi && !(lo == -1 && (hi == -1 || hi == 0)) && !(lo == 0 && hi == 0);
    let (smin_t, smax_t) = if overflow {
        (smin_of(width), smax_of(width))
    } else {
        (
            to_signed(r.smin() as u128, width),
            to_signed(r.smax() as u128, width),
        )
    };
    Ranges::new(width, umin_t, umax_t, smin_t, smax_t)
}

/// `inferAdd`.
pub fn add(args: &[Ranges], flags: OverflowFlags) -> Ranges {
    let (l, r) = (&args[0], &args[1]);
    let uadd = |a: Int, b: Int| match a.uadd_ov(b) {
        None if flags.nuw => Some(a.umax()),
        v => v,
    };
    let sadd = |a: Int, b: Int| match a.sadd_ov(b) {
        None if flags.nsw => Some(if b.is_neg() { a.smin() } else { a.smax() }),
        v => v,
    };
    let u = bounds_by((umin(l), umin(r)), (umax(l), umax(r)), false, uadd);
    let s = bounds_by((smin(l), smin(r)), (smax(l), smax(r)), true, sadd);
    u.intersection(&s)
}

/// `inferSub`.
pub fn sub(args: &[Ranges], flags: OverflowFlags) -> Ranges {
    let (l, r) = (&args[0], &args[1]);
    let usub = |a: Int, b: Int| match a.usub_ov(b) {
        None if flags.nuw => Some(Int::u(a.w, 0)),
        v => v,
    };
    let ssub = |a: Int, b: Int| match a.ssub_ov(b) {
        None if flags.nsw => Some(if b.is_neg() { a.smax() } else { a.smin() }),
        v => v,
    };
    let u = bounds_by((umin(l), umax(r)), (umax(l), umin(r)), false, usub);
    let s = bounds_by((smin(l), smax(r)), (smax(l), smin(r)), true, ssub);
    u.intersection(&s)
}

/// `inferMul`.
pub fn mul(args: &[Ranges], flags: OverflowFlags) -> Ranges {
    let (l, r) = (&args[0], &args[1]);
    let umul = |a: Int, b: Int| match a.umul_ov(b) {
        None if flags.nuw => Some(a.umax()),
        v => v,
    };
    let smul = |a: Int, b: Int| match a.smul_ov(b) {
        None if flags.nsw => Some(if a.is_neg() != b.is_neg() {
            a.smin()
        } else {
            a.smax()
        }),
        v => v,
    };
    let u = min_max_by(umul, [umin(l), umax(l)], [umin(r), umax(r)], false);
    let s = min_max_by(smul, [smin(l), smax(l)], [smin(r), smax(r)], true);
    u.intersection(&s)
}

/// `inferDivURange`: unbounded when the divisor may be zero.
fn div_u_range(l: &Ranges, r: &Ranges, fixup: impl Fn(Int, Int, Int) -> Option<Int>) -> Ranges {
    if r.umin() == 0 {
        return Ranges::max_range(r.width());
    }
    // A zero divisor is only the bound of an empty range: no bound then.
    let udiv = |a: Int, b: Int| {
        let q = a.bits.checked_div(b.bits)?;
        fixup(a, b, Int::u(a.w, q))
    };
    min_max_by(udiv, [umin(l), umax(l)], [umin(r), umax(r)], false)
}

/// `inferDivU`.
pub fn div_u(args: &[Ranges]) -> Ranges {
    div_u_range(&args[0], &args[1], |_, _, q| Some(q))
}

/// `inferCeilDivU`.
pub fn ceil_div_u(args: &[Ranges]) -> Ranges {
    div_u_range(&args[0], &args[1], |a, b, q| {
        if a.bits % b.bits != 0 {
            q.uadd_ov(Int::u(q.w, 1))
        } else {
            Some(q)
        }
    })
}

/// `inferDivSRange`: unbounded when the divisor may be zero.
fn div_s_range(l: &Ranges, r: &Ranges, fixup: impl Fn(Int, Int, Int) -> Option<Int>) -> Ranges {
    let can_divide = r.smin() > 0 || r.smax() < 0;
    if !can_divide {
        return Ranges::max_range(r.width());
    }
    let sdiv = |a: Int, b: Int| a.sdiv_ov(b).and_then(|q| fixup(a, b, q));
    min_max_by(sdiv, [smin(l), smax(l)], [smin(r), smax(r)], true)
}

/// `inferDivS`.
pub fn div_s(args: &[Ranges]) -> Ranges {
    div_s_range(&args[0], &args[1], |_, _, q| Some(q))
}

/// `inferCeilDivS`.
pub fn ceil_div_s(args: &[Ranges]) -> Ranges {
    div_s_range(&args[0], &args[1], |a, b, q| {
        if a.srem(b).bits != 0 && a.is_neg() == b.is_neg() {
            q.sadd_ov(Int::u(q.w, 1))
        } else {
            Some(q)
        }
    })
}

/// `inferFloorDivS`.
pub fn floor_div_s(args: &[Ranges]) -> Ranges {
    div_s_range(&args[0], &args[1], |a, b, q| {
        if a.srem(b).bits != 0 && a.is_neg() != b.is_neg() {
            q.ssub_ov(Int::u(q.w, 1))
        } else {
            Some(q)
        }
    })
}

/// `inferRemS`.
pub fn rem_s(args: &[Ranges]) -> Ranges {
    let (l, r) = (&args[0], &args[1]);
    let w = r.width();
    let (mut lo, mut hi) = (smin_of(w), smax_of(w));
    if r.smin() > 0 || r.smax() < 0 {
        // |smin| of the width may not fit: computed in the width, as APInt.
        let max_divisor = if r.smin() > 0 {
            smax(r)
        } else {
            Int::s(w, r.smin().wrapping_neg())
        };
        let max_positive = Int::s(w, max_divisor.sv().wrapping_sub(1));
        let min_negative = Int::s(w, max_positive.sv().wrapping_neg());
        lo = if l.smin() < 0 { min_negative.sv() } else { 0 };
        hi = if l.smax() > 0 { max_positive.sv() } else { 0 };
        if r.smin() == r.smax() {
            let span = Int::s(w, l.smax().wrapping_sub(l.smin()));
            if span.bits < max_divisor.bits {
                let min_rem = smin(l).srem(max_divisor);
                let max_rem = smax(l).srem(max_divisor);
                if min_rem.sv() <= max_rem.sv() {
                    lo = min_rem.sv();
                    hi = max_rem.sv();
                }
            }
        }
    }
    Ranges::from_signed(w, lo, hi)
}

/// `inferRemU`.
pub fn rem_u(args: &[Ranges]) -> Ranges {
    let (l, r) = (&args[0], &args[1]);
    let w = r.width();
    let (mut lo, mut hi) = (0, umax_of(w));
    if r.umin() != 0 {
        // Wrapping: the bounds of an empty range may cross.
        hi = r.umax().wrapping_sub(1) & umax_of(w);
        if r.umin() == r.umax() {
            let span = l.umax().wrapping_sub(l.umin()) & umax_of(w);
            if span < r.umax() {
                let (min_rem, max_rem) = (l.umin() % r.umax(), l.umax() % r.umax());
                if min_rem <= max_rem {
                    lo = min_rem;
                    hi = max_rem;
                }
            }
        }
    }
    Ranges::from_unsigned(w, lo, hi)
}

/// `inferMaxS`.
pub fn max_s(args: &[Ranges]) -> Ranges {
    let (l, r) = (&args[0], &args[1]);
    Ranges::from_signed(l.width(), l.smin().max(r.smin()), l.smax().max(r.smax()))
}

/// `inferMaxU`.
pub fn max_u(args: &[Ranges]) -> Ranges {
    let (l, r) = (&args[0], &args[1]);
    Ranges::from_unsigned(l.width(), l.umin().max(r.umin()), l.umax().max(r.umax()))
}

/// `inferMinS`.
pub fn min_s(args: &[Ranges]) -> Ranges {
    let (l, r) = (&args[0], &args[1]);
    Ranges::from_signed(l.width(), l.smin().min(r.smin()), l.smax().min(r.smax()))
}

/// `inferMinU`.
pub fn min_u(args: &[Ranges]) -> Ranges {
    let (l, r) = (&args[0], &args[1]);
    Ranges::from_unsigned(l.width(), l.umin().min(r.umin()), l.umax().min(r.umax()))
}

/// `widenBitwiseBounds`: the bits both unsigned bounds share kept, the
/// others cleared in the lower bound and set in the upper one.
fn widen_bitwise(r: &Ranges) -> [Int; 2] {
    let (lo, hi) = (umin(r), umax(r));
    let differing = lo.w - Int::u(lo.w, lo.bits ^ hi.bits).countl_zero();
    let low = if differing >= 128 {
        u128::MAX
    } else {
        (1u128 << differing) - 1
    };
    [Int::u(lo.w, lo.bits & !low), Int::u(hi.w, hi.bits | low)]
}

fn bitwise(args: &[Ranges], op: fn(u128, u128) -> u128) -> Ranges {
    let f = |a: Int, b: Int| Some(Int::u(a.w, op(a.bits, b.bits)));
    min_max_by(f, widen_bitwise(&args[0]), widen_bitwise(&args[1]), false)
}

/// `inferAnd`.
pub fn and(args: &[Ranges]) -> Ranges {
    bitwise(args, |a, b| a & b)
}

/// `inferOr`.
pub fn or(args: &[Ranges]) -> Ranges {
    bitwise(args, |a, b| a | b)
}

/// `inferXor`.
pub fn xor(args: &[Ranges]) -> Ranges {
    bitwise(args, |a, b| a ^ b)
}

/// `inferShl`: as a multiplication by `2^rhs`.
pub fn shl(args: &[Ranges], flags: OverflowFlags) -> Ranges {
    let (l, r) = (&args[0], &args[1]);
    let ushl = |a: Int, b: Int| match a.ushl_ov(b) {
        None if flags.nuw => Some(a.umax()),
        v => v,
    };
    let sshl = |a: Int, b: Int| match a.sshl_ov(b) {
        None if flags.nsw => Some(if a.is_neg() { a.smin() } else { a.smax() }),
        v => v,
    };
    let shifts = [umin(r), umax(r)];
    let u = min_max_by(ushl, [umin(l), umax(l)], shifts, false);
    let s = min_max_by(sshl, [smin(l), smax(l)], shifts, true);
    u.intersection(&s)
}

/// `inferShrS`.
pub fn shr_s(args: &[Ranges]) -> Ranges {
    let (l, r) = (&args[0], &args[1]);
    let ashr = |a: Int, b: Int| (b.bits < u128::from(b.w)).then(|| Int::s(a.w, a.sv() >> b.bits));
    min_max_by(ashr, [smin(l), smax(l)], [umin(r), umax(r)], true)
}

/// `inferShrU`.
pub fn shr_u(args: &[Ranges]) -> Ranges {
    let (l, r) = (&args[0], &args[1]);
    let lshr = |a: Int, b: Int| (b.bits < u128::from(b.w)).then(|| Int::u(a.w, a.bits >> b.bits));
    min_max_by(lshr, [umin(l), umax(l)], [umin(r), umax(r)], false)
}

fn statically_true(p: CmpPredicate, l: &Ranges, r: &Ranges) -> bool {
    use CmpPredicate::*;
    match p {
        Sle => l.smax() <= r.smin(),
        Slt => l.smax() < r.smin(),
        Ule => l.umax() <= r.umin(),
        Ult => l.umax() < r.umin(),
        Sge => l.smin() >= r.smax(),
        Sgt => l.smin() > r.smax(),
        Uge => l.umin() >= r.umax(),
        Ugt => l.umin() > r.umax(),
        Eq => {
            let (a, b) = (constant_bits(l), constant_bits(r));
            a.is_some() && a == b
        }
        Ne => {
            let sne = statically_true(Slt, l, r) || statically_true(Sgt, l, r);
            let une = statically_true(Ult, l, r) || statically_true(Ugt, l, r);
            sne && une
        }
    }
}

/// `getConstantValue` as a bit pattern.
fn constant_bits(r: &Ranges) -> Option<u128> {
    r.constant_value().map(|v| v as u128 & umax_of(r.width()))
}

/// `evaluatePred`: whether `p` holds for every pair of values, for none,
/// or either (`None`).
pub fn evaluate_pred(p: CmpPredicate, l: &Ranges, r: &Ranges) -> Option<bool> {
    if statically_true(p, l, r) {
        Some(true)
    } else if statically_true(p.invert(), l, r) {
        Some(false)
    } else {
        None
    }
}

/// The `i1` range of a comparison whose truth is `truth`.
pub fn bool_range(truth: Option<bool>) -> Ranges {
    match truth {
        Some(true) => Ranges::from_unsigned(1, 1, 1),
        Some(false) => Ranges::from_unsigned(1, 0, 0),
        None => Ranges::from_unsigned(1, 0, 1),
    }
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
        let none = OverflowFlags::default();
        let add = |a: &[Ranges]| add(a, none);
        let x = Ranges::from_unsigned(64, 0, 0xffff_fffe);
        let one = Ranges::constant(64, 1);
        let sum = infer_index_op(add, &[x, one], CmpMode::Both);
        assert_eq!((sum.umin(), sum.umax()), (1, 0xffff_ffff));
        // With 0xffffffff the sum may reach 2^32, which wraps to 0 on 32
        // bits: a comparison with 1 is decided on 64 bits only.
        let x = Ranges::from_unsigned(64, 0, 0xffff_ffff);
        let sum = infer_index_op(add, &[x, one], CmpMode::Both);
        assert_eq!((sum.umin(), sum.umax()), (1, 0x1_0000_0000));
        let p = mul(
            &[
                Ranges::from_signed(64, -2, 3),
                Ranges::from_signed(64, 4, 5),
            ],
            none,
        );
        assert_eq!((p.smin(), p.smax()), (-10, 15));
    }

    #[test]
    fn overflow_flags_saturate_instead_of_giving_up() {
        let l = Ranges::from_unsigned(8, 200, 250);
        let r = Ranges::from_unsigned(8, 10, 10);
        let wraps = add(&[l, r], OverflowFlags::default());
        assert_eq!((wraps.umin(), wraps.umax()), (0, 255));
        let nuw = OverflowFlags {
            nuw: true,
            nsw: false,
        };
        let sat = add(&[l, r], nuw);
        assert_eq!((sat.umin(), sat.umax()), (210, 255));
    }

    #[test]
    fn divisions_remainders_and_bitwise_ops() {
        let l = Ranges::from_signed(32, -7, 9);
        let r = Ranges::constant(32, 2);
        let q = div_s(&[l, r]);
        assert_eq!((q.smin(), q.smax()), (-3, 4));
        let q = floor_div_s(&[l, r]);
        assert_eq!((q.smin(), q.smax()), (-4, 4));
        let q = ceil_div_s(&[l, r]);
        assert_eq!((q.smin(), q.smax()), (-3, 5));
        let m = rem_s(&[l, Ranges::constant(32, 4)]);
        assert_eq!((m.smin(), m.smax()), (-3, 3));
        let u = rem_u(&[Ranges::from_unsigned(32, 4, 6), Ranges::constant(32, 8)]);
        assert_eq!((u.umin(), u.umax()), (4, 6));
        let a = and(&[Ranges::from_unsigned(8, 0, 255), Ranges::constant(8, 15)]);
        assert_eq!((a.umin(), a.umax()), (0, 15));
        let o = or(&[Ranges::from_unsigned(8, 16, 17), Ranges::constant(8, 4)]);
        assert_eq!((o.umin(), o.umax()), (20, 21));
        let s = shl(
            &[Ranges::from_unsigned(8, 1, 3), Ranges::constant(8, 2)],
            OverflowFlags::default(),
        );
        assert_eq!((s.umin(), s.umax()), (4, 12));
        let s = shr_s(&[Ranges::from_signed(8, -8, 8), Ranges::constant(8, 1)]);
        assert_eq!((s.smin(), s.smax()), (-4, 4));
    }

    #[test]
    fn empty_ranges_do_not_trap() {
        // `addi nuw` of 255 and 1 on i8 saturates to 255 unsigned but is 0
        // signed: the intersection is empty (its bounds cross).
        let nuw = OverflowFlags {
            nuw: true,
            nsw: false,
        };
        let empty = add(&[Ranges::constant(8, -1), Ranges::constant(8, 1)], nuw);
        assert!(empty.umin() > empty.umax());
        let any = Ranges::max_range(8);
        for f in [
            div_u,
            ceil_div_u,
            div_s,
            ceil_div_s,
            floor_div_s,
            rem_u,
            rem_s,
        ] {
            let _ = f(&[any, empty]);
            let _ = f(&[empty, empty]);
        }
    }

    #[test]
    fn predicates_decided_by_ranges() {
        let l = Ranges::from_signed(64, 0, 10);
        let r = Ranges::constant(64, 20);
        assert_eq!(evaluate_pred(CmpPredicate::Slt, &l, &r), Some(true));
        assert_eq!(evaluate_pred(CmpPredicate::Sgt, &l, &r), Some(false));
        let five = Ranges::constant(64, 5);
        assert_eq!(evaluate_pred(CmpPredicate::Eq, &l, &five), None);
        assert_eq!(evaluate_pred(CmpPredicate::Ne, &l, &r), Some(true));
    }
}
