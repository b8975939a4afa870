//! The canonicalization patterns of `affine.min` and `affine.max`
//! (upstream `AffineOps.cpp`), in upstream's order: a single result
//! becomes an `affine.apply`, repeated results go, results that are
//! themselves a min (max) of the same kind are merged in, the map is
//! composed with its operands, and the results are sorted by their flat
//! form.

use crate::canonicalize::simplify_map_op;
use crate::syntax::map_of;
use ir::affine::{AffineExpr, AffineExprData, AffineMap};
use ir::{Context, OpId, OperationState, PatternRewriter, RewritePattern, Value};

/// The patterns of `name` (`affine.min` or `affine.max`).
pub(crate) fn patterns(name: &'static str) -> Vec<Box<dyn RewritePattern>> {
    vec![
        Box::new(SingleResult { name }),
        Box::new(Deduplicate { name }),
        Box::new(Merge { name }),
        simplify_map_op(name),
        Box::new(TermOrder { name }),
    ]
}

/// The op's map.
fn op_map(ctx: &Context, op: OpId) -> Option<AffineMap> {
    ctx.attr(op, "map").and_then(|a| map_of(ctx, a))
}

/// Replaces `op` by a new `name` op of `map` over `operands`, one `index`
/// result.
fn replace_with(
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
    name: &str,
    map: AffineMap,
    operands: &[Value],
) -> bool {
    let ctx: &mut Context = rewriter;
    let op_name = ctx.op_name(name);
    let mut state = OperationState::new(op_name, ctx.op_loc(op));
    state.add_operands(operands);
    let attr = ctx.affine_map_attr(map);
    state.add_attribute("map", attr);
    let index = ctx.index_type();
    state.add_types(&[index]);
    rewriter.replace_op_with_new(op, state).is_ok()
}

/// Upstream's `CanonicalizeSingleResultAffineMinMaxOp`.
struct SingleResult {
    name: &'static str,
}

impl RewritePattern for SingleResult {
    fn root(&self) -> Option<&str> {
        Some(self.name)
    }
    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let ctx: &Context = rewriter;
        let Some(map) = op_map(ctx, op) else {
            return false;
        };
        if ctx.affine_map_data(map).results.len() != 1 {
            return false;
        }
        let operands = ctx.operands(op);
        replace_with(rewriter, op, "affine.apply", map, &operands)
    }
}

/// Upstream's `DeduplicateAffineMinMaxExpressions`.
struct Deduplicate {
    name: &'static str,
}

impl RewritePattern for Deduplicate {
    fn root(&self) -> Option<&str> {
        Some(self.name)
    }
    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let ctx: &Context = rewriter;
        let Some(map) = op_map(ctx, op) else {
            return false;
        };
        let d = ctx.affine_map_data(map).clone();
        let mut exprs: Vec<AffineExpr> = Vec::new();
        for &e in &d.results {
            if !exprs.contains(&e) {
                exprs.push(e);
            }
        }
        if exprs.len() == d.results.len() {
            return false;
        }
        let operands = ctx.operands(op);
        let ctx: &mut Context = rewriter;
        let new = ctx.affine_map(d.num_dims, d.num_symbols, &exprs);
        replace_with(rewriter, op, self.name, new, &operands)
    }
}

/// Upstream's `MergeAffineMinMaxOp`: a result that is a dimension or
/// symbol defined by an op of the same kind is replaced by that op's
/// results.
struct Merge {
    name: &'static str,
}

impl RewritePattern for Merge {
    fn root(&self) -> Option<&str> {
        Some(self.name)
    }
    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let ctx: &Context = rewriter;
        let Some(map) = op_map(ctx, op) else {
            return false;
        };
        let d = ctx.affine_map_data(map).clone();
        let operands = ctx.operands(op);
        let nd = (d.num_dims as usize).min(operands.len());
        let (dim_ops, sym_ops) = operands.split_at(nd);
        let mut new_dims = dim_ops.to_vec();
        let mut new_syms = sym_ops.to_vec();
        let mut exprs = Vec::new();
        let mut producers = Vec::new();
        for &e in &d.results {
            let v = match ctx.affine_expr_data(e) {
                AffineExprData::Symbol(i) => sym_ops.get(i as usize),
                AffineExprData::Dim(i) => dim_ops.get(i as usize),
                _ => None,
            };
            let producer = v
                .and_then(|&v| ctx.defining_op(v))
                .filter(|&p| ctx.op_name_of(p) == self.name);
            match producer {
                Some(p) => producers.push(p),
                None => exprs.push(e),
            }
        }
        if producers.is_empty() {
            return false;
        }
        let (mut used_dims, mut used_syms) = (d.num_dims, d.num_symbols);
        let mut shifted = Vec::new();
        for &p in &producers {
            let Some(pm) = op_map(ctx, p) else {
                return false;
            };
            let pd = ctx.affine_map_data(pm).clone();
            let pops = ctx.operands(p);
            let pnd = (pd.num_dims as usize).min(pops.len());
            new_dims.extend_from_slice(&pops[..pnd]);
            new_syms.extend_from_slice(&pops[pnd..]);
            let (pnd, pns) = (pd.num_dims, pd.num_symbols);
            shifted.push((pd, used_dims, used_syms));
            used_dims += pnd;
            used_syms += pns;
        }
        let ctx: &mut Context = rewriter;
        for (pd, dim_base, sym_base) in &shifted {
            let dims: Vec<AffineExpr> = (0..pd.num_dims)
                .map(|i| ctx.affine_dim(dim_base + i))
                .collect();
            let syms: Vec<AffineExpr> = (0..pd.num_symbols)
                .map(|i| ctx.affine_symbol(sym_base + i))
                .collect();
            for &e in &pd.results {
                exprs.push(ctx.affine_replace_dims_and_symbols(e, &dims, &syms));
            }
        }
        let new = ctx.affine_map(used_dims, used_syms, &exprs);
        new_dims.extend(new_syms);
        replace_with(rewriter, op, self.name, new, &new_dims)
    }
}

/// Upstream's `CanonicalizeAffineMinMaxOpExprAndTermOrder`: results sorted
/// by their flat forms, when every result is pure affine without
/// divisions.
struct TermOrder {
    name: &'static str,
}

impl RewritePattern for TermOrder {
    fn root(&self) -> Option<&str> {
        Some(self.name)
    }
    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let ctx: &Context = rewriter;
        let Some(map) = op_map(ctx, op) else {
            return false;
        };
        let d = ctx.affine_map_data(map).clone();
        let operands = ctx.operands(op);
        let ctx: &mut Context = rewriter;
        let mut flats = Vec::with_capacity(d.results.len());
        for &e in &d.results {
            let Some(flat) = ctx.affine_flatten(e, d.num_dims, d.num_symbols) else {
                return false;
            };
            if flat.len() != (d.num_dims + d.num_symbols) as usize + 1 {
                return false;
            }
            flats.push(flat);
        }
        if flats.windows(2).all(|w| w[0] <= w[1]) {
            return false;
        }
        let mut order: Vec<usize> = (0..d.results.len()).collect();
        order.sort_by(|&a, &b| flats[a].cmp(&flats[b]));
        let exprs: Vec<AffineExpr> = order.iter().map(|&i| d.results[i]).collect();
        let new = ctx.affine_map(d.num_dims, d.num_symbols, &exprs);
        replace_with(rewriter, op, self.name, new, &operands)
    }
}
