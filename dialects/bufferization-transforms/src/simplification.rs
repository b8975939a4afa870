//! `buffer-deallocation-simplification` (upstream's
//! `BufferDeallocationSimplification.cpp`): `bufferization.dealloc` ops
//! simplified with the static aliasing facts of a [`BufferOriginAnalysis`]
//! computed once before the rewrites, beside the dealloc
//! canonicalization patterns, by the greedy driver.

use std::rc::Rc;

use bufferization::{dealloc_canonicalization_patterns, update_dealloc, DeallocOp};
use ir::pass::{OperationPass, PassFailure, PassRun};
use ir::rewrite::{NotConverged, SimplifyRegionLevel};
use ir::{
    apply_patterns_greedily, Context, GreedyConfig, OpId, PatternRewriter, RewritePattern, Value,
};

use crate::analysis::{has_allocate_side_effect, view_base, BufferOriginAnalysis};
use crate::lower_deallocations::bool_const;
use crate::BufferDeallocationSimplificationBase;

/// Whether one of `v1` and `v2` (past their views) is allocated by an op
/// inside the block the other is an argument of
/// (`distinctAllocAndBlockArgument`).
fn distinct_alloc_and_block_argument(ctx: &Context, v1: Value, v2: Value) -> bool {
    let (b1, b2) = (view_base(ctx, v1), view_base(ctx, v2));
    let distinct = |a: Value, b: Value| {
        let Some(op) = ctx.defining_op(a) else {
            return false;
        };
        if !has_allocate_side_effect(ctx, a) {
            return false;
        }
        let Value::Arg { block, .. } = b else {
            return false;
        };
        // `findAncestorOpInBlock`.
        let mut o = op;
        loop {
            if ctx.op_parent_block(o) == Some(block) {
                return true;
            }
            match ctx.op_parent_op(o) {
                Some(p) => o = p,
                None => return false,
            }
        }
    };
    distinct(b1, b2) || distinct(b2, b1)
}

/// Whether `memref` may alias one of `others` (`potentiallyAliasesMemref`).
fn potentially_aliases(
    ctx: &Context,
    a: &BufferOriginAnalysis,
    others: &[Value],
    memref: Value,
) -> bool {
    others.iter().any(|&other| {
        !distinct_alloc_and_block_argument(ctx, other, memref)
            && a.is_same_allocation(ctx, other, memref) != Some(false)
    })
}

/// `RemoveDeallocMemrefsContainedInRetained::handleOneMemref`: when
/// `memref` surely is one of the retained memrefs (and none is unknown),
/// their updated conditions take `cond` in a disjunction instead.
fn handle_one_memref(
    a: &BufferOriginAnalysis,
    d: DeallocOp,
    memref: Value,
    cond: Value,
    rw: &mut PatternRewriter<'_>,
) -> bool {
    let op = d.operation();
    rw.set_insertion_point_after(op);
    let retained = d.retained(rw);
    let mut at_least_one = false;
    for &r in &retained {
        match a.is_same_allocation(rw, r, memref) {
            None => return false,
            Some(true) => at_least_one = true,
            Some(false) => {}
        }
    }
    if !at_least_one {
        return false;
    }
    let loc = rw.op_loc(op);
    for (i, &r) in retained.iter().enumerate() {
        let updated = d.updated_conditions(rw)[i];
        if a.is_same_allocation(rw, r, memref) == Some(true) {
            let ty = rw.i1();
            let disjunction = arith::OrIOp::build(rw, loc, ty, updated, cond);
            let (new_op, new_value) = (disjunction.operation(), disjunction.result(rw));
            // `replaceAllUsesExcept`.
            let uses: Vec<(OpId, usize)> = rw
                .uses(updated)
                .filter(|u| u.op != new_op)
                .map(|u| (u.op, u.index as usize))
                .collect();
            for (user, index) in uses {
                rw.modify_op_in_place(user, |ctx| {
                    let _ = ctx.set_operand(user, index, new_value);
                });
            }
        }
    }
    true
}

