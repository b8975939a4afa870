//! Pattern rewriting (MLIR's `Transforms/Utils/GreedyPatternRewriteDriver`
//! and folding): the greedy driver [`apply_patterns_greedily`] that runs
//! [`RewritePattern`]s (defined with [`PatternRewriter`] in the IR layer,
//! `core::pattern`, and re-exported here).
//!
//! A pattern names its root operation and a benefit; the driver tries the
//! patterns of an op from the highest benefit down, folds ops through their
//! fold hooks (materializing constants with the dialect's
//! `materialize_constant`), removes trivially dead ops, re-queues ops whose
//! operands or users changed, and stops after a bounded number of iterations
//! or rewrites, reporting a failure to converge instead of hanging.

use std::collections::VecDeque;

use crate::core::attrs::Attribute;
use crate::core::builder::OpBuilder;
use crate::core::context::Context;
use crate::core::pattern::ConstCache;
pub use crate::core::pattern::{PatternRewriter, RewriteEvent, RewritePattern};
use crate::core::registry::{FoldFn, FoldResult, OpFoldResult, OpTrait};
use crate::core::storage::{OpId, Value};
use crate::support::entity::EntityHandle;
use crate::support::intern::FxHashMap;

/// Greedy driver settings.
#[derive(Clone, Copy, Debug)]
pub struct GreedyConfig {
    /// Maximum number of full passes over the IR.
    pub max_iterations: usize,
    /// Maximum number of successful rewrites in total (bounds ping-pong patterns).
    pub max_rewrites: usize,
    /// Fold ops through their fold hooks.
    pub fold: bool,
    /// Erase trivially dead ops.
    pub remove_dead: bool,
}

impl Default for GreedyConfig {
    fn default() -> Self {
        GreedyConfig {
            max_iterations: 10,
            max_rewrites: 100_000,
            fold: true,
            remove_dead: true,
        }
    }
}

/// The driver did not reach a fixed point within its limits.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotConverged {
    /// Iterations run.
    pub iterations: usize,
    /// Rewrites applied.
    pub rewrites: usize,
}

impl std::fmt::Display for NotConverged {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "greedy pattern rewriting did not converge after {} iterations ({} rewrites)",
            self.iterations, self.rewrites
        )
    }
}

impl std::error::Error for NotConverged {}

/// Statistics of a successful run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GreedyStats {
    /// Whether anything changed.
    pub changed: bool,
    /// Iterations run.
    pub iterations: usize,
    /// Patterns applied.
    pub rewrites: usize,
    /// Ops folded.
    pub folds: usize,
    /// Dead ops erased.
    pub dead_erased: usize,
}

/// Collects the canonicalization patterns of every registered op.
pub fn canonicalization_patterns(ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
    let fns: Vec<crate::core::registry::PatternsFn> = ctx
        .op_names
        .iter()
        .filter_map(|i| i.def.as_ref().and_then(|d| d.canonicalization_patterns))
        .collect();
    let mut out = Vec::new();
    for f in fns {
        out.extend(f(ctx));
    }
    out
}

/// The worklist of the greedy driver: FIFO order, each live op at most
/// once. Membership is a side table indexed by the op's arena slot holding
/// its generation, so a stale handle never masks a new op in the same slot.
struct Worklist {
    queue: VecDeque<OpId>,
    queued: Vec<u32>,
}

impl Worklist {
    fn new(ops: Vec<OpId>) -> Self {
        let mut w = Worklist {
            queue: VecDeque::with_capacity(ops.len()),
            queued: Vec::new(),
        };
        for o in ops {
            w.push(o);
        }
        w
    }
    /// Queues `op` unless it is already queued.
    fn push(&mut self, op: OpId) {
        let raw = op.raw();
        let i = raw.index as usize;
        if i >= self.queued.len() {
            self.queued.resize((i + 1).max(self.queued.len() * 2), 0);
        }
        let tag = raw.generation.wrapping_add(1);
        if self.queued[i] != tag {
            self.queued[i] = tag;
            self.queue.push_back(op);
        }
    }
    fn is_queued(&self, op: OpId) -> bool {
        let raw = op.raw();
        self.queued.get(raw.index as usize) == Some(&raw.generation.wrapping_add(1))
    }
    fn pop(&mut self) -> Option<OpId> {
        let op = self.queue.pop_front()?;
        let raw = op.raw();
        if let Some(t) = self.queued.get_mut(raw.index as usize) {
            if *t == raw.generation.wrapping_add(1) {
                *t = 0;
            }
        }
        Some(op)
    }
}

