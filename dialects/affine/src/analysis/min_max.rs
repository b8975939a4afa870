//! `affine.min`/`affine.max` replaced by a single bound when constraints
//! prove it is the extremum (upstream's `simplifyConstrainedMinMaxOp` of
//! `Affine/Analysis/Utils.cpp`).

use ir::affine::{AffineExpr, AffineMap};
use ir::{Context, OpId, Value};
use presburger::{BoundType, Int};

use super::flat_constraints::FlatAffineValueConstraints;
use crate::compose::canonicalize_map_and_operands;
use crate::{AffineMaxOp, AffineMinOp};

/// The constant integer an `arith.constant` (or other constant op) gives.
pub fn constant_int_value(ctx: &mut Context, v: Value) -> Option<i64> {
    let attr = ir::rewrite::constant_value(ctx, v)?;
    ctx.as_integer(attr).map(|i| i as i64)
}

/// `map` over `operands` rewritten over the system's dimensions and
/// symbols, operands that are neither becoming new symbols (upstream's
/// `alignAffineMapWithValues`); returns the map and the new symbols' values.
fn align_map(
    ctx: &mut Context,
    map: AffineMap,
    operands: &[Value],
    dims: &[Option<Value>],
    syms: &[Option<Value>],
) -> (AffineMap, Vec<Value>) {
    let d = ctx.affine_map_data(map).clone();
    let nd = d.num_dims as usize;
    let mut num_symbols = syms.len();
    let mut new_syms = Vec::new();
    let (mut dim_repl, mut sym_repl) = (Vec::new(), Vec::new());
    for (i, &v) in operands.iter().enumerate() {
        let repl = if let Some(p) = dims.iter().position(|&x| x == Some(v)) {
            ctx.affine_dim(p as u32)
        } else if let Some(p) = syms.iter().position(|&x| x == Some(v)) {
            ctx.affine_symbol(p as u32)
        } else {
            new_syms.push(v);
            num_symbols += 1;
            ctx.affine_symbol((num_symbols - 1) as u32)
        };
        if i < nd {
            dim_repl.push(repl);
        } else {
            sym_repl.push(repl);
        }
    }
    let m = ctx.affine_map_replace_dims_and_symbols(
        map,
        &dim_repl,
        &sym_repl,
        dims.len() as u32,
        num_symbols as u32,
    );
    (m, new_syms)
}

/// Adds the bound `var(pos) (kind) map(operands)` with `map` aligned to the
/// system (upstream's `alignAndAddBound`); false when it cannot be flattened.
fn align_and_add_bound(
    ctx: &mut Context,
    cst: &mut FlatAffineValueConstraints,
    kind: BoundType,
    pos: usize,
    map: AffineMap,
    operands: &[Value],
) -> bool {
    let nd = cst.num_dims();
    let (dims, syms) = cst.values().split_at(nd);
    let (dims, syms) = (dims.to_vec(), syms.to_vec());
    let (aligned, new_syms) = align_map(ctx, map, operands, &dims, &syms);
    for v in new_syms {
        cst.append_symbol_var(Some(v));
    }
    cst.add_bound_map(ctx, kind, pos, aligned, kind != BoundType::Ub)
        .is_ok()
}

/// `map` with `c` added to each result.
fn add_const_to_results(ctx: &mut Context, map: AffineMap, c: i64) -> AffineMap {
    let d = ctx.affine_map_data(map).clone();
    let results: Vec<AffineExpr> = d
        .results
        .iter()
        .map(|&e| ctx.affine_add_const(e, c))
        .collect();
    ctx.affine_map(d.num_dims, d.num_symbols, &results)
}

/// `map` with its dimensions from `offset` on shifted by `shift`.
fn shift_dims(ctx: &mut Context, map: AffineMap, shift: u32, offset: u32) -> AffineMap {
    let d = ctx.affine_map_data(map).clone();
    let dims: Vec<AffineExpr> = (0..d.num_dims)
        .map(|i| ctx.affine_dim(if i < offset { i } else { i + shift }))
        .collect();
    let syms: Vec<AffineExpr> = (0..d.num_symbols).map(|i| ctx.affine_symbol(i)).collect();
    ctx.affine_map_replace_dims_and_symbols(map, &dims, &syms, d.num_dims + shift, d.num_symbols)
}

