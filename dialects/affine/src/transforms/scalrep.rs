//! The `affine-scalrep` pass (upstream `AffineScalarReplacement.cpp`) and
//! `affineScalarReplace` of `Affine/Utils/Utils.cpp`: store-to-load
//! forwarding, removal of stores overwritten before any read, removal of
//! memrefs left with stores only, and redundant load elimination, each
//! proven by the dependence analysis (`hasNoInterveningEffect`).

use std::collections::HashSet;

use ir::interfaces::effects::MemoryEffect;
use ir::interfaces::side_effects::{has_recursive_memory_effects, op_memory_effects};
use ir::pass::{OperationPass, PassFailure, PassRun};
use ir::transforms::alias_analysis::alias;
use ir::transforms::dominance::DominanceInfo;
use ir::{BlockId, Context, Operation, Value};

use super::loop_utils::{difference, ValueMap};
use crate::analysis::dependence::{
    ancestor_in_block, check_memref_access_dependence, is_before_in_block, DependenceResult,
    MemRefAccess,
};
use crate::analysis::index_set::affine_ivs;
use crate::analysis::parallelism::has_single_effect;
use crate::scope::get_affine_scope;
use crate::AffineScalarReplacementBase;

/// The `affine-scalrep` pass.
#[derive(Clone, Debug, Default)]
pub struct AffineScalarReplacement {
    base: AffineScalarReplacementBase,
}

/// Creates the `affine-scalrep` pass (upstream's
/// `createAffineScalarReplacementPass`).
pub fn create_affine_scalar_replacement_pass() -> Box<dyn ir::pass::Pass> {
    Box::new(AffineScalarReplacement::default())
}

impl OperationPass for AffineScalarReplacement {
    type Declaration = AffineScalarReplacementBase;
    fn declaration(&self) -> &AffineScalarReplacementBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut AffineScalarReplacementBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let func = run.op();
        affine_scalar_replace(run.ctx(), func);
        Ok(())
    }
}

/// Whether two accesses touch the same element in every iteration: same
/// memref, and the difference of their composed access maps is zero
/// (upstream's `MemRefAccess::operator==`).
pub fn same_access(ctx: &mut Context, a: &MemRefAccess, b: &MemRefAccess) -> bool {
    if a.memref != b.memref {
        return false;
    }
    let (am, ao) = a.access_map(ctx);
    let (bm, bo) = b.access_map(ctx);
    let diff = difference(
        ctx,
        &ValueMap {
            map: am,
            operands: ao,
        },
        &ValueMap {
            map: bm,
            operands: bo,
        },
    );
    let results = ctx.affine_map_data(diff.map).results.clone();
    results
        .iter()
        .all(|&e| ctx.affine_constant_value(e) == Some(0))
}

/// The number of loops around both ops (upstream's
/// `getNumCommonSurroundingLoops`).
pub fn num_common_surrounding_loops(ctx: &Context, a: Operation, b: Operation) -> usize {
    let (x, y) = (affine_ivs(ctx, a), affine_ivs(ctx, b));
    x.iter().zip(&y).take_while(|(p, q)| p == q).count()
}

/// Whether `dst` depends on `src` within the innermost loop around both
/// (upstream's `mustReachAtInnermost`).
fn must_reach_at_innermost(ctx: &mut Context, src: &MemRefAccess, dst: &MemRefAccess) -> bool {
    if get_affine_scope(ctx, src.op) != get_affine_scope(ctx, dst.op) {
        return false;
    }
    let n = num_common_surrounding_loops(ctx, src.op, dst.op);
    check_memref_access_dependence(ctx, src, dst, n + 1, None, false)
        == DependenceResult::HasDependence
}

