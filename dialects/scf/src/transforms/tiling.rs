//! `scf-parallel-loop-tiling` (upstream's `ParallelLoopTiling.cpp`): each
//! innermost `scf.parallel` without reductions becomes an outer loop over
//! tiles and an inner loop over a tile, bounded by an `affine.min` (or,
//! with `no-min-max-bounds`, guarded by an in-bounds `scf.if`).

use affine::transforms::loop_utils::replace_all_uses_except;
use ir::pass::{OperationPass, PassFailure, PassRun};
use ir::{Context, Diagnostic, OpBuilder, Operation, RegionId, Value};

use crate::utils::constant_index;
use crate::{IfOp, ParallelOp, SCFParallelLoopTilingBase, YieldOp};

/// The innermost `scf.parallel` loops under `root`, in program order;
/// whether `root` encloses any (upstream's `getInnermostParallelLoops`).
pub fn innermost_parallel_loops(ctx: &Context, root: Operation, out: &mut Vec<ParallelOp>) -> bool {
    let mut encloses = false;
    for &region in ctx.op_regions(root) {
        for &block in ctx.region_blocks(region) {
            for op in ctx.block_ops(block) {
                let inner = innermost_parallel_loops(ctx, op, out);
                encloses |= inner;
                if let Some(ploop) = ParallelOp::cast(ctx, op) {
                    encloses = true;
                    if !inner {
                        out.push(ploop);
                    }
                }
            }
        }
    }
    encloses
}

/// Moves the blocks of `src` into `dest`, whose own blocks are erased
/// (`Region::takeBody`).
fn take_body(b: &mut OpBuilder<'_>, dest: RegionId, src: RegionId) {
    for block in b.region_blocks(dest).to_vec() {
        let _ = b.erase_block(block);
    }
    for block in b.region_blocks(src).to_vec() {
        let _ = b
            .detach_block(block)
            .and_then(|()| b.insert_block(dest, block, None));
    }
}

/// The constant of an `arith.constant` of type `index` defining `v`.
fn constant_index_value(ctx: &Context, v: Value) -> Option<i64> {
    let def = ctx.defining_op(v)?;
    let c = arith::ConstantOp::cast(ctx, def)?;
    if !ctx.is_index(ctx.value_type(v)) {
        return None;
    }
    ctx.attr_as_int(c.value(ctx))
}

