//! Region simplification (MLIR's `RegionUtils.cpp`, `simplifyRegions`):
//! unreachable blocks erased, dead ops and block arguments removed by an
//! optimistic liveness analysis, and (aggressive mode) identical blocks
//! merged and block arguments that always receive the same value dropped.

use super::slots::SlotBits;
use crate::core::context::Context;
use crate::core::pattern::PatternRewriter;
use crate::core::registry::OpTrait;
use crate::core::storage::{BlockId, OpId, RegionId, Value};
use crate::interfaces::control_flow::{branch_successor_operands, set_successor_operands};
use crate::interfaces::side_effects::would_op_be_trivially_dead;
use crate::interfaces::BranchOpInterfaceRef;
use crate::support::intern::{FxHashMap, FxHashSet};

/// Runs the simplifications over `regions`; whether any changed the IR.
pub fn simplify_regions(
    rw: &mut PatternRewriter<'_>,
    regions: &[RegionId],
    merge_blocks: bool,
) -> bool {
    let erased_blocks = erase_unreachable_blocks(rw, regions);
    let dce = run_region_dce(rw, regions);
    let (mut merged, mut dropped) = (false, false);
    if merge_blocks {
        merged = merge_identical_blocks(rw, regions);
        dropped = drop_redundant_arguments(rw, regions);
    }
    erased_blocks || dce || merged || dropped
}

fn terminator(ctx: &Context, b: BlockId) -> Option<OpId> {
    ctx.block_last_op(b)
}

fn successors_of(ctx: &Context, b: BlockId) -> Vec<BlockId> {
    terminator(ctx, b).map_or_else(Vec::new, |t| ctx.successors(t).to_vec())
}

/// The blocks reachable from `entry`, in post-order of the successor
/// graph (`llvm::post_order`). Iterative; each stack entry is a block and
/// the index of its next successor (read from its terminator each step, so
/// no successor list is copied).
fn post_order(ctx: &Context, entry: BlockId) -> Vec<BlockId> {
    let succs = |b: BlockId| terminator(ctx, b).map_or(&[][..], |t| ctx.successors(t));
    let mut seen: SlotBits<BlockId> = SlotBits::with_slots(ctx.blocks.slot_count());
    let mut out = Vec::new();
    let mut stack: Vec<(BlockId, usize)> = vec![(entry, 0)];
    seen.insert(entry);
    while let Some((b, i)) = stack.last_mut() {
        if let Some(&s) = succs(*b).get(*i) {
            *i += 1;
            if seen.insert(s) {
                stack.push((s, 0));
            }
        } else {
            out.push(*b);
            stack.pop();
        }
    }
    out
}

fn nested_regions(ctx: &Context, b: BlockId, out: &mut Vec<RegionId>) {
    for op in ctx.block_ops(b) {
        out.extend(ctx.op_regions(op).iter().copied());
    }
}

/// Erases the blocks no path from the entry reaches (`eraseUnreachableBlocks`).
pub fn erase_unreachable_blocks(rw: &mut PatternRewriter<'_>, regions: &[RegionId]) -> bool {
    let mut erased = false;
    let mut work: Vec<RegionId> = regions.to_vec();
    while let Some(region) = work.pop() {
        let blocks = rw.region_blocks(region).to_vec();
        let Some(&entry) = blocks.first() else {
            continue;
        };
        if blocks.len() == 1 {
            nested_regions(rw, entry, &mut work);
            continue;
        }
        // (Erasing blocks frees slots but reuses none while it is read.)
        let mut reachable: SlotBits<BlockId> = SlotBits::with_slots(rw.blocks.slot_count());
        for b in post_order(rw, entry) {
            reachable.insert(b);
        }
        for b in blocks {
            if !reachable.contains(b) {
                rw.drop_all_defined_value_uses(b);
                let _ = rw.erase_block(b);
                erased = true;
                continue;
            }
            nested_regions(rw, b, &mut work);
        }
    }
    erased
}

/// The values and ops proven live (`LiveMap`): results through their op;
/// block arguments in a hash set (few), ops in a bitset by slot (every op
/// of the region is asked about in every round; no op is created while
/// the map is in use, so no slot changes hands).
struct LiveMap {
    args: FxHashSet<Value>,
    ops: SlotBits<OpId>,
    changed: bool,
}

