//! The custom forms of `Shape.cpp`: `shape.assuming`, `shape.const_shape`,
//! `shape.reduce`, `shape.function_library` and `shape.func`.

use crate::*;
use ir::interfaces::function_impl::{parse_function_op, print_function_op, FunctionAttrNames};
use ir::{CustomParser, CustomPrinter, OperationState, ParseError, Type};

/// Prints ` -> type` or ` -> (types)` unless `types` is empty
/// (`printOptionalArrowTypeList`).
fn print_optional_arrow_type_list(printer: &mut CustomPrinter<'_, '_>, types: &[Type]) {
    if !types.is_empty() {
        printer.write_str(" -> ");
        printer.print_result_types(types);
    }
}

/// `shape.assuming %witness (-> (types))? region attr-dict`; the region's
/// terminator may be left out.
pub fn parse_assuming(
    parser: &mut CustomParser<'_, '_, '_>,
    state: &mut OperationState,
) -> Result<(), ParseError> {
    let cond = parser.parse_operand()?;
    let witness = Type::from(WitnessType::get(parser.ctx()));
    let v = parser.resolve_operand(&cond, witness)?;
    state.operands.push(v);
    let types = parser.parse_optional_arrow_type_list()?;
    state.add_result_types(&types);
    let region = parser.parse_region(&[], false)?;
    let loc = state.location;
    ir::asm_support::ensure_terminator(parser.ctx(), region, loc, AssumingYieldOp::OPERATION_NAME);
    state.regions.push(region);
    state.attributes.extend(parser.parse_optional_attr_dict()?);
    Ok(())
}

/// Prints `shape.assuming` (the terminator shown when it yields values).
pub fn print_assuming(op: AssumingOp, printer: &mut CustomPrinter<'_, '_>) {
    let ctx = printer.ctx();
    let results = ctx.results(op.operation());
    let types: Vec<Type> = results.iter().map(|&r| ctx.value_type(r)).collect();
    let yields_results = !types.is_empty();
    printer.write_str(" ");
    printer.print_operand(op.witness(ctx));
    if yields_results {
        printer.write_str(" -> (");
        printer.print_types(&types);
        printer.write_str(")");
    }
    printer.write_str(" ");
    printer.print_region(op.do_region(ctx), false, yields_results);
    printer.print_optional_attr_dict(op.operation(), &[]);
}

/// `shape.const_shape attr-dict [extents] : type`: the extents are read as
/// an array attribute of integers.
pub fn parse_const_shape(
    parser: &mut CustomParser<'_, '_, '_>,
    state: &mut OperationState,
) -> Result<(), ParseError> {
    state.attributes.extend(parser.parse_optional_attr_dict()?);
    let at = parser.offset();
    let extents = parser.parse_attribute()?;
    let ctx = parser.ctx();
    let Some(elements) = ctx.as_array(extents).map(<[_]>::to_vec) else {
        return Err(parser.error_at(at, "expected an array of integers"));
    };
    let mut ints = Vec::with_capacity(elements.len());
    for e in elements {
        match parser.ctx().as_integer(e) {
            Some(n) => ints.push(n as i64),
            None => return Err(parser.error_at(at, "expected an array of integers")),
        }
    }
    let shape = ops::index_tensor_attr(parser.ctx(), &ints);
    state.add_attribute("shape", shape);
    let ty = parser.parse_colon_type()?;
    state.add_result_types(&[ty]);
    Ok(())
}

/// Prints `shape.const_shape`.
pub fn print_const_shape(op: ConstShapeOp, printer: &mut CustomPrinter<'_, '_>) {
    let ctx = printer.ctx();
    printer.write_str(" ");
    printer.print_optional_attr_dict(op.operation(), &["shape"]);
    let values = ops::dense_i64s(ctx, op.shape_attr(ctx)).unwrap_or_default();
    let text: Vec<String> = values.iter().map(i64::to_string).collect();
    printer.write_str("[");
    printer.write_str(&text.join(", "));
    printer.write_str("] : ");
    printer.print_type(ctx.value_type(op.result(ctx)));
}

