//! `scf-for-to-while` (upstream's `ForToWhile.cpp`): an `scf.for` becomes
//! an `scf.while` that carries the induction variable first.

use ir::pass::{OperationPass, PassFailure, PassRun};
use ir::rewrite::SimplifyRegionLevel;
use ir::{GreedyConfig, Operation, PatternRewriter, RewritePattern};

use crate::{ConditionOp, ForOp, SCFForToWhileLoopBase, WhileOp, YieldOp};

/// Lowers an `scf.for` to an `scf.while`: the `before` region compares the
/// induction variable with the upper bound, the `after` region increments
/// it and runs the body (upstream's `ForLoopLoweringPattern`).
struct ForLoopLoweringPattern;

impl RewritePattern for ForLoopLoweringPattern {
    fn root(&self) -> Option<&str> {
        Some(ForOp::OPERATION_NAME)
    }

    fn name(&self) -> &str {
        "ForLoopLoweringPattern"
    }

    fn match_and_rewrite(&self, op: Operation, rewriter: &mut PatternRewriter<'_>) -> bool {
        let Some(for_op) = ForOp::cast(rewriter, op) else {
            return false;
        };
        let Some(body) = for_op.get_body(rewriter) else {
            return false;
        };
        let loc = rewriter.op_loc(op);
        let Some(iv) = for_op.get_induction_var(rewriter) else {
            return false;
        };
        let inits = for_op.init_args(rewriter);
        let mut lcv = vec![(rewriter.value_type(iv), rewriter.value_loc(iv))];
        lcv.extend(
            inits
                .iter()
                .map(|&v| (rewriter.value_type(v), rewriter.value_loc(v))),
        );
        let types: Vec<_> = lcv.iter().map(|&(t, _)| t).collect();
        let mut init_args = vec![for_op.lower_bound(rewriter)];
        init_args.extend_from_slice(&inits);
        let attrs: Vec<_> = rewriter.attrs(op).to_vec();
        rewriter.set_insertion_point_before(op);
        let while_op = WhileOp::build(rewriter, loc, &types, &init_args);
        for (name, value) in attrs {
            // The for op's attributes are all discardable: setting them
            // on a fresh op cannot fail.
            let _ = rewriter.set_attr(while_op.operation(), name, value);
        }

        let before = rewriter.create_block(while_op.before(rewriter), &lcv);
        rewriter.set_insertion_point_to_start(before);
        let before_args = rewriter.block_args(before);
        let upper = for_op.upper_bound(rewriter);
        let i1 = rewriter.i1();
        let slt = rewriter.i64_attr(arith::CmpIPredicate::Slt as i64);
        let cmp =
            arith::CmpIOp::build(rewriter, loc, i1, slt, before_args[0], upper).result(rewriter);
        ConditionOp::build(rewriter, loc, cmp, &before_args);

        let after = rewriter.create_block(while_op.after(rewriter), &lcv);
        rewriter.set_insertion_point_to_end(after);
        let after_args = rewriter.block_args(after);
        let step = for_op.step(rewriter);
        let index_type = rewriter.value_type(after_args[0]);
        let inc = arith::AddIOp::build(rewriter, loc, index_type, after_args[0], step, None)
            .result(rewriter);
        for (i, arg) in rewriter.block_args(body).into_iter().enumerate() {
            rewriter.replace_all_uses_with(arg, after_args[i]);
        }
        for inner in rewriter.block_ops(body).collect::<Vec<_>>() {
            if rewriter.move_op_to_end(inner, after).is_err() {
                return true;
            }
        }
        for inner in rewriter.block_ops(after).collect::<Vec<_>>() {
            if YieldOp::cast(rewriter, inner).is_none() {
                continue;
            }
            let mut operands = vec![inc];
            operands.extend(rewriter.operands(inner));
            rewriter.modify_op_in_place(inner, |b| {
                let _ = b.set_operands(inner, &operands);
            });
        }
        let while_results = rewriter.results(while_op.operation());
        for (i, result) in rewriter.results(op).into_iter().enumerate() {
            rewriter.replace_all_uses_with(result, while_results[i + 1]);
        }
        let _ = rewriter.erase_op(op);
        true
    }
}

/// The `scf-for-to-while` pass: applies `ForLoopLoweringPattern`
/// greedily.
#[derive(Clone, Debug, Default)]
pub struct ForToWhileLoop {
    base: SCFForToWhileLoopBase,
}

/// Creates the `scf-for-to-while` pass (upstream's
/// `createForToWhileLoopPass`).
pub fn create_for_to_while_loop_pass() -> Box<dyn ir::pass::Pass> {
    Box::new(ForToWhileLoop::default())
}

impl OperationPass for ForToWhileLoop {
    type Declaration = SCFForToWhileLoopBase;
    fn declaration(&self) -> &SCFForToWhileLoopBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut SCFForToWhileLoopBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let top = run.op();
        let patterns: Vec<Box<dyn RewritePattern>> = vec![Box::new(ForLoopLoweringPattern)];
        let config = GreedyConfig {
            region_simplification: SimplifyRegionLevel::Aggressive,
            ..Default::default()
        };
        // Upstream ignores whether the driver converged.
        let _ = ir::apply_patterns_greedily(run.ctx(), top, &patterns, config);
        Ok(())
    }
}
