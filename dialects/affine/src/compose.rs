//! Composition and canonicalization of affine maps with their operands
//! (upstream's `canonicalizeMapAndOperands`, `canonicalizeSetAndOperands`,
//! `composeAffineMapAndOperands` of `AffineOps.cpp`): operands that are
//! `affine.apply` results are replaced by the applied map, dimensions
//! that are valid symbols become symbols, unused and repeated operands go,
//! constant symbols are folded into the map, and the map is simplified.

use crate::scope::is_valid_symbol;
use crate::syntax::verified_map;
use crate::AffineApplyOp;
use ir::affine::{AffineExpr, AffineExprData, AffineMap, IntegerSet};
use ir::{Context, Value};

/// The dimensions and symbols of a map or set, and its expressions.
struct Shape {
    num_dims: u32,
    num_symbols: u32,
    exprs: Vec<AffineExpr>,
}

fn map_shape(ctx: &Context, m: AffineMap) -> Shape {
    let d = ctx.affine_map_data(m);
    Shape {
        num_dims: d.num_dims,
        num_symbols: d.num_symbols,
        exprs: d.results.clone(),
    }
}

fn set_shape(ctx: &Context, s: IntegerSet) -> Shape {
    let d = ctx.integer_set_data(s);
    Shape {
        num_dims: d.num_dims,
        num_symbols: d.num_symbols,
        exprs: d.constraints.clone(),
    }
}

/// Records the dimensions and symbols `e` uses.
fn mark_used(ctx: &Context, e: AffineExpr, dims: &mut [bool], syms: &mut [bool]) {
    match ctx.affine_expr_data(e) {
        AffineExprData::Dim(i) => {
            if let Some(u) = dims.get_mut(i as usize) {
                *u = true;
            }
        }
        AffineExprData::Symbol(i) => {
            if let Some(u) = syms.get_mut(i as usize) {
                *u = true;
            }
        }
        AffineExprData::Constant(_) => {}
        AffineExprData::Binary(_, l, r) => {
            mark_used(ctx, l, dims, syms);
            mark_used(ctx, r, dims, syms);
        }
    }
}

/// Upstream's `canonicalizeMapOrSetAndOperands` on the expressions of a
/// map or set: the new shape and operands.
fn canonicalize_shape(ctx: &mut Context, shape: &mut Shape, operands: &mut Vec<Value>) {
    if operands.is_empty() || operands.len() != (shape.num_dims + shape.num_symbols) as usize {
        return;
    }
    // Dimensions that are valid symbols become symbols
    // (`canonicalizePromotedSymbols`).
    let nd = shape.num_dims as usize;
    let old_syms = shape.num_symbols;
    let mut result = Vec::with_capacity(operands.len());
    let mut promoted = Vec::new();
    let mut remap = Vec::with_capacity(nd);
    let mut next_dim = 0u32;
    for (i, &v) in operands.iter().enumerate() {
        if i < nd {
            if is_valid_symbol(ctx, v) {
                remap.push(ctx.affine_symbol(old_syms + promoted.len() as u32));
                promoted.push(v);
            } else {
                remap.push(ctx.affine_dim(next_dim));
                next_dim += 1;
                result.push(v);
            }
        } else {
            result.push(v);
        }
    }
    result.extend(promoted.iter().copied());
    let exprs: Vec<AffineExpr> = shape
        .exprs
        .iter()
        .map(|&e| ctx.affine_replace_dims_and_symbols(e, &remap, &[]))
        .collect();
    shape.exprs = exprs;
    shape.num_dims = next_dim;
    shape.num_symbols = old_syms + promoted.len() as u32;
    *operands = result;

    let nd = shape.num_dims as usize;
    let ns = shape.num_symbols as usize;
    let mut used_dims = vec![false; nd];
    let mut used_syms = vec![false; ns];
    for &e in &shape.exprs {
        mark_used(ctx, e, &mut used_dims, &mut used_syms);
    }
    let mut result = Vec::with_capacity(operands.len());
    let zero = ctx.affine_constant(0);
    let mut dim_remap = vec![zero; nd];
    let mut seen: Vec<(Value, AffineExpr)> = Vec::new();
    let mut next = 0u32;
    for i in 0..nd {
        if !used_dims[i] {
            continue;
        }
        let v = operands[i];
        dim_remap[i] = match seen.iter().find(|(x, _)| *x == v) {
            Some(&(_, e)) => e,
            None => {
                let e = ctx.affine_dim(next);
                next += 1;
                result.push(v);
                seen.push((v, e));
                e
            }
        };
    }
    let new_dims = next;
    let mut sym_remap = vec![zero; ns];
    let mut seen: Vec<(Value, AffineExpr)> = Vec::new();
    let mut next = 0u32;
    for i in 0..ns {
        if !used_syms[i] {
            continue;
        }
        let v = operands[nd + i];
        let cst = ctx
            .defining_op(v)
            .and_then(|d| ctx.constant_value(d))
            .filter(|&a| ctx.attr_kind(a) == ir::AttrKind::Integer)
            .and_then(|a| ctx.attr_as_int(a));
        if let Some(c) = cst {
            sym_remap[i] = ctx.affine_constant(c);
            continue;
        }
        sym_remap[i] = match seen.iter().find(|(x, _)| *x == v) {
            Some(&(_, e)) => e,
            None => {
                let e = ctx.affine_symbol(next);
                next += 1;
                result.push(v);
                seen.push((v, e));
                e
            }
        };
    }
    let exprs: Vec<AffineExpr> = shape
        .exprs
        .iter()
        .map(|&e| ctx.affine_replace_dims_and_symbols(e, &dim_remap, &sym_remap))
        .collect();
    shape.exprs = exprs;
    shape.num_dims = new_dims;
    shape.num_symbols = next;
    *operands = result;
}

