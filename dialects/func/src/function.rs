//! `func.func` (upstream `FuncOps.cpp`): its builder and its custom form,
//! the function signature syntax every `FunctionOpInterface` op shares
//! (`ir::interfaces::function_impl`).

use crate::{FuncOp, FuncOpHooks};
use ir::interfaces::function_impl::{parse_function_op, print_function_op, FunctionAttrNames};
use ir::{Attribute, CustomParser, CustomPrinter, OpBuilder, OperationState, ParseError, Type};

impl FuncOpHooks for FuncOp {
    /// A function named `name` of type `type_`, with extra attributes and
    /// the argument attribute dictionaries (if any), and an empty body
    /// region.
    fn build_from_name_type_attrs_arg_attrs(
        builder: &mut OpBuilder<'_>,
        state: &mut OperationState,
        name: &str,
        type_: Type,
        attrs: &[(&str, Attribute)],
        arg_attrs: &[Attribute],
    ) {
        build_function(builder, state, name, type_, attrs, arg_attrs);
    }

    fn parse(
        parser: &mut CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ParseError> {
        parse_function_op(parser, state, FunctionAttrNames::default())
    }

    fn print(self, printer: &mut CustomPrinter<'_, '_>) {
        print_function_op(printer, self.operation(), FunctionAttrNames::default());
    }
}

/// The state of a new function op (upstream's `FuncOp::build`, which
/// `func.func` and `emitc.func` share): `sym_name`, `function_type`, the
/// extra attributes, an empty body region and, when any is non-empty, the
/// argument attribute dictionaries.
pub fn build_function(
    builder: &mut OpBuilder<'_>,
    state: &mut OperationState,
    name: &str,
    type_: Type,
    attrs: &[(&str, Attribute)],
    arg_attrs: &[Attribute],
) {
    let name = builder.string_attr(name);
    state.add_attribute("sym_name", name);
    let ft = builder.type_attr(type_);
    state.add_attribute("function_type", ft);
    for &(n, a) in attrs {
        state.add_attribute(n, a);
    }
    state.add_region(builder);
    if arg_attrs
        .iter()
        .any(|&d| builder.as_dictionary(d).is_some_and(|e| !e.is_empty()))
    {
        let array = builder.array_attr(arg_attrs);
        state.add_attribute("arg_attrs", array);
    }
}
