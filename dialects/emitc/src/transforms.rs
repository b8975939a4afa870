//! EmitC's transformations (upstream `Transforms/Transforms.cpp` and
//! `FormExpressions.cpp`): wrapping a C operator in an `emitc.expression`,
//! the pattern folding single-use expressions into their users, and the
//! `form-expressions` pass that applies both.

use ir::pass::{OperationPass, PassFailure, PassRun};
use ir::rewrite::SimplifyRegionLevel;
use ir::{GreedyConfig, IrMapping, OpBuilder, OpTrait, Operation, PatternRewriter, RewritePattern};

use crate::{ApplyOp, ExpressionOp, FormExpressionsBase, YieldOp};

/// Wraps `op`, a C expression with one result, in an `emitc.expression`
/// right after it that yields its value and takes over its uses
/// (upstream's `createExpression`).
pub fn create_expression(op: Operation, builder: &mut OpBuilder<'_>) -> ExpressionOp {
    let result = builder.result(op, 0);
    let result_type = builder.value_type(result);
    let loc = builder.op_loc(op);
    builder.set_insertion_point_after(op);
    let expression = ExpressionOp::build(builder, loc, result_type, None);
    let new_result = expression.result(builder);
    builder.replace_all_uses_with(result, new_result);
    let region = expression.region(builder);
    let block = builder.create_block(region, &[]);
    builder.set_insertion_point_to_end(block);
    let yield_op = YieldOp::build(builder, loc, Some(result));
    // Both ops are live and in blocks: the move cannot fail.
    let _ = builder.move_op_before(op, yield_op.operation());
    expression
}

/// Folds the single-use, side-effect free expressions an expression's ops
/// use into it, by cloning their ops before the user (upstream's
/// `FoldExpressionOp`).
struct FoldExpressionOp;

impl RewritePattern for FoldExpressionOp {
    fn root(&self) -> Option<&str> {
        Some(ExpressionOp::OPERATION_NAME)
    }

    fn name(&self) -> &str {
        "FoldExpressionOp"
    }

    fn match_and_rewrite(&self, op: Operation, rewriter: &mut PatternRewriter<'_>) -> bool {
        let Some(expression) = ExpressionOp::cast(rewriter, op) else {
            return false;
        };
        let mut folded = false;
        let body = crate::expression_ops_without_terminator(rewriter, expression.region(rewriter));
        for inner in body {
            // An expression whose value has its address taken is kept.
            if ApplyOp::cast(rewriter, inner)
                .is_some_and(|a| a.applicable_operator(rewriter) == "&")
            {
                continue;
            }
            for operand in rewriter.operands(inner) {
                let Some(used) = rewriter
                    .defining_op(operand)
                    .and_then(|d| ExpressionOp::cast(rewriter, d))
                else {
                    continue;
                };
                // Several users: any re-materialization was done apart.
                if !rewriter.has_one_use(used.result(rewriter)) || used.has_side_effects(rewriter) {
                    continue;
                }
                let root = crate::expression_root_op(rewriter, used);
                rewriter.set_insertion_point_before(inner);
                let mut mapping = IrMapping::new();
                let mut cloned_root = None;
                let to_clone =
                    crate::expression_ops_without_terminator(rewriter, used.region(rewriter));
                for o in to_clone {
                    let Ok(clone) = rewriter.clone_op(o, &mut mapping) else {
                        return folded;
                    };
                    if Some(o) == root {
                        cloned_root = Some(clone);
                    }
                }
                let Some(cloned_root) = cloned_root else {
                    continue;
                };
                let values = rewriter.results(cloned_root);
                if rewriter.replace_op(used.operation(), &values).is_ok() {
                    folded = true;
                }
            }
        }
        folded
    }
}

/// Adds the expression patterns (upstream's `populateExpressionPatterns`).
pub fn populate_expression_patterns(patterns: &mut Vec<Box<dyn RewritePattern>>) {
    patterns.push(Box::new(FoldExpressionOp));
}

/// The `form-expressions` pass: wraps every C expression with one result
/// outside an expression in one, then folds expressions into their users.
#[derive(Clone, Debug, Default)]
pub struct FormExpressions {
    base: FormExpressionsBase,
}

/// Creates the `form-expressions` pass (upstream's
/// `createFormExpressionsPass`).
pub fn create_form_expressions_pass() -> Box<dyn ir::pass::Pass> {
    Box::new(FormExpressions::default())
}

impl OperationPass for FormExpressions {
    type Declaration = FormExpressionsBase;
    fn declaration(&self) -> &FormExpressionsBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut FormExpressionsBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let top = run.op();
        let ctx = run.ctx();
        let c_expression = OpTrait::Custom("emitc::CExpression".into());
        // Upstream's post-order walk (the ops it wraps move into the new
        // expressions, which it does not visit).
        for op in ctx.walk_postorder(top) {
            let inside_expression =
                std::iter::successors(ctx.op_parent_op(op), |&p| ctx.op_parent_op(p))
                    .any(|p| ExpressionOp::cast(ctx, p).is_some());
            if ctx.op_has_trait(op, &c_expression) && !inside_expression && ctx.num_results(op) == 1
            {
                let mut builder = OpBuilder::new(ctx);
                create_expression(op, &mut builder);
            }
        }
        let mut patterns = Vec::new();
        populate_expression_patterns(&mut patterns);
        // `applyPatternsAndFoldGreedily`'s defaults.
        let config = GreedyConfig {
            region_simplification: SimplifyRegionLevel::Aggressive,
            ..Default::default()
        };
        ir::apply_patterns_greedily(ctx, top, &patterns, config)
            .map(|_| ())
            .map_err(|_| PassFailure)
    }
}
