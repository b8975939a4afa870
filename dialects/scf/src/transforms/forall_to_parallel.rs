//! `scf-forall-to-parallel` (upstream's `ForallToParallel.cpp`): an
//! `scf.forall` without outputs becomes an `scf.parallel`.

use ir::pass::{OperationPass, PassFailure, PassRun};
use ir::{Context, OpBuilder};

use crate::{ForallOp, ParallelOp, ReduceOp, SCFForallToParallelLoopBase};

/// Replaces `forall`, which must have no outputs (be bufferized), by an
/// `scf.parallel` over the same bounds that takes its body and mapping
/// (upstream's `scf::forallToParallelLoop`); `None` when it has outputs.
pub fn forall_to_parallel_loop(ctx: &mut Context, forall: ForallOp) -> Option<ParallelOp> {
    let op = forall.operation();
    if !forall.outputs(ctx).is_empty() {
        return None;
    }
    let loc = ctx.op_loc(op);
    let mut b = OpBuilder::new(ctx);
    b.set_insertion_point_before(op);
    let lbs = forall.lower_bound_values(&mut b);
    let ubs = forall.upper_bound_values(&mut b);
    let steps = forall.step_values(&mut b);
    let parallel =
        ParallelOp::build_from_lower_bounds_upper_bounds_steps(&mut b, loc, &lbs, &ubs, &steps);
    let region = parallel.region(&b);
    for block in &b.region_blocks(region).to_vec() {
        b.erase_block(*block).ok()?;
    }
    for block in &b.region_blocks(forall.region(&b)).to_vec() {
        b.detach_block(*block).ok()?;
        b.insert_block(region, *block, None).ok()?;
    }
    let entry = b.region_entry(region)?;
    if let Some(terminator) = b.block_last_op(entry) {
        b.erase_op(terminator).ok()?;
    }
    b.set_insertion_point_to_end(entry);
    ReduceOp::build_default(&mut b, loc);
    if let Some(mapping) = forall.mapping(&b) {
        let name = b.ident("mapping");
        b.set_attr(parallel.operation(), name, mapping).ok()?;
    }
    b.erase_op(op).ok()?;
    Some(parallel)
}

/// The `scf-forall-to-parallel` pass: converts every `scf.forall` under
/// the op, inner ones first; one with outputs fails the pass.
#[derive(Clone, Debug, Default)]
pub struct ForallToParallelLoop {
    base: SCFForallToParallelLoopBase,
}

/// Creates the `scf-forall-to-parallel` pass (upstream's
/// `createForallToParallelLoopPass`).
pub fn create_forall_to_parallel_loop_pass() -> Box<dyn ir::pass::Pass> {
    Box::new(ForallToParallelLoop::default())
}

impl OperationPass for ForallToParallelLoop {
    type Declaration = SCFForallToParallelLoopBase;
    fn declaration(&self) -> &SCFForallToParallelLoopBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut SCFForallToParallelLoopBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        super::rewrite_each_forall(run, forall_to_parallel_loop)
    }
}
