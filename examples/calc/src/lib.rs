//! The calc dialect, an example to copy when starting a dialect: `build.rs`
//! generates the ops (`Ops.td`), the rewrite rules (`Patterns.td`) and the
//! pass declarations (`Passes.td`); this file includes them and adds what
//! the `.td` files leave to Rust: an interface method, a helper the rules
//! call, and the passes' behaviour.
#![forbid(unsafe_code)]

use ir::pass::{OperationPass, PassFailure, PassRun};

// The ops, the enum `Rounding`, the interface `Cost` and `register`.
include!(concat!(env!("OUT_DIR"), "/ops.rs.inc"));

/// The rewrite rules of `Patterns.td` (`populate_patterns`).
pub mod patterns {
    use super::*;
    include!(concat!(env!("OUT_DIR"), "/patterns.rs.inc"));
}

// The pass declarations of `Passes.td` (`CalcSimplifyBase`,
// `register_passes`, ...).
include!(concat!(env!("OUT_DIR"), "/passes.rs.inc"));

impl MulOpHooks for MulOp {
    /// A multiplication costs four additions
    /// (`DeclareOpInterfaceMethods<Calc_Cost, ["cost"]>`).
    fn cost(_op: Self, _ctx: &ir::Context) -> u32 {
        4
    }
}

/// The sum of two `f64` attributes (the `Calc_AddAttrs` native call of
/// `Patterns.td`).
pub fn add_f64_attrs(
    b: &mut ir::OpBuilder<'_>,
    x: ir::Attribute,
    y: ir::Attribute,
) -> ir::Attribute {
    let sum = b.as_float(x).unwrap_or_default() + b.as_float(y).unwrap_or_default();
    b.f64_attr(sum)
}

/// The total cost (the `Cost` interface) of the ops nested in `top`.
pub fn total_cost(ctx: &ir::Context, top: ir::OpId) -> u64 {
    ctx.walk_preorder(top)
        .into_iter()
        .filter_map(|op| CostRef::get(ctx, op))
        .map(|c| u64::from(c.cost(ctx)))
        .sum()
}

/// The `calc-simplify` pass: the rules of `Patterns.td`, then the cost of
/// what is left as a statistic.
#[derive(Clone, Debug, Default)]
pub struct CalcSimplify {
    base: CalcSimplifyBase,
}

impl OperationPass for CalcSimplify {
    type Declaration = CalcSimplifyBase;
    fn declaration(&self) -> &CalcSimplifyBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut CalcSimplifyBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let top = run.op();
        let mut rules = Vec::new();
        patterns::populate_patterns(&mut rules);
        let config = ir::GreedyConfig {
            max_iterations: usize::try_from(self.base.options.max_iterations).unwrap_or(0),
            ..Default::default()
        };
        // Not converging within the limit is not an error (as upstream's
        // canonicalizer without `test-convergence`).
        let _ = ir::apply_patterns_greedily(run.ctx(), top, &rules, config);
        let cost = total_cost(run, top);
        self.base.statistics.num_cost.set(cost);
        Ok(())
    }
}
