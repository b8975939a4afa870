//! Pattern rewriting: [`RewritePattern`], [`PatternRewriter`] and the greedy
//! driver [`apply_patterns_greedily`].
//!
//! A pattern names its root operation and a benefit; the driver tries the
//! patterns of an op from the highest benefit down, folds ops through their
//! fold hooks (materializing constants with the dialect's
//! `materialize_constant`), removes trivially dead ops, re-queues ops whose
//! operands or users changed, and stops after a bounded number of iterations
//! or rewrites, reporting a failure to converge instead of hanging.

use std::any::TypeId;
use std::collections::VecDeque;
use std::ops::{Deref, DerefMut};

use crate::core::attrs::Attribute;
use crate::core::builder::OpBuilder;
use crate::core::context::Context;
use crate::core::registry::{FoldFn, FoldResult, OpFoldResult, OpTrait};
use crate::core::storage::{IrError, OpId, OperationState, Value};
use crate::support::entity::EntityHandle;
use crate::support::intern::FxHashMap;

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
    /// Attributes patterns built through [`PatternRewriter::cached_attr`].
    consts: ConstCache,
    /// The index of the running pattern in the driver's pattern list
    /// (`u32::MAX` outside [`apply_patterns_greedily`]): selects its entry
    /// of `ConstCache::slots`.
    pattern: u32,
}

/// Constants patterns compare against.
///
/// In the driver, every pattern of the list has an entry in `slots` (by its
/// index), so the constant of a match attempt is two indexed loads and a
/// type comparison, with no hashing. The entry records the type that filled
/// it: a pattern that runs another one through the same rewriter (or a
/// rewriter used outside the driver) uses `by_type`, keyed by pattern type
/// and slot.
#[derive(Default)]
struct ConstCache {
    slots: Vec<PatternConsts>,
    by_type: FxHashMap<(TypeId, u32), Attribute>,
}

/// The constants one pattern of the driver's list built, by slot.
#[derive(Default)]
struct PatternConsts {
    owner: Option<TypeId>,
    attrs: Vec<Option<Attribute>>,
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
            consts: ConstCache::default(),
            pattern: u32::MAX,
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
        let start = self.events.len();
        for i in 0..self.b.num_results(op) {
            let r = self.b.result(op, i);
            let users = self.b.uses(r).map(|u| RewriteEvent::Modified(u.op));
            self.events.extend(users);
        }
        if let Err(e) = self.b.replace_all_op_uses_with(op, values) {
            self.events.truncate(start);
            return Err(e);
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
        let start = self.events.len();
        let defs = self
            .b
            .operands_iter(op)
            .filter_map(|v| self.b.defining_op(v))
            .map(RewriteEvent::Modified);
        self.events.extend(defs);
        if let Err(e) = self.b.erase_op(op) {
            self.events.truncate(start);
            return Err(e);
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
        let users = self.b.uses(from).map(|u| RewriteEvent::Modified(u.op));
        self.events.extend(users);
        self.b.replace_all_uses_with(from, to);
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
    /// A rewriter recording into `events` (an emptied buffer reused by the driver).
    fn with_buffers(
        ctx: &'a mut Context,
        events: Vec<RewriteEvent>,
        consts: ConstCache,
        pattern: u32,
    ) -> Self {
        let mut r = PatternRewriter::new(ctx);
        r.events = events;
        r.consts = consts;
        r.pattern = pattern;
        r
    }
    /// The attribute `build` makes, built once per rewriter (and, in
    /// [`apply_patterns_greedily`], once per run) for the key
    /// `(owner, slot)`: generated patterns compare matched attributes
    /// against their `ConstantAttr`s through it, so a match attempt does
    /// not intern (or allocate) the constant again. `owner` is the
    /// pattern's type, `slot` tells its constants apart (small numbers:
    /// the driver keeps them in a vector per pattern); the attribute
    /// belongs to this rewriter's context.
    #[inline]
    pub fn cached_attr(
        &mut self,
        owner: TypeId,
        slot: u32,
        build: impl FnOnce(&mut OpBuilder<'a>) -> Attribute,
    ) -> Attribute {
        if let Some(e) = self.consts.slots.get(self.pattern as usize) {
            if e.owner == Some(owner) {
                if let Some(&Some(a)) = e.attrs.get(slot as usize) {
                    return a;
                }
            }
        }
        self.cached_attr_slow(owner, slot, build)
    }
    /// [`PatternRewriter::cached_attr`] when the constant is not in the
    /// running pattern's entry yet (or belongs to another pattern type).
    #[cold]
    fn cached_attr_slow(
        &mut self,
        owner: TypeId,
        slot: u32,
        build: impl FnOnce(&mut OpBuilder<'a>) -> Attribute,
    ) -> Attribute {
        if let Some(&a) = self.consts.by_type.get(&(owner, slot)) {
            return a;
        }
        let a = build(&mut self.b);
        self.consts.by_type.insert((owner, slot), a);
        // The running pattern's own entry (the first type that asks for a
        // constant while it runs owns it); slots past 1024 stay hashed.
        if let Some(e) = self.consts.slots.get_mut(self.pattern as usize) {
            if e.owner.is_none() {
                e.owner = Some(owner);
            }
            if e.owner == Some(owner) && slot < 1024 {
                let i = slot as usize;
                if e.attrs.len() <= i {
                    e.attrs.resize(i + 1, None);
                }
                e.attrs[i] = Some(a);
            }
        }
        a
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
    let mut consts = ConstCache::default();
    consts.slots.resize_with(
        patterns.len().min(u32::MAX as usize),
        PatternConsts::default,
    );
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
                    events = rw.take_events();
                    consts = std::mem::take(&mut rw.consts);
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

#[cfg(test)]
mod tests {
    use super::*;

    struct First;
    struct Second;

    /// The running pattern's entry holds the first type's constants; another
    /// type asking through the same rewriter (a pattern running another one)
    /// gets its own constants from the by-type table, each built once.
    #[test]
    fn constants_of_two_pattern_types_in_one_slot_stay_apart() {
        let mut ctx = Context::new();
        let mut consts = ConstCache::default();
        consts.slots.resize_with(1, PatternConsts::default);
        let mut rw = PatternRewriter::with_buffers(&mut ctx, Vec::new(), consts, 0);
        let mut built = [0; 2];
        let (a, b) = (TypeId::of::<First>(), TypeId::of::<Second>());
        for _ in 0..3 {
            let one = rw.cached_attr(a, 1, |bld| {
                built[0] += 1;
                bld.i64_attr(1)
            });
            let two = rw.cached_attr(b, 1, |bld| {
                built[1] += 1;
                bld.i64_attr(2)
            });
            assert_eq!(rw.as_integer(one), Some(1));
            assert_eq!(rw.as_integer(two), Some(2));
        }
        assert_eq!(built, [1, 1]);
        assert_eq!(rw.consts.slots[0].owner, Some(a));
        // Outside the driver (no running pattern) the by-type table serves.
        let mut ctx = Context::new();
        let mut rw = PatternRewriter::new(&mut ctx);
        let x = rw.cached_attr(b, 7, |bld| bld.i64_attr(7));
        let y = rw.cached_attr(b, 7, |_| unreachable!("built once"));
        assert_eq!((x, rw.as_integer(x)), (y, Some(7)));
    }
}
