//! The canonicalization patterns of `scf.for`, `scf.if` and
//! `scf.parallel` (upstream `SCF.cpp`), in upstream's order.

use crate::canonicalize_if::{
    CombineIfs, CombineNestedIfs, ConditionPropagation, RemoveEmptyElseBranch,
};
use crate::for_op::{constant_int, constant_trip_count};
use crate::if_op::bool_attr;
use crate::{ForOp, IfOp, ParallelOp, ReduceOp, ReduceReturnOp, YieldOp};
use ir::interfaces::FoldResult;
use ir::{Context, IrMapping, OpId, PatternRewriter, RegionId, RewritePattern, Value};

/// `scf.for`'s patterns.
pub(crate) fn for_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        Box::new(ForOpIterArgsFolder),
        Box::new(SimplifyTrivialLoops),
        crate::tensor_patterns::for_tensor_cast_folder(),
    ]
}

/// `scf.if`'s patterns.
pub(crate) fn if_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        Box::new(CombineIfs),
        Box::new(CombineNestedIfs),
        Box::new(ConditionPropagation),
        Box::new(ConvertTrivialIfToSelect),
        Box::new(RemoveEmptyElseBranch),
        Box::new(RemoveStaticCondition),
        Box::new(RemoveUnusedResults),
        Box::new(ReplaceIfYieldWithConditionOrValue),
    ]
}

/// `scf.while`'s patterns.
pub(crate) fn while_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
    crate::canonicalize_while::while_patterns()
}

/// `scf.parallel`'s patterns.
pub(crate) fn parallel_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
    vec![
        Box::new(ParallelOpSingleOrZeroIterationDimsFolder),
        Box::new(MergeNestedParallelLoops),
    ]
}

/// Inlines the single block of `region` before `op`, its arguments
/// replaced by `args`, and replaces `op` with what the block's terminator
/// returned (upstream's `replaceOpWithRegion`).
fn replace_op_with_region(
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
    region: RegionId,
    args: &[Value],
) -> bool {
    let ctx: &Context = rewriter;
    let Some(block) = ctx.region_entry(region) else {
        return false;
    };
    let (Some(term), Some(parent)) = (ctx.block_last_op(block), ctx.op_parent_block(op)) else {
        return false;
    };
    if rewriter
        .inline_block_before(block, parent, Some(op), args)
        .is_err()
    {
        return false;
    }
    // Read after inlining: yielded block arguments are now `args`.
    let results = rewriter.operands(term);
    rewriter.replace_op(op, &results).is_ok() && rewriter.erase_op(term).is_ok()
}

/// Drops the iteration arguments of an `scf.for` that are yielded
/// unchanged, or unused with their init yielded or their result unused
/// (upstream's `ForOpIterArgsFolder`).
struct ForOpIterArgsFolder;

