//! The `affine-loop-coalescing` pass (upstream `LoopCoalescing.cpp`),
//! declared by its def of `Affine/Passes.td`: each perfect nest of
//! `scf.for` or `affine.for` loops whose bounds are defined above it
//! becomes one loop over the product of the trip counts (upstream's
//! `coalesceLoops` and `coalescePerfectlyNestedSCFForLoops` of
//! `SCF/Utils/Utils.cpp`; the affine half is
//! [`affine::transforms::coalesce`]). It lives here because scf depends
//! on affine.

use affine::transforms::coalesce::{
    coalesce_bands, coalesce_perfectly_nested_affine_loops, operands_defined_above,
};
use affine::transforms::loop_utils::replace_all_uses_except;
use affine::AffineForOp;
use ir::pass::{OperationPass, PassFailure, PassRun};
use ir::rewrite::create_or_fold;
use ir::{Context, Location, OpBuilder, OpId, Type, Value};

use crate::for_op::constant_int;
use crate::ForOp;

// The pass declaration (`LoopCoalescingBase`, `register_passes`).
include!(concat!(env!("OUT_DIR"), "/affine_passes.rs.inc"));

/// The `affine-loop-coalescing` pass.
#[derive(Clone, Debug, Default)]
pub struct LoopCoalescing {
    base: LoopCoalescingBase,
}

/// Creates the `affine-loop-coalescing` pass (upstream's
/// `createLoopCoalescingPass`).
pub fn create_loop_coalescing_pass() -> Box<dyn ir::pass::Pass> {
    Box::new(LoopCoalescing::default())
}

impl OperationPass for LoopCoalescing {
    type Declaration = LoopCoalescingBase;
    fn declaration(&self) -> &LoopCoalescingBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut LoopCoalescingBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let top = run.op();
        let ctx = run.ctx();
        // Pre-order, as upstream walks: a coalesced nest's inner loops are
        // erased before the walk would reach them.
        for op in ctx.walk_preorder(top) {
            if !ctx.is_live(op) {
                continue;
            }
            if let Some(for_op) = ForOp::cast(ctx, op) {
                coalesce_perfectly_nested_scf_for_loops(ctx, for_op);
            } else if let Some(for_op) = AffineForOp::cast(ctx, op) {
                coalesce_perfectly_nested_affine_loops(ctx, for_op);
            }
        }
        Ok(())
    }
}

/// The perfect nest of `scf.for` loops from `root` down: each body holds
/// one loop and the terminator (upstream's `getPerfectlyNestedLoops`).
pub fn perfectly_nested_loops(ctx: &Context, root: ForOp) -> Vec<ForOp> {
    let mut loops = vec![root];
    let mut cur = root;
    while let Some(body) = cur.get_body(ctx) {
        let next = ctx
            .block_first_op(body)
            .filter(|_| ctx.block_len(body) == 2)
            .and_then(|o| ForOp::cast(ctx, o));
        let Some(next) = next else {
            break;
        };
        loops.push(next);
        cur = next;
    }
    loops
}

/// Coalesces the bands of the perfect nest rooted at `root` whose bounds
/// are defined above the band and whose iteration arguments chain from
/// loop to loop (upstream's `coalescePerfectlyNestedSCFForLoops`); whether
/// one was coalesced.
pub fn coalesce_perfectly_nested_scf_for_loops(ctx: &mut Context, root: ForOp) -> bool {
    let loops = perfectly_nested_loops(ctx, root);
    let above = operands_defined_above(ctx, &loops, ForOp::operation, |ctx, l| {
        vec![l.lower_bound(ctx), l.upper_bound(ctx), l.step(ctx)]
    });
    // Where the chain of iteration arguments through each loop starts: an
    // inner loop continues its parent's when it takes the parent's
    // iteration arguments as inits and the parent yields its results.
    let mut chain_start: Vec<usize> = (0..loops.len()).collect();
    for i in 1..loops.len() {
        let (outer, inner) = (loops[i - 1], loops[i]);
        let yielded = outer.yield_op(ctx).map(|y| ctx.operands(y.operation()));
        if outer.get_region_iter_args(ctx) == inner.init_args(ctx)
            && yielded == Some(ctx.results(inner.operation()))
        {
            chain_start[i] = chain_start[i - 1];
        }
    }
    coalesce_bands(&above, &chain_start, |band| {
        coalesce_loops(ctx, &loops[band])
    })
}

