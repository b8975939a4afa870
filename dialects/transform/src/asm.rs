//! The custom assembly directives of the transform ops (upstream's
//! `parseSequenceOpOperands`, `parseForeachMatchSymbols`,
//! `parseTransformMatchDims` and their printers) and the custom form of
//! `transform.named_sequence` (a function-like op).

use ir::interfaces::function_impl::{parse_function_op, print_function_op, FunctionAttrNames};
use ir::parser::UnresolvedOperand;
use ir::{Attribute, CustomParser, CustomPrinter, OpId, OperationState, ParseError, Type, Value};

/// `custom<SequenceOpOperands>`: an optional root handle, then extra
/// bindings, then their types (`%root, %a : (!t, !u)`; the parentheses are
/// optional).
pub(crate) fn parse_sequence_op_operands(
    parser: &mut CustomParser<'_, '_, '_>,
    root: &mut Vec<UnresolvedOperand>,
    root_types: &mut Vec<Type>,
    extra: &mut Vec<UnresolvedOperand>,
    extra_types: &mut Vec<Type>,
) -> Result<(), ParseError> {
    let name_at = parser.name_offset();
    let Some(operand) = parser.parse_optional_operand()? else {
        return Ok(());
    };
    root.push(operand);
    if parser.parse_optional_punct(",") {
        extra.push(parser.parse_operand()?);
        while parser.parse_optional_punct(",") {
            extra.push(parser.parse_operand()?);
        }
    }
    parser.parse_punct(":")?;
    // The paren is truly optional.
    let _ = parser.parse_optional_punct("(");
    root_types.push(parser.parse_type()?);
    if !extra.is_empty() {
        parser.parse_punct(",")?;
        extra_types.push(parser.parse_type()?);
        while parser.parse_optional_punct(",") {
            extra_types.push(parser.parse_type()?);
        }
    }
    if extra_types.len() != extra.len() {
        return Err(parser.error_at(name_at, "expected types to be provided for all operands"));
    }
    let _ = parser.parse_optional_punct(")");
    Ok(())
}

/// Prints `custom<SequenceOpOperands>`.
pub(crate) fn print_sequence_op_operands(
    printer: &mut CustomPrinter<'_, '_>,
    _op: OpId,
    root: &[Value],
    root_types: &[Type],
    extra: &[Value],
    extra_types: &[Type],
) {
    let (Some(&root), Some(&root_type)) = (root.first(), root_types.first()) else {
        return;
    };
    printer.print_operand(root);
    let has_extras = !extra.is_empty();
    if has_extras {
        printer.write_str(", ");
        printer.print_operands(extra);
    }
    printer.write_str(" : ");
    if has_extras {
        printer.write_str("(");
    }
    printer.print_type(root_type);
    if has_extras {
        printer.write_str(", ");
        printer.print_types(extra_types);
        printer.write_str(")");
    }
}

/// `custom<ForeachMatchSymbols>`: `@matcher -> @action` pairs, comma
/// separated.
pub(crate) fn parse_foreach_match_symbols(
    parser: &mut CustomParser<'_, '_, '_>,
    matchers: &mut Option<Attribute>,
    actions: &mut Option<Attribute>,
) -> Result<(), ParseError> {
    let mut matcher_list = Vec::new();
    let mut action_list = Vec::new();
    loop {
        let matcher = parser.parse_symbol_name()?;
        parser.parse_punct("->")?;
        let action = parser.parse_symbol_name()?;
        matcher_list.push(parser.ctx().symbol_ref_attr(&matcher, &[]));
        action_list.push(parser.ctx().symbol_ref_attr(&action, &[]));
        if !parser.parse_optional_punct(",") {
            break;
        }
    }
    *matchers = Some(parser.ctx().array_attr(&matcher_list));
    *actions = Some(parser.ctx().array_attr(&action_list));
    Ok(())
}

/// Prints `custom<ForeachMatchSymbols>`: a pair a line.
pub(crate) fn print_foreach_match_symbols(
    printer: &mut CustomPrinter<'_, '_>,
    _op: OpId,
    matchers: Option<Attribute>,
    actions: Option<Attribute>,
) {
    let ctx = printer.ctx();
    let matchers = matchers
        .and_then(|a| ctx.as_array(a))
        .unwrap_or_default()
        .to_vec();
    let actions = actions
        .and_then(|a| ctx.as_array(a))
        .unwrap_or_default()
        .to_vec();
    printer.increase_indent();
    printer.increase_indent();
    let n = matchers.len();
    for (idx, (m, a)) in matchers.iter().zip(actions.iter()).enumerate() {
        printer.print_newline();
        printer.print_attribute(*m);
        printer.write_str(" -> ");
        printer.print_attribute(*a);
        if idx + 1 != n {
            printer.write_str(", ");
        }
    }
    printer.decrease_indent();
    printer.decrease_indent();
}

/// `custom<TransformMatchDims>`: `all`, `except(` positions `)` or
/// positions.
pub(crate) fn parse_transform_match_dims(
    parser: &mut CustomParser<'_, '_, '_>,
    raw_dim_list: &mut Option<Attribute>,
    is_inverted: &mut Option<Attribute>,
    is_all: &mut Option<Attribute>,
) -> Result<(), ParseError> {
    let i64_type = parser.ctx().i64();
    if parser.parse_optional_keyword("all") {
        *raw_dim_list = Some(parser.ctx().dense_i_array_attr(i64_type, &[]));
        *is_inverted = None;
        *is_all = Some(parser.ctx().unit_attr());
        return Ok(());
    }
    *is_all = None;
    *is_inverted = None;
    if parser.parse_optional_keyword("except") {
        *is_inverted = Some(parser.ctx().unit_attr());
        parser.parse_punct("(")?;
    }
    let mut values = vec![parser.parse_integer()?];
    while parser.parse_optional_punct(",") {
        values.push(parser.parse_integer()?);
    }
    let values: Vec<i128> = values.into_iter().map(i128::from).collect();
    *raw_dim_list = Some(parser.ctx().dense_i_array_attr(i64_type, &values));
    if is_inverted.is_some() {
        parser.parse_punct(")")?;
    }
    Ok(())
}

/// Prints `custom<TransformMatchDims>`.
pub(crate) fn print_transform_match_dims(
    printer: &mut CustomPrinter<'_, '_>,
    _op: OpId,
    raw_dim_list: Option<Attribute>,
    is_inverted: Option<Attribute>,
    is_all: Option<Attribute>,
) {
    if is_all.is_some() {
        printer.write_str("all");
        return;
    }
    if is_inverted.is_some() {
        printer.write_str("except(");
    }
    let ctx = printer.ctx();
    let values: Vec<String> = raw_dim_list
        .and_then(|a| ctx.dense_array_as_i64(a))
        .unwrap_or_default()
        .iter()
        .map(i64::to_string)
        .collect();
    printer.write_str(&values.join(", "));
    if is_inverted.is_some() {
        printer.write_str(")");
    }
}

/// The custom form of `transform.named_sequence` (upstream's
/// `parseFunctionOp` without variadic arguments).
pub(crate) fn parse_named_sequence(
    parser: &mut CustomParser<'_, '_, '_>,
    state: &mut OperationState,
) -> Result<(), ParseError> {
    parse_function_op(parser, state, FunctionAttrNames::default())
}

/// Prints `transform.named_sequence` as a function-like op.
pub(crate) fn print_named_sequence(printer: &mut CustomPrinter<'_, '_>, op: OpId) {
    print_function_op(printer, op, FunctionAttrNames::default());
}