impl RewritePattern for ForOpIterArgsFolder {
    fn root(&self) -> Option<&str> {
        Some(ForOp::OPERATION_NAME)
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let ctx: &Context = rewriter;
        let Some(for_op) = ForOp::cast(ctx, op) else {
            return false;
        };
        let Some(old_yield) = for_op.yield_op(ctx) else {
            return false;
        };
        let Some(old_block) = for_op.get_body(ctx) else {
            return false;
        };
        let inits = for_op.init_args(ctx);
        let iters = for_op.get_region_iter_args(ctx);
        let results = ctx.results(op);
        let yielded = ctx.operands(old_yield.operation());
        let mut keep = Vec::new();
        let mut transfer: Vec<Option<Value>> = vec![None];
        let mut new_inits = Vec::new();
        let mut new_results: Vec<Option<Value>> = Vec::new();
        for i in 0..results
            .len()
            .min(inits.len())
            .min(iters.len())
            .min(yielded.len())
        {
            let forwarded = iters[i] == yielded[i]
                || (!ctx.has_uses(iters[i])
                    && (inits[i] == yielded[i] || !ctx.has_uses(results[i])));
            keep.push(!forwarded);
            if forwarded {
                transfer.push(Some(inits[i]));
                new_results.push(Some(inits[i]));
            } else {
                new_inits.push(inits[i]);
                transfer.push(None);
                new_results.push(None);
            }
        }
        if keep.iter().all(|&k| k) {
            return false;
        }
        let (loc, lb, ub, step) = (
            ctx.op_loc(op),
            for_op.lower_bound(ctx),
            for_op.upper_bound(ctx),
            for_op.step(ctx),
        );
        let attrs = ctx.attrs(op).to_vec();
        rewriter.set_insertion_point_before(op);
        let new_for = ForOp::build_from_lower_bound_upper_bound_step_iter_args_arg4(
            rewriter, loc, lb, ub, step, &new_inits, None,
        );
        let new_op = new_for.operation();
        rewriter.modify_op_in_place(new_op, |ctx| {
            for (n, a) in attrs {
                // A live op takes any attribute.
                let _ = ctx.set_attr(new_op, n, a);
            }
        });
        let Some(new_block) = new_for.get_body(rewriter) else {
            return false;
        };
        let new_args = rewriter.block_args(new_block);
        transfer[0] = Some(new_args[0]);
        let mut collapsed = 0;
        for i in 0..new_results.len() {
            if transfer[i + 1].is_none() {
                transfer[i + 1] = Some(new_args[1 + collapsed]);
                new_results[i] = Some(rewriter.result(new_op, collapsed));
                collapsed += 1;
            }
        }
        let transfer: Vec<Value> = transfer.into_iter().flatten().collect();
        let new_results: Vec<Value> = new_results.into_iter().flatten().collect();
        if new_inits.is_empty() {
            // The builder made the new body's `scf.yield`: the old one
            // goes.
            let Some(new_yield) = rewriter.block_last_op(new_block) else {
                return false;
            };
            if rewriter
                .inline_block_before(old_block, new_block, Some(new_yield), &transfer)
                .is_err()
            {
                return false;
            }
            let Some(merged) = rewriter.prev_op(new_yield) else {
                return false;
            };
            return rewriter.erase_op(merged).is_ok()
                && rewriter.replace_op(op, &new_results).is_ok();
        }
        if rewriter
            .merge_blocks(old_block, new_block, &transfer)
            .is_err()
        {
            return false;
        }
        let Some(merged) = rewriter.block_last_op(new_block) else {
            return false;
        };
        let operands = rewriter.operands(merged);
        let filtered: Vec<Value> = operands
            .iter()
            .zip(&keep)
            .filter(|(_, &k)| k)
            .map(|(&v, _)| v)
            .collect();
        let yield_loc = rewriter.op_loc(merged);
        rewriter.set_insertion_point_before(merged);
        YieldOp::build(rewriter, yield_loc, &filtered);
        rewriter.erase_op(merged).is_ok() && rewriter.replace_op(op, &new_results).is_ok()
    }
}

/// The constant difference `u - l`: both constants, or `u = l + c`
/// (upstream's `computeConstDiff`).
fn const_diff(ctx: &Context, l: Value, u: Value) -> Option<i64> {
    if let (Some(a), Some(b)) = (constant_int(ctx, l), constant_int(ctx, u)) {
        return Some(b.wrapping_sub(a));
    }
    let add = ctx
        .defining_op(u)
        .and_then(|d| arith::AddIOp::cast(ctx, d))?;
    let (x, y) = (add.lhs(ctx), add.rhs(ctx));
    if x == l {
        if let Some(c) = constant_int(ctx, y) {
            return Some(c);
        }
    }
    if y == l {
        return constant_int(ctx, x);
    }
    None
}

/// Erases loops that do not iterate, inlines single-iteration loops and
/// drops empty loops yielding values from outside (upstream's
/// `SimplifyTrivialLoops`).
struct SimplifyTrivialLoops;

