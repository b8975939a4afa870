//! `inline` (MLIR's `Transforms/InlinerPass.cpp` and
//! `Transforms/Utils/Inliner.cpp`): the calls of each strongly connected
//! component of the call graph, callees first, are inlined where legal and
//! profitable, each callable optimized by a pipeline before; callables
//! left without uses are erased. A call graph node's symbol uses are
//! counted ([`UseList`]) so the last call of a discardable callable moves
//! its body instead of copying it.

use std::rc::Rc;

use super::call_graph::{CallGraph, CallGraphNode, EdgeKind};
use super::inlining::inline_call;
use super::{create_canonicalizer, InlinerBase};
use crate::core::attrs::Attribute;
use crate::core::context::Context;
use crate::core::registry::OpTrait;
use crate::core::storage::{BlockId, OpId, RegionId};
use crate::interfaces::side_effects::is_memory_effect_free;
use crate::interfaces::symbols::{
    all_symbol_uses, can_discard_on_use_empty, is_symbol, symbol_visibility, walk_symbol_tables,
    SymbolTableCollection,
};
use crate::interfaces::types::{Callee, Visibility};
use crate::interfaces::{CallOpInterfaceRef, CallableOpInterfaceRef};
use crate::pass::{
    add_pipeline_text, Nesting, OpPassManager, OperationPass, OptionContext, PassDeclaration,
    PassFailure, PassRegistry, PassRun,
};
use crate::support::intern::{FxHashMap, FxHashSet};

/// The pipeline optimizing callables without one of their own.
#[derive(Clone, Debug, Default)]
enum DefaultPipeline {
    /// `canonicalize` (a pass created directly).
    #[default]
    Canonicalize,
    /// `default-pipeline=...`, parsed for each callable op name when first
    /// needed (its errors written then, as upstream's).
    Text {
        text: String,
        registry: Rc<PassRegistry>,
        program: String,
    },
    /// `default-pipeline=` (empty): callables are not optimized.
    None,
}

/// The `inline` pass.
#[derive(Clone, Debug, Default)]
pub struct Inliner {
    base: InlinerBase,
    default_pipeline: DefaultPipeline,
}

/// A call and the nodes it goes from and to.
#[derive(Clone, Copy, Debug)]
struct ResolvedCall {
    call: OpId,
    source: CallGraphNode,
    target: CallGraphNode,
}

/// The callable nodes one node's symbol references reach.
#[derive(Debug, Default)]
struct CgUser {
    /// Referenced by the callable op itself (counted once).
    top_level: FxHashSet<CallGraphNode>,
    /// Referenced by ops nested in it, with the count.
    inner: FxHashMap<CallGraphNode, i64>,
}

/// The symbol uses of the discardable callables (`CGUseList`): a
/// callable symbol nobody outside can see is dead when its count drops to
/// zero.
#[derive(Debug, Default)]
struct UseList {
    discardable: FxHashMap<CallGraphNode, i64>,
    node_uses: FxHashMap<CallGraphNode, CgUser>,
}

/// Calls `f` with the callable node of each symbol `op` and its nested
/// ops refer to, and the op holding the reference
/// (`walkReferencedSymbolNodes`); `resolved` caches the lookups.
fn walk_referenced_nodes(
    ctx: &Context,
    op: OpId,
    cg: &CallGraph,
    tables: &SymbolTableCollection,
    resolved: &mut FxHashMap<Attribute, Option<CallGraphNode>>,
    f: &mut dyn FnMut(CallGraphNode, OpId),
) {
    let Some(uses) = all_symbol_uses(ctx, op) else {
        return;
    };
    let table = ctx.op_parent_op(op);
    for u in uses {
        let node = *resolved.entry(u.symbol_ref).or_insert_with(|| {
            let found =
                table.and_then(|t| tables.lookup_nearest_symbol_from(ctx, t, u.symbol_ref))?;
            let region = CallableOpInterfaceRef::get(ctx, found)?.get_callable_region(ctx)?;
            cg.lookup_node(region)
        });
        if let Some(node) = node {
            f(node, u.user);
        }
    }
}