/// Tiles `op` by `tile_sizes` (1 for dimensions past them), returning the
/// outer and inner loops (upstream's `scf::tileParallelLoop`).
pub fn tile_parallel_loop(
    ctx: &mut Context,
    op: ParallelOp,
    tile_sizes: &[i64],
    no_min_max_bounds: bool,
) -> (ParallelOp, ParallelOp) {
    let loc = ctx.op_loc(op.operation());
    let (lbs, ubs, steps) = (op.lower_bound(ctx), op.upper_bound(ctx), op.step(ctx));
    let mut b = OpBuilder::new(ctx);
    b.set_insertion_point_before(op.operation());
    let zero = constant_index(&mut b, loc, 0);
    let sizes: Vec<i64> = (0..ubs.len())
        .map(|i| tile_sizes.get(i).copied().unwrap_or(1))
        .collect();
    let size_constants: Vec<Value> = sizes
        .iter()
        .map(|&s| constant_index(&mut b, loc, s))
        .collect();
    let index = b.index_type();
    let new_steps: Vec<Value> = steps
        .iter()
        .zip(&size_constants)
        .map(|(&s, &t)| arith::MulIOp::build(&mut b, loc, index, s, t, None).result(&b))
        .collect();
    let outer =
        ParallelOp::build_from_lower_bounds_upper_bounds_steps(&mut b, loc, &lbs, &ubs, &new_steps);
    let outer_ivs = outer.get_induction_vars(&b);
    if let Some(body) = outer.get_body(&b) {
        b.set_insertion_point_to_start(body);
    }
    let (d0, d1, d2) = (b.affine_dim(0), b.affine_dim(1), b.affine_dim(2));
    let diff = b.affine_sub(d1, d2);
    let min_map = b.affine_map(3, 0, &[d0, diff]);
    let min_map = b.affine_map_attr(min_map);
    let mut new_bounds = Vec::with_capacity(ubs.len());
    let mut need_inbound_check = false;
    for i in 0..ubs.len() {
        let constants = (
            constant_index_value(&b, lbs[i]),
            constant_index_value(&b, ubs[i]),
            constant_index_value(&b, steps[i]),
        );
        if let (Some(l), Some(u), Some(s)) = constants {
            if s != 0 {
                let iterations = (u - l + s - 1).div_euclid(s);
                if sizes[i] != 0 && iterations % sizes[i] == 0 {
                    new_bounds.push(new_steps[i]);
                    continue;
                }
            }
        }
        if no_min_max_bounds {
            new_bounds.push(new_steps[i]);
            need_inbound_check = true;
            continue;
        }
        let operands = [new_steps[i], ubs[i], outer_ivs[i]];
        new_bounds
            .push(affine::AffineMinOp::build(&mut b, loc, index, min_map, &operands).result(&b));
    }
    let zeros = vec![zero; new_bounds.len()];
    let inner = ParallelOp::build_from_lower_bounds_upper_bounds_steps(
        &mut b,
        loc,
        &zeros,
        &new_bounds,
        &steps,
    );
    let inner_body = inner.get_body(&b);
    if no_min_max_bounds && need_inbound_check {
        let Some(inner_body) = inner_body else {
            return (outer, inner);
        };
        b.set_insertion_point_to_start(inner_body);
        let i1 = b.i1();
        let one = b.integer_attr(i1, 1);
        let mut inbound = arith::ConstantOp::build(&mut b, loc, i1, one).result(&b);
        let inner_ivs = inner.get_induction_vars(&b);
        for i in 0..inner_ivs.len() {
            let mul =
                arith::MulIOp::build(&mut b, loc, index, inner_ivs[i], steps[i], None).result(&b);
            let idx = arith::AddIOp::build(&mut b, loc, index, mul, outer_ivs[i], None).result(&b);
            let ult = b.i64_attr(arith::CmpIPredicate::Ult as i64);
            let dim_inbound = arith::CmpIOp::build(&mut b, loc, i1, ult, idx, ubs[i]).result(&b);
            inbound = arith::AndIOp::build(&mut b, loc, i1, inbound, dim_inbound).result(&b);
        }
        let if_inbound =
            IfOp::build_from_result_types_cond_with_else_region(&mut b, loc, &[], inbound, false);
        let then_region = if_inbound.then_region(&b);
        let src = op.region(&b);
        take_body(&mut b, then_region, src);
        let Some(then_block) = b.region_entry(then_region) else {
            return (outer, inner);
        };
        if let Some(reduce) = b.block_last_op(then_block) {
            let reduce_loc = b.op_loc(reduce);
            b.set_insertion_point_to_end(then_block);
            YieldOp::build(&mut b, reduce_loc, &[]);
            let _ = b.erase_op(reduce);
        }
        b.set_insertion_point_to_start(inner_body);
        let then_args = b.block_args(then_block);
        for (i, (&inner_iv, &outer_iv)) in inner_ivs.iter().zip(&outer_ivs).enumerate() {
            let new_index = arith::AddIOp::build(&mut b, loc, index, inner_iv, outer_iv, None);
            let value = new_index.result(&b);
            if let Some(&arg) = then_args.get(i) {
                replace_all_uses_except(&mut b, arg, value, &[new_index.operation()]);
            }
        }
        for i in (0..then_args.len()).rev() {
            let _ = b.erase_block_arg(then_block, i);
        }
    } else {
        let inner_region = inner.region(&b);
        let src = op.region(&b);
        take_body(&mut b, inner_region, src);
        if let Some(body) = inner.get_body(&b) {
            b.set_insertion_point_to_start(body);
        }
        let inner_ivs = inner.get_induction_vars(&b);
        for (&inner_iv, &outer_iv) in inner_ivs.iter().zip(&outer_ivs) {
            let new_index = arith::AddIOp::build(&mut b, loc, index, inner_iv, outer_iv, None);
            let value = new_index.result(&b);
            replace_all_uses_except(&mut b, inner_iv, value, &[new_index.operation()]);
        }
    }
    let _ = b.erase_op(op.operation());
    (outer, inner)
}

/// The `scf-parallel-loop-tiling` pass.
#[derive(Clone, Debug, Default)]
pub struct ParallelLoopTiling {
    base: SCFParallelLoopTilingBase,
}

/// Creates the `scf-parallel-loop-tiling` pass (upstream's
/// `createParallelLoopTilingPass`).
pub fn create_parallel_loop_tiling_pass() -> Box<dyn ir::pass::Pass> {
    Box::new(ParallelLoopTiling::default())
}

impl OperationPass for ParallelLoopTiling {
    type Declaration = SCFParallelLoopTilingBase;
    fn declaration(&self) -> &SCFParallelLoopTilingBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut SCFParallelLoopTilingBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let tile_sizes = self.base.options.tile_sizes.clone();
        let no_min_max_bounds = self.base.options.no_min_max_bounds;
        if tile_sizes.contains(&0) {
            let unknown = run.ctx().unknown_loc();
            run.emit(Diagnostic::error(Some(unknown), "tile size cannot be 0"));
            return Err(PassFailure);
        }
        let top = run.op();
        let ctx = run.ctx();
        let mut loops = Vec::new();
        innermost_parallel_loops(ctx, top, &mut loops);
        for ploop in loops {
            if ploop.init_vals(ctx).is_empty() {
                tile_parallel_loop(ctx, ploop, &tile_sizes, no_min_max_bounds);
            }
        }
        Ok(())
    }
}
