//! `scf-for-loop-range-folding` (upstream's `LoopRangeFolding.cpp`): an
//! `arith.addi`/`arith.muli` of the induction variable by loop-invariant
//! values, its only use, is folded into the loop's bounds and step.

use ir::interfaces::LoopLikeOpInterface;
use ir::pass::{OperationPass, PassFailure, PassRun};
use ir::{Context, IrMapping, OpBuilder, Operation};

use crate::{ForOp, SCFForLoopRangeFoldingBase};

/// Folds the arithmetic on `op`'s induction variable into its range until
/// no more folds.
fn fold_loop_range(ctx: &mut Context, op: ForOp) {
    let Some(iv) = op.get_induction_var(ctx) else {
        return;
    };
    while ctx.has_one_use(iv) {
        let Some(user) = ctx.uses(iv).next().map(|u| u.op) else {
            break;
        };
        let is_add = arith::AddIOp::cast(ctx, user).is_some();
        if !is_add && arith::MulIOp::cast(ctx, user).is_none() {
            break;
        }
        let foldable = |ctx: &Context, v| v == iv || op.is_defined_outside_of_loop(ctx, v);
        if !ctx.operands(user).into_iter().all(|v| foldable(ctx, v)) {
            break;
        }
        let clone_with = |ctx: &mut Context, bound| -> Option<Operation> {
            let mut mapping = IrMapping::new();
            mapping.map_value(iv, bound);
            let mut b = OpBuilder::new(ctx);
            b.set_insertion_point_before(op.operation());
            let clone = b.clone_op(user, &mut mapping).ok()?;
            b.insert(clone).ok()?;
            Some(clone)
        };
        let (lb, ub, step) = (op.lower_bound(ctx), op.upper_bound(ctx), op.step(ctx));
        if is_add {
            let (Some(lb_fold), Some(ub_fold)) = (clone_with(ctx, lb), clone_with(ctx, ub)) else {
                break;
            };
            let (l, u) = (ctx.result(lb_fold, 0), ctx.result(ub_fold, 0));
            op.set_lower_bound(ctx, l);
            op.set_upper_bound(ctx, u);
        } else {
            let (Some(ub_fold), Some(step_fold)) = (clone_with(ctx, ub), clone_with(ctx, step))
            else {
                break;
            };
            let (u, s) = (ctx.result(ub_fold, 0), ctx.result(step_fold, 0));
            op.set_upper_bound(ctx, u);
            op.set_step(ctx, s);
        }
        let result = ctx.result(user, 0);
        ctx.replace_all_uses_with(result, iv);
        if ctx.erase_op(user).is_err() {
            break;
        }
    }
}

/// The `scf-for-loop-range-folding` pass.
#[derive(Clone, Debug, Default)]
pub struct ForLoopRangeFolding {
    base: SCFForLoopRangeFoldingBase,
}

/// Creates the `scf-for-loop-range-folding` pass (upstream's
/// `createForLoopRangeFoldingPass`).
pub fn create_for_loop_range_folding_pass() -> Box<dyn ir::pass::Pass> {
    Box::new(ForLoopRangeFolding::default())
}

impl OperationPass for ForLoopRangeFolding {
    type Declaration = SCFForLoopRangeFoldingBase;
    fn declaration(&self) -> &SCFForLoopRangeFoldingBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut SCFForLoopRangeFoldingBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let top = run.op();
        let ctx = run.ctx();
        for op in ctx.walk_postorder(top) {
            if let Some(for_op) = ForOp::cast(ctx, op) {
                fold_loop_range(ctx, for_op);
            }
        }
        Ok(())
    }
}
