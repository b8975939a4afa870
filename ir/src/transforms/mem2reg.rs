//! `mem2reg` (MLIR's `Transforms/Mem2Reg.cpp`): promotes memory slots to
//! SSA values. For each slot an allocator offers
//! (`PromotableAllocationOpInterface`), the analysis gathers the uses that
//! must go (`PromotableMemOpInterface`, `PromotableOpInterface`), places
//! block arguments at the iterated dominance frontier of the stores (limited
//! to the blocks where the slot is live, as LLVM's `IDFCalculator`), then
//! the promoter walks the dominator tree carrying the reaching definition,
//! removes the blocking uses in reverse dominance order, and fills the
//! branch operands of the new arguments. Upstream's orders are kept where
//! they show: allocators in walk order, rounds until nothing changes, one
//! slot per allocator and round. Slots used in nested regions are not
//! promoted (the pass handles unstructured control flow only).

use std::collections::{BinaryHeap, HashMap, HashSet};

use super::dominance::DominanceInfo;
use super::slot_utils::{
    blocks_sorted_by_dominance, forward_slice, op_positions, run_on_regions, run_rounds,
    BlockingUses,
};
use super::Mem2RegBase;
use crate::core::builder::OpBuilder;
use crate::core::context::Context;
use crate::core::storage::{BlockId, IrError, OpId, RegionId, Value};
use crate::interfaces::control_flow::{branch_successor_operands, set_successor_operands};
use crate::interfaces::memory_slot::{DeletionKind, MemorySlot};
use crate::interfaces::{
    BranchOpInterfaceRef, PromotableAllocationOpInterfaceRef, PromotableMemOpInterfaceRef,
    PromotableOpInterfaceRef,
};
use crate::pass::{OperationPass, PassFailure, PassRun};

/// The `mem2reg` pass.
#[derive(Clone, Debug, Default)]
pub struct Mem2Reg {
    base: Mem2RegBase,
}

/// What the pass counts (upstream's `Mem2RegStatistics`).
#[derive(Clone, Copy, Default, Debug)]
pub struct Mem2RegCounts {
    /// Slots promoted.
    pub promoted_slots: u64,
    /// Block arguments added.
    pub new_block_args: u64,
}

/// What the analysis found for one slot: where block arguments go and the
/// uses to remove.
struct PromotionInfo {
    merge_points: HashSet<BlockId>,
    blocking: BlockingUses,
}

fn slot_region(ctx: &Context, slot: &MemorySlot) -> Option<RegionId> {
    ctx.value_parent_block(slot.ptr)
        .and_then(|b| ctx.block_parent_region(b))
}

fn mem_op(ctx: &Context, op: OpId) -> Option<PromotableMemOpInterfaceRef> {
    PromotableMemOpInterfaceRef::get(ctx, op)
}

/// `computeBlockingUses`: every use of the pointer, then the uses their
/// removal drags in, in forward-slice order; `None` if a user cannot give
/// its uses up or a memory op is in another region than the slot.
fn compute_blocking_uses(ctx: &Context, slot: &MemorySlot) -> Option<BlockingUses> {
    let mut blocking = BlockingUses::default();
    for u in ctx.uses(slot.ptr) {
        blocking.insert(u);
    }
    for user in forward_slice(ctx, slot.ptr) {
        if !blocking.contains(user) {
            continue;
        }
        let uses = blocking.get(user).to_vec();
        let mut new_uses = Vec::new();
        if let Some(p) = PromotableOpInterfaceRef::get(ctx, user) {
            if !p.can_uses_be_removed(ctx, &uses, &mut new_uses) {
                return None;
            }
        } else if let Some(p) = mem_op(ctx, user) {
            if !p.can_uses_be_removed(ctx, slot, &uses, &mut new_uses) {
                return None;
            }
        } else {
            return None;
        }
        for u in new_uses {
            blocking.insert(u);
        }
    }
    let region = slot_region(ctx, slot);
    for user in blocking.users() {
        if mem_op(ctx, user).is_some() && ctx.op_parent_region(user) != region {
            return None;
        }
    }
    Some(blocking)
}

/// `computeSlotLiveIn`: the blocks the slot's value is live into.
fn slot_live_in(ctx: &Context, slot: &MemorySlot, defining: &HashSet<BlockId>) -> HashSet<BlockId> {
    let mut live_in = HashSet::new();
    let mut work = Vec::new();
    let mut visited = HashSet::new();
    for u in ctx.uses(slot.ptr) {
        let Some(block) = ctx.op_parent_block(u.op) else {
            continue;
        };
        if !visited.insert(block) {
            continue;
        }
        for op in ctx.block_ops(block) {
            if let Some(m) = mem_op(ctx, op) {
                if m.loads_from(ctx, slot) {
                    work.push(block);
                    break;
                }
                if m.stores_to(ctx, slot) {
                    break;
                }
            }
        }
    }
    while let Some(block) = work.pop() {
        if !live_in.insert(block) {
            continue;
        }
        for pred in ctx.block_predecessors(block) {
            if !defining.contains(&pred) {
                work.push(pred);
            }
        }
    }
    live_in
}

