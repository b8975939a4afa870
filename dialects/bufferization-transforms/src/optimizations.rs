//! `buffer-hoisting`, `buffer-loop-hoisting` and `promote-buffers-to-stack`
//! (upstream's `BufferOptimizations.cpp`): allocations moved up into
//! common dominators and out of nested regions or out of loops, and small
//! heap allocations without deallocation turned into stack allocations.

use std::collections::HashSet;

use bufferization::{AllocationOpInterfaceRef, HoistingKind};
use ir::interfaces::{
    DataLayout, LoopLikeOpInterfaceRef, RegionBranchOpInterfaceRef,
    RegionBranchTerminatorOpInterfaceRef,
};
use ir::pass::{OperationPass, PassFailure, PassRun};
use ir::transforms::dominance::DominanceInfo;
use ir::{BlockId, Context, OpBuilder, OpId, OpTrait, Value};

use crate::analysis::{
    find_common_dominator, placement_allocs, region_branch_has_loop, start_operation,
    BufferViewFlowAnalysis,
};
use crate::{BufferHoistingBase, BufferLoopHoistingBase, PromoteBuffersToStackBase};

/// Whether `op` is a loop or region branch op (`isKnownControlFlowInterface`).
fn is_known_control_flow_interface(ctx: &Context, op: OpId) -> bool {
    LoopLikeOpInterfaceRef::get(ctx, op).is_some()
        || RegionBranchOpInterfaceRef::get(ctx, op).is_some()
}

/// Whether `op` is a loop (`isLoop`): a loop-like op, or a region branch
/// op whose regions may run again.
fn is_loop(ctx: &Context, op: OpId) -> bool {
    if LoopLikeOpInterfaceRef::get(ctx, op).is_some() {
        return true;
    }
    RegionBranchOpInterfaceRef::get(ctx, op).is_some_and(|b| region_branch_has_loop(ctx, b))
}

/// A loop whose iterations run one after another (`isSequentialLoop`).
fn is_sequential_loop(ctx: &Context, op: OpId) -> bool {
    !ctx.op_has_trait(op, &OpTrait::Custom("HasParallelRegion".into())) && is_loop(ctx, op)
}

/// Whether `op`'s `AllocationOpInterface` allows hoisting of `kind`.
fn allows_hoisting(ctx: &Context, op: OpId, kind: HoistingKind) -> bool {
    AllocationOpInterfaceRef::get(ctx, op).is_some_and(|a| a.get_hoisting_kind(ctx).0 & kind.0 != 0)
}

/// The two hoisting strategies (upstream's `BufferAllocationHoistingState`
/// and `BufferAllocationLoopHoistingState`).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Strategy {
    /// Into common dominators and out of nested regions, not out of loops.
    Dominators,
    /// Out of sequential loops only.
    Loops,
}

/// The state of the search for one allocation's placement.
struct HoistingState {
    strategy: Strategy,
    placement_block: BlockId,
    /// The common dominator of the aliases (loop hoisting).
    alias_dominator_block: Option<BlockId>,
}

impl HoistingState {
    /// The upper bound of the search (`computeUpperBound`).
    fn compute_upper_bound(
        &mut self,
        ctx: &Context,
        doms: &mut DominanceInfo,
        dominator_block: Option<BlockId>,
        dependency_block: Option<BlockId>,
    ) -> Option<BlockId> {
        match self.strategy {
            Strategy::Dominators => {
                let Some(dep) = dependency_block else {
                    return dominator_block;
                };
                match dominator_block {
                    Some(d) if doms.properly_dominates(ctx, d, dep) => Some(dep),
                    _ => dominator_block,
                }
            }
            Strategy::Loops => {
                self.alias_dominator_block = dominator_block;
                dependency_block
            }
        }
    }