impl RewritePattern for SimplifyTrivialLoops {
    fn root(&self) -> Option<&str> {
        Some(ForOp::OPERATION_NAME)
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let ctx: &Context = rewriter;
        let Some(for_op) = ForOp::cast(ctx, op) else {
            return false;
        };
        let (lb, ub) = (for_op.lower_bound(ctx), for_op.upper_bound(ctx));
        let inits = for_op.init_args(ctx);
        if lb == ub {
            return rewriter.replace_op(op, &inits).is_ok();
        }
        let Some(diff) = const_diff(ctx, lb, ub) else {
            return false;
        };
        if diff <= 0 {
            return rewriter.replace_op(op, &inits).is_ok();
        }
        let Some(step) = for_op.get_constant_step(ctx) else {
            return false;
        };
        if step >= diff {
            let mut args = vec![lb];
            args.extend(inits);
            let region = for_op.region(ctx);
            return replace_op_with_region(rewriter, op, region, &args);
        }
        let Some(block) = for_op.get_body(ctx) else {
            return false;
        };
        if ctx.block_len(block) != 1 {
            return false;
        }
        let Some(y) = for_op.yield_op(ctx) else {
            return false;
        };
        let yielded = ctx.operands(y.operation());
        let inside = |v: Value| {
            ctx.value_parent_block(v)
                .and_then(|b| ctx.block_parent_op(b))
                .is_some_and(|p| ctx.is_ancestor(op, p))
        };
        if yielded.iter().any(|&v| inside(v)) {
            return false;
        }
        rewriter.replace_op(op, &yielded).is_ok()
    }
}

/// The region holding `v`'s definition.
fn value_region(ctx: &Context, v: Value) -> Option<RegionId> {
    ctx.value_parent_block(v)
        .and_then(|b| ctx.block_parent_region(b))
}

/// Results whose yielded values come from outside the `scf.if` become
/// `arith.select`s (upstream's `ConvertTrivialIfToSelect`).
struct ConvertTrivialIfToSelect;

impl RewritePattern for ConvertTrivialIfToSelect {
    fn root(&self) -> Option<&str> {
        Some(IfOp::OPERATION_NAME)
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let ctx: &Context = rewriter;
        let Some(if_op) = IfOp::cast(ctx, op) else {
            return false;
        };
        let n = ctx.num_results(op);
        if n == 0 {
            return false;
        }
        let (Some(then_y), Some(else_y)) = (if_op.then_yield(ctx), if_op.else_yield(ctx)) else {
            return false;
        };
        let cond = if_op.condition(ctx);
        let (then_r, else_r) = (if_op.then_region(ctx), if_op.else_region(ctx));
        let then_args = ctx.operands(then_y.operation());
        let else_args = ctx.operands(else_y.operation());
        let kept = |t: Value, f: Value| {
            value_region(ctx, t) == Some(then_r) || value_region(ctx, f) == Some(else_r)
        };
        let non_hoistable: Vec<_> = then_args
            .iter()
            .zip(&else_args)
            .filter(|(&t, &f)| kept(t, f))
            .map(|(&t, _)| ctx.value_type(t))
            .collect();
        if non_hoistable.len() == n {
            return false;
        }
        let kept_mask: Vec<bool> = then_args
            .iter()
            .zip(&else_args)
            .map(|(&t, &f)| kept(t, f))
            .collect();
        let loc = ctx.op_loc(op);
        rewriter.set_insertion_point_before(op);
        let replacement = IfOp::build_from_result_types_cond(rewriter, loc, &non_hoistable, cond);
        let rep_op = replacement.operation();
        // Move the bodies over (`takeBody`).
        let (new_then, new_else) = (
            replacement.then_region(rewriter),
            replacement.else_region(rewriter),
        );
        let moved = rewriter.modify_op_in_place(rep_op, |ctx| {
            for (from, to) in [(then_r, new_then), (else_r, new_else)] {
                for b in ctx.region_blocks(from).to_vec() {
                    if ctx.detach_block(b).is_err() || ctx.append_block(to, b).is_err() {
                        return false;
                    }
                }
            }
            true
        });
        if !moved {
            return false;
        }
        let mut results = Vec::with_capacity(n);
        let (mut true_yields, mut false_yields) = (Vec::new(), Vec::new());
        rewriter.set_insertion_point_before(rep_op);
        for (i, (&t, &f)) in then_args.iter().zip(&else_args).enumerate() {
            if kept_mask[i] {
                results.push(rewriter.result(rep_op, true_yields.len()));
                true_yields.push(t);
                false_yields.push(f);
            } else if t == f {
                results.push(t);
            } else {
                let ty = rewriter.value_type(t);
                let sel = arith::SelectOp::build(rewriter, loc, ty, cond, t, f);
                results.push(rewriter.result(sel.operation(), 0));
            }
        }
        for (y, vals) in [(then_y, true_yields), (else_y, false_yields)] {
            let y_loc = rewriter.op_loc(y.operation());
            rewriter.set_insertion_point_before(y.operation());
            YieldOp::build(rewriter, y_loc, &vals);
            if rewriter.replace_op(y.operation(), &[]).is_err() {
                return false;
            }
        }
        rewriter.replace_op(op, &results).is_ok()
    }
}

