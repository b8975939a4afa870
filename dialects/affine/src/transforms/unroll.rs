//! Loop unrolling (upstream `LoopUnroll.cpp` and `LoopUtils.cpp`'s
//! `loopUnrollFull`, `loopUnrollUpToFactor`, `loopUnrollByFactor`): the
//! `affine-loop-unroll` pass unrolls the innermost loops by a factor
//! (a cleanup loop runs the iterations left over) or fully, or, with
//! `unroll-full-threshold` set, fully unrolls every loop running at most
//! that many times.

use ir::affine::AffineMap;
use ir::pass::{OperationPass, OptionValue, PassDeclaration, PassFailure, PassRun};
use ir::{BlockId, Context, IrMapping, OpBuilder, Operation, Value};

use super::loop_utils::{
    build_apply, constant_trip_count, promote_if_single_iteration, trip_count_map,
};
use crate::canonicalize::set_bound;
use crate::compose::{canonicalize_map_and_operands, compose_affine_map_and_operands};
use crate::{AffineForOp, AffineLoopUnrollBase};

/// An unsigned option that knows whether the pipeline set it (LLVM's
/// `cl::opt::hasValue`, which `unroll-full-threshold` is read through).
#[derive(Clone, Copy, Debug)]
pub struct ExplicitU32 {
    /// The value (the default until set).
    pub value: u32,
    /// Whether the pipeline text gave it.
    pub set: bool,
}

impl ExplicitU32 {
    /// The default `value`, not set.
    pub const fn unset(value: u32) -> Self {
        ExplicitU32 { value, set: false }
    }
}

impl OptionValue for ExplicitU32 {
    const VALUE_NAME: &'static str = <u32 as OptionValue>::VALUE_NAME;
    fn parse_option(text: &str) -> Result<Self, String> {
        u32::parse_option(text).map(|value| ExplicitU32 { value, set: true })
    }
    fn print_option(&self, out: &mut String) {
        self.value.print_option(out);
    }
}

/// The `affine-loop-unroll` pass.
#[derive(Clone, Debug, Default)]
pub struct AffineLoopUnroll {
    base: AffineLoopUnrollBase,
}

/// Creates the `affine-loop-unroll` pass with its default options
/// (upstream's `createLoopUnrollPass`).
pub fn create_loop_unroll_pass() -> Box<dyn ir::pass::Pass> {
    Box::new(AffineLoopUnroll::default())
}

impl OperationPass for AffineLoopUnroll {
    type Declaration = AffineLoopUnrollBase;
    fn declaration(&self) -> &AffineLoopUnrollBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut AffineLoopUnrollBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let o = self.base.options().clone();
        let func = run.op();
        let ctx = run.ctx();
        // An external function has no body.
        if ctx
            .op_regions(func)
            .iter()
            .all(|&r| ctx.region_blocks(r).is_empty())
        {
            return Ok(());
        }
        if o.unroll_full && o.unroll_full_threshold.set {
            // Innermost first: unrolling an outer loop clones the inner ones.
            let all: Vec<AffineForOp> = ctx
                .walk_postorder(func)
                .into_iter()
                .filter_map(|op| AffineForOp::cast(ctx, op))
                .collect();
            let threshold = u64::from(o.unroll_full_threshold.value);
            let loops: Vec<AffineForOp> = all
                .into_iter()
                .filter(|&l| constant_trip_count(ctx, l).is_some_and(|t| t <= threshold))
                .collect();
            for l in loops {
                if ctx.is_live(l.operation()) {
                    loop_unroll_full(ctx, l);
                }
            }
            return Ok(());
        }
        for _ in 0..o.num_repetitions {
            let loops = innermost_loops(ctx, func);
            if loops.is_empty() {
                break;
            }
            let mut unrolled = false;
            for l in loops {
                unrolled |= if o.unroll_full {
                    loop_unroll_full(ctx, l)
                } else if o.unroll_up_to_factor {
                    loop_unroll_up_to_factor(ctx, l, u64::from(o.unroll_factor))
                } else {
                    loop_unroll_by_factor(ctx, l, u64::from(o.unroll_factor), o.clean_up_unroll)
                };
            }
            if !unrolled {
                break;
            }
        }
        Ok(())
    }
}

/// The loops with no `affine.for` inside, in post-order (upstream's
/// `gatherInnermostLoops`).
fn innermost_loops(ctx: &Context, func: Operation) -> Vec<AffineForOp> {
    ctx.walk_postorder(func)
        .into_iter()
        .filter_map(|op| AffineForOp::cast(ctx, op))
        .filter(|l| {
            ctx.walk_postorder(l.operation())
                .into_iter()
                .filter(|&o| o != l.operation())
                .all(|o| AffineForOp::cast(ctx, o).is_none())
        })
        .collect()
}

/// Unrolls the loop completely when its trip count is a constant
/// (upstream's `loopUnrollFull`).
pub fn loop_unroll_full(ctx: &mut Context, op: AffineForOp) -> bool {
    match constant_trip_count(ctx, op) {
        Some(0) => true,
        Some(1) => promote_if_single_iteration(ctx, op),
        Some(n) => loop_unroll_by_factor(ctx, op, n, false),
        None => false,
    }
}