    /// Whether the allocation may move out of `op` (`isLegalPlacement`).
    fn is_legal_placement(&self, ctx: &Context, doms: &mut DominanceInfo, op: OpId) -> bool {
        match self.strategy {
            Strategy::Dominators => !is_loop(ctx, op),
            Strategy::Loops => {
                let Some(block) = ctx.op_parent_block(op) else {
                    return false;
                };
                // A missing alias dominator dominates nothing.
                is_sequential_loop(ctx, op)
                    && !self
                        .alias_dominator_block
                        .is_some_and(|d| doms.dominates(ctx, d, block))
            }
        }
    }

    fn record_move_to_dominator(&mut self, block: BlockId) {
        if self.strategy == Strategy::Dominators {
            self.placement_block = block;
        }
    }

    fn record_move_to_parent(&mut self, block: BlockId) {
        self.placement_block = block;
    }
}

/// Upstream's `BufferAllocationHoisting::findPlacementBlock`: walks up
/// from the allocation's block through immediate dominators and parent
/// blocks while the strategy allows it, below `upper_bound`.
fn find_placement_block(
    ctx: &Context,
    doms: &mut DominanceInfo,
    state: &mut HoistingState,
    upper_bound: Option<BlockId>,
) -> BlockId {
    let mut current = state.placement_block;
    while let Some(parent_op) = ctx.block_parent_op(current) {
        let Some(parent_block) = ctx.op_parent_block(parent_op) else {
            break;
        };
        if let Some(bound) = upper_bound {
            if !doms.properly_dominates(ctx, bound, current) {
                break;
            }
        }
        let is_entry = ctx
            .block_parent_region(current)
            .and_then(|r| ctx.region_entry(r))
            == Some(current);
        let idom = if is_entry {
            None
        } else {
            doms.idom(ctx, current)
        };
        match idom {
            Some(idom) if doms.properly_dominates(ctx, parent_block, idom) => {
                current = idom;
                state.record_move_to_dominator(current);
            }
            _ => {
                if !is_known_control_flow_interface(ctx, parent_op)
                    || !state.is_legal_placement(ctx, doms, parent_op)
                {
                    break;
                }
                current = parent_block;
                state.record_move_to_parent(current);
            }
        }
    }
    state.placement_block
}

/// Moves the allocations in `scope` upwards with `strategy`
/// (`BufferAllocationHoisting::hoist`).
fn hoist(ctx: &mut Context, scope: OpId, strategy: Strategy) {
    let aliases = BufferViewFlowAnalysis::new(ctx, scope);
    let mut values: Vec<Value> = placement_allocs(ctx, scope)
        .into_iter()
        .map(|(v, _)| v)
        .collect();
    values.extend(
        ctx.walk_postorder(scope)
            .into_iter()
            .filter(|&o| memref::AllocaOp::cast(ctx, o).is_some())
            .map(|o| ctx.result(o, 0)),
    );
    let kind = match strategy {
        Strategy::Dominators => HoistingKind::BLOCK,
        Strategy::Loops => HoistingKind::LOOP,
    };
    let mut doms = DominanceInfo::new();
    for value in values {
        let Some(def) = ctx.defining_op(value) else {
            continue;
        };
        if !allows_hoisting(ctx, def, kind) {
            continue;
        }
        let Some(block) = ctx.value_parent_block(value) else {
            continue;
        };
        let result_aliases: HashSet<Value> = aliases.resolve(value);
        let dominator_block = find_common_dominator(ctx, value, &result_aliases, &mut doms);
        let mut state = HoistingState {
            strategy,
            placement_block: block,
            alias_dominator_block: None,
        };
        // The lowest block defining an operand of the allocation.
        let mut dependency_block: Option<BlockId> = None;
        for operand in ctx.operands(def) {
            let Some(dep_block) = ctx.value_parent_block(operand) else {
                continue;
            };
            if dependency_block.is_none_or(|d| doms.dominates(ctx, d, dep_block)) {
                dependency_block = Some(dep_block);
            }
        }
        let upper = state.compute_upper_bound(ctx, &mut doms, dominator_block, dependency_block);
        let placement = find_placement_block(ctx, &mut doms, &mut state, upper);
        let Some(start) = start_operation(ctx, value, placement) else {
            continue;
        };
        if start != def {
            let _ = ctx.move_op_before(def, start);
        }
    }
}

