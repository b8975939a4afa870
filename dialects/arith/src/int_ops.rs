//! Folders of the integer arithmetic ops (upstream `ArithOps.cpp`):
//! identities (`x + 0`, `x * 1`, ...), cancellations of a neighbouring op,
//! and constant folding with LLVM `APInt` semantics.

use crate::apint;
use crate::fold::{
    const_int, fold_int_binary, fold_int_binary_to, is_all_ones, is_one, is_zero, to_attr,
    to_value, zero_attr,
};
use crate::shape::get_i1_same_shape;
use crate::*;
use ir::apint::APInt;
use ir::{Attribute, Context, FoldResult, OpFoldResult, Value};
use std::cmp::Ordering;

/// The op defining `v`, seen as `T`, if it is one.
fn def<T>(ctx: &Context, v: Value, cast: fn(&Context, ir::Operation) -> Option<T>) -> Option<T> {
    ctx.defining_op(v).and_then(|d| cast(ctx, d))
}

/// The constant `f` folds the operands to, if any.
fn binary(
    ctx: &mut Context,
    operands: &[Option<Attribute>],
    f: impl FnMut(&APInt, &APInt) -> Option<APInt>,
) -> FoldResult {
    to_attr(fold_int_binary(ctx, operands, f))
}

impl AddIOpHooks for AddIOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        let (lhs, rhs) = (self.lhs(ctx), self.rhs(ctx));
        if is_zero(ctx, operands[1]) {
            return to_value(lhs);
        }
        // addi(subi(a, b), b) -> a, addi(b, subi(a, b)) -> a
        if let Some(sub) = def(ctx, lhs, SubIOp::cast) {
            if rhs == sub.rhs(ctx) {
                return to_value(sub.lhs(ctx));
            }
        }
        if let Some(sub) = def(ctx, rhs, SubIOp::cast) {
            if lhs == sub.rhs(ctx) {
                return to_value(sub.lhs(ctx));
            }
        }
        binary(ctx, operands, |a, b| Some(a.add(b)))
    }

    canonicalization_hook!(AddIOp);

    ranges_hook!();
}

impl SubIOpHooks for SubIOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        let (lhs, rhs) = (self.lhs(ctx), self.rhs(ctx));
        if lhs == rhs {
            let ty = ctx.value_type(self.result(ctx));
            return to_attr(zero_attr(ctx, ty));
        }
        if is_zero(ctx, operands[1]) {
            return to_value(lhs);
        }
        if let Some(add) = def(ctx, lhs, AddIOp::cast) {
            // subi(addi(a, b), b) -> a, subi(addi(a, b), a) -> b
            if rhs == add.rhs(ctx) {
                return to_value(add.lhs(ctx));
            }
            if rhs == add.lhs(ctx) {
                return to_value(add.rhs(ctx));
            }
        }
        binary(ctx, operands, |a, b| Some(a.sub(b)))
    }

    canonicalization_hook!(SubIOp);

    ranges_hook!();
}

impl MulIOpHooks for MulIOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        if is_zero(ctx, operands[1]) {
            return to_value(self.rhs(ctx));
        }
        if is_one(ctx, operands[1]) {
            return to_value(self.lhs(ctx));
        }
        binary(ctx, operands, |a, b| Some(a.mul(b)))
    }

    canonicalization_hook!(MulIOp);

    /// `%c<base>_vscale` for `base * vector.vscale` of index type.
    fn get_asm_result_names(op: Self, ctx: &Context, set_name: &mut dyn FnMut(Value, &str)) {
        let result = op.result(ctx);
        if !ctx.is_index(ctx.value_type(result)) {
            return;
        }
        let is_vscale = |v: Value| {
            ctx.defining_op(v)
                .is_some_and(|d| ctx.op_is(d, "vector.vscale"))
        };
        let base = |a: Value, b: Value| {
            let d = ctx.defining_op(a)?;
            let c = ctx.constant_value(d)?;
            let v = ctx.attr_as_int(c)?;
            is_vscale(b).then_some(v)
        };
        let (lhs, rhs) = (op.lhs(ctx), op.rhs(ctx));
        if let Some(v) = base(lhs, rhs).or_else(|| base(rhs, lhs)) {
            set_name(result, &format!("c{v}_vscale"));
        }
    }

    ranges_hook!();
}