/// Replaces the perfect nest `loops` (outermost first) by its outermost
/// loop, normalized to run from 0 by 1 over the product of the trip
/// counts, each induction variable recovered from it (upstream's
/// `coalesceLoops`). False for fewer than two loops.
pub fn coalesce_loops(ctx: &mut Context, loops: &[ForOp]) -> bool {
    let (Some(&outermost), Some(&innermost)) = (loops.first(), loops.last()) else {
        return false;
    };
    if loops.len() < 2 {
        return false;
    }
    let Some(inner_body) = innermost.get_body(ctx) else {
        return false;
    };
    let mut b = OpBuilder::new(ctx);
    // 1. Every loop from 0 by 1; its old induction variable recomputed at
    // the start of the innermost body.
    for &l in loops {
        let loc = b.op_loc(l.operation());
        let (lb, ub, step) = (l.lower_bound(&b), l.upper_bound(&b), l.step(&b));
        b.set_insertion_point_before(outermost.operation());
        let (new_lb, new_ub, new_step) = emit_normalized_loop_bounds(&mut b, loc, lb, ub, step);
        l.set_lower_bound(&mut b, new_lb);
        l.set_upper_bound(&mut b, new_ub);
        l.set_step(&mut b, new_step);
        b.set_insertion_point_to_start(inner_body);
        if let Some(iv) = l.get_induction_var(&b) {
            denormalize_induction_variable(&mut b, loc, iv, lb, step);
        }
    }
    // 2. The coalesced trip count.
    let loc = b.op_loc(outermost.operation());
    b.set_insertion_point_before(outermost.operation());
    let upper_bounds: Vec<Value> = loops.iter().map(|l| l.upper_bound(&b)).collect();
    let total = product_of_ints_or_indexes(&mut b, loc, &upper_bounds);
    outermost.set_upper_bound(&mut b, total);
    // 3. The induction variables from the coalesced one.
    b.set_insertion_point_to_start(inner_body);
    let Some(outer_iv) = outermost.get_induction_var(&b) else {
        return false;
    };
    let (ivs, preserved) = delinearize_induction_variable(&mut b, loc, outer_iv, &upper_bounds);
    replace_all_uses_except(&mut b, outer_iv, ivs[0], &preserved);
    // 4. Each inner body inlined into its parent's, innermost first.
    for i in (1..loops.len()).rev() {
        let (outer, inner) = (loops[i - 1], loops[i]);
        let (Some(body), Some(outer_body)) = (inner.get_body(&b), outer.get_body(&b)) else {
            return false;
        };
        let Some(terminator) = b.block_last_op(body) else {
            return false;
        };
        let yielded = b.operands(terminator);
        let _ = b.erase_op(terminator);
        let mut args = vec![ivs[i]];
        args.extend(outer.get_region_iter_args(&b));
        let _ = b.inline_block_before(body, outer_body, Some(inner.operation()), &args);
        let inner_op = inner.operation();
        for (r, v) in b.results(inner_op).into_iter().zip(yielded) {
            b.replace_all_uses_with(r, v);
        }
        let _ = b.erase_op(inner_op);
    }
    true
}

/// The bounds of a loop from `lb` to `ub` by `step` rewritten to run from
/// 0 by 1 over its trip count `ceildivsi(ub - lb, step)`, folded where it
/// folds (upstream's `emitNormalizedLoopBounds`, the new bounds as values).
pub fn emit_normalized_loop_bounds(
    b: &mut OpBuilder<'_>,
    loc: Location,
    lb: Value,
    ub: Value,
    step: Value,
) -> (Value, Value, Value) {
    let zero_based = constant_int(b, lb) == Some(0);
    let step_one = constant_int(b, step) == Some(1);
    if zero_based && step_one {
        return (lb, ub, step);
    }
    let ty = b.value_type(lb);
    let mut diff = ub;
    if !zero_based {
        let op = arith::SubIOp::build(b, loc, ty, ub, lb, None).operation();
        diff = create_or_fold(b, op)[0];
    }
    let mut new_ub = diff;
    if !step_one {
        let op = arith::CeilDivSIOp::build(b, loc, ty, diff, step).operation();
        new_ub = create_or_fold(b, op)[0];
    }
    let new_lb = constant(b, loc, ty, 0);
    let new_step = constant(b, loc, ty, 1);
    (new_lb, new_ub, new_step)
}