/// Applies `patterns` (and folding, dead-code removal) to everything nested
/// in `root` until a fixed point.
///
/// Each iteration queues every op nested in `root` in pre-order and
/// processes the queue: a trivially dead op (`Pure`, no uses, no regions) is
/// erased; otherwise the op is folded if its fold hook succeeds; otherwise
/// its patterns (by root name, then the patterns without a root, by
/// decreasing benefit, stable) are tried until one succeeds. Ops a change
/// touched (created, modified, operands' defining ops, the rewritten op)
/// and the users of their results are queued again. Iterations repeat
/// until one changes nothing.
///
/// The per-op work allocates nothing: the candidate lists are computed once,
/// the worklist membership is a side table, and one event buffer is reused.
pub fn apply_patterns_greedily(
    ctx: &mut Context,
    root: OpId,
    patterns: &[Box<dyn RewritePattern>],
    config: GreedyConfig,
) -> Result<GreedyStats, NotConverged> {
    // Candidate patterns by root name (then the rootless ones), sorted by
    // decreasing benefit (stable), computed once.
    let benefits: Vec<u16> = patterns.iter().map(|p| p.benefit()).collect();
    let by_benefit = |v: &mut Vec<usize>| v.sort_by_key(|&i| std::cmp::Reverse(benefits[i]));
    let mut by_name: FxHashMap<crate::core::context::OpName, Vec<usize>> = FxHashMap::default();
    let mut any: Vec<usize> = Vec::new();
    for (i, p) in patterns.iter().enumerate() {
        match p.root() {
            Some(n) => {
                let n = ctx.op_name(n);
                by_name.entry(n).or_default().push(i);
            }
            None => any.push(i),
        }
    }
    for v in by_name.values_mut() {
        v.extend(any.iter().copied());
        by_benefit(v);
    }
    by_benefit(&mut any);
    let mut stats = GreedyStats::default();
    let mut requeue: Vec<OpId> = Vec::new();
    let mut events: Vec<RewriteEvent> = Vec::new();
    // Valid for the whole run: the context does not change.
    let mut consts = ConstCache::for_patterns(patterns.len());
    for iter in 0..config.max_iterations {
        stats.iterations = iter + 1;
        let mut changed = false;
        let mut ops = ctx.walk_preorder(root);
        ops.retain(|&o| o != root);
        let mut worklist = Worklist::new(ops);
        while let Some(op) = worklist.pop() {
            if !ctx.is_live(op) {
                continue;
            }
            requeue.clear();
            let name = ctx.op_get_name(op);
            let (dead_candidate, fold) = match ctx.op_definition(name) {
                Some(d) => (
                    d.has_trait(&OpTrait::Pure) && !d.has_trait(&OpTrait::IsTerminator),
                    if d.has_trait(&OpTrait::ConstantLike) {
                        None
                    } else {
                        d.fold
                    },
                ),
                None => (false, None),
            };
            if config.remove_dead
                && dead_candidate
                && ctx.op_regions(op).is_empty()
                && !ctx.op_has_uses(op)
            {
                requeue.extend(ctx.operands_iter(op).filter_map(|v| ctx.defining_op(v)));
                if ctx.erase_op(op).is_ok() {
                    stats.dead_erased += 1;
                    changed = true;
                }
            } else if config.fold && fold.is_some_and(|f| try_fold(ctx, op, f, &mut requeue)) {
                stats.folds += 1;
                changed = true;
            } else {
                let cands = by_name.get(&name).unwrap_or(&any);
                for &i in cands {
                    let mut rw = PatternRewriter::with_buffers(
                        ctx,
                        std::mem::take(&mut events),
                        std::mem::take(&mut consts),
                        i as u32,
                    );
                    rw.set_insertion_point_before(op);
                    let ok = patterns[i].match_and_rewrite(op, &mut rw);
                    (events, consts) = rw.into_buffers();
                    if ok {
                        for e in events.drain(..) {
                            match e {
                                RewriteEvent::Created(o) | RewriteEvent::Modified(o) => {
                                    requeue.push(o)
                                }
                                RewriteEvent::Replaced(_) | RewriteEvent::Erased(_) => {}
                            }
                        }
                        requeue.push(op);
                        stats.rewrites += 1;
                        changed = true;
                        break;
                    }
                    // A failed pattern leaves the IR unchanged: drop what it recorded.
                    events.clear();
                }
                if stats.rewrites >= config.max_rewrites {
                    return Err(NotConverged {
                        iterations: stats.iterations,
                        rewrites: stats.rewrites,
                    });
                }
            }
            for &o in &requeue {
                if o != root && ctx.is_live(o) && !worklist.is_queued(o) {
                    // Users of changed ops may now match too.
                    worklist.push(o);
                    for i in 0..ctx.num_results(o) {
                        for u in ctx.uses(ctx.result(o, i)) {
                            worklist.push(u.op);
                        }
                    }
                }
            }
        }
        if !changed {
            return Ok(stats);
        }
        stats.changed = true;
    }
    Err(NotConverged {
        iterations: stats.iterations,
        rewrites: stats.rewrites,
    })
}

