//! Common subexpression elimination (MLIR's `Transforms/CSE.cpp`): walks
//! each region in dominance order with a scoped table of the ops seen;
//! an op equal to a visible one (memory-effect free, or only reading with
//! no write in between in the same block) has its uses replaced and is
//! erased at the end, with the trivially dead ops met on the way.

use super::dominance::{has_ssa_dominance, DomTree};
use super::CSEBase;
use crate::core::context::Context;
use crate::core::registry::OpTrait;
use crate::core::storage::{OpId, RegionId, Value};
use crate::interfaces::effects::MemoryEffect;
use crate::interfaces::side_effects::{
    effects_recursively, is_memory_effect_free, is_op_trivially_dead, op_memory_effects,
};
use crate::pass::{OperationPass, PassFailure, PassRun};
use crate::rewrite::equivalence::{op_hash, ops_equivalent};
use crate::support::intern::FxHashMap;
use std::hash::{Hash, Hasher};

/// The `cse` pass.
#[derive(Clone, Debug, Default)]
pub struct CSE {
    base: CSEBase,
}

impl OperationPass for CSE {
    type Declaration = CSEBase;
    fn declaration(&self) -> &CSEBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut CSEBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let op = run.op();
        // Upstream's dominance analysis is computed lazily, inside the walk.
        run.analysis("DominanceInfo", |_| ());
        let mut driver = Driver::default();
        let changed = driver.simplify(run.ctx(), op);
        self.base.statistics.num_cse.set(driver.num_cse);
        self.base.statistics.num_dce.set(driver.num_dce);
        if !changed {
            run.mark_all_analyses_preserved();
        }
        Ok(())
    }
}

/// Eliminates common subexpressions in the regions of `op` (upstream's
/// `eliminateCommonSubExpressions`, as `transform.apply_cse` runs it):
/// whether anything was erased.
pub fn eliminate_common_subexpressions(ctx: &mut Context, op: OpId) -> bool {
    Driver::default().simplify(ctx, op)
}

/// [`eliminate_common_subexpressions`] telling `on_replaced` of each op
/// replaced by an equivalent one, `(op, existing)`, before the uses are
/// redirected (upstream's `notifyOperationReplaced(op, existing)` to the
/// rewriter's listener, such as the transform dialect's tracking
/// listener). The replaced ops are erased at the end, as the dead ones.
pub fn eliminate_common_subexpressions_notifying(
    ctx: &mut Context,
    op: OpId,
    on_replaced: &mut dyn FnMut(&Context, OpId, OpId),
) -> bool {
    Driver {
        on_replaced: Some(on_replaced),
        ..Driver::default()
    }
    .simplify(ctx, op)
}

/// The scoped table of known ops (upstream's `ScopedHashTable`): each hash
/// names its most recent entry, each entry the one it shadows; a scope is
/// the entries added since it began, dropped when it ends. No allocation
/// per op.
#[derive(Default)]
struct KnownOps {
    table: FxHashMap<u64, u32>,
    /// (op, its hash, the entry of the same hash it shadows).
    entries: Vec<(OpId, u64, u32)>,
    /// Where each open scope's entries begin.
    scopes: Vec<usize>,
}

/// No shadowed entry.
const NONE: u32 = u32::MAX;

