//! Canonicalization of the affine ops (upstream `AffineOps.cpp`'s
//! patterns and the folders of `affine.for` and `affine.if`).
//!
//! `SimplifyAffineOp` composes and canonicalizes the map of `affine.apply`,
//! `affine.min`/`max`, loads, stores and prefetches with their operands.
//! Not ported yet: `simplifyMapWithOperands` (bounds of loop induction
//! variables in `mod`/`floordiv`), the min/max, loop-bound, dead-loop and
//! `affine.if` patterns, and the loop and `if` folders (they fold
//! nothing).

use crate::bounds::{simplify_map_with_operands, simplify_min_or_max};
use crate::compose::{
    canonicalize_map_and_operands, canonicalize_set_and_operands, compose_affine_map_and_operands,
};
use crate::syntax::map_of;
use crate::{AffineForOp, AffineIfOp};
use ir::affine::AffineMap;
use ir::{
    Attribute, Context, FoldResult, OpFoldResult, OpId, OperationState, PatternRewriter,
    RewritePattern, Value,
};

/// Upstream's `SimplifyAffineOp<OpTy>` for the op named `name`, whose map
/// operands follow `prefix` other operands and whose rebuilt form keeps
/// the inherent attributes `keep` besides `map`.
struct SimplifyAffineOp {
    name: &'static str,
    prefix: usize,
    keep: &'static [&'static str],
}

impl RewritePattern for SimplifyAffineOp {
    fn root(&self) -> Option<&str> {
        Some(self.name)
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let ctx: &Context = rewriter;
        let Some(old_map) = ctx.attr(op, "map").and_then(|a| map_of(ctx, a)) else {
            return false;
        };
        let all = ctx.operands(op);
        if all.len() < self.prefix {
            return false;
        }
        let (prefix, old_operands) = all.split_at(self.prefix);
        let mut map = old_map;
        let mut operands = old_operands.to_vec();
        let ctx: &mut Context = rewriter;
        compose_affine_map_and_operands(ctx, &mut map, &mut operands);
        canonicalize_map_and_operands(ctx, &mut map, &mut operands);
        map = simplify_map_with_operands(ctx, map, &operands);
        if map == old_map && operands == old_operands {
            return false;
        }
        let mut state = OperationState::new(ctx.op_get_name(op), ctx.op_loc(op));
        state.add_operands(prefix);
        state.add_operands(&operands);
        let kept: Vec<(&str, Attribute)> = self
            .keep
            .iter()
            .filter_map(|&k| ctx.attr(op, k).map(|a| (k, a)))
            .collect();
        let map_attr = ctx.affine_map_attr(map);
        state.add_attribute("map", map_attr);
        for (k, a) in kept {
            state.add_attribute(k, a);
        }
        let types: Vec<ir::Type> = ctx.results(op).iter().map(|&r| ctx.value_type(r)).collect();
        state.add_types(&types);
        rewriter.replace_op_with_new(op, state).is_ok()
    }
}

/// `SimplifyAffineOp` of an op whose operands are all map operands
/// (`affine.apply`, `affine.min`, `affine.max`).
pub(crate) fn simplify_map_op(name: &'static str) -> Box<dyn RewritePattern> {
    Box::new(SimplifyAffineOp {
        name,
        prefix: 0,
        keep: &[],
    })
}

/// The patterns of the op named `op_name` (upstream's
/// `SimplifyAffineOp<OpTy>`, and for `affine.min`/`max` the min/max
/// patterns around it, in upstream's order).
pub fn simplify_affine_op_patterns(op_name: &str) -> Vec<Box<dyn RewritePattern>> {
    if let Some(name) = ["affine.min", "affine.max"]
        .into_iter()
        .find(|&n| n == op_name)
    {
        return crate::min_max::patterns(name);
    }
    let (name, prefix, keep): (&'static str, usize, &'static [&'static str]) = match op_name {
        "affine.apply" => ("affine.apply", 0, &[]),
        "affine.min" => ("affine.min", 0, &[]),
        "affine.max" => ("affine.max", 0, &[]),
        "affine.load" => ("affine.load", 1, &[]),
        "affine.vector_load" => ("affine.vector_load", 1, &[]),
        "affine.store" => ("affine.store", 2, &[]),
        "affine.vector_store" => ("affine.vector_store", 2, &[]),
        "affine.prefetch" => (
            "affine.prefetch",
            1,
            &["isWrite", "localityHint", "isDataCache"],
        ),
        _ => return Vec::new(),
    };
    vec![Box::new(SimplifyAffineOp { name, prefix, keep })]
}

/// The patterns of `affine.for` (upstream's `AffineForEmptyLoopFolder`).
pub fn for_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(EmptyLoopFolder)]
}

