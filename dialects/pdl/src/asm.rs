//! The custom assembly directives of the pdl ops (upstream's
//! `parseOperationOpAttributes`, `parseRangeType`, `parseResultsValueType`
//! and their printers, in `PDL.cpp`).

use ir::parser::UnresolvedOperand;
use ir::{Attribute, CustomParser, CustomPrinter, OpId, ParseError, Type, Value};

use crate::{range_element_type_or_self, RangeType, ValueType};

/// `custom<OperationOpAttributes>`: an optional `{"name" = %value, ...}`
/// list; the names always become an array attribute (empty without the
/// list).
pub(crate) fn parse_operation_op_attributes(
    parser: &mut CustomParser<'_, '_, '_>,
    operands: &mut Vec<UnresolvedOperand>,
    names: &mut Option<Attribute>,
) -> Result<(), ParseError> {
    let mut attr_names = Vec::new();
    if parser.parse_optional_punct("{") {
        loop {
            let at = parser.offset();
            let name = parser.parse_attribute()?;
            if parser.ctx().attr_as_str(name).is_none() {
                return Err(parser.error_at(at, "invalid kind of attribute specified"));
            }
            parser.parse_punct("=")?;
            operands.push(parser.parse_operand()?);
            attr_names.push(name);
            if !parser.parse_optional_punct(",") {
                break;
            }
        }
        parser.parse_punct("}")?;
    }
    *names = Some(parser.ctx().array_attr(&attr_names));
    Ok(())
}

/// Prints `custom<OperationOpAttributes>` (nothing without attributes).
pub(crate) fn print_operation_op_attributes(
    printer: &mut CustomPrinter<'_, '_>,
    _op: OpId,
    values: &[Value],
    names: Option<Attribute>,
) {
    let names: Vec<Attribute> = names
        .and_then(|n| printer.ctx().attr_as_array(n).map(<[Attribute]>::to_vec))
        .unwrap_or_default();
    if names.is_empty() {
        return;
    }
    printer.write_str(" {");
    for (i, (name, value)) in names.iter().zip(values).enumerate() {
        if i > 0 {
            printer.write_str(", ");
        }
        printer.print_attribute(*name);
        printer.write_str(" = ");
        printer.print_operand(*value);
    }
    printer.write_str("}");
}

/// `custom<RangeType>`: with arguments, the result is the range of their
/// element type; without, it is given as `: type`.
pub(crate) fn parse_range_type(
    parser: &mut CustomParser<'_, '_, '_>,
    argument_types: &[Type],
    result_type: &mut Vec<Type>,
) -> Result<(), ParseError> {
    if let Some(&first) = argument_types.first() {
        let element = range_element_type_or_self(parser.ctx(), first);
        let range = RangeType::get_from_element_type(parser.ctx(), element);
        result_type.push(range.into());
        return Ok(());
    }
    parser.parse_punct(":")?;
    let ty = parser.parse_type()?;
    result_type.push(ty);
    Ok(())
}

/// Prints `custom<RangeType>`: the result type only without arguments.
pub(crate) fn print_range_type(
    printer: &mut CustomPrinter<'_, '_>,
    _op: OpId,
    argument_types: &[Type],
    result_types: &[Type],
) {
    if !argument_types.is_empty() {
        return;
    }
    if let Some(&ty) = result_types.first() {
        printer.write_str(": ");
        printer.print_type(ty);
    }
}

/// `custom<ResultsValueType>`: without an index the result is
/// `!pdl.range<value>`; with one it is given as `-> type`.
pub(crate) fn parse_results_value_type(
    parser: &mut CustomParser<'_, '_, '_>,
    index: &Option<Attribute>,
    result_type: &mut Vec<Type>,
) -> Result<(), ParseError> {
    if index.is_none() {
        let value: Type = ValueType::get(parser.ctx()).into();
        let range = RangeType::get_from_element_type(parser.ctx(), value);
        result_type.push(range.into());
        return Ok(());
    }
    parser.parse_punct("->")?;
    let ty = parser.parse_type()?;
    result_type.push(ty);
    Ok(())
}

/// Prints `custom<ResultsValueType>`: the type only with an index.
pub(crate) fn print_results_value_type(
    printer: &mut CustomPrinter<'_, '_>,
    _op: OpId,
    index: Option<Attribute>,
    result_types: &[Type],
) {
    if index.is_none() {
        return;
    }
    if let Some(&ty) = result_types.first() {
        printer.write_str(" -> ");
        printer.print_type(ty);
    }
}
