//! Simplifications that use the constant ranges of `affine.for` induction
//! variables among a map's operands (upstream `AffineOps.cpp`'s
//! `simplifyExprAndOperands`/`simplifyMapWithOperands`, run by
//! `SimplifyAffineOp`, and `simplifyMinOrMaxExprWithOperands`, run on loop
//! bounds; `getBoundForAffineExpr` of `AffineExpr.cpp`).

use crate::AffineForOp;
use ir::affine::{AffineBinaryKind as K, AffineExpr, AffineExprData, AffineMap};
use ir::{Context, Value};

/// The `affine.for` whose induction variable `v` is
/// (`getForInductionVarOwner`).
fn for_owner(ctx: &Context, v: Value) -> Option<AffineForOp> {
    if ctx.defining_op(v).is_some() {
        return None;
    }
    let block = ctx.value_parent_block(v)?;
    let op = ctx.region_parent_op(ctx.block_parent_region(block)?)?;
    let for_op = AffineForOp::cast(ctx, op)?;
    (for_op.get_induction_var(ctx) == Some(v)).then_some(for_op)
}

/// The constant lower bound of an induction variable.
fn iv_lower(ctx: &Context, v: Value) -> Option<i64> {
    for_owner(ctx, v)?.get_constant_lower_bound(ctx)
}

/// The greatest value an induction variable takes, when its upper bound
/// is constant (exact for a constant lower bound and a step).
fn iv_upper(ctx: &Context, v: Value) -> Option<i64> {
    let f = for_owner(ctx, v)?;
    let ub = f.get_constant_upper_bound(ctx)?;
    match f.get_constant_lower_bound(ctx) {
        Some(lb) => {
            // C++'s truncating remainder, as upstream computes it.
            let step = f.step(ctx).max(1);
            let span = ub.wrapping_sub(lb).wrapping_sub(1);
            Some(ub.wrapping_sub(1).wrapping_sub(span % step))
        }
        None => Some(ub - 1),
    }
}

/// The constant ranges of the operands.
fn operand_bounds(ctx: &Context, operands: &[Value]) -> (Vec<Option<i64>>, Vec<Option<i64>>) {
    let lbs = operands.iter().map(|&v| iv_lower(ctx, v)).collect();
    let ubs = operands.iter().map(|&v| iv_upper(ctx, v)).collect();
    (lbs, ubs)
}

/// Upstream's `getBoundForAffineExpr`: a constant (inclusive) upper or
/// lower bound of `e` given bounds of its inputs.
fn bound_for_expr(
    ctx: &mut Context,
    e: AffineExpr,
    nd: u32,
    ns: u32,
    lbs: &[Option<i64>],
    ubs: &[Option<i64>],
    upper: bool,
) -> Option<i64> {
    if let AffineExprData::Binary(kind, l, r) = ctx.affine_expr_data(e) {
        let c = ctx.affine_constant_value(r);
        match kind {
            K::FloorDiv => {
                let c = c.filter(|&c| c >= 1)?;
                let b = bound_for_expr(ctx, l, nd, ns, lbs, ubs, upper)?;
                return Some(b.div_euclid(c));
            }
            K::CeilDiv => {
                let c = c.filter(|&c| c >= 1)?;
                let b = bound_for_expr(ctx, l, nd, ns, lbs, ubs, upper)?;
                return Some(ceil_div(b, c));
            }
            K::Mod => {
                if let Some(c) = c.filter(|&c| c >= 1) {
                    let lb = bound_for_expr(ctx, l, nd, ns, lbs, ubs, false);
                    let ub = bound_for_expr(ctx, l, nd, ns, lbs, ubs, upper);
                    if let (Some(lb), Some(ub)) = (lb, ub) {
                        if lb.div_euclid(c) == ub.div_euclid(c) {
                            return Some(if upper {
                                ub.rem_euclid(c)
                            } else {
                                lb.rem_euclid(c)
                            });
                        }
                    }
                    return Some(if upper { c - 1 } else { 0 });
                }
            }
            _ => {}
        }
    }
    let flat = ctx.affine_flatten(e, nd, ns)?;
    let inputs = (nd + ns) as usize;
    // Local variables (divisions) are not bounded here.
    if flat.len() != inputs + 1 {
        return None;
    }
    let mut bound: i64 = 0;
    for (i, &coef) in flat.iter().enumerate().take(inputs) {
        let b = match coef.cmp(&0) {
            std::cmp::Ordering::Greater => *(if upper { ubs } else { lbs }).get(i)?,
            std::cmp::Ordering::Less => *(if upper { lbs } else { ubs }).get(i)?,
            std::cmp::Ordering::Equal => continue,
        };
        bound = bound.wrapping_add(b?.wrapping_mul(coef));
    }
    Some(bound.wrapping_add(flat[inputs]))
}