/// The trip count of a loop with constant bounds and a positive step
/// (upstream's `getTrivialConstantTripCount`).
pub(crate) fn trivial_trip_count(ctx: &Context, op: AffineForOp) -> Option<u64> {
    let step = op.step(ctx);
    let lb = op.get_constant_lower_bound(ctx)?;
    let ub = op.get_constant_upper_bound(ctx)?;
    if step <= 0 {
        return None;
    }
    let diff = ub.wrapping_sub(lb);
    Some(if diff <= 0 {
        0
    } else {
        (diff as u64).div_ceil(step as u64)
    })
}

/// A loop whose body is only its `affine.yield`: its results are the
/// values yielded (or the inits when it runs no iteration).
struct EmptyLoopFolder;

impl RewritePattern for EmptyLoopFolder {
    fn root(&self) -> Option<&str> {
        Some(AffineForOp::OPERATION_NAME)
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let ctx: &Context = rewriter;
        let Some(for_op) = AffineForOp::cast(ctx, op) else {
            return false;
        };
        let Some(body) = for_op.get_body(ctx) else {
            return false;
        };
        if ctx.block_len(body) != 1 {
            return false;
        }
        // Upstream reports success without a change for a loop without
        // results.
        if ctx.num_results(op) == 0 {
            return false;
        }
        let trips = trivial_trip_count(ctx, for_op);
        let inits = for_op.inits(ctx);
        if trips == Some(0) {
            return rewriter.replace_op(op, &inits).is_ok();
        }
        let Some(yield_op) = for_op.yield_op(ctx) else {
            return false;
        };
        let iters = for_op.get_region_iter_args(ctx);
        let mut replacements = Vec::new();
        let (mut outside, mut out_of_order) = (false, false);
        for (i, v) in ctx.operands(yield_op.operation()).into_iter().enumerate() {
            match iters.iter().position(|&a| a == v) {
                None => {
                    outside = true;
                    replacements.push(v);
                }
                Some(pos) => {
                    if pos != i {
                        out_of_order = true;
                    }
                    replacements.push(inits[pos]);
                }
            }
        }
        if trips.is_none() && (outside || out_of_order) {
            return false;
        }
        if trips.is_some_and(|t| t >= 2) && out_of_order {
            return false;
        }
        rewriter.replace_op(op, &replacements).is_ok()
    }
}

/// The patterns of `affine.if` (upstream's `SimplifyDeadElse`,
/// `AlwaysTrueOrFalseIf`).
pub fn if_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(SimplifyDeadElse), Box::new(AlwaysTrueOrFalseIf)]
}

/// An `else` block holding only its `affine.yield`, in an `affine.if`
/// without results, is erased.
struct SimplifyDeadElse;

impl RewritePattern for SimplifyDeadElse {
    fn root(&self) -> Option<&str> {
        Some(AffineIfOp::OPERATION_NAME)
    }
    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let ctx: &Context = rewriter;
        let Some(if_op) = AffineIfOp::cast(ctx, op) else {
            return false;
        };
        let Some(&else_block) = ctx.region_blocks(if_op.else_region(ctx)).first() else {
            return false;
        };
        if ctx.block_len(else_block) != 1 || ctx.num_results(op) != 0 {
            return false;
        }
        rewriter.modify_op_in_place(op, |_| ());
        rewriter.erase_block(else_block).is_ok()
    }
}

/// A condition that always or never holds: the `then` (or `else`) block
/// replaces the op.
struct AlwaysTrueOrFalseIf;

