//! Integer range inference (`InferIntRangeInterface`, upstream
//! `InferIntRangeInterfaceImpls.cpp`): the exact range of an integer
//! constant, and for the other ops a sound bound — the full range of the
//! result's width, except where the operands' ranges give a tighter one
//! cheaply (extensions, truncations of small ranges, comparisons).

use crate::fold::{int_const, int_width};
use ir::interfaces::ConstantIntRanges;
use ir::{Context, Operation, Value};

/// The width ranges of `v`'s type use (64 for `index`).
fn width_of(ctx: &Context, v: Value) -> Option<u32> {
    int_width(ctx, ctx.element_type_or_self(ctx.value_type(v)))
}

/// The range of an integer constant (the union of a dense constant's
/// elements).
pub(crate) fn constant_range(
    ctx: &Context,
    op: Operation,
    set_result_range: &mut dyn FnMut(Value, ConstantIntRanges),
) {
    let result = ctx.result(op, 0);
    let Some(value) = ctx.attr(op, "value") else {
        return;
    };
    let Some(c) = int_const(ctx, value) else {
        return;
    };
    let w = c.width;
    let mut range: Option<ConstantIntRanges> = None;
    for &v in &c.values {
        let r = ConstantIntRanges::constant(w, crate::apint::sext(v, w));
        range = Some(match range {
            Some(acc) => acc.range_union(&r),
            None => r,
        });
    }
    if let Some(r) = range {
        set_result_range(result, r);
    }
}

/// The ranges of `op`'s integer results from its operands' ranges.
pub(crate) fn infer(
    ctx: &Context,
    op: Operation,
    arg_ranges: &[ConstantIntRanges],
    set_result_range: &mut dyn FnMut(Value, ConstantIntRanges),
) {
    let name = ctx.op_name_of(op);
    let result = ctx.result(op, 0);
    let Some(w) = width_of(ctx, result) else {
        return;
    };
    let arg = arg_ranges.first();
    let range = match (name, arg) {
        ("arith.extui", Some(a)) => ConstantIntRanges::from_unsigned(w, a.umin(), a.umax()),
        ("arith.extsi", Some(a)) => ConstantIntRanges::from_signed(w, a.smin(), a.smax()),
        ("arith.index_cast", Some(a)) if a.width() <= w => {
            ConstantIntRanges::from_signed(w, a.smin(), a.smax())
        }
        ("arith.index_castui", Some(a)) if a.width() <= w => {
            ConstantIntRanges::from_unsigned(w, a.umin(), a.umax())
        }
        ("arith.cmpi", _) => ConstantIntRanges::from_unsigned(1, 0, 1),
        _ => ConstantIntRanges::max_range(w),
    };
    set_result_range(result, range);
}
