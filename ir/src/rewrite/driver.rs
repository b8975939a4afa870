//! The greedy pattern rewrite driver over a region (upstream's
//! `RegionPatternRewriteDriver`): each iteration fills a LIFO worklist with
//! the region's ops (post-order, or pre-order reversed when top-down),
//! uniquing and hoisting constants as it goes, then pops ops until the list
//! is empty — erasing dead ones, folding (constants materialized in place
//! by the op's dialect), else applying the best matching pattern — and
//! re-queues what each change touched, in the order upstream's rewriter
//! notifies its listener; then it simplifies the region. Iterations repeat
//! until one changes nothing or the limit is reached.

use super::folder::OperationFolder;
use super::region::simplify_regions;
use super::worklist::Worklist;
use super::{
    constant_of_op, fold_op, GreedyConfig, GreedyStats, NotConverged, SimplifyRegionLevel,
    Strictness,
};
use crate::core::attrs::Attribute;
use crate::core::context::{Context, OpName};
use crate::core::pattern::{ConstCache, PatternRewriter, RewriteEvent, RewritePattern};
use crate::core::registry::{FoldResult, FoldValues, OpFoldResult, OpTrait};
use crate::core::storage::{BlockId, OpId, RegionId, Value};
use crate::interfaces::side_effects::is_op_trivially_dead;
use crate::interfaces::{CastOpInterfaceVtable, MemoryEffectOpInterfaceVtable};
use crate::support::entity::EntityHandle;
use crate::support::intern::{FxHashMap, FxHashSet};

/// Applies `patterns`, folding and dead-code removal to the ops in each
/// region of `op` until a fixed point (`applyPatternsAndFoldGreedily`),
/// region by region. `Err` when a region did not converge within the
/// configured iterations (the IR is still valid).
pub fn apply_patterns_greedily(
    ctx: &mut Context,
    op: OpId,
    patterns: &[Box<dyn RewritePattern>],
    config: GreedyConfig,
) -> Result<GreedyStats, NotConverged> {
    let mut driver = Driver::new(ctx, patterns, config);
    let mut converged = true;
    let regions = ctx.op_regions(op).to_vec();
    for r in regions {
        converged &= driver.simplify(ctx, r);
    }
    let stats = driver.stats;
    if converged {
        Ok(stats)
    } else {
        Err(NotConverged {
            iterations: stats.iterations,
            rewrites: stats.rewrites,
        })
    }
}

/// Applies `patterns` and folding to `ops` and, as `strictness` allows,
/// to the ops their rewrites touch (upstream's `applyOpPatternsAndFold`):
/// one pass over a worklist seeded with `ops` in order (popped last
/// first), in the scope of their closest common ancestor region. `Err` when
/// the rewrite limit stopped it.
pub fn apply_op_patterns_greedily(
    ctx: &mut Context,
    ops: &[OpId],
    patterns: &[Box<dyn RewritePattern>],
    config: GreedyConfig,
    strictness: Strictness,
) -> Result<GreedyStats, NotConverged> {
    if ops.is_empty() {
        return Ok(GreedyStats::default());
    }
    let mut driver = Driver::new(ctx, patterns, config);
    driver.scope = common_ancestor_region(ctx, ops);
    if strictness != Strictness::AnyOp {
        driver.strict = Some((ops.iter().copied().collect(), strictness));
    }
    for &op in ops {
        driver.add_single_op(ctx, op);
    }
    driver.stats.changed = driver.process(ctx);
    driver.stats.iterations = 1;
    let stats = driver.stats;
    if driver.worklist.is_empty() {
        Ok(stats)
    } else {
        Err(NotConverged {
            iterations: stats.iterations,
            rewrites: stats.rewrites,
        })
    }
}