impl RewritePattern for AlwaysTrueOrFalseIf {
    fn root(&self) -> Option<&str> {
        Some(AffineIfOp::OPERATION_NAME)
    }
    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let ctx: &Context = rewriter;
        let Some(if_op) = AffineIfOp::cast(ctx, op) else {
            return false;
        };
        let Some(set) = if_op.get_integer_set(ctx) else {
            return false;
        };
        let d = ctx.integer_set_data(set);
        let single_eq = d.constraints.len() == 1 && d.eq_flags == [true];
        let constant = single_eq
            .then(|| ctx.affine_constant_value(d.constraints[0]))
            .flatten();
        let else_block = ctx.region_blocks(if_op.else_region(ctx)).first().copied();
        let block = match constant {
            // `1 == 0`, the empty set.
            Some(1) => {
                if ctx.num_results(op) == 0 && else_block.is_none() {
                    return rewriter.erase_op(op).is_ok();
                }
                match else_block {
                    Some(b) => b,
                    None => return false,
                }
            }
            // `0 == 0`, always true.
            Some(0) => match ctx.region_blocks(if_op.then_region(ctx)).first() {
                Some(&b) => b,
                None => return false,
            },
            _ => return false,
        };
        let Some(terminator) = ctx.block_last_op(block) else {
            return false;
        };
        let Some(parent) = ctx.op_parent_block(op) else {
            return false;
        };
        if rewriter
            .inline_block_before(block, parent, Some(op), &[])
            .is_err()
        {
            return false;
        }
        let yielded = rewriter.operands(terminator);
        rewriter.replace_op(op, &yielded).is_ok() && rewriter.erase_op(terminator).is_ok()
    }
}

/// `affine.for`'s folder: constant bounds folded
/// (`foldLoopBounds`), the
/// bound maps composed, canonicalized and rid of results the operands'
/// ranges make redundant (`canonicalizeLoopBounds`), and a loop that runs
/// no iteration replaced by its inits.
pub(crate) fn fold_for(
    ctx: &mut Context,
    op: AffineForOp,
    operands: &[Option<Attribute>],
) -> FoldResult {
    let mut folded = fold_loop_bounds(ctx, op, operands);
    folded |= canonicalize_loop_bounds(ctx, op);
    if ctx.num_results(op.operation()) != 0 && trivial_trip_count(ctx, op) == Some(0) {
        let inits = op.inits(ctx);
        return FoldResult::Replace(inits.into_iter().map(OpFoldResult::Value).collect());
    }
    if folded {
        FoldResult::InPlace
    } else {
        FoldResult::Failure
    }
}

/// Upstream's `foldLoopBounds`: a bound whose operands are all constants
/// becomes the constant (the greatest result of a lower bound, the least
/// of an upper one).
fn fold_loop_bounds(ctx: &mut Context, op: AffineForOp, operands: &[Option<Attribute>]) -> bool {
    let mut folded = false;
    // The positions of the constants, before a folded lower bound drops
    // its operands.
    let num_lb = op.lower_bound_operands(ctx).len();
    for lower in [true, false] {
        let (map, bound_operands, constant) = if lower {
            (
                op.get_lower_bound_map(ctx),
                op.lower_bound_operands(ctx),
                op.get_constant_lower_bound(ctx),
            )
        } else {
            (
                op.get_upper_bound_map(ctx),
                op.upper_bound_operands(ctx),
                op.get_constant_upper_bound(ctx),
            )
        };
        if constant.is_some() {
            continue;
        }
        // The operands' constants, as the driver gave them (the lower
        // bound's operands first).
        let offset = if lower { 0 } else { num_lb };
        let csts: Vec<Option<Attribute>> = (0..bound_operands.len())
            .map(|i| operands.get(offset + i).copied().flatten())
            .collect();
        let Ok(Some(values)) = crate::fold::constant_fold_map(ctx, map, &csts) else {
            continue;
        };
        let best = if lower {
            values.iter().max()
        } else {
            values.iter().min()
        };
        let Some(&v) = best else {
            continue;
        };
        let c = ctx.affine_constant(v);
        let m = ctx.affine_map(0, 0, &[c]);
        folded |= set_bound(ctx, op, lower, &[], m);
    }
    folded
}

