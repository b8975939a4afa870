//! The hand-written parts of the ops (upstream `IndexOps.cpp`): folders,
//! cast compatibility, `index.cmp`'s canonicalization, result names, the
//! custom builder of `index.constant` and the constant materialiser.

use crate::fold::{self, fold_checked, fold_unchecked, index_value, norm, unsigned, Calc};
use crate::*;
use ir::interfaces::ConstantIntRanges;
use ir::{
    AttrData, Attribute, Context, FoldResult, Location, OpBuilder, OpFoldResult, Operation,
    OperationState, PatternRewriter, Type, Value,
};

/// The hooks of a binary op: its folder (checked or not, with its
/// computation and, for `add`, `sub` and `mul`, its identity folds) and its
/// range inference.
macro_rules! binary_op {
    ($op:ident, $hooks:ident, $fold:ident, $calc:expr) => {
        binary_op!(
            $op,
            $hooks,
            $fold,
            $calc,
            |_ctx: &mut Context, _op: $op, _rhs: Option<i64>| None
        );
    };
    ($op:ident, $hooks:ident, $fold:ident, $calc:expr, $identity:expr) => {
        impl $hooks for $op {
            fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
                let calc: Calc = $calc;
                match $fold(ctx, operands, calc) {
                    FoldResult::Failure => {}
                    folded => return folded,
                }
                let rhs = index_value(ctx, operands[1]);
                let identity: fn(&mut Context, $op, Option<i64>) -> Option<OpFoldResult> =
                    $identity;
                match identity(ctx, self, rhs) {
                    Some(r) => FoldResult::single(r),
                    None => FoldResult::Failure,
                }
            }

            fn infer_result_ranges(
                op: Self,
                ctx: &Context,
                arg_ranges: &[ConstantIntRanges],
                set_result_range: &mut dyn FnMut(Value, ConstantIntRanges),
            ) {
                crate::ranges::binary(ctx, op.operation(), arg_ranges, set_result_range);
            }
        }
    };
}

/// `x + 0`, `x - 0`: `x`.
fn lhs_if_zero(ctx: &mut Context, op: Operation, rhs: Option<i64>) -> Option<OpFoldResult> {
    (rhs == Some(0)).then(|| OpFoldResult::Value(ctx.operand(op, 0)))
}

binary_op!(
    AddOp,
    AddOpHooks,
    fold_unchecked,
    fold::add,
    |ctx, op, rhs| { lhs_if_zero(ctx, op.operation(), rhs) }
);
binary_op!(
    SubOp,
    SubOpHooks,
    fold_unchecked,
    fold::sub,
    |ctx, op, rhs| { lhs_if_zero(ctx, op.operation(), rhs) }
);
binary_op!(
    MulOp,
    MulOpHooks,
    fold_unchecked,
    fold::mul,
    |ctx, op, rhs| {
        match rhs {
            // `mul(x, 1)`: `x`.
            Some(1) => Some(OpFoldResult::Value(ctx.operand(op.operation(), 0))),
            // `mul(x, 0)`: `0`.
            Some(0) => Some(OpFoldResult::Attr(ctx.index_attr(0))),
            _ => None,
        }
    }
);
binary_op!(DivSOp, DivSOpHooks, fold_checked, fold::divs);
binary_op!(DivUOp, DivUOpHooks, fold_checked, fold::divu);
binary_op!(CeilDivSOp, CeilDivSOpHooks, fold_checked, fold::ceildivs);
binary_op!(CeilDivUOp, CeilDivUOpHooks, fold_checked, fold::ceildivu);
binary_op!(FloorDivSOp, FloorDivSOpHooks, fold_checked, fold::floordivs);
binary_op!(RemSOp, RemSOpHooks, fold_checked, fold::rems);
binary_op!(RemUOp, RemUOpHooks, fold_checked, fold::remu);
binary_op!(MaxSOp, MaxSOpHooks, fold_checked, fold::maxs);
binary_op!(MaxUOp, MaxUOpHooks, fold_checked, fold::maxu);
binary_op!(MinSOp, MinSOpHooks, fold_checked, fold::mins);
binary_op!(MinUOp, MinUOpHooks, fold_checked, fold::minu);
binary_op!(ShlOp, ShlOpHooks, fold_unchecked, fold::shl);
binary_op!(ShrSOp, ShrSOpHooks, fold_checked, fold::shrs);
binary_op!(ShrUOp, ShrUOpHooks, fold_checked, fold::shru);
binary_op!(AndOp, AndOpHooks, fold_unchecked, fold::and);
binary_op!(OrOp, OrOpHooks, fold_unchecked, fold::or);
binary_op!(XOrOp, XOrOpHooks, fold_unchecked, fold::xor);

