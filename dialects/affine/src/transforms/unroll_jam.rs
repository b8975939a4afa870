//! Unroll and jam (upstream `LoopUnrollAndJam.cpp` and `LoopUtils.cpp`'s
//! `loopUnrollJamByFactor`): the outer loop is unrolled and the copies of
//! each run of ops between inner loops are jammed into one; loop-carried
//! values get a set per copy, the reductions combined after the loop.

use std::collections::HashSet;

use ir::pass::{OperationPass, PassDeclaration, PassFailure, PassRun};
use ir::{BlockId, Context, IrMapping, OpBuilder, Operation, OperationState, Value};

use super::loop_utils::{build_apply, constant_trip_count, promote_if_single_iteration};
use super::unroll::{
    generate_cleanup_loop, largest_divisor_of_trip_count, nothing_to_unroll, single_result_bounds,
};
use crate::{AffineForOp, AffineLoopUnrollAndJamBase, AffineYieldOp};

/// The `affine-loop-unroll-jam` pass: unroll-jams the function's first op
/// when it is a loop.
#[derive(Clone, Debug, Default)]
pub struct AffineLoopUnrollAndJam {
    base: AffineLoopUnrollAndJamBase,
}

/// Creates the `affine-loop-unroll-jam` pass (upstream's
/// `createLoopUnrollAndJamPass`).
pub fn create_loop_unroll_and_jam_pass() -> Box<dyn ir::pass::Pass> {
    Box::new(AffineLoopUnrollAndJam::default())
}

impl OperationPass for AffineLoopUnrollAndJam {
    type Declaration = AffineLoopUnrollAndJamBase;
    fn declaration(&self) -> &AffineLoopUnrollAndJamBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut AffineLoopUnrollAndJamBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let factor = u64::from(self.base.options().unroll_jam_factor);
        let func = run.op();
        let ctx = run.ctx();
        let entry = ctx
            .op_regions(func)
            .first()
            .and_then(|&r| ctx.region_blocks(r).first().copied());
        let first = entry.and_then(|b| ctx.block_first_op(b));
        if let Some(for_op) = first.and_then(|o| AffineForOp::cast(ctx, o)) {
            loop_unroll_jam_by_factor(ctx, for_op, factor);
        }
        Ok(())
    }
}

/// The maximal runs of ops without a loop among them, in the loop's body
/// and, recursively, in the loops it holds (upstream's `JamBlockGatherer`):
/// first and last op of each, terminators left out.
fn jam_blocks(ctx: &Context, op: Operation, out: &mut Vec<(Operation, Operation)>) {
    for &region in ctx.op_regions(op) {
        for &block in ctx.region_blocks(region) {
            jam_blocks_of(ctx, block, out);
        }
    }
}

fn jam_blocks_of(ctx: &Context, block: BlockId, out: &mut Vec<(Operation, Operation)>) {
    let mut ops: Vec<Operation> = ctx.block_ops(block).collect();
    ops.pop();
    let mut i = 0;
    while i < ops.len() {
        let start = i;
        while i < ops.len() && AffineForOp::cast(ctx, ops[i]).is_none() {
            i += 1;
        }
        if i != start {
            out.push((ops[start], ops[i - 1]));
        }
        while i < ops.len() && AffineForOp::cast(ctx, ops[i]).is_some() {
            jam_blocks(ctx, ops[i], out);
            i += 1;
        }
    }
}

/// Whether every bound operand of the loops in `op` is defined outside it
/// (upstream's `areInnerBoundsInvariant`).
fn inner_bounds_invariant(ctx: &Context, op: AffineForOp) -> bool {
    let outer = op.operation();
    ctx.walk_postorder(outer)
        .into_iter()
        .filter_map(|o| AffineForOp::cast(ctx, o))
        .all(|l| {
            let mut control = l.lower_bound_operands(ctx);
            control.extend(l.upper_bound_operands(ctx));
            control.into_iter().all(|v| !defined_inside(ctx, v, outer))
        })
}

/// Whether `v` is defined inside `op`'s regions.
fn defined_inside(ctx: &Context, v: Value, op: Operation) -> bool {
    let mut block = ctx.value_parent_block(v);
    while let Some(b) = block {
        let Some(parent) = ctx.block_parent_op(b) else {
            return false;
        };
        if parent == op {
            return true;
        }
        block = ctx.op_parent_block(parent);
    }
    false
}

/// A reduction the loop carries: the position of its iteration argument
/// and the combiner op's name (upstream's `LoopReduction`).
struct Reduction {
    position: usize,
    op_name: String,
}

/// The combiners upstream's `getSupportedReduction` accepts.
const COMBINERS: &[&str] = &[
    "arith.addf",
    "arith.mulf",
    "arith.addi",
    "arith.andi",
    "arith.ori",
    "arith.muli",
    "arith.minimumf",
    "arith.maximumf",
    "arith.minsi",
    "arith.maxsi",
    "arith.minui",
    "arith.maxui",
];