/// `a ceildiv b` for `b >= 1` (`divideCeilSigned`).
fn ceil_div(a: i64, b: i64) -> i64 {
    let q = a.div_euclid(b);
    if a.rem_euclid(b) != 0 {
        q + 1
    } else {
        q
    }
}

/// Upstream's `simplifyMinOrMaxExprWithOperands`: the results of a `max`
/// (`min`) map that another result always exceeds (stays below) dropped,
/// results of a single possible value made constants.
pub(crate) fn simplify_min_or_max(
    ctx: &mut Context,
    map: AffineMap,
    operands: &[Value],
    is_max: bool,
) -> AffineMap {
    if operands.is_empty() {
        return map;
    }
    let (clbs, cubs) = operand_bounds(ctx, operands);
    let d = ctx.affine_map_data(map).clone();
    let (mut lower, mut upper) = (Vec::new(), Vec::new());
    for &e in &d.results {
        if let Some(c) = ctx.affine_constant_value(e) {
            lower.push(Some(c));
            upper.push(Some(c));
        } else {
            lower.push(bound_for_expr(
                ctx,
                e,
                d.num_dims,
                d.num_symbols,
                &clbs,
                &cubs,
                false,
            ));
            upper.push(bound_for_expr(
                ctx,
                e,
                d.num_dims,
                d.num_symbols,
                &clbs,
                &cubs,
                true,
            ));
        }
    }
    let mut kept = Vec::new();
    for (i, &e0) in d.results.iter().enumerate() {
        let mut e = e0;
        if let (Some(l), Some(u)) = (lower[i], upper[i]) {
            if l == u {
                e = ctx.affine_constant(l);
            }
        }
        // For `max`, a result is redundant when another's lower bound is
        // above its upper bound; for `min`, the mirror image. Of two equal
        // constants the first is kept.
        let (own, others, own_other) = if is_max {
            (upper[i], &lower, &upper)
        } else {
            (lower[i], &upper, &lower)
        };
        let Some(own) = own else {
            kept.push(e);
            continue;
        };
        let redundant = others.iter().enumerate().any(|(pos, &other)| {
            let Some(other) = other else {
                return false;
            };
            if pos == i {
                return false;
            }
            let beyond = if is_max { other > own } else { other < own };
            let short = if is_max { other < own } else { other > own };
            if beyond {
                return true;
            }
            if short {
                return false;
            }
            let own_fixed = lower[i].is_some() && lower[i] == upper[i];
            let other_fixed = own_other[pos] == Some(other);
            !(own_fixed && other_fixed && i < pos)
        });
        if !redundant {
            kept.push(e);
        }
    }
    ctx.affine_map(d.num_dims, d.num_symbols, &kept)
}