// ----- casts -----

/// An integer attribute's value and width (`index`: 64).
fn int_value(ctx: &Context, attr: Option<Attribute>) -> Option<(i128, u32)> {
    match ctx.attr_data(attr?) {
        AttrData::Integer { value, ty } => {
            let width = if ctx.is_index(*ty) {
                64
            } else {
                ctx.type_as_integer(*ty)?.0
            };
            Some((*value, width))
        }
        _ => None,
    }
}

/// `v` (of `from` bits) extended to or truncated at `to` bits, signed or
/// not (`sextOrTrunc`, `zextOrTrunc`; `sext`, `zext` when `to >= from`).
fn ext_or_trunc(v: i128, from: u32, to: u32, signed: bool) -> i128 {
    let keep = |v: i128, w: u32| -> i128 {
        if w >= 128 {
            v
        } else if signed {
            let s = 128 - w;
            (v << s) >> s
        } else {
            v & ((1i128 << w) - 1)
        }
    };
    // Read at the source width, then cut (or extend) to the target width.
    let read = keep(v, from);
    if to >= from {
        read
    } else {
        let s = 128 - to;
        (read << s) >> s
    }
}

/// `foldCastOp`: to `index`, the 64-bit cast (right on 32-bit targets
/// too); from `index`, only when the result is the same for the value
/// truncated to 32 bits.
fn fold_cast(ctx: &mut Context, input: Option<Attribute>, ty: Type, signed: bool) -> FoldResult {
    let Some((value, from)) = int_value(ctx, input) else {
        return FoldResult::Failure;
    };
    let result = if ctx.is_index(ty) {
        Some(ext_or_trunc(value, from, 64, signed))
    } else {
        let Some((width, _)) = ctx.type_as_integer(ty) else {
            return FoldResult::Failure;
        };
        let low32 = ext_or_trunc(value, from, 32, true);
        if width <= 32 {
            Some(ext_or_trunc(value, from, width, true))
        } else if width >= 64 {
            let value64 = ext_or_trunc(value, from, 64, true);
            (ext_or_trunc(low32, 32, 64, signed) == value64)
                .then(|| ext_or_trunc(value64, 64, width, signed))
        } else {
            let result = ext_or_trunc(value, from, width, true);
            (result == ext_or_trunc(low32, 32, width, signed)).then_some(result)
        }
    };
    match result {
        Some(r) => {
            let attr = ctx.integer_attr(ty, r);
            FoldResult::single(OpFoldResult::Attr(attr))
        }
        None => FoldResult::Failure,
    }
}

/// One side is `index`, the other not.
fn cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
    match (inputs.first(), outputs.first()) {
        (Some(&a), Some(&b)) => ctx.is_index(a) != ctx.is_index(b),
        _ => false,
    }
}

macro_rules! cast_op {
    ($op:ident, $hooks:ident, $signed:expr) => {
        impl $hooks for $op {
            fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
                let ty = ctx.value_type(ctx.result(self.operation(), 0));
                fold_cast(ctx, operands[0], ty, $signed)
            }

            fn infer_result_ranges(
                op: Self,
                ctx: &Context,
                arg_ranges: &[ConstantIntRanges],
                set_result_range: &mut dyn FnMut(Value, ConstantIntRanges),
            ) {
                crate::ranges::cast(ctx, op.operation(), arg_ranges, $signed, set_result_range);
            }

            fn are_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
                cast_compatible(ctx, inputs, outputs)
            }
        }
    };
}

cast_op!(CastSOp, CastSOpHooks, true);
cast_op!(CastUOp, CastUOpHooks, false);

// ----- cmp -----

/// `pred(lhs, rhs)` on `width`-bit values.
pub(crate) fn compare(lhs: i64, rhs: i64, width: u32, pred: IndexCmpPredicate) -> bool {
    let (ul, ur) = (unsigned(lhs, width), unsigned(rhs, width));
    match pred {
        IndexCmpPredicate::Eq => lhs == rhs,
        IndexCmpPredicate::Ne => lhs != rhs,
        IndexCmpPredicate::Slt => lhs < rhs,
        IndexCmpPredicate::Sle => lhs <= rhs,
        IndexCmpPredicate::Sgt => lhs > rhs,
        IndexCmpPredicate::Sge => lhs >= rhs,
        IndexCmpPredicate::Ult => ul < ur,
        IndexCmpPredicate::Ule => ul <= ur,
        IndexCmpPredicate::Ugt => ul > ur,
        IndexCmpPredicate::Uge => ul >= ur,
    }
}