impl KnownOps {
    fn hash(ctx: &Context, op: OpId) -> u64 {
        op_hash(
            ctx,
            op,
            |v: Value| {
                let mut h = crate::support::intern::FxHasher::default();
                v.hash(&mut h);
                h.finish()
            },
            |_| 0,
            true,
        )
    }
    /// The entries of hash `h`, most recent first.
    fn chain(&self, h: u64) -> impl Iterator<Item = OpId> + '_ {
        let mut next = self.table.get(&h).copied().unwrap_or(NONE);
        std::iter::from_fn(move || {
            let (op, _, prev) = *self.entries.get(next as usize)?;
            next = prev;
            Some(op)
        })
    }
    /// The visible op equivalent to `op`, whose hash is `h`.
    fn lookup(&self, ctx: &Context, op: OpId, h: u64) -> Option<OpId> {
        self.chain(h).find(|&k| ops_equivalent(ctx, k, op, true))
    }
    /// Makes `op`, whose hash is `h`, visible in the current scope.
    fn insert(&mut self, op: OpId, h: u64) {
        let at = self.entries.len() as u32;
        let prev = self.table.insert(h, at).unwrap_or(NONE);
        self.entries.push((op, h, prev));
    }
    fn contains(&self, ctx: &Context, op: OpId) -> bool {
        self.chain(Self::hash(ctx, op)).any(|k| k == op)
    }
    fn enter(&mut self) {
        self.scopes.push(self.entries.len());
    }
    fn leave(&mut self) {
        let start = self.scopes.pop().unwrap_or(0);
        while self.entries.len() > start {
            let Some((_, h, prev)) = self.entries.pop() else {
                break;
            };
            if prev == NONE {
                self.table.remove(&h);
            } else {
                self.table.insert(h, prev);
            }
        }
    }
}

/// What is told of each replacement: the context, the replaced op and the
/// existing op replacing it.
type OnReplaced<'a> = &'a mut dyn FnMut(&Context, OpId, OpId);

#[derive(Default)]
struct Driver<'a> {
    to_erase: Vec<OpId>,
    /// Told of each replacement (upstream's rewrite listener).
    on_replaced: Option<OnReplaced<'a>>,
    /// Per op: the op up to which no write was seen after it, or the op
    /// where one was (`memEffectsCache`), within one block.
    mem_cache: FxHashMap<OpId, (Option<OpId>, bool)>,
    num_cse: u64,
    num_dce: u64,
}