/// The closest region holding every op of `ops` (upstream's
/// `findCommonAncestor`); `None` when one of them is top-level.
fn common_ancestor_region(ctx: &Context, ops: &[OpId]) -> Option<RegionId> {
    let mut region = ctx.op_parent_region(ops[0]);
    let inside = |region: RegionId, mut op: OpId| loop {
        match ctx.op_parent_region(op) {
            Some(r) if r == region => return true,
            Some(r) => match ctx.region_parent_op(r) {
                Some(p) => op = p,
                None => return false,
            },
            None => return false,
        }
    };
    while let Some(r) = region {
        if ops[1..].iter().all(|&op| inside(r, op)) {
            return Some(r);
        }
        region = ctx
            .region_parent_op(r)
            .and_then(|p| ctx.op_parent_region(p));
    }
    None
}

/// The candidate patterns of each op name, in upstream's order: the op's
/// and the generic ones interleaved by decreasing benefit (stable), the
/// op's first at equal benefit; a generic pattern only under the names its
/// `may_match` accepts (an interface-rooted one under the ops implementing
/// the interface). Merged once per name, when an op of it is first met.
struct Matcher {
    /// The merged candidates by name id (`None`: not merged yet).
    by_name: Vec<Option<Vec<usize>>>,
    /// The patterns rooted on each name, by decreasing benefit.
    rooted: FxHashMap<OpName, Vec<usize>>,
    /// The generic patterns, by decreasing benefit.
    any: Vec<usize>,
    benefits: Vec<u16>,
}

impl Matcher {
    fn new(ctx: &mut Context, patterns: &[Box<dyn RewritePattern>]) -> Self {
        let benefits: Vec<u16> = patterns.iter().map(|p| p.benefit()).collect();
        let mut rooted: FxHashMap<OpName, Vec<usize>> = FxHashMap::default();
        let mut any = Vec::new();
        for (i, p) in patterns.iter().enumerate() {
            match p.root() {
                Some(n) => {
                    let n = ctx.op_name(n);
                    rooted.entry(n).or_default().push(i);
                }
                None => any.push(i),
            }
        }
        let by_benefit = |v: &mut Vec<usize>| v.sort_by_key(|&i| std::cmp::Reverse(benefits[i]));
        by_benefit(&mut any);
        for ops in rooted.values_mut() {
            by_benefit(ops);
        }
        Matcher {
            by_name: Vec::new(),
            rooted,
            any,
            benefits,
        }
    }
    /// The patterns to try on an op named `name`, in order.
    fn candidates(
        &mut self,
        ctx: &Context,
        patterns: &[Box<dyn RewritePattern>],
        name: OpName,
    ) -> &[usize] {
        let slot = name.0 as usize;
        if self.by_name.get(slot).is_none_or(Option::is_none) {
            let def = ctx.op_definition(name).map(|d| &**d);
            let ops = self.rooted.get(&name).map_or(&[][..], |v| v);
            let any: Vec<usize> = self
                .any
                .iter()
                .copied()
                .filter(|&i| patterns[i].may_match(def))
                .collect();
            let benefits = &self.benefits;
            let mut merged = Vec::with_capacity(ops.len() + any.len());
            let (mut i, mut j) = (0, 0);
            while i < ops.len() || j < any.len() {
                let take_any =
                    j < any.len() && (i == ops.len() || benefits[ops[i]] < benefits[any[j]]);
                if take_any {
                    merged.push(any[j]);
                    j += 1;
                } else {
                    merged.push(ops[i]);
                    i += 1;
                }
            }
            if slot >= self.by_name.len() {
                self.by_name.resize(slot + 1, None);
            }
            self.by_name[slot] = Some(merged);
        }
        self.by_name[slot].as_deref().unwrap_or_default()
    }
}

/// What processing an op of a name can do, worked out when an op of the
/// name is first met.
#[derive(Clone, Copy, PartialEq, Eq)]
enum NameKind {
    /// Not worked out yet.
    Unknown,
    /// Nothing, ever: the op is never trivially dead (a terminator, a
    /// symbol, or an op of unknown effects), never folds and has no
    /// candidate pattern. The driver does not queue such ops.
    Inert,
    /// A `ConstantLike` op that is not inert.
    Constant,
    /// Anything else.
    Active,
}

