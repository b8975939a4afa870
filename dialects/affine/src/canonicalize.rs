//! Canonicalization of the affine ops (upstream `AffineOps.cpp`'s
//! patterns and the folders of `affine.for` and `affine.if`).
//!
//! `SimplifyAffineOp` composes and canonicalizes the map of `affine.apply`,
//! `affine.min`/`max`, loads, stores and prefetches with their operands.
//! Not ported yet: `simplifyMapWithOperands` (bounds of loop induction
//! variables in `mod`/`floordiv`), the min/max, loop-bound, dead-loop and
//! `affine.if` patterns, and the loop and `if` folders (they fold
//! nothing).

use crate::compose::{canonicalize_map_and_operands, compose_affine_map_and_operands};
use crate::syntax::map_of;
use crate::{AffineForOp, AffineIfOp};
use ir::{Attribute, Context, FoldResult, OpId, OperationState, PatternRewriter, RewritePattern};

/// Upstream's `SimplifyAffineOp<OpTy>` for the op named `name`, whose map
/// operands follow `prefix` other operands and whose rebuilt form keeps
/// the inherent attributes `keep` besides `map`.
struct SimplifyAffineOp {
    name: &'static str,
    prefix: usize,
    keep: &'static [&'static str],
}

impl RewritePattern for SimplifyAffineOp {
    fn root(&self) -> Option<&str> {
        Some(self.name)
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let ctx: &Context = rewriter;
        let Some(old_map) = ctx.attr(op, "map").and_then(|a| map_of(ctx, a)) else {
            return false;
        };
        let all = ctx.operands(op);
        if all.len() < self.prefix {
            return false;
        }
        let (prefix, old_operands) = all.split_at(self.prefix);
        let mut map = old_map;
        let mut operands = old_operands.to_vec();
        let ctx: &mut Context = rewriter;
        compose_affine_map_and_operands(ctx, &mut map, &mut operands);
        canonicalize_map_and_operands(ctx, &mut map, &mut operands);
        if map == old_map && operands == old_operands {
            return false;
        }
        let mut state = OperationState::new(ctx.op_get_name(op), ctx.op_loc(op));
        state.add_operands(prefix);
        state.add_operands(&operands);
        let kept: Vec<(&str, Attribute)> = self
            .keep
            .iter()
            .filter_map(|&k| ctx.attr(op, k).map(|a| (k, a)))
            .collect();
        let map_attr = ctx.affine_map_attr(map);
        state.add_attribute("map", map_attr);
        for (k, a) in kept {
            state.add_attribute(k, a);
        }
        let types: Vec<ir::Type> = ctx.results(op).iter().map(|&r| ctx.value_type(r)).collect();
        state.add_types(&types);
        rewriter.replace_op_with_new(op, state).is_ok()
    }
}

/// The patterns of the op named `op_name` (upstream's
/// `SimplifyAffineOp<OpTy>`; `affine.min`/`max` have more upstream, not
/// ported yet).
pub fn simplify_affine_op_patterns(op_name: &str) -> Vec<Box<dyn RewritePattern>> {
    let (name, prefix, keep): (&'static str, usize, &'static [&'static str]) = match op_name {
        "affine.apply" => ("affine.apply", 0, &[]),
        "affine.min" => ("affine.min", 0, &[]),
        "affine.max" => ("affine.max", 0, &[]),
        "affine.load" => ("affine.load", 1, &[]),
        "affine.vector_load" => ("affine.vector_load", 1, &[]),
        "affine.store" => ("affine.store", 2, &[]),
        "affine.vector_store" => ("affine.vector_store", 2, &[]),
        "affine.prefetch" => (
            "affine.prefetch",
            1,
            &["isWrite", "localityHint", "isDataCache"],
        ),
        _ => return Vec::new(),
    };
    vec![Box::new(SimplifyAffineOp { name, prefix, keep })]
}

/// The patterns of `affine.for`: none yet.
pub fn for_patterns() -> Vec<Box<dyn RewritePattern>> {
    Vec::new()
}

/// The patterns of `affine.if`: none yet.
pub fn if_patterns() -> Vec<Box<dyn RewritePattern>> {
    Vec::new()
}

/// `affine.for`'s folder: nothing folds yet.
pub(crate) fn fold_for(
    _ctx: &mut Context,
    _op: AffineForOp,
    _operands: &[Option<Attribute>],
) -> FoldResult {
    FoldResult::Failure
}

/// `affine.if`'s folder: nothing folds yet.
pub(crate) fn fold_if(_ctx: &mut Context, _op: AffineIfOp) -> FoldResult {
    FoldResult::Failure
}
