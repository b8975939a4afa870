//! Constant folding of affine maps (upstream's `AffineExprConstantFolder`,
//! `AffineMap::constantFold`/`partialConstantFold`) and the folders of
//! `affine.apply`, `affine.min` and `affine.max`.

use crate::syntax::verified_map;
use crate::AffineApplyOp;
use ir::affine::{AffineBinaryKind, AffineExpr, AffineExprData, AffineMap};
use ir::{Attribute, Context, FoldResult, OpFoldResult, Operation};

/// The value of an expression when its dimensions and symbols have the
/// constant values given (`None` where unknown); `Err(())` when a
/// division or modulo by a non-positive value makes it poison.
pub(crate) fn eval_expr(
    ctx: &Context,
    e: AffineExpr,
    dims: &[Option<i64>],
    symbols: &[Option<i64>],
) -> Result<Option<i64>, ()> {
    Ok(match ctx.affine_expr_data(e) {
        AffineExprData::Constant(v) => Some(v),
        AffineExprData::Dim(i) => dims.get(i as usize).copied().flatten(),
        AffineExprData::Symbol(i) => symbols.get(i as usize).copied().flatten(),
        AffineExprData::Binary(kind, l, r) => {
            let l = eval_expr(ctx, l, dims, symbols)?;
            let r = eval_expr(ctx, r, dims, symbols)?;
            let (Some(l), Some(r)) = (l, r) else {
                return Ok(None);
            };
            match kind {
                AffineBinaryKind::Add => Some(l.wrapping_add(r)),
                AffineBinaryKind::Mul => Some(l.wrapping_mul(r)),
                _ if r < 1 => return Err(()),
                AffineBinaryKind::FloorDiv => Some(l.div_euclid(r)),
                AffineBinaryKind::CeilDiv => Some(-((-l).div_euclid(r))),
                AffineBinaryKind::Mod => Some(l.rem_euclid(r)),
            }
        }
    })
}

/// The integer values of the operands' constants, split into the map's
/// dimensions and symbols.
fn constant_inputs(
    ctx: &Context,
    map: AffineMap,
    operands: &[Option<Attribute>],
) -> (Vec<Option<i64>>, Vec<Option<i64>>) {
    let nd = ctx.affine_map_data(map).num_dims as usize;
    let vals: Vec<Option<i64>> = operands
        .iter()
        .map(|a| a.and_then(|a| ctx.attr_as_int(a)))
        .collect();
    let nd = nd.min(vals.len());
    (vals[..nd].to_vec(), vals[nd..].to_vec())
}

/// Folds every result of the map to a constant (upstream's
/// `AffineMap::constantFold`); `Err(())` when one is poison.
pub(crate) fn constant_fold_map(
    ctx: &Context,
    map: AffineMap,
    operands: &[Option<Attribute>],
) -> Result<Option<Vec<i64>>, ()> {
    let (dims, syms) = constant_inputs(ctx, map, operands);
    let mut out = Vec::new();
    for &e in &ctx.affine_map_data(map).results {
        match eval_expr(ctx, e, &dims, &syms)? {
            Some(v) => out.push(v),
            None => return Ok(None),
        }
    }
    Ok(Some(out))
}

/// Upstream's `AffineApplyOp::fold`: a map that is one dimension or
/// symbol folds to that operand, a constant map to its value.
pub(crate) fn fold_apply(
    ctx: &mut Context,
    op: AffineApplyOp,
    operands: &[Option<Attribute>],
) -> FoldResult {
    let o = op.operation();
    let map = verified_map(ctx, op.map(ctx));
    let d = ctx.affine_map_data(map);
    let Some(&expr) = d.results.first() else {
        return FoldResult::Failure;
    };
    let nd = d.num_dims as usize;
    match ctx.affine_expr_data(expr) {
        AffineExprData::Dim(i) => {
            return FoldResult::single(OpFoldResult::Value(ctx.operand(o, i as usize)))
        }
        AffineExprData::Symbol(i) => {
            return FoldResult::single(OpFoldResult::Value(ctx.operand(o, nd + i as usize)))
        }
        _ => {}
    }
    match constant_fold_map(ctx, map, operands) {
        Err(()) => {
            let poison = ir::AttrHandle::to_attr(ub::PoisonAttr::get(ctx));
            FoldResult::single(OpFoldResult::Attr(poison))
        }
        Ok(Some(vals)) => {
            let a = ctx.index_attr(vals[0]);
            FoldResult::single(OpFoldResult::Attr(a))
        }
        Ok(None) => FoldResult::Failure,
    }
}

/// Upstream's `foldMinMaxOp`: constant results fold the op to the least
/// (`min`) or greatest of them; otherwise the constant ones are written
/// into the map in place.
pub(crate) fn fold_min_max(
    ctx: &mut Context,
    op: Operation,
    map_attr: Attribute,
    operands: &[Option<Attribute>],
    min: bool,
) -> FoldResult {
    let map = verified_map(ctx, map_attr);
    let (dims, syms) = constant_inputs(ctx, map, operands);
    let d = ctx.affine_map_data(map).clone();
    let mut exprs = Vec::with_capacity(d.results.len());
    let mut values = Some(Vec::new());
    for &e in &d.results {
        match eval_expr(ctx, e, &dims, &syms) {
            Ok(Some(v)) => {
                exprs.push(ctx.affine_constant(v));
                if let Some(vs) = values.as_mut() {
                    vs.push(v);
                }
            }
            _ => {
                exprs.push(e);
                values = None;
            }
        }
    }
    let folded = ctx.affine_map(d.num_dims, d.num_symbols, &exprs);
    // `isSymbolIdentity` as MLIR 19 has it: one symbol, one result, and
    // that result `d0` (it tests for dimensions), so `()[s0] -> (s0)`
    // does not fold.
    let symbol_identity = d.num_symbols == 1
        && exprs.len() == 1
        && ctx.affine_expr_data(exprs[0]) == AffineExprData::Dim(0);
    if symbol_identity {
        return FoldResult::single(OpFoldResult::Value(ctx.operand(op, 0)));
    }
    let Some(values) = values else {
        if folded == map {
            return FoldResult::Failure;
        }
        let attr = ctx.affine_map_attr(folded);
        let key = ctx.ident("map");
        return match ctx.set_attr(op, key, attr) {
            Ok(()) => FoldResult::InPlace,
            Err(_) => FoldResult::Failure,
        };
    };
    let best = if min {
        values.iter().min()
    } else {
        values.iter().max()
    };
    match best {
        Some(&v) => FoldResult::single(OpFoldResult::Attr(ctx.index_attr(v))),
        None => FoldResult::Failure,
    }
}
