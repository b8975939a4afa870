//! The custom directives of the ml_program ops' assembly formats
//! (upstream `MLProgramOps.cpp`): `TokenOrdering`, `TypedInitialValue`
//! and `SymbolVisibility`.

use ir::parser::UnresolvedOperand;
use ir::{Attribute, CustomParser, CustomPrinter, OpId, ParseError, Type, Value};

/// `ordering ( (%tokens | ()) -> type )`, all optional
/// (`parseTokenOrdering`): the consumed tokens and the produced token's
/// type. Without the `ordering` keyword (or its `(`) nothing is read.
pub fn parse_token_ordering(
    parser: &mut CustomParser<'_, '_, '_>,
    consume_tokens: &mut Vec<UnresolvedOperand>,
    produce_token_type: &mut Vec<Type>,
) -> Result<(), ParseError> {
    if !parser.parse_optional_keyword("ordering") || !parser.parse_optional_punct("(") {
        return Ok(());
    }
    // No consumed tokens: the `()` list.
    if parser.parse_optional_punct("(") {
        parser.parse_punct(")")?;
    } else {
        loop {
            consume_tokens.push(parser.parse_operand()?);
            if !parser.parse_optional_punct(",") {
                break;
            }
        }
    }
    parser.parse_punct("->")?;
    produce_token_type.push(parser.parse_type()?);
    parser.parse_punct(")")?;
    Ok(())
}

/// Prints what [`parse_token_ordering`] reads, after a space.
pub fn print_token_ordering(
    printer: &mut CustomPrinter<'_, '_>,
    _op: OpId,
    consume_tokens: &[Value],
    produce_token_type: &[Type],
) {
    if consume_tokens.is_empty() && produce_token_type.is_empty() {
        return;
    }
    printer.write_str(" ordering(");
    if consume_tokens.is_empty() {
        printer.write_str("()");
    } else {
        printer.print_operands(consume_tokens);
    }
    if let Some(&t) = produce_token_type.first() {
        printer.write_str(" -> ");
        printer.print_type(t);
    }
    printer.write_str(")");
}

/// `( attribute )? : type` (`parseTypedInitialValue`): a global's initial
/// value and its type.
pub fn parse_typed_initial_value(
    parser: &mut CustomParser<'_, '_, '_>,
    type_attr: &mut Option<Attribute>,
    value: &mut Option<Attribute>,
) -> Result<(), ParseError> {
    if parser.parse_optional_punct("(") {
        *value = Some(parser.parse_attribute()?);
        parser.parse_punct(")")?;
    }
    let ty = parser.parse_colon_type()?;
    *type_attr = Some(parser.ctx().type_attr(ty));
    Ok(())
}

/// Prints what [`parse_typed_initial_value`] reads.
pub fn print_typed_initial_value(
    printer: &mut CustomPrinter<'_, '_>,
    _op: OpId,
    type_attr: Option<Attribute>,
    value: Option<Attribute>,
) {
    if let Some(v) = value {
        printer.write_str("(");
        printer.print_attribute(v);
        printer.write_str(")");
    }
    printer.write_str(" : ");
    if let Some(t) = type_attr {
        printer.print_attribute(t);
    }
}

/// One of `public`, `private`, `nested` (`parseSymbolVisibility`: the
/// keyword is required, and kept even when it is `public`).
pub fn parse_symbol_visibility(
    parser: &mut CustomParser<'_, '_, '_>,
    visibility: &mut Option<Attribute>,
) -> Result<(), ParseError> {
    for keyword in ["public", "private", "nested"] {
        if parser.parse_optional_keyword(keyword) {
            *visibility = Some(parser.ctx().string_attr(keyword));
            return Ok(());
        }
    }
    Err(parser.error("expected 'public', 'private', or 'nested'"))
}

/// Prints the visibility (`public` when there is none).
pub fn print_symbol_visibility(
    printer: &mut CustomPrinter<'_, '_>,
    _op: OpId,
    visibility: Option<Attribute>,
) {
    let text = visibility
        .and_then(|v| printer.ctx().as_string(v).map(str::to_owned))
        .unwrap_or_else(|| "public".to_owned());
    printer.write_str(&text);
}