/// The supported reductions of the loop (upstream's
/// `getSupportedReductions` over `matchReduction`).
fn supported_reductions(ctx: &Context, op: AffineForOp) -> Vec<Reduction> {
    let iter_args = op.get_region_iter_args(ctx);
    (0..iter_args.len())
        .filter_map(|pos| {
            let combiner = match_reduction(ctx, op.operation(), &iter_args, pos)?;
            let name = ctx.op_name_str(ctx.op_get_name(combiner)).to_string();
            COMBINERS.contains(&name.as_str()).then_some(Reduction {
                position: pos,
                op_name: name,
            })
        })
        .collect()
}

/// Upstream's `matchReduction` limited to one combiner: the binary op
/// that combines the iteration argument at `pos` with a value not
/// depending on any iteration argument, yielded at `pos`.
pub(crate) fn match_reduction(
    ctx: &Context,
    loop_op: Operation,
    iter_args: &[Value],
    pos: usize,
) -> Option<Operation> {
    let carried = iter_args[pos];
    if !ctx.has_one_use(carried) {
        return None;
    }
    let combiner = ctx.uses(carried).next()?.op;
    let operands = ctx.operands(combiner);
    if operands.len() != 2 {
        return None;
    }
    let reduced = if operands[0] == carried {
        operands[1]
    } else {
        operands[0]
    };
    if depends_on_carried(ctx, reduced, iter_args, loop_op) {
        return None;
    }
    if !ir::interfaces::side_effects::is_memory_effect_free(ctx, combiner)
        || ctx.num_results(combiner) != 1
        || !ctx.has_one_use(ctx.result(combiner, 0))
        || ctx.op_parent_op(combiner) != Some(loop_op)
    {
        return None;
    }
    let next = ctx.uses(ctx.result(combiner, 0)).next()?.op;
    // One combiner only: its user must be the terminator.
    AffineYieldOp::cast(ctx, next)?;
    (ctx.operands(next).get(pos) == Some(&ctx.result(combiner, 0))).then_some(combiner)
}

/// Whether `v` is an iteration argument or computed from one within
/// `loop_op` (upstream's `dependsOnCarriedVals`).
fn depends_on_carried(ctx: &Context, v: Value, iter_args: &[Value], loop_op: Operation) -> bool {
    let mut seen = HashSet::new();
    let mut work = vec![v];
    while let Some(v) = work.pop() {
        if iter_args.contains(&v) {
            return true;
        }
        let Some(def) = ctx.defining_op(v) else {
            continue;
        };
        if !defined_inside(ctx, v, loop_op) || !seen.insert(def) {
            continue;
        }
        work.extend(ctx.operands(def));
    }
    false
}

/// Replaces the loop by one with `extra` more inits, iteration arguments
/// and yielded values (upstream's `replaceWithAdditionalYields`).
fn with_additional_yields(
    ctx: &mut Context,
    op: AffineForOp,
    extra_inits: &[Value],
    extra_yields: &[Value],
) -> Option<AffineForOp> {
    let o = op.operation();
    let loc = ctx.op_loc(o);
    let mut inits = op.inits(ctx);
    inits.extend_from_slice(extra_inits);
    let (lb, ub) = (op.get_lower_bound_map(ctx), op.get_upper_bound_map(ctx));
    let (lbo, ubo) = (op.lower_bound_operands(ctx), op.upper_bound_operands(ctx));
    let step = op.step(ctx);
    let mut b = OpBuilder::new(ctx);
    b.set_insertion_point_before(o);
    let new =
        AffineForOp::build_from_lb_operands_lb_map_ub_operands_ub_map_step_iter_args_body_builder(
            &mut b, loc, &lbo, lb, &ubo, ub, step, &inits, None,
        );
    let old_body = op.get_body(ctx)?;
    let yield_op = ctx.block_last_op(old_body)?;
    let mut yields = ctx.operands(yield_op);
    yields.extend_from_slice(extra_yields);
    ctx.set_operands(yield_op, &yields).ok()?;
    let new_body = new.get_body(ctx)?;
    let n = ctx.num_block_args(old_body);
    let args: Vec<Value> = ctx.block_args(new_body)[..n].to_vec();
    ctx.inline_block_before(old_body, new_body, None, &args)
        .ok()?;
    let old_results = ctx.results(o);
    let new_results = ctx.results(new.operation());
    for (r, nr) in old_results.into_iter().zip(new_results) {
        ctx.replace_all_uses_with(r, nr);
    }
    ctx.erase_op(o).ok()?;
    Some(new)
}