/// Recomputes `iv`, now counting iterations from 0 by 1, as
/// `iv * step + lb` at the insertion point, and makes its users use that
/// (upstream's `denormalizeInductionVariable`).
pub fn denormalize_induction_variable(
    b: &mut OpBuilder<'_>,
    loc: Location,
    iv: Value,
    lb: Value,
    step: Value,
) {
    let mut preserve = Vec::new();
    let ty = b.value_type(iv);
    let mut value = iv;
    if constant_int(b, step) != Some(1) {
        let mul = arith::MulIOp::build(b, loc, ty, iv, step, None).operation();
        preserve.push(mul);
        value = b.result(mul, 0);
    }
    if constant_int(b, lb) != Some(0) {
        let add = arith::AddIOp::build(b, loc, ty, value, lb, None).operation();
        preserve.push(add);
        value = b.result(add, 0);
    }
    replace_all_uses_except(b, iv, value, &preserve);
}

/// The product of `values`, ones left out, a constant 1 when nothing is
/// left (upstream's `getProductOfIntsOrIndexes`).
fn product_of_ints_or_indexes(b: &mut OpBuilder<'_>, loc: Location, values: &[Value]) -> Value {
    let mut product: Option<Value> = None;
    for &v in values {
        if constant_int(b, v) == Some(1) {
            continue;
        }
        product = Some(match product {
            Some(p) => {
                let ty = b.value_type(p);
                arith::MulIOp::build(b, loc, ty, p, v, None).result(b)
            }
            None => v,
        });
    }
    match product {
        Some(p) => p,
        None => {
            let ty = b.value_type(values[0]);
            constant(b, loc, ty, 1)
        }
    }
}

/// Each original induction variable from the coalesced one, innermost
/// first: the running quotient by the trip counts inside, modulo its own
/// (`floordiv(iv, product of inner counts) mod count`); a count of one
/// gives the constant 0. Also the ops built, which keep using `linear`
/// (upstream's `delinearizeInductionVariable`).
fn delinearize_induction_variable(
    b: &mut OpBuilder<'_>,
    loc: Location,
    linear: Value,
    ubs: &[Value],
) -> (Vec<Value>, Vec<OpId>) {
    let n = ubs.len();
    let is_one: Vec<bool> = ubs.iter().map(|&u| constant_int(b, u) == Some(1)).collect();
    let mut ivs = vec![linear; n];
    let mut preserved = Vec::new();
    let leading_ones = is_one.iter().take_while(|&&one| one).count();
    for (iv, &ub) in ivs.iter_mut().zip(ubs).take(leading_ones) {
        let ty = b.value_type(ub);
        *iv = constant(b, loc, ty, 0);
    }
    let mut previous = linear;
    for i in leading_ones..n {
        let idx = n - (i - leading_ones) - 1;
        if i != leading_ones && !is_one[idx + 1] {
            let ty = b.value_type(previous);
            let div = arith::DivSIOp::build(b, loc, ty, previous, ubs[idx + 1]).operation();
            preserved.push(div);
            previous = b.result(div, 0);
        }
        let mut iv = previous;
        if i != n - 1 {
            if !is_one[idx] {
                let ty = b.value_type(previous);
                let rem = arith::RemSIOp::build(b, loc, ty, previous, ubs[idx]).operation();
                preserved.push(rem);
                iv = b.result(rem, 0);
            } else {
                let ty = b.value_type(ubs[idx]);
                iv = constant(b, loc, ty, 0);
            }
        }
        ivs[idx] = iv;
    }
    (ivs, preserved)
}

/// An `arith.constant` of `value` of integer or index type `ty`.
fn constant(b: &mut OpBuilder<'_>, loc: Location, ty: Type, value: i64) -> Value {
    let attr = b.integer_attr(ty, value);
    arith::ConstantOp::build(b, loc, ty, attr).result(b)
}
