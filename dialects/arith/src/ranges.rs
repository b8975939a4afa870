//! Integer range inference (`InferIntRangeInterface`, upstream
//! `InferIntRangeInterfaceImpls.cpp`): each op's transfer function from
//! `ir`'s shared `int_range` module (upstream's `InferIntRangeCommon.cpp`),
//! with the op's overflow flags; constants give their exact value.

use crate::fold::int_width;
use crate::{CmpIOp, IntegerOverflowFlags, IntegerOverflowFlagsAttr};
use ir::interfaces::int_range::{self as ir_range, CmpPredicate, OverflowFlags};
use ir::interfaces::ConstantIntRanges;
use ir::{Context, Operation, Value};

/// The width ranges of `v`'s type use (64 for `index`); `None` for
/// anything but a scalar integer or index (`getStorageBitwidth`'s 0).
fn width_of(ctx: &Context, v: Value) -> Option<u32> {
    int_width(ctx, ctx.value_type(v))
}

/// The range of a scalar integer constant (upstream reads only an
/// `IntegerAttr`).
pub(crate) fn constant_range(
    ctx: &Context,
    op: Operation,
    set_result_range: &mut dyn FnMut(Value, ConstantIntRanges),
) {
    let result = ctx.result(op, 0);
    let Some(value) = ctx.attr(op, "value") else {
        return;
    };
    let Some(w) = width_of(ctx, result) else {
        return;
    };
    if let Some(v) = ctx.as_integer(value) {
        set_result_range(result, ConstantIntRanges::constant(w, v));
    }
}

/// `convertArithOverflowFlags`.
fn overflow_flags(ctx: &Context, op: Operation) -> OverflowFlags {
    let flags = ctx
        .attr(op, "overflowFlags")
        .and_then(|a| IntegerOverflowFlagsAttr::from_attribute(ctx, a))
        .map_or(IntegerOverflowFlags::NONE, |f| f.value(ctx));
    OverflowFlags {
        nsw: flags.bits() & IntegerOverflowFlags::NSW.bits() != 0,
        nuw: flags.bits() & IntegerOverflowFlags::NUW.bits() != 0,
    }
}

/// `extSIRange`/`extUIRange` when widening, `truncRange` when narrowing
/// (the index casts).
fn cast(r: &ConstantIntRanges, from: u32, to: u32, signed: bool) -> ConstantIntRanges {
    match from.cmp(&to) {
        std::cmp::Ordering::Less if signed => ir_range::ext_si(r, to),
        std::cmp::Ordering::Less => ir_range::ext_ui(r, to),
        std::cmp::Ordering::Greater => ir_range::trunc(r, to),
        std::cmp::Ordering::Equal => *r,
    }
}

/// The ranges of `op`'s integer result from its operands' ranges.
pub(crate) fn infer(
    ctx: &Context,
    op: Operation,
    args: &[ConstantIntRanges],
    set_result_range: &mut dyn FnMut(Value, ConstantIntRanges),
) {
    let name = ctx.op_name_of(op);
    let result = ctx.result(op, 0);
    // Vectors and tensors: upstream's ranges have width 0 there, which
    // its analysis never reads; none is given.
    let Some(w) = width_of(ctx, result) else {
        return;
    };
    if args.iter().any(|a| a.width() == 0) {
        return;
    }
    let flags = || overflow_flags(ctx, op);
    let range = match name {
        "arith.addi" => ir_range::add(args, flags()),
        "arith.subi" => ir_range::sub(args, flags()),
        "arith.muli" => ir_range::mul(args, flags()),
        "arith.divui" => ir_range::div_u(args),
        "arith.divsi" => ir_range::div_s(args),
        "arith.ceildivui" => ir_range::ceil_div_u(args),
        "arith.ceildivsi" => ir_range::ceil_div_s(args),
        "arith.floordivsi" => ir_range::floor_div_s(args),
        "arith.remui" => ir_range::rem_u(args),
        "arith.remsi" => ir_range::rem_s(args),
        "arith.andi" => ir_range::and(args),
        "arith.ori" => ir_range::or(args),
        "arith.xori" => ir_range::xor(args),
        "arith.maxsi" => ir_range::max_s(args),
        "arith.maxui" => ir_range::max_u(args),
        "arith.minsi" => ir_range::min_s(args),
        "arith.minui" => ir_range::min_u(args),
        "arith.shli" => ir_range::shl(args, flags()),
        "arith.shrui" => ir_range::shr_u(args),
        "arith.shrsi" => ir_range::shr_s(args),
        "arith.extui" => ir_range::ext_ui(&args[0], w),
        "arith.extsi" => ir_range::ext_si(&args[0], w),
        "arith.trunci" => ir_range::trunc(&args[0], w),
        "arith.index_cast" => cast(&args[0], args[0].width(), w, true),
        "arith.index_castui" => cast(&args[0], args[0].width(), w, false),
        "arith.cmpi" => {
            let Some(cmp) = CmpIOp::cast(ctx, op) else {
                return;
            };
            let Some(pred) = CmpPredicate::from_value(cmp.predicate(ctx) as u64) else {
                return;
            };
            ir_range::bool_range(ir_range::evaluate_pred(pred, &args[0], &args[1]))
        }
        _ => return,
    };
    set_result_range(result, range);
}