/// Unroll-jams the loop by `factor` (upstream's `loopUnrollJamByFactor`);
/// false when it cannot be done.
pub fn loop_unroll_jam_by_factor(ctx: &mut Context, mut op: AffineForOp, factor: u64) -> bool {
    let trips = constant_trip_count(ctx, op);
    if let Some(done) = nothing_to_unroll(ctx, op, factor, trips) {
        return done;
    }
    if trips.is_some_and(|t| t < factor) || !inner_bounds_invariant(ctx, op) {
        return false;
    }
    let mut sub_blocks = Vec::new();
    jam_blocks(ctx, op.operation(), &mut sub_blocks);
    let with_iter_args: Vec<AffineForOp> = ctx
        .walk_postorder(op.operation())
        .into_iter()
        .filter_map(|o| AffineForOp::cast(ctx, o))
        .filter(|l| !l.inits(ctx).is_empty())
        .collect();
    let reductions = supported_reductions(ctx, op);
    // A cleanup loop runs what a multiple of the factor leaves.
    if !largest_divisor_of_trip_count(ctx, op).is_multiple_of(factor)
        && (!single_result_bounds(ctx, op) || !generate_cleanup_loop(ctx, op, factor))
    {
        return false;
    }
    let copies = (factor - 1) as usize;
    let mut maps: Vec<IrMapping> = vec![IrMapping::new(); copies];
    let mut new_loops = Vec::with_capacity(with_iter_args.len());
    for old in with_iter_args {
        let inits = old.inits(ctx);
        let Some(yield_op) = old.yield_op(ctx) else {
            return false;
        };
        let yields = ctx.operands(yield_op.operation());
        let dup_inits: Vec<Value> = (0..copies).flat_map(|_| inits.iter().copied()).collect();
        let dup_yields: Vec<Value> = (0..copies).flat_map(|_| yields.iter().copied()).collect();
        let replaced = old.operation() == op.operation();
        let Some(new) = with_additional_yields(ctx, old, &dup_inits, &dup_yields) else {
            return false;
        };
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
    let step = op.step(ctx);
    let _ = op.set_step(&mut OpBuilder::new(ctx), step.wrapping_mul(factor as i64));
    let iv = op.get_induction_var(ctx);
    let loc = ctx.op_loc(op.operation());
    for i in (1..=copies).rev() {
        for &(first, last) in &sub_blocks {
            let ops = ops_between(ctx, first, last);
            let mut b = OpBuilder::new(ctx);
            b.set_insertion_point_after(last);
            if let Some(iv) = iv.filter(|&iv| b.has_uses(iv)) {
                let d0 = b.affine_dim(0);
                let bump = b.affine_add_const(d0, (i as i64).wrapping_mul(step));
                let map = b.affine_map(1, 0, &[bump]);
                let v = build_apply(&mut b, loc, map, &[iv]);
                maps[i - 1].map_value(iv, v);
            }
            for o in ops {
                let Ok(c) = b.clone_op(o, &mut maps[i - 1]) else {
                    return false;
                };
                if b.insert(c).is_err() {
                    return false;
                }
            }
        }
        for &l in &new_loops {
            let lo = l.operation();
            let n_inits = l.inits(ctx).len() / factor as usize;
            let control = ctx.num_operands(lo) - l.inits(ctx).len();
            let Some(yield_op) = l.yield_op(ctx) else {
                return false;
            };
            let y = yield_op.operation();
            for j in 0..n_inits {
                let init = maps[i - 1].lookup_value_or_self(ctx.operand(lo, control + j));
                let _ = ctx.set_operand(lo, control + i * n_inits + j, init);
                let yielded = maps[i - 1].lookup_value_or_self(ctx.operand(y, j));
                let _ = ctx.set_operand(y, i * n_inits + j, yielded);
            }
        }
    }
    let o = op.operation();
    if ctx.num_results(o) > 0 {
        let old_results = ctx.num_results(o) / factor as usize;
        let mut b = OpBuilder::new(ctx);
        b.set_insertion_point_after(o);
        for r in &reductions {
            let original = b.result(o, r.position);
            let mut lhs = original;
            let mut created = Vec::new();
            for i in (1..=copies).rev() {
                let rhs = b.result(o, i * old_results + r.position);
                let ty = b.value_type(lhs);
                let name = b.op_name(&r.op_name);
                let mut state = OperationState::new(name, loc);
                state.add_operands(&[lhs, rhs]);
                state.add_result_types(&[ty]);
                let c = b.create(state);
                created.push(c);
                lhs = b.result(c, 0);
            }
            let uses: Vec<ir::OpOperand> = b
                .uses(original)
                .filter(|u| !created.contains(&u.op))
                .collect();
            for u in uses {
                let _ = b.set_operand(u.op, u.index as usize, lhs);
            }
        }
    }
    promote_if_single_iteration(ctx, op);
    true
}

/// The ops from `first` to `last` of one block.
fn ops_between(ctx: &Context, first: Operation, last: Operation) -> Vec<Operation> {
    let mut out = vec![first];
    let mut current = first;
    while current != last {
        match ctx.next_op(current) {
            Some(n) => {
                out.push(n);
                current = n;
            }
            None => break,
        }
    }
    out
}
