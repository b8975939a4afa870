//! The `scf-for-loop-canonicalization` pass (upstream
//! `LoopCanonicalization.cpp` and `Utils/AffineCanonicalizationUtils.cpp`):
//! `affine.min`/`affine.max` of loop induction variables replaced by the
//! bound the loop ranges prove they equal, and `dim` ops of shape-preserving
//! loop-carried tensors and buffers read from the loop's init values.

use affine::analysis::min_max::{constant_int_value, simplify_constrained_min_max_op};
use affine::analysis::FlatAffineValueConstraints;
use ir::pass::{OperationPass, PassFailure, PassRun};
use ir::{Context, GreedyConfig, OpId, PatternRewriter, RewritePattern, Value};
use presburger::{BoundType, Int};

use crate::{ForOp, ParallelOp, SCFForLoopCanonicalizationBase};

/// The lower bound, upper bound and step of the loop `iv` is the induction
/// variable of (upstream's `matchForLikeLoop`: `scf.for` and
/// `scf.parallel`).
pub fn match_for_like_loop(ctx: &Context, iv: Value) -> Option<(Value, Value, Value)> {
    let Value::Arg { block, index } = iv else {
        return None;
    };
    let owner = ctx.block_parent_op(block)?;
    let body_block = |op: OpId| {
        ctx.op_regions(op)
            .first()
            .and_then(|&r| ctx.region_blocks(r).first().copied())
    };
    if let Some(for_op) = ForOp::cast(ctx, owner) {
        if index == 0 && body_block(owner) == Some(block) {
            return Some((
                for_op.lower_bound(ctx),
                for_op.upper_bound(ctx),
                for_op.step(ctx),
            ));
        }
        return None;
    }
    let par = ParallelOp::cast(ctx, owner)?;
    let i = index as usize;
    let (lbs, ubs, steps) = (par.lower_bound(ctx), par.upper_bound(ctx), par.step(ctx));
    (body_block(owner) == Some(block) && i < lbs.len()).then(|| (lbs[i], ubs[i], steps[i]))
}

/// Adds the range of the loop variable `iv`: `lb <= iv < lb + step * ((ub
/// - lb - 1) floordiv step) + 1`, bounds as symbols (upstream's
/// `addLoopRangeConstraints`); false for a non-constant step.
pub fn add_loop_range_constraints(
    ctx: &mut Context,
    cst: &mut FlatAffineValueConstraints,
    iv: Value,
    (lb, ub, step): (Value, Value, Value),
) -> bool {
    let Some(step) = constant_int_value(ctx, step) else {
        return false;
    };
    let dim_iv = cst.append_dim_var(Some(iv));
    let sym_lb = cst.append_symbol_var(Some(lb));
    let sym_ub = cst.append_symbol_var(Some(ub));
    let (lb_int, ub_int) = (constant_int_value(ctx, lb), constant_int_value(ctx, ub));
    if let Some(v) = lb_int {
        cst.add_bound(BoundType::Eq, sym_lb, &Int::from(v));
    }
    if let Some(v) = ub_int {
        cst.add_bound(BoundType::Eq, sym_ub, &Int::from(v));
    }
    let mut ineq = vec![Int::from(0); cst.num_cols()];
    ineq[dim_iv] = Int::from(1);
    ineq[sym_lb] = Int::from(-1);
    cst.add_inequality(&ineq);
    let dims = cst.num_dims();
    let sym = |ctx: &mut Context, col: usize| ctx.affine_symbol((col - dims) as u32);
    let iv_ub = match (lb_int, ub_int) {
        (Some(l), Some(u)) if l.checked_add(step).is_some_and(|s| s >= u) => {
            // At most one iteration: iv < lb + 1.
            let s = sym(ctx, sym_lb);
            ctx.affine_add_const(s, 1)
        }
        _ => {
            let expr_lb = match lb_int {
                Some(l) => ctx.affine_constant(l),
                None => sym(ctx, sym_lb),
            };
            let expr_ub = match ub_int {
                Some(u) => ctx.affine_constant(u),
                None => sym(ctx, sym_ub),
            };
            let first = ctx.affine_add_const(expr_lb, 1);
            let diff = ctx.affine_sub(expr_ub, expr_lb);
            let diff = ctx.affine_add_const(diff, -1);
            let s = ctx.affine_constant(step);
            let quotient = ctx.affine_floor_div(diff, s);
            let scaled = ctx.affine_mul_const(quotient, step);
            ctx.affine_add(first, scaled)
        }
    };
    let map = ctx.affine_map(dims as u32, cst.num_symbols() as u32, &[iv_ub]);
    cst.add_bound_map(ctx, BoundType::Ub, dim_iv, map, false)
        .is_ok()
}

/// Replaces the `affine.min`/`affine.max` `op` by an `affine.apply` of the
/// bound its loop-variable operands' ranges prove it equals (upstream's
/// `canonicalizeMinMaxOpInLoop` with `matchForLikeLoop`).
pub fn canonicalize_min_max_op_in_loop(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    let mut cst = FlatAffineValueConstraints::new(0, 0);
    let mut ivs: Vec<Value> = Vec::new();
    let operands: Vec<Value> = rw.operands_iter(op).collect();
    for operand in operands {
        if ivs.contains(&operand) {
            continue;
        }
        let Some(range) = match_for_like_loop(rw, operand) else {
            continue;
        };
        ivs.push(operand);
        if !add_loop_range_constraints(rw, &mut cst, operand, range) {
            return false;
        }
    }
    let Some((map, values)) = simplify_constrained_min_max_op(rw, op, cst) else {
        return false;
    };
    let attr = rw.affine_map_attr(map);
    let (loc, index) = (rw.op_loc(op), rw.index_type());
    rw.set_insertion_point_before(op);
    let v = affine::AffineApplyOp::build(rw, loc, index, attr, &values).result(rw);
    rw.replace_op(op, &[v]).is_ok()
}