/// `shape.reduce(%shape, %inits...) : type (-> types)? region attr-dict`.
pub fn parse_reduce(
    parser: &mut CustomParser<'_, '_, '_>,
    state: &mut OperationState,
) -> Result<(), ParseError> {
    let name_at = parser.name_offset();
    let mut operands = Vec::new();
    parser.parse_punct("(")?;
    if !parser.parse_optional_punct(")") {
        loop {
            operands.push(parser.parse_operand()?);
            if !parser.parse_optional_punct(",") {
                break;
            }
        }
        parser.parse_punct(")")?;
    }
    let shape_type = parser.parse_colon_type()?;
    let types = parser.parse_optional_arrow_type_list()?;
    state.add_result_types(&types);
    let Some((shape, inits)) = operands.split_first() else {
        return Err(parser.error("expected SSA operand"));
    };
    let v = parser.resolve_operand(shape, shape_type)?;
    state.operands.push(v);
    if inits.len() != types.len() {
        return Err(parser.error_at(
            name_at,
            format!(
                "{} operands present, but expected {}",
                inits.len(),
                types.len()
            ),
        ));
    }
    for (u, &t) in inits.iter().zip(&types) {
        let v = parser.resolve_operand(u, t)?;
        state.operands.push(v);
    }
    let region = parser.parse_region(&[], false)?;
    state.regions.push(region);
    state.attributes.extend(parser.parse_optional_attr_dict()?);
    Ok(())
}

/// Prints `shape.reduce`.
pub fn print_reduce(op: ReduceOp, printer: &mut CustomPrinter<'_, '_>) {
    let ctx = printer.ctx();
    let shape = op.shape(ctx);
    let inits = op.init_vals(ctx);
    printer.write_str("(");
    printer.print_operand(shape);
    printer.write_str(", ");
    printer.print_operands(&inits);
    printer.write_str(") : ");
    printer.print_type(ctx.value_type(shape));
    let types: Vec<Type> = ctx
        .results(op.operation())
        .iter()
        .map(|&r| ctx.value_type(r))
        .collect();
    print_optional_arrow_type_list(printer, &types);
    printer.write_str(" ");
    printer.print_region(op.region(ctx), true, true);
    printer.print_optional_attr_dict(op.operation(), &[]);
}

/// `shape.function_library @name attributes? region mapping {dict}`.
pub fn parse_function_library(
    parser: &mut CustomParser<'_, '_, '_>,
    state: &mut OperationState,
) -> Result<(), ParseError> {
    let name = parser.parse_symbol_name()?;
    let name = parser.ctx().string_attr(&name);
    state.add_attribute("sym_name", name);
    state
        .attributes
        .extend(parser.parse_optional_attr_dict_with_keyword()?);
    let region = parser.parse_region(&[], false)?;
    state.regions.push(region);
    parser.parse_keyword("mapping")?;
    let at = parser.offset();
    let mapping = parser.parse_attribute()?;
    if parser.ctx().as_dictionary(mapping).is_none() {
        return Err(parser.error_at(at, "invalid kind of attribute specified"));
    }
    state.add_attribute("mapping", mapping);
    Ok(())
}

/// Prints `shape.function_library`.
pub fn print_function_library(op: FunctionLibraryOp, printer: &mut CustomPrinter<'_, '_>) {
    let ctx = printer.ctx();
    printer.write_str(" ");
    let name = ctx.as_string(op.sym_name_attr(ctx)).unwrap_or_default();
    printer.print_symbol_name(name);
    printer.print_optional_attr_dict_with_keyword(op.operation(), &["sym_name", "mapping"]);
    printer.write_str(" ");
    printer.print_region(op.body(ctx), false, false);
    printer.write_str(" mapping ");
    printer.print_attribute_without_type(op.mapping_attr(ctx));
}

/// `shape.func`: the function signature syntax of `FunctionOpInterface`.
pub fn parse_func(
    parser: &mut CustomParser<'_, '_, '_>,
    state: &mut OperationState,
) -> Result<(), ParseError> {
    parse_function_op(parser, state, FunctionAttrNames::default())
}

/// Prints `shape.func`.
pub fn print_func(op: FuncOp, printer: &mut CustomPrinter<'_, '_>) {
    print_function_op(printer, op.operation(), FunctionAttrNames::default());
}
