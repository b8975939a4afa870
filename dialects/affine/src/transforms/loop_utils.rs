//! Loop utilities the passes share (upstream `LoopAnalysis.cpp`'s trip
//! counts, `AffineValueMap::difference`, `LoopUtils.cpp`'s
//! `promoteIfSingleIteration`, `Utils.cpp`'s loop normalization).

use ir::affine::{AffineExpr, AffineMap};
use ir::{Context, OpBuilder, Operation, Value};

use crate::canonicalize::set_bound;
use crate::compose::{canonicalize_map_and_operands, compose_affine_map_and_operands};
use crate::{AffineApplyOp, AffineForOp, AffineParallelOp};

/// A map and the values it is applied to (upstream's `AffineValueMap`).
#[derive(Clone, Debug)]
pub struct ValueMap {
    /// The map.
    pub map: AffineMap,
    /// Its operands: the dimensions', then the symbols'.
    pub operands: Vec<Value>,
}

impl ValueMap {
    /// The map and operands composed with the `affine.apply` ops among the
    /// operands (upstream's `AffineValueMap::canonicalize`).
    pub fn canonicalize(&mut self, ctx: &mut Context) {
        compose_affine_map_and_operands(ctx, &mut self.map, &mut self.operands);
    }
}

/// `a - b`, result by result, composed, canonicalized and simplified
/// (upstream's `AffineValueMap::difference`).
pub fn difference(ctx: &mut Context, a: &ValueMap, b: &ValueMap) -> ValueMap {
    let ad = ctx.affine_map_data(a.map).clone();
    let bd = ctx.affine_map_data(b.map).clone();
    let (and, ans) = (ad.num_dims as usize, ad.num_symbols as usize);
    let (bnd, bns) = (bd.num_dims as usize, bd.num_symbols as usize);
    let mut operands = Vec::with_capacity(a.operands.len() + b.operands.len());
    operands.extend_from_slice(&a.operands[..and]);
    operands.extend_from_slice(&b.operands[..bnd]);
    operands.extend_from_slice(&a.operands[and..]);
    operands.extend_from_slice(&b.operands[bnd..]);
    // b's dimensions and symbols after a's.
    let dims: Vec<AffineExpr> = (0..bnd).map(|i| ctx.affine_dim((and + i) as u32)).collect();
    let syms: Vec<AffineExpr> = (0..bns)
        .map(|i| ctx.affine_symbol((ans + i) as u32))
        .collect();
    let (nd, ns) = ((and + bnd) as u32, (ans + bns) as u32);
    let shifted = ctx.affine_map_replace_dims_and_symbols(b.map, &dims, &syms, nd, ns);
    let b_results = ctx.affine_map_data(shifted).results.clone();
    let diffs: Vec<AffineExpr> = ad
        .results
        .iter()
        .zip(&b_results)
        .map(|(&x, &y)| ctx.affine_sub(x, y))
        .collect();
    let mut map = ctx.affine_map(nd, ns, &diffs);
    compose_affine_map_and_operands(ctx, &mut map, &mut operands);
    canonicalize_map_and_operands(ctx, &mut map, &mut operands);
    map = ctx.simplify_affine_map(map);
    ValueMap { map, operands }
}

/// `outer ∘ inner`: `outer`'s dimensions replaced by `inner`'s results
/// (upstream's `AffineMap::compose`).
pub fn compose_maps(ctx: &mut Context, outer: AffineMap, inner: AffineMap) -> AffineMap {
    let od = ctx.affine_map_data(outer).clone();
    let id = ctx.affine_map_data(inner).clone();
    let num_dims = id.num_dims;
    let num_symbols = od.num_symbols + id.num_symbols;
    let dims: Vec<AffineExpr> = (0..num_dims).map(|i| ctx.affine_dim(i)).collect();
    let syms: Vec<AffineExpr> = (od.num_symbols..num_symbols)
        .map(|i| ctx.affine_symbol(i))
        .collect();
    let moved = ctx.affine_map_replace_dims_and_symbols(inner, &dims, &syms, num_dims, num_symbols);
    let replacements = ctx.affine_map_data(moved).results.clone();
    let results: Vec<AffineExpr> = od
        .results
        .iter()
        .map(|&e| ctx.affine_replace_dims_and_symbols(e, &replacements, &[]))
        .collect();
    ctx.affine_map(num_dims, num_symbols, &results)
}

