//! The hand-written syntax of `TosaOps.cpp`: the `custom<TypeOrAttr>`
//! directive of `tosa.variable`, and the custom forms of `tosa.cond_if`
//! and `tosa.while_loop` (modelled on scf's).

use crate::*;
use ir::parser::RegionArgument;
use ir::{
    AttrData, Attribute, Context, CustomParser, CustomPrinter, OperationState, ParseError, Type,
    Value,
};

/// The type of a typed attribute (`dyn_cast<TypedAttr>`), if it is one.
fn typed_attr_type(ctx: &Context, a: Attribute) -> Option<Type> {
    match ctx.attr_data(a) {
        AttrData::Integer { .. }
        | AttrData::WideInteger { .. }
        | AttrData::Float { .. }
        | AttrData::WideFloat { .. }
        | AttrData::String { .. }
        | AttrData::DenseElements { .. }
        | AttrData::SparseElements { .. }
        | AttrData::DenseResource { .. }
        | AttrData::Opaque { .. } => Some(ctx.attr_type(a)),
        _ => None,
    }
}

/// `custom<TypeOrAttr>($type, $initial_value)`: `= attribute` (its type
/// the variable's) or `: type` (`parseTypeOrAttr`).
pub fn parse_type_or_attr(
    parser: &mut CustomParser<'_, '_, '_>,
    type_attr: &mut Option<Attribute>,
    attr: &mut Option<Attribute>,
) -> Result<(), ParseError> {
    if parser.parse_optional_punct("=") {
        let at = parser.offset();
        let Ok(a) = parser.parse_attribute() else {
            return Err(parser.error_at(at, "expected attribute"));
        };
        *attr = Some(a);
        let ctx = parser.ctx();
        if let Some(t) = typed_attr_type(ctx, a) {
            *type_attr = Some(ctx.type_attr(t));
        }
        return Ok(());
    }
    let ty = match parser.parse_colon_type() {
        Ok(t) => t,
        Err(_) => return Err(parser.error("expected type")),
    };
    *type_attr = Some(parser.ctx().type_attr(ty));
    Ok(())
}

/// Prints what [`parse_type_or_attr`] reads: `: type` unless the initial
/// value has that type, then `= value` if there is one.
pub fn print_type_or_attr(
    printer: &mut CustomPrinter<'_, '_>,
    _op: ir::OpId,
    type_attr: Option<Attribute>,
    attr: Option<Attribute>,
) {
    let ctx = printer.ctx();
    let ty = type_attr.and_then(|t| ctx.attr_as_type(t));
    let typed = attr.and_then(|a| typed_attr_type(ctx, a));
    let mut needs_space = false;
    if typed.is_none() || typed != ty {
        printer.write_str(": ");
        if let Some(t) = type_attr {
            printer.print_attribute(t);
        }
        needs_space = true;
    }
    if let Some(a) = attr {
        if needs_space {
            printer.write_str(" ");
        }
        printer.write_str("= ");
        printer.print_attribute(a);
    }
}

/// `tosa.cond_if`: `%cond (-> (types))? region (else region)? attr-dict`.
pub fn parse_if(
    parser: &mut CustomParser<'_, '_, '_>,
    state: &mut OperationState,
) -> Result<(), ParseError> {
    let cond = parser.parse_operand()?;
    let ctx = parser.ctx();
    let i1 = ctx.integer_type(1);
    let i1_tensor = ctx.ranked_tensor(&[], i1);
    let v = parser.resolve_operand(&cond, i1_tensor)?;
    state.operands.push(v);
    let types = parser.parse_optional_arrow_type_list()?;
    state.add_result_types(&types);
    let then_region = parser.parse_region(&[], false)?;
    let else_region = if parser.parse_optional_keyword("else") {
        parser.parse_region(&[], false)?
    } else {
        parser.ctx().create_region()
    };
    state.regions.push(then_region);
    state.regions.push(else_region);
    state.attributes.extend(parser.parse_optional_attr_dict()?);
    Ok(())
}