/// A constant condition keeps one branch, inlined (upstream's
/// `RemoveStaticCondition`).
struct RemoveStaticCondition;

impl RewritePattern for RemoveStaticCondition {
    fn root(&self) -> Option<&str> {
        Some(IfOp::OPERATION_NAME)
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let ctx: &Context = rewriter;
        let Some(if_op) = IfOp::cast(ctx, op) else {
            return false;
        };
        let Some(c) = ctx
            .defining_op(if_op.condition(ctx))
            .and_then(|d| ctx.constant_value(d))
            .and_then(|a| bool_attr(ctx, a))
        else {
            return false;
        };
        let else_r = if_op.else_region(ctx);
        if c {
            let then_r = if_op.then_region(ctx);
            replace_op_with_region(rewriter, op, then_r, &[])
        } else if !ctx.region_blocks(else_r).is_empty() {
            replace_op_with_region(rewriter, op, else_r, &[])
        } else {
            rewriter.erase_op(op).is_ok()
        }
    }
}

/// Unused results go: a new `scf.if` yields only the used ones (upstream's
/// `RemoveUnusedResults`).
struct RemoveUnusedResults;

impl RewritePattern for RemoveUnusedResults {
    fn root(&self) -> Option<&str> {
        Some(IfOp::OPERATION_NAME)
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let ctx: &Context = rewriter;
        let Some(if_op) = IfOp::cast(ctx, op) else {
            return false;
        };
        let results = ctx.results(op);
        let used: Vec<usize> = (0..results.len())
            .filter(|&i| ctx.has_uses(results[i]))
            .collect();
        if used.len() == results.len() {
            return false;
        }
        let (Some(then_b), Some(else_b)) = (if_op.then_block(ctx), if_op.else_block(ctx)) else {
            return false;
        };
        let types: Vec<_> = used.iter().map(|&i| ctx.value_type(results[i])).collect();
        let (loc, cond) = (ctx.op_loc(op), if_op.condition(ctx));
        rewriter.set_insertion_point_before(op);
        let new_if = IfOp::build_from_result_types_cond(rewriter, loc, &types, cond);
        let new_op = new_if.operation();
        for (old, region) in [
            (then_b, new_if.then_region(rewriter)),
            (else_b, new_if.else_region(rewriter)),
        ] {
            let dest = rewriter.create_block(region, &[]);
            if rewriter.merge_blocks(old, dest, &[]).is_err() {
                return false;
            }
            let Some(y) = rewriter.block_last_op(dest) else {
                return false;
            };
            let operands = rewriter.operands(y);
            let kept: Vec<Value> = used
                .iter()
                .filter_map(|&i| operands.get(i).copied())
                .collect();
            let ok = rewriter.modify_op_in_place(y, |ctx| ctx.set_operands(y, &kept).is_ok());
            if !ok {
                return false;
            }
        }
        let mut rep: Vec<Value> = results.clone();
        for (k, &i) in used.iter().enumerate() {
            rep[i] = rewriter.result(new_op, k);
        }
        // The unused results keep themselves: they have no use to replace
        // (upstream passes null values).
        rewriter.replace_op(op, &rep).is_ok()
    }
}

/// Results yielded the same from both branches, or `true`/`false`
/// constants, become that value or the condition (upstream's
/// `ReplaceIfYieldWithConditionOrValue`).
struct ReplaceIfYieldWithConditionOrValue;