/// Whether `op` is an automatic allocation scope.
fn is_automatic_allocation_scope(ctx: &Context, op: OpId) -> bool {
    ctx.op_has_trait(op, &OpTrait::Custom("AutomaticAllocationScope".into()))
}

/// Whether an alias of the allocation leaves `region` through a region
/// branch terminator in it (`leavesAllocationScope`).
fn leaves_allocation_scope(ctx: &Context, region: ir::RegionId, aliases: &HashSet<Value>) -> bool {
    aliases.iter().any(|&alias| {
        ctx.uses(alias).map(|u| u.op).any(|user| {
            RegionBranchTerminatorOpInterfaceRef::get(ctx, user).is_some()
                && ctx.op_parent_region(user) == Some(region)
        })
    })
}

/// Whether an automatic allocation scope around `alloc` holds it without
/// it escaping, reached through known region control flow that is no
/// loop (`hasAllocationScope`).
fn has_allocation_scope(ctx: &Context, alloc: Value, aliases: &BufferViewFlowAnalysis) -> bool {
    let Some(mut region) = ctx
        .value_parent_block(alloc)
        .and_then(|b| ctx.block_parent_region(b))
    else {
        return false;
    };
    loop {
        if let Some(parent) = ctx.region_parent_op(region) {
            if is_automatic_allocation_scope(ctx, parent)
                && !leaves_allocation_scope(ctx, region, &aliases.resolve(alloc))
            {
                return true;
            }
            if is_loop(ctx, parent) || !is_known_control_flow_interface(ctx, parent) {
                return false;
            }
        }
        match ctx
            .region_parent_op(region)
            .and_then(|op| ctx.op_parent_region(op))
        {
            Some(r) => region = r,
            None => return false,
        }
    }
}

/// Upstream's `defaultIsSmallAlloc`: a `memref.alloc` of static shape
/// within `max_size_in_bytes` (its element's size by the closest data
/// layout, `DataLayout::closest`), or of dynamic shape of rank at most
/// `max_rank` whose sizes all come from `memref.rank`.
fn is_small_alloc(ctx: &Context, alloc: Value, max_size_in_bytes: u32, max_rank: u32) -> bool {
    let Some(def) = ctx.defining_op(alloc) else {
        return false;
    };
    if memref::AllocOp::cast(ctx, def).is_none() {
        return false;
    }
    let ty = ctx.value_type(alloc);
    let Some(shape) = ctx.shape(ty) else {
        return false;
    };
    if shape.iter().any(|&d| d < 0) {
        if shape.len() <= max_rank as usize {
            return ctx.operands(def).iter().all(|&operand| {
                ctx.defining_op(operand)
                    .is_some_and(|d| memref::RankOp::cast(ctx, d).is_some())
            });
        }
        return false;
    }
    let Some(element) = ctx.element_type(ty) else {
        return false;
    };
    // The size by the data layout of the allocation's scope (an element
    // type without one, where upstream stops, is not small).
    let layout = DataLayout::closest(ctx, def);
    let bits = layout.get_type_size_in_bits(ctx, element).min;
    if layout.missing_layout().is_some() {
        return false;
    }
    let count: u64 = shape.iter().map(|&d| d as u64).product();
    count.saturating_mul(bits) <= u64::from(max_size_in_bytes) * 8
}