/// The values of the constants kept by the folder, by the op's arena slot
/// (with its generation, so that a stale handle never matches). A map, not
/// a table indexed by slot: the kept constants are few and spread over the
/// whole arena, and a table would touch a page of memory per few hundred
/// ops (fresh pages are what a large input pays most for).
#[derive(Default)]
struct KeptValues {
    slots: FxHashMap<u32, (u32, Attribute)>,
}

impl KeptValues {
    #[inline]
    fn get(&self, op: OpId) -> Option<Attribute> {
        let raw = op.raw();
        match self.slots.get(&raw.index) {
            Some(&(generation, a)) if generation == raw.generation => Some(a),
            _ => None,
        }
    }
    fn insert(&mut self, op: OpId, value: Attribute) {
        let raw = op.raw();
        self.slots.insert(raw.index, (raw.generation, value));
    }
    #[inline]
    fn remove(&mut self, op: OpId) {
        if !self.slots.is_empty() {
            self.slots.remove(&op.raw().index);
        }
    }
    fn clear(&mut self) {
        self.slots.clear();
    }
}

struct Driver<'p> {
    patterns: &'p [Box<dyn RewritePattern>],
    matcher: Matcher,
    config: GreedyConfig,
    worklist: Worklist,
    /// The region being simplified (upstream's `config.scope`).
    scope: Option<RegionId>,
    events: Vec<RewriteEvent>,
    consts: ConstCache,
    candidates: Vec<usize>,
    /// The ops of the region in the fill's order (a reused buffer).
    order: Vec<OpId>,
    /// Reused buffers of the folder's operands and their constants.
    scratch_values: Vec<Value>,
    scratch_consts: Vec<Option<Attribute>>,
    /// The values of the constants the folder kept in this iteration's
    /// fill (what their fold hooks gave), so that folding an op reads its
    /// constant operands without running the hooks again; an entry goes
    /// when its op is modified or erased.
    kept_values: KeptValues,
    /// What the driver knows of each op name, by name id.
    kinds: Vec<NameKind>,
    /// Whether ops that processing cannot change are left out of the
    /// worklist (see [`NameKind`]): only without a rewrite limit, where
    /// what is left queued when the limit stops the driver is observable.
    skip_inert: bool,
    /// The ancestors [`Driver::add_to_worklist`] queues with an op of the
    /// block `chain_block` (innermost first, inert ones left out), and
    /// whether the block is in the scope at all; kept for the last block
    /// met, forgotten whenever the IR may have changed (each replay, each
    /// fill, each in-place fold).
    chain_block: Option<BlockId>,
    chain_in_scope: bool,
    chain: Vec<OpId>,
    stats: GreedyStats,
    /// The op-list driver's filter: the ops it may process, and whether
    /// created ops join them.
    strict: Option<(FxHashSet<OpId>, Strictness)>,
}

impl<'p> Driver<'p> {
    fn new(
        ctx: &mut Context,
        patterns: &'p [Box<dyn RewritePattern>],
        config: GreedyConfig,
    ) -> Self {
        Driver {
            patterns,
            matcher: Matcher::new(ctx, patterns),
            config,
            worklist: Worklist::default(),
            scope: None,
            events: Vec::new(),
            consts: ConstCache::for_patterns(patterns.len()),
            candidates: Vec::new(),
            order: Vec::new(),
            scratch_values: Vec::new(),
            scratch_consts: Vec::new(),
            kept_values: KeptValues::default(),
            kinds: Vec::new(),
            skip_inert: config.max_rewrites == usize::MAX,
            chain_block: None,
            chain_in_scope: false,
            chain: Vec::new(),
            stats: GreedyStats::default(),
            strict: None,
        }
    }

    /// What the driver knows of the name of `op`.
    #[inline]
    fn kind(&mut self, ctx: &Context, op: OpId) -> NameKind {
        self.name_kind(ctx, ctx.op_get_name(op))
    }

    /// What the driver knows of `name`.
    #[inline]
    fn name_kind(&mut self, ctx: &Context, name: OpName) -> NameKind {
        match self.kinds.get(name.0 as usize) {
            Some(&k) if k != NameKind::Unknown => k,
            _ => self.classify(ctx, name),
        }
    }

