//! The lowerings of constants, arithmetic, bitwise ops, shifts,
//! comparisons, `negf` and `select`.

use emitc::CmpPredicate;
use ir::conversion::ConversionRewriter;
use ir::{Location, OpId, Type, TypeKind, Value};

use crate::support::{
    adapt_signedness, adapt_value, constant as emitc_constant, converted_result, create,
    is_integer_of, is_integral, replace, unsigned_of,
};

/// `arith.constant` → `emitc.constant` of the same value.
pub(crate) fn constant(rw: &mut ConversionRewriter<'_, '_>, op: OpId) -> Option<()> {
    let ty = converted_result(rw, op)?;
    let value = arith::ConstantOp::cast(rw, op)?.value(rw);
    let loc = rw.op_loc(op);
    let c = emitc_constant(rw, loc, ty, value);
    replace(rw, op, c)
}

/// An op mapped to the emitc op `name` of the same operands.
pub(crate) fn plain(
    rw: &mut ConversionRewriter<'_, '_>,
    op: OpId,
    operands: &[Value],
    name: &str,
) -> Option<()> {
    let ty = converted_result(rw, op)?;
    let loc = rw.op_loc(op);
    let v = create(rw, name, loc, ty, operands);
    replace(rw, op, v)
}

/// Whether the `addi`/`subi`/`muli` `op` has the `nsw` flag.
fn no_signed_wrap(rw: &ConversionRewriter<'_, '_>, op: OpId) -> bool {
    let flags = if let Some(o) = arith::AddIOp::cast(rw, op) {
        o.overflow_flags(rw)
    } else if let Some(o) = arith::SubIOp::cast(rw, op) {
        o.overflow_flags(rw)
    } else if let Some(o) = arith::MulIOp::cast(rw, op) {
        o.overflow_flags(rw)
    } else {
        return false;
    };
    flags.contains(arith::IntegerOverflowFlags::NSW)
}

/// `lhs <name> rhs` computed in `ty`, the result cast back to `result`.
fn binary_in(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Location,
    name: &str,
    ty: Type,
    (lhs, rhs): (Value, Value),
    result: Type,
) -> Value {
    let lhs = adapt_value(rw, lhs, ty);
    let rhs = adapt_value(rw, rhs, ty);
    let v = create(rw, name, loc, ty, &[lhs, rhs]);
    adapt_value(rw, v, result)
}

/// `addi`, `subi`, `muli`: in an unsigned type unless the op promises no
/// signed wrap (C's signed overflow is undefined); not on `i1`.
pub(crate) fn integer(
    rw: &mut ConversionRewriter<'_, '_>,
    op: OpId,
    operands: &[Value],
    name: &str,
) -> Option<()> {
    let ty = converted_result(rw, op).filter(|&t| is_integral(rw, t))?;
    if is_integer_of(rw, ty, 1) {
        // Arith wraps around, which C's `bool` does not.
        return None;
    }
    let mut arithmetic = ty;
    if let Some((width, signedness)) = rw.type_as_integer(ty) {
        if signedness != ir::Signedness::Unsigned && !no_signed_wrap(rw, op) {
            arithmetic = unsigned_of(rw, width);
        }
    }
    let loc = rw.op_loc(op);
    let v = binary_in(rw, loc, name, arithmetic, (operands[0], operands[1]), ty);
    replace(rw, op, v)
}

/// `andi`, `ori`, `xori`: on unsigned operands (as C defines them), or on
/// booleans directly.
pub(crate) fn bitwise(
    rw: &mut ConversionRewriter<'_, '_>,
    op: OpId,
    operands: &[Value],
    name: &str,
) -> Option<()> {
    let ty = converted_result(rw, op).filter(|&t| rw.type_kind(t) == TypeKind::Integer)?;
    let loc = rw.op_loc(op);
    if is_integer_of(rw, ty, 1) {
        let v = create(rw, name, loc, ty, &operands[..2]);
        return replace(rw, op, v);
    }
    let arithmetic = adapt_signedness(rw, ty, true);
    let v = binary_in(rw, loc, name, arithmetic, (operands[0], operands[1]), ty);
    replace(rw, op, v)
}