/// The constant value of `v` if it is produced by a `ConstantLike` op with a fold hook.
pub fn constant_value(ctx: &mut Context, v: Value) -> Option<Attribute> {
    let def = ctx.defining_op(v)?;
    if !ctx.op_has_trait(def, &OpTrait::ConstantLike) {
        return None;
    }
    let fold = ctx.op_definition(ctx.op_get_name(def))?.fold?;
    match fold(ctx, def, &[]) {
        FoldResult::Replace(r) => match r.first() {
            Some(OpFoldResult::Attr(a)) => Some(*a),
            _ => None,
        },
        _ => None,
    }
}

fn try_fold(ctx: &mut Context, op: OpId, fold: FoldFn, requeue: &mut Vec<OpId>) -> bool {
    let operands = ctx.operands(op);
    let consts: Vec<Option<Attribute>> = operands.iter().map(|&v| constant_value(ctx, v)).collect();
    match fold(ctx, op, &consts) {
        FoldResult::Failure => false,
        FoldResult::InPlace => {
            requeue.push(op);
            true
        }
        FoldResult::Replace(results) => {
            if results.len() != ctx.num_results(op) {
                return false;
            }
            let loc = ctx.op_loc(op);
            let dialect = ctx.op_name_dialect(ctx.op_get_name(op)).to_string();
            let materialize = ctx.dialect(&dialect).and_then(|d| d.materialize_constant);
            let mut values = Vec::with_capacity(results.len());
            let mut created = Vec::new();
            for (i, r) in results.iter().enumerate() {
                match *r {
                    OpFoldResult::Value(v) => values.push(v),
                    OpFoldResult::Attr(a) => {
                        let ty = ctx.value_type(ctx.result(op, i));
                        let Some(m) = materialize else {
                            cleanup(ctx, &created);
                            return false;
                        };
                        let mut b = OpBuilder::new(ctx);
                        b.set_insertion_point_before(op);
                        match m(&mut b, a, ty, loc) {
                            Some(c) => {
                                created.push(c);
                                values.push(ctx.result(c, 0));
                            }
                            None => {
                                cleanup(ctx, &created);
                                return false;
                            }
                        }
                    }
                }
            }
            for i in 0..ctx.num_results(op) {
                let r = ctx.result(op, i);
                requeue.extend(ctx.uses(r).map(|u| u.op));
            }
            if ctx.replace_all_op_uses_with(op, &values).is_err() {
                return false;
            }
            requeue.extend(ctx.operands_iter(op).filter_map(|v| ctx.defining_op(v)));
            let _ = ctx.erase_op(op);
            requeue.extend(created);
            true
        }
    }
}

fn cleanup(ctx: &mut Context, created: &[OpId]) {
    for &c in created.iter().rev() {
        let _ = ctx.erase_op(c);
    }
}