impl LiveMap {
    fn value_live(&self, v: Value) -> bool {
        match v {
            Value::Result { op, .. } => self.ops.contains(op),
            Value::Arg { .. } => self.args.contains(&v),
        }
    }
    fn set_value_live(&mut self, v: Value) {
        match v {
            Value::Result { op, .. } => self.set_op_live(op),
            Value::Arg { .. } => self.changed |= self.args.insert(v),
        }
    }
    fn set_op_live(&mut self, op: OpId) {
        self.changed |= self.ops.insert(op);
    }
}

fn is_terminator(ctx: &Context, op: OpId) -> bool {
    ctx.op_has_trait(op, &OpTrait::IsTerminator)
}

/// Marks `v` live when a live op uses it (a terminator's forwarded operand
/// counts only when the successor argument it feeds is live).
fn process_value(ctx: &Context, v: Value, live: &mut LiveMap) {
    // A user not yet live proves nothing: checked first, before the
    // branch interface's successor argument.
    let proved = ctx.uses(v).any(|u| {
        if !live.ops.contains(u.op) {
            return false;
        }
        if !is_terminator(ctx, u.op) {
            return true;
        }
        BranchOpInterfaceRef::get(ctx, u.op)
            .and_then(|b| b.get_successor_block_argument(ctx, u.index as usize))
            .is_none_or(|arg| live.value_live(arg))
    });
    if proved {
        live.set_value_live(v);
    }
}

fn propagate_terminator(ctx: &Context, op: OpId, live: &mut LiveMap) {
    live.set_op_live(op);
    let succs = ctx.successors(op).to_vec();
    for (i, &s) in succs.iter().enumerate() {
        match branch_successor_operands(ctx, op, i) {
            // Arguments the branch produces itself are live.
            Some(ops) => {
                for a in 0..ops.produced {
                    live.set_value_live(ctx.block_arg(s, a));
                }
            }
            None => {
                for a in ctx.block_args(s) {
                    live.set_value_live(a);
                }
            }
        }
    }
}

/// A step of a liveness round.
#[derive(Clone, Copy)]
enum Step {
    /// An op, after the ops of its regions; whether it may be trivially
    /// dead (else it is live as soon as it is reached).
    Op(OpId, bool),
    /// A terminator, after the ops of its regions.
    Terminator(OpId),
    /// The arguments of a non-entry block, after its ops.
    Args(BlockId),
}

/// The order in which a liveness round visits `region`
/// (`propagateLiveness`): blocks in post-order, ops last to first, nested
/// regions before their op. The IR does not change between rounds, so the
/// order is computed once. The nesting is walked with an explicit stack.
fn liveness_order(ctx: &Context, region: RegionId, out: &mut Vec<Step>) {
    enum Todo {
        Region(RegionId),
        Step(Step),
    }
    let mut stack = vec![Todo::Region(region)];
    let mut seq: Vec<Todo> = Vec::new();
    while let Some(todo) = stack.pop() {
        let r = match todo {
            Todo::Step(s) => {
                out.push(s);
                continue;
            }
            Todo::Region(r) => r,
        };
        let Some(entry) = ctx.region_entry(r) else {
            continue;
        };
        // Built in processing order, then pushed reversed: per op, its
        // regions (in order) then the op; per non-entry block, its
        // arguments after its ops.
        seq.clear();
        for b in post_order(ctx, entry) {
            let mut op = ctx.block_last_op(b);
            while let Some(o) = op {
                seq.extend(ctx.op_regions(o).iter().map(|&nr| Todo::Region(nr)));
                let step = if is_terminator(ctx, o) {
                    Step::Terminator(o)
                } else {
                    Step::Op(o, would_op_be_trivially_dead(ctx, o))
                };
                seq.push(Todo::Step(step));
                op = ctx.prev_op(o);
            }
            if b != entry {
                seq.push(Todo::Step(Step::Args(b)));
            }
        }
        stack.extend(seq.drain(..).rev());
    }
}