/// Upstream's `canonicalizeLoopBounds` (which simplifies the upper
/// bound's `min` before composing it, and the lower bound's `max` after).
fn canonicalize_loop_bounds(ctx: &mut Context, op: AffineForOp) -> bool {
    let (prev_lb, mut lb_operands) = (op.get_lower_bound_map(ctx), op.lower_bound_operands(ctx));
    let (prev_ub, mut ub_operands) = (op.get_upper_bound_map(ctx), op.upper_bound_operands(ctx));
    let mut lb = prev_lb;
    compose_affine_map_and_operands(ctx, &mut lb, &mut lb_operands);
    canonicalize_map_and_operands(ctx, &mut lb, &mut lb_operands);
    lb = simplify_min_or_max(ctx, lb, &lb_operands, true);
    let mut ub = simplify_min_or_max(ctx, prev_ub, &ub_operands, false);
    lb = remove_duplicate_exprs(ctx, lb);
    compose_affine_map_and_operands(ctx, &mut ub, &mut ub_operands);
    canonicalize_map_and_operands(ctx, &mut ub, &mut ub_operands);
    ub = remove_duplicate_exprs(ctx, ub);
    let mut changed = false;
    if lb != prev_lb {
        changed |= set_bound(ctx, op, true, &lb_operands, lb);
    }
    if ub != prev_ub {
        changed |= set_bound(ctx, op, false, &ub_operands, ub);
    }
    changed
}

/// The map without repeated results (upstream's `removeDuplicateExprs`).
fn remove_duplicate_exprs(ctx: &mut Context, m: AffineMap) -> AffineMap {
    let d = ctx.affine_map_data(m).clone();
    let mut results = Vec::with_capacity(d.results.len());
    for e in d.results {
        if !results.contains(&e) {
            results.push(e);
        }
    }
    ctx.affine_map(d.num_dims, d.num_symbols, &results)
}

/// Upstream's `setLowerBound`/`setUpperBound`: the bound's map and
/// operands replaced.
pub(crate) fn set_bound(
    ctx: &mut Context,
    op: AffineForOp,
    lower: bool,
    operands: &[Value],
    map: AffineMap,
) -> bool {
    let o = op.operation();
    let mut lb = op.lower_bound_operands(ctx);
    let mut ub = op.upper_bound_operands(ctx);
    let inits = op.inits(ctx);
    if lower {
        lb = operands.to_vec();
    } else {
        ub = operands.to_vec();
    }
    let mut all = lb.clone();
    all.extend_from_slice(&ub);
    all.extend_from_slice(&inits);
    if ctx.set_operands(o, &all).is_err() {
        return false;
    }
    let segments = ir::asm_support::segment_sizes(ctx, &[lb.len(), ub.len(), inits.len()]);
    let map_attr = ctx.affine_map_attr(map);
    let seg_key = ctx.ident("operandSegmentSizes");
    let map_key = ctx.ident(if lower {
        "lowerBoundMap"
    } else {
        "upperBoundMap"
    });
    ctx.set_attr(o, seg_key, segments).is_ok() && ctx.set_attr(o, map_key, map_attr).is_ok()
}

/// `affine.if`'s folder: the condition composed with the `affine.apply`
/// results among its operands and canonicalized with them (upstream's
/// `composeSetAndOperands`, `canonicalizeSetAndOperands`).
pub(crate) fn fold_if(ctx: &mut Context, op: AffineIfOp) -> FoldResult {
    let o = op.operation();
    let Some(old_set) = op.get_integer_set(ctx) else {
        return FoldResult::Failure;
    };
    let old_operands = ctx.operands(o);
    let mut set = old_set;
    let mut operands = old_operands.clone();
    let any_apply = operands.iter().any(|&v| {
        ctx.defining_op(v)
            .is_some_and(|d| crate::AffineApplyOp::cast(ctx, d).is_some())
    });
    if any_apply {
        let d = ctx.integer_set_data(set).clone();
        let mut map = ctx.affine_map(d.num_dims, d.num_symbols, &d.constraints);
        compose_affine_map_and_operands(ctx, &mut map, &mut operands);
        let m = ctx.affine_map_data(map).clone();
        set = ctx.integer_set(m.num_dims, m.num_symbols, &m.results, &d.eq_flags);
    }
    canonicalize_set_and_operands(ctx, &mut set, &mut operands);
    if set == old_set && operands == old_operands {
        return FoldResult::Failure;
    }
    let attr = ctx.integer_set_attr(set);
    let key = ctx.ident("condition");
    if ctx.set_attr(o, key, attr).is_err() || ctx.set_operands(o, &operands).is_err() {
        return FoldResult::Failure;
    }
    FoldResult::InPlace
}
