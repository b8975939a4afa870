//! The `affine-simplify-structures` pass (upstream
//! `SimplifyAffineStructures.cpp`): every affine map and integer set
//! attribute simplified (sets through `simplifyIntegerSet`: empty ones to
//! the canonical empty set), then the canonicalization patterns and folders
//! of `affine.apply`, `affine.for` and `affine.if` applied to those ops and
//! the ops they create.

use ir::affine::{AffineMap, IntegerSet};
use ir::pass::{OperationPass, PassFailure, PassRun};
use ir::{Attribute, Context, GreedyConfig, OpId, RewritePattern, Strictness};

use crate::analysis::simplify_integer_set;
use crate::{
    AffineApplyOp, AffineApplyOpHooks, AffineForOp, AffineForOpHooks, AffineIfOp, AffineIfOpHooks,
    SimplifyAffineStructuresBase,
};

/// The pass.
#[derive(Clone, Debug, Default)]
pub struct SimplifyAffineStructures {
    base: SimplifyAffineStructuresBase,
}

/// Creates the `affine-simplify-structures` pass (upstream's
/// `createSimplifyAffineStructuresPass`).
pub fn create_simplify_affine_structures_pass() -> Box<dyn ir::pass::Pass> {
    Box::new(SimplifyAffineStructures::default())
}

/// A map or set attribute simplified, or `None` when it is neither.
fn simplified(ctx: &mut Context, attr: Attribute) -> Option<Attribute> {
    if let Some(map) = ctx.as_affine_map(attr) {
        let m: AffineMap = ctx.simplify_affine_map(map);
        return Some(ctx.affine_map_attr(m));
    }
    let set: IntegerSet = ctx.as_integer_set(attr)?;
    let s = simplify_integer_set(ctx, set);
    Some(ctx.integer_set_attr(s))
}

impl OperationPass for SimplifyAffineStructures {
    type Declaration = SimplifyAffineStructuresBase;
    fn declaration(&self) -> &SimplifyAffineStructuresBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut SimplifyAffineStructuresBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let top = run.op();
        let ctx = run.ctx();
        let mut memo: std::collections::HashMap<Attribute, Attribute> = Default::default();
        let mut to_simplify: Vec<OpId> = Vec::new();
        for op in ctx.walk_postorder(top) {
            // Inherent attributes (properties) and discardable ones, as
            // upstream's `getAttrs`.
            let mut attrs: Vec<(ir::Ident, Attribute)> = ctx.attrs(op).to_vec();
            if let Some(props) = ctx.props(op) {
                attrs.extend_from_slice(ctx.as_dictionary(props).unwrap_or_default());
            }
            for (name, attr) in attrs {
                let new = match memo.get(&attr) {
                    Some(&s) => s,
                    None => match simplified(ctx, attr) {
                        Some(s) => {
                            memo.insert(attr, s);
                            s
                        }
                        None => continue,
                    },
                };
                if new != attr {
                    ctx.set_attr(op, name, new).map_err(|_| PassFailure)?;
                }
            }
            if AffineForOp::cast(ctx, op).is_some()
                || AffineIfOp::cast(ctx, op).is_some()
                || AffineApplyOp::cast(ctx, op).is_some()
            {
                to_simplify.push(op);
            }
        }
        let mut patterns: Vec<Box<dyn RewritePattern>> =
            AffineApplyOp::canonicalization_patterns(ctx);
        patterns.extend(AffineForOp::canonicalization_patterns(ctx));
        patterns.extend(AffineIfOp::canonicalization_patterns(ctx));
        // Not converging within the rewrite limit is no failure upstream.
        let _ = ir::apply_op_patterns_greedily(
            ctx,
            &to_simplify,
            &patterns,
            GreedyConfig::default(),
            Strictness::ExistingAndNewOps,
        );
        Ok(())
    }
}