/// The `i1`-shaped type of `ty` (interned).
fn i1_shape(ctx: &mut Context, ty: ir::Type) -> ir::Type {
    get_i1_same_shape(ctx, ty)
}

impl AddUIExtendedOpHooks for AddUIExtendedOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        let overflow_ty = ctx.value_type(self.overflow(ctx));
        if is_zero(ctx, operands[1]) {
            let Some(f) = zero_attr(ctx, overflow_ty) else {
                return FoldResult::Failure;
            };
            return FoldResult::from_vec(vec![
                OpFoldResult::Value(self.lhs(ctx)),
                OpFoldResult::Attr(f),
            ]);
        }
        let Some(sum) = fold_int_binary(ctx, operands, |a, b| Some(a.add(b))) else {
            return FoldResult::Failure;
        };
        let sum_ty = ctx.attr_type(sum);
        let carry_ty = i1_shape(ctx, sum_ty);
        // The carry: the sum is (unsigned) below the first operand.
        let carry = fold_int_binary_to(ctx, &[Some(sum), operands[0]], carry_ty, |s, a| {
            let below = s.cmp_unsigned(a) == Ordering::Less;
            Some(APInt::from_u128(1, u128::from(below)))
        });
        match carry {
            Some(c) => FoldResult::from_vec(vec![OpFoldResult::Attr(sum), OpFoldResult::Attr(c)]),
            None => FoldResult::Failure,
        }
    }

    canonicalization_hook!(AddUIExtendedOp);
}

/// The folds of `mulsi_extended` and `mului_extended`: the low half and the
/// high half (`high`) of the full product.
fn fold_mul_extended(
    ctx: &mut Context,
    lhs: Value,
    operands: &[Option<Attribute>],
    unsigned: bool,
    high: fn(&APInt, &APInt) -> APInt,
) -> FoldResult {
    if is_zero(ctx, operands[1]) {
        if let Some(z) = operands[1] {
            return FoldResult::from_vec(vec![OpFoldResult::Attr(z), OpFoldResult::Attr(z)]);
        }
    }
    if unsigned && is_one(ctx, operands[1]) {
        let ty = ctx.value_type(lhs);
        if let Some(z) = zero_attr(ctx, ty) {
            return FoldResult::from_vec(vec![OpFoldResult::Value(lhs), OpFoldResult::Attr(z)]);
        }
    }
    let low = fold_int_binary(ctx, operands, |a, b| Some(a.mul(b)));
    let high = fold_int_binary(ctx, operands, |a, b| Some(high(a, b)));
    match (low, high) {
        (Some(l), Some(h)) => {
            FoldResult::from_vec(vec![OpFoldResult::Attr(l), OpFoldResult::Attr(h)])
        }
        _ => FoldResult::Failure,
    }
}

impl MulSIExtendedOpHooks for MulSIExtendedOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        let lhs = self.lhs(ctx);
        fold_mul_extended(ctx, lhs, operands, false, apint::mulhs)
    }

    canonicalization_hook!(MulSIExtendedOp);
}

impl MulUIExtendedOpHooks for MulUIExtendedOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        let lhs = self.lhs(ctx);
        fold_mul_extended(ctx, lhs, operands, true, apint::mulhu)
    }

    canonicalization_hook!(MulUIExtendedOp);
}

/// A division-like fold: `x / 1 -> x` (`one_is_identity`), then constant
/// folding where `f` fails on a zero divisor or an overflow.
fn fold_div(
    ctx: &mut Context,
    lhs: Value,
    operands: &[Option<Attribute>],
    f: fn(&APInt, &APInt) -> Option<APInt>,
) -> FoldResult {
    if is_one(ctx, operands[1]) {
        return to_value(lhs);
    }
    binary(ctx, operands, f)
}

impl DivUIOpHooks for DivUIOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        let lhs = self.lhs(ctx);
        fold_div(ctx, lhs, operands, apint::udiv)
    }
    ranges_hook!();
}

impl DivSIOpHooks for DivSIOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        let lhs = self.lhs(ctx);
        fold_div(ctx, lhs, operands, apint::sdiv)
    }
    ranges_hook!();
}