    /// Works out (once per name) what processing an op of `name` can do.
    #[cold]
    fn classify(&mut self, ctx: &Context, name: OpName) -> NameKind {
        let def = ctx.op_definition(name).map(|d| &**d);
        let constant = def.is_some_and(|d| d.has_trait(&OpTrait::ConstantLike));
        // Never trivially dead: what `would_op_be_trivially_dead` decides
        // from the definition alone (an unregistered op is never dead).
        let never_dead = def.is_none_or(|d| {
            d.has_trait(&OpTrait::IsTerminator)
                || d.has_trait(&OpTrait::Symbol)
                || (d.interface::<MemoryEffectOpInterfaceVtable>().is_none()
                    && !d.has_trait(&OpTrait::Pure)
                    && !d.has_recursive_memory_effects())
        });
        // Never folded: a constant is not (`try_fold`), nor an op without
        // a fold hook, the folding traits and the cast interface
        // (`fold_op`'s every way).
        let never_folds = def.is_none_or(|d| {
            d.has_trait(&OpTrait::ConstantLike)
                || (d.fold.is_none()
                    && !d.has_trait(&OpTrait::Commutative)
                    && !d.has_trait(&OpTrait::Idempotent)
                    && !d.has_trait(&OpTrait::Involution)
                    && d.interface::<CastOpInterfaceVtable>().is_none())
        });
        let no_patterns = self.matcher.candidates(ctx, self.patterns, name).is_empty();
        let kind = if never_dead && never_folds && no_patterns {
            NameKind::Inert
        } else if constant {
            NameKind::Constant
        } else {
            NameKind::Active
        };
        let slot = name.0 as usize;
        if slot >= self.kinds.len() {
            self.kinds.resize(slot + 1, NameKind::Unknown);
        }
        self.kinds[slot] = kind;
        kind
    }

    /// Whether `op` is left out of the worklist: processing it would
    /// change nothing (whatever happens around it, so its place in the
    /// list, which upstream's keeps, orders nothing).
    #[inline]
    fn skipped(&mut self, ctx: &Context, op: OpId) -> bool {
        self.skip_inert && self.kind(ctx, op) == NameKind::Inert
    }

    /// Works out the ancestors queued with an op of `block` (see
    /// `chain`).
    fn fill_chain(&mut self, ctx: &Context, block: BlockId) {
        let mut chain = std::mem::take(&mut self.chain);
        chain.clear();
        let mut region = ctx.block_parent_region(block);
        let in_scope = loop {
            if region == self.scope {
                break true;
            }
            let Some(p) = region.and_then(|r| ctx.region_parent_op(r)) else {
                break false;
            };
            if !self.skipped(ctx, p) {
                chain.push(p);
            }
            region = ctx.op_parent_region(p);
        };
        self.chain = chain;
        self.chain_block = Some(block);
        self.chain_in_scope = in_scope;
    }

    /// Queues `op` and its ancestors up to the scope (`addToWorklist`);
    /// nothing for an op outside the scope. The ancestors of the op's
    /// block are worked out once per block while the IR stays unchanged.
    fn add_to_worklist(&mut self, ctx: &Context, op: OpId) {
        // The op looked up once: whether it is live, its block, its name.
        let Ok(data) = ctx.ops.get(op) else {
            return;
        };
        let (parent, name) = (data.parent.get(), data.name);
        let Some(block) = parent else {
            // A top-level op: its region is no region.
            if self.scope.is_none() {
                self.add_single_op(ctx, op);
            }
            return;
        };
        if self.chain_block != Some(block) {
            self.fill_chain(ctx, block);
        }
        if !self.chain_in_scope {
            return;
        }
        if !(self.skip_inert && self.name_kind(ctx, name) == NameKind::Inert) {
            self.queue(op);
        }
        for i in 0..self.chain.len() {
            let o = self.chain[i];
            self.queue(o);
        }
    }

    /// Queues `op` unless the op-list driver's filter leaves it out
    /// (`addSingleOpToWorklist`) or processing it would change nothing.
    fn add_single_op(&mut self, ctx: &Context, op: OpId) {
        if !self.skipped(ctx, op) {
            self.queue(op);
        }
    }