/// The op owning a callable node's region.
fn node_op(ctx: &Context, cg: &CallGraph, node: CallGraphNode) -> Option<OpId> {
    ctx.region_parent_op(cg.callable_region(node)?)
}

/// The number of uses of `op`'s results.
fn op_use_count(ctx: &Context, op: OpId) -> usize {
    (0..ctx.num_results(op))
        .map(|i| ctx.num_uses(ctx.result(op, i)))
        .sum()
}

impl UseList {
    fn new(ctx: &Context, op: OpId, cg: &CallGraph, tables: &SymbolTableCollection) -> Self {
        let mut list = UseList::default();
        let mut always_live: FxHashMap<Attribute, Option<CallGraphNode>> = FxHashMap::default();
        let visible = ctx.op_parent_block(op).is_none();
        walk_symbol_tables(ctx, op, visible, &mut |table, all_visible| {
            let Some(&region) = ctx.op_regions(table).first() else {
                return;
            };
            for &b in ctx.region_blocks(region) {
                for o in ctx.block_ops(b) {
                    let node = CallableOpInterfaceRef::get(ctx, o)
                        .and_then(|c| c.get_callable_region(ctx))
                        .and_then(|r| cg.lookup_node(r));
                    if let Some(node) = node {
                        let private = symbol_visibility(ctx, o) == Visibility::Private;
                        if is_symbol(ctx, o)
                            && (all_visible || private)
                            && can_discard_on_use_empty(ctx, o)
                        {
                            list.discardable.entry(node).or_insert(0);
                        }
                        continue;
                    }
                    walk_referenced_nodes(ctx, o, cg, tables, &mut always_live, &mut |_, _| {});
                }
            }
        });
        for node in always_live.values().flatten() {
            list.discardable.remove(node);
        }
        for node in cg.nodes() {
            list.recompute_uses(ctx, node, cg, tables);
        }
        list
    }

    fn decrement(&mut self, uses: &CgUser) {
        for &n in &uses.top_level {
            *self.discardable.entry(n).or_insert(0) -= 1;
        }
        for (&n, &c) in &uses.inner {
            *self.discardable.entry(n).or_insert(0) -= c;
        }
    }

    /// Recounts the references held by `node` (`recomputeUses`).
    fn recompute_uses(
        &mut self,
        ctx: &Context,
        node: CallGraphNode,
        cg: &CallGraph,
        tables: &SymbolTableCollection,
    ) {
        let old = self.node_uses.remove(&node).unwrap_or_default();
        self.decrement(&old);
        let Some(parent) = node_op(ctx, cg, node) else {
            self.node_uses.insert(node, CgUser::default());
            return;
        };
        let mut uses = CgUser::default();
        let mut resolved = FxHashMap::default();
        let discardable = &mut self.discardable;
        walk_referenced_nodes(ctx, parent, cg, tables, &mut resolved, &mut |r, user| {
            let Some(count) = discardable.get_mut(&r) else {
                return;
            };
            if user != parent {
                *uses.inner.entry(r).or_insert(0) += 1;
            } else if !uses.top_level.insert(r) {
                return;
            }
            *count += 1;
        });
        self.node_uses.insert(node, uses);
    }

    /// Drops the references of `call`, inside `user` (`dropCallUses`).
    fn drop_call_uses(
        &mut self,
        ctx: &Context,
        user: CallGraphNode,
        call: OpId,
        cg: &CallGraph,
        tables: &SymbolTableCollection,
    ) {
        let refs = &mut self.node_uses.entry(user).or_default().inner;
        let discardable = &mut self.discardable;
        let mut resolved = FxHashMap::default();
        walk_referenced_nodes(ctx, call, cg, tables, &mut resolved, &mut |n, _| {
            if let Some(c) = refs.get_mut(&n) {
                *c -= 1;
                *discardable.entry(n).or_insert(0) -= 1;
            }
        });
    }