/// `RemoveDeallocMemrefsContainedInRetained`.
fn remove_dealloc_memrefs_contained_in_retained(
    a: &BufferOriginAnalysis,
    op: OpId,
    rw: &mut PatternRewriter<'_>,
) -> bool {
    let Some(d) = DeallocOp::cast(rw, op) else {
        return false;
    };
    let retained = d.retained(rw);
    let mut unique = retained.clone();
    unique.sort();
    unique.dedup();
    if unique.len() != retained.len() {
        return false;
    }
    let (mut memrefs, mut conditions) = (Vec::new(), Vec::new());
    for (memref, cond) in d.memrefs(rw).into_iter().zip(d.conditions(rw)) {
        if handle_one_memref(a, d, memref, cond, rw) {
            continue;
        }
        let source = rw
            .defining_op(memref)
            .filter(|&o| memref::ExtractStridedMetadataOp::cast(rw, o).is_some())
            .map(|o| rw.operand(o, 0));
        if let Some(source) = source {
            if handle_one_memref(a, d, source, cond, rw) {
                continue;
            }
        }
        memrefs.push(memref);
        conditions.push(cond);
    }
    update_dealloc(rw, d, &memrefs, &conditions)
}

/// `RemoveRetainedMemrefsGuaranteedToNotAlias`.
fn remove_retained_memrefs_guaranteed_to_not_alias(
    a: &BufferOriginAnalysis,
    op: OpId,
    rw: &mut PatternRewriter<'_>,
) -> bool {
    let Some(d) = DeallocOp::cast(rw, op) else {
        return false;
    };
    let loc = rw.op_loc(op);
    let (memrefs, conditions, retained) = (d.memrefs(rw), d.conditions(rw), d.retained(rw));
    rw.set_insertion_point_before(op);
    let mut kept = Vec::new();
    let mut replacements: Vec<Option<Value>> = Vec::new();
    for &r in &retained {
        if potentially_aliases(rw, a, &memrefs, r) {
            kept.push(r);
            replacements.push(None);
            continue;
        }
        replacements.push(Some(bool_const(rw, loc, false)));
    }
    if kept.len() == retained.len() {
        return false;
    }
    let types = vec![rw.i1(); kept.len()];
    let new = DeallocOp::build(rw, loc, &types, &memrefs, &conditions, &kept);
    let mut updated = new.updated_conditions(rw).into_iter();
    let values: Vec<Value> = replacements
        .into_iter()
        .filter_map(|r| r.or_else(|| updated.next()))
        .collect();
    rw.replace_op(op, &values).is_ok()
}

/// `SplitDeallocWhenNotAliasingAnyOther`.
fn split_dealloc_when_not_aliasing_any_other(
    a: &BufferOriginAnalysis,
    op: OpId,
    rw: &mut PatternRewriter<'_>,
) -> bool {
    let Some(d) = DeallocOp::cast(rw, op) else {
        return false;
    };
    let loc = rw.op_loc(op);
    let (memrefs, conditions, retained) = (d.memrefs(rw), d.conditions(rw), d.retained(rw));
    if memrefs.len() <= 1 {
        return false;
    }
    rw.set_insertion_point_before(op);
    let types = vec![rw.i1(); retained.len()];
    let (mut remaining_memrefs, mut remaining_conditions) = (Vec::new(), Vec::new());
    let mut updated_conditions: Vec<Vec<Value>> = Vec::new();
    for (i, (&memref, &cond)) in memrefs.iter().zip(&conditions).enumerate() {
        let mut others = memrefs.clone();
        others.remove(i);
        if potentially_aliases(rw, a, &others, memref) {
            remaining_memrefs.push(memref);
            remaining_conditions.push(cond);
            continue;
        }
        let new = DeallocOp::build(rw, loc, &types, &[memref], &[cond], &retained);
        updated_conditions.push(new.updated_conditions(rw));
    }
    if remaining_memrefs.len() == memrefs.len() {
        return false;
    }
    let new = DeallocOp::build(
        rw,
        loc,
        &types,
        &remaining_memrefs,
        &remaining_conditions,
        &retained,
    );
    let mut replacements = new.updated_conditions(rw);
    for additional in updated_conditions {
        for (r, c) in replacements.iter_mut().zip(additional) {
            let ty = rw.i1();
            *r = arith::OrIOp::build(rw, loc, ty, *r, c).result(rw);
        }
    }
    rw.replace_op(op, &replacements).is_ok()
}

/// Whether `v` is a constant `true` (`m_One()` on an `i1`).
fn is_constant_true(ctx: &Context, v: Value) -> bool {
    ctx.defining_op(v)
        .and_then(|d| ctx.constant_value(d))
        .and_then(|a| ctx.as_integer(a))
        .is_some_and(|x| x & 1 == 1)
}

