//! `sroa` (MLIR's `Transforms/SROA.cpp`): scalar replacement of
//! aggregates. Each slot an allocator offers for destructuring
//! (`DestructurableAllocationOpInterface`) whose uses are all accessors of
//! fields (`DestructurableAccessorOpInterface`), safe accesses to the
//! subslots they make (`SafeMemorySlotAccessOpInterface`) or removable
//! uses (`PromotableOpInterface`) is split into one slot per used field;
//! the users are rewired in reverse topological order. Rounds run until
//! nothing changes, one slot per allocator and round, as upstream's.

use std::collections::HashSet;

use super::slot_utils::{
    forward_slice, run_on_regions, run_rounds, topological_sort, BlockingUses,
};
use super::SROABase;
use crate::core::builder::OpBuilder;
use crate::core::context::Context;
use crate::core::storage::{IrError, OpId, OpOperand};
use crate::interfaces::memory_slot::{
    DeletionKind, DestructurableMemorySlot, MemorySlot, SlotIndices,
};
use crate::interfaces::{
    DestructurableAccessorOpInterfaceRef, DestructurableAllocationOpInterfaceRef,
    PromotableOpInterfaceRef, SafeMemorySlotAccessOpInterfaceRef,
};
use crate::pass::{OperationPass, PassFailure, PassRun};

/// The `sroa` pass.
#[derive(Clone, Debug, Default)]
pub struct SROA {
    base: SROABase,
}

/// What the pass counts (upstream's `SROAStatistics`).
#[derive(Clone, Copy, Default, Debug)]
pub struct SROACounts {
    /// Slots destructured.
    pub destructured_slots: u64,
    /// Slots of which some fields were unused.
    pub slots_with_memory_benefit: u64,
    /// The most fields a destructured slot had.
    pub max_subelement_number: u64,
}

/// `MemorySlotDestructuringInfo`.
struct DestructuringInfo {
    used_indices: SlotIndices,
    blocking: BlockingUses,
    accessors: Vec<OpId>,
}

/// `computeDestructuringInfo`: `None` when a use of the slot (or of a
/// subslot an accessor makes) cannot be rewired or removed.
fn destructuring_info(
    ctx: &mut Context,
    slot: &DestructurableMemorySlot,
) -> Option<DestructuringInfo> {
    if !ctx.has_uses(slot.ptr) {
        return None;
    }
    let mut info = DestructuringInfo {
        used_indices: SlotIndices::new(),
        blocking: BlockingUses::default(),
        accessors: Vec::new(),
    };
    let mut must_be_safe: Vec<MemorySlot> = Vec::new();
    let uses: Vec<OpOperand> = ctx.uses(slot.ptr).collect();
    for u in uses {
        if let Some(a) = DestructurableAccessorOpInterfaceRef::get(ctx, u.op) {
            if a.can_rewire(ctx, slot, &mut info.used_indices, &mut must_be_safe) {
                info.accessors.push(u.op);
                continue;
            }
        }
        info.blocking.insert(u);
    }
    let mut visited: HashSet<OpOperand> = HashSet::new();
    while let Some(sub) = must_be_safe.pop() {
        let uses: Vec<OpOperand> = ctx.uses(sub.ptr).collect();
        for u in uses {
            if !visited.insert(u) {
                continue;
            }
            if let Some(m) = SafeMemorySlotAccessOpInterfaceRef::get(ctx, u.op) {
                if m.ensure_only_safe_accesses(ctx, &sub, &mut must_be_safe) {
                    continue;
                }
            }
            info.blocking.insert(u);
        }
    }
    for user in forward_slice(ctx, slot.ptr) {
        if !info.blocking.contains(user) {
            continue;
        }
        let p = PromotableOpInterfaceRef::get(ctx, user)?;
        let uses = info.blocking.get(user).to_vec();
        let mut new_uses = Vec::new();
        if !p.can_uses_be_removed(ctx, &uses, &mut new_uses) {
            return None;
        }
        for u in new_uses {
            info.blocking.insert(u);
        }
    }
    Some(info)
}