/// Whether `src` may affect `dst` within the outermost `min_loops` loops
/// around them (upstream's `mayHaveEffect`).
fn may_have_effect(ctx: &mut Context, src: Operation, dst: Operation, min_loops: usize) -> bool {
    let (Some(s), Some(d)) = (MemRefAccess::new(ctx, src), MemRefAccess::new(ctx, dst)) else {
        return true;
    };
    if s.memref != d.memref || get_affine_scope(ctx, src) != get_affine_scope(ctx, dst) {
        return true;
    }
    let n = num_common_surrounding_loops(ctx, src, dst);
    let mut depth = n + 1;
    while depth > min_loops {
        let r = check_memref_access_dependence(ctx, &s, &d, depth, None, false);
        if r != DependenceResult::NoDependence {
            return true;
        }
        depth -= 1;
    }
    false
}

/// The search of `hasNoInterveningEffect`.
struct EffectSearch {
    start: Operation,
    mem_op: Operation,
    memref: Value,
    kind: MemoryEffect,
    found: bool,
}

impl EffectSearch {
    /// Upstream's `checkOperation`: whether `op` (or an op nested in it)
    /// may have the effect on the memref.
    fn check(&mut self, ctx: &mut Context, op: Operation) {
        let mut stack = vec![op];
        while let Some(op) = stack.pop() {
            if self.found {
                return;
            }
            if let Some(effects) = op_memory_effects(ctx, op) {
                let may = effects.iter().any(|e| {
                    e.effect() == self.kind
                        && match e.value() {
                            Some(v) => v == self.memref || !alias(ctx, v, self.memref).is_no(),
                            None => true,
                        }
                });
                if !may {
                    continue;
                }
                if MemRefAccess::new(ctx, op).is_some() {
                    let min = num_common_surrounding_loops(ctx, self.start, self.mem_op);
                    if may_have_effect(ctx, op, self.mem_op, min) {
                        self.found = true;
                    }
                    continue;
                }
                self.found = true;
                return;
            }
            if has_recursive_memory_effects(ctx, op) {
                // Nested ops in order: pushed in reverse.
                let mut nested = Vec::new();
                for &r in ctx.op_regions(op) {
                    for &b in ctx.region_blocks(r) {
                        nested.extend(ctx.block_ops(b));
                    }
                }
                stack.extend(nested.into_iter().rev());
                continue;
            }
            self.found = true;
            return;
        }
    }

    /// Upstream's `recur`: every op on a path from `from` to `until`.
    fn recur(&mut self, ctx: &mut Context, from: Operation, until: Operation) {
        // Climbs from `until` to `from`'s region, checking each enclosing op
        // whole on the way (upstream's `until` helper).
        let mut chain = Vec::new();
        let mut to = until;
        let from_region = ctx.op_parent_region(from);
        while ctx.op_parent_region(to) != from_region {
            let Some(parent) = ctx.op_parent_op(to) else {
                self.found = true;
                return;
            };
            chain.push(parent);
            to = parent;
        }
        self.same_region(ctx, from, to);
        for parent in chain.into_iter().rev() {
            self.check(ctx, parent);
        }
    }

    /// The ops after `from` up to `until` in one region, following the
    /// control flow.
    fn same_region(&mut self, ctx: &mut Context, from: Operation, until: Operation) {
        let mut todo: Vec<BlockId> = Vec::new();
        let mut cur = ctx.next_op(from);
        while let Some(o) = cur.filter(|&o| o != until) {
            self.check(ctx, o);
            cur = ctx.next_op(o);
        }
        let from_block = ctx.op_parent_block(from);
        if ctx.op_parent_block(until) != from_block {
            if let Some(t) = from_block.and_then(|b| ctx.block_last_op(b)) {
                todo.extend(ctx.successors(t).iter().copied());
            }
        }
        let mut done = HashSet::new();
        while let Some(blk) = todo.pop() {
            if !done.insert(blk) {
                continue;
            }
            let ops: Vec<Operation> = ctx.block_ops(blk).collect();
            let last = ops.last().copied();
            for op in ops {
                if op == until {
                    break;
                }
                self.check(ctx, op);
                if Some(op) == last {
                    todo.extend(ctx.successors(op).iter().copied());
                }
            }
        }
    }
}

