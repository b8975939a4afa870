//! The canonicalization patterns of `scf.for`, `scf.if`, `scf.while` and
//! `scf.parallel` (upstream `SCF.cpp`).

use ir::{Context, RewritePattern};

/// `scf.for`'s patterns.
pub(crate) fn for_patterns() -> Vec<Box<dyn RewritePattern>> {
    Vec::new()
}

/// `scf.if`'s patterns.
pub(crate) fn if_patterns() -> Vec<Box<dyn RewritePattern>> {
    Vec::new()
}

/// `scf.while`'s patterns.
pub(crate) fn while_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
    Vec::new()
}

/// `scf.parallel`'s patterns.
pub(crate) fn parallel_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
    Vec::new()
}
