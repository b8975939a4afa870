//! Pieces of custom syntax the scf ops share (upstream's `OpAsmParser`
//! helpers and the static printers of `SCF.cpp`): assignment lists
//! `(%arg = %init, ...)`, initialization lists, type lists, region
//! arguments named by the op.

use ir::parser::RegionArgument;
use ir::parser::UnresolvedOperand;
use ir::{CustomParser, CustomPrinter, ParseError, Type, Value};

/// A region argument declared by name only (`%i` in `scf.for %i = ...`):
/// an optional trailing `loc(...)` (upstream's `parseArgument` without a
/// type). Its type is set once known.
pub(crate) struct NamedArgument {
    /// The name.
    pub(crate) name: UnresolvedOperand,
    /// Its `loc(...)`, if given.
    pub(crate) loc: Option<ir::Location>,
}

impl NamedArgument {
    /// The region argument of type `ty`; without a `loc(...)`, located at
    /// its name.
    pub(crate) fn with_type(
        &self,
        parser: &mut CustomParser<'_, '_, '_>,
        ty: Type,
    ) -> RegionArgument {
        let loc = match self.loc {
            Some(l) => l,
            None => parser.location_at(self.name.offset),
        };
        RegionArgument {
            name: self.name,
            ty,
            loc,
            attrs: Vec::new(),
        }
    }
}

/// `%name` then an optional `loc(...)`: a region argument without its
/// type.
pub(crate) fn parse_named_argument(
    parser: &mut CustomParser<'_, '_, '_>,
) -> Result<NamedArgument, ParseError> {
    let name = parser.parse_operand()?;
    if name.number != 0 {
        return Err(parser.error_at(name.offset, "expected valid ssa identifier"));
    }
    let loc = parser.parse_optional_location_specifier()?;
    Ok(NamedArgument { name, loc })
}

/// `(%a = %x, %b = %y)`: the arguments declared and the operands assigned
/// to them (upstream's `parseAssignmentList`).
pub(crate) fn parse_assignment_list(
    parser: &mut CustomParser<'_, '_, '_>,
) -> Result<(Vec<NamedArgument>, Vec<UnresolvedOperand>), ParseError> {
    parser.parse_punct("(")?;
    let mut args = Vec::new();
    let mut operands = Vec::new();
    if parser.parse_optional_punct(")") {
        return Ok((args, operands));
    }
    loop {
        args.push(parse_named_argument(parser)?);
        parser.parse_punct("=")?;
        operands.push(parser.parse_operand()?);
        if !parser.parse_optional_punct(",") {
            break;
        }
    }
    parser.parse_punct(")")?;
    Ok((args, operands))
}

/// `-> type` or `-> (types)` (upstream's `parseArrowTypeList`).
pub(crate) fn parse_arrow_type_list(
    parser: &mut CustomParser<'_, '_, '_>,
) -> Result<Vec<Type>, ParseError> {
    parser.parse_punct("->")?;
    parse_function_result_types(parser)
}

/// `type` or `(types)`, possibly `()` (upstream's
/// `parseFunctionResultTypes`).
pub(crate) fn parse_function_result_types(
    parser: &mut CustomParser<'_, '_, '_>,
) -> Result<Vec<Type>, ParseError> {
    if parser.parse_optional_punct("(") {
        if parser.parse_optional_punct(")") {
            return Ok(Vec::new());
        }
        let types = parser.parse_type_list()?;
        parser.parse_punct(")")?;
        return Ok(types);
    }
    Ok(vec![parser.parse_type()?])
}

/// `(%a, %b)` or `()`: operands in parentheses (upstream's
/// `parseOperandList` with `Delimiter::Paren`); with `required`, exactly
/// that many (else upstream's `expected N operands`).
pub(crate) fn parse_paren_operand_list(
    parser: &mut CustomParser<'_, '_, '_>,
    required: Option<usize>,
    op_name: &str,
) -> Result<Vec<UnresolvedOperand>, ParseError> {
    let at = parser.offset();
    parser.parse_punct_in("(", " in operand list")?;
    let mut operands = Vec::new();
    if !parser.parse_optional_punct(")") {
        loop {
            operands.push(parser.parse_operand()?);
            if !parser.parse_optional_punct(",") {
                break;
            }
        }
        parser.parse_punct_in(")", " in operand list")?;
    }
    if let Some(n) = required {
        if operands.len() != n {
            return Err(custom_op_error(
                parser,
                at,
                op_name,
                format!("expected {n} operands"),
            ));
        }
    }
    Ok(operands)
}

/// An error a custom parser reports itself: upstream's
/// `CustomOpAsmParser::emitError` names the op being parsed.
pub(crate) fn custom_op_error(
    parser: &CustomParser<'_, '_, '_>,
    at: usize,
    op_name: &str,
    msg: impl std::fmt::Display,
) -> ParseError {
    parser.error_at(at, format!("custom op '{op_name}' {msg}"))
}

/// `<prefix>(%inner = %outer, ...)`, nothing when there are no
/// initializers (upstream's `printInitializationList`).
pub(crate) fn print_initialization_list(
    printer: &mut CustomPrinter<'_, '_>,
    block_args: &[Value],
    initializers: &[Value],
    prefix: &str,
) {
    if initializers.is_empty() {
        return;
    }
    printer.write_str(prefix);
    printer.write_str("(");
    for (i, (&arg, &init)) in block_args.iter().zip(initializers).enumerate() {
        if i > 0 {
            printer.write_str(", ");
        }
        printer.print_operand(arg);
        printer.write_str(" = ");
        printer.print_operand(init);
    }
    printer.write_str(")");
}

/// The types of `values`, printed as a comma-separated list.
pub(crate) fn print_value_types(printer: &mut CustomPrinter<'_, '_>, values: &[Value]) {
    for (i, &v) in values.iter().enumerate() {
        if i > 0 {
            printer.write_str(", ");
        }
        let t = printer.ctx().value_type(v);
        printer.print_type(t);
    }
}

/// `(%a, %b)`: region arguments named without types (upstream's
/// `parseArgumentList` with parentheses).
pub(crate) fn parse_argument_list(
    parser: &mut CustomParser<'_, '_, '_>,
) -> Result<Vec<NamedArgument>, ParseError> {
    parser.parse_punct_in("(", " in argument list")?;
    let mut args = Vec::new();
    if !parser.parse_optional_punct(")") {
        loop {
            args.push(parse_named_argument(parser)?);
            if !parser.parse_optional_punct(",") {
                break;
            }
        }
        parser.parse_punct_in(")", " in argument list")?;
    }
    Ok(args)
}