/// `cmp(pred, x, x)`.
fn compare_same(pred: IndexCmpPredicate) -> bool {
    use IndexCmpPredicate::*;
    matches!(pred, Eq | Sge | Sle | Uge | Ule)
}

/// `cmp(max/min(x, a), b)` at `width` bits, from the range of the
/// `max`/`min` (`foldCmpOfMaxOrMin`).
fn cmp_of_max_or_min(
    name: &str,
    a: i64,
    b: i64,
    width: u32,
    pred: IndexCmpPredicate,
) -> Option<bool> {
    let umax = u128::from(unsigned(-1, width));
    let (smin, smax) = (-(1i128 << (width - 1)), (1i128 << (width - 1)) - 1);
    let lhs = match name {
        "index.mins" => ConstantIntRanges::from_signed(width, smin, i128::from(a)),
        "index.minu" => ConstantIntRanges::from_unsigned(width, 0, u128::from(unsigned(a, width))),
        "index.maxs" => ConstantIntRanges::from_signed(width, i128::from(a), smax),
        _ => ConstantIntRanges::from_unsigned(width, u128::from(unsigned(a, width)), umax),
    };
    crate::ranges::evaluate_pred(
        pred,
        &lhs,
        &ConstantIntRanges::constant(width, i128::from(b)),
    )
}

impl CmpOpHooks for CmpOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> FoldResult {
        let pred = self.pred(ctx);
        let lhs = index_value(ctx, operands[0]);
        let rhs = index_value(ctx, operands[1]);
        let fold_to = |ctx: &mut Context, b: bool| {
            let attr = ctx.bool_attr(b);
            FoldResult::single(OpFoldResult::Attr(attr))
        };
        if let (Some(l), Some(r)) = (lhs, rhs) {
            let r64 = compare(l, r, 64, pred);
            if r64 == compare(norm(l, 32), norm(r, 32), 32, pred) {
                return fold_to(ctx, r64);
            }
        }
        let lhs_value = self.lhs(ctx);
        if let (Some(def), Some(b)) = (ctx.defining_op(lhs_value), rhs) {
            let name = ctx.op_name_of(def).to_string();
            if matches!(
                name.as_str(),
                "index.mins" | "index.minu" | "index.maxs" | "index.maxu"
            ) {
                let operand = ctx.operand(def, 1);
                let a = ir::rewrite::constant_value(ctx, operand);
                if let Some(a) = index_value(ctx, a) {
                    let r64 = cmp_of_max_or_min(&name, a, b, 64, pred);
                    let r32 = cmp_of_max_or_min(&name, norm(a, 32), norm(b, 32), 32, pred);
                    if let (Some(x), Some(y)) = (r64, r32) {
                        if x == y {
                            return fold_to(ctx, x);
                        }
                    }
                }
            }
        }
        if lhs_value == self.rhs(ctx) {
            return fold_to(ctx, compare_same(pred));
        }
        FoldResult::Failure
    }

    /// `x - y cmp 0` becomes `x cmp y`, `0 cmp x - y` becomes `y cmp x`.
    fn canonicalize(self, rewriter: &mut PatternRewriter<'_>) -> bool {
        let op = self.operation();
        let (lhs, rhs) = (self.lhs(rewriter), self.rhs(rewriter));
        let is_zero = |r: &mut PatternRewriter<'_>, v: Value| {
            let c = ir::rewrite::constant_value(r, v);
            matches!(
                c.map(|a| r.attr_data(a)),
                Some(AttrData::Integer { value: 0, .. })
            )
        };
        let rhs_zero = is_zero(rewriter, rhs);
        if !rhs_zero && !is_zero(rewriter, lhs) {
            return false;
        }
        let other = if rhs_zero { lhs } else { rhs };
        let Some(sub) = rewriter
            .defining_op(other)
            .and_then(|d| SubOp::cast(rewriter, d))
        else {
            return false;
        };
        let (x, y) = (sub.lhs(rewriter), sub.rhs(rewriter));
        let (a, b) = if rhs_zero { (x, y) } else { (y, x) };
        let loc = rewriter.op_loc(op);
        let pred = self.pred_attr(rewriter);
        let i1 = rewriter.value_type(rewriter.result(op, 0));
        let new = CmpOp::build(rewriter, loc, i1, pred, a, b);
        let values = rewriter.results(new.operation());
        rewriter.replace_op(op, &values).is_ok()
    }

    fn infer_result_ranges(
        op: Self,
        ctx: &Context,
        arg_ranges: &[ConstantIntRanges],
        set_result_range: &mut dyn FnMut(Value, ConstantIntRanges),
    ) {
        crate::ranges::cmp(ctx, op, arg_ranges, set_result_range);
    }
}