/// The largest known divisor of `e`, of a loop's induction variable from
/// its lower bound and step (upstream's `getLargestKnownDivisor` with
/// operands).
fn largest_known_divisor(ctx: &Context, e: AffineExpr, operands: &[Value]) -> i64 {
    let div = ctx.affine_largest_known_divisor(e);
    let AffineExprData::Dim(pos) = ctx.affine_expr_data(e) else {
        return div;
    };
    let Some(f) = operands.get(pos as usize).and_then(|&v| for_owner(ctx, v)) else {
        return 1;
    };
    let step = f.step(ctx);
    if f.get_constant_lower_bound(ctx) == Some(0) {
        return step;
    }
    let lb = f.get_lower_bound_map(ctx);
    let lb_div = ctx.affine_map_data(lb).results.iter().fold(0u64, |g, &r| {
        gcd(g, ctx.affine_largest_known_divisor(r).unsigned_abs())
    });
    gcd(lb_div, step.unsigned_abs()) as i64
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// Whether `0 <= e < k` is known (`isNonNegativeBoundedBy`): a constant,
/// or an induction variable with constant bounds in that range.
fn non_negative_bounded_by(ctx: &Context, e: AffineExpr, operands: &[Value], k: i64) -> bool {
    match ctx.affine_expr_data(e) {
        AffineExprData::Constant(c) => c >= 0 && c < k,
        AffineExprData::Dim(pos) => operands
            .get(pos as usize)
            .and_then(|&v| for_owner(ctx, v))
            .is_some_and(|f| {
                f.get_constant_lower_bound(ctx).is_some_and(|lb| lb >= 0)
                    && f.get_constant_upper_bound(ctx).is_some_and(|ub| ub <= k)
            }),
        _ => false,
    }
}

/// `e = q * d + r` with `0 <= r < d` (`isQTimesDPlusR`): `(d, q * d, r)`.
fn q_times_d_plus_r(
    ctx: &Context,
    e: AffineExpr,
    operands: &[Value],
) -> Option<(i64, AffineExpr, AffineExpr)> {
    let AffineExprData::Binary(K::Add, l, r) = ctx.affine_expr_data(e) else {
        return None;
    };
    let div = largest_known_divisor(ctx, l, operands);
    if non_negative_bounded_by(ctx, r, operands, div) {
        return Some((div, l, r));
    }
    let div = largest_known_divisor(ctx, r, operands);
    if non_negative_bounded_by(ctx, l, operands, div) {
        return Some((div, r, l));
    }
    None
}

/// Upstream's `simplifyExprAndOperands`: `floordiv`, `ceildiv` and `mod`
/// by a positive constant simplified with the operands' ranges. Bounded
/// by the expression's depth.
fn simplify_expr(
    ctx: &mut Context,
    e: AffineExpr,
    nd: u32,
    ns: u32,
    operands: &[Value],
) -> AffineExpr {
    let AffineExprData::Binary(kind, l, r) = ctx.affine_expr_data(e) else {
        return e;
    };
    let l = simplify_expr(ctx, l, nd, ns, operands);
    let r = simplify_expr(ctx, r, nd, ns, operands);
    let e = ctx.affine_op(kind, l, r);
    let AffineExprData::Binary(kind, lhs, rhs) = ctx.affine_expr_data(e) else {
        return e;
    };
    if !matches!(kind, K::FloorDiv | K::CeilDiv | K::Mod) {
        return e;
    }
    let Some(c) = ctx.affine_constant_value(rhs).filter(|&c| c > 0) else {
        return e;
    };
    let (clbs, cubs) = operand_bounds(ctx, operands);
    let bound = |ctx: &mut Context, upper| match ctx.affine_constant_value(lhs) {
        Some(v) => Some(v),
        None => bound_for_expr(ctx, lhs, nd, ns, &clbs, &cubs, upper),
    };
    if let (Some(lb), Some(ub)) = (bound(ctx, false), bound(ctx, true)) {
        if kind == K::FloorDiv && lb.div_euclid(c) == ub.div_euclid(c) {
            return ctx.affine_constant(lb.div_euclid(c));
        }
        if kind == K::CeilDiv && ceil_div(lb, c) == ceil_div(ub, c) {
            return ctx.affine_constant(ceil_div(lb, c));
        }
        if kind == K::Mod && lb >= 0 && lb < c && ub < c {
            return lhs;
        }
    }
    if let Some((div, q, rem)) = q_times_d_plus_r(ctx, lhs, operands) {
        let c_expr = ctx.affine_constant(c);
        // (A zero divisor, from an empty loop, divides nothing here;
        // upstream would divide by it.)
        if div != 0 && c % div == 0 && kind == K::FloorDiv {
            return ctx.affine_floor_div(q, c_expr);
        }
        if div % c == 0 && kind == K::Mod {
            return ctx.affine_mod(rem, c_expr);
        }
        return e;
    }
    if (kind == K::FloorDiv && non_negative_bounded_by(ctx, lhs, operands, c))
        || (kind == K::Mod && largest_known_divisor(ctx, lhs, operands) % c == 0)
    {
        return ctx.affine_constant(0);
    }
    e
}

/// Upstream's `simplifyMapWithOperands`.
pub(crate) fn simplify_map_with_operands(
    ctx: &mut Context,
    map: AffineMap,
    operands: &[Value],
) -> AffineMap {
    let d = ctx.affine_map_data(map).clone();
    let results: Vec<AffineExpr> = d
        .results
        .iter()
        .map(|&e| simplify_expr(ctx, e, d.num_dims, d.num_symbols, operands))
        .collect();
    ctx.affine_map(d.num_dims, d.num_symbols, &results)
}