impl Driver<'_> {
    /// Simplifies every region of `op`; whether anything was erased.
    fn simplify(&mut self, ctx: &mut Context, op: OpId) -> bool {
        let mut known = KnownOps::default();
        for r in ctx.op_regions(op).to_vec() {
            self.simplify_region(ctx, &mut known, r);
        }
        let changed = !self.to_erase.is_empty();
        // No listener (upstream's `IRRewriter`): the storage's erasure, not
        // the pattern rewriter's, which works out notifications.
        for o in std::mem::take(&mut self.to_erase) {
            let _ = ctx.erase_op(o);
        }
        changed
    }

    fn simplify_region(&mut self, ctx: &mut Context, known: &mut KnownOps, region: RegionId) {
        let blocks = ctx.region_blocks(region).to_vec();
        let Some(&entry) = blocks.first() else {
            return;
        };
        let ssa = has_ssa_dominance(ctx, region);
        if blocks.len() == 1 {
            known.enter();
            self.simplify_block(ctx, known, entry, ssa);
            known.leave();
            return;
        }
        if !ssa {
            return;
        }
        let Some(tree) = DomTree::new(ctx, region) else {
            return;
        };
        // Depth first over the dominator tree, a scope per node.
        let mut stack: Vec<(crate::core::storage::BlockId, usize)> = vec![(entry, 0)];
        known.enter();
        self.simplify_block(ctx, known, entry, ssa);
        while let Some((b, i)) = stack.last_mut() {
            let children = tree.children.get(b).map_or(&[][..], |v| v);
            if *i < children.len() {
                let c = children[*i];
                *i += 1;
                stack.push((c, 0));
                known.enter();
                self.simplify_block(ctx, known, c, ssa);
            } else {
                stack.pop();
                known.leave();
            }
        }
    }

    fn simplify_block(
        &mut self,
        ctx: &mut Context,
        known: &mut KnownOps,
        block: crate::core::storage::BlockId,
        ssa: bool,
    ) {
        let ops: Vec<OpId> = ctx.block_ops(block).collect();
        for op in ops {
            if !ctx.op_regions(op).is_empty() {
                let regions = ctx.op_regions(op).to_vec();
                if ctx.op_might_have_trait(op, &OpTrait::IsolatedFromAbove) {
                    let mut nested = KnownOps::default();
                    for r in regions {
                        self.simplify_region(ctx, &mut nested, r);
                    }
                } else {
                    for r in regions {
                        self.simplify_region(ctx, known, r);
                    }
                }
            }
            self.simplify_operation(ctx, known, op, ssa);
        }
        self.mem_cache.clear();
    }

    /// Whether an op other than a read may write between `from` and `to`
    /// (both in one block, `from` first).
    fn write_between(&mut self, ctx: &Context, from: OpId, to: OpId) -> bool {
        let mut next = ctx.next_op(from);
        match self.mem_cache.get(&from) {
            Some(&(_, true)) => return true,
            Some(&(upto, false)) => next = upto,
            None => {}
        }
        while let Some(n) = next {
            if n == to {
                break;
            }
            let writes = match effects_recursively(ctx, n) {
                None => true,
                Some(effects) => effects.iter().any(|e| e.effect() == MemoryEffect::Write),
            };
            if writes {
                self.mem_cache.insert(from, (Some(n), true));
                return true;
            }
            next = ctx.next_op(n);
        }
        self.mem_cache.insert(from, (Some(to), false));
        false
    }

    fn replace_and_delete(
        &mut self,
        ctx: &mut Context,
        known: &KnownOps,
        op: OpId,
        existing: OpId,
        ssa: bool,
    ) {
        let n = ctx.num_results(op);
        if let Some(notify) = self.on_replaced.as_mut() {
            // Without SSA dominance, upstream notifies once per result all
            // of whose uses are still to be visited.
            let times = if ssa {
                1
            } else {
                (0..n)
                    .filter(|&i| {
                        let r = ctx.result(op, i);
                        ctx.uses(r).all(|u| !known.contains(ctx, u.op))
                    })
                    .count()
            };
            for _ in 0..times {
                notify(ctx, op, existing);
            }
        }
        if ssa {
            for i in 0..n {
                let (from, to) = (ctx.result(op, i), ctx.result(existing, i));
                ctx.replace_all_uses_with(from, to);
            }
            self.to_erase.push(op);
        } else {
            // Only the uses not visited yet (their users are not known ops).
            for i in 0..n {
                let (from, to) = (ctx.result(op, i), ctx.result(existing, i));
                let uses: Vec<_> = ctx.uses(from).collect();
                for u in uses {
                    if !known.contains(ctx, u.op) {
                        let _ = ctx.set_operand(u.op, u.index as usize, to);
                    }
                }
            }
            if !ctx.op_has_uses(op) {
                self.to_erase.push(op);
            }
        }
        let unknown = ctx.unknown_loc();
        if ctx.op_loc(existing) == unknown && ctx.op_loc(op) != unknown {
            let loc = ctx.op_loc(op);
            let _ = ctx.set_loc(existing, loc);
        }
        self.num_cse += 1;
    }

    fn simplify_operation(&mut self, ctx: &mut Context, known: &mut KnownOps, op: OpId, ssa: bool) {
        if ctx.op_has_trait(op, &OpTrait::IsTerminator) {
            return;
        }
        if is_op_trivially_dead(ctx, op) {
            self.to_erase.push(op);
            self.num_dce += 1;
            return;
        }
        let multi_block = ctx
            .op_regions(op)
            .iter()
            .any(|&r| ctx.region_blocks(r).len() > 1);
        if multi_block {
            return;
        }
        if !is_memory_effect_free(ctx, op) {
            let only_reads = op_memory_effects(ctx, op).is_some_and(|e| {
                !e.is_empty() && e.iter().all(|x| x.effect() == MemoryEffect::Read)
            });
            if !only_reads {
                return;
            }
            let h = KnownOps::hash(ctx, op);
            if let Some(existing) = known.lookup(ctx, op, h) {
                if ctx.op_parent_block(existing) == ctx.op_parent_block(op)
                    && !self.write_between(ctx, existing, op)
                {
                    self.replace_and_delete(ctx, known, op, existing, ssa);
                    return;
                }
            }
            known.insert(op, h);
            return;
        }
        // Hashed once for the lookup and the insertion.
        let h = KnownOps::hash(ctx, op);
        if let Some(existing) = known.lookup(ctx, op, h) {
            self.replace_and_delete(ctx, known, op, existing, ssa);
            // Upstream counts these twice.
            self.num_cse += 1;
            return;
        }
        known.insert(op, h);
    }
}
