//! `emitc.expression` and `emitc.yield` (upstream `EmitC.cpp`): the
//! expression's verifier (one block of C expressions, each used once,
//! yielding the result) and its root op, and the yield's check against
//! its parent's results.

use ir::{Context, Diagnostic, OpTrait, Operation, Region};

use crate::{ExpressionOp, ExpressionOpHooks, YieldOp, YieldOpHooks};

/// The trait of the ops an expression may hold (`CExpression`).
fn is_c_expression(ctx: &Context, op: Operation) -> bool {
    ctx.op_has_trait(op, &OpTrait::Custom("emitc::CExpression".into()))
}

/// The ops of `region`'s first block but its terminator.
pub fn expression_ops_without_terminator(ctx: &Context, region: Region) -> Vec<Operation> {
    let Some(&block) = ctx.region_blocks(region).first() else {
        return Vec::new();
    };
    let mut ops: Vec<Operation> = ctx.block_ops(block).collect();
    if ops
        .last()
        .is_some_and(|&last| ctx.op_has_trait(last, &OpTrait::IsTerminator))
    {
        ops.pop();
    }
    ops
}

/// The op defining the value `op` yields, if it is defined by an op
/// (upstream's `getRootOp`, which asserts it is).
pub fn expression_root_op(ctx: &Context, op: ExpressionOp) -> Option<Operation> {
    let block = *ctx.region_blocks(op.region(ctx)).first()?;
    let yield_op = YieldOp::cast(ctx, ctx.block_last_op(block)?)?;
    ctx.defining_op(yield_op.result(ctx)?)
}

impl ExpressionOpHooks for ExpressionOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let err = |m: &str| Err(Diagnostic::op_error(ctx, op, m));
        let result_type = ctx.value_type(self.result(ctx));
        let region = self.region(ctx);
        let Some(&body) = ctx.region_blocks(region).first() else {
            return err("must yield a value at termination");
        };
        let yielded = ctx
            .block_last_op(body)
            .and_then(|t| YieldOp::cast(ctx, t))
            .and_then(|y| y.result(ctx));
        let Some(yielded) = yielded else {
            return err("must yield a value at termination");
        };
        if ctx.value_type(yielded) != result_type {
            return err("requires yielded type to match return type");
        }
        for inner in expression_ops_without_terminator(ctx, region) {
            if !is_c_expression(ctx, inner) {
                return err("contains an unsupported operation");
            }
            if ctx.num_results(inner) != 1 {
                return err("requires exactly one result for each operation");
            }
            if !ctx.has_one_use(ctx.result(inner, 0)) {
                return err("requires exactly one use for each operation");
            }
        }
        Ok(())
    }
}

impl YieldOpHooks for YieldOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        // `ParentOneOf` is checked before: the parent exists.
        let Some(parent) = ctx.op_parent_op(op) else {
            return Ok(());
        };
        let parent_results = ctx.num_results(parent);
        match self.result(ctx) {
            Some(_) if parent_results != 1 => Err(Diagnostic::op_error(
                ctx,
                op,
                "yields a value not returned by parent",
            )),
            None if parent_results != 0 => Err(Diagnostic::op_error(
                ctx,
                op,
                "does not yield a value to be returned by parent",
            )),
            _ => Ok(()),
        }
    }
}
