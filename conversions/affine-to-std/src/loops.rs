//! The structured ops: `affine.for` → `scf.for`, `affine.if` → `scf.if`,
//! `affine.parallel` → `scf.parallel` (reductions as `scf.reduce`
//! regions), `affine.yield` → `scf.yield` (upstream's `AffineForLowering`,
//! `AffineIfLowering`, `AffineParallelLowering`, `AffineYieldOpLowering`).

use crate::expand::{cmpi, constant_index, expand_affine_expr};
use crate::expand::{lower_affine_map_max, lower_affine_map_min};
use affine::{AffineForOp, AffineIfOp, AffineParallelOp, AffineYieldOp};
use ir::affine::AffineMap;
use ir::{Attribute, Context, Location, OpBuilder, OpId, PatternRewriter, RewritePattern, Type};
use ir::{TypeData, Value};

/// `affine.for` → `scf.for` from the maximum of the lower bounds to the
/// minimum of the upper bounds, the body moved over.
pub(crate) struct AffineForLowering;

impl RewritePattern for AffineForLowering {
    fn root(&self) -> Option<&str> {
        Some(AffineForOp::OPERATION_NAME)
    }
    fn name(&self) -> &str {
        "AffineForLowering"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let Some(for_op) = AffineForOp::cast(rw, op) else {
            return false;
        };
        let loc = rw.op_loc(op);
        let (lb_map, ub_map) = (
            for_op.get_lower_bound_map(rw),
            for_op.get_upper_bound_map(rw),
        );
        let (lb_ops, ub_ops) = (
            for_op.lower_bound_operands(rw),
            for_op.upper_bound_operands(rw),
        );
        rw.set_insertion_point_before(op);
        let (Some(lower), Some(upper)) = (
            lower_affine_map_max(rw, loc, lb_map, &lb_ops),
            lower_affine_map_min(rw, loc, ub_map, &ub_ops),
        ) else {
            return false;
        };
        let step = for_op.step(rw);
        let step = constant_index(rw, loc, step);
        let inits = for_op.inits(rw);
        let scf_for = scf::ForOp::build_from_lower_bound_upper_bound_step_iter_args_arg4(
            rw, loc, lower, upper, step, &inits, None,
        );
        let region = scf_for.region(rw);
        move_region(rw, for_op.region(rw), region) && {
            let results = rw.results(scf_for.operation());
            rw.replace_op(op, &results).is_ok()
        }
    }
}

/// Replaces the blocks `to` was built with by those of `from`
/// (`eraseBlock(body)` then `inlineRegionBefore(from, to, to.end())`).
fn move_region(rw: &mut PatternRewriter<'_>, from: ir::RegionId, to: ir::RegionId) -> bool {
    for block in rw.region_blocks(to).to_vec() {
        if rw.erase_block(block).is_err() {
            return false;
        }
    }
    rw.inline_region_before(from, to, None).is_ok()
}

/// `affine.if` → `scf.if` on the conjunction (no short circuit) of the
/// integer set's constraints, each `arith.cmpi eq` or `sge` against 0.
pub(crate) struct AffineIfLowering;

