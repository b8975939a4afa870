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
//! * `fn_pattern`: a pattern made of a function.

mod create_or_fold;
mod driver;
pub mod equivalence;
mod fn_pattern;
pub(crate) mod folder;
pub mod region;
mod slots;
mod worklist;

use crate::core::attrs::Attribute;
use crate::core::context::Context;
pub use crate::core::pattern::{PatternRewriter, RewriteEvent, RewritePattern};
use crate::core::registry::{FoldResult, OpFoldResult, OpTrait};
use crate::core::storage::{OpId, Value};
pub use create_or_fold::{create_or_fold, try_fold};
pub use driver::{apply_op_patterns_greedily, apply_patterns_greedily};
pub use fn_pattern::fn_pattern;

/// How much region simplification the driver does after each iteration
/// (`GreedySimplifyRegionLevel`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum SimplifyRegionLevel {
    /// None.
    Disabled,
    /// Unreachable blocks, dead ops and block arguments.
    Normal,
    /// Also identical blocks and redundant block arguments (upstream's
    /// default for `applyPatternsAndFoldGreedily`; `canonicalize` asks for
    /// `Normal` by its option's default).
    #[default]
    Aggressive,
}

/// Which ops [`apply_op_patterns_greedily`] may process besides those it is
/// given (upstream's `GreedyRewriteStrictness`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Strictness {
    /// Any op the rewrites touch.
    AnyOp,
    /// The given ops and the ops the rewrites create.
    ExistingAndNewOps,
    /// Only the given ops.
    ExistingOps,
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
            region_simplification: SimplifyRegionLevel::Aggressive,
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

/// Collects the canonicalization patterns of every dialect (in namespace
/// order, as upstream's loaded dialects), then of every registered op, ops
/// in name order (as upstream's registered operations), each op's patterns
/// in the order its hook gives them.
pub fn canonicalization_patterns(ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
    let mut dialect_fns: Vec<(String, crate::core::registry::PatternsFn)> = ctx
        .dialects
        .values()
        .filter_map(|d| Some((d.namespace.clone(), d.canonicalization_patterns?)))
        .collect();
    dialect_fns.sort_by(|a, b| a.0.cmp(&b.0));
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
    for (_, f) in dialect_fns.into_iter().chain(fns) {
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

/// Folds `op` given its constant operands (`Operation::fold` of a
/// registered op): its fold hook, then, when that fails or folds in place,
/// the folds of its traits in their order, the first that applies
/// (`foldTraits`): `Commutative` moves constant operands to the end (in
/// place), `Idempotent` and `Involution` forward an operand; then a cast
/// between equal types forwards its operands.
pub fn fold_op(ctx: &mut Context, op: OpId, consts: &[Option<Attribute>]) -> FoldResult {
    let Some(def) = ctx.op_definition(ctx.op_get_name(op)).cloned() else {
        return FoldResult::Failure;
    };
    let own = match def.fold {
        Some(fold) => fold(ctx, op, consts),
        None => FoldResult::Failure,
    };
    let in_place = match &own {
        FoldResult::Failure | FoldResult::InPlace => true,
        FoldResult::Replace(v) => {
            v.is_empty()
                || (v.len() == 1
                    && ctx.num_results(op) == 1
                    && v[0] == OpFoldResult::Value(ctx.result(op, 0)))
        }
    };
    if !in_place {
        return own;
    }
    // (Most ops have none of the folding traits: no scan of their traits.)
    let folds_traits = def.has_trait(&OpTrait::Commutative)
        || def.has_trait(&OpTrait::Idempotent)
        || def.has_trait(&OpTrait::Involution);
    let traits: &[OpTrait] = if folds_traits { &def.traits } else { &[] };
    for t in traits {
        let folded = match t {
            OpTrait::Commutative => fold_commutative(ctx, op, consts),
            OpTrait::Idempotent => fold_idempotent(ctx, op),
            OpTrait::Involution => fold_involution(ctx, op),
            _ => None,
        };
        if let Some(r) = folded {
            return r;
        }
    }
    if let Some(r) = fold_cast_interface(ctx, op) {
        return r;
    }
    match own {
        FoldResult::Failure => FoldResult::Failure,
        _ => FoldResult::InPlace,
    }
}

/// A `CastOpInterface` op whose operand types are its result types folds
/// to its operands (`foldCastInterfaceOp`, the interface's trait fold).
fn fold_cast_interface(ctx: &Context, op: OpId) -> Option<FoldResult> {
    crate::interfaces::CastOpInterfaceRef::get(ctx, op)?;
    let operands = ctx.operands(op);
    if operands.is_empty() || ctx.value_types(&operands) != ctx.result_types(op) {
        return None;
    }
    Some(FoldResult::Replace(
        operands.into_iter().map(OpFoldResult::Value).collect(),
    ))
}

/// Constant operands moved after the others, order kept
/// (`foldCommutative`); `None` when nothing moves.
fn fold_commutative(
    ctx: &mut Context,
    op: OpId,
    consts: &[Option<Attribute>],
) -> Option<FoldResult> {
    let n = ctx.num_operands(op);
    if n < 2 || consts.len() != n {
        return None;
    }
    let first_const = consts.iter().position(Option::is_some)?;
    if consts[first_const..].iter().all(Option::is_some) {
        return None;
    }
    // Only an op whose operands move pays for their copy.
    let operands = ctx.operands(op);
    let mut moved: Vec<Value> = operands[..first_const].to_vec();
    let tail = first_const..operands.len();
    moved.extend(
        tail.clone()
            .filter(|&i| consts[i].is_none())
            .map(|i| operands[i]),
    );
    moved.extend(tail.filter(|&i| consts[i].is_some()).map(|i| operands[i]));
    ctx.set_operands(op, &moved).ok()?;
    Some(FoldResult::InPlace)
}

/// The result of a single-result trait fold: `None` when it does not
/// apply or gives the op's own result.
fn forward(ctx: &Context, op: OpId, v: Value) -> Option<FoldResult> {
    (ctx.num_results(op) == 1 && v != ctx.result(op, 0))
        .then(|| FoldResult::single(OpFoldResult::Value(v)))
}

/// `f(f(x)) = f(x)`, `f(x, x) = x` (`foldIdempotent`).
fn fold_idempotent(ctx: &mut Context, op: OpId) -> Option<FoldResult> {
    let n = ctx.num_operands(op);
    if n == 1 {
        let x = ctx.operand(op, 0);
        let def = ctx.defining_op(x)?;
        if ctx.op_get_name(def) == ctx.op_get_name(op) {
            return forward(ctx, op, x);
        }
        return None;
    }
    if n >= 2 && ctx.operand(op, 0) == ctx.operand(op, 1) {
        return forward(ctx, op, ctx.operand(op, 0));
    }
    None
}

/// `f(f(x)) = x` (`foldInvolution`).
fn fold_involution(ctx: &mut Context, op: OpId) -> Option<FoldResult> {
    let def = ctx.defining_op(*ctx.operands(op).first()?)?;
    if ctx.op_get_name(def) != ctx.op_get_name(op) || ctx.num_operands(def) == 0 {
        return None;
    }
    forward(ctx, op, ctx.operand(def, 0))
}
