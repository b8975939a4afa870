//! A [`RewritePattern`] made of a function: most of upstream's
//! `OpRewritePattern`s are one `matchAndRewrite` on one root op, which needs
//! no state.

use crate::core::pattern::{PatternRewriter, RewritePattern};
use crate::core::storage::OpId;

/// A pattern rooted at one op, matched and applied by a function.
struct FnPattern {
    root: &'static str,
    name: &'static str,
    rewrite: fn(OpId, &mut PatternRewriter<'_>) -> bool,
}

impl RewritePattern for FnPattern {
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }
    fn name(&self) -> &str {
        self.name
    }
    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        (self.rewrite)(op, rewriter)
    }
}

/// A boxed pattern named `name`, rooted at the op named `root`, that
/// `rewrite` applies (returning whether it changed the IR).
pub fn fn_pattern(
    root: &'static str,
    name: &'static str,
    rewrite: fn(OpId, &mut PatternRewriter<'_>) -> bool,
) -> Box<dyn RewritePattern> {
    Box::new(FnPattern {
        root,
        name,
        rewrite,
    })
}