/// The map and operands an `affine.min` (or `affine.max`) `op` equals under
/// `constraints`, when its bound there is one of its results (upstream's
/// `simplifyConstrainedMinMaxOp`); `None` when that cannot be proven.
pub fn simplify_constrained_min_max_op(
    ctx: &mut Context,
    op: OpId,
    mut constraints: FlatAffineValueConstraints,
) -> Option<(AffineMap, Vec<Value>)> {
    let (is_min, map_attr) = if let Some(min) = AffineMinOp::cast(ctx, op) {
        (true, min.map(ctx))
    } else {
        (false, AffineMaxOp::cast(ctx, op)?.map(ctx))
    };
    let map = ctx.as_affine_map(map_attr)?;
    let operands: Vec<Value> = ctx.operands_iter(op).collect();
    let num_results = ctx.affine_map_data(map).results.len();
    let dim_op = constraints.append_dim_var(None);
    let dim_op_bound = constraints.append_dim_var(None);
    let result_start = constraints.num_dims();
    for _ in 0..num_results {
        constraints.append_dim_var(None);
    }
    // op <= expr_i + 1 (exclusive) for a min, op >= expr_i for a max.
    let kind = if is_min { BoundType::Ub } else { BoundType::Lb };
    let map_lb_ub = if is_min {
        add_const_to_results(ctx, map, 1)
    } else {
        map
    };
    if !align_and_add_bound(ctx, &mut constraints, kind, dim_op, map_lb_ub, &operands) {
        return None;
    }
    let bounds = constraints.get_slice_bounds(ctx, dim_op, 1, false);
    let (lb, ub) = bounds.first().copied()?;
    let slice = (if is_min { ub } else { lb })?;
    if ctx.affine_map_data(slice).results.len() != 1 {
        return None;
    }
    let bound_map = if is_min {
        add_const_to_results(ctx, slice, -1)
    } else {
        slice
    };
    let aligned = shift_dims(ctx, bound_map, 1, dim_op as u32);
    constraints
        .add_bound_map(ctx, BoundType::Eq, dim_op_bound, aligned, true)
        .ok()?;
    if constraints.is_empty() {
        return None;
    }
    // Each result must be on the right side of the bound: its negation
    // (r_i < bound for a min) must be empty.
    for i in result_start..result_start + num_results {
        let mut c = constraints.clone();
        let sub = {
            let d = ctx.affine_map_data(map).clone();
            ctx.affine_map(d.num_dims, d.num_symbols, &[d.results[i - result_start]])
        };
        if !align_and_add_bound(ctx, &mut c, BoundType::Eq, i, sub, &operands) {
            return None;
        }
        let mut ineq = vec![Int::from(0); c.num_cols()];
        ineq[dim_op_bound] = Int::from(if is_min { 1 } else { -1 });
        ineq[i] = Int::from(if is_min { -1 } else { 1 });
        let last = ineq.len() - 1;
        ineq[last] = Int::from(-1);
        c.add_inequality(&ineq);
        if !c.is_empty() {
            return None;
        }
    }
    let mut new_map = aligned;
    let mut new_operands: Vec<Option<Value>> = constraints.values().to_vec();
    let nd = ctx.affine_map_data(new_map).num_dims as usize;
    for i in 0..constraints.num_dim_and_symbol_vars() {
        let Some(v) = new_operands[i] else { continue };
        if constant_int_value(ctx, v).is_some() {
            continue;
        }
        let Some(bound) = constraints.constant_bound64(BoundType::Eq, i) else {
            continue;
        };
        let d = ctx.affine_map_data(new_map).clone();
        let mut dims: Vec<AffineExpr> = (0..d.num_dims).map(|j| ctx.affine_dim(j)).collect();
        let mut syms: Vec<AffineExpr> = (0..d.num_symbols).map(|j| ctx.affine_symbol(j)).collect();
        let c = ctx.affine_constant(bound);
        if i < nd {
            dims[i] = c;
        } else {
            syms[i - nd] = c;
        }
        new_map = ctx.affine_map_replace_dims_and_symbols(
            new_map,
            &dims,
            &syms,
            d.num_dims,
            d.num_symbols,
        );
    }
    // Operands of unused dimensions stay null upstream until
    // canonicalization drops them; a placeholder serves here.
    let placeholder = operands.first().copied();
    let mut values: Vec<Value> = Vec::with_capacity(new_operands.len());
    for v in new_operands.iter_mut() {
        values.push(v.or(placeholder)?);
    }
    canonicalize_map_and_operands(ctx, &mut new_map, &mut values);
    Some((new_map, values))
}