/// One round of liveness over the steps of `order` (`propagateLiveness`).
fn propagate(ctx: &Context, order: &[Step], live: &mut LiveMap) {
    for &step in order {
        match step {
            Step::Terminator(op) => propagate_terminator(ctx, op, live),
            Step::Op(op, _) if live.ops.contains(op) => {}
            Step::Op(op, false) => live.set_op_live(op),
            Step::Op(op, true) => {
                for i in 0..ctx.num_results(op) {
                    process_value(ctx, ctx.result(op, i), live);
                }
            }
            Step::Args(b) => {
                for a in ctx.block_args(b) {
                    if !live.value_live(a) {
                        process_value(ctx, a, live);
                    }
                }
            }
        }
    }
}

/// Removes a terminator's forwarded operands whose successor argument is
/// dead (`eraseTerminatorSuccessorOperands`).
fn erase_dead_successor_operands(ctx: &mut Context, term: OpId, live: &LiveMap) {
    let succs = ctx.successors(term).to_vec();
    for (i, &s) in succs.iter().enumerate().rev() {
        let Some(ops) = branch_successor_operands(ctx, term, i) else {
            continue;
        };
        let operands = ctx.operands(term);
        let kept: Vec<Value> = ops
            .forwarded
            .clone()
            .enumerate()
            .filter(|&(k, _)| live.value_live(ctx.block_arg(s, ops.produced + k)))
            .map(|(_, o)| operands[o])
            .collect();
        if kept.len() != ops.forwarded.len() {
            let _ = set_successor_operands(ctx, term, i, &kept);
        }
    }
}

/// Erases what `live` did not prove live (`deleteDeadness`).
fn delete_deadness(rw: &mut PatternRewriter<'_>, regions: &[RegionId], live: &LiveMap) -> bool {
    let mut erased = false;
    let mut work: Vec<RegionId> = regions.iter().rev().copied().collect();
    while let Some(region) = work.pop() {
        let Some(entry) = rw.region_entry(region) else {
            continue;
        };
        let single = rw.region_blocks(region).len() == 1;
        let mut nested: Vec<RegionId> = Vec::new();
        for b in post_order(rw, entry) {
            if !single {
                if let Some(t) = terminator(rw, b) {
                    erase_dead_successor_operands(rw, t, live);
                }
            }
            let ops: Vec<OpId> = rw.block_ops(b).collect();
            for &op in ops.iter().rev() {
                if !rw.is_live(op) {
                    continue;
                }
                if !live.ops.contains(op) {
                    erased = true;
                    rw.drop_all_uses_of_results(op);
                    let _ = rw.erase_op(op);
                } else {
                    nested.extend(rw.op_regions(op).iter().copied());
                }
            }
        }
        let blocks = rw.region_blocks(region).to_vec();
        for &b in blocks.iter().skip(1) {
            for i in (0..rw.num_block_args(b)).rev() {
                if !live.value_live(rw.block_arg(b, i)) {
                    let _ = rw.erase_block_arg(b, i);
                }
            }
        }
        work.extend(nested.into_iter().rev());
    }
    erased
}

/// Optimistic dead code elimination over `regions` (`runRegionDCE`):
/// everything is dead until proven live, to a fixed point.
pub fn run_region_dce(rw: &mut PatternRewriter<'_>, regions: &[RegionId]) -> bool {
    let mut live = LiveMap {
        args: FxHashSet::default(),
        ops: SlotBits::with_slots(rw.ops.slot_count()),
        changed: false,
    };
    // Room for a step per op at once (rather than copies as it grows).
    let mut order = Vec::with_capacity(rw.ops.len());
    for &r in regions {
        liveness_order(rw, r, &mut order);
    }
    loop {
        live.changed = false;
        propagate(rw, &order, &mut live);
        if !live.changed {
            break;
        }
    }
    delete_deadness(rw, regions, &live)
}

/// For each block of `region`, the terminators branching to it and the
/// successor index (`getPredecessors`).
fn predecessors(ctx: &Context, region: RegionId) -> FxHashMap<BlockId, Vec<(OpId, usize)>> {
    let mut preds: FxHashMap<BlockId, Vec<(OpId, usize)>> = FxHashMap::default();
    for &b in ctx.region_blocks(region) {
        if let Some(t) = terminator(ctx, b) {
            for (i, &s) in ctx.successors(t).iter().enumerate() {
                preds.entry(s).or_default().push((t, i));
            }
        }
    }
    preds
}

