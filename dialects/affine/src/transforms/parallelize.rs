//! The `affine-parallelize` pass (upstream `AffineParallelize.cpp`) and
//! `affineParallelize` of `Affine/Utils/Utils.cpp`: each parallel
//! `affine.for` (no loop-carried memory dependence; reductions when
//! `parallel-reductions` is set) becomes a one-dimensional
//! `affine.parallel`, outer loops first, up to `max-nested` nested
//! parallel ops.

use ir::pass::{OperationPass, PassDeclaration, PassFailure, PassRun};
use ir::{Context, OpBuilder, Type};

use crate::analysis::parallelism::{is_loop_parallel, LoopReduction};
use crate::scope::is_affine_scope;
use crate::{AffineForOp, AffineParallelOp, AffineParallelizeBase};

/// The `affine-parallelize` pass.
#[derive(Clone, Debug, Default)]
pub struct AffineParallelize {
    base: AffineParallelizeBase,
}

/// Creates the `affine-parallelize` pass (upstream's
/// `createAffineParallelizePass`).
pub fn create_affine_parallelize_pass() -> Box<dyn ir::pass::Pass> {
    Box::new(AffineParallelize::default())
}

impl OperationPass for AffineParallelize {
    type Declaration = AffineParallelizeBase;
    fn declaration(&self) -> &AffineParallelizeBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut AffineParallelizeBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let o = self.base.options().clone();
        let func = run.op();
        let ctx = run.ctx();
        // Outer loops first, each judged before any is rewritten.
        let mut candidates = Vec::new();
        for op in ctx.walk_preorder(func) {
            let Some(l) = AffineForOp::cast(ctx, op) else {
                continue;
            };
            let mut reductions = Vec::new();
            let r = o.parallel_reductions.then_some(&mut reductions);
            if is_loop_parallel(ctx, l, r) {
                candidates.push((l, reductions));
            }
        }
        for (l, reductions) in candidates {
            let mut parallel_parents = 0u32;
            let mut cur = ctx.op_parent_op(l.operation());
            while let Some(p) = cur.filter(|&p| !is_affine_scope(ctx, p)) {
                if AffineParallelOp::cast(ctx, p).is_some() {
                    parallel_parents += 1;
                }
                cur = ctx.op_parent_op(p);
            }
            if parallel_parents < o.max_nested {
                // Upstream only logs a failure.
                let _ = affine_parallelize(ctx, l, &reductions);
            }
        }
        Ok(())
    }
}

/// Replaces `for_op` by a one-dimensional `affine.parallel` with its
/// bounds, step and body; each reduction's combiner moves after the new
/// op, combining the init with the parallel result (upstream's
/// `affineParallelize`). `None` when some loop-carried value is not among
/// `reductions`.
pub fn affine_parallelize(
    ctx: &mut Context,
    for_op: AffineForOp,
    reductions: &[LoopReduction],
) -> Option<AffineParallelOp> {
    let f = for_op.operation();
    let inits = for_op.inits(ctx);
    if reductions.len() != inits.len() {
        return None;
    }
    let body = for_op.get_body(ctx)?;
    let yield_op = ctx.block_last_op(body)?;
    let loc = ctx.op_loc(f);
    let lb = for_op.get_lower_bound_map(ctx);
    let ub = for_op.get_upper_bound_map(ctx);
    let mut operands = for_op.lower_bound_operands(ctx);
    operands.extend(for_op.upper_bound_operands(ctx));
    let step = for_op.step(ctx);
    let values: Vec<_> = reductions.iter().map(|r| r.value).collect();
    let types: Vec<Type> = values.iter().map(|&v| ctx.value_type(v)).collect();
    let i64t = ctx.integer_type(64);
    let kinds: Vec<_> = reductions
        .iter()
        .map(|r| ctx.integer_attr(i64t, r.kind as i128))
        .collect();
    let kinds = ctx.array_attr(&kinds);
    let group = |ctx: &mut Context, m| {
        let n = ctx.affine_map_data(m).results.len() as i64;
        let i32t = ctx.integer_type(32);
        let t = ctx.ranked_tensor(&[1], i32t);
        ctx.dense_int_attr(t, &[i128::from(n)])
    };
    let (lb_groups, ub_groups) = (group(ctx, lb), group(ctx, ub));
    let (lb_attr, ub_attr) = (ctx.affine_map_attr(lb), ctx.affine_map_attr(ub));
    let step_attr = ctx.integer_attr(i64t, i128::from(step));
    let steps = ctx.array_attr(&[step_attr]);
    let mut b = OpBuilder::new(ctx);
    b.set_insertion_point_before(f);
    let par = AffineParallelOp::build(
        &mut b, loc, &types, kinds, lb_attr, lb_groups, ub_attr, ub_groups, steps, &operands,
    );
    let region = par.region(ctx);
    for block in ctx.region_blocks(for_op.region(ctx)).to_vec() {
        ctx.detach_block(block).ok()?;
        ctx.insert_block(region, block, None).ok()?;
    }
    let par_op = par.operation();
    for (i, &init) in inits.iter().enumerate() {
        let combiner = ctx.defining_op(ctx.operand(yield_op, i))?;
        ctx.detach_op(combiner).ok()?;
        let at = ctx.op_parent_block(f)?;
        ctx.insert_op(at, Some(f), combiner).ok()?;
        let result = ctx.result(par_op, i);
        ctx.set_operands(combiner, &[init, result]).ok()?;
        let combined = ctx.result(combiner, 0);
        ctx.replace_all_uses_with(ctx.result(f, i), combined);
    }
    ctx.set_operands(yield_op, &values).ok()?;
    for _ in 0..reductions.len() {
        ctx.erase_block_arg(body, 1).ok()?;
    }
    ctx.erase_op(f).ok()?;
    Some(par)
}