/// Upstream's `canonicalizeMapAndOperands`.
pub fn canonicalize_map_and_operands(
    ctx: &mut Context,
    map: &mut AffineMap,
    operands: &mut Vec<Value>,
) {
    let mut shape = map_shape(ctx, *map);
    canonicalize_shape(ctx, &mut shape, operands);
    *map = ctx.affine_map(shape.num_dims, shape.num_symbols, &shape.exprs);
}

/// Upstream's `canonicalizeSetAndOperands`.
pub fn canonicalize_set_and_operands(
    ctx: &mut Context,
    set: &mut IntegerSet,
    operands: &mut Vec<Value>,
) {
    let mut shape = set_shape(ctx, *set);
    canonicalize_shape(ctx, &mut shape, operands);
    let eqs = ctx.integer_set_data(*set).eq_flags.clone();
    *set = ctx.integer_set(shape.num_dims, shape.num_symbols, &shape.exprs, &eqs);
}

/// `e` with its dimensions moved up by `dims` and symbols by `syms`.
fn shift(ctx: &mut Context, e: AffineExpr, nd: u32, ns: u32, dims: u32, syms: u32) -> AffineExpr {
    let d: Vec<AffineExpr> = (0..nd).map(|i| ctx.affine_dim(i + dims)).collect();
    let s: Vec<AffineExpr> = (0..ns).map(|i| ctx.affine_symbol(i + syms)).collect();
    ctx.affine_replace_dims_and_symbols(e, &d, &s)
}

