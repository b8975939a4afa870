//! What `mem2reg` and `sroa` share: the users of a slot pointer and the
//! uses blocking its removal (an insertion-ordered map, upstream's
//! `MapVector<Operation *, SmallPtrSet<OpOperand *, 4>>`), the forward
//! slice of a value (`Analysis/SliceAnalysis.cpp`), and the orders of
//! `Analysis/TopologicalSortUtils.cpp` (blocks sorted by dominance, ops
//! sorted topologically). All are iterative: deep IR never overflows the
//! stack.

use std::collections::{HashMap, HashSet};

use crate::core::context::Context;
use crate::core::storage::{BlockId, IrError, OpId, OpOperand, RegionId, Value};
use crate::pass::{PassFailure, PassRun};

/// The uses of a slot (or of values derived from it) each user must give
/// up, users in insertion order, uses in insertion order.
#[derive(Clone, Default, Debug)]
pub(crate) struct BlockingUses {
    users: Vec<(OpId, Vec<OpOperand>)>,
    index: HashMap<OpId, usize>,
}

impl BlockingUses {
    /// Adds `use_` to its owner's set.
    pub(crate) fn insert(&mut self, use_: OpOperand) {
        let i = *self.index.entry(use_.op).or_insert_with(|| {
            self.users.push((use_.op, Vec::new()));
            self.users.len() - 1
        });
        let uses = &mut self.users[i].1;
        if !uses.contains(&use_) {
            uses.push(use_);
        }
    }
    /// Whether `op` has blocking uses.
    pub(crate) fn contains(&self, op: OpId) -> bool {
        self.index.contains_key(&op)
    }
    /// The blocking uses of `op` (empty if none).
    pub(crate) fn get(&self, op: OpId) -> &[OpOperand] {
        self.index.get(&op).map_or(&[], |&i| &self.users[i].1)
    }
    /// The users, in insertion order.
    pub(crate) fn users(&self) -> impl Iterator<Item = OpId> + '_ {
        self.users.iter().map(|(op, _)| *op)
    }
}

/// The users of `v` and, transitively, of their results and the ops nested
/// in them, in topological order (`getForwardSlice(Value, ...)`).
pub(crate) fn forward_slice(ctx: &Context, v: Value) -> Vec<OpId> {
    // Post-order of the recursive walk: an op goes in after everything it
    // reaches; the result is that order reversed.
    let mut order: Vec<OpId> = Vec::new();
    let mut seen: HashSet<OpId> = HashSet::new();
    let children = |op: OpId| -> Vec<OpId> {
        let mut out = Vec::new();
        for &r in ctx.op_regions(op) {
            for &b in ctx.region_blocks(r) {
                out.extend(ctx.block_ops(b));
            }
        }
        for res in ctx.results(op) {
            out.extend(ctx.uses(res).map(|u| u.op));
        }
        out
    };
    let roots: Vec<OpId> = ctx.uses(v).map(|u| u.op).collect();
    for root in roots {
        if !seen.insert(root) {
            continue;
        }
        let mut stack: Vec<(OpId, Vec<OpId>, usize)> = vec![(root, children(root), 0)];
        while let Some((op, next, i)) = stack.last_mut() {
            if let Some(&c) = next.get(*i) {
                *i += 1;
                if seen.insert(c) {
                    let grand = children(c);
                    stack.push((c, grand, 0));
                }
            } else {
                order.push(*op);
                stack.pop();
            }
        }
    }
    order.reverse();
    order
}

/// The successors of `b`'s terminator.
fn successors(ctx: &Context, b: BlockId) -> Vec<BlockId> {
    ctx.block_last_op(b)
        .map(|t| ctx.successors(t).to_vec())
        .unwrap_or_default()
}

/// The blocks of `region`, each after its dominators
/// (`getBlocksSortedByDominance`: the reverse post-order from each block not
/// reached yet, in region order).
pub(crate) fn blocks_sorted_by_dominance(ctx: &Context, region: RegionId) -> Vec<BlockId> {
    let mut out: Vec<BlockId> = Vec::new();
    let mut placed: HashSet<BlockId> = HashSet::new();
    for &start in ctx.region_blocks(region) {
        if placed.contains(&start) {
            continue;
        }
        let mut post: Vec<BlockId> = Vec::new();
        let mut seen: HashSet<BlockId> = HashSet::from([start]);
        let mut stack = vec![(start, successors(ctx, start), 0usize)];
        while let Some((b, succs, i)) = stack.last_mut() {
            if let Some(&s) = succs.get(*i) {
                *i += 1;
                if seen.insert(s) {
                    let next = successors(ctx, s);
                    stack.push((s, next, 0));
                }
            } else {
                post.push(*b);
                stack.pop();
            }
        }
        for b in post.into_iter().rev() {
            if placed.insert(b) {
                out.push(b);
            }
        }
    }
    out
}

