//! Pattern rewriting (MLIR's `Transforms/Utils/GreedyPatternRewriteDriver`,
//! `FoldUtils` and `RegionUtils`): the greedy driver
//! [`apply_patterns_greedily`] that runs [`RewritePattern`]s (defined with
//! [`PatternRewriter`] in the IR layer, `core::pattern`, and re-exported
//! here), folds ops, removes dead ones and simplifies regions.
//!
//! * `driver`: the worklist loop, as upstream's region driver.
//! * `worklist`: the LIFO worklist.
//! * `folder`: constant uniquing and hoisting while the worklist is filled.
//! * `region`: region simplification (unreachable blocks, dead code and
//!   block arguments, identical blocks).
//! * `equivalence`: structural equality of ops (block merging, CSE).

mod driver;
pub mod equivalence;
pub(crate) mod folder;
pub mod region;
mod worklist;

use crate::core::attrs::Attribute;
use crate::core::context::Context;
pub use crate::core::pattern::{PatternRewriter, RewriteEvent, RewritePattern};
use crate::core::registry::{FoldResult, OpFoldResult, OpTrait};
use crate::core::storage::{OpId, Value};
pub use driver::apply_patterns_greedily;

/// How much region simplification the driver does after each iteration
/// (`GreedySimplifyRegionLevel`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum SimplifyRegionLevel {
    /// None.
    Disabled,
    /// Unreachable blocks, dead ops and block arguments.
    #[default]
    Normal,
    /// Also identical blocks and redundant block arguments.
    Aggressive,
}

/// Greedy driver settings (`GreedyRewriteConfig`).
#[derive(Clone, Copy, Debug)]
pub struct GreedyConfig {
    /// Maximum number of iterations (worklist fill, process, simplify).
    pub max_iterations: usize,
    /// Maximum number of successful pattern rewrites per iteration
    /// (`usize::MAX`: no limit, upstream's default).
    pub max_rewrites: usize,
    /// Fill the worklist in pre-order (top-down) rather than post-order.
    pub top_down: bool,
    /// Region simplification after each iteration.
    pub region_simplification: SimplifyRegionLevel,
    /// Fold ops through their fold hooks (upstream always does).
    pub fold: bool,
    /// Erase trivially dead ops (upstream always does).
    pub remove_dead: bool,
}

impl Default for GreedyConfig {
    fn default() -> Self {
        GreedyConfig {
            max_iterations: 10,
            max_rewrites: usize::MAX,
            top_down: false,
            region_simplification: SimplifyRegionLevel::Normal,
            fold: true,
            remove_dead: true,
        }
    }
}

/// The driver did not reach a fixed point within its limits.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotConverged {
    /// Iterations run.
    pub iterations: usize,
    /// Rewrites applied.
    pub rewrites: usize,
}

impl std::fmt::Display for NotConverged {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "greedy pattern rewriting did not converge after {} iterations ({} rewrites)",
            self.iterations, self.rewrites
        )
    }
}

impl std::error::Error for NotConverged {}

/// Statistics of a run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GreedyStats {
    /// Whether anything changed.
    pub changed: bool,
    /// Iterations run.
    pub iterations: usize,
    /// Patterns applied.
    pub rewrites: usize,
    /// Ops folded.
    pub folds: usize,
    /// Dead ops erased.
    pub dead_erased: usize,
}

/// Collects the canonicalization patterns of every registered op, ops in
/// name order (as upstream's registered operations), each op's patterns in
/// the order its hook gives them.
pub fn canonicalization_patterns(ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
    let mut fns: Vec<(String, crate::core::registry::PatternsFn)> = ctx
        .op_names
        .iter()
        .filter_map(|i| {
            let d = i.def.as_ref()?;
            Some((d.name.clone(), d.canonicalization_patterns?))
        })
        .collect();
    fns.sort_by(|a, b| a.0.cmp(&b.0));
    let mut out = Vec::new();
    for (_, f) in fns {
        out.extend(f(ctx));
    }
    out
}

/// The constant value of `v` if it is produced by a `ConstantLike` op with
/// a fold hook (`matchPattern(v, m_Constant())`).
pub fn constant_value(ctx: &mut Context, v: Value) -> Option<Attribute> {
    constant_of_op(ctx, ctx.defining_op(v)?)
}

/// The value of the `ConstantLike` op `op`, through its fold hook.
pub fn constant_of_op(ctx: &mut Context, op: OpId) -> Option<Attribute> {
    if !ctx.op_has_trait(op, &OpTrait::ConstantLike) {
        return None;
    }
    let fold = ctx.op_definition(ctx.op_get_name(op))?.fold?;
    match fold(ctx, op, &[]) {
        FoldResult::Replace(r) => match r.first() {
            Some(OpFoldResult::Attr(a)) => Some(*a),
            _ => None,
        },
        _ => None,
    }
}
