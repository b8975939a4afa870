//! Canonicalization (MLIR's `Transforms/Canonicalizer.cpp`): the
//! registered ops' canonicalization patterns and folders, run by the greedy
//! driver with the pass's options.

use std::rc::Rc;

use super::CanonicalizerBase;
use crate::core::pattern::RewritePattern;
use crate::pass::{OperationPass, OptionValue, PassFailure, PassRun};
use crate::rewrite::{
    apply_patterns_greedily, canonicalization_patterns, GreedyConfig, SimplifyRegionLevel,
};

/// The `canonicalize` pass.
#[derive(Clone, Default)]
pub struct Canonicalizer {
    base: CanonicalizerBase,
    /// Built by `initialize` from the registered ops, filtered by the
    /// `disable-patterns` / `enable-patterns` options.
    patterns: Rc<Vec<Box<dyn RewritePattern>>>,
}

impl std::fmt::Debug for Canonicalizer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Canonicalizer")
            .field("base", &self.base)
            .field("patterns", &self.patterns.len())
            .finish()
    }
}

impl OptionValue for SimplifyRegionLevel {
    const VALUE_NAME: &'static str = "value";
    fn parse_option(text: &str) -> Result<Self, String> {
        match text {
            "disabled" => Ok(SimplifyRegionLevel::Disabled),
            "normal" => Ok(SimplifyRegionLevel::Normal),
            "aggressive" => Ok(SimplifyRegionLevel::Aggressive),
            _ => Err(format!("Cannot find option named '{text}'!")),
        }
    }
    fn print_option(&self, out: &mut String) {
        out.push_str(match self {
            SimplifyRegionLevel::Disabled => "disabled",
            SimplifyRegionLevel::Normal => "normal",
            SimplifyRegionLevel::Aggressive => "aggressive",
        });
    }
}

/// A count option: negative means no limit.
fn limit(v: i64) -> usize {
    usize::try_from(v).unwrap_or(usize::MAX)
}

impl OperationPass for Canonicalizer {
    type Declaration = CanonicalizerBase;
    fn declaration(&self) -> &CanonicalizerBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut CanonicalizerBase {
        &mut self.base
    }
    fn initialize(&mut self, ctx: &mut crate::core::context::Context) -> Result<(), PassFailure> {
        let o = &self.base.options;
        let mut patterns = canonicalization_patterns(ctx);
        if !o.disabled_patterns.is_empty() {
            patterns.retain(|p| !o.disabled_patterns.iter().any(|d| d == p.name()));
        }
        if !o.enabled_patterns.is_empty() {
            patterns.retain(|p| o.enabled_patterns.iter().any(|d| d == p.name()));
        }
        self.patterns = Rc::new(patterns);
        Ok(())
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let o = &self.base.options;
        let config = GreedyConfig {
            max_iterations: limit(o.max_iterations),
            max_rewrites: limit(o.max_num_rewrites),
            top_down: o.top_down_processing_enabled,
            region_simplification: o.enable_region_simplification,
            fold: true,
            remove_dead: true,
        };
        let op = run.op();
        let converged = apply_patterns_greedily(run.ctx(), op, &self.patterns, config).is_ok();
        // Canonicalization is best-effort: only `test-convergence` fails.
        if o.test_convergence && !converged {
            return Err(PassFailure);
        }
        Ok(())
    }
}