impl CeilDivUIOpHooks for CeilDivUIOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        let lhs = self.lhs(ctx);
        fold_div(ctx, lhs, operands, apint::uceildiv)
    }
    ranges_hook!();
}

impl CeilDivSIOpHooks for CeilDivSIOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        let lhs = self.lhs(ctx);
        fold_div(ctx, lhs, operands, apint::sceildiv)
    }
    ranges_hook!();
}

impl FloorDivSIOpHooks for FloorDivSIOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        let lhs = self.lhs(ctx);
        fold_div(ctx, lhs, operands, apint::sfloordiv)
    }
    ranges_hook!();
}

/// `x % 1 -> 0`, then constant folding (`f` fails on a zero divisor).
fn fold_rem(
    ctx: &mut Context,
    result_ty: ir::Type,
    operands: &[Option<Attribute>],
    f: fn(&APInt, &APInt) -> Option<APInt>,
) -> FoldResult {
    if is_one(ctx, operands[1]) {
        return to_attr(zero_attr(ctx, result_ty));
    }
    binary(ctx, operands, f)
}

impl RemUIOpHooks for RemUIOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        let ty = ctx.value_type(self.result(ctx));
        fold_rem(ctx, ty, operands, apint::urem)
    }
    ranges_hook!();
}

impl RemSIOpHooks for RemSIOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        let ty = ctx.value_type(self.result(ctx));
        fold_rem(ctx, ty, operands, apint::srem)
    }
    ranges_hook!();
}

/// Whether `v` is `xori(x, -1)`, and `x`.
fn not_of(ctx: &Context, v: Value) -> Option<Value> {
    let x = def(ctx, v, XOrIOp::cast)?;
    let c = ctx
        .defining_op(x.rhs(ctx))
        .and_then(|d| ctx.constant_value(d));
    is_all_ones(ctx, c).then(|| x.lhs(ctx))
}

impl AndIOpHooks for AndIOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        let (lhs, rhs) = (self.lhs(ctx), self.rhs(ctx));
        if is_zero(ctx, operands[1]) {
            return to_value(rhs);
        }
        if is_all_ones(ctx, operands[1]) {
            return to_value(lhs);
        }
        // and(x, not(x)) -> 0
        if not_of(ctx, rhs) == Some(lhs) || not_of(ctx, lhs) == Some(rhs) {
            let ty = ctx.value_type(self.result(ctx));
            return to_attr(zero_attr(ctx, ty));
        }
        // and(a, and(a, b)) -> and(a, b)
        for (prev, other) in [(lhs, rhs), (rhs, lhs)] {
            if let Some(p) = def(ctx, prev, AndIOp::cast) {
                if other == p.lhs(ctx) || other == p.rhs(ctx) {
                    return to_value(p.result(ctx));
                }
            }
        }
        binary(ctx, operands, |a, b| Some(a.and(b)))
    }

    canonicalization_hook!(AndIOp);
    ranges_hook!();
}

impl OrIOpHooks for OrIOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        let (lhs, rhs) = (self.lhs(ctx), self.rhs(ctx));
        if let Some(v) = const_int(ctx, operands[1]) {
            if v.is_zero() {
                return to_value(lhs);
            }
            if v.is_all_ones() {
                return to_attr(operands[1]);
            }
        }
        // or(x, xor(x, -1)) -> -1
        for (a, b) in [(lhs, rhs), (rhs, lhs)] {
            if not_of(ctx, b) == Some(a) {
                if let Some(x) = def(ctx, b, XOrIOp::cast) {
                    return to_value(x.rhs(ctx));
                }
            }
        }
        binary(ctx, operands, |a, b| Some(a.or(b)))
    }

    canonicalization_hook!(OrIOp);
    ranges_hook!();
}