/// The loop's trip count as a map over values, one result per upper
/// bound; `None` when the lower bound has several results (upstream's
/// `getTripCountMapAndOperands`).
pub fn trip_count_map(ctx: &mut Context, op: AffineForOp) -> Option<ValueMap> {
    let step = op.step(ctx);
    if let (Some(lb), Some(ub)) = (
        op.get_constant_lower_bound(ctx),
        op.get_constant_upper_bound(ctx),
    ) {
        let span = ub.saturating_sub(lb).max(0);
        let c = ctx.affine_constant(div_ceil_signed(span, step));
        let map = ctx.affine_map(0, 0, &[c]);
        return Some(ValueMap {
            map,
            operands: Vec::new(),
        });
    }
    let lb_map = op.get_lower_bound_map(ctx);
    let lbd = ctx.affine_map_data(lb_map).clone();
    if lbd.results.len() != 1 {
        return None;
    }
    let ub = ValueMap {
        map: op.get_upper_bound_map(ctx),
        operands: op.upper_bound_operands(ctx),
    };
    let n = ctx.affine_map_data(ub.map).results.len();
    let splat = ctx.affine_map(lbd.num_dims, lbd.num_symbols, &vec![lbd.results[0]; n]);
    let lb = ValueMap {
        map: splat,
        operands: op.lower_bound_operands(ctx),
    };
    let mut trip = difference(ctx, &ub, &lb);
    let d = ctx.affine_map_data(trip.map).clone();
    let step_expr = ctx.affine_constant(step);
    let results: Vec<AffineExpr> = d
        .results
        .iter()
        .map(|&e| ctx.affine_ceil_div(e, step_expr))
        .collect();
    trip.map = ctx.affine_map(d.num_dims, d.num_symbols, &results);
    Some(trip)
}

/// `llvm::divideCeilSigned`.
fn div_ceil_signed(a: i64, b: i64) -> i64 {
    if b == 0 {
        return 0;
    }
    let q = a.wrapping_div(b);
    if a % b != 0 && ((a > 0) == (b > 0)) {
        q + 1
    } else {
        q
    }
}

/// The loop's trip count when every result of its trip count map is a
/// constant: the least of them (upstream's `getConstantTripCount`).
pub fn constant_trip_count(ctx: &mut Context, op: AffineForOp) -> Option<u64> {
    let trip = trip_count_map(ctx, op)?;
    let results = ctx.affine_map_data(trip.map).results.clone();
    let mut count: Option<u64> = None;
    for e in results {
        let v = ctx.affine_constant_value(e)? as u64;
        count = Some(count.map_or(v, |c| c.min(v)));
    }
    count
}

/// Replaces a loop known to run once by its body (upstream's
/// `promoteIfSingleIteration`); false when it may not run exactly once or
/// its lower bound has several results.
pub fn promote_if_single_iteration(ctx: &mut Context, op: AffineForOp) -> bool {
    if constant_trip_count(ctx, op) != Some(1) {
        return false;
    }
    let lb_map = op.get_lower_bound_map(ctx);
    if ctx.affine_map_data(lb_map).results.len() != 1 {
        return false;
    }
    let o = op.operation();
    let (Some(body), Some(iv)) = (op.get_body(ctx), op.get_induction_var(ctx)) else {
        return false;
    };
    let loc = ctx.op_loc(o);
    if ctx.has_uses(iv) {
        let replacement = if let Some(lb) = op.get_constant_lower_bound(ctx) {
            // The constant goes at the start of the enclosing function.
            let Some(entry) = enclosing_function_entry(ctx, o) else {
                return false;
            };
            let mut b = OpBuilder::new(ctx);
            b.set_insertion_point_to_start(entry);
            let ty = b.index_type();
            let value = b.integer_attr(ty, lb);
            arith::ConstantOp::build(&mut b, loc, ty, value).result(&b)
        } else {
            let operands = op.lower_bound_operands(ctx);
            let identity = ctx.affine_map_data(lb_map).num_symbols == 0
                && ctx.affine_map_is_identity(lb_map)
                && operands.len() == 1;
            if identity {
                operands[0]
            } else {
                let mut b = OpBuilder::new(ctx);
                b.set_insertion_point_before(o);
                build_apply(&mut b, loc, lb_map, &operands)
            }
        };
        ctx.replace_all_uses_with(iv, replacement);
    }
    for (arg, init) in op.get_region_iter_args(ctx).into_iter().zip(op.inits(ctx)) {
        ctx.replace_all_uses_with(arg, init);
    }
    let Some(terminator) = ctx.block_last_op(body) else {
        return false;
    };
    let yielded = ctx.operands(terminator);
    for (result, value) in ctx.results(o).into_iter().zip(yielded) {
        ctx.replace_all_uses_with(result, value);
    }
    if ctx.erase_op(terminator).is_err() {
        return false;
    }
    let ops: Vec<Operation> = ctx.block_ops(body).collect();
    for inner in ops {
        let _ = ctx.move_op_before(inner, o);
    }
    ctx.erase_op(o).is_ok()
}

