//! Unrolling an `scf.for` loop by a factor (upstream's
//! `loopUnrollByFactor` of `SCF/Utils/Utils.cpp`, with its
//! `generateUnrolledLoop`, `getConstantTripCount` and `ceilDivPositive`).

use ir::{BlockId, Context, IrMapping, Location, OpBuilder, OpId, Value};

use crate::for_op::constant_int;
use crate::utils::constant_index;
use crate::{ForOp, ForOpHooks};

/// The trip count of `op` when its bounds and step are constants
/// (upstream's `getConstantTripCount`: `ceilDiv(ub - lb, step)`).
fn constant_trip_count(ctx: &Context, op: ForOp) -> Option<i64> {
    let lb = constant_int(ctx, op.lower_bound(ctx))?;
    let ub = constant_int(ctx, op.upper_bound(ctx))?;
    let step = constant_int(ctx, op.step(ctx))?;
    if step == 0 {
        return None;
    }
    let diff = ub.wrapping_sub(lb);
    let q = diff / step;
    Some(if diff % step != 0 && (diff > 0) == (step > 0) {
        q + 1
    } else {
        q
    })
}

/// `ceil(dividend / divisor)` for positive values, built with arith ops
/// (upstream's `ceilDivPositive`).
fn ceil_div_positive(
    b: &mut OpBuilder<'_>,
    loc: Location,
    dividend: Value,
    divisor: Value,
) -> Value {
    let one = constant_index(b, loc, 1);
    let ty = b.value_type(divisor);
    let divisor_minus_one = arith::SubIOp::build(b, loc, ty, divisor, one, None).result(b);
    let ty = b.value_type(dividend);
    let sum = arith::AddIOp::build(b, loc, ty, dividend, divisor_minus_one, None).result(b);
    arith::DivUIOp::build(b, loc, ty, sum, divisor).result(b)
}

/// Promotes `op` when it runs exactly once (upstream's
/// `promoteIfSingleIteration`, whose outcome the unrolling ignores).
fn promote_if_single_iteration(ctx: &mut Context, op: ForOp) {
    let mut b = OpBuilder::new(ctx);
    b.set_insertion_point_before(op.operation());
    let _ = <ForOp as ForOpHooks>::promote_if_single_iteration(op, &mut b);
}