/// LLVM's `IDFCalculator::calculate` (forward, with live-in blocks): the
/// iterated dominance frontier of `defining`, bottom-up by tree level.
fn iterated_dominance_frontier(
    ctx: &Context,
    dominance: &mut DominanceInfo,
    region: RegionId,
    defining: &HashSet<BlockId>,
    live_in: &HashSet<BlockId>,
) -> HashSet<BlockId> {
    let mut out = HashSet::new();
    let Some(entry) = ctx.region_entry(region) else {
        return out;
    };
    // DFS-in numbers: the pre-order of the tree.
    let dfs_in: HashMap<BlockId, usize> = dominance
        .dominated_preorder(ctx, entry)
        .into_iter()
        .enumerate()
        .map(|(i, b)| (b, i))
        .collect();
    let mut nodes: HashMap<BlockId, (u32, Vec<BlockId>)> = HashMap::new();
    let mut node = |b: BlockId| -> Option<(u32, Vec<BlockId>)> {
        if let Some(n) = nodes.get(&b) {
            return Some(n.clone());
        }
        let n = dominance.tree_node(ctx, b)?;
        nodes.insert(b, n.clone());
        Some(n)
    };
    let mut queue: BinaryHeap<(u32, usize, usize)> = BinaryHeap::new();
    let mut blocks: Vec<BlockId> = Vec::new();
    let mut visited_queue: HashSet<BlockId> = HashSet::new();
    let mut visited_work: HashSet<BlockId> = HashSet::new();
    let mut sorted_defs: Vec<BlockId> = defining.iter().copied().collect();
    sorted_defs.sort_by_key(|b| dfs_in.get(b).copied());
    for b in sorted_defs {
        if let (Some((level, _)), Some(&n)) = (node(b), dfs_in.get(&b)) {
            blocks.push(b);
            queue.push((level, n, blocks.len() - 1));
            visited_work.insert(b);
        }
    }
    while let Some((root_level, _, root)) = queue.pop() {
        let mut work = vec![blocks[root]];
        while let Some(b) = work.pop() {
            let succs: Vec<BlockId> = ctx
                .block_last_op(b)
                .map(|t| ctx.successors(t).to_vec())
                .unwrap_or_default();
            for s in succs {
                let Some((level, _)) = node(s) else { continue };
                if level > root_level || !visited_queue.insert(s) || !live_in.contains(&s) {
                    continue;
                }
                out.insert(s);
                if !defining.contains(&s) {
                    blocks.push(s);
                    queue.push((
                        level,
                        dfs_in.get(&s).copied().unwrap_or(0),
                        blocks.len() - 1,
                    ));
                }
            }
            if let Some((_, children)) = node(b) {
                for c in children {
                    if visited_work.insert(c) {
                        work.push(c);
                    }
                }
            }
        }
    }
    out
}

/// `MemorySlotPromotionAnalyzer::computeInfo`.
fn analyze(
    ctx: &Context,
    dominance: &mut DominanceInfo,
    slot: &MemorySlot,
) -> Option<PromotionInfo> {
    let blocking = compute_blocking_uses(ctx, slot)?;
    let region = slot_region(ctx, slot)?;
    let mut merge_points = HashSet::new();
    if ctx.region_blocks(region).len() != 1 {
        let mut defining = HashSet::new();
        for u in ctx.uses(slot.ptr) {
            if mem_op(ctx, u.op).is_some_and(|m| m.stores_to(ctx, slot)) {
                if let Some(b) = ctx.op_parent_block(u.op) {
                    defining.insert(b);
                }
            }
        }
        let live_in = slot_live_in(ctx, slot, &defining);
        merge_points = iterated_dominance_frontier(ctx, dominance, region, &defining, &live_in);
    }
    // `areMergePointsUsable`: every predecessor branches through the
    // interface.
    for &mp in &merge_points {
        for pred in ctx.block_predecessors(mp) {
            let usable = ctx
                .block_last_op(pred)
                .is_some_and(|t| BranchOpInterfaceRef::get(ctx, t).is_some());
            if !usable {
                return None;
            }
        }
    }
    Some(PromotionInfo {
        merge_points,
        blocking,
    })
}

/// `MemorySlotPromoter`: rewrites the IR once the analysis succeeded.
struct Promoter<'s> {
    slot: MemorySlot,
    allocator: PromotableAllocationOpInterfaceRef,
    info: PromotionInfo,
    default_value: Option<Value>,
    reaching_defs: HashMap<OpId, Value>,
    replaced_values: HashMap<OpId, Value>,
    stats: &'s mut Mem2RegCounts,
}