/// The entry block of the `func.func` around `op`.
fn enclosing_function_entry(ctx: &Context, op: Operation) -> Option<ir::BlockId> {
    let mut current = ctx.op_parent_op(op);
    while let Some(p) = current {
        if ctx.op_is(p, "func.func") {
            let region = *ctx.op_regions(p).first()?;
            return ctx.region_blocks(region).first().copied();
        }
        current = ctx.op_parent_op(p);
    }
    None
}

/// Rewrites the loop to run from 0 by steps of 1, the old induction
/// variable computed by an `affine.apply` at the start of the body
/// (upstream's `normalizeAffineFor`); with `promote_single_iter` a loop
/// running once is replaced by its body instead. False when the lower
/// bound has several results.
pub fn normalize_affine_for(ctx: &mut Context, op: AffineForOp, promote_single_iter: bool) -> bool {
    if promote_single_iter && promote_if_single_iteration(ctx, op) {
        return true;
    }
    let step = op.step(ctx);
    if op.get_constant_lower_bound(ctx) == Some(0) && step == 1 {
        return true;
    }
    let old_lb = op.get_lower_bound_map(ctx);
    let lbd = ctx.affine_map_data(old_lb).clone();
    if lbd.results.len() != 1 {
        return false;
    }
    let o = op.operation();
    let loc = ctx.op_loc(o);
    let ub_map = op.get_upper_bound_map(ctx);
    let num_ub = ctx.affine_map_data(ub_map).results.len();
    let lb_operands = op.lower_bound_operands(ctx);
    let lb = ValueMap {
        map: old_lb,
        operands: lb_operands.clone(),
    };
    let padded_map = ctx.affine_map(lbd.num_dims, lbd.num_symbols, &vec![lbd.results[0]; num_ub]);
    let padded = ValueMap {
        map: padded_map,
        operands: lb_operands,
    };
    let ub = ValueMap {
        map: ub_map,
        operands: op.upper_bound_operands(ctx),
    };
    let mut new_ub = difference(ctx, &ub, &padded);
    new_ub.canonicalize(ctx);
    let n = ctx.affine_map_data(new_ub.map).results.len() as u32;
    let step_expr = ctx.affine_constant(step);
    let scale: Vec<AffineExpr> = (0..n)
        .map(|i| {
            let d = ctx.affine_dim(i);
            ctx.affine_ceil_div(d, step_expr)
        })
        .collect();
    let scale_map = ctx.affine_map(n, 0, &scale);
    let new_ub_map = compose_maps(ctx, scale_map, new_ub.map);
    set_bound(ctx, op, false, &new_ub.operands, new_ub_map);
    let zero = ctx.affine_constant(0);
    let zero_map = ctx.affine_map(0, 0, &[zero]);
    set_bound(ctx, op, true, &[], zero_map);
    let _ = op.set_step(&mut OpBuilder::new(ctx), 1);

    let (Some(body), Some(iv)) = (op.get_body(ctx), op.get_induction_var(ctx)) else {
        return false;
    };
    // old iv = lb - (-new iv * step).
    let d0 = ctx.affine_dim(0);
    let neg = ctx.affine_neg(d0);
    let scaled = ctx.affine_mul(neg, step_expr);
    let scale_iv = ValueMap {
        map: ctx.affine_map(1, 0, &[scaled]),
        operands: vec![iv],
    };
    let mut new_iv_map = difference(ctx, &lb, &scale_iv);
    new_iv_map.canonicalize(ctx);
    let mut b = OpBuilder::new(ctx);
    b.set_insertion_point_to_start(body);
    let new_iv = build_apply(&mut b, loc, new_iv_map.map, &new_iv_map.operands);
    if let Some(apply) = ctx.defining_op(new_iv) {
        replace_all_uses_except(ctx, iv, new_iv, &[apply]);
    }
    true
}

