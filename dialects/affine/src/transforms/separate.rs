//! Full and partial tiles apart (upstream's `separateFullTiles`,
//! `createFullTiles`, `createSeparationCondition` and
//! `createCanonicalizedAffineForOp` of `Affine/Utils/LoopUtils.cpp`): a
//! copy of the intra-tile nest with constant trip counts runs under an
//! `affine.if` that holds when the tile is full, the original nest in the
//! else branch.

use ir::affine::AffineMap;
use ir::{Context, IrMapping, OpBuilder, Operation, Value};
use presburger::Int;

use crate::analysis::index_set::index_set;
use crate::compose::{
    canonicalize_map_and_operands, canonicalize_set_and_operands, compose_affine_map_and_operands,
};
use crate::{AffineForOp, AffineIfOp};

/// `map` with repeated consecutive results dropped (upstream's
/// `removeDuplicateExprs`).
fn remove_duplicate_exprs(ctx: &mut Context, map: AffineMap) -> AffineMap {
    let d = ctx.affine_map_data(map).clone();
    let mut results = d.results.clone();
    results.dedup();
    ctx.affine_map(d.num_dims, d.num_symbols, &results)
}

/// A unit-step `affine.for` with its bounds composed and canonicalized
/// (upstream's `createCanonicalizedAffineForOp`).
fn canonicalized_for(
    b: &mut OpBuilder<'_>,
    loc: ir::Location,
    (mut lb, mut lbo): (AffineMap, Vec<Value>),
    (mut ub, mut ubo): (AffineMap, Vec<Value>),
) -> AffineForOp {
    let ctx: &mut Context = b;
    compose_affine_map_and_operands(ctx, &mut lb, &mut lbo);
    canonicalize_map_and_operands(ctx, &mut lb, &mut lbo);
    let lb = remove_duplicate_exprs(ctx, lb);
    compose_affine_map_and_operands(ctx, &mut ub, &mut ubo);
    canonicalize_map_and_operands(ctx, &mut ub, &mut ubo);
    let ub = remove_duplicate_exprs(ctx, ub);
    AffineForOp::build_from_lb_operands_lb_map_ub_operands_ub_map_step_iter_args_body_builder(
        b,
        loc,
        &lbo,
        lb,
        &ubo,
        ub,
        1,
        &[],
        None,
    )
}

/// The full-tile copy of `nest`, built before its first loop (upstream's
/// `createFullTiles`): per loop, a lower and an upper bound a constant apart.
fn create_full_tiles(
    ctx: &mut Context,
    nest: &[AffineForOp],
) -> Result<Vec<AffineForOp>, Vec<AffineForOp>> {
    let mut full: Vec<AffineForOp> = Vec::with_capacity(nest.len());
    for &l in nest {
        if l.step(ctx) != 1 {
            return Err(full);
        }
        let Ok(cst) = index_set(ctx, &[l.operation()]) else {
            return Err(full);
        };
        let sep = cst.with_dims(1);
        let Some(bound) = sep.get_constant_bound_on_dim_size(0) else {
            return Err(full);
        };
        let (lb_row, ub_row) = bound.rows;
        if lb_row == ub_row {
            return Err(full);
        }
        let all = cst.with_dims(cst.num_dim_and_symbol_vars());
        let (Some(lb), Some(ub)) = (
            all.ineq_as_value_map(ctx, 0, lb_row),
            all.ineq_as_value_map(ctx, 0, ub_row),
        ) else {
            return Err(full);
        };
        let loc = ctx.op_loc(l.operation());
        let mut b = OpBuilder::new(ctx);
        match full.last() {
            Some(outer) => {
                let Some(t) = outer.get_body(&b).and_then(|body| b.block_last_op(body)) else {
                    return Err(full);
                };
                b.set_insertion_point_before(t);
            }
            None => b.set_insertion_point_before(nest[0].operation()),
        }
        full.push(canonicalized_for(&mut b, loc, lb, ub));
    }
    // The body of the innermost loop, cloned with the new variables.
    let mut mapping = IrMapping::new();
    for (old, new) in nest.iter().zip(&full) {
        if let (Some(o), Some(n)) = (old.get_induction_var(ctx), new.get_induction_var(ctx)) {
            mapping.map_value(o, n);
        }
    }
    let (Some(src), Some(dst)) = (
        nest.last().and_then(|l| l.get_body(ctx)),
        full.last().and_then(|l| l.get_body(ctx)),
    ) else {
        return Err(full);
    };
    let Some(term) = ctx.block_last_op(dst) else {
        return Err(full);
    };
    let ops: Vec<Operation> = ctx.block_ops(src).collect();
    for &op in &ops[..ops.len().saturating_sub(1)] {
        let Ok(c) = ctx.clone_op(op, &mut mapping) else {
            return Err(full);
        };
        if ctx.insert_op(dst, Some(term), c).is_err() {
            return Err(full);
        }
    }
    Ok(full)
}