/// Prints `tosa.cond_if` (the yields shown when it defines values).
pub fn print_if(op: IfOp, printer: &mut CustomPrinter<'_, '_>) {
    let ctx = printer.ctx();
    let results = ctx.results(op.operation());
    let cond = op.cond(ctx);
    printer.write_str(" ");
    printer.print_operand(cond);
    let print_terminators = !results.is_empty();
    if print_terminators {
        printer.write_str(" -> (");
        print_value_types(printer, &results);
        printer.write_str(")");
    }
    let ctx = printer.ctx();
    let regions = (op.then_branch(ctx), op.else_branch(ctx));
    ir::asm_support::print_if_regions(printer, regions, print_terminators);
    printer.print_optional_attr_dict(op.operation(), &[]);
}

/// The types of `values`, comma-separated.
fn print_value_types(printer: &mut CustomPrinter<'_, '_>, values: &[Value]) {
    for (i, &v) in values.iter().enumerate() {
        if i > 0 {
            printer.write_str(", ");
        }
        let t = printer.ctx().value_type(v);
        printer.print_type(t);
    }
}

/// `tosa.while_loop`: `((%arg = %init, ...))? : (types) -> types region
/// do region attr-dict-with-keyword`.
pub fn parse_while(
    parser: &mut CustomParser<'_, '_, '_>,
    state: &mut OperationState,
) -> Result<(), ParseError> {
    let mut args = Vec::new();
    let mut operands = Vec::new();
    if parser.parse_optional_punct("(") && !parser.parse_optional_punct(")") {
        loop {
            let name = parser.parse_operand()?;
            if name.number != 0 {
                return Err(parser.error_at(name.offset, "expected valid ssa identifier"));
            }
            let loc = parser.parse_optional_location_specifier()?;
            args.push((name, loc));
            parser.parse_punct("=")?;
            operands.push(parser.parse_operand()?);
            if !parser.parse_optional_punct(",") {
                break;
            }
        }
        parser.parse_punct(")")?;
    }
    let type_at = parser.offset();
    parser.parse_punct(":")?;
    let fn_at = parser.offset();
    let fn_type = parser.parse_type()?;
    let ctx = parser.ctx();
    let (Some(inputs), Some(results)) =
        (ctx.function_inputs(fn_type), ctx.function_results(fn_type))
    else {
        return Err(parser.error_at(fn_at, "invalid kind of type specified"));
    };
    let (inputs, results) = (inputs.to_vec(), results.to_vec());
    state.add_result_types(&results);
    if inputs.len() != operands.len() {
        return Err(parser.error_at(
            type_at,
            format!(
                "expected as many input types as operands (expected {} got {})",
                operands.len(),
                inputs.len()
            ),
        ));
    }
    for (u, &t) in operands.iter().zip(&inputs) {
        let v = parser.resolve_operand(u, t)?;
        state.operands.push(v);
    }
    let mut region_args = Vec::with_capacity(args.len());
    for ((name, loc), &ty) in args.iter().zip(&inputs) {
        let loc = match loc {
            Some(l) => *l,
            None => parser.location_at(name.offset),
        };
        region_args.push(RegionArgument {
            name: *name,
            ty,
            loc,
            attrs: Vec::new(),
        });
    }
    let cond = parser.parse_region(&region_args, false)?;
    state.regions.push(cond);
    parser.parse_keyword("do")?;
    let body = parser.parse_region(&[], false)?;
    state.regions.push(body);
    state
        .attributes
        .extend(parser.parse_optional_attr_dict_with_keyword()?);
    Ok(())
}

/// Prints `tosa.while_loop`.
pub fn print_while(op: WhileOp, printer: &mut CustomPrinter<'_, '_>) {
    let ctx = printer.ctx();
    let inputs = op.inputs(ctx);
    let cond = op.cond(ctx);
    let body = op.body(ctx);
    let cond_args = ctx
        .region_blocks(cond)
        .first()
        .map(|&b| ctx.block_args(b))
        .unwrap_or_default();
    if !inputs.is_empty() {
        printer.write_str(" (");
        for (i, (&arg, &init)) in cond_args.iter().zip(&inputs).enumerate() {
            if i > 0 {
                printer.write_str(", ");
            }
            printer.print_operand(arg);
            printer.write_str(" = ");
            printer.print_operand(init);
        }
        printer.write_str(")");
    }
    printer.write_str(" : ");
    printer.print_functional_type(op.operation());
    printer.write_str(" ");
    printer.print_region(cond, false, true);
    printer.write_str(" do ");
    printer.print_region(body, true, true);
    printer.print_optional_attr_dict_with_keyword(op.operation(), &[]);
}
