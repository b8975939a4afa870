//! Ops whose custom forms are generated from their `assemblyFormat`.
#![deny(missing_docs)]
// The generated code must build without warnings (an unused parameter of a
// constraint that simplified to `true` once slipped through).
#![deny(warnings)]

use ir::parser::UnresolvedOperand;
use ir::{Attribute, CustomParser, CustomPrinter, OpId, ParseError, RegionId, Type, Value};

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

/// `custom<Bundle>(operands, type(operands), type(results), $n, "items")`:
/// `items [%a, %b] : [i32, i32] -> [f32] x 4 : i64`.
fn parse_bundle(
    parser: &mut CustomParser<'_, '_, '_>,
    xs: &mut Vec<UnresolvedOperand>,
    xs_types: &mut Vec<Type>,
    ys_types: &mut Vec<Type>,
    n: &mut Option<Attribute>,
    label: &str,
) -> Result<(), ParseError> {
    parser.parse_keyword(label)?;
    parser.parse_punct("[")?;
    if let Some(u) = parser.parse_optional_operand()? {
        xs.push(u);
        while parser.parse_optional_punct(",") {
            xs.push(parser.parse_operand()?);
        }
    }
    parser.parse_punct("]")?;
    parser.parse_punct(":")?;
    for (i, out) in [xs_types, ys_types].into_iter().enumerate() {
        if i == 1 {
            parser.parse_punct("->")?;
        }
        parser.parse_punct("[")?;
        if !parser.parse_optional_punct("]") {
            *out = parser.parse_type_list()?;
            parser.parse_punct("]")?;
        }
    }
    if parser.parse_optional_keyword("x") {
        *n = Some(parser.parse_attribute()?);
    }
    Ok(())
}

fn print_bundle(
    printer: &mut CustomPrinter<'_, '_>,
    _op: OpId,
    xs: &[Value],
    xs_types: &[Type],
    ys_types: &[Type],
    n: Option<Attribute>,
    label: &str,
) {
    printer.write_str(label);
    printer.write_str(" [");
    printer.print_operands(xs);
    printer.write_str("] : [");
    printer.print_types(xs_types);
    printer.write_str("] -> [");
    printer.print_types(ys_types);
    printer.write_str("]");
    if let Some(n) = n {
        printer.write_str(" x ");
        printer.print_attribute(n);
    }
}

/// `custom<Body>($r, ref(type(results)))`: `yields N { ... }` where N is the
/// number of result types bound before.
fn parse_body(
    parser: &mut CustomParser<'_, '_, '_>,
    r: &mut Vec<RegionId>,
    ys_types: &[Type],
) -> Result<(), ParseError> {
    parser.parse_keyword("yields")?;
    let at = parser.offset();
    let n = parser.parse_integer()?;
    if usize::try_from(n).ok() != Some(ys_types.len()) {
        return Err(parser.error_at(at, "result count differs from the bound result types"));
    }
    r.push(parser.parse_region(&[], false)?);
    Ok(())
}

fn print_body(printer: &mut CustomPrinter<'_, '_>, _op: OpId, r: &[RegionId], ys_types: &[Type]) {
    printer.write_str(&format!("yields {} ", ys_types.len()));
    for &r in r {
        printer.print_region(r, true, true);
    }
}