    /// Queues `op` unless the op-list driver's filter leaves it out.
    #[inline]
    fn queue(&mut self, op: OpId) {
        match &self.strict {
            Some((allowed, _)) if !allowed.contains(&op) => {}
            _ => self.worklist.push(op),
        }
    }

    /// Replays a rewriter's notifications on the worklist.
    fn replay(&mut self, ctx: &Context, events: &[RewriteEvent]) {
        self.chain_block = None;
        for &e in events {
            match e {
                RewriteEvent::Created(o) => {
                    if let Some((allowed, Strictness::ExistingAndNewOps)) = &mut self.strict {
                        allowed.insert(o);
                    }
                    self.add_to_worklist(ctx, o)
                }
                RewriteEvent::Released(o) => self.add_to_worklist(ctx, o),
                RewriteEvent::Modified(o) => {
                    self.kept_values.remove(o);
                    self.add_to_worklist(ctx, o)
                }
                RewriteEvent::Erased(o) => {
                    self.kept_values.remove(o);
                    if let Some((allowed, _)) = &mut self.strict {
                        allowed.remove(&o);
                    }
                    self.worklist.remove(o)
                }
                RewriteEvent::Replaced(_) => {}
            }
        }
    }

    /// The region driver's loop (`RegionPatternRewriteDriver::simplify`):
    /// whether it converged.
    fn simplify(&mut self, ctx: &mut Context, region: RegionId) -> bool {
        self.scope = Some(region);
        let mut iteration = 0;
        let mut again;
        loop {
            iteration += 1;
            if iteration > self.config.max_iterations {
                return false;
            }
            self.stats.iterations += 1;
            self.worklist.clear();
            self.kept_values.clear();
            let mut folder = OperationFolder::default();
            self.fill(ctx, region, &mut folder);
            again = self.process(ctx);
            if self.config.region_simplification != SimplifyRegionLevel::Disabled {
                let aggressive =
                    self.config.region_simplification == SimplifyRegionLevel::Aggressive;
                let mut rw = PatternRewriter::new(ctx);
                again |= simplify_regions(&mut rw, &[region], aggressive);
            }
            if again {
                self.stats.changed = true;
            } else {
                return true;
            }
        }
    }

    /// Fills the worklist with the region's ops (post-order, or pre-order
    /// reversed when top-down), giving each constant to the folder instead.
    fn fill(&mut self, ctx: &mut Context, region: RegionId, folder: &mut OperationFolder) {
        self.chain_block = None;
        self.worklist.reserve_slots(ctx.ops.slot_count());
        // (The order's buffer is kept from one iteration to the next.)
        let mut ops = std::mem::take(&mut self.order);
        // Room for every live op at once: growing the order and the list
        // by doubling copies them into fresh pages each time.
        ops.reserve(ctx.ops.len().saturating_sub(ops.len()));
        if self.config.top_down {
            region_preorder(ctx, region, &mut ops);
        } else {
            region_postorder(ctx, region, &mut ops);
        }
        // One rewriter for the whole fill; what the folder did to each
        // constant is replayed before the next op.
        self.worklist.reserve(ops.len());
        let mut done = std::mem::take(&mut self.events);
        let mut rw = PatternRewriter::with_buffers(
            ctx,
            Vec::new(),
            std::mem::take(&mut self.consts),
            u32::MAX,
        );
        for &op in &ops {
            // An op erased with a constant replaced before it.
            if !rw.is_live(op) {
                continue;
            }
            // Only a `ConstantLike` op has a value (an active name is not
            // one; an inert one may be).
            let value = match self.kind(&rw, op) {
                NameKind::Active => None,
                _ => constant_of_op(&mut rw, op),
            };
            let replaced = match value {
                Some(value) => {
                    let kept = folder.insert_known_constant(&mut rw, op, value);
                    self.flush(&mut rw, &mut done);
                    // (A kept constant may have moved.)
                    self.chain_block = None;
                    if kept {
                        self.kept_values.insert(op, value);
                    }
                    !kept
                }
                None => false,
            };
            if !replaced {
                self.add_to_worklist(&rw, op);
            }
        }
        let (spare, consts) = rw.into_buffers();
        debug_assert!(spare.is_empty());
        self.consts = consts;
        self.events = done;
        self.order = ops;
        if self.config.top_down {
            self.worklist.reverse();
        }
    }