impl RewritePattern for ReplaceIfYieldWithConditionOrValue {
    fn root(&self) -> Option<&str> {
        Some(IfOp::OPERATION_NAME)
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let ctx: &Context = rewriter;
        let Some(if_op) = IfOp::cast(ctx, op) else {
            return false;
        };
        if ctx.num_results(op) == 0 {
            return false;
        }
        let (Some(ty), Some(fy)) = (if_op.then_yield(ctx), if_op.else_yield(ctx)) else {
            return false;
        };
        let trues = ctx.operands(ty.operation());
        let falses = ctx.operands(fy.operation());
        let results = ctx.results(op);
        let cond = if_op.condition(ctx);
        let loc = ctx.op_loc(op);
        let const_bool = |ctx: &Context, v: Value| {
            ctx.defining_op(v)
                .and_then(|d| ctx.constant_value(d))
                .and_then(|a| bool_attr(ctx, a))
        };
        rewriter.set_insertion_point_before(op);
        let mut changed = false;
        for ((&t, &f), &r) in trues.iter().zip(&falses).zip(&results) {
            if t == f {
                if rewriter.has_uses(r) {
                    rewriter.replace_all_uses_with(r, t);
                    changed = true;
                }
                continue;
            }
            let (Some(tv), Some(fv)) = (const_bool(rewriter, t), const_bool(rewriter, f)) else {
                continue;
            };
            if !tv && fv && rewriter.has_uses(r) {
                let i1 = rewriter.integer_type(1, ir::Signedness::Signless);
                let one = rewriter.integer_attr(i1, 1);
                let c = arith::ConstantOp::build(rewriter, loc, i1, one);
                let c = rewriter.result(c.operation(), 0);
                let not = arith::XOrIOp::build(rewriter, loc, i1, cond, c);
                let not = rewriter.result(not.operation(), 0);
                rewriter.replace_all_uses_with(r, not);
                changed = true;
            }
            if tv && !fv && rewriter.has_uses(r) {
                rewriter.replace_all_uses_with(r, cond);
                changed = true;
            }
        }
        changed
    }
}

/// Dimensions of one iteration are dropped, their induction variables
/// replaced by the lower bounds; a loop of no iteration goes; a loop with
/// every dimension dropped is inlined with its reductions (upstream's
/// `ParallelOpSingleOrZeroIterationDimsFolder`).
struct ParallelOpSingleOrZeroIterationDimsFolder;

impl RewritePattern for ParallelOpSingleOrZeroIterationDimsFolder {
    fn root(&self) -> Option<&str> {
        Some(ParallelOp::OPERATION_NAME)
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let ctx: &Context = rewriter;
        let Some(par) = ParallelOp::cast(ctx, op) else {
            return false;
        };
        let (lbs, ubs, steps) = (par.lower_bound(ctx), par.upper_bound(ctx), par.step(ctx));
        let ivs = par.get_induction_vars(ctx);
        let inits = par.init_vals(ctx);
        let mut mapping = IrMapping::new();
        let (mut new_lbs, mut new_ubs, mut new_steps) = (Vec::new(), Vec::new(), Vec::new());
        for (((&lb, &ub), &step), &iv) in lbs.iter().zip(&ubs).zip(&steps).zip(&ivs) {
            let n = constant_trip_count(
                ctx,
                FoldResult::Value(lb),
                FoldResult::Value(ub),
                FoldResult::Value(step),
            );
            match n {
                Some(0) => return rewriter.replace_op(op, &inits).is_ok(),
                Some(1) => mapping.map_value(iv, lb),
                _ => {
                    new_lbs.push(lb);
                    new_ubs.push(ub);
                    new_steps.push(step);
                }
            }
        }
        if new_lbs.len() == lbs.len() {
            return false;
        }
        let Some(body) = par.get_body(ctx) else {
            return false;
        };
        let loc = ctx.op_loc(op);
        rewriter.set_insertion_point_before(op);
        if new_lbs.is_empty() {
            let body_ops: Vec<OpId> = rewriter.block_ops(body).collect();
            let Some((&term, rest)) = body_ops.split_last() else {
                return false;
            };
            for &o in rest {
                if rewriter.clone_op(o, &mut mapping).is_err() {
                    return false;
                }
            }
            let Some(reduce) = ReduceOp::cast(rewriter, term) else {
                return false;
            };
            let reductions = reduce.reductions(rewriter).to_vec();
            let operands = reduce.operands(rewriter);
            let mut results = Vec::new();
            for (i, &r) in reductions.iter().enumerate() {
                let Some(block) = rewriter.region_entry(r) else {
                    return false;
                };
                let (a0, a1) = (rewriter.block_arg(block, 0), rewriter.block_arg(block, 1));
                mapping.map_value(a0, inits[results.len()]);
                mapping.map_value(a1, mapping.lookup_value_or_self(operands[i]));
                let ops: Vec<OpId> = rewriter.block_ops(block).collect();
                let Some((&ret, rest)) = ops.split_last() else {
                    return false;
                };
                for &o in rest {
                    if rewriter.clone_op(o, &mut mapping).is_err() {
                        return false;
                    }
                }
                let Some(ret) = ReduceReturnOp::cast(rewriter, ret) else {
                    return false;
                };
                let v = ret.result(rewriter);
                results.push(mapping.lookup_value_or_self(v));
            }
            return rewriter.replace_op(op, &results).is_ok();
        }
        let new_par = ParallelOp::build_from_lower_bounds_upper_bounds_steps_init_vals(
            rewriter, loc, &new_lbs, &new_ubs, &new_steps, &inits,
        );
        let new_op = new_par.operation();
        let region = new_par.region(rewriter);
        if let Some(b) = rewriter.region_entry(region) {
            if rewriter.erase_block(b).is_err() {
                return false;
            }
        }
        let old_region = par.region(rewriter);
        let cloned = rewriter.modify_op_in_place(new_op, |ctx| {
            ctx.clone_region_into(old_region, region, None, &mut mapping)
                .is_ok()
        });
        if !cloned {
            return false;
        }
        let results = rewriter.results(new_op);
        rewriter.replace_op(op, &results).is_ok()
    }
}

