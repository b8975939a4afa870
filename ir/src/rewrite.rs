//! Pattern rewriting: [`RewritePattern`], [`PatternRewriter`] and the greedy
//! driver [`apply_patterns_greedily`].
//!
//! A pattern names its root operation and a benefit; the driver tries the
//! patterns of an op from the highest benefit down, folds ops through their
//! fold hooks (materializing constants with the dialect's
//! `materialize_constant`), removes trivially dead ops, re-queues ops whose
//! operands or users changed, and stops after a bounded number of iterations
//! or rewrites, reporting a failure to converge instead of hanging.

use std::collections::VecDeque;
use std::ops::{Deref, DerefMut};

use crate::attrs::Attribute;
use crate::builder::OpBuilder;
use crate::context::Context;
use crate::intern::FxHashMap;
use crate::registry::{FoldResult, OpFoldResult, OpTrait};
use crate::storage::{IrError, OpId, OperationState, Value};

/// A rewrite pattern.
pub trait RewritePattern {
    /// The root operation name this pattern matches (`None`: any operation).
    fn root(&self) -> Option<&str>;
    /// Expected benefit; higher is tried first.
    fn benefit(&self) -> u16 {
        1
    }
    /// A name for debugging.
    fn name(&self) -> &str {
        "pattern"
    }
    /// Tries to match `op` and rewrite it through `rewriter`. Returns whether
    /// it succeeded; on failure the IR must be left unchanged.
    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool;
}

/// A notification of what a rewrite did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RewriteEvent {
    /// An operation was created.
    Created(OpId),
    /// An operation was modified in place.
    Modified(OpId),
    /// An operation's results were replaced (it is erased afterwards).
    Replaced(OpId),
    /// An operation was erased.
    Erased(OpId),
}

/// The builder patterns use: every change goes through it so the driver is notified.
pub struct PatternRewriter<'a> {
    b: OpBuilder<'a>,
    events: Vec<RewriteEvent>,
    failure: Option<String>,
}

impl<'a> Deref for PatternRewriter<'a> {
    type Target = OpBuilder<'a>;
    fn deref(&self) -> &OpBuilder<'a> {
        &self.b
    }
}

impl<'a> DerefMut for PatternRewriter<'a> {
    fn deref_mut(&mut self) -> &mut OpBuilder<'a> {
        &mut self.b
    }
}

impl<'a> PatternRewriter<'a> {
    /// A rewriter over `ctx` with no insertion point.
    pub fn new(ctx: &'a mut Context) -> Self {
        let mut b = OpBuilder::new(ctx);
        b.start_recording();
        PatternRewriter {
            b,
            events: Vec::new(),
            failure: None,
        }
    }
    /// Creates an op at the insertion point (notifies `Created`).
    pub fn create_op(&mut self, state: OperationState) -> OpId {
        let op = self.b.create(state);
        self.b.take_created();
        self.events.push(RewriteEvent::Created(op));
        op
    }
    /// Replaces all uses of `op`'s results with `values` and erases `op`.
    pub fn replace_op(&mut self, op: OpId, values: &[Value]) -> Result<(), IrError> {
        let users: Vec<OpId> = (0..self.b.num_results(op))
            .flat_map(|i| {
                self.b
                    .uses(self.b.result(op, i))
                    .map(|u| u.op)
                    .collect::<Vec<_>>()
            })
            .collect();
        self.b.replace_all_op_uses_with(op, values)?;
        for u in users {
            self.events.push(RewriteEvent::Modified(u));
        }
        self.events.push(RewriteEvent::Replaced(op));
        self.erase_op(op)
    }
    /// Creates a new op before `op` and replaces `op` with its results.
    pub fn replace_op_with_new(
        &mut self,
        op: OpId,
        state: OperationState,
    ) -> Result<OpId, IrError> {
        self.b.set_insertion_point_before(op);
        let new = self.create_op(state);
        let vals = self.b.results(new);
        self.replace_op(op, &vals)?;
        Ok(new)
    }
    /// Erases an op whose results are unused (notifies the defining ops of its operands).
    pub fn erase_op(&mut self, op: OpId) -> Result<(), IrError> {
        let defs: Vec<OpId> = self
            .b
            .operands_iter(op)
            .filter_map(|v| self.b.defining_op(v))
            .collect();
        self.b.erase_op(op)?;
        for d in defs {
            self.events.push(RewriteEvent::Modified(d));
        }
        self.events.push(RewriteEvent::Erased(op));
        Ok(())
    }
    /// Modifies `op` in place through `f` (notifies `Modified`).
    pub fn modify_op_in_place<R>(&mut self, op: OpId, f: impl FnOnce(&mut Context) -> R) -> R {
        let r = f(&mut self.b);
        self.events.push(RewriteEvent::Modified(op));
        r
    }
    /// Replaces all uses of `from` with `to` (users are notified as modified).
    pub fn replace_all_uses_with(&mut self, from: Value, to: Value) {
        let users: Vec<OpId> = self.b.uses(from).map(|u| u.op).collect();
        self.b.replace_all_uses_with(from, to);
        for u in users {
            self.events.push(RewriteEvent::Modified(u));
        }
    }
    /// Records why a match failed (for debugging); returns `false` for convenience.
    pub fn notify_match_failure(&mut self, reason: impl Into<String>) -> bool {
        self.failure = Some(reason.into());
        false
    }
    /// The last recorded match-failure reason.
    pub fn last_failure(&self) -> Option<&str> {
        self.failure.as_deref()
    }
    /// Events recorded so far (drained by the driver).
    pub fn take_events(&mut self) -> Vec<RewriteEvent> {
        std::mem::take(&mut self.events)
    }
}

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
    let fns: Vec<crate::registry::PatternsFn> = ctx
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