/// Appends `factor - 1` copies of the body of a loop before its terminator,
/// each with the induction variable remapped by `remap_iv` and the
/// iteration arguments by the values the previous copy yields, and makes
/// the terminator yield the last copy's values (upstream's
/// `generateUnrolledLoop`).
fn generate_unrolled_loop(
    ctx: &mut Context,
    body: BlockId,
    iv: Value,
    factor: u64,
    iter_args: &[Value],
    mut remap_iv: impl FnMut(&mut OpBuilder<'_>, u64, Value) -> Value,
) -> Result<(), ir::IrError> {
    let Some(terminator) = ctx.block_last_op(body) else {
        return Ok(());
    };
    let originals: Vec<OpId> = ctx.block_ops(body).filter(|&o| o != terminator).collect();
    let yielded = ctx.operands(terminator);
    let mut last_yielded = yielded.clone();
    for i in 1..factor {
        let mut mapping = IrMapping::new();
        for (&arg, &v) in iter_args.iter().zip(&last_yielded) {
            mapping.map_value(arg, v);
        }
        let mut b = OpBuilder::new(ctx);
        b.set_insertion_point_before(terminator);
        if b.has_uses(iv) {
            let remapped = remap_iv(&mut b, i, iv);
            mapping.map_value(iv, remapped);
        }
        for &o in &originals {
            let clone = b.clone_op(o, &mut mapping)?;
            b.insert(clone)?;
        }
        for (k, &v) in yielded.iter().enumerate() {
            last_yielded[k] = mapping.lookup_value_or_self(v);
        }
    }
    ctx.set_operands(terminator, &last_yielded)
}

/// Unrolls `op` by `factor` (upstream's `scf` `loopUnrollByFactor`): the
/// step scaled by the factor, `factor - 1` copies of the body appended,
/// and an epilogue loop after it for the iterations a multiple of the
/// factor leaves (dynamic bounds computed with arith ops); a loop left
/// running once is promoted. False when it could not be done (a factor of
/// 1 on a loop running once that cannot be promoted).
pub fn loop_unroll_by_factor(ctx: &mut Context, op: ForOp, factor: u64) -> bool {
    unroll(ctx, op, factor).unwrap_or(false)
}

fn unroll(ctx: &mut Context, op: ForOp, factor: u64) -> Result<bool, ir::IrError> {
    let o = op.operation();
    let (Some(body), Some(iv)) = (op.get_body(ctx), op.get_induction_var(ctx)) else {
        return Ok(false);
    };
    if ctx.block_len(body) == 1 {
        return Ok(true);
    }
    let loc = ctx.op_loc(o);
    let step = op.step(ctx);
    let upper_bound_unrolled;
    let step_unrolled;
    let mut generate_epilogue_loop = true;
    if let Some(trips) = constant_trip_count(ctx, op) {
        let lb = constant_int(ctx, op.lower_bound(ctx)).unwrap_or(0);
        let ub = constant_int(ctx, op.upper_bound(ctx)).unwrap_or(0);
        let step_cst = constant_int(ctx, step).unwrap_or(0);
        if factor == 1 {
            if trips == 1 {
                let mut b = OpBuilder::new(ctx);
                b.set_insertion_point_before(o);
                return Ok(<ForOp as ForOpHooks>::promote_if_single_iteration(op, &mut b).is_ok());
            }
            return Ok(true);
        }
        let factor = factor as i64;
        let even_multiple = trips - trips % factor;
        let ub_unrolled = lb.wrapping_add(even_multiple.wrapping_mul(step_cst));
        let step_unrolled_cst = step_cst.wrapping_mul(factor);
        generate_epilogue_loop = ub_unrolled < ub;
        let mut b = OpBuilder::new(ctx);
        b.set_insertion_point_before(o);
        upper_bound_unrolled = if generate_epilogue_loop {
            constant_index(&mut b, loc, ub_unrolled)
        } else {
            op.upper_bound(&b)
        };
        step_unrolled = if step_cst == step_unrolled_cst {
            step
        } else {
            constant_index(&mut b, loc, step_unrolled_cst)
        };
    } else {
        let (lb, ub) = (op.lower_bound(ctx), op.upper_bound(ctx));
        let mut b = OpBuilder::new(ctx);
        b.set_insertion_point_before(o);
        let ty = b.value_type(ub);
        let diff = arith::SubIOp::build(&mut b, loc, ty, ub, lb, None).result(&b);
        let trip_count = ceil_div_positive(&mut b, loc, diff, step);
        let factor_cst = constant_index(&mut b, loc, factor as i64);
        let ty = b.value_type(trip_count);
        let rem = arith::RemSIOp::build(&mut b, loc, ty, trip_count, factor_cst).result(&b);
        let even_multiple = arith::SubIOp::build(&mut b, loc, ty, trip_count, rem, None).result(&b);
        let ty = b.value_type(even_multiple);
        let scaled = arith::MulIOp::build(&mut b, loc, ty, even_multiple, step, None).result(&b);
        let ty = b.value_type(lb);
        upper_bound_unrolled = arith::AddIOp::build(&mut b, loc, ty, lb, scaled, None).result(&b);
        let ty = b.value_type(step);
        step_unrolled = arith::MulIOp::build(&mut b, loc, ty, step, factor_cst, None).result(&b);
    }
    if generate_epilogue_loop {
        let mut b = OpBuilder::new(ctx);
        b.set_insertion_point_after(o);
        let epilogue = b.clone_op(o, &mut IrMapping::new())?;
        b.insert(epilogue)?;
        ctx.set_operand(epilogue, 0, upper_bound_unrolled)?;
        let results = ctx.results(o);
        for (&r, e) in results.iter().zip(ctx.results(epilogue)) {
            ctx.replace_all_uses_with(r, e);
        }
        for (k, &r) in results.iter().enumerate() {
            ctx.set_operand(epilogue, 3 + k, r)?;
        }
        if let Some(epilogue) = ForOp::cast(ctx, epilogue) {
            promote_if_single_iteration(ctx, epilogue);
        }
    }
    ctx.set_operand(o, 1, upper_bound_unrolled)?;
    ctx.set_operand(o, 2, step_unrolled)?;
    let iter_args = op.get_region_iter_args(ctx);
    generate_unrolled_loop(ctx, body, iv, factor, &iter_args, |b, i, iv| {
        // iv + step * i
        let i = constant_index(b, loc, i as i64);
        let ty = b.value_type(step);
        let stride = arith::MulIOp::build(b, loc, ty, step, i, None).result(b);
        let ty = b.value_type(iv);
        arith::AddIOp::build(b, loc, ty, iv, stride, None).result(b)
    })?;
    promote_if_single_iteration(ctx, op);
    Ok(true)
}

/// Whether `value` is defined outside `loop_op` (upstream's
/// `isDefinedOutsideOfLoop`).
fn defined_outside(ctx: &Context, loop_op: OpId, value: Value) -> bool {
    let owner = ctx
        .value_parent_block(value)
        .and_then(|b| ctx.block_parent_op(b));
    !owner.is_some_and(|o| ctx.is_ancestor(loop_op, o))
}

/// Whether the bounds and steps of every loop in `op` (itself included)
/// are defined outside it (upstream's `areInnerBoundsInvariant`).
fn inner_bounds_invariant(ctx: &Context, op: ForOp) -> bool {
    let outer = op.operation();
    ctx.walk_postorder(outer)
        .into_iter()
        .filter_map(|o| ForOp::cast(ctx, o))
        .all(|l| {
            [l.lower_bound(ctx), l.upper_bound(ctx), l.step(ctx)]
                .into_iter()
                .all(|v| defined_outside(ctx, outer, v))
        })
}

/// The maximal runs of ops that are not `scf.for` loops in the blocks of
/// `op`'s regions and, recursively, of the loops among them (upstream's
/// `JamBlockGatherer<scf::ForOp>`): first and last op of each, terminators
/// left out.
fn jam_blocks(ctx: &Context, op: OpId, out: &mut Vec<(OpId, OpId)>) {
    for &region in ctx.op_regions(op) {
        for &block in ctx.region_blocks(region) {
            let mut ops: Vec<OpId> = ctx.block_ops(block).collect();
            ops.pop();
            let mut i = 0;
            while i < ops.len() {
                let start = i;
                while i < ops.len() && ForOp::cast(ctx, ops[i]).is_none() {
                    i += 1;
                }
                if i != start {
                    out.push((ops[start], ops[i - 1]));
                }
                while i < ops.len() && ForOp::cast(ctx, ops[i]).is_some() {
                    jam_blocks(ctx, ops[i], out);
                    i += 1;
                }
            }
        }
    }
}

/// The ops from `first` to `last` of one block.
fn ops_between(ctx: &Context, first: OpId, last: OpId) -> Vec<OpId> {
    let mut ops = vec![first];
    let mut cur = first;
    while cur != last {
        match ctx.next_op(cur) {
            Some(n) => {
                ops.push(n);
                cur = n;
            }
            None => break,
        }
    }
    ops
}

/// Unroll-jams `op` by `factor` (upstream's `scf` `loopUnrollJamByFactor`):
/// the loop is unrolled and the copies of each run of ops between inner
/// loops jammed after it, the loops carrying values given a set per copy.
/// False when it cannot be done: bounds of an inner loop defined in the
/// loop, results, a trip count that is not a constant or not a multiple of
/// the factor (a factor beyond the trip count is the trip count).
pub fn loop_unroll_jam_by_factor(ctx: &mut Context, op: ForOp, factor: u64) -> bool {
    unroll_jam(ctx, op, factor).unwrap_or(false)
}

fn unroll_jam(ctx: &mut Context, mut op: ForOp, mut factor: u64) -> Result<bool, ir::IrError> {
    if factor == 1 {
        return Ok(true);
    }
    if !inner_bounds_invariant(ctx, op) || ctx.num_results(op.operation()) > 0 {
        return Ok(false);
    }
    let Some(trips) = constant_trip_count(ctx, op) else {
        return Ok(false);
    };
    // Upstream keeps the count unsigned.
    let trips = trips as u64;
    if factor > trips {
        factor = trips;
    } else if !trips.is_multiple_of(factor) {
        return Ok(false);
    }
    let Some(body) = op.get_body(ctx) else {
        return Ok(false);
    };
    if ctx.block_len(body) == 1 {
        return Ok(true);
    }
    let mut sub_blocks = Vec::new();
    jam_blocks(ctx, op.operation(), &mut sub_blocks);
    let inner_loops: Vec<ForOp> = ctx
        .walk_postorder(op.operation())
        .into_iter()
        .filter_map(|o| ForOp::cast(ctx, o))
        .collect();
    let copies = factor.saturating_sub(1) as usize;
    let mut maps: Vec<IrMapping> = vec![IrMapping::new(); copies];
    let mut new_loops = Vec::with_capacity(inner_loops.len());
    for old in inner_loops {
        let inits = old.init_args(ctx);
        let dup_inits: Vec<Value> = (0..copies).flat_map(|_| inits.iter().copied()).collect();
        let replaced = old.operation() == op.operation();
        let mut b = OpBuilder::new(ctx);
        let new =
            <ForOp as ForOpHooks>::replace_with_additional_yields(old, &mut b, &dup_inits, false)
                .ok()
                .and_then(|n| ForOp::cast(ctx, n))
                .ok_or(ir::IrError::OutOfRange)?;
        new_loops.push(new);
        if replaced {
            op = new;
        }
        let new_args = new.get_region_iter_args(ctx);
        let new_results = ctx.results(new.operation());
        let n = inits.len();
        for i in (1..=copies).rev() {
            for j in 0..n {
                maps[i - 1].map_value(new_args[j], new_args[i * n + j]);
                maps[i - 1].map_value(new_results[j], new_results[i * n + j]);
            }
        }
    }
    let o = op.operation();
    let loc = ctx.op_loc(o);
    let step = op.step(ctx);
    let step_cst = constant_int(ctx, step).unwrap_or(0);
    let mut b = OpBuilder::new(ctx);
    b.set_insertion_point_before(o);
    let factor_attr = b.index_attr(factor as i64);
    let index = b.index_type();
    let factor_cst = arith::ConstantOp::build(&mut b, loc, index, factor_attr).operation();
    let factor_cst = ir::rewrite::create_or_fold(&mut b, factor_cst)[0];
    let ty = b.value_type(step);
    let mul = arith::MulIOp::build(&mut b, loc, ty, step, factor_cst, None).operation();
    let new_step = ir::rewrite::create_or_fold(&mut b, mul)[0];
    ctx.set_operand(o, 2, new_step)?;
    let iv = op.get_induction_var(ctx).ok_or(ir::IrError::OutOfRange)?;
    for i in (1..=copies).rev() {
        for &(first, last) in &sub_blocks {
            let ops = ops_between(ctx, first, last);
            let mut b = OpBuilder::new(ctx);
            b.set_insertion_point_after(last);
            if b.has_uses(iv) {
                let tag_attr = b.index_attr(step_cst.wrapping_mul(i as i64));
                let tag = arith::ConstantOp::build(&mut b, loc, index, tag_attr).operation();
                let tag = ir::rewrite::create_or_fold(&mut b, tag)[0];
                let ty = b.value_type(iv);
                let add = arith::AddIOp::build(&mut b, loc, ty, iv, tag, None).operation();
                let unrolled = ir::rewrite::create_or_fold(&mut b, add)[0];
                maps[i - 1].map_value(iv, unrolled);
            }
            for o in ops {
                let clone = b.clone_op(o, &mut maps[i - 1])?;
                b.insert(clone)?;
            }
        }
        for &l in &new_loops {
            let lo = l.operation();
            let num_iter_args = l.init_args(ctx).len() / factor as usize;
            let control = 3;
            let Some(yield_op) = l.yield_op(ctx) else {
                return Ok(false);
            };
            let y = yield_op.operation();
            for j in 0..num_iter_args {
                let init = maps[i - 1].lookup_value_or_self(ctx.operand(lo, control + j));
                ctx.set_operand(lo, control + i * num_iter_args + j, init)?;
                let yielded = maps[i - 1].lookup_value_or_self(ctx.operand(y, j));
                ctx.set_operand(y, i * num_iter_args + j, yielded)?;
            }
        }
    }
    promote_if_single_iteration(ctx, op);
    Ok(true)
}
