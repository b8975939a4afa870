//! The custom directives of the ops' and attributes' assembly formats
//! (`GPUDialect.cpp`'s `parseAsyncDependencies`, `parseAllReduceOperation`,
//! `parseLaunchDimType`, `parseLaunchFuncOperands`,
//! `parseOffloadingHandler`, `parseObject` and their printers).

use ir::parser::UnresolvedOperand;
use ir::{Attribute, CustomParser, CustomPrinter, OpId, ParseError, Type, Value};

use crate::{
    AllReduceOperation, AllReduceOperationAttr, AsyncTokenType, CompilationTarget, SelectObjectAttr,
};

/// `(async)? ([ssa-ids])?`: the async keyword gives the op an async token
/// result (upstream's `parseAsyncDependencies`).
pub fn parse_async_dependencies(
    parser: &mut CustomParser<'_, '_, '_>,
    async_token_type: &mut Vec<Type>,
    deps: &mut Vec<UnresolvedOperand>,
) -> Result<(), ParseError> {
    let at = parser.offset();
    if parser.parse_optional_keyword("async") {
        if parser.num_results() == 0 {
            return Err(parser.op_error_at(at, "needs to be named when marked 'async'"));
        }
        async_token_type.push(AsyncTokenType::get(parser.ctx()).into());
    }
    if parser.parse_optional_punct("[") && !parser.parse_optional_punct("]") {
        loop {
            deps.push(parser.parse_operand()?);
            if !parser.parse_optional_punct(",") {
                break;
            }
        }
        parser.parse_punct("]")?;
    }
    Ok(())
}

/// Prints `async [%deps]` (upstream's `printAsyncDependencies`).
pub fn print_async_dependencies(
    printer: &mut CustomPrinter<'_, '_>,
    _op: OpId,
    async_token_type: &[Type],
    deps: &[Value],
) {
    let is_async = !async_token_type.is_empty();
    if is_async {
        printer.write_str("async");
    }
    if deps.is_empty() {
        return;
    }
    if is_async {
        printer.write_str(" ");
    }
    printer.write_str("[");
    printer.print_operands(deps);
    printer.write_str("]");
}

/// An optional reduction keyword (upstream's `parseAllReduceOperation`).
pub fn parse_all_reduce_operation(
    parser: &mut CustomParser<'_, '_, '_>,
    attr: &mut Option<Attribute>,
) -> Result<(), ParseError> {
    if let Some(keyword) = parser.parse_optional_bare_id() {
        let Ok(op) = keyword.parse::<AllReduceOperation>() else {
            let at = parser.offset();
            return Err(parser.op_error_at(at, "invalid op kind"));
        };
        *attr = Some(AllReduceOperationAttr::get_in(parser.ctx(), op));
    }
    Ok(())
}

/// Prints the reduction keyword, if any, after a space (upstream prints
/// the attribute's body, which starts with one).
pub fn print_all_reduce_operation(
    printer: &mut CustomPrinter<'_, '_>,
    _op: OpId,
    attr: Option<Attribute>,
) {
    let Some(value) = attr.and_then(|a| AllReduceOperationAttr::parse_value(printer.ctx(), a))
    else {
        return;
    };
    printer.write_str(" ");
    printer.write_str(value.as_str());
}

/// `(: type)?`: the type of the launch sizes, `index` when absent; the
/// cluster sizes have it too when present (upstream's `parseLaunchDimType`).
pub fn parse_launch_dim_type(
    parser: &mut CustomParser<'_, '_, '_>,
    dim_ty: &mut Vec<Type>,
    cluster_value: &[UnresolvedOperand],
    cluster_x: &mut Vec<Type>,
    cluster_y: &mut Vec<Type>,
    cluster_z: &mut Vec<Type>,
) -> Result<(), ParseError> {
    let ty = if parser.parse_optional_punct(":") {
        parser.parse_type()?
    } else {
        parser.ctx().index_type()
    };
    dim_ty.push(ty);
    if !cluster_value.is_empty() {
        cluster_x.push(ty);
        cluster_y.push(ty);
        cluster_z.push(ty);
    }
    Ok(())
}

