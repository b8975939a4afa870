//! Helpers of the control-flow interfaces' default methods (MLIR's
//! `ControlFlowInterfaces.cpp`), dispatched through the library's
//! interfaces on opaque ops, and the region-branch methods if-like ops
//! share.

use super::library::{BranchOpInterfaceRef, RegionBranchOpInterfaceRef, RegionKindInterfaceRef};
use super::types::{InvocationBounds, RegionBranchPoint, RegionKind, RegionSuccessor};
use crate::core::context::Context;
use crate::core::registry::OpTrait;
use crate::core::storage::{OpId, RegionId, Value};

/// The kind of region `index` of the registered op `op`: a graph region
/// with the `HasOnlyGraphRegion` trait, else what its
/// `RegionKindInterface` says, else an SSA CFG region (upstream's default
/// for ops without the interface).
pub fn region_kind(ctx: &Context, op: OpId, index: usize) -> RegionKind {
    if ctx.op_has_trait(op, &OpTrait::GraphRegion) {
        return RegionKind::Graph;
    }
    match RegionKindInterfaceRef::get(ctx, op) {
        Some(kind) => kind.get_region_kind(ctx, index),
        None => RegionKind::SsaCfg,
    }
}

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

/// The successors of an if-like op (`scf.if`, `emitc.if`: a `then`
/// region and an `else` region that may be empty) at `point`: from a
/// region, the parent (receiving `results`); from the parent, the `then`
/// region, then the `else` region or, when it is empty, the parent.
pub fn if_successor_regions(
    ctx: &Context,
    point: RegionBranchPoint,
    (then_region, else_region): (RegionId, RegionId),
    results: Vec<Value>,
    regions: &mut Vec<RegionSuccessor>,
) {
    if point != RegionBranchPoint::Parent {
        regions.push(RegionSuccessor::parent(results));
        return;
    }
    regions.push(RegionSuccessor::region(then_region, Vec::new()));
    if ctx.region_blocks(else_region).is_empty() {
        regions.push(RegionSuccessor::parent(Vec::new()));
    } else {
        regions.push(RegionSuccessor::region(else_region, Vec::new()));
    }
}

/// The regions an if-like op enters when its condition is `cond` (`None`:
/// not known): the `then` region unless the condition is false, the
/// `else` region (the parent, receiving `results`, when it is empty)
/// unless it is true.
pub fn if_entry_successor_regions(
    ctx: &Context,
    cond: Option<bool>,
    (then_region, else_region): (RegionId, RegionId),
    results: Vec<Value>,
    regions: &mut Vec<RegionSuccessor>,
) {
    if cond != Some(false) {
        regions.push(RegionSuccessor::region(then_region, Vec::new()));
    }
    if cond != Some(true) {
        if ctx.region_blocks(else_region).is_empty() {
            regions.push(RegionSuccessor::parent(results));
        } else {
            regions.push(RegionSuccessor::region(else_region, Vec::new()));
        }
    }
}

/// How often an if-like op's `then` and `else` regions run when its
/// condition is `cond`: once and never as it says, else up to once each.
pub fn if_invocation_bounds(cond: Option<bool>, bounds: &mut Vec<InvocationBounds>) {
    match cond {
        Some(c) => {
            bounds.push(InvocationBounds::new(0, Some(u32::from(c))));
            bounds.push(InvocationBounds::new(0, Some(u32::from(!c))));
        }
        None => {
            bounds.clear();
            bounds.extend([InvocationBounds::new(0, Some(1)); 2]);
        }
    }
}