    /// Forgets `node` and the callables nested in it (`eraseNode`),
    /// nested ones first.
    fn erase_node(&mut self, cg: &CallGraph, node: CallGraphNode) {
        let mut order = Vec::new();
        let mut stack = vec![(node, false)];
        while let Some((n, expanded)) = stack.pop() {
            if expanded {
                order.push(n);
                continue;
            }
            stack.push((n, true));
            let children: Vec<_> = cg
                .edges(n)
                .iter()
                .filter(|e| e.kind == EdgeKind::Child)
                .map(|e| e.target)
                .collect();
            stack.extend(children.into_iter().rev().map(|c| (c, false)));
        }
        for n in order {
            if let Some(uses) = self.node_uses.remove(&n) {
                self.decrement(&uses);
            }
            self.discardable.remove(&n);
        }
    }

    fn symbol_count(&self, node: CallGraphNode) -> Option<i64> {
        self.discardable.get(&node).copied()
    }

    /// Whether `node` has no uses left and may go (`isDead`).
    fn is_dead(&self, ctx: &Context, cg: &CallGraph, node: CallGraphNode) -> bool {
        let Some(op) = node_op(ctx, cg, node) else {
            return false;
        };
        if !is_symbol(ctx, op) {
            return is_memory_effect_free(ctx, op) && op_use_count(ctx, op) == 0;
        }
        self.symbol_count(node) == Some(0)
    }

    /// Whether `node` has one use left and may go after it
    /// (`hasOneUseAndDiscardable`).
    fn has_one_use_and_discardable(
        &self,
        ctx: &Context,
        cg: &CallGraph,
        node: CallGraphNode,
    ) -> bool {
        let Some(op) = node_op(ctx, cg, node) else {
            return false;
        };
        if !is_symbol(ctx, op) {
            return is_memory_effect_free(ctx, op) && op_use_count(ctx, op) == 1;
        }
        self.symbol_count(node) == Some(1)
    }

    /// Adds the uses `lhs` holds to `rhs`, into which a copy of it was
    /// inlined (`mergeUsesAfterInlining`).
    fn merge_uses_after_inlining(&mut self, lhs: CallGraphNode, rhs: CallGraphNode) {
        let inner: Vec<_> = self
            .node_uses
            .get(&lhs)
            .map(|u| u.inner.iter().map(|(&n, &c)| (n, c)).collect())
            .unwrap_or_default();
        let rhs_uses = self.node_uses.entry(rhs).or_default();
        for &(n, c) in &inner {
            *rhs_uses.inner.entry(n).or_insert(0) += c;
        }
        for (n, c) in inner {
            *self.discardable.entry(n).or_insert(0) += c;
        }
    }
}

/// Collects the calls in `blocks` (nested regions too, except other
/// callables' unless `nested`) that resolve to a callable of the graph
/// (`collectCallOps`): blocks are taken last first, as upstream's
/// worklist does.
fn collect_calls(
    ctx: &Context,
    blocks: &[BlockId],
    source: CallGraphNode,
    cg: &CallGraph,
    tables: &SymbolTableCollection,
    nested: bool,
    calls: &mut Vec<ResolvedCall>,
) {
    let mut work: Vec<(BlockId, CallGraphNode)> = blocks.iter().map(|&b| (b, source)).collect();
    while let Some((block, source)) = work.pop() {
        for op in ctx.block_ops(block) {
            if let Some(call) = CallOpInterfaceRef::get(ctx, op) {
                if let Callee::Symbol(sym) = call.get_callable_for_callee(ctx) {
                    // Nested references are not inlined.
                    if ctx
                        .as_symbol_ref(sym)
                        .is_some_and(|(_, rest)| !rest.is_empty())
                    {
                        continue;
                    }
                }
                let target = cg.resolve_callable(ctx, call, tables);
                if !cg.is_external(target) {
                    calls.push(ResolvedCall {
                        call: op,
                        source,
                        target,
                    });
                }
                continue;
            }
            for &r in ctx.op_regions(op) {
                let inner = cg.lookup_node(r);
                if nested || inner.is_none() {
                    let node = inner.unwrap_or(source);
                    work.extend(ctx.region_blocks(r).iter().map(|&b| (b, node)));
                }
            }
        }
    }
}

