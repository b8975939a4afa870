//! `func.constant` (upstream `FuncOps.cpp`): the reference to a function,
//! its folding, its result name and the dialect's constant materialiser.

use crate::{ConstantOp, ConstantOpHooks, FuncDialect, FuncDialectHooks, FuncOp};
use ir::{
    Attribute, Context, Diagnostic, FoldResult, Location, OpBuilder, OpFoldResult, Operation, Type,
    Value,
};

impl ConstantOp {
    /// Whether a constant op can be built with `value` and result type
    /// `ty`: a flat symbol reference and a function type.
    pub fn is_buildable_with(ctx: &Context, value: Attribute, ty: Type) -> bool {
        ctx.attr_as_symbol_ref(value)
            .is_some_and(|(_, nested)| nested.is_empty())
            && ctx.type_as_function(ty).is_some()
    }
}

/// The closest `builtin.module` enclosing `op`.
fn parent_module(ctx: &Context, op: Operation) -> Option<Operation> {
    let mut cur = ctx.op_parent_op(op);
    while let Some(p) = cur {
        if ctx.op_is(p, ir::builtin::ModuleOp::OPERATION_NAME) {
            return Some(p);
        }
        cur = ctx.op_parent_op(p);
    }
    None
}

impl ConstantOpHooks for ConstantOp {
    /// The symbol names a `func.func` of the module, of the result's type.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let name = self.value(ctx);
        let func = parent_module(ctx, op)
            .and_then(|m| {
                ir::interfaces::SymbolTableCollection::new().lookup_symbol_in(ctx, m, name)
            })
            .and_then(|f| FuncOp::cast(ctx, f));
        let Some(func) = func else {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                format_args!("reference to undefined function '{name}'"),
            ));
        };
        if func.function_type(ctx) != ctx.value_type(self.result(ctx)) {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "reference to function with mismatched type",
            ));
        }
        Ok(())
    }

    /// Folds to its symbol reference.
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> FoldResult {
        FoldResult::single(OpFoldResult::Attr(self.value_attr(ctx)))
    }

    /// `%f`
    fn get_asm_result_names(op: Self, ctx: &Context, set_name: &mut dyn FnMut(Value, &str)) {
        set_name(op.result(ctx), "f");
    }
}

impl FuncDialectHooks for FuncDialect {
    /// A `func.constant` for a symbol reference of function type.
    fn materialize_constant(
        builder: &mut OpBuilder<'_>,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<Operation> {
        if !ConstantOp::is_buildable_with(builder, value, ty) {
            return None;
        }
        Some(ConstantOp::build(builder, loc, ty, value).operation())
    }
}