/// The `affine.if` (with an else region) that holds when every loop of
/// `loops` runs its full tile, built before the nest (upstream's
/// `createSeparationCondition`).
fn separation_condition(ctx: &mut Context, loops: &[AffineForOp]) -> Option<AffineIfOp> {
    let ops: Vec<Operation> = loops.iter().map(|l| l.operation()).collect();
    let mut cst = index_set(ctx, &ops).ok()?;
    let n = loops.len();
    // Constraints independent of the loops' variables go.
    let independent = |row: &[Int]| row[..n].iter().all(|c| *c == Int::from(0));
    for r in (0..cst.num_inequalities()).rev() {
        if independent(cst.inequality(r)) {
            cst.remove_inequality(r);
        }
    }
    for r in (0..cst.num_equalities()).rev() {
        if independent(cst.equality(r)) {
            cst.remove_equality(r);
        }
    }
    for _ in 0..n {
        let sep = cst.with_dims(1);
        let bound = sep.get_constant_bound_on_dim_size(0)?;
        let (lb_row, ub_row) = bound.rows;
        let full_lb = cst.inequality(lb_row).to_vec();
        let full_ub = cst.inequality(ub_row).to_vec();
        let eqs: Vec<Vec<Int>> = (0..cst.num_equalities())
            .map(|r| cst.equality(r).to_vec())
            .collect();
        let mut ineqs: Vec<Vec<Int>> = (0..cst.num_inequalities())
            .map(|r| cst.inequality(r).to_vec())
            .collect();
        // The full tile's lower bound is at least every other lower bound,
        // its upper bound at most every other upper bound.
        for row in &mut ineqs {
            if row[0] >= Int::from(1) {
                for (c, f) in row.iter_mut().zip(&full_lb) {
                    *c = f - &*c;
                }
            } else if row[0] <= Int::from(-1) {
                for (c, f) in row.iter_mut().zip(&full_ub) {
                    *c -= f;
                }
            }
        }
        cst.clear_constraints();
        for e in &eqs {
            cst.add_equality(e);
        }
        for i in &ineqs {
            cst.add_inequality(i);
        }
        cst.remove_dim_or_symbol(0);
    }
    cst.remove_trivial_redundancy();
    let cst = cst.with_dims(cst.num_dim_and_symbol_vars());
    let mut set = cst.as_integer_set(ctx)?;
    let mut operands = (0..cst.num_dim_and_symbol_vars())
        .map(|i| cst.value(i))
        .collect::<Option<Vec<Value>>>()?;
    canonicalize_set_and_operands(ctx, &mut set, &mut operands);
    let loc = ctx.op_loc(loops[0].operation());
    let mut b = OpBuilder::new(ctx);
    b.set_insertion_point_before(loops[0].operation());
    Some(AffineIfOp::build_from_set_args_with_else_region(
        &mut b, loc, set, &operands, true,
    ))
}

/// Moves `op` before the terminator of the first block of `op`'s region
/// `region` of `if_op`.
fn move_into(ctx: &mut Context, if_op: AffineIfOp, region: usize, op: Operation) -> Option<()> {
    let r = *ctx.op_regions(if_op.operation()).get(region)?;
    let block = *ctx.region_blocks(r).first()?;
    let term = ctx.block_last_op(block)?;
    ctx.detach_op(op).ok()?;
    ctx.insert_op(block, Some(term), op).ok()
}

/// Separates the full tiles of the intra-tile loops `nest`: a constant
/// trip-count copy under an `affine.if`, the nest itself in its else
/// branch (upstream's `separateFullTiles`). Returns the full-tile loops;
/// `None` (the IR as it was) when a loop has a step other than one, no
/// bounds a constant apart, or no condition can be built.
pub fn separate_full_tiles(ctx: &mut Context, nest: &[AffineForOp]) -> Option<Vec<AffineForOp>> {
    let first = *nest.first()?;
    let full = match create_full_tiles(ctx, nest) {
        Ok(full) => full,
        Err(partial) => {
            if let Some(f) = partial.first() {
                let _ = ctx.erase_op(f.operation());
            }
            return None;
        }
    };
    let Some(if_op) = separation_condition(ctx, nest) else {
        let _ = ctx.erase_op(full[0].operation());
        return None;
    };
    move_into(ctx, if_op, 0, full[0].operation())?;
    move_into(ctx, if_op, 1, first.operation())?;
    Some(full)
}
