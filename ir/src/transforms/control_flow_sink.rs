//! `control-flow-sink` (MLIR's `Transforms/ControlFlowSink.cpp` and
//! `Utils/ControlFlowSinkUtils.cpp`): side-effect free ops whose users all
//! sit in a region run at most once are moved into that region, so that
//! the paths which do not need them do not compute them.

use super::dominance::DominanceInfo;
use super::ControlFlowSinkBase;
use crate::core::context::Context;
use crate::core::storage::{OpId, RegionId};
use crate::interfaces::side_effects::is_memory_effect_free;
use crate::interfaces::RegionBranchOpInterfaceRef;
use crate::pass::{OperationPass, PassFailure, PassRun};
use crate::rewrite::constant_value;

/// The `control-flow-sink` pass.
#[derive(Clone, Debug, Default)]
pub struct ControlFlowSink {
    base: ControlFlowSinkBase,
}

/// The regions of `branch` run at most once each time it runs, given the
/// constant values of its operands (`getSinglyExecutedRegionsToSink`).
pub fn singly_executed_regions_to_sink(
    ctx: &mut Context,
    branch: RegionBranchOpInterfaceRef,
) -> Vec<RegionId> {
    let op = branch.operation();
    let operands: Vec<_> = ctx
        .operands(op)
        .into_iter()
        .map(|v| constant_value(ctx, v))
        .collect();
    let mut bounds = Vec::new();
    branch.get_region_invocation_bounds(ctx, &operands, &mut bounds);
    ctx.op_regions(op)
        .iter()
        .zip(&bounds)
        .filter(|(_, b)| b.upper.is_some_and(|u| u <= 1))
        .map(|(&r, _)| r)
        .collect()
}

/// Whether every user of `op`'s results is in a block the entry block of
/// `region` dominates.
fn all_users_dominated_by(
    ctx: &Context,
    dom: &mut DominanceInfo,
    op: OpId,
    entry: crate::core::storage::BlockId,
) -> bool {
    (0..ctx.num_results(op)).all(|i| {
        ctx.uses(ctx.result(op, i)).all(|u| {
            ctx.op_parent_block(u.op)
                .is_some_and(|b| dom.dominates(ctx, entry, b))
        })
    })
}

/// Sinks into each of `regions` the ops defined outside it whose users it
/// all dominates and that `should_move` accepts, moving them with
/// `move_into`, the defining ops of what was moved in turn, depth first
/// (`controlFlowSink`). Returns how many ops moved.
pub fn control_flow_sink(
    ctx: &mut Context,
    regions: &[RegionId],
    dom: &mut DominanceInfo,
    should_move: &dyn Fn(&Context, OpId, RegionId) -> bool,
    move_into: &dyn Fn(&mut Context, OpId, RegionId),
) -> usize {
    let mut sunk = 0;
    for &region in regions {
        let Some(entry) = ctx.region_entry(region) else {
            continue;
        };
        let mut stack: Vec<OpId> = ctx
            .region_blocks(region)
            .iter()
            .flat_map(|&b| ctx.block_ops(b))
            .collect();
        while let Some(user) = stack.pop() {
            for value in ctx.operands(user) {
                let Some(op) = ctx.defining_op(value) else {
                    continue;
                };
                if ctx.op_parent_region(op) == Some(region) {
                    continue;
                }
                if all_users_dominated_by(ctx, dom, op, entry) && should_move(ctx, op, region) {
                    move_into(ctx, op, region);
                    sunk += 1;
                    stack.push(op);
                }
            }
        }
    }
    sunk
}

impl OperationPass for ControlFlowSink {
    type Declaration = ControlFlowSinkBase;
    fn declaration(&self) -> &ControlFlowSinkBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut ControlFlowSinkBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let top = run.op();
        let ctx = run.ctx();
        let mut dom = DominanceInfo::new();
        for op in ctx.walk_postorder(top) {
            let Some(branch) = RegionBranchOpInterfaceRef::get(ctx, op) else {
                continue;
            };
            let regions = singly_executed_regions_to_sink(ctx, branch);
            let sunk = control_flow_sink(
                ctx,
                &regions,
                &mut dom,
                &|ctx, op, _| is_memory_effect_free(ctx, op),
                &|ctx, op, region| {
                    // At the start of the entry block: every use it has is
                    // in the region, after it.
                    if let Some(entry) = ctx.region_entry(region) {
                        let first = ctx.block_first_op(entry);
                        let moved = ctx
                            .detach_op(op)
                            .and_then(|()| ctx.insert_op(entry, first, op));
                        debug_assert!(moved.is_ok());
                    }
                },
            );
            // Upstream assigns, not adds: the statistic is the last op's.
            self.base.statistics.num_sunk.set(sunk as u64);
        }
        Ok(())
    }
}
