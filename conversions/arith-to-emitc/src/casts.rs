//! The lowerings of the casts: between integers (and pointer-wide types),
//! and between integers and floats, all to `emitc.cast`.

use ir::conversion::ConversionRewriter;
use ir::{OpId, Value};

use crate::support::{
    adapt_signedness, adapt_value, constant, converted_result, create, is_integer_of, is_integral,
    replace, unsigned_of,
};

/// `trunci`, `extsi`, `extui`, `index_cast`, `index_castui`: casts in the
/// signedness that gives arith's meaning (unsigned for the unsigned casts
/// and for truncations); a cast to `i1` keeps the lowest bit.
pub(crate) fn integer_cast(
    rw: &mut ConversionRewriter<'_, '_>,
    op: OpId,
    input: Value,
    unsigned: bool,
) -> Option<()> {
    let result = converted_result(rw, op).filter(|&t| is_integral(rw, t))?;
    let operand = rw.value_type(input);
    if !is_integral(rw, operand) {
        return None;
    }
    // Sign-extending an `i1` is not supported.
    if is_integer_of(rw, operand, 1) && !unsigned {
        return None;
    }
    let loc = rw.op_loc(op);
    if is_integer_of(rw, result, 1) {
        // `(bool)v` is `v != 0`; arith truncates: `(bool)(v & 1)`.
        let one = if emitc::is_pointer_wide_type(rw, operand) {
            rw.index_attr(1)
        } else {
            rw.integer_attr(operand, 1)
        };
        let one = constant(rw, loc, operand, one);
        let low = create(
            rw,
            emitc::BitwiseAndOp::OPERATION_NAME,
            loc,
            operand,
            &[input, one],
        );
        let v = create(rw, emitc::CastOp::OPERATION_NAME, loc, result, &[low]);
        return replace(rw, op, v);
    }
    let truncation = match (rw.type_as_integer(operand), rw.type_as_integer(result)) {
        (Some((from, _)), Some((to, _))) => from > to,
        _ => false,
    };
    let in_unsigned = unsigned || truncation;
    let dest = adapt_signedness(rw, result, in_unsigned);
    let source = adapt_signedness(rw, operand, in_unsigned);
    let actual = adapt_value(rw, input, source);
    let cast = create(rw, emitc::CastOp::OPERATION_NAME, loc, dest, &[actual]);
    let v = adapt_value(rw, cast, result);
    replace(rw, op, v)
}

/// `sitofp`, `uitofp`: from a supported integer (made unsigned first for
/// `uitofp`) to a supported float.
pub(crate) fn int_to_float(
    rw: &mut ConversionRewriter<'_, '_>,
    op: OpId,
    input: Value,
    unsigned: bool,
) -> Option<()> {
    let operand = rw.value_type(input);
    if !emitc::is_supported_integer_type(rw, operand) {
        return None;
    }
    let result = converted_result(rw, op)?;
    if !emitc::is_supported_float_type(rw, result) {
        return None;
    }
    let loc = rw.op_loc(op);
    let mut value = input;
    if unsigned {
        let width = rw.int_or_float_width(operand).unwrap_or(0);
        let actual = unsigned_of(rw, width);
        if actual != operand {
            value = create(rw, emitc::CastOp::OPERATION_NAME, loc, actual, &[value]);
        }
    }
    let v = create(rw, emitc::CastOp::OPERATION_NAME, loc, result, &[value]);
    replace(rw, op, v)
}

/// `fptosi`, `fptoui`: from a supported float to a supported integer but
/// `i1` (a value between 0 and 1 must truncate to 0, where `bool` gives
/// true); `fptoui` through the unsigned integer of the float's width.
pub(crate) fn float_to_int(
    rw: &mut ConversionRewriter<'_, '_>,
    op: OpId,
    input: Value,
    unsigned: bool,
) -> Option<()> {
    let operand = rw.value_type(input);
    if !emitc::is_supported_float_type(rw, operand) {
        return None;
    }
    let result = converted_result(rw, op)?;
    if !emitc::is_supported_integer_type(rw, result) || is_integer_of(rw, result, 1) {
        return None;
    }
    let loc = rw.op_loc(op);
    let actual = if unsigned {
        let width = rw.int_or_float_width(operand).unwrap_or(0);
        unsigned_of(rw, width)
    } else {
        result
    };
    let mut v = create(rw, emitc::CastOp::OPERATION_NAME, loc, actual, &[input]);
    if unsigned {
        v = create(rw, emitc::CastOp::OPERATION_NAME, loc, result, &[v]);
    }
    replace(rw, op, v)
}