/// `ops` (all nested in `region`) in the order a walk of `region` meets
/// them, blocks sorted by dominance (`topologicalSort`).
pub(crate) fn topological_sort(ctx: &Context, region: RegionId, ops: &[OpId]) -> Vec<OpId> {
    if ops.len() <= 1 {
        return ops.to_vec();
    }
    let wanted: HashSet<OpId> = ops.iter().copied().collect();
    let mut out = Vec::new();
    // A stack of regions to expand and ops to visit.
    enum Item {
        Region(RegionId),
        Op(OpId),
    }
    let mut stack = vec![Item::Region(region)];
    while let Some(item) = stack.pop() {
        match item {
            Item::Region(r) => {
                for b in blocks_sorted_by_dominance(ctx, r).into_iter().rev() {
                    let block_ops: Vec<OpId> = ctx.block_ops(b).collect();
                    stack.extend(block_ops.into_iter().rev().map(Item::Op));
                }
            }
            Item::Op(op) => {
                if wanted.contains(&op) {
                    out.push(op);
                }
                // Upstream pushes the regions in order: the last is walked
                // first.
                stack.extend(ctx.op_regions(op).iter().map(|&r| Item::Region(r)));
            }
        }
    }
    out
}

/// The position of each op of `block`.
pub(crate) fn op_positions(ctx: &Context, block: BlockId) -> HashMap<OpId, usize> {
    ctx.block_ops(block)
        .enumerate()
        .map(|(i, op)| (op, i))
        .collect()
}

/// Upstream's rounds over allocators (`tryToPromoteMemorySlots`,
/// `tryToDestructureMemorySlots`): `try_one` handles at most one slot of
/// a live allocator, pushing the allocators that replace it to `next`, and
/// says whether it changed it; an unchanged allocator stays for the next
/// round. Rounds run until one changes nothing; whether any did.
pub(crate) fn run_rounds(
    ctx: &mut Context,
    allocators: &[OpId],
    mut try_one: impl FnMut(&mut Context, OpId, &mut Vec<OpId>) -> Result<bool, IrError>,
) -> Result<bool, IrError> {
    let mut changed_any = false;
    let mut work = allocators.to_vec();
    loop {
        let mut changed_round = false;
        let mut next = Vec::with_capacity(work.len());
        for allocator in work {
            if !ctx.is_live(allocator) {
                continue;
            }
            let changed = try_one(ctx, allocator, &mut next)?;
            if !changed {
                next.push(allocator);
            }
            changed_round |= changed;
        }
        if !changed_round {
            return Ok(changed_any);
        }
        changed_any = true;
        work = next;
    }
}

/// What `mem2reg` and `sroa` do with the op they run on: for each of its
/// regions with blocks, `transform` over the allocators `is_allocator`
/// picks in post-order (`Region::walk`); an IR error (an interface broke
/// its contract) is reported on the op and fails the pass.
pub(crate) fn run_on_regions(
    run: &mut PassRun<'_>,
    pass: &str,
    is_allocator: impl Fn(&Context, OpId) -> bool,
    mut transform: impl FnMut(&mut Context, &[OpId]) -> Result<bool, IrError>,
) -> Result<(), PassFailure> {
    let scope = run.op();
    let regions = run.op_regions(scope).to_vec();
    for region in regions {
        if run.region_blocks(region).is_empty() {
            continue;
        }
        let mut allocators = Vec::new();
        for &b in run.region_blocks(region) {
            for op in run.block_ops(b) {
                let nested = run.walk_postorder(op);
                allocators.extend(nested.into_iter().filter(|&o| is_allocator(run, o)));
            }
        }
        if let Err(e) = transform(run, &allocators) {
            let d = crate::pass::op_error(run, scope, &format!("{pass} failed: {e:?}"));
            run.emit(d);
            return Err(PassFailure);
        }
    }
    Ok(())
}
