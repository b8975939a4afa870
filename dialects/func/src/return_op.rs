//! `func.return` (upstream `FuncOps.cpp`): the returned values match the
//! enclosing function's results.

use crate::{FuncOp, ReturnOp, ReturnOpHooks};
use ir::printer::type_to_string;
use ir::{Context, Diagnostic};

impl ReturnOpHooks for ReturnOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        // `HasParent<"FuncOp">` is checked before.
        let Some(func) = ctx.op_parent_op(op).and_then(|p| FuncOp::cast(ctx, p)) else {
            return Ok(());
        };
        let results = ctx
            .function_results(func.function_type(ctx))
            .unwrap_or_default();
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
        for (i, &expected) in results.iter().enumerate() {
            let actual = ctx.value_type(ctx.operand(op, i));
            if actual != expected {
                return Err(Diagnostic::at_op(
                    ctx,
                    op,
                    format!(
                        "type of return operand {i} ('{}') doesn't match function result type ('{}') in function @{name}",
                        type_to_string(ctx, actual),
                        type_to_string(ctx, expected)
                    ),
                ));
            }
        }
        Ok(())
    }
}