/// `shli`, `shrsi`, `shrui`: the shift in an `emitc.expression` giving
/// zero (a refinement of poison) when the amount is not below the width.
pub(crate) fn shift(
    rw: &mut ConversionRewriter<'_, '_>,
    op: OpId,
    operands: &[Value],
    name: &str,
    unsigned: bool,
) -> Option<()> {
    let ty = converted_result(rw, op).filter(|&t| is_integral(rw, t))?;
    if is_integer_of(rw, ty, 1) {
        return None;
    }
    let loc = rw.op_loc(op);
    let arithmetic = adapt_signedness(rw, ty, unsigned);
    let lhs = adapt_value(rw, operands[0], arithmetic);
    // The shift amount is unsigned in arith.
    let rhs_ty = rw.value_type(operands[1]);
    let rhs_ty = adapt_signedness(rw, rhs_ty, true);
    let rhs = adapt_value(rw, operands[1], rhs_ty);
    let width = if emitc::is_pointer_wide_type(rw, ty) {
        let eight_attr = rw.index_attr(8);
        let eight = emitc_constant(rw, loc, rhs_ty, eight_attr);
        let callee = rw.string_attr("sizeof");
        let size_of = emitc::CallOpaqueOp::build(rw, loc, &[rhs_ty], callee, None, None, &[eight]);
        let size_of = rw.result(size_of.operation(), 0);
        create(
            rw,
            emitc::MulOp::OPERATION_NAME,
            loc,
            rhs_ty,
            &[eight, size_of],
        )
    } else {
        let bits = rw.int_or_float_width(ty).unwrap_or(0);
        let attr = rw.integer_attr(rhs_ty, i64::from(bits));
        emitc_constant(rw, loc, rhs_ty, attr)
    };
    let i1 = rw.i1();
    let in_range = emitc::CmpOp::build_with_values(rw, loc, i1, CmpPredicate::Lt, rhs, width);
    let in_range = in_range.result(rw);
    let zero = if rw.type_kind(arithmetic) == TypeKind::Integer {
        rw.integer_attr(arithmetic, 0)
    } else {
        rw.index_attr(0)
    };
    let poison = emitc_constant(rw, loc, arithmetic, zero);
    let ternary = emitc::ExpressionOp::build_with_values(rw, loc, arithmetic, false);
    let region = rw.op_region(ternary.operation(), 0);
    let here = rw.insertion_point();
    rw.create_block(region, &[]);
    let shifted = create(rw, name, loc, arithmetic, &[lhs, rhs]);
    let chosen = create(
        rw,
        emitc::ConditionalOp::OPERATION_NAME,
        loc,
        arithmetic,
        &[in_range, shifted, poison],
    );
    emitc::YieldOp::build(rw, loc, Some(chosen));
    rw.set_insertion_point(here);
    let expression = rw.result(ternary.operation(), 0);
    let v = adapt_value(rw, expression, ty);
    replace(rw, op, v)
}

/// `cmpi`: `emitc.cmp` on operands made signed or unsigned as the
/// predicate asks.
pub(crate) fn cmpi(
    rw: &mut ConversionRewriter<'_, '_>,
    op: OpId,
    operands: &[Value],
) -> Option<()> {
    use arith::CmpIPredicate as P;
    let ty = rw.value_type(operands[0]);
    if !is_integral(rw, ty) {
        return None;
    }
    let pred = arith::CmpIOp::cast(rw, op)?.predicate(rw);
    let unsigned = matches!(pred, P::Ult | P::Ule | P::Ugt | P::Uge);
    let emitc_pred = match pred {
        P::Eq => CmpPredicate::Eq,
        P::Ne => CmpPredicate::Ne,
        P::Slt | P::Ult => CmpPredicate::Lt,
        P::Sle | P::Ule => CmpPredicate::Le,
        P::Sgt | P::Ugt => CmpPredicate::Gt,
        P::Sge | P::Uge => CmpPredicate::Ge,
    };
    let arithmetic = adapt_signedness(rw, ty, unsigned);
    let lhs = adapt_value(rw, operands[0], arithmetic);
    let rhs = adapt_value(rw, operands[1], arithmetic);
    let result = rw.result_type(op, 0);
    let loc = rw.op_loc(op);
    let cmp = emitc::CmpOp::build_with_values(rw, loc, result, emitc_pred, lhs, rhs);
    let v = cmp.result(rw);
    replace(rw, op, v)
}

/// `emitc.cmp <pred>, a, b : i1`.
fn compare(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Location,
    pred: CmpPredicate,
    a: Value,
    b: Value,
) -> Value {
    let i1 = rw.i1();
    let cmp = emitc::CmpOp::build_with_values(rw, loc, i1, pred, a, b);
    cmp.result(rw)
}