/// The order of each result-producing op of a block, for comparing uses
/// inside two blocks (`BlockEquivalenceData`), and the block's hash.
struct BlockData {
    block: BlockId,
    hash: u64,
    order: FxHashMap<OpId, usize>,
}

impl BlockData {
    fn new(ctx: &Context, block: BlockId) -> Self {
        use std::hash::{Hash, Hasher};
        let mut order = FxHashMap::default();
        let mut at = ctx.num_block_args(block);
        let mut h = crate::support::intern::FxHasher::default();
        for op in ctx.block_ops(block) {
            let n = ctx.num_results(op);
            if n > 0 {
                order.insert(op, at);
                at += n;
            }
            super::equivalence::op_hash(ctx, op, |_| 0, |_| 0, true).hash(&mut h);
        }
        BlockData {
            block,
            hash: h.finish(),
            order,
        }
    }
    fn order_of(&self, v: Value) -> Option<usize> {
        match v {
            Value::Arg { index, .. } => Some(index as usize),
            Value::Result { op, index } => self.order.get(&op).map(|o| o + index as usize),
        }
    }
}

/// Blocks to merge into a leader (`BlockMergeCluster`).
struct Cluster {
    leader: BlockData,
    merge: Vec<BlockId>,
    /// (op position, operand index) pairs that differ and become arguments.
    operands: std::collections::BTreeSet<(usize, usize)>,
}

fn used_outside_of_block(ctx: &Context, op: OpId, block: BlockId) -> bool {
    (0..ctx.num_results(op)).any(|i| {
        ctx.uses(ctx.result(op, i))
            .any(|u| ctx.op_parent_block(u.op) != Some(block))
    })
}

impl Cluster {
    fn try_add(
        &mut self,
        ctx: &Context,
        data: &BlockData,
        preds: &FxHashMap<BlockId, Vec<(OpId, usize)>>,
    ) -> bool {
        let (lb, rb) = (self.leader.block, data.block);
        if self.leader.hash != data.hash {
            return false;
        }
        let types = |b: BlockId| -> Vec<crate::core::types::Type> {
            ctx.block_args(b)
                .iter()
                .map(|&a| ctx.value_type(a))
                .collect()
        };
        if types(lb) != types(rb) {
            return false;
        }
        let lops: Vec<OpId> = ctx.block_ops(lb).collect();
        let rops: Vec<OpId> = ctx.block_ops(rb).collect();
        if lops.len() != rops.len() {
            return false;
        }
        let mut mismatched = Vec::new();
        for (i, (&l, &r)) in lops.iter().zip(&rops).enumerate() {
            if !super::equivalence::same_shape(ctx, l, r, true) {
                return false;
            }
            for k in 0..ctx.num_operands(l) {
                let (lv, rv) = (ctx.operand(l, k), ctx.operand(r, k));
                if lv == rv {
                    continue;
                }
                if ctx.value_type(lv) != ctx.value_type(rv) {
                    return false;
                }
                let l_in = ctx.value_parent_block(lv) == Some(lb);
                let r_in = ctx.value_parent_block(rv) == Some(rb);
                if l_in != r_in {
                    return false;
                }
                if !l_in {
                    // A value made by a predecessor's terminator cannot be
                    // passed back through that predecessor.
                    let valid = |b: BlockId, v: Value| {
                        let Some(def_block) = ctx.value_parent_block(v) else {
                            return true;
                        };
                        if ctx.defining_op(v) != terminator(ctx, def_block) {
                            return true;
                        }
                        !preds.get(&b).is_some_and(|p| {
                            p.iter()
                                .any(|&(t, _)| ctx.op_parent_block(t) == Some(def_block))
                        })
                    };
                    if !valid(lb, lv) || !valid(rb, rv) {
                        return false;
                    }
                    mismatched.push((i, k));
                    continue;
                }
                if self.leader.order_of(lv) != data.order_of(rv) {
                    return false;
                }
            }
            if used_outside_of_block(ctx, r, rb) || used_outside_of_block(ctx, l, lb) {
                return false;
            }
        }
        self.operands.extend(mismatched);
        if !self.merge.contains(&rb) {
            self.merge.push(rb);
        }
        true
    }