// ----- constants -----

impl ConstantOpHooks for ConstantOp {
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> FoldResult {
        FoldResult::single(OpFoldResult::Attr(self.value_attr(ctx)))
    }

    /// An `index` constant of `value`.
    fn build_from_value(builder: &mut OpBuilder<'_>, state: &mut OperationState, value: i64) {
        let ty = builder.index_type();
        let attr = builder.index_attr(value);
        let key = builder.ident("value");
        state.add_result_types(&[ty]);
        state.attributes.push((key, attr));
    }

    fn infer_result_ranges(
        op: Self,
        ctx: &Context,
        _arg_ranges: &[ConstantIntRanges],
        set_result_range: &mut dyn FnMut(Value, ConstantIntRanges),
    ) {
        if let Some(v) = index_value(ctx, Some(op.value_attr(ctx))) {
            set_result_range(
                op.result(ctx),
                ConstantIntRanges::constant(64, i128::from(v)),
            );
        }
    }

    /// `%idx<value>`.
    fn get_asm_result_names(op: Self, ctx: &Context, set_name: &mut dyn FnMut(Value, &str)) {
        if let Some(v) = index_value(ctx, Some(op.value_attr(ctx))) {
            set_name(op.result(ctx), &format!("idx{v}"));
        }
    }
}

impl BoolConstantOpHooks for BoolConstantOp {
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> FoldResult {
        FoldResult::single(OpFoldResult::Attr(self.value_attr(ctx)))
    }

    fn infer_result_ranges(
        op: Self,
        ctx: &Context,
        _arg_ranges: &[ConstantIntRanges],
        set_result_range: &mut dyn FnMut(Value, ConstantIntRanges),
    ) {
        let v = i128::from(self_value(ctx, op));
        set_result_range(op.result(ctx), ConstantIntRanges::constant(1, v));
    }

    /// `%true`, `%false`.
    fn get_asm_result_names(op: Self, ctx: &Context, set_name: &mut dyn FnMut(Value, &str)) {
        let name = if self_value(ctx, op) { "true" } else { "false" };
        set_name(op.result(ctx), name);
    }
}

/// A `index.bool.constant`'s value.
fn self_value(ctx: &Context, op: BoolConstantOp) -> bool {
    matches!(
        ctx.attr_data(op.value_attr(ctx)),
        AttrData::Integer { value, .. } if *value != 0
    )
}

impl SizeOfOpHooks for SizeOfOp {
    /// 32 or 64.
    fn infer_result_ranges(
        op: Self,
        ctx: &Context,
        _arg_ranges: &[ConstantIntRanges],
        set_result_range: &mut dyn FnMut(Value, ConstantIntRanges),
    ) {
        set_result_range(op.result(ctx), ConstantIntRanges::from_unsigned(64, 32, 64));
    }
}

impl IndexDialectHooks for IndexDialect {
    /// `index.bool.constant` for a boolean of type `i1`, `index.constant`
    /// for an `index` integer of type `index`.
    fn materialize_constant(
        builder: &mut OpBuilder<'_>,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<Operation> {
        let AttrData::Integer { ty: attr_ty, .. } = *builder.attr_data(value) else {
            return None;
        };
        if builder.type_as_integer(attr_ty) == Some((1, ir::Signedness::Signless)) {
            if builder.type_as_integer(ty) != Some((1, ir::Signedness::Signless)) {
                return None;
            }
            return Some(BoolConstantOp::build(builder, loc, ty, value).operation());
        }
        if !builder.is_index(attr_ty) || !builder.is_index(ty) {
            return None;
        }
        Some(ConstantOp::build(builder, loc, ty, value).operation())
    }
}