impl RewritePattern for AffineIfLowering {
    fn root(&self) -> Option<&str> {
        Some(AffineIfOp::OPERATION_NAME)
    }
    fn name(&self) -> &str {
        "AffineIfLowering"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let Some(if_op) = AffineIfOp::cast(rw, op) else {
            return false;
        };
        let Some(set) = if_op.get_integer_set(rw) else {
            return false;
        };
        let loc = rw.op_loc(op);
        rw.set_insertion_point_before(op);
        let zero = constant_index(rw, loc, 0);
        let operands = rw.operands(op);
        let data = rw.integer_set_data(set).clone();
        let (dims, syms) = operands.split_at((data.num_dims as usize).min(operands.len()));
        let mut cond: Option<Value> = None;
        for (&constraint, &is_eq) in data.constraints.iter().zip(&data.eq_flags) {
            let Some(value) = expand_affine_expr(rw, loc, constraint, dims, syms) else {
                return false;
            };
            let pred = if is_eq {
                arith::CmpIPredicate::Eq
            } else {
                arith::CmpIPredicate::Sge
            };
            let cmp = cmpi(rw, loc, pred, value, zero);
            cond = Some(match cond {
                Some(c) => arith::AndIOp::build_inferred(rw, loc, c, cmp).result(rw),
                None => cmp,
            });
        }
        let cond = match cond {
            Some(c) => c,
            None => {
                let (i1, one) = (rw.i1(), rw.bool_attr(true));
                arith::ConstantOp::build(rw, loc, i1, one).result(rw)
            }
        };
        let (then_region, else_region) = (if_op.then_region(rw), if_op.else_region(rw));
        let has_else = !rw.region_blocks(else_region).is_empty();
        let types: Vec<Type> = rw.results(op).iter().map(|&r| rw.value_type(r)).collect();
        let scf_if = scf::IfOp::build_from_result_types_cond_with_else_region(
            rw, loc, &types, cond, has_else,
        );
        let mut pairs = vec![(then_region, scf_if.then_region(rw))];
        if has_else {
            pairs.push((else_region, scf_if.else_region(rw)));
        }
        for (from, to) in pairs {
            // `inlineRegionBefore(from, &to.back())`, then the built block
            // erased.
            let Some(&built) = rw.region_blocks(to).last() else {
                return false;
            };
            if rw.inline_region_before(from, to, Some(built)).is_err()
                || rw.erase_block(built).is_err()
            {
                return false;
            }
        }
        let results = rw.results(scf_if.operation());
        rw.replace_op(op, &results).is_ok()
    }
}

/// The map of the results `start..start + len` of `map`
/// (`AffineMap::getSliceMap`).
fn slice_map(ctx: &mut Context, map: AffineMap, start: usize, len: usize) -> Option<AffineMap> {
    let data = ctx.affine_map_data(map);
    let (nd, ns) = (data.num_dims, data.num_symbols);
    let results = data.results.get(start..start.checked_add(len)?)?.to_vec();
    Some(ctx.affine_map(nd, ns, &results))
}

/// The group sizes of a bounds map (`lowerBoundsGroups`/`upperBoundsGroups`).
fn groups(ctx: &Context, a: Attribute) -> Vec<usize> {
    ctx.dense_int_values(a)
        .unwrap_or_default()
        .into_iter()
        .map(|v| usize::try_from(v).unwrap_or(0))
        .collect()
}

/// The reduction kinds of an `affine.parallel`.
fn reduction_kinds(ctx: &Context, par: AffineParallelOp) -> Option<Vec<arith::AtomicRMWKind>> {
    let kinds = ctx.attr_as_array(par.reductions(ctx))?;
    kinds
        .iter()
        .map(|&k| {
            let v = u64::try_from(ctx.attr_as_int(k)?).ok()?;
            arith::AtomicRMWKind::try_from(v).ok()
        })
        .collect()
}

/// `affine.parallel` → `scf.parallel` over the per-dimension maximum of
/// the lower bounds and minimum of the upper bounds; its results become
/// `scf.reduce` regions combining with the reductions' ops, started from
/// their identity values.
pub(crate) struct AffineParallelLowering;

