//! The `scf-for-loop-peeling` pass (upstream `LoopSpecialization.cpp`'s
//! `peelForLoop`, `peelForLoopFirstIteration` and `ForLoopPeelingPattern`,
//! `AffineCanonicalizationUtils.cpp`'s `rewritePeeledMinMaxOp`): a loop
//! whose step may not divide its range is split into a main loop of full
//! steps and a partial last iteration (or its first iteration is peeled),
//! and the `affine.min`/`affine.max` in both simplified with what each
//! knows of the range left.

use affine::analysis::min_max::{constant_int_value, simplify_constrained_min_max_op};
use affine::analysis::FlatAffineValueConstraints;
use affine::compose::compose_affine_map_and_operands;
use ir::affine::AffineMap;
use ir::pass::{OperationPass, PassDeclaration, PassFailure, PassRun};
use ir::{GreedyConfig, IrMapping, OpId, PatternRewriter, RewritePattern, Value};
use presburger::{BoundType, Int};

use crate::{ForOp, SCFForLoopPeelingBase};

const PEELED_LOOP: &str = "__peeled_loop__";
const PARTIAL_ITERATION: &str = "__partial_iteration__";

/// An `affine.apply` of `map` on `operands` before the insertion point,
/// folded when it folds (upstream's `createOrFold<AffineApplyOp>`).
fn create_or_fold_apply(
    rw: &mut PatternRewriter<'_>,
    loc: ir::Location,
    map: AffineMap,
    operands: &[Value],
) -> Value {
    let attr = rw.affine_map_attr(map);
    let index = rw.index_type();
    let op = affine::AffineApplyOp::build(rw, loc, index, attr, operands).operation();
    ir::rewrite::create_or_fold(rw, op)[0]
}

/// `(s1 - s0) mod s2` composed with the applies defining `lb`, `ub`,
/// `step` is the constant zero (the step divides the range).
fn divides_evenly(rw: &mut PatternRewriter<'_>, lb: Value, ub: Value, step: Value) -> bool {
    let (s0, s1, s2) = (
        rw.affine_symbol(0),
        rw.affine_symbol(1),
        rw.affine_symbol(2),
    );
    let diff = rw.affine_sub(s1, s0);
    let e = rw.affine_mod(diff, s2);
    let mut map = rw.affine_map(0, 3, &[e]);
    let mut operands = vec![lb, ub, step];
    compose_affine_map_and_operands(rw, &mut map, &mut operands);
    let result = rw.affine_map_data(map).results[0];
    rw.affine_constant_value(result) == Some(0)
}

/// Splits `for_op` into full steps up to `ub - (ub - lb) mod step` and a
/// partial iteration after it (upstream's `peelForLoop`); returns the
/// partial loop.
fn peel_for_loop(rw: &mut PatternRewriter<'_>, for_op: ForOp) -> Option<ForOp> {
    let (lb, ub, step) = (
        for_op.lower_bound(rw),
        for_op.upper_bound(rw),
        for_op.step(rw),
    );
    let (lb_int, ub_int, step_int) = (
        constant_int_value(rw, lb),
        constant_int_value(rw, ub),
        constant_int_value(rw, step),
    );
    if step_int.is_some_and(|s| s <= 1) {
        return None;
    }
    if let (Some(l), Some(u), Some(s)) = (lb_int, ub_int, step_int) {
        if u.checked_sub(l).is_some_and(|d| d % s == 0) {
            return None;
        }
    }
    if divides_evenly(rw, lb, ub, step) {
        return None;
    }
    let op = for_op.operation();
    let (s0, s1, s2) = (
        rw.affine_symbol(0),
        rw.affine_symbol(1),
        rw.affine_symbol(2),
    );
    let diff = rw.affine_sub(s1, s0);
    let rem = rw.affine_mod(diff, s2);
    let e = rw.affine_sub(s1, rem);
    let mod_map = rw.affine_map(0, 3, &[e]);
    rw.set_insertion_point_before(op);
    let loc = rw.op_loc(op);
    let split = create_or_fold_apply(rw, loc, mod_map, &[lb, ub, step]);
    rw.set_insertion_point_after(op);
    let partial = rw.clone_op(op, &mut IrMapping::new()).ok()?;
    rw.modify_op_in_place(partial, |ctx| ctx.set_operand(partial, 0, split))
        .ok()?;
    for i in 0..rw.num_results(op) {
        let (from, to) = (rw.result(op, i), rw.result(partial, i));
        rw.replace_all_uses_with(from, to);
    }
    let results: Vec<Value> = (0..rw.num_results(op)).map(|i| rw.result(op, i)).collect();
    rw.modify_op_in_place(partial, |ctx| {
        results
            .iter()
            .enumerate()
            .try_for_each(|(i, &r)| ctx.set_operand(partial, 3 + i, r))
    })
    .ok()?;
    rw.modify_op_in_place(op, |ctx| ctx.set_operand(op, 1, split))
        .ok()?;
    ForOp::cast(rw, partial)
}

