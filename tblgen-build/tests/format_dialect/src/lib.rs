//! Ops whose custom forms are generated from their `assemblyFormat`.
#![deny(missing_docs)]

use ir::parser::UnresolvedOperand;
use ir::{Attribute, CustomParser, CustomPrinter, OpId, ParseError, Type, Value};

include!(concat!(env!("OUT_DIR"), "/formats.rs.inc"));

/// `custom<Pair>($x, type($x), $n, "sep")`: `[%x sep 3 : i64] : type`.
fn parse_pair(
    parser: &mut CustomParser<'_, '_, '_>,
    x: &mut Vec<UnresolvedOperand>,
    x_types: &mut Vec<Type>,
    n: &mut Option<Attribute>,
    sep: &str,
) -> Result<(), ParseError> {
    parser.parse_punct("[")?;
    x.push(parser.parse_operand()?);
    parser.parse_keyword(sep)?;
    *n = Some(parser.parse_attribute()?);
    parser.parse_punct("]")?;
    parser.parse_punct(":")?;
    x_types.push(parser.parse_type()?);
    Ok(())
}

fn print_pair(
    printer: &mut CustomPrinter<'_, '_>,
    _op: OpId,
    x: &[Value],
    x_types: &[Type],
    n: Option<Attribute>,
    sep: &str,
) {
    printer.write_str("[");
    printer.print_operands(x);
    printer.write_str(" ");
    printer.write_str(sep);
    printer.write_str(" ");
    if let Some(n) = n {
        printer.print_attribute(n);
    }
    printer.write_str("] : ");
    printer.print_types(x_types);
}

/// `custom<Echo>(ref($x), ref($n))`: `echo` when `$x` and `$n` were bound.
fn parse_echo(
    parser: &mut CustomParser<'_, '_, '_>,
    x: &[UnresolvedOperand],
    n: &Option<Attribute>,
) -> Result<(), ParseError> {
    if x.len() != 1 || n.is_none() {
        return Err(parser.error("ref parameters were not bound"));
    }
    parser.parse_keyword("echo")
}

fn print_echo(printer: &mut CustomPrinter<'_, '_>, _op: OpId, x: &[Value], n: Option<Attribute>) {
    if x.len() == 1 && n.is_some() {
        printer.write_str("echo");
    }
}
