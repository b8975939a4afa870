//! `scf-forall-to-for` (upstream's `ForallToFor.cpp`): an `scf.forall`
//! becomes a nest of sequential `scf.for` loops.

use ir::pass::{OperationPass, PassFailure, PassRun};
use ir::{Context, OpBuilder};

use crate::utils::build_loop_nest;
use crate::{ForOp, ForallOp, SCFForallToForLoopBase};

/// Replaces `forall` by a nest of `scf.for` loops, one per dimension,
/// outermost first, built before it, and returns them (upstream's
/// `scf::forallToForLoop`). `None`, the op left as it was, when its body
/// has block arguments beyond the induction variables (outputs).
pub fn forall_to_for_loop(ctx: &mut Context, forall: ForallOp) -> Option<Vec<ForOp>> {
    let op = forall.operation();
    let body = forall.get_body(ctx)?;
    let rank = forall.get_induction_vars(ctx).len();
    if ctx.num_block_args(body) != rank {
        return None;
    }
    let loc = ctx.op_loc(op);
    let mut b = OpBuilder::new(ctx);
    b.set_insertion_point_before(op);
    let lbs = forall.lower_bound_values(&mut b);
    let ubs = forall.upper_bound_values(&mut b);
    let steps = forall.step_values(&mut b);
    let nest = build_loop_nest(&mut b, loc, (&lbs, &ubs, &steps), &[], None);
    let ivs: Vec<_> = nest
        .loops
        .iter()
        .filter_map(|l| l.get_induction_var(&b))
        .collect();
    let innermost = nest.loops.last().and_then(|l| l.get_body(&b))?;
    if let Some(terminator) = b.block_last_op(body) {
        b.erase_op(terminator).ok()?;
    }
    let before = b.block_last_op(innermost);
    b.inline_block_before(body, innermost, before, &ivs).ok()?;
    b.erase_op(op).ok()?;
    Some(nest.loops)
}

/// The `scf-forall-to-for` pass: converts every `scf.forall` under the op,
/// inner ones first.
#[derive(Clone, Debug, Default)]
pub struct ForallToForLoop {
    base: SCFForallToForLoopBase,
}

/// Creates the `scf-forall-to-for` pass (upstream's
/// `createForallToForLoopPass`).
pub fn create_forall_to_for_loop_pass() -> Box<dyn ir::pass::Pass> {
    Box::new(ForallToForLoop::default())
}

impl OperationPass for ForallToForLoop {
    type Declaration = SCFForallToForLoopBase;
    fn declaration(&self) -> &SCFForallToForLoopBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut SCFForallToForLoopBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        super::rewrite_each_forall(run, forall_to_for_loop)
    }
}