/// An `affine.apply` of `map` to `operands`; its result.
pub(crate) fn build_apply(
    b: &mut OpBuilder<'_>,
    loc: ir::Location,
    map: AffineMap,
    operands: &[Value],
) -> Value {
    let attr = b.affine_map_attr(map);
    AffineApplyOp::build_inferred(b, loc, attr, operands).result(b)
}

/// Replaces the uses of `from` by `to`, but in the ops of `except`
/// (upstream's `replaceAllUsesExcept`).
pub fn replace_all_uses_except(ctx: &mut Context, from: Value, to: Value, except: &[Operation]) {
    let uses: Vec<ir::OpOperand> = ctx.uses(from).filter(|u| !except.contains(&u.op)).collect();
    for u in uses {
        let _ = ctx.set_operand(u.op, u.index as usize, to);
    }
}

/// Rewrites the loop nest to start at 0 with steps of 1, each induction
/// variable computed by an `affine.apply` at the start of the body
/// (upstream's `normalizeAffineParallel`); loops with `max`/`min` bounds
/// are left alone.
pub fn normalize_affine_parallel(ctx: &mut Context, op: AffineParallelOp) {
    if op.has_min_max_bounds(ctx) {
        return;
    }
    let lb_map = op.get_lower_bounds_map(ctx);
    let steps = op.steps(ctx);
    let lbd = ctx.affine_map_data(lb_map).clone();
    let normalized = steps
        .iter()
        .zip(&lbd.results)
        .all(|(&s, &e)| s == 1 && ctx.affine_constant_value(e) == Some(0));
    if normalized {
        return;
    }
    let lb_operands = op.get_lower_bounds_operands(ctx);
    let ub = ValueMap {
        map: op.get_upper_bounds_map(ctx),
        operands: op.get_upper_bounds_operands(ctx),
    };
    let lb = ValueMap {
        map: lb_map,
        operands: lb_operands.clone(),
    };
    let ranges = difference(ctx, &ub, &lb);
    let range_results = ctx.affine_map_data(ranges.map).results.clone();
    let o = op.operation();
    let loc = ctx.op_loc(o);
    let Some(body) = ctx.region_blocks(op.region(ctx)).first().copied() else {
        return;
    };
    let Some(first) = ctx.block_first_op(body) else {
        return;
    };
    let zero = ctx.affine_constant(0);
    let nd = lbd.num_dims as usize;
    let mut ub_exprs = Vec::with_capacity(steps.len());
    for (i, &step) in steps.iter().enumerate() {
        let step_expr = ctx.affine_constant(step);
        ub_exprs.push(ctx.affine_ceil_div(range_results[i], step_expr));
        let iv = ctx.block_args(body)[i];
        // lb + iv * step, the iv a dimension after the lower bound's.
        let d = ctx.affine_dim(nd as u32);
        let scaled = ctx.affine_mul(d, step_expr);
        let expr = ctx.affine_add(lbd.results[i], scaled);
        let map = ctx.affine_map(nd as u32 + 1, lbd.num_symbols, &[expr]);
        let mut operands = lb_operands[..nd].to_vec();
        operands.push(iv);
        operands.extend_from_slice(&lb_operands[nd..]);
        // The applies go before the body's first op, in order.
        let mut b = OpBuilder::new(ctx);
        b.set_insertion_point_before(first);
        let result = build_apply(&mut b, loc, map, &operands);
        if let Some(apply) = ctx.defining_op(result) {
            replace_all_uses_except(ctx, iv, result, &[apply]);
        }
    }
    let _ = op.set_steps(&mut OpBuilder::new(ctx), vec![1; steps.len()]);
    let lbs = vec![zero; steps.len()];
    let new_lb = ctx.affine_map(0, 0, &lbs);
    let rd = ctx.affine_map_data(ranges.map).clone();
    let new_ub = ctx.affine_map(rd.num_dims, rd.num_symbols, &ub_exprs);
    crate::parallel::set_bounds(ctx, op, &[], new_lb, &ranges.operands, new_ub);
}