/// The closest callable node enclosing `region`.
fn enclosing_node(ctx: &Context, cg: &CallGraph, region: RegionId) -> Option<CallGraphNode> {
    let mut r = Some(region);
    while let Some(region) = r {
        if let Some(n) = cg.lookup_node(region) {
            return Some(n);
        }
        r = ctx
            .region_parent_op(region)
            .and_then(|op| ctx.op_parent_region(op));
    }
    None
}

/// The ops nested in `region`, at any depth.
fn count_ops(ctx: &Context, region: RegionId) -> u32 {
    let mut n = 0u32;
    for &b in ctx.region_blocks(region) {
        for op in ctx.block_ops(b) {
            n = n.wrapping_add(ctx.walk_preorder(op).len() as u32);
        }
    }
    n
}

/// Whether the callee is small enough next to the caller
/// (`isProfitableToInline`): its op count over the caller's, in percent,
/// at most `threshold` (computed in 32 bits, as upstream's).
fn is_profitable(ctx: &Context, cg: &CallGraph, call: &ResolvedCall, threshold: u32) -> bool {
    if threshold == 0 {
        return false;
    }
    if threshold == u32::MAX {
        return true;
    }
    let (Some(caller), Some(callee)) = (
        cg.callable_region(call.source),
        cg.callable_region(call.target),
    ) else {
        return false;
    };
    let caller_ops = count_ops(ctx, caller);
    if caller_ops == 0 {
        return true;
    }
    count_ops(ctx, callee).wrapping_mul(100) / caller_ops <= threshold
}

/// Whether `region` contains (or is) `other`.
fn region_is_ancestor(ctx: &Context, region: RegionId, other: Option<RegionId>) -> bool {
    let mut r = other;
    while let Some(x) = r {
        if x == region {
            return true;
        }
        r = ctx
            .region_parent_op(x)
            .and_then(|op| ctx.op_parent_region(op));
    }
    false
}

/// Whether `call` should be inlined (`shouldInline`).
fn should_inline(ctx: &Context, cg: &CallGraph, call: &ResolvedCall, threshold: u32) -> bool {
    if ctx.op_has_trait(call.call, &OpTrait::IsTerminator) {
        return false;
    }
    if cg
        .edges(call.target)
        .iter()
        .any(|e| e.target == call.target)
    {
        return false;
    }
    let Some(callee) = cg.callable_region(call.target) else {
        return false;
    };
    if region_is_ancestor(ctx, callee, ctx.op_parent_region(call.call)) {
        return false;
    }
    if ctx.region_blocks(callee).len() >= 2 {
        let callable_name = ctx.region_parent_op(callee).map(|o| ctx.op_get_name(o));
        let caller_parent = ctx.op_parent_op(call.call);
        let same =
            callable_name.is_some() && callable_name == caller_parent.map(|o| ctx.op_get_name(o));
        let multi_ok = same
            || caller_parent.is_some_and(|p| !ctx.op_might_have_trait(p, &OpTrait::SingleBlock));
        if !multi_ok {
            return false;
        }
    }
    is_profitable(ctx, cg, call, threshold)
}

/// The inlining of one pass run (`Inliner::Impl` with its interface).
struct Run<'a> {
    cg: &'a CallGraph,
    tables: SymbolTableCollection,
    uses: UseList,
    threshold: u32,
    max_iterations: u32,
    default_pipeline: &'a DefaultPipeline,
    /// Pipelines by callable op name (the `op-pipelines` ones first).
    pipelines: FxHashMap<String, OpPassManager>,
    /// Callables found dead, erased at the end.
    dead: Vec<CallGraphNode>,
}