/// `RetainedMemrefAliasingAlwaysDeallocatedMemref`.
fn retained_memref_aliasing_always_deallocated_memref(
    a: &BufferOriginAnalysis,
    op: OpId,
    rw: &mut PatternRewriter<'_>,
) -> bool {
    let Some(d) = DeallocOp::cast(rw, op) else {
        return false;
    };
    let retained = d.retained(rw);
    let results = d.updated_conditions(rw);
    let mut aliases_const_true = vec![false; retained.len()];
    let (mut memrefs, mut conditions) = (Vec::new(), Vec::new());
    for (memref, cond) in d.memrefs(rw).into_iter().zip(d.conditions(rw)) {
        let mut can_drop = false;
        for (i, (&r, &res)) in retained.iter().zip(&results).enumerate() {
            if !is_constant_true(rw, cond) {
                continue;
            }
            if a.is_same_allocation(rw, r, memref) == Some(true) {
                rw.replace_all_uses_with(res, cond);
                aliases_const_true[i] = true;
                can_drop = true;
                continue;
            }
            let source = rw
                .defining_op(memref)
                .filter(|&o| memref::ExtractStridedMetadataOp::cast(rw, o).is_some())
                .map(|o| rw.operand(o, 0));
            let Some(source) = source else {
                continue;
            };
            if a.is_same_allocation(rw, r, source) == Some(true) {
                rw.replace_all_uses_with(res, cond);
                aliases_const_true[i] = true;
                can_drop = true;
            }
        }
        if !can_drop {
            memrefs.push(memref);
            conditions.push(cond);
        }
    }
    if !aliases_const_true.iter().all(|&x| x) {
        return false;
    }
    update_dealloc(rw, d, &memrefs, &conditions)
}

/// A pattern over the shared analysis.
type AnalysisPattern = fn(&BufferOriginAnalysis, OpId, &mut PatternRewriter<'_>) -> bool;

/// A `bufferization.dealloc` pattern reading the shared analysis.
struct AnalysisRewrite {
    name: &'static str,
    rewrite: AnalysisPattern,
    analysis: Rc<BufferOriginAnalysis>,
}

impl RewritePattern for AnalysisRewrite {
    fn root(&self) -> Option<&str> {
        Some(DeallocOp::OPERATION_NAME)
    }

    fn name(&self) -> &str {
        self.name
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        (self.rewrite)(&self.analysis, op, rw)
    }
}

/// Simplifies the `bufferization.dealloc` ops in `op` (the pass's body).
/// Fails when the greedy driver does not converge.
pub fn simplify_deallocations(ctx: &mut Context, op: OpId) -> Result<(), NotConverged> {
    let analysis = Rc::new(BufferOriginAnalysis::new(ctx, op));
    let mut patterns: Vec<Box<dyn RewritePattern>> = Vec::new();
    let own: [(&'static str, AnalysisPattern); 4] = [
        (
            "RemoveDeallocMemrefsContainedInRetained",
            remove_dealloc_memrefs_contained_in_retained,
        ),
        (
            "RemoveRetainedMemrefsGuaranteedToNotAlias",
            remove_retained_memrefs_guaranteed_to_not_alias,
        ),
        (
            "SplitDeallocWhenNotAliasingAnyOther",
            split_dealloc_when_not_aliasing_any_other,
        ),
        (
            "RetainedMemrefAliasingAlwaysDeallocatedMemref",
            retained_memref_aliasing_always_deallocated_memref,
        ),
    ];
    for (name, rewrite) in own {
        patterns.push(Box::new(AnalysisRewrite {
            name,
            rewrite,
            analysis: Rc::clone(&analysis),
        }));
    }
    patterns.extend(dealloc_canonicalization_patterns());
    let config = GreedyConfig {
        region_simplification: SimplifyRegionLevel::Normal,
        ..GreedyConfig::default()
    };
    apply_patterns_greedily(ctx, op, &patterns, config).map(|_| ())
}

/// The `buffer-deallocation-simplification` pass.
#[derive(Clone, Debug, Default)]
pub struct BufferDeallocationSimplification {
    base: BufferDeallocationSimplificationBase,
}

/// Creates the `buffer-deallocation-simplification` pass (upstream's
/// `createBufferDeallocationSimplificationPass`).
pub fn create_buffer_deallocation_simplification_pass() -> Box<dyn ir::pass::Pass> {
    Box::new(BufferDeallocationSimplification::default())
}

impl OperationPass for BufferDeallocationSimplification {
    type Declaration = BufferDeallocationSimplificationBase;
    fn declaration(&self) -> &BufferDeallocationSimplificationBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut BufferDeallocationSimplificationBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let op = run.op();
        simplify_deallocations(run.ctx(), op).map_err(|_| PassFailure)
    }
}