/// Whether no op on the paths from `start` to `mem_op` may have effect
/// `kind` on `mem_op`'s memref (upstream's `hasNoInterveningEffect`).
pub fn has_no_intervening_effect(
    ctx: &mut Context,
    kind: MemoryEffect,
    start: Operation,
    mem_op: Operation,
) -> bool {
    let Some(memref) = MemRefAccess::new(ctx, mem_op).map(|a| a.memref) else {
        return false;
    };
    let mut s = EffectSearch {
        start,
        mem_op,
        memref,
        kind,
        found: false,
    };
    s.recur(ctx, start, mem_op);
    !s.found
}

/// Whether `a` dominates `b` (MLIR's `DominanceInfo::dominates` of ops:
/// itself, an enclosing op, an earlier op of the block, or an op of a
/// dominating block).
fn op_dominates(ctx: &Context, dom: &mut DominanceInfo, a: Operation, b: Operation) -> bool {
    if a == b {
        return true;
    }
    let Some(region) = ctx.op_parent_region(a) else {
        return false;
    };
    let mut b = b;
    while ctx.op_parent_region(b) != Some(region) {
        match ctx.op_parent_op(b) {
            Some(p) => b = p,
            None => return false,
        }
    }
    if a == b {
        return true;
    }
    let (ab, bb) = (ctx.op_parent_block(a), ctx.op_parent_block(b));
    match (ab, bb) {
        (Some(x), Some(y)) if x == y => is_before_in_block(ctx, a, b),
        (Some(x), Some(y)) => dom.properly_dominates(ctx, x, y),
        _ => false,
    }
}

/// Whether `a` post-dominates `b`, two ops of one region: `a` is `b`, or
/// follows it in its block. Across blocks this answers no, which keeps
/// stores upstream's post-dominator tree may prove dead.
fn op_post_dominates(ctx: &Context, a: Operation, b: Operation) -> bool {
    if a == b {
        return true;
    }
    let Some(block) = ctx.op_parent_block(a) else {
        return false;
    };
    match ancestor_in_block(ctx, block, b) {
        Some(b) if b == a => true,
        Some(b) => is_before_in_block(ctx, b, a),
        None => false,
    }
}

/// The users of `v`, most recent use first (MLIR's use-list order), each
/// once.
fn users(ctx: &Context, v: Value) -> Vec<Operation> {
    let mut seen = HashSet::new();
    ctx.uses(v)
        .map(|u| u.op)
        .filter(|&o| seen.insert(o))
        .collect()
}

/// The value an access reads (a load's result).
fn loaded_value(ctx: &Context, op: Operation) -> Value {
    ctx.result(op, 0)
}

/// Upstream's `forwardStoreToLoad`.
fn forward_store_to_load(
    ctx: &mut Context,
    dom: &mut DominanceInfo,
    load: &MemRefAccess,
    to_erase: &mut Vec<Operation>,
    memrefs: &mut Vec<Value>,
) {
    let mut last_write = None;
    for user in users(ctx, load.memref) {
        let Some(store) = MemRefAccess::new(ctx, user).filter(|a| a.is_write) else {
            continue;
        };
        if !same_access(ctx, &store, load) || !op_dominates(ctx, dom, user, load.op) {
            continue;
        }
        if ctx.op_parent_block(user) != ctx.op_parent_block(load.op)
            && !must_reach_at_innermost(ctx, &store, load)
        {
            continue;
        }
        if !has_no_intervening_effect(ctx, MemoryEffect::Write, user, load.op) {
            continue;
        }
        last_write = Some(user);
    }
    let Some(store) = last_write else {
        return;
    };
    let stored = ctx.operand(store, 0);
    let loaded = loaded_value(ctx, load.op);
    if ctx.value_type(stored) != ctx.value_type(loaded) {
        return;
    }
    ctx.replace_all_uses_with(loaded, stored);
    if !memrefs.contains(&load.memref) {
        memrefs.push(load.memref);
    }
    to_erase.push(load.op);
}

