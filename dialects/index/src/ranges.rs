//! Integer range inference (upstream `InferIntRangeInterfaceImpls.cpp`):
//! each op's transfer function from `ir`'s shared `int_range` module
//! (upstream's `InferIntRangeCommon.cpp`) run for both 32- and 64-bit
//! targets (`inferIndexOp`), casts as the union of their fixed-width
//! casts, comparisons known on both widths, `sizeof`'s `[32, 64]`.

use crate::{CmpOp, IndexCmpPredicate};
use ir::interfaces::int_range::{
    self as ir_range, CmpMode, CmpPredicate, OverflowFlags, INDEX_MIN_WIDTH,
};
use ir::interfaces::ConstantIntRanges as Ranges;
use ir::{Context, Operation, Type, Value};

/// The shared predicate of `p` (same order, same values).
fn predicate(p: IndexCmpPredicate) -> CmpPredicate {
    use IndexCmpPredicate::*;
    match p {
        Eq => CmpPredicate::Eq,
        Ne => CmpPredicate::Ne,
        Slt => CmpPredicate::Slt,
        Sle => CmpPredicate::Sle,
        Sgt => CmpPredicate::Sgt,
        Sge => CmpPredicate::Sge,
        Ult => CmpPredicate::Ult,
        Ule => CmpPredicate::Ule,
        Ugt => CmpPredicate::Ugt,
        Uge => CmpPredicate::Uge,
    }
}

/// `evaluatePred` for an index predicate.
pub(crate) fn evaluate_pred(p: IndexCmpPredicate, l: &Ranges, r: &Ranges) -> Option<bool> {
    ir_range::evaluate_pred(predicate(p), l, r)
}

/// The range of a binary op's result (`inferIndexOp` of the op's
/// transfer function; index ops have no overflow flags).
pub(crate) fn binary(
    ctx: &Context,
    op: Operation,
    args: &[Ranges],
    set_result_range: &mut dyn FnMut(Value, Ranges),
) {
    let result = ctx.result(op, 0);
    if args.len() != 2 {
        return;
    }
    let none = OverflowFlags::default();
    let range = match ctx.op_name_of(op) {
        "index.add" => ir_range::infer_index_op(|a| ir_range::add(a, none), args, CmpMode::Both),
        "index.sub" => ir_range::infer_index_op(|a| ir_range::sub(a, none), args, CmpMode::Both),
        "index.mul" => ir_range::infer_index_op(|a| ir_range::mul(a, none), args, CmpMode::Both),
        "index.shl" => ir_range::infer_index_op(|a| ir_range::shl(a, none), args, CmpMode::Both),
        name => {
            let (f, mode): (fn(&[Ranges]) -> Ranges, CmpMode) = match name {
                "index.divu" => (ir_range::div_u, CmpMode::Unsigned),
                "index.divs" => (ir_range::div_s, CmpMode::Signed),
                "index.ceildivu" => (ir_range::ceil_div_u, CmpMode::Unsigned),
                "index.ceildivs" => (ir_range::ceil_div_s, CmpMode::Signed),
                "index.floordivs" => (ir_range::floor_div_s, CmpMode::Signed),
                "index.rems" => (ir_range::rem_s, CmpMode::Signed),
                "index.remu" => (ir_range::rem_u, CmpMode::Unsigned),
                "index.maxs" => (ir_range::max_s, CmpMode::Signed),
                "index.maxu" => (ir_range::max_u, CmpMode::Unsigned),
                "index.mins" => (ir_range::min_s, CmpMode::Signed),
                "index.minu" => (ir_range::min_u, CmpMode::Unsigned),
                "index.shrs" => (ir_range::shr_s, CmpMode::Signed),
                "index.shru" => (ir_range::shr_u, CmpMode::Unsigned),
                "index.and" => (ir_range::and, CmpMode::Unsigned),
                "index.or" => (ir_range::or, CmpMode::Unsigned),
                "index.xor" => (ir_range::xor, CmpMode::Unsigned),
                _ => return,
            };
            ir_range::infer_index_op(f, args, mode)
        }
    };
    set_result_range(result, range);
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
        std::cmp::Ordering::Less if signed => ir_range::ext_si(r, to),
        std::cmp::Ordering::Less => ir_range::ext_ui(r, to),
        std::cmp::Ordering::Greater => ir_range::trunc(r, to),
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
        let narrow = ir_range::ext(&like_dest(r, from, INDEX_MIN_WIDTH, signed), to);
        storage.range_union(&narrow)
    };
    set_result_range(ctx.result(op, 0), range);
}

/// A comparison known alike on 32- and 64-bit targets is a constant.
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
    let narrow = |x: &Ranges| ir_range::trunc(x, INDEX_MIN_WIDTH);
    let v32 = evaluate_pred(p, &narrow(l), &narrow(r));
    let truth = if v64 == v32 { v64 } else { None };
    set_result_range(op.result(ctx), ir_range::bool_range(truth));
}