/// Upstream's `replaceDimOrSym`: the operand at `pos`, if an
/// `affine.apply` result, replaced in `map` by the applied expression
/// over the apply's operands (appended).
fn replace_dim_or_sym(
    ctx: &mut Context,
    map: &mut AffineMap,
    pos: usize,
    dims: &mut Vec<Option<Value>>,
    syms: &mut Vec<Option<Value>>,
) -> bool {
    let is_dim = pos < dims.len();
    let slot = if is_dim {
        &mut dims[pos]
    } else {
        &mut syms[pos - dims.len()]
    };
    let Some(v) = *slot else {
        return false;
    };
    let Some(apply) = ctx.defining_op(v).and_then(|d| AffineApplyOp::cast(ctx, d)) else {
        return false;
    };
    *slot = None;
    let mut compose_map = verified_map(ctx, apply.map(ctx));
    let mut compose_operands = ctx.operands(apply.operation());
    canonicalize_map_and_operands(ctx, &mut compose_map, &mut compose_operands);
    let cd = ctx.affine_map_data(compose_map).clone();
    let Some(&first) = cd.results.first() else {
        return false;
    };
    let replacement = shift(
        ctx,
        first,
        cd.num_dims,
        cd.num_symbols,
        dims.len() as u32,
        syms.len() as u32,
    );
    let (cdims, csyms) = compose_operands.split_at(cd.num_dims as usize);
    let to_replace = if is_dim {
        ctx.affine_dim(pos as u32)
    } else {
        ctx.affine_symbol((pos - dims.len()) as u32)
    };
    dims.extend(cdims.iter().map(|&v| Some(v)));
    syms.extend(csyms.iter().map(|&v| Some(v)));
    // `AffineMap::replace(expr, replacement)`.
    let md = ctx.affine_map_data(*map).clone();
    let results: Vec<AffineExpr> = md
        .results
        .iter()
        .map(|&e| replace_expr(ctx, e, to_replace, replacement))
        .collect();
    *map = ctx.affine_map(dims.len() as u32, syms.len() as u32, &results);
    true
}

/// `e` with every occurrence of `from` replaced by `to` (MLIR's
/// `AffineExpr::replace`).
fn replace_expr(ctx: &mut Context, e: AffineExpr, from: AffineExpr, to: AffineExpr) -> AffineExpr {
    if e == from {
        return to;
    }
    match ctx.affine_expr_data(e) {
        AffineExprData::Binary(kind, l, r) => {
            let nl = replace_expr(ctx, l, from, to);
            let nr = replace_expr(ctx, r, from, to);
            if nl == l && nr == r {
                return e;
            }
            ctx.affine_op(kind, nl, nr)
        }
        _ => e,
    }
}

/// Upstream's `composeAffineMapAndOperands`: the `affine.apply` results
/// among the operands are folded into the map, repeatedly, then the map
/// and operands are canonicalized and the map simplified.
pub fn compose_affine_map_and_operands(
    ctx: &mut Context,
    map: &mut AffineMap,
    operands: &mut Vec<Value>,
) {
    if ctx.affine_map_data(*map).results.is_empty() {
        canonicalize_map_and_operands(ctx, map, operands);
        *map = ctx.simplify_affine_map(*map);
        return;
    }
    let nd = (ctx.affine_map_data(*map).num_dims as usize).min(operands.len());
    let mut dims: Vec<Option<Value>> = operands[..nd].iter().map(|&v| Some(v)).collect();
    let mut syms: Vec<Option<Value>> = operands[nd..].iter().map(|&v| Some(v)).collect();
    loop {
        let mut changed = false;
        for pos in 0..dims.len() + syms.len() {
            if replace_dim_or_sym(ctx, map, pos, &mut dims, &mut syms) {
                changed = true;
                break;
            }
        }
        if !changed {
            break;
        }
    }
    operands.clear();
    let zero = ctx.affine_constant(0);
    let (mut nd, mut ns) = (0u32, 0u32);
    let mut dim_repl = Vec::with_capacity(dims.len());
    for v in &dims {
        match v {
            Some(v) => {
                dim_repl.push(ctx.affine_dim(nd));
                nd += 1;
                operands.push(*v);
            }
            None => dim_repl.push(zero),
        }
    }
    let mut sym_repl = Vec::with_capacity(syms.len());
    for v in &syms {
        match v {
            Some(v) => {
                sym_repl.push(ctx.affine_symbol(ns));
                ns += 1;
                operands.push(*v);
            }
            None => sym_repl.push(zero),
        }
    }
    *map = ctx.affine_map_replace_dims_and_symbols(*map, &dim_repl, &sym_repl, nd, ns);
    canonicalize_map_and_operands(ctx, map, operands);
    *map = ctx.simplify_affine_map(*map);
}