/// Peels the first iteration of `for_op` into a copy running up to
/// `lb + step` (upstream's `peelForLoopFirstIteration`).
fn peel_first_iteration(rw: &mut PatternRewriter<'_>, for_op: ForOp) -> Option<ForOp> {
    let (lb, ub, step) = (
        for_op.lower_bound(rw),
        for_op.upper_bound(rw),
        for_op.step(rw),
    );
    if let (Some(l), Some(u), Some(s)) = (
        constant_int_value(rw, lb),
        constant_int_value(rw, ub),
        constant_int_value(rw, step),
    ) {
        // Upstream computes ceil(float(ub - lb) / step).
        if ((u - l) as f32 / s as f32).ceil() <= 1.0 {
            return None;
        }
    }
    let op = for_op.operation();
    let (s0, s1) = (rw.affine_symbol(0), rw.affine_symbol(1));
    let e = rw.affine_add(s0, s1);
    let ub_map = rw.affine_map(0, 2, &[e]);
    rw.set_insertion_point_before(op);
    let loc = rw.op_loc(op);
    let split = create_or_fold_apply(rw, loc, ub_map, &[lb, step]);
    let mut mapping = IrMapping::new();
    mapping.map_value(ub, split);
    let first = rw.clone_op(op, &mut mapping).ok()?;
    let results: Vec<Value> = (0..rw.num_results(first))
        .map(|i| rw.result(first, i))
        .collect();
    rw.modify_op_in_place(op, |ctx| {
        results
            .iter()
            .enumerate()
            .try_for_each(|(i, &r)| ctx.set_operand(op, 3 + i, r))?;
        ctx.set_operand(op, 0, split)
    })
    .ok()?;
    ForOp::cast(rw, first)
}

/// Replaces the `affine.min`/`affine.max` `op` in a peeled loop (or its
/// partial iteration, `inside_loop` false) by the bound the peeling
/// invariant proves (upstream's `rewritePeeledMinMaxOp`).
pub fn rewrite_peeled_min_max_op(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    iv: Value,
    ub: Value,
    step: Value,
    inside_loop: bool,
) -> bool {
    let mut cst = FlatAffineValueConstraints::new(0, 0);
    cst.append_dim_var(Some(iv));
    cst.append_symbol_var(Some(ub));
    cst.append_symbol_var(Some(step));
    if let Some(c) = constant_int_value(rw, ub) {
        cst.add_bound(BoundType::Eq, 1, &Int::from(c));
    }
    if let Some(c) = constant_int_value(rw, step) {
        cst.add_bound(BoundType::Eq, 2, &Int::from(c));
    }
    // Inside: ub - iv >= step; in the partial iteration: ub - iv < step.
    let row: [i64; 4] = if inside_loop {
        [-1, 1, -1, 0]
    } else {
        [1, -1, 1, -1]
    };
    cst.add_inequality(&row.map(Int::from));
    let Some((map, values)) = simplify_constrained_min_max_op(rw, op, cst) else {
        return false;
    };
    let attr = rw.affine_map_attr(map);
    let (loc, index) = (rw.op_loc(op), rw.index_type());
    rw.set_insertion_point_before(op);
    let v = affine::AffineApplyOp::build(rw, loc, index, attr, &values).result(rw);
    rw.replace_op(op, &[v]).is_ok()
}