    /// Processes the worklist (`processWorklist`): whether the IR changed.
    /// One rewriter serves the whole list (what each step recorded is
    /// replayed on the worklist before the next step).
    fn process(&mut self, ctx: &mut Context) -> bool {
        let mut changed = false;
        let mut rewrites = 0usize;
        let mut done = std::mem::take(&mut self.events);
        let mut rw = PatternRewriter::with_buffers(
            ctx,
            Vec::new(),
            std::mem::take(&mut self.consts),
            u32::MAX,
        );
        while !self.worklist.is_empty() && rewrites < self.config.max_rewrites {
            let Some(op) = self.worklist.pop() else { break };
            if !rw.is_live(op) {
                continue;
            }
            if self.config.remove_dead && is_op_trivially_dead(&rw, op) {
                rw.set_pattern(u32::MAX);
                let _ = rw.erase_op(op);
                self.flush(&mut rw, &mut done);
                self.stats.dead_erased += 1;
                changed = true;
                continue;
            }
            if self.config.fold && self.try_fold(&mut rw, &mut done, op) {
                self.stats.folds += 1;
                changed = true;
                continue;
            }
            if self.try_patterns(&mut rw, &mut done, op) {
                self.stats.rewrites += 1;
                rewrites += 1;
                changed = true;
            }
        }
        let (spare, consts) = rw.into_buffers();
        debug_assert!(spare.is_empty());
        self.consts = consts;
        self.events = done;
        changed
    }

    /// Replays what `rw` recorded since the last flush (`done`: an emptied
    /// buffer, emptied again).
    #[inline]
    fn flush(&mut self, rw: &mut PatternRewriter<'_>, done: &mut Vec<RewriteEvent>) {
        if rw.has_events() {
            rw.swap_events(done);
            self.replay(rw, done);
            done.clear();
        }
    }

    /// Folds `op` (not a constant) through its fold hook: in place, or its
    /// results replaced (constants materialized before it by its dialect).
    fn try_fold(
        &mut self,
        rw: &mut PatternRewriter<'_>,
        done: &mut Vec<RewriteEvent>,
        op: OpId,
    ) -> bool {
        // A constant is not folded; an inert op (queued under a rewrite
        // limit) folds nothing.
        if self.kind(rw, op) != NameKind::Active {
            return false;
        }
        let name = rw.op_get_name(op);
        let mut operands = std::mem::take(&mut self.scratch_values);
        let mut consts = std::mem::take(&mut self.scratch_consts);
        operands.clear();
        operands.extend(rw.operands_iter(op));
        consts.clear();
        for &v in &operands {
            let c = match rw.defining_op(v) {
                Some(d) => match self.kept_values.get(d) {
                    Some(a) => Some(a),
                    // Only a `ConstantLike` op has a value.
                    None if self.kind(rw, d) == NameKind::Active => None,
                    None => constant_of_op(rw, d),
                },
                None => None,
            };
            consts.push(c);
        }
        let folded = fold_op(rw, op, &consts);
        self.scratch_values = operands;
        self.scratch_consts = consts;
        let results = match folded {
            FoldResult::Failure => return false,
            FoldResult::InPlace => FoldValues::new(),
            FoldResult::Replace(r) => r,
        };
        // A single result folded to itself is an in-place fold.
        let in_place = results.is_empty()
            || (results.len() == 1
                && rw.num_results(op) == 1
                && results[0] == OpFoldResult::Value(rw.result(op, 0)));
        if in_place {
            self.chain_block = None;
            self.add_to_worklist(rw, op);
            return true;
        }
        if results.len() != rw.num_results(op) {
            return false;
        }
        let materialize = rw
            .dialect(rw.op_name_dialect(name))
            .and_then(|d| d.materialize_constant);
        let loc = rw.op_loc(op);
        let mut values = std::mem::take(&mut self.scratch_values);
        values.clear();
        rw.set_pattern(u32::MAX);
        let replaced = (|| {
            rw.set_insertion_point_before(op);
            let mut created: Vec<OpId> = Vec::new();
            for (i, r) in results.iter().enumerate() {
                match *r {
                    OpFoldResult::Value(v) => values.push(v),
                    OpFoldResult::Attr(a) => {
                        let ty = rw.value_type(rw.result(op, i));
                        let c = materialize.and_then(|m| m(rw, a, ty, loc));
                        match c {
                            Some(c) => {
                                created.push(c);
                                values.push(rw.result(c, 0));
                            }
                            None => {
                                for &c in created.iter().rev() {
                                    let _ = rw.erase_op(c);
                                }
                                return false;
                            }
                        }
                    }
                }
            }
            rw.replace_op(op, &values).is_ok()
        })();
        self.flush(rw, done);
        self.scratch_values = values;
        replaced
    }

