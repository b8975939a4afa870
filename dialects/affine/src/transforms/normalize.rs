//! The `affine-loop-normalize` pass (upstream `AffineLoopNormalize.cpp`):
//! every `affine.parallel` and `affine.for` rewritten to start at 0 with
//! steps of 1 (`loop_utils::normalize_affine_parallel`,
//! `loop_utils::normalize_affine_for`), a loop running once replaced by
//! its body with `promote-single-iter`.

use ir::pass::{OperationPass, PassDeclaration, PassFailure, PassRun};

use super::loop_utils::{normalize_affine_for, normalize_affine_parallel};
use crate::{AffineForOp, AffineLoopNormalizeBase, AffineParallelOp};

/// The `affine-loop-normalize` pass.
#[derive(Clone, Debug, Default)]
pub struct AffineLoopNormalize {
    base: AffineLoopNormalizeBase,
}

/// Creates the `affine-loop-normalize` pass (upstream's
/// `createAffineLoopNormalizePass`, whose `promote_single_iter` argument
/// overrides the option's `.td` default of true: registered, the pass
/// promotes only when asked to).
pub fn create_affine_loop_normalize_pass(promote_single_iter: bool) -> Box<dyn ir::pass::Pass> {
    let mut pass = AffineLoopNormalize::default();
    pass.base.options_mut().promote_single_iter = promote_single_iter;
    Box::new(pass)
}

impl OperationPass for AffineLoopNormalize {
    type Declaration = AffineLoopNormalizeBase;
    fn declaration(&self) -> &AffineLoopNormalizeBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut AffineLoopNormalizeBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let promote = self.base.options().promote_single_iter;
        let top = run.op();
        let ctx = run.ctx();
        // Post-order: a promoted loop's body moves out into its parent,
        // which is visited after it; the ops moved were visited already.
        for op in ctx.walk_postorder(top) {
            if !ctx.is_live(op) {
                continue;
            }
            if let Some(par) = AffineParallelOp::cast(ctx, op) {
                normalize_affine_parallel(ctx, par);
            } else if let Some(for_op) = AffineForOp::cast(ctx, op) {
                normalize_affine_for(ctx, for_op, promote);
            }
        }
        Ok(())
    }
}