impl Run<'_> {
    /// Optimizes, then inlines, until nothing is inlined or the iteration
    /// limit (`inlineSCC`).
    fn inline_scc(
        &mut self,
        run: &mut PassRun<'_>,
        scc: &mut Vec<CallGraphNode>,
    ) -> Result<(), PassFailure> {
        let mut iterations = 0u32;
        loop {
            self.optimize_scc(run, scc)?;
            if !self.inline_calls_in_scc(run, scc) {
                break;
            }
            iterations += 1;
            if iterations >= self.max_iterations {
                break;
            }
        }
        Ok(())
    }

    /// Runs the callables' pipelines on the nodes of `scc` that can take
    /// one (`optimizeSCC`), then recounts their uses.
    fn optimize_scc(
        &mut self,
        run: &mut PassRun<'_>,
        scc: &[CallGraphNode],
    ) -> Result<(), PassFailure> {
        let cg = self.cg;
        let visit: Vec<CallGraphNode> = scc
            .iter()
            .copied()
            .filter(|&n| !cg.is_external(n) && !cg.has_children(n))
            .filter(|&n| {
                node_op(run, cg, n)
                    .is_some_and(|op| run.op_has_trait(op, &OpTrait::IsolatedFromAbove))
            })
            .collect();
        for &node in &visit {
            if let Some(op) = node_op(run, cg, node) {
                self.optimize_callable(run, op)?;
            }
        }
        for node in visit {
            self.uses.recompute_uses(run, node, cg, &self.tables);
        }
        Ok(())
    }

    /// Runs the pipeline of `callable`'s op name on it (`optimizeCallable`).
    fn optimize_callable(
        &mut self,
        run: &mut PassRun<'_>,
        callable: OpId,
    ) -> Result<(), PassFailure> {
        let name = run.op_name_of(callable).to_string();
        if !self.pipelines.contains_key(&name) {
            let mut pm = OpPassManager::new(&name, Nesting::Explicit);
            match self.default_pipeline {
                DefaultPipeline::None => return Ok(()),
                DefaultPipeline::Canonicalize => pm.add_pass(create_canonicalizer()),
                DefaultPipeline::Text {
                    ref text,
                    ref registry,
                    ref program,
                } => {
                    let mut cx = OptionContext::new(registry, program);
                    let mut stream = String::new();
                    // Upstream ignores the failure: what was added runs.
                    let _ = add_pipeline_text(text, &mut pm, &mut cx, &mut stream);
                    let mut text = std::mem::take(&mut cx.direct);
                    text.push_str(&stream);
                    if !text.is_empty() {
                        run.emit_text(text);
                    }
                }
            }
            self.pipelines.insert(name.clone(), pm);
        }
        let Some(pm) = self.pipelines.get_mut(&name) else {
            return Ok(());
        };
        run.run_pipeline(pm, callable)
    }

    /// Inlines the calls made in `scc` (`inlineCallsInSCC`); whether any
    /// was.
    fn inline_calls_in_scc(&mut self, run: &mut PassRun<'_>, scc: &mut Vec<CallGraphNode>) -> bool {
        let cg = self.cg;
        let mut dead: Vec<CallGraphNode> = Vec::new();
        let mut calls: Vec<ResolvedCall> = Vec::new();
        for &node in scc.iter() {
            if cg.is_external(node) {
                continue;
            }
            if self.uses.is_dead(run, cg, node) {
                if !dead.contains(&node) {
                    dead.push(node);
                }
            } else if let Some(region) = cg.callable_region(node) {
                let blocks = run.region_blocks(region).to_vec();
                collect_calls(run, &blocks, node, cg, &self.tables, false, &mut calls);
            }
        }
        // Which inlining brought each call in, to stop inlining a callee
        // into the calls its own inlining produced.
        let mut history: Vec<(CallGraphNode, Option<usize>)> = Vec::new();
        let mut call_history: Vec<Option<usize>> = vec![None; calls.len()];
        let mut inlined_any = false;
        let mut i = 0;
        while i < calls.len() {
            let it = calls[i];
            let id = call_history[i];
            i += 1;
            if dead.contains(&it.source) {
                continue;
            }
            let mut h = id;
            let mut in_history = false;
            while let Some(k) = h {
                if history[k].0 == it.target {
                    in_history = true;
                    break;
                }
                h = history[k].1;
            }
            if in_history || !should_inline(run, cg, &it, self.threshold) {
                continue;
            }
            let prev = calls.len();
            let Some(region) = cg.callable_region(it.target) else {
                continue;
            };
            let Some(callable) = run.region_parent_op(region) else {
                continue;
            };
            let in_place = self.uses.has_one_use_and_discardable(run, cg, it.target);
            let tables = &self.tables;
            let mut on_inlined = |ctx: &Context, blocks: &[BlockId]| {
                let node = blocks
                    .first()
                    .and_then(|&b| ctx.block_parent_region(b))
                    .and_then(|r| enclosing_node(ctx, cg, r));
                if let Some(node) = node {
                    collect_calls(ctx, blocks, node, cg, tables, true, &mut calls);
                }
            };
            if !inline_call(run, it.call, callable, region, !in_place, &mut on_inlined) {
                continue;
            }
            inlined_any = true;
            let new_id = history.len();
            history.push((it.target, id));
            call_history.resize(calls.len(), Some(new_id));
            debug_assert!(call_history.len() >= prev);
            self.uses
                .drop_call_uses(run, it.source, it.call, cg, &self.tables);
            self.uses.merge_uses_after_inlining(it.target, it.source);
            // Its results were replaced by the inlined values.
            let _ = run.erase_op(it.call);
            if in_place {
                self.uses.erase_node(cg, it.target);
                if !dead.contains(&it.target) {
                    dead.push(it.target);
                }
            }
        }
        for node in dead {
            scc.retain(|&n| n != node);
            if !self.dead.contains(&node) {
                self.dead.push(node);
            }
        }
        inlined_any
    }
}