/// Upstream's `findUnusedStore`.
fn find_unused_store(ctx: &mut Context, write_a: &MemRefAccess, to_erase: &mut Vec<Operation>) {
    for user in users(ctx, write_a.memref) {
        let Some(write_b) = MemRefAccess::new(ctx, user).filter(|a| a.is_write) else {
            continue;
        };
        if user == write_a.op || ctx.op_parent_region(user) != ctx.op_parent_region(write_a.op) {
            continue;
        }
        if !same_access(ctx, &write_b, write_a) || !op_post_dominates(ctx, user, write_a.op) {
            continue;
        }
        if !has_no_intervening_effect(ctx, MemoryEffect::Read, write_a.op, user) {
            continue;
        }
        to_erase.push(write_a.op);
        break;
    }
}

/// Upstream's `loadCSE`.
fn load_cse(
    ctx: &mut Context,
    dom: &mut DominanceInfo,
    load_a: &MemRefAccess,
    to_erase: &mut Vec<Operation>,
) {
    let mut candidates = Vec::new();
    for user in users(ctx, load_a.memref) {
        let Some(load_b) = MemRefAccess::new(ctx, user).filter(|a| !a.is_write) else {
            continue;
        };
        if user == load_a.op || !same_access(ctx, &load_b, load_a) {
            continue;
        }
        if !op_dominates(ctx, dom, user, load_a.op)
            || !has_no_intervening_effect(ctx, MemoryEffect::Write, user, load_a.op)
        {
            continue;
        }
        let (vb, va) = (loaded_value(ctx, user), loaded_value(ctx, load_a.op));
        if ctx.value_type(vb) != ctx.value_type(va) {
            continue;
        }
        candidates.push(user);
    }
    let chosen = candidates.iter().copied().find(|&option| {
        candidates
            .iter()
            .all(|&other| other == option || op_dominates(ctx, dom, option, other))
    });
    if let Some(b) = chosen {
        let (vb, va) = (loaded_value(ctx, b), loaded_value(ctx, load_a.op));
        ctx.replace_all_uses_with(va, vb);
        to_erase.push(load_a.op);
    }
}

/// The accesses nested in `root`, reads or writes, in walk order.
fn accesses(ctx: &Context, root: Operation, writes: bool) -> Vec<MemRefAccess> {
    ctx.walk_postorder(root)
        .into_iter()
        .filter_map(|o| MemRefAccess::new(ctx, o))
        .filter(|a| a.is_write == writes)
        .collect()
}

fn erase_all(ctx: &mut Context, ops: &mut Vec<Operation>) {
    for op in ops.drain(..) {
        let _ = ctx.erase_op(op);
    }
}

/// Store-to-load forwarding, dead store removal, dead memref removal and
/// redundant load elimination over `func` (upstream's
/// `affineScalarReplace`).
pub fn affine_scalar_replace(ctx: &mut Context, func: Operation) {
    let mut dom = DominanceInfo::new();
    let mut to_erase = Vec::new();
    let mut memrefs = Vec::new();
    for load in accesses(ctx, func, false) {
        forward_store_to_load(ctx, &mut dom, &load, &mut to_erase, &mut memrefs);
    }
    erase_all(ctx, &mut to_erase);
    for store in accesses(ctx, func, true) {
        find_unused_store(ctx, &store, &mut to_erase);
    }
    erase_all(ctx, &mut to_erase);
    for memref in memrefs {
        let Some(def) = ctx.defining_op(memref) else {
            continue;
        };
        if !has_single_effect(ctx, def, Some(memref), MemoryEffect::Allocate) {
            continue;
        }
        let us = users(ctx, memref);
        let removable = us.iter().all(|&u| {
            MemRefAccess::new(ctx, u).is_some_and(|a| a.is_write)
                || has_single_effect(ctx, u, Some(memref), MemoryEffect::Free)
        });
        if !removable {
            continue;
        }
        for u in us {
            let _ = ctx.erase_op(u);
        }
        let _ = ctx.erase_op(def);
    }
    // Fresh dominance: ops were erased.
    let mut dom = DominanceInfo::new();
    for load in accesses(ctx, func, false) {
        load_cse(ctx, &mut dom, &load, &mut to_erase);
    }
    erase_all(ctx, &mut to_erase);
}