/// An `scf.parallel` whose body holds only another `scf.parallel` (with
/// bounds defined outside it, and no reductions in either) becomes one
/// loop over both sets of dimensions (upstream's
/// `MergeNestedParallelLoops`).
struct MergeNestedParallelLoops;

impl RewritePattern for MergeNestedParallelLoops {
    fn root(&self) -> Option<&str> {
        Some(ParallelOp::OPERATION_NAME)
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let ctx: &Context = rewriter;
        let Some(outer) = ParallelOp::cast(ctx, op) else {
            return false;
        };
        let Some(outer_body) = outer.get_body(ctx) else {
            return false;
        };
        if ctx.block_len(outer_body) != 2 {
            return false;
        }
        let Some(inner) = ctx
            .block_first_op(outer_body)
            .and_then(|o| ParallelOp::cast(ctx, o))
        else {
            return false;
        };
        let outer_args = ctx.block_args(outer_body);
        let (inner_lbs, inner_ubs, inner_steps) = (
            inner.lower_bound(ctx),
            inner.upper_bound(ctx),
            inner.step(ctx),
        );
        let uses_iv = |list: &[Value]| list.iter().any(|v| outer_args.contains(v));
        if uses_iv(&inner_lbs) || uses_iv(&inner_ubs) || uses_iv(&inner_steps) {
            return false;
        }
        if !outer.init_vals(ctx).is_empty() || !inner.init_vals(ctx).is_empty() {
            return false;
        }
        let Some(inner_body) = inner.get_body(ctx) else {
            return false;
        };
        let concat = |a: Vec<Value>, b: Vec<Value>| [a, b].concat();
        let lbs = concat(outer.lower_bound(ctx), inner_lbs);
        let ubs = concat(outer.upper_bound(ctx), inner_ubs);
        let steps = concat(outer.step(ctx), inner_steps);
        let inner_args = ctx.block_args(inner_body);
        let to_clone: Vec<OpId> = ctx.block_ops(inner_body).collect();
        let loc = ctx.op_loc(op);
        rewriter.set_insertion_point_before(op);
        let merged = ParallelOp::build_from_lower_bounds_upper_bounds_steps(
            rewriter, loc, &lbs, &ubs, &steps,
        );
        // The inner body's ops but its terminator, before the new loop's
        // implicit one, on the new induction variables.
        let Some(body) = merged.get_body(rewriter) else {
            return false;
        };
        let ivs = rewriter.block_args(body);
        let mut mapping = IrMapping::new();
        for (&from, &to) in outer_args.iter().chain(&inner_args).zip(&ivs) {
            mapping.map_value(from, to);
        }
        rewriter.set_insertion_point_to_start(body);
        for &o in &to_clone[..to_clone.len().saturating_sub(1)] {
            if rewriter.clone_op(o, &mut mapping).is_err() {
                return false;
            }
        }
        rewriter.replace_op(op, &[]).is_ok()
    }
}