fn is_trivially_dead(ctx: &Context, op: OpId) -> bool {
    ctx.op_has_trait(op, &OpTrait::Pure)
        && !ctx.op_has_trait(op, &OpTrait::IsTerminator)
        && ctx.op_regions(op).is_empty()
        && !ctx.op_has_uses(op)
}

/// Applies `patterns` (and folding, dead-code removal) to everything nested
/// in `root` until a fixed point.
pub fn apply_patterns_greedily(
    ctx: &mut Context,
    root: OpId,
    patterns: &[Box<dyn RewritePattern>],
    config: GreedyConfig,
) -> Result<GreedyStats, NotConverged> {
    // Patterns by root name, sorted by decreasing benefit (stable).
    let mut by_name: FxHashMap<crate::context::OpName, Vec<usize>> = FxHashMap::default();
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
    let mut stats = GreedyStats::default();
    for iter in 0..config.max_iterations {
        stats.iterations = iter + 1;
        let mut changed = false;
        let mut worklist: VecDeque<OpId> = ctx
            .walk_preorder(root)
            .into_iter()
            .filter(|&o| o != root)
            .collect();
        let mut queued: FxHashMap<OpId, ()> = worklist.iter().map(|&o| (o, ())).collect();
        while let Some(op) = worklist.pop_front() {
            queued.remove(&op);
            if !ctx.is_live(op) {
                continue;
            }
            let mut requeue: Vec<OpId> = Vec::new();
            if config.remove_dead && is_trivially_dead(ctx, op) {
                requeue.extend(ctx.operands_iter(op).filter_map(|v| ctx.defining_op(v)));
                if ctx.erase_op(op).is_ok() {
                    stats.dead_erased += 1;
                    changed = true;
                }
            } else if config.fold && try_fold(ctx, op, &mut requeue) {
                stats.folds += 1;
                changed = true;
            } else {
                let name = ctx.op_get_name(op);
                let mut cands: Vec<usize> = by_name.get(&name).cloned().unwrap_or_default();
                cands.extend(any.iter().copied());
                cands.sort_by_key(|&i| std::cmp::Reverse(patterns[i].benefit()));
                for i in cands {
                    let mut rw = PatternRewriter::new(ctx);
                    rw.set_insertion_point_before(op);
                    if patterns[i].match_and_rewrite(op, &mut rw) {
                        for e in rw.take_events() {
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
                }
                if stats.rewrites >= config.max_rewrites {
                    return Err(NotConverged {
                        iterations: stats.iterations,
                        rewrites: stats.rewrites,
                    });
                }
            }
            for o in requeue {
                if ctx.is_live(o) && o != root && !queued.contains_key(&o) {
                    // users of changed ops may now match too
                    let users: Vec<OpId> = (0..ctx.num_results(o))
                        .flat_map(|i| ctx.uses(ctx.result(o, i)).map(|u| u.op).collect::<Vec<_>>())
                        .collect();
                    queued.insert(o, ());
                    worklist.push_back(o);
                    for u in users {
                        if let std::collections::hash_map::Entry::Vacant(e) = queued.entry(u) {
                            e.insert(());
                            worklist.push_back(u);
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

fn try_fold(ctx: &mut Context, op: OpId, requeue: &mut Vec<OpId>) -> bool {
    if ctx.op_has_trait(op, &OpTrait::ConstantLike) {
        return false;
    }
    let Some(fold) = ctx.op_definition(ctx.op_get_name(op)).and_then(|d| d.fold) else {
        return false;
    };
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