impl XOrIOpHooks for XOrIOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        let (lhs, rhs) = (self.lhs(ctx), self.rhs(ctx));
        if is_zero(ctx, operands[1]) {
            return to_value(lhs);
        }
        if lhs == rhs {
            let ty = ctx.value_type(self.result(ctx));
            return to_attr(zero_attr(ctx, ty));
        }
        // xor(xor(x, a), a) -> x, and the commuted forms
        if let Some(prev) = def(ctx, lhs, XOrIOp::cast) {
            if prev.rhs(ctx) == rhs {
                return to_value(prev.lhs(ctx));
            }
            if prev.lhs(ctx) == rhs {
                return to_value(prev.rhs(ctx));
            }
        }
        if let Some(prev) = def(ctx, rhs, XOrIOp::cast) {
            if prev.rhs(ctx) == lhs {
                return to_value(prev.lhs(ctx));
            }
            if prev.lhs(ctx) == lhs {
                return to_value(prev.rhs(ctx));
            }
        }
        binary(ctx, operands, |a, b| Some(a.xor(b)))
    }

    canonicalization_hook!(XOrIOp);
    ranges_hook!();
}

/// A shift: `x << 0 -> x`, then constant folding when the amount is below
/// the width. As upstream's, the check is of the last element folded (an
/// amount past the width shifts every bit out, `ashr` shifting in the
/// sign).
fn fold_shift(
    ctx: &mut Context,
    lhs: Value,
    operands: &[Option<Attribute>],
    f: fn(&APInt, u32) -> APInt,
) -> FoldResult {
    if is_zero(ctx, operands[1]) {
        return to_value(lhs);
    }
    let mut bounded = false;
    let result = fold_int_binary(ctx, operands, |a, b| {
        let amount = b.to_u64().unwrap_or(u64::MAX);
        bounded = amount < u64::from(b.width());
        Some(f(a, amount.min(u64::from(b.width())) as u32))
    });
    to_attr(result.filter(|_| bounded))
}

impl ShLIOpHooks for ShLIOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        let lhs = self.lhs(ctx);
        fold_shift(ctx, lhs, operands, APInt::shl)
    }
    ranges_hook!();
}

impl ShRUIOpHooks for ShRUIOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        let lhs = self.lhs(ctx);
        fold_shift(ctx, lhs, operands, APInt::lshr)
    }
    ranges_hook!();
}

impl ShRSIOpHooks for ShRSIOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        let lhs = self.lhs(ctx);
        fold_shift(ctx, lhs, operands, APInt::ashr)
    }
    ranges_hook!();
}

/// A min/max fold: `op(x, x) -> x`, an absorbing constant (`absorbing`)
/// gives itself, a neutral one (`neutral`) the other operand; then constant
/// folding, keeping the operand that `keep_lhs` picks.
fn fold_min_max(
    ctx: &mut Context,
    (lhs, rhs): (Value, Value),
    operands: &[Option<Attribute>],
    absorbing: fn(&APInt) -> bool,
    neutral: fn(&APInt) -> bool,
    keep_lhs: fn(&APInt, &APInt) -> bool,
) -> FoldResult {
    if lhs == rhs {
        return to_value(rhs);
    }
    if let Some(v) = const_int(ctx, operands[1]) {
        if absorbing(&v) {
            return to_value(rhs);
        }
        if neutral(&v) {
            return to_value(lhs);
        }
    }
    binary(ctx, operands, |a, b| {
        Some(if keep_lhs(a, b) { a.clone() } else { b.clone() })
    })
}

/// The four min/max ops: the absorbing and neutral constants and when the
/// left operand is the result.
macro_rules! min_max {
    ($op:ident, $hooks:ident, $absorbing:expr, $neutral:expr, $cmp:ident, $not:ident) => {
        impl $hooks for $op {
            fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
                let v = (self.lhs(ctx), self.rhs(ctx));
                fold_min_max(ctx, v, operands, $absorbing, $neutral, |a, b| {
                    a.$cmp(b) != Ordering::$not
                })
            }
            ranges_hook!();
        }
    };
}

min_max!(
    MaxSIOp,
    MaxSIOpHooks,
    APInt::is_signed_max,
    APInt::is_signed_min,
    cmp_signed,
    Less
);
min_max!(
    MaxUIOp,
    MaxUIOpHooks,
    APInt::is_all_ones,
    APInt::is_zero,
    cmp_unsigned,
    Less
);
min_max!(
    MinSIOp,
    MinSIOpHooks,
    APInt::is_signed_min,
    APInt::is_signed_max,
    cmp_signed,
    Greater
);
min_max!(
    MinUIOp,
    MinUIOpHooks,
    APInt::is_zero,
    APInt::is_all_ones,
    cmp_unsigned,
    Greater
);
