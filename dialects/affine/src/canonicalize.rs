//! Canonicalization of the affine ops (upstream `AffineOps.cpp`'s
//! patterns and the folders of `affine.for` and `affine.if`).
//!
//! Not ported yet: upstream's patterns (`SimplifyAffineOp`, the
//! composition of `affine.apply` chains, `canonicalizeMapAndOperands`,
//! the min/max and dead-loop patterns), so the ops have none; the loop
//! and `if` folders fold nothing.

use crate::{AffineForOp, AffineIfOp};
use ir::{Attribute, Context, FoldResult, RewritePattern};

/// The patterns of the memory and map ops (upstream's
/// `SimplifyAffineOp<OpTy>`): none yet.
pub fn simplify_affine_op_patterns(_op_name: &str) -> Vec<Box<dyn RewritePattern>> {
    Vec::new()
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