/// `a && b` or `a || b` of type `ty`.
fn logical(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Location,
    or: bool,
    ty: Type,
    a: Value,
    b: Value,
) -> Value {
    let name = if or {
        emitc::LogicalOrOp::OPERATION_NAME
    } else {
        emitc::LogicalAndOp::OPERATION_NAME
    };
    create(rw, name, loc, ty, &[a, b])
}

/// Whether one of `a`, `b` is NaN (`unordered`) or neither is: each
/// compared with itself.
fn check_order(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Location,
    unordered: bool,
    a: Value,
    b: Value,
) -> Value {
    let pred = if unordered {
        CmpPredicate::Ne
    } else {
        CmpPredicate::Eq
    };
    let first = compare(rw, loc, pred, a, a);
    let second = compare(rw, loc, pred, b, b);
    let i1 = rw.i1();
    logical(rw, loc, unordered, i1, first, second)
}

/// `cmpf`: a C comparison combined with the check of the operands'
/// order the predicate asks for; constants for `false` and `true`.
pub(crate) fn cmpf(
    rw: &mut ConversionRewriter<'_, '_>,
    op: OpId,
    operands: &[Value],
) -> Option<()> {
    use arith::CmpFPredicate as P;
    let (lhs, rhs) = (operands[0], operands[1]);
    if rw.type_kind(rw.value_type(rhs)) != TypeKind::Float {
        // Tensors and vectors of floats are not supported.
        return None;
    }
    let pred = arith::CmpFOp::cast(rw, op)?.predicate(rw);
    let loc = rw.op_loc(op);
    let (unordered, emitc_pred) = match pred {
        P::AlwaysFalse | P::AlwaysTrue => {
            let i1 = rw.i1();
            let value = rw.bool_attr(pred == P::AlwaysTrue);
            let c = emitc_constant(rw, loc, i1, value);
            return replace(rw, op, c);
        }
        P::Ord | P::Uno => {
            let v = check_order(rw, loc, pred == P::Uno, lhs, rhs);
            return replace(rw, op, v);
        }
        P::Oeq => (false, CmpPredicate::Eq),
        P::Ogt => (false, CmpPredicate::Gt),
        P::Oge => (false, CmpPredicate::Ge),
        P::Olt => (false, CmpPredicate::Lt),
        P::Ole => (false, CmpPredicate::Le),
        P::One => (false, CmpPredicate::Ne),
        P::Ueq => (true, CmpPredicate::Eq),
        P::Ugt => (true, CmpPredicate::Gt),
        P::Uge => (true, CmpPredicate::Ge),
        P::Ult => (true, CmpPredicate::Lt),
        P::Ule => (true, CmpPredicate::Le),
        P::Une => (true, CmpPredicate::Ne),
    };
    let result = rw.result_type(op, 0);
    let cmp = emitc::CmpOp::build_with_values(rw, loc, result, emitc_pred, lhs, rhs);
    let cmp = cmp.result(rw);
    let order = check_order(rw, loc, unordered, lhs, rhs);
    let v = logical(rw, loc, unordered, result, order, cmp);
    replace(rw, op, v)
}

/// `negf` → `emitc.unary_minus` on a scalar float emitc supports.
pub(crate) fn negf(
    rw: &mut ConversionRewriter<'_, '_>,
    op: OpId,
    operands: &[Value],
) -> Option<()> {
    let v = operands[0];
    let ty = rw.value_type(v);
    if matches!(rw.type_kind(ty), TypeKind::Tensor | TypeKind::Vector)
        || !emitc::is_supported_float_type(rw, ty)
    {
        return None;
    }
    let loc = rw.op_loc(op);
    let neg = create(rw, emitc::UnaryMinusOp::OPERATION_NAME, loc, ty, &[v]);
    replace(rw, op, neg)
}

/// `select` on an `i1` condition → `emitc.conditional`.
pub(crate) fn select(
    rw: &mut ConversionRewriter<'_, '_>,
    op: OpId,
    operands: &[Value],
) -> Option<()> {
    let ty = converted_result(rw, op)?;
    let cond_ty = rw.value_type(operands[0]);
    if !is_integer_of(rw, cond_ty, 1) {
        return None;
    }
    let loc = rw.op_loc(op);
    let v = create(rw, emitc::ConditionalOp::OPERATION_NAME, loc, ty, operands);
    replace(rw, op, v)
}