/// Prints `: type` unless the launch sizes are `index`.
pub fn print_launch_dim_type(
    printer: &mut CustomPrinter<'_, '_>,
    _op: OpId,
    dim_ty: &[Type],
    _cluster_value: &[Value],
    _cluster_x: &[Type],
    _cluster_y: &[Type],
    _cluster_z: &[Type],
) {
    let Some(&ty) = dim_ty.first() else {
        return;
    };
    if printer.ctx().type_kind(ty) != ir::TypeKind::Index {
        printer.write_str(": ");
        printer.print_type(ty);
    }
}

/// `(args(%v : type, ...))?` (upstream's `parseLaunchFuncOperands`).
pub fn parse_launch_func_operands(
    parser: &mut CustomParser<'_, '_, '_>,
    names: &mut Vec<UnresolvedOperand>,
    types: &mut Vec<Type>,
) -> Result<(), ParseError> {
    if !parser.parse_optional_keyword("args") {
        return Ok(());
    }
    parser.parse_punct_in("(", " in argument list")?;
    if parser.parse_optional_punct(")") {
        return Ok(());
    }
    loop {
        names.push(parser.parse_operand()?);
        types.push(parser.parse_colon_type()?);
        if !parser.parse_optional_punct(",") {
            break;
        }
    }
    parser.parse_punct_in(")", " in argument list")
}

/// Prints `args(%v : type, ...)` when there are kernel operands.
pub fn print_launch_func_operands(
    printer: &mut CustomPrinter<'_, '_>,
    _op: OpId,
    operands: &[Value],
    types: &[Type],
) {
    if operands.is_empty() {
        return;
    }
    printer.write_str("args(");
    for (i, (&v, &t)) in operands.iter().zip(types).enumerate() {
        if i > 0 {
            printer.write_str(", ");
        }
        printer.print_operand(v);
        printer.write_str(" : ");
        printer.print_type(t);
    }
    printer.write_str(")");
}

/// `(<attr>)?`, `#gpu.select_object` when absent (upstream's
/// `parseOffloadingHandler`).
pub fn parse_offloading_handler(
    parser: &mut CustomParser<'_, '_, '_>,
    handler: &mut Option<Attribute>,
) -> Result<(), ParseError> {
    if parser.parse_optional_punct("<") {
        *handler = Some(parser.parse_attribute()?);
        parser.parse_punct(">")?;
    }
    if handler.is_none() {
        *handler = Some(SelectObjectAttr::get(parser.ctx(), None).into());
    }
    Ok(())
}

/// Prints `<attr>` unless the handler is the default `#gpu.select_object`.
pub fn print_offloading_handler(
    printer: &mut CustomPrinter<'_, '_>,
    _op: OpId,
    handler: Option<Attribute>,
) {
    let Some(handler) = handler else {
        return;
    };
    let is_default = printer
        .ctx()
        .dialect_attr_params::<crate::SelectObjectAttrStorage>(handler)
        .is_some_and(|s| s.target.is_none());
    if !is_default {
        printer.write_str("<");
        printer.print_attribute(handler);
        printer.write_str(">");
    }
}

/// `(format =)? "object"` of `#gpu.object` (upstream's `parseObject`).
pub fn parse_object(
    parser: &mut CustomParser<'_, '_, '_>,
    format: &mut Option<CompilationTarget>,
    object: &mut Option<Attribute>,
) -> Result<(), ParseError> {
    let at = parser.offset();
    let value = match parser.parse_optional_bare_id() {
        None => CompilationTarget::Fatbin,
        Some(keyword) => {
            let Ok(value) = keyword.parse::<CompilationTarget>() else {
                return Err(parser.error_at(at, "expected keyword for GPU object format"));
            };
            if !parser.parse_optional_punct("=") {
                return Err(parser.error_at(at, "expected an equal sign"));
            }
            value
        }
    };
    let obj_at = parser.offset();
    let attr = parser.parse_attribute()?;
    if parser.ctx().attr_kind(attr) != ir::AttrKind::String {
        return Err(parser.error_at(
            obj_at,
            "failed to parse GPU_ObjectAttr parameter 'object' which is to be a `StringAttr`",
        ));
    }
    *format = Some(value);
    *object = Some(attr);
    Ok(())
}

/// Prints `format = "object"`, without the format when it is `fatbin`.
pub fn print_object(
    printer: &mut CustomPrinter<'_, '_>,
    format: CompilationTarget,
    object: Attribute,
) {
    if format != CompilationTarget::Fatbin {
        printer.write_str(format.as_str());
        printer.write_str(" = ");
    }
    printer.print_attribute(object);
}