    fn merge(self, rw: &mut PatternRewriter<'_>, region: RegionId) -> bool {
        if self.merge.is_empty() {
            return false;
        }
        let leader = self.leader.block;
        let preds = predecessors(rw, region);
        if !self.operands.is_empty() {
            let branches = |b: BlockId| {
                preds.get(&b).is_none_or(|p| {
                    p.iter()
                        .all(|&(t, _)| branch_successor_operands(rw, t, 0).is_some())
                })
            };
            if !branches(leader) || !self.merge.iter().all(|&b| branches(b)) {
                return false;
            }
            // New leader arguments for the differing operands; what each
            // block passed there becomes its predecessors' new operands.
            let blocks: Vec<BlockId> = std::iter::once(leader)
                .chain(self.merge.iter().copied())
                .collect();
            let ops: Vec<Vec<OpId>> = blocks.iter().map(|&b| rw.block_ops(b).collect()).collect();
            let mut new_args: Vec<Vec<Value>> = vec![Vec::new(); blocks.len()];
            for &(op_i, operand) in &self.operands {
                for (bi, block_ops) in ops.iter().enumerate() {
                    let v = rw.operand(block_ops[op_i], operand);
                    new_args[bi].push(v);
                    if bi == 0 {
                        let ty = rw.value_type(v);
                        let loc = rw.op_loc(block_ops[op_i]);
                        let arg = rw.add_block_arg(leader, ty, loc);
                        let _ = rw.set_operand(block_ops[op_i], operand, arg);
                    }
                }
            }
            let new_args = prune_redundant_arguments(rw, new_args, leader);
            for (bi, &b) in blocks.iter().enumerate() {
                for &(t, succ) in preds.get(&b).map_or(&[][..], |v| v) {
                    if let Some(ops) = branch_successor_operands(rw, t, succ) {
                        let mut vals: Vec<Value> =
                            ops.forwarded.clone().map(|o| rw.operand(t, o)).collect();
                        vals.extend(new_args[bi].iter().copied());
                        let _ = set_successor_operands(rw, t, succ, &vals);
                    }
                }
            }
        }
        for &b in &self.merge {
            for &(t, succ) in preds.get(&b).map_or(&[][..], |v| v) {
                let _ = rw.set_successor(t, succ, leader);
            }
            let _ = rw.erase_block(b);
        }
        true
    }
}

/// Drops leader arguments that every list passes the same value for twice
/// (`pruneRedundantArguments`); returns the pruned lists.
fn prune_redundant_arguments(
    rw: &mut PatternRewriter<'_>,
    lists: Vec<Vec<Value>>,
    block: BlockId,
) -> Vec<Vec<Value>> {
    let Some(first) = lists.first() else {
        return lists;
    };
    let n = first.len();
    let mut first_index: FxHashMap<Value, usize> = FxHashMap::default();
    for (j, &v) in first.iter().enumerate() {
        first_index.entry(v).or_insert(j);
    }
    let mut replace: FxHashMap<usize, usize> = FxHashMap::default();
    for j in 0..n {
        let k = first_index[&first[j]];
        if k != j && lists.iter().skip(1).all(|l| l[k] == l[j]) {
            replace.insert(j, k);
        }
    }
    let pruned: Vec<Vec<Value>> = lists
        .iter()
        .map(|l| {
            (0..n)
                .filter(|j| !replace.contains_key(j))
                .map(|j| l[j])
                .collect()
        })
        .collect();
    // The new arguments were appended last: their positions in the block.
    let base = rw.num_block_args(block) - n;
    let mut erase: Vec<usize> = Vec::new();
    for j in 0..n {
        if let Some(&k) = replace.get(&j) {
            let (old, new) = (rw.block_arg(block, base + j), rw.block_arg(block, base + k));
            rw.replace_all_uses_with(old, new);
            erase.push(base + j);
        }
    }
    for i in erase.into_iter().rev() {
        let _ = rw.erase_block_arg(block, i);
    }
    pruned
}