    /// Tries the candidate patterns of `op` in order; whether one applied.
    /// What each attempt did is replayed before the next (a failed pattern
    /// should have changed nothing; what it did anyway is notified, as
    /// upstream's listener would be).
    fn try_patterns(
        &mut self,
        rw: &mut PatternRewriter<'_>,
        done: &mut Vec<RewriteEvent>,
        op: OpId,
    ) -> bool {
        let mut candidates = std::mem::take(&mut self.candidates);
        candidates.clear();
        let name = rw.op_get_name(op);
        candidates.extend_from_slice(self.matcher.candidates(rw, self.patterns, name));
        let mut applied = false;
        // Each attempt starts before the op; its block is looked up again
        // only after an attempt that changed something.
        let mut ip = None;
        for &i in &candidates {
            rw.set_pattern(i as u32);
            match ip {
                Some(ip) => rw.set_insertion_point(ip),
                None => {
                    rw.set_insertion_point_before(op);
                    ip = Some(rw.insertion_point());
                }
            }
            let ok = self.patterns[i].match_and_rewrite(op, rw);
            if rw.has_events() {
                self.flush(rw, done);
                ip = None;
            }
            if ok {
                applied = true;
                break;
            }
        }
        self.candidates = candidates;
        applied
    }
}

/// The ops nested in `region` in post-order (`Region::walk`): each op after
/// the ops of its regions. Iterative, into one vector (no vector per
/// top-level op): each top-level op's tree is walked in pre-order with the
/// children of an op pushed in program order, so popping visits them last
/// first, and that stretch of the output reversed is the post-order.
fn region_postorder(ctx: &Context, region: RegionId, out: &mut Vec<OpId>) {
    out.clear();
    let mut stack = Vec::new();
    for &b in ctx.region_blocks(region) {
        for op in ctx.block_ops(b) {
            let start = out.len();
            stack.push(op);
            while let Some(o) = stack.pop() {
                out.push(o);
                for &r in ctx.op_regions(o) {
                    for &nb in ctx.region_blocks(r) {
                        stack.extend(ctx.block_ops(nb));
                    }
                }
            }
            out[start..].reverse();
        }
    }
}

/// The ops nested in `region` in pre-order (`walk<PreOrder>`). Iterative,
/// into one vector: the children of an op are pushed in reverse program
/// order, so they pop in program order.
fn region_preorder(ctx: &Context, region: RegionId, out: &mut Vec<OpId>) {
    out.clear();
    let mut stack = Vec::new();
    for &b in ctx.region_blocks(region) {
        for op in ctx.block_ops(b) {
            stack.push(op);
            while let Some(o) = stack.pop() {
                out.push(o);
                let mark = stack.len();
                for &r in ctx.op_regions(o) {
                    for &nb in ctx.region_blocks(r) {
                        stack.extend(ctx.block_ops(nb));
                    }
                }
                stack[mark..].reverse();
            }
        }
    }
}