/// Splits `for_op` into full steps and a partial last iteration and
/// simplifies the `affine.min`/`affine.max` of both with what each knows
/// of the range left (upstream's `scf::peelForLoopAndSimplifyBounds`):
/// the partial iteration's loop, or `None`, nothing changed, when the step
/// divides the range (or the loop has at most one step).
pub fn peel_for_loop_and_simplify_bounds(
    rw: &mut PatternRewriter<'_>,
    for_op: ForOp,
) -> Option<ForOp> {
    let op = for_op.operation();
    let previous_ub = for_op.upper_bound(rw);
    let partial = peel_for_loop(rw, for_op)?;
    let step = for_op.step(rw);
    let main_iv = rw.block_arg(body(rw, op), 0);
    let partial_iv = rw.block_arg(body(rw, partial.operation()), 0);
    for m in min_max_ops(rw, op) {
        if rw.is_live(m) {
            rewrite_peeled_min_max_op(rw, m, main_iv, previous_ub, step, true);
        }
    }
    for m in min_max_ops(rw, partial.operation()) {
        if rw.is_live(m) {
            rewrite_peeled_min_max_op(rw, m, partial_iv, previous_ub, step, false);
        }
    }
    Some(partial)
}

/// Peels the first iteration of `for_op` into a loop of its own before it
/// (upstream's `scf::peelForLoopFirstIteration`): that loop, or `None`,
/// nothing changed, when the loop has at most one iteration.
pub fn peel_for_loop_first_iteration(rw: &mut PatternRewriter<'_>, for_op: ForOp) -> Option<ForOp> {
    peel_first_iteration(rw, for_op)
}

/// The `affine.min`/`affine.max` ops nested in `op`, in post-order.
fn min_max_ops(rw: &PatternRewriter<'_>, op: OpId) -> Vec<OpId> {
    rw.walk_postorder(op)
        .into_iter()
        .filter(|&o| matches!(rw.op_name_of(o), "affine.min" | "affine.max"))
        .collect()
}

/// Peels unlabelled loops and labels both parts (upstream's
/// `ForLoopPeelingPattern`).
struct ForLoopPeelingPattern {
    peel_front: bool,
    skip_partial: bool,
}

impl RewritePattern for ForLoopPeelingPattern {
    fn root(&self) -> Option<&str> {
        Some("scf.for")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let Some(for_op) = ForOp::cast(rw, op) else {
            return false;
        };
        if rw.attr(op, PEELED_LOOP).is_some() {
            return false;
        }
        let partial = if self.peel_front {
            match peel_first_iteration(rw, for_op) {
                Some(p) => p,
                None => return false,
            }
        } else {
            if self.skip_partial {
                let mut cur = rw.op_parent_op(op);
                while let Some(p) = cur {
                    if ForOp::cast(rw, p).is_some() && rw.attr(p, PARTIAL_ITERATION).is_some() {
                        return false;
                    }
                    cur = rw.op_parent_op(p);
                }
            }
            match peel_for_loop_and_simplify_bounds(rw, for_op) {
                Some(p) => p,
                None => return false,
            }
        };
        let p = partial.operation();
        let (peeled, partial_name, unit) = (
            rw.ident(PEELED_LOOP),
            rw.ident(PARTIAL_ITERATION),
            rw.unit_attr(),
        );
        let ok = rw.modify_op_in_place(p, |ctx| {
            ctx.set_attr(p, peeled, unit)
                .and_then(|_| ctx.set_attr(p, partial_name, unit))
        });
        ok.is_ok()
            && rw
                .modify_op_in_place(op, |ctx| ctx.set_attr(op, peeled, unit))
                .is_ok()
    }
}

/// The body block of a loop.
fn body(rw: &PatternRewriter<'_>, op: OpId) -> ir::BlockId {
    let region = rw.op_regions(op)[0];
    rw.region_blocks(region)[0]
}

/// The pass.
#[derive(Clone, Debug, Default)]
pub struct ForLoopPeeling {
    base: SCFForLoopPeelingBase,
}

/// Creates the `scf-for-loop-peeling` pass.
pub fn create_for_loop_peeling_pass() -> Box<dyn ir::pass::Pass> {
    Box::new(ForLoopPeeling::default())
}

impl OperationPass for ForLoopPeeling {
    type Declaration = SCFForLoopPeelingBase;
    fn declaration(&self) -> &SCFForLoopPeelingBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut SCFForLoopPeelingBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let top = run.op();
        let options = self.base.options();
        let patterns: Vec<Box<dyn RewritePattern>> = vec![Box::new(ForLoopPeelingPattern {
            peel_front: options.peel_front,
            skip_partial: options.skip_partial,
        })];
        let ctx = run.ctx();
        // Not converging is no failure upstream.
        let _ = ir::apply_patterns_greedily(ctx, top, &patterns, GreedyConfig::default());
        for op in ctx.walk_postorder(top) {
            ctx.remove_attr(op, PEELED_LOOP);
            ctx.remove_attr(op, PARTIAL_ITERATION);
        }
        Ok(())
    }
}