/// Unrolls by `factor` or the constant trip count, whichever is lower
/// (upstream's `loopUnrollUpToFactor`).
pub fn loop_unroll_up_to_factor(ctx: &mut Context, op: AffineForOp, factor: u64) -> bool {
    match constant_trip_count(ctx, op) {
        Some(n) if n < factor => loop_unroll_by_factor(ctx, op, n, false),
        _ => loop_unroll_by_factor(ctx, op, factor, false),
    }
}

/// The largest number known to divide the trip count (upstream's
/// `getLargestDivisorOfTripCount`).
pub(crate) fn largest_divisor_of_trip_count(ctx: &mut Context, op: AffineForOp) -> u64 {
    let Some(trip) = trip_count_map(ctx, op) else {
        return 1;
    };
    let mut gcd: Option<u64> = None;
    for e in ctx.affine_map_data(trip.map).results.clone() {
        let this = match ctx.affine_constant_value(e) {
            Some(0) => u64::MAX,
            Some(c) => c as u64,
            None => ctx.affine_largest_known_divisor(e) as u64,
        };
        gcd = Some(gcd.map_or(this, |g| gcd_u64(g, this)));
    }
    gcd.unwrap_or(1)
}

fn gcd_u64(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// Unrolls the loop by `factor`: the step scaled, the body copied, a
/// cleanup loop after it for the iterations left over (upstream's
/// `loopUnrollByFactor`). False when nothing could be done.
pub fn loop_unroll_by_factor(
    ctx: &mut Context,
    op: AffineForOp,
    factor: u64,
    clean_up_unroll: bool,
) -> bool {
    let trips = constant_trip_count(ctx, op);
    if let Some(done) = nothing_to_unroll(ctx, op, factor, trips) {
        return done;
    }
    let Some(body) = op.get_body(ctx) else {
        return false;
    };
    if trips.is_some_and(|t| t < factor) {
        return clean_up_unroll && loop_unroll_full(ctx, op);
    }
    if !largest_divisor_of_trip_count(ctx, op).is_multiple_of(factor) {
        if !single_result_bounds(ctx, op) {
            return false;
        }
        if clean_up_unroll {
            return loop_unroll_full(ctx, op);
        }
        if !generate_cleanup_loop(ctx, op, factor) {
            return false;
        }
    }
    let step = op.step(ctx);
    let _ = op.set_step(&mut OpBuilder::new(ctx), step.wrapping_mul(factor as i64));
    let iv = op.get_induction_var(ctx);
    let iter_args = op.get_region_iter_args(ctx);
    let loc = ctx.op_loc(op.operation());
    generate_unrolled_loop(ctx, body, iv, factor, &iter_args, |b, i, iv| {
        // iv + i * step
        let d0 = b.affine_dim(0);
        let bump = b.affine_add_const(d0, (i as i64).wrapping_mul(step));
        let map = b.affine_map(1, 0, &[bump]);
        build_apply(b, loc, map, &[iv])
    });
    promote_if_single_iteration(ctx, op);
    true
}

/// The outcome of unrolling (or unroll-jamming) by `factor` when there
/// is nothing to copy: a factor of 1 (a loop running once promoted) or a
/// body that is only its terminator; `None` otherwise.
pub(crate) fn nothing_to_unroll(
    ctx: &mut Context,
    op: AffineForOp,
    factor: u64,
    trips: Option<u64>,
) -> Option<bool> {
    match factor {
        0 => Some(false),
        1 => Some(trips != Some(1) || promote_if_single_iteration(ctx, op)),
        _ => {
            let body = op.get_body(ctx)?;
            (ctx.block_len(body) == 1).then_some(true)
        }
    }
}

/// Whether both bounds have one result: a cleanup loop's lower bound is
/// then affine.
pub(crate) fn single_result_bounds(ctx: &Context, op: AffineForOp) -> bool {
    let lb = op.get_lower_bound_map(ctx);
    let ub = op.get_upper_bound_map(ctx);
    ctx.affine_map_data(lb).results.len() == 1 && ctx.affine_map_data(ub).results.len() == 1
}

/// Appends `factor - 1` copies of the body before its terminator, each
/// with the induction variable remapped by `remap_iv` and the iteration
/// arguments by the values the previous copy yields (upstream's
/// `generateUnrolledLoop`).
pub(crate) fn generate_unrolled_loop(
    ctx: &mut Context,
    body: BlockId,
    iv: Option<Value>,
    factor: u64,
    iter_args: &[Value],
    mut remap_iv: impl FnMut(&mut OpBuilder<'_>, u64, Value) -> Value,
) {
    let Some(terminator) = ctx.block_last_op(body) else {
        return;
    };
    let originals: Vec<Operation> = ctx.block_ops(body).filter(|&o| o != terminator).collect();
    let yielded = ctx.operands(terminator);
    let mut last_yielded = yielded.clone();
    for i in 1..factor {
        let mut mapping = IrMapping::new();
        for (&arg, &v) in iter_args.iter().zip(&last_yielded) {
            mapping.map_value(arg, v);
        }
        let mut b = OpBuilder::new(ctx);
        b.set_insertion_point_before(terminator);
        if let Some(iv) = iv.filter(|&iv| b.has_uses(iv)) {
            let remapped = remap_iv(&mut b, i, iv);
            mapping.map_value(iv, remapped);
        }
        for &o in &originals {
            let inserted = b.clone_op(o, &mut mapping).and_then(|c| b.insert(c));
            if inserted.is_err() {
                return;
            }
        }
        for (k, &v) in yielded.iter().enumerate() {
            if b.defining_op(v)
                .is_some_and(|d| b.op_parent_block(d) == Some(body))
            {
                last_yielded[k] = mapping.lookup_value_or_self(v);
            }
        }
    }
    let _ = ctx.set_operands(terminator, &last_yielded);
}

/// Clones the loop after itself to run the iterations a multiple of
/// `factor` leaves, the original bounded to that multiple (upstream's
/// `generateCleanupLoopForUnroll`).
pub(crate) fn generate_cleanup_loop(ctx: &mut Context, op: AffineForOp, factor: u64) -> bool {
    let o = op.operation();
    let mut mapping = IrMapping::new();
    let mut b = OpBuilder::new(ctx);
    b.set_insertion_point_after(o);
    let Ok(cleanup_op) = b.clone_op(o, &mut mapping) else {
        return false;
    };
    if b.insert(cleanup_op).is_err() {
        return false;
    }
    let Some(cleanup) = AffineForOp::cast(ctx, cleanup_op) else {
        return false;
    };
    let results = ctx.results(o);
    let cleanup_results = ctx.results(cleanup_op);
    for (k, (r, cr)) in results.into_iter().zip(cleanup_results).enumerate() {
        ctx.replace_all_uses_with(r, cr);
        // Read now, as upstream's operand range is: an init equal to an
        // earlier one was replaced with the earlier result already.
        let Some(&init) = cleanup.inits(ctx).get(k) else {
            return false;
        };
        replace_uses_of_with(ctx, cleanup_op, init, r);
    }
    let Some((map, operands)) = cleanup_lower_bound(ctx, op, factor) else {
        return false;
    };
    set_bound(ctx, cleanup, true, &operands, map);
    promote_if_single_iteration(ctx, cleanup);
    set_bound(ctx, op, false, &operands, map);
    true
}

/// `replaceUsesOfWith` on `op`'s own operands.
fn replace_uses_of_with(ctx: &mut Context, op: Operation, from: Value, to: Value) {
    for (i, v) in ctx.operands(op).into_iter().enumerate() {
        if v == from {
            let _ = ctx.set_operand(op, i, to);
        }
    }
}

/// The cleanup loop's lower bound: `lb + tc - tc mod factor` (times the
/// step) for each trip count `tc` (upstream's `getCleanupLoopLowerBound`).
fn cleanup_lower_bound(
    ctx: &mut Context,
    op: AffineForOp,
    factor: u64,
) -> Option<(AffineMap, Vec<Value>)> {
    let trip = trip_count_map(ctx, op)?;
    let o = op.operation();
    let loc = ctx.op_loc(o);
    let lb_map = op.get_lower_bound_map(ctx);
    let lb_operands = op.lower_bound_operands(ctx);
    let step = op.step(ctx);
    let td = ctx.affine_map_data(trip.map).clone();
    let mut b = OpBuilder::new(ctx);
    b.set_insertion_point_before(o);
    let lb = build_apply(&mut b, loc, lb_map, &lb_operands);
    let factor_expr = b.affine_constant(factor as i64);
    let step_expr = b.affine_constant(step);
    let mut bumps = Vec::with_capacity(td.results.len());
    for &tc in &td.results {
        let rem = b.affine_mod(tc, factor_expr);
        let diff = b.affine_sub(tc, rem);
        let bump = b.affine_mul(diff, step_expr);
        let bump_map = b.affine_map(td.num_dims, td.num_symbols, &[bump]);
        bumps.push(build_apply(&mut b, loc, bump_map, &trip.operands));
    }
    let d0 = b.affine_dim(0);
    let exprs: Vec<_> = (0..bumps.len())
        .map(|i| {
            let di = b.affine_dim(i as u32 + 1);
            b.affine_add(d0, di)
        })
        .collect();
    let mut map = b.affine_map(1 + bumps.len() as u32, 0, &exprs);
    let mut operands = vec![lb];
    operands.extend_from_slice(&bumps);
    compose_affine_map_and_operands(ctx, &mut map, &mut operands);
    map = ctx.simplify_affine_map(map);
    canonicalize_map_and_operands(ctx, &mut map, &mut operands);
    for v in bumps.into_iter().chain([lb]) {
        if !ctx.has_uses(v) {
            if let Some(d) = ctx.defining_op(v) {
                let _ = ctx.erase_op(d);
            }
        }
    }
    Some((map, operands))
}
