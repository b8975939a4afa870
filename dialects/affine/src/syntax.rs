//! Pieces of custom syntax the affine ops share (the static helpers of
//! upstream's `AffineOps.cpp`): dimension-and-symbol operand lists
//! `(%d0, %d1)[%s0]`, map attributes, memref types.

use ir::affine::AffineMap;
use ir::parser::UnresolvedOperand;
use ir::{Attribute, CustomParser, CustomPrinter, OperationState, ParseError, Type, Value};

/// The map of an `affine_map` attribute, if it is one.
pub(crate) fn map_of(ctx: &ir::Context, attr: Attribute) -> Option<AffineMap> {
    ctx.as_affine_map(attr)
}

/// The map of an attribute the verifier checked to be an affine map.
pub(crate) fn verified_map(ctx: &ir::Context, attr: Attribute) -> AffineMap {
    map_of(ctx, attr).expect("the verifier checks that the attribute is an affine map")
}

/// An attribute that must be an affine map (upstream's
/// `parseAttribute(AffineMapAttr &)`), added to `state` as `name`.
pub(crate) fn parse_map_attr(
    parser: &mut CustomParser<'_, '_, '_>,
    state: &mut OperationState,
    name: &str,
) -> Result<AffineMap, ParseError> {
    let at = parser.offset();
    let attr = parser.parse_attribute()?;
    let Some(map) = map_of(parser.ctx(), attr) else {
        return Err(parser.error_at(at, "invalid kind of attribute specified"));
    };
    let key = parser.ctx().ident(name);
    state.attributes.push((key, attr));
    Ok(map)
}

/// `(%a, %b)` (or `[...]`): a possibly empty operand list; `optional`
/// lets the whole list be absent.
pub(crate) fn parse_operand_list(
    parser: &mut CustomParser<'_, '_, '_>,
    square: bool,
    optional: bool,
) -> Result<Vec<UnresolvedOperand>, ParseError> {
    let (open, close) = if square { ("[", "]") } else { ("(", ")") };
    let mut out = Vec::new();
    if !parser.parse_optional_punct(open) {
        if optional {
            return Ok(out);
        }
        return Err(parser.error(format!("expected '{open}'")));
    }
    if parser.parse_optional_punct(close) {
        return Ok(out);
    }
    loop {
        out.push(parser.parse_operand()?);
        if parser.parse_optional_punct(close) {
            return Ok(out);
        }
        if !parser.parse_optional_punct(",") {
            return Err(parser.error(format!("expected ',' or '{close}'")));
        }
    }
}

/// `(dims)[symbols]`, resolved as `index` operands (upstream's
/// `parseDimAndSymbolList`); returns the number of dimensions.
pub(crate) fn parse_dim_and_symbol_list(
    parser: &mut CustomParser<'_, '_, '_>,
    state: &mut OperationState,
) -> Result<usize, ParseError> {
    let mut ops = parse_operand_list(parser, false, false)?;
    let num_dims = ops.len();
    ops.extend(parse_operand_list(parser, true, true)?);
    resolve_indices(parser, &ops, state)?;
    Ok(num_dims)
}

/// Resolves `ops` as `index` values into `state`'s operands.
pub(crate) fn resolve_indices(
    parser: &mut CustomParser<'_, '_, '_>,
    ops: &[UnresolvedOperand],
    state: &mut OperationState,
) -> Result<(), ParseError> {
    let index = parser.ctx().index_type();
    for u in ops {
        let v = parser.resolve_operand(u, index)?;
        state.operands.push(v);
    }
    Ok(())
}

/// `(dims)[symbols]`, the brackets only when there are symbols (upstream's
/// `printDimAndSymbolList`).
pub(crate) fn print_dim_and_symbol_list(
    printer: &mut CustomPrinter<'_, '_>,
    operands: &[Value],
    num_dims: usize,
) {
    let nd = num_dims.min(operands.len());
    printer.write_str("(");
    printer.print_operands(&operands[..nd]);
    printer.write_str(")");
    if operands.len() > nd {
        printer.write_str("[");
        printer.print_operands(&operands[nd..]);
        printer.write_str("]");
    }
}

/// `: memref<...>` (upstream's `parseColonType(MemRefType &)`).
pub(crate) fn parse_colon_memref_type(
    parser: &mut CustomParser<'_, '_, '_>,
) -> Result<Type, ParseError> {
    parser.parse_punct(":")?;
    parse_memref_type(parser)
}

/// A ranked memref type.
pub(crate) fn parse_memref_type(parser: &mut CustomParser<'_, '_, '_>) -> Result<Type, ParseError> {
    let at = parser.offset();
    let ty = parser.parse_type()?;
    if !matches!(parser.ctx().type_data(ty), ir::TypeData::MemRef { .. }) {
        return Err(parser.error_at(at, "invalid kind of type specified"));
    }
    Ok(ty)
}

/// A vector type.
pub(crate) fn parse_vector_type(parser: &mut CustomParser<'_, '_, '_>) -> Result<Type, ParseError> {
    let at = parser.offset();
    let ty = parser.parse_type()?;
    if !parser.ctx().is_vector(ty) {
        return Err(parser.error_at(at, "invalid kind of type specified"));
    }
    Ok(ty)
}

/// `[map over the operands]`: the access map of a memory op (upstream's
/// `parseAffineMapOfSSAIds`), added as `map`; its operands, dimensions
/// first.
pub(crate) fn parse_access_map(
    parser: &mut CustomParser<'_, '_, '_>,
    state: &mut OperationState,
) -> Result<Vec<UnresolvedOperand>, ParseError> {
    let (map, mut dims, symbols) = parser.parse_affine_map_of_ssa_ids(true)?;
    let attr = parser.ctx().affine_map_attr(map);
    let key = parser.ctx().ident("map");
    state.attributes.push((key, attr));
    dims.extend(symbols);
    Ok(dims)
}

/// `[map over the operands]` of a memory op.
pub(crate) fn print_access_map(
    printer: &mut CustomPrinter<'_, '_>,
    map: Option<AffineMap>,
    operands: &[Value],
) {
    printer.write_str("[");
    if let Some(m) = map {
        printer.print_affine_map_of_ssa_ids(m, operands);
    }
    printer.write_str("]");
}