impl RewritePattern for AffineParallelLowering {
    fn root(&self) -> Option<&str> {
        Some(AffineParallelOp::OPERATION_NAME)
    }
    fn name(&self) -> &str {
        "AffineParallelLowering"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let Some(par) = AffineParallelOp::cast(rw, op) else {
            return false;
        };
        let loc = rw.op_loc(op);
        rw.set_insertion_point_before(op);
        let (lb_map, ub_map) = (par.get_lower_bounds_map(rw), par.get_upper_bounds_map(rw));
        let (lb_ops, ub_ops) = (
            par.get_lower_bounds_operands(rw),
            par.get_upper_bounds_operands(rw),
        );
        let lb_groups = groups(rw, par.lower_bounds_groups(rw));
        let ub_groups = groups(rw, par.upper_bounds_groups(rw));
        let (mut lbs, mut ubs) = (Vec::new(), Vec::new());
        let (mut lb_start, mut ub_start) = (0, 0);
        for (&lb_len, &ub_len) in lb_groups.iter().zip(&ub_groups) {
            let Some(m) = slice_map(rw, lb_map, lb_start, lb_len) else {
                return false;
            };
            let Some(lower) = lower_affine_map_max(rw, loc, m, &lb_ops) else {
                return rw.notify_match_failure("couldn't convert lower bounds");
            };
            lbs.push(lower);
            let Some(m) = slice_map(rw, ub_map, ub_start, ub_len) else {
                return false;
            };
            let Some(upper) = lower_affine_map_min(rw, loc, m, &ub_ops) else {
                return rw.notify_match_failure("couldn't convert upper bounds");
            };
            ubs.push(upper);
            lb_start += lb_len;
            ub_start += ub_len;
        }
        let steps: Vec<Value> = par
            .steps(rw)
            .into_iter()
            .map(|s| constant_index(rw, loc, s))
            .collect();
        let Some(body) = rw.region_blocks(par.region(rw)).first().copied() else {
            return false;
        };
        let Some(term) = rw.block_last_op(body) else {
            return false;
        };
        let results = rw.results(op);
        let Some(kinds) = reduction_kinds(rw, par) else {
            return false;
        };
        let mut identities = Vec::with_capacity(results.len());
        for (&kind, &r) in kinds.iter().zip(&results) {
            let ty = rw.value_type(r);
            let Some(v) = identity_value(rw, loc, kind, ty) else {
                return false;
            };
            identities.push(v);
        }
        let scf_par = scf::ParallelOp::build_from_lower_bounds_upper_bounds_steps_init_vals(
            rw,
            loc,
            &lbs,
            &ubs,
            &steps,
            &identities,
        );
        let region = scf_par.region(rw);
        if !move_region(rw, par.region(rw), region) {
            return false;
        }
        rw.set_insertion_point_before(term);
        let term_loc = rw.op_loc(term);
        let yielded = rw.operands(term);
        let reduce = scf::ReduceOp::build_from_operands(rw, term_loc, &yielded);
        if rw.replace_op(term, &[]).is_err() {
            return false;
        }
        for (i, &kind) in kinds.iter().enumerate() {
            let Some(&reduction) = reduce.reductions(rw).get(i) else {
                return false;
            };
            let Some(block) = rw.region_blocks(reduction).first().copied() else {
                return false;
            };
            rw.set_insertion_point_to_end(block);
            let (lhs, rhs) = (rw.block_arg(block, 0), rw.block_arg(block, 1));
            let combined = reduction_op(rw, loc, kind, lhs, rhs);
            scf::ReduceReturnOp::build(rw, loc, combined);
        }
        let results = rw.results(scf_par.operation());
        rw.replace_op(op, &results).is_ok()
    }
}