impl OperationPass for Inliner {
    type Declaration = InlinerBase;
    fn declaration(&self) -> &InlinerBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut InlinerBase {
        &mut self.base
    }
    fn options_initialized(&mut self, cx: &mut OptionContext<'_>) {
        let text = &self.base.options().default_pipeline_str;
        self.default_pipeline = if text.is_empty() {
            DefaultPipeline::None
        } else {
            DefaultPipeline::Text {
                text: text.clone(),
                registry: Rc::new(cx.registry.clone()),
                program: cx.program.to_string(),
            }
        };
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let op = run.op();
        let cg = run.analysis("CallGraph", |ctx| CallGraph::new(ctx, op));
        if !run.op_has_trait(op, &OpTrait::SymbolTable) {
            let message = format!(
                "'{}' op  was scheduled to run under the inliner, but does not define a symbol table",
                run.op_name_of(op)
            );
            let d = crate::pass::op_error(run, op, &message);
            run.emit(d);
            return Err(PassFailure);
        }
        let options = self.base.options();
        let mut pipelines = FxHashMap::default();
        for pm in &options.op_pipeline_list {
            if !pm.is_empty() {
                pipelines
                    .entry(pm.anchor_name().to_string())
                    .or_insert_with(|| pm.clone());
            }
        }
        let tables = SymbolTableCollection::new();
        let uses = UseList::new(run, op, &cg, &tables);
        let mut state = Run {
            cg: &cg,
            tables,
            uses,
            threshold: options.inlining_threshold,
            max_iterations: options.max_inlining_iterations,
            default_pipeline: &self.default_pipeline,
            pipelines,
            dead: Vec::new(),
        };
        for mut scc in cg.sccs() {
            state.inline_scc(run, &mut scc)?;
        }
        for node in std::mem::take(&mut state.dead) {
            if let Some(op) = node_op(run, &cg, node) {
                if run.is_live(op) {
                    let _ = run.erase_op(op);
                }
            }
        }
        Ok(())
    }
}
