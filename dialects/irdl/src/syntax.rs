//! The custom directives of the irdl ops' assembly formats (upstream
//! `IRDL.cpp`): `SingleBlockRegion`, `ValuesWithVariadicity` and
//! `AttributesOp`.

use ir::parser::UnresolvedOperand;
use ir::{Attribute, CustomParser, CustomPrinter, OpId, ParseError, RegionId, Value};

use crate::{Variadicity, VariadicityArrayAttr, VariadicityAttr};

/// An optional region; without one, a region with one empty block
/// (`parseSingleBlockRegion`).
pub fn parse_single_block_region(
    parser: &mut CustomParser<'_, '_, '_>,
    region: &mut Vec<RegionId>,
) -> Result<(), ParseError> {
    let r = match parser.parse_optional_region(&[], false)? {
        Some(r) => r,
        None => parser.ctx().create_region(),
    };
    ir::asm_support::ensure_single_block(parser.ctx(), r);
    region.push(r);
    Ok(())
}

/// Prints the region unless its block is empty (`printSingleBlockRegion`).
pub fn print_single_block_region(
    printer: &mut CustomPrinter<'_, '_>,
    _op: OpId,
    region: &[RegionId],
) {
    let Some(&r) = region.first() else {
        return;
    };
    let ctx = printer.ctx();
    let nonempty = ctx
        .region_entry(r)
        .is_some_and(|b| ctx.block_first_op(b).is_some());
    if nonempty {
        printer.print_region(r, true, true);
    }
}

/// `(` a comma-separated list of operands, each after an optional
/// `single`, `optional` or `variadic` `)` (`parseValuesWithVariadicity`).
pub fn parse_values_with_variadicity(
    parser: &mut CustomParser<'_, '_, '_>,
    operands: &mut Vec<UnresolvedOperand>,
    variadicity: &mut Option<Attribute>,
) -> Result<(), ParseError> {
    let mut kinds = Vec::new();
    parser.parse_punct("(")?;
    if !parser.parse_optional_punct(")") {
        loop {
            let kind = if parser.parse_optional_keyword("single") {
                Variadicity::Single
            } else if parser.parse_optional_keyword("optional") {
                Variadicity::Optional
            } else if parser.parse_optional_keyword("variadic") {
                Variadicity::Variadic
            } else {
                Variadicity::Single
            };
            let attr = VariadicityAttr::get_in(parser.ctx(), kind);
            kinds.push(VariadicityAttr::from_attribute_unchecked(attr));
            operands.push(parser.parse_operand()?);
            if !parser.parse_optional_punct(",") {
                break;
            }
        }
        parser.parse_punct(")")?;
    }
    *variadicity = Some(VariadicityArrayAttr::get(parser.ctx(), &kinds).into());
    Ok(())
}

/// Prints what [`parse_values_with_variadicity`] reads, `single` left out.
pub fn print_values_with_variadicity(
    printer: &mut CustomPrinter<'_, '_>,
    _op: OpId,
    operands: &[Value],
    variadicity: Option<Attribute>,
) {
    let ctx = printer.ctx();
    let kinds: Vec<Variadicity> = variadicity
        .and_then(|a| VariadicityArrayAttr::from_attribute(ctx, a))
        .map(|a| a.value(ctx).iter().map(|k| k.value(ctx)).collect())
        .unwrap_or_default();
    printer.write_str("(");
    for (i, &v) in operands.iter().enumerate() {
        if i > 0 {
            printer.write_str(", ");
        }
        if let Some(&kind) = kinds.get(i) {
            if kind != Variadicity::Single {
                printer.write_str(kind.as_str());
                printer.write_str(" ");
            }
        }
        printer.print_operand(v);
    }
    printer.write_str(")");
}

/// An optional `{` comma-separated list of `name = %value` `}`
/// (`parseAttributesOp`): the names as a list of attributes.
pub fn parse_attributes_op(
    parser: &mut CustomParser<'_, '_, '_>,
    operands: &mut Vec<UnresolvedOperand>,
    names: &mut Option<Attribute>,
) -> Result<(), ParseError> {
    let mut list = Vec::new();
    if parser.parse_optional_punct("{") {
        loop {
            list.push(parser.parse_attribute()?);
            parser.parse_punct("=")?;
            operands.push(parser.parse_operand()?);
            if !parser.parse_optional_punct(",") {
                break;
            }
        }
        parser.parse_punct("}")?;
    }
    *names = Some(parser.ctx().array_attr(&list));
    Ok(())
}

/// Prints what [`parse_attributes_op`] reads (nothing without names).
pub fn print_attributes_op(
    printer: &mut CustomPrinter<'_, '_>,
    _op: OpId,
    values: &[Value],
    names: Option<Attribute>,
) {
    let ctx = printer.ctx();
    let names: Vec<Attribute> = names
        .and_then(|a| ctx.as_array(a).map(<[Attribute]>::to_vec))
        .unwrap_or_default();
    if names.is_empty() {
        return;
    }
    printer.write_str("{");
    // A verified op has one value per name.
    for (i, (&name, &v)) in names.iter().zip(values).enumerate() {
        if i > 0 {
            printer.write_str(", ");
        }
        printer.print_attribute(name);
        printer.write_str(" = ");
        printer.print_operand(v);
    }
    printer.write_str("}");
}