impl Promoter<'_> {
    fn default_value(&mut self, ctx: &mut Context) -> Value {
        if let Some(v) = self.default_value {
            return v;
        }
        let block = ctx.value_parent_block(self.slot.ptr);
        let mut b = OpBuilder::new(ctx);
        if let Some(block) = block {
            b.set_insertion_point_to_start(block);
        }
        let v = self.allocator.get_default_value(&self.slot, &mut b);
        self.default_value = Some(v);
        v
    }

    /// `computeReachingDefInBlock`.
    fn reaching_def_in_block(
        &mut self,
        ctx: &mut Context,
        block: BlockId,
        mut def: Value,
    ) -> Value {
        let ops: Vec<OpId> = ctx.block_ops(block).collect();
        for op in ops {
            let Some(m) = mem_op(ctx, op) else { continue };
            if self.info.blocking.contains(op) {
                self.reaching_defs.entry(op).or_insert(def);
            }
            if m.stores_to(ctx, &self.slot) {
                let mut b = OpBuilder::new(ctx);
                b.set_insertion_point_after(op);
                let stored = m.get_stored(&self.slot, &mut b, def);
                def = stored;
                self.replaced_values.insert(op, stored);
            }
        }
        def
    }

    /// `computeReachingDefInRegion`: a walk of the dominator tree adding
    /// the merge points' arguments and forwarding the definitions to them.
    fn reaching_def_in_region(
        &mut self,
        ctx: &mut Context,
        dominance: &mut DominanceInfo,
        region: RegionId,
        def: Value,
    ) -> Result<(), IrError> {
        let Some(entry) = ctx.region_entry(region) else {
            return Ok(());
        };
        if ctx.region_blocks(region).len() == 1 {
            self.reaching_def_in_block(ctx, entry, def);
            return Ok(());
        }
        let mut stack = vec![(entry, def)];
        while let Some((block, mut def)) = stack.pop() {
            if self.info.merge_points.contains(&block) {
                let loc = ctx.value_loc(self.slot.ptr);
                let arg = ctx.add_block_arg(block, self.slot.elem_type, loc);
                let mut b = OpBuilder::new(ctx);
                b.set_insertion_point_to_start(block);
                self.allocator
                    .handle_block_argument(&self.slot, arg, &mut b);
                def = arg;
                self.stats.new_block_args += 1;
            }
            def = self.reaching_def_in_block(ctx, block, def);
            if let Some(term) = ctx.block_last_op(block) {
                if BranchOpInterfaceRef::get(ctx, term).is_some() {
                    let succs = ctx.successors(term).to_vec();
                    for (i, s) in succs.into_iter().enumerate() {
                        if self.info.merge_points.contains(&s) {
                            append_successor_operand(ctx, term, i, def)?;
                        }
                    }
                }
            }
            let children = dominance
                .tree_node(ctx, block)
                .map(|n| n.1)
                .unwrap_or_default();
            for c in children {
                stack.push((c, def));
            }
        }
        Ok(())
    }

    /// `removeBlockingUses`: the users in reverse dominance order.
    fn remove_blocking_uses(&mut self, ctx: &mut Context, region: RegionId) -> Result<(), IrError> {
        let mut users: Vec<OpId> = self.info.blocking.users().collect();
        let block_index: HashMap<BlockId, usize> = blocks_sorted_by_dominance(ctx, region)
            .into_iter()
            .enumerate()
            .map(|(i, b)| (b, i))
            .collect();
        let mut positions: HashMap<BlockId, HashMap<OpId, usize>> = HashMap::new();
        let mut key = |ctx: &Context, op: OpId| {
            let block = ctx.op_parent_block(op);
            let bi = block
                .and_then(|b| block_index.get(&b).copied())
                .unwrap_or(usize::MAX);
            let pos = block.map_or(0, |b| {
                positions.entry(b).or_insert_with(|| op_positions(ctx, b))[&op]
            });
            (bi, pos)
        };
        let keys: HashMap<OpId, (usize, usize)> =
            users.iter().map(|&op| (op, key(ctx, op))).collect();
        users.sort_by_key(|op| keys[op]);
        let mut to_erase = Vec::new();
        let mut replaced_list = Vec::new();
        let mut to_visit = Vec::new();
        for &op in users.iter().rev() {
            let uses = self.info.blocking.get(op).to_vec();
            if let Some(m) = mem_op(ctx, op) {
                let reaching = match self.reaching_defs.get(&op) {
                    Some(&v) => v,
                    None => self.default_value(ctx),
                };
                let mut b = OpBuilder::new(ctx);
                b.set_insertion_point_after(op);
                if m.remove_blocking_uses(&self.slot, &uses, &mut b, reaching)
                    == DeletionKind::Delete
                {
                    to_erase.push(op);
                }
                if m.stores_to(ctx, &self.slot) {
                    if let Some(&v) = self.replaced_values.get(&op) {
                        replaced_list.push((op, v));
                    }
                }
                continue;
            }
            let Some(p) = PromotableOpInterfaceRef::get(ctx, op) else {
                return Err(IrError::OutOfRange);
            };
            let mut b = OpBuilder::new(ctx);
            b.set_insertion_point_after(op);
            if p.remove_blocking_uses(&uses, &mut b) == DeletionKind::Delete {
                to_erase.push(op);
            }
            if p.requires_replaced_values(ctx) {
                to_visit.push(p);
            }
        }
        for p in to_visit {
            let mut b = OpBuilder::new(ctx);
            b.set_insertion_point_after(p.operation());
            p.visit_replaced_values(&replaced_list, &mut b);
        }
        for op in to_erase {
            ctx.erase_op(op)?;
        }
        Ok(())
    }

    /// `promoteSlot`; the new allocator the old one hands back, if any.
    fn promote(
        mut self,
        ctx: &mut Context,
        dominance: &mut DominanceInfo,
    ) -> Result<Option<OpId>, IrError> {
        let region = slot_region(ctx, &self.slot).ok_or(IrError::OutOfRange)?;
        let def = self.default_value(ctx);
        self.reaching_def_in_region(ctx, dominance, region, def)?;
        self.remove_blocking_uses(ctx, region)?;
        let mut merge_points: Vec<BlockId> = self.info.merge_points.iter().copied().collect();
        merge_points.sort_by_key(|b| b.0.index);
        for mp in merge_points {
            let args = ctx.num_block_args(mp);
            for (_, term, i) in ctx.block_predecessor_edges(mp) {
                let forwarded =
                    branch_successor_operands(ctx, term, i).ok_or(IrError::OutOfRange)?;
                if forwarded.len() + 1 == args {
                    let def = self.default_value(ctx);
                    append_successor_operand(ctx, term, i, def)?;
                }
            }
        }
        self.stats.promoted_slots += 1;
        let mut b = OpBuilder::new(ctx);
        Ok(self
            .allocator
            .handle_promotion_complete(&self.slot, def, &mut b))
    }
}