/// Merges identical blocks of one region (`mergeIdenticalBlocks`).
fn merge_blocks_in(rw: &mut PatternRewriter<'_>, region: RegionId) -> bool {
    let blocks = rw.region_blocks(region).to_vec();
    if blocks.len() <= 1 {
        return false;
    }
    // Groups of blocks (not the entry) with the same successors, in order.
    let mut groups: Vec<(Vec<BlockId>, Vec<BlockId>)> = Vec::new();
    for &b in &blocks[1..] {
        let succs = successors_of(rw, b);
        match groups.iter_mut().find(|(s, _)| *s == succs) {
            Some((_, g)) => g.push(b),
            None => groups.push((succs, vec![b])),
        }
    }
    let preds = predecessors(rw, region);
    let mut merged = false;
    for (_, group) in groups {
        if group.len() == 1 {
            continue;
        }
        let mut clusters: Vec<Cluster> = Vec::new();
        for b in group {
            if !rw.is_live_block(b) {
                continue;
            }
            let has_region = rw.block_ops(b).any(|op| {
                rw.op_regions(op)
                    .iter()
                    .any(|&r| !rw.region_blocks(r).is_empty())
            });
            if has_region {
                continue;
            }
            let data = BlockData::new(rw, b);
            let ctx: &Context = rw;
            if !clusters.iter_mut().any(|c| c.try_add(ctx, &data, &preds)) {
                clusters.push(Cluster {
                    leader: data,
                    merge: Vec::new(),
                    operands: Default::default(),
                });
            }
        }
        for c in clusters {
            merged |= c.merge(rw, region);
        }
    }
    merged
}

/// Merges identical blocks in `regions` and the regions nested in them.
fn merge_identical_blocks(rw: &mut PatternRewriter<'_>, regions: &[RegionId]) -> bool {
    let mut work: Vec<RegionId> = regions.to_vec();
    let mut changed = false;
    while let Some(region) = work.pop() {
        if merge_blocks_in(rw, region) {
            work.push(region);
            changed = true;
        }
        for b in rw.region_blocks(region).to_vec() {
            nested_regions(rw, b, &mut work);
        }
    }
    changed
}

/// Drops the arguments of `block` that every predecessor passes the same
/// value for (`dropRedundantArguments`).
fn drop_redundant_arguments_of(
    rw: &mut PatternRewriter<'_>,
    block: BlockId,
    preds: &[(OpId, usize)],
) -> bool {
    let mut erase: Vec<usize> = Vec::new();
    for i in 0..rw.num_block_args(block) {
        let mut common: Option<Value> = None;
        let mut same = true;
        for &(t, succ) in preds {
            let Some(ops) = branch_successor_operands(rw, t, succ) else {
                same = false;
                break;
            };
            let Some(o) = ops.forwarded.clone().nth(i) else {
                same = false;
                break;
            };
            let v = rw.operand(t, o);
            match common {
                None => common = Some(v),
                Some(c) if c != v => {
                    same = false;
                    break;
                }
                Some(_) => {}
            }
        }
        if let (Some(c), true) = (common, same) {
            erase.push(i);
            let arg = rw.block_arg(block, i);
            rw.replace_all_uses_with(arg, c);
        }
    }
    for &i in erase.iter().rev() {
        let _ = rw.erase_block_arg(block, i);
        for &(t, succ) in preds {
            if let Some(ops) = branch_successor_operands(rw, t, succ) {
                let mut vals: Vec<Value> =
                    ops.forwarded.clone().map(|o| rw.operand(t, o)).collect();
                if i < vals.len() {
                    vals.remove(i);
                    let _ = set_successor_operands(rw, t, succ, &vals);
                }
            }
        }
    }
    !erase.is_empty()
}

/// [`drop_redundant_arguments_of`] over every block of `regions`, nested
/// ones included. (Upstream reports only whether the last block changed.)
fn drop_redundant_arguments(rw: &mut PatternRewriter<'_>, regions: &[RegionId]) -> bool {
    let mut work: Vec<RegionId> = regions.to_vec();
    let mut changed = false;
    while let Some(region) = work.pop() {
        let preds = predecessors(rw, region);
        for b in rw.region_blocks(region).to_vec() {
            let p = preds.get(&b).cloned().unwrap_or_default();
            changed = drop_redundant_arguments_of(rw, b, &p);
            nested_regions(rw, b, &mut work);
        }
    }
    changed
}