/// Turns the small allocations without deallocation in `scope` that an
/// automatic allocation scope holds into stack allocations
/// (`BufferPlacementPromotion::promote`).
fn promote(ctx: &mut Context, scope: OpId, is_small: &dyn Fn(&Context, Value) -> bool) {
    let aliases = BufferViewFlowAnalysis::new(ctx, scope);
    for (alloc, dealloc) in placement_allocs(ctx, scope) {
        if !is_small(ctx, alloc) || dealloc.is_some() || !has_allocation_scope(ctx, alloc, &aliases)
        {
            continue;
        }
        let Some(block) = ctx.value_parent_block(alloc) else {
            continue;
        };
        let (Some(start), Some(alloc_op)) =
            (start_operation(ctx, alloc, block), ctx.defining_op(alloc))
        else {
            continue;
        };
        let Some(iface) = AllocationOpInterfaceRef::get(ctx, alloc_op) else {
            continue;
        };
        let mut b = OpBuilder::new(ctx);
        b.set_insertion_point_before(start);
        let Some(alloca) = iface.build_promoted_alloc(&mut b, alloc) else {
            continue;
        };
        let new_value = ctx.result(alloca, 0);
        let _ = ctx.replace_all_op_uses_with(alloc_op, &[new_value]);
        let _ = ctx.erase_op(alloc_op);
    }
}

/// Turns the small allocations in `op` into stack allocations as
/// `promote-buffers-to-stack` with the default size heuristic does
/// (`defaultIsSmallAlloc` with its two limits).
pub fn promote_buffers_to_stack(
    ctx: &mut Context,
    op: OpId,
    max_size_in_bytes: u32,
    max_rank: u32,
) {
    let is_small =
        move |ctx: &Context, v: Value| is_small_alloc(ctx, v, max_size_in_bytes, max_rank);
    promote(ctx, op, &is_small);
}

/// Hoists the buffers allocated in `op` out of loops
/// (`hoistBuffersFromLoops`).
pub fn hoist_buffers_from_loops(ctx: &mut Context, op: OpId) {
    hoist(ctx, op, Strategy::Loops);
}

/// The `buffer-hoisting` pass.
#[derive(Clone, Debug, Default)]
pub struct BufferHoisting {
    base: BufferHoistingBase,
}

/// Creates the `buffer-hoisting` pass (upstream's `createBufferHoistingPass`).
pub fn create_buffer_hoisting_pass() -> Box<dyn ir::pass::Pass> {
    Box::new(BufferHoisting::default())
}

impl OperationPass for BufferHoisting {
    type Declaration = BufferHoistingBase;
    fn declaration(&self) -> &BufferHoistingBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut BufferHoistingBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let op = run.op();
        hoist(run.ctx(), op, Strategy::Dominators);
        Ok(())
    }
}

/// The `buffer-loop-hoisting` pass.
#[derive(Clone, Debug, Default)]
pub struct BufferLoopHoisting {
    base: BufferLoopHoistingBase,
}

/// Creates the `buffer-loop-hoisting` pass (upstream's
/// `createBufferLoopHoistingPass`).
pub fn create_buffer_loop_hoisting_pass() -> Box<dyn ir::pass::Pass> {
    Box::new(BufferLoopHoisting::default())
}

impl OperationPass for BufferLoopHoisting {
    type Declaration = BufferLoopHoistingBase;
    fn declaration(&self) -> &BufferLoopHoistingBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut BufferLoopHoistingBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let op = run.op();
        hoist_buffers_from_loops(run.ctx(), op);
        Ok(())
    }
}

/// The `promote-buffers-to-stack` pass.
#[derive(Clone, Debug, Default)]
pub struct PromoteBuffersToStack {
    base: PromoteBuffersToStackBase,
}

/// Creates the `promote-buffers-to-stack` pass (upstream's
/// `createPromoteBuffersToStackPass`).
pub fn create_promote_buffers_to_stack_pass() -> Box<dyn ir::pass::Pass> {
    Box::new(PromoteBuffersToStack::default())
}

impl OperationPass for PromoteBuffersToStack {
    type Declaration = PromoteBuffersToStackBase;
    fn declaration(&self) -> &PromoteBuffersToStackBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut PromoteBuffersToStackBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let op = run.op();
        let max_size = self.base.options.max_alloc_size_in_bytes;
        let max_rank = self.base.options.max_rank_of_allocated_mem_ref;
        promote_buffers_to_stack(run.ctx(), op, max_size, max_rank);
        Ok(())
    }
}