/// Appends `v` to the operands `term` forwards to its successor `i`.
fn append_successor_operand(
    ctx: &mut Context,
    term: OpId,
    i: usize,
    v: Value,
) -> Result<(), IrError> {
    let forwarded = branch_successor_operands(ctx, term, i).ok_or(IrError::OutOfRange)?;
    let mut values: Vec<Value> = ctx.operands(term)[forwarded.forwarded.clone()].to_vec();
    values.push(v);
    set_successor_operands(ctx, term, i, &values)
}

/// `tryToPromoteMemorySlots`: promotes what it can of the slots of
/// `allocators`, round after round; whether anything was promoted.
pub fn try_to_promote_memory_slots(
    ctx: &mut Context,
    allocators: &[OpId],
    dominance: &mut DominanceInfo,
    stats: &mut Mem2RegCounts,
) -> Result<bool, IrError> {
    run_rounds(ctx, allocators, |ctx, allocator, next| {
        let Some(iface) = PromotableAllocationOpInterfaceRef::get(ctx, allocator) else {
            return Ok(false);
        };
        for slot in iface.get_promotable_slots(ctx) {
            if !ctx.has_uses(slot.ptr) {
                continue;
            }
            let Some(info) = analyze(ctx, dominance, &slot) else {
                continue;
            };
            let promoter = Promoter {
                slot,
                allocator: iface,
                info,
                default_value: None,
                reaching_defs: HashMap::new(),
                replaced_values: HashMap::new(),
                stats: &mut *stats,
            };
            next.extend(promoter.promote(ctx, dominance)?);
            return Ok(true);
        }
        Ok(false)
    })
}

impl OperationPass for Mem2Reg {
    type Declaration = Mem2RegBase;
    fn declaration(&self) -> &Mem2RegBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut Mem2RegBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let mut stats = Mem2RegCounts::default();
        let mut dominance = DominanceInfo::new();
        let is_allocator =
            |ctx: &Context, op: OpId| PromotableAllocationOpInterfaceRef::get(ctx, op).is_some();
        let result = run_on_regions(run, "mem2reg", is_allocator, |ctx, allocators| {
            try_to_promote_memory_slots(ctx, allocators, &mut dominance, &mut stats)
        });
        let s = &mut self.base.statistics;
        s.promoted_amount.add(stats.promoted_slots);
        s.new_block_argument_amount.add(stats.new_block_args);
        result
    }
}