/// `affine.min`/`affine.max` in loops (upstream's
/// `AffineOpSCFCanonicalizationPattern`).
struct MinMaxInLoop(&'static str);

impl RewritePattern for MinMaxInLoop {
    fn root(&self) -> Option<&str> {
        Some(self.0)
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        canonicalize_min_max_op_in_loop(rw, op)
    }
}

/// Whether the loop's result `arg` always has the shape of its init value:
/// yielded through `tensor.insert_slice` destinations and shape-preserving
/// nested loops back to its iteration argument (upstream's `isShapePreserving`).
fn is_shape_preserving(ctx: &Context, for_op: ForOp, arg: usize) -> bool {
    let body = ctx
        .op_regions(for_op.operation())
        .first()
        .and_then(|&r| ctx.region_blocks(r).first().copied());
    let Some(body) = body else { return false };
    let Some(term) = ctx.block_ops(body).last() else {
        return false;
    };
    let Some(mut value) = ctx.operands_iter(term).nth(arg) else {
        return false;
    };
    let iter_arg = ctx.block_arg(body, arg + 1);
    loop {
        if value == iter_arg {
            return true;
        }
        let Value::Result { op, index } = value else {
            return false;
        };
        if let Some(insert) = tensor::InsertSliceOp::cast(ctx, op) {
            value = insert.dest(ctx);
        } else if let Some(inner) = ForOp::cast(ctx, op) {
            if !is_shape_preserving(ctx, inner, index as usize) {
                return false;
            }
            match inner.init_args(ctx).get(index as usize) {
                Some(&v) => value = v,
                None => return false,
            }
        } else {
            return false;
        }
    }
}

/// A `dim` op's source, for `tensor.dim` and `memref.dim`.
fn dim_source(ctx: &Context, op: OpId) -> Option<Value> {
    if let Some(d) = tensor::DimOp::cast(ctx, op) {
        return Some(d.source(ctx));
    }
    memref::DimOp::cast(ctx, op).map(|d| d.source(ctx))
}

/// `dim` of a shape-preserving loop's iteration argument reads the init
/// value instead (upstream's `DimOfIterArgFolder`).
struct DimOfIterArg(&'static str);

impl RewritePattern for DimOfIterArg {
    fn root(&self) -> Option<&str> {
        Some(self.0)
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let Some(Value::Arg { block, index }) = dim_source(rw, op) else {
            return false;
        };
        let Some(for_op) = rw.block_parent_op(block).and_then(|o| ForOp::cast(rw, o)) else {
            return false;
        };
        if index == 0 || !is_shape_preserving(rw, for_op, index as usize - 1) {
            return false;
        }
        let Some(&init) = for_op.init_args(rw).get(index as usize - 1) else {
            return false;
        };
        rw.modify_op_in_place(op, |ctx| ctx.set_operand(op, 0, init).is_ok())
    }
}

/// `dim` of a shape-preserving loop's result reads the init value instead
/// (upstream's `DimOfLoopResultFolder`).
struct DimOfLoopResult(&'static str);

impl RewritePattern for DimOfLoopResult {
    fn root(&self) -> Option<&str> {
        Some(self.0)
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let Some(Value::Result { op: def, index }) = dim_source(rw, op) else {
            return false;
        };
        let Some(for_op) = ForOp::cast(rw, def) else {
            return false;
        };
        if !is_shape_preserving(rw, for_op, index as usize) {
            return false;
        }
        let Some(&init) = for_op.init_args(rw).get(index as usize) else {
            return false;
        };
        rw.modify_op_in_place(op, |ctx| ctx.set_operand(op, 0, init).is_ok())
    }
}

/// The pass's patterns, in upstream's order
/// (`populateSCFForLoopCanonicalizationPatterns`).
pub fn for_loop_canonicalization_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        Box::new(MinMaxInLoop("affine.min")),
        Box::new(MinMaxInLoop("affine.max")),
        Box::new(DimOfIterArg("tensor.dim")),
        Box::new(DimOfIterArg("memref.dim")),
        Box::new(DimOfLoopResult("tensor.dim")),
        Box::new(DimOfLoopResult("memref.dim")),
    ]
}

/// The pass.
#[derive(Clone, Debug, Default)]
pub struct ForLoopCanonicalization {
    base: SCFForLoopCanonicalizationBase,
}

/// Creates the `scf-for-loop-canonicalization` pass.
pub fn create_for_loop_canonicalization_pass() -> Box<dyn ir::pass::Pass> {
    Box::new(ForLoopCanonicalization::default())
}

impl OperationPass for ForLoopCanonicalization {
    type Declaration = SCFForLoopCanonicalizationBase;
    fn declaration(&self) -> &SCFForLoopCanonicalizationBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut SCFForLoopCanonicalizationBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let top = run.op();
        let patterns = for_loop_canonicalization_patterns();
        ir::apply_patterns_greedily(run.ctx(), top, &patterns, GreedyConfig::default())
            .map(|_| ())
            .map_err(|_| PassFailure)
    }
}
