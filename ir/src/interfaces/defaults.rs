//! Helpers of the control-flow interfaces' default methods (MLIR's
//! `ControlFlowInterfaces.cpp`), dispatched through the library's
//! interfaces on opaque ops.

use super::library::{BranchOpInterfaceRef, RegionBranchOpInterfaceRef};
use super::types::{RegionBranchPoint, RegionSuccessor};
use crate::core::context::Context;
use crate::core::storage::{OpId, Value};

/// The successor block argument that operand `operand_index` of the branch
/// `op` is forwarded to, if any (`BranchOpInterface`'s default
/// `getSuccessorBlockArgument`): the first successor forwarding it.
pub fn successor_block_argument(ctx: &Context, op: OpId, operand_index: usize) -> Option<Value> {
    let branch = BranchOpInterfaceRef::get(ctx, op)?;
    for (i, &succ) in ctx.successors(op).iter().enumerate() {
        let operands = branch.get_successor_operands(ctx, i);
        if let Some(arg) = operands.argument_for_operand(operand_index) {
            if arg < ctx.num_block_args(succ) {
                return Some(ctx.block_arg(succ, arg));
            }
        }
    }
    None
}

/// The successors of the terminator `op` of a region of a
/// `RegionBranchOpInterface` op: those its parent gives for the end of
/// that region (`RegionBranchTerminatorOpInterface`'s default
/// `getSuccessorRegions`). Nothing when the parent does not implement the
/// interface.
pub fn terminator_successor_regions(ctx: &Context, op: OpId, regions: &mut Vec<RegionSuccessor>) {
    let (Some(parent), Some(region)) = (ctx.op_parent_op(op), ctx.op_parent_region(op)) else {
        return;
    };
    if let Some(branch) = RegionBranchOpInterfaceRef::get(ctx, parent) {
        branch.get_successor_regions(ctx, RegionBranchPoint::Region(region), regions);
    }
}