/// `destructureSlot`.
fn destructure_slot(
    ctx: &mut Context,
    slot: &DestructurableMemorySlot,
    allocator: DestructurableAllocationOpInterfaceRef,
    info: &DestructuringInfo,
    new_allocators: &mut Vec<OpId>,
    stats: &mut SROACounts,
) -> Result<(), IrError> {
    let block = ctx
        .value_parent_block(slot.ptr)
        .ok_or(IrError::OutOfRange)?;
    let region = ctx.block_parent_region(block).ok_or(IrError::OutOfRange)?;
    let subslots = {
        let mut b = OpBuilder::new(ctx);
        b.set_insertion_point_to_start(block);
        allocator.destructure(slot, &info.used_indices, &mut b, new_allocators)
    };
    if slot.subelement_types.len() != info.used_indices.len() {
        stats.slots_with_memory_benefit += 1;
    }
    stats.max_subelement_number = stats
        .max_subelement_number
        .max(slot.subelement_types.len() as u64);
    let mut to_rewire: Vec<OpId> = info.blocking.users().collect();
    for &a in &info.accessors {
        if !to_rewire.contains(&a) {
            to_rewire.push(a);
        }
    }
    let to_rewire = topological_sort(ctx, region, &to_rewire);
    let mut to_erase = Vec::new();
    for &op in to_rewire.iter().rev() {
        if let Some(a) = DestructurableAccessorOpInterfaceRef::get(ctx, op) {
            let mut b = OpBuilder::new(ctx);
            b.set_insertion_point_after(op);
            if a.rewire(slot, &subslots, &mut b) == DeletionKind::Delete {
                to_erase.push(op);
            }
            continue;
        }
        let p = PromotableOpInterfaceRef::get(ctx, op).ok_or(IrError::OutOfRange)?;
        let uses = info.blocking.get(op).to_vec();
        let mut b = OpBuilder::new(ctx);
        b.set_insertion_point_after(op);
        if p.remove_blocking_uses(&uses, &mut b) == DeletionKind::Delete {
            to_erase.push(op);
        }
    }
    for op in to_erase {
        ctx.erase_op(op)?;
    }
    stats.destructured_slots += 1;
    let mut b = OpBuilder::new(ctx);
    if let Some(new) = allocator.handle_destructuring_complete(slot, &mut b) {
        new_allocators.push(new);
    }
    Ok(())
}

/// `tryToDestructureMemorySlots`: splits what it can of the slots of
/// `allocators`, round after round; whether anything was split.
pub fn try_to_destructure_memory_slots(
    ctx: &mut Context,
    allocators: &[OpId],
    stats: &mut SROACounts,
) -> Result<bool, IrError> {
    run_rounds(ctx, allocators, |ctx, allocator, next| {
        let Some(iface) = DestructurableAllocationOpInterfaceRef::get(ctx, allocator) else {
            return Ok(false);
        };
        for slot in iface.get_destructurable_slots(ctx) {
            let Some(info) = destructuring_info(ctx, &slot) else {
                continue;
            };
            destructure_slot(ctx, &slot, iface, &info, next, stats)?;
            return Ok(true);
        }
        Ok(false)
    })
}

impl OperationPass for SROA {
    type Declaration = SROABase;
    fn declaration(&self) -> &SROABase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut SROABase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let mut stats = SROACounts::default();
        let is_allocator = |ctx: &Context, op: OpId| {
            DestructurableAllocationOpInterfaceRef::get(ctx, op).is_some()
        };
        let result = run_on_regions(run, "sroa", is_allocator, |ctx, allocators| {
            try_to_destructure_memory_slots(ctx, allocators, &mut stats)
        });
        let s = &mut self.base.statistics;
        s.destructured_amount.add(stats.destructured_slots);
        s.slots_with_memory_benefit
            .add(stats.slots_with_memory_benefit);
        if stats.max_subelement_number > s.max_subelement_amount.get() {
            s.max_subelement_amount.set(stats.max_subelement_number);
        }
        result
    }
}
