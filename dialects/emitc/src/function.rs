//! `emitc.func`, `emitc.call`, `emitc.declare_func` and `emitc.return`
//! (upstream `EmitC.cpp`): the function's builder, signature syntax (the
//! function interface's, shared with `func.func` through
//! `ir::interfaces::function_impl`) and verifier, and the symbol checks of
//! calls and declarations.

use ir::interfaces::function_impl::{parse_function_op, print_function_op, FunctionAttrNames};
use ir::interfaces::SymbolTableCollection;
use ir::{
    Attribute, Context, CustomParser, CustomPrinter, Diagnostic, OpBuilder, OperationState,
    ParseError, Type,
};

use crate::ops::quoted;
use crate::{
    ArrayType, CallOp, CallOpHooks, DeclareFuncOp, DeclareFuncOpHooks, FuncOp, FuncOpHooks,
    ReturnOp, ReturnOpHooks,
};

impl FuncOpHooks for FuncOp {
    fn build_from_name_type_attrs_arg_attrs(
        builder: &mut OpBuilder<'_>,
        state: &mut OperationState,
        name: &str,
        type_: Type,
        attrs: &[(&str, Attribute)],
        arg_attrs: &[Attribute],
    ) {
        func::build_function(builder, state, name, type_, attrs, arg_attrs);
    }

    /// Upstream parses with `allowVariadic = false`: `...` is not a type.
    fn parse(
        parser: &mut CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ParseError> {
        parse_function_op(parser, state, FunctionAttrNames::default())
    }

    fn print(self, printer: &mut CustomPrinter<'_, '_>) {
        print_function_op(printer, self.operation(), FunctionAttrNames::default());
    }

    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let results = self.get_result_types(ctx);
        let op = self.operation();
        if results.len() > 1 {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                format_args!(
                    "requires zero or exactly one result, but has {}",
                    results.len()
                ),
            ));
        }
        if results.first().is_some_and(|t| t.isa::<ArrayType>(ctx)) {
            return Err(Diagnostic::op_error(ctx, op, "cannot return array type"));
        }
        Ok(())
    }
}

/// The `emitc.func` a flat symbol reference attribute `attr` of `op`
/// names.
fn lookup_func(
    ctx: &Context,
    symbol_table: &SymbolTableCollection,
    op: ir::OpId,
    attr: Attribute,
) -> Option<FuncOp> {
    symbol_table
        .lookup_nearest_symbol_from(ctx, op, attr)
        .and_then(|f| FuncOp::cast(ctx, f))
}

impl CallOpHooks for CallOp {
    fn verify_symbol_uses(
        op: Self,
        ctx: &Context,
        symbol_table: &SymbolTableCollection,
    ) -> Result<(), Diagnostic> {
        func::verify_call_symbol_uses(ctx, op.operation(), symbol_table, |f| {
            FuncOp::cast(ctx, f).map(|f| f.function_type(ctx))
        })
    }
}

impl DeclareFuncOpHooks for DeclareFuncOp {
    fn verify_symbol_uses(
        op: Self,
        ctx: &Context,
        symbol_table: &SymbolTableCollection,
    ) -> Result<(), Diagnostic> {
        let o = op.operation();
        if lookup_func(ctx, symbol_table, o, op.sym_name_attr(ctx)).is_none() {
            return Err(Diagnostic::op_error(
                ctx,
                o,
                format_args!("'{}' does not reference a valid function", op.sym_name(ctx)),
            ));
        }
        Ok(())
    }
}

impl ReturnOpHooks for ReturnOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        // `HasParent<"FuncOp">` is checked before.
        let Some(func) = ctx.op_parent_op(op).and_then(|p| FuncOp::cast(ctx, p)) else {
            return Ok(());
        };
        let results = func.get_result_types(ctx);
        let operands = ctx.num_operands(op);
        let name = func.sym_name(ctx);
        if operands != results.len() {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                format_args!(
                    "has {operands} operands, but enclosing function (@{name}) returns {}",
                    results.len()
                ),
            ));
        }
        if let ([expected], Some(operand)) = (results.as_slice(), self.operand(ctx)) {
            let actual = ctx.value_type(operand);
            if actual != *expected {
                return Err(Diagnostic::at_op(
                    ctx,
                    op,
                    format!(
                        "type of the return operand ({}) doesn't match function result type ({}) in function @{name}",
                        quoted(ctx, actual),
                        quoted(ctx, *expected)
                    ),
                ));
            }
        }
        Ok(())
    }
}