/// The neutral element of a reduction as an `arith.constant` (upstream's
/// `arith::getIdentityValue`, infinities rather than the largest finite
/// values); `None` for `assign`, which has none.
fn identity_value(
    b: &mut OpBuilder<'_>,
    loc: Location,
    kind: arith::AtomicRMWKind,
    ty: Type,
) -> Option<Value> {
    use arith::AtomicRMWKind as K;
    let int = |b: &mut OpBuilder<'_>, v: i128| Context::integer_attr(b, ty, v);
    // The signed extremes of the type's width (attributes hold 128 bits).
    let shift = 128u32.checked_sub(int_width(b, ty)?)?;
    let attr = match kind {
        K::Maximumf => b.float_attr(ty, f64::NEG_INFINITY),
        K::Minimumf => b.float_attr(ty, f64::INFINITY),
        K::Maxnumf => b.float_attr(ty, -f64::NAN),
        K::Minnumf => b.float_attr(ty, f64::NAN),
        K::Addf => b.float_attr(ty, 0.0),
        K::Mulf => b.float_attr(ty, 1.0),
        K::Addi | K::Maxu | K::Ori => int(b, 0),
        K::Andi | K::Minu => int(b, -1),
        K::Maxs => int(b, i128::MIN >> shift),
        K::Mins => int(b, i128::MAX >> shift),
        K::Muli => int(b, 1),
        K::Assign => return None,
    };
    Some(arith::ConstantOp::build(b, loc, ty, attr).result(b))
}

/// The op combining two values of a reduction (`arith::getReductionOp`).
fn reduction_op(
    b: &mut OpBuilder<'_>,
    loc: Location,
    kind: arith::AtomicRMWKind,
    lhs: Value,
    rhs: Value,
) -> Value {
    use arith::AtomicRMWKind as K;
    match kind {
        K::Addf => arith::AddFOp::build_inferred(b, loc, lhs, rhs, None).result(b),
        K::Addi => arith::AddIOp::build_inferred(b, loc, lhs, rhs, None).result(b),
        K::Mulf => arith::MulFOp::build_inferred(b, loc, lhs, rhs, None).result(b),
        K::Muli => arith::MulIOp::build_inferred(b, loc, lhs, rhs, None).result(b),
        K::Maximumf => arith::MaximumFOp::build_inferred(b, loc, lhs, rhs, None).result(b),
        K::Minimumf => arith::MinimumFOp::build_inferred(b, loc, lhs, rhs, None).result(b),
        K::Maxnumf => arith::MaxNumFOp::build_inferred(b, loc, lhs, rhs, None).result(b),
        K::Minnumf => arith::MinNumFOp::build_inferred(b, loc, lhs, rhs, None).result(b),
        K::Maxs => arith::MaxSIOp::build_inferred(b, loc, lhs, rhs).result(b),
        K::Mins => arith::MinSIOp::build_inferred(b, loc, lhs, rhs).result(b),
        K::Maxu => arith::MaxUIOp::build_inferred(b, loc, lhs, rhs).result(b),
        K::Minu => arith::MinUIOp::build_inferred(b, loc, lhs, rhs).result(b),
        K::Ori => arith::OrIOp::build_inferred(b, loc, lhs, rhs).result(b),
        K::Andi => arith::AndIOp::build_inferred(b, loc, lhs, rhs).result(b),
        // Upstream has no op for `assign` (it asserts); the identity check
        // above refuses it first.
        K::Assign => lhs,
    }
}

/// `affine.yield` → `scf.yield`, but not in an `scf.parallel` (whose
/// lowering turned it into an `scf.reduce`).
pub(crate) struct AffineYieldOpLowering;

impl RewritePattern for AffineYieldOpLowering {
    fn root(&self) -> Option<&str> {
        Some(AffineYieldOp::OPERATION_NAME)
    }
    fn name(&self) -> &str {
        "AffineYieldOpLowering"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let parent = rw.op_parent_op(op);
        if parent.is_some_and(|p| scf::ParallelOp::cast(rw, p).is_some()) {
            return false;
        }
        let (loc, operands) = (rw.op_loc(op), rw.operands(op));
        rw.set_insertion_point_before(op);
        scf::YieldOp::build(rw, loc, &operands);
        rw.replace_op(op, &[]).is_ok()
    }
}

/// The width of an integer type (64 for `index` and other types, which
/// the reductions' verifier keeps out of the integer kinds).
fn int_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_data(ty) {
        TypeData::Integer { width, .. } => Some(*width),
        _ => Some(64),
    }
}
