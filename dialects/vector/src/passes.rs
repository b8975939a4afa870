//! The pass declarations of `Vector/Transforms/Passes.td` (the passes
//! ported so far): each pass's base (options, statistics) and
//! `register_passes`.

include!(concat!(env!("OUT_DIR"), "/passes.rs.inc"));

/// `applyPatternsAndFoldGreedily` with its default config on the pass's
/// op; the pass fails when the driver does not converge.
pub(crate) fn apply_patterns_and_fold_greedily(
    run: &mut ir::pass::PassRun<'_>,
    patterns: &[Box<dyn ir::RewritePattern>],
) -> Result<(), ir::pass::PassFailure> {
    let top = run.op();
    let config = ir::GreedyConfig {
        region_simplification: ir::rewrite::SimplifyRegionLevel::Aggressive,
        ..Default::default()
    };
    match ir::apply_patterns_greedily(run.ctx(), top, patterns, config) {
        Ok(_) => Ok(()),
        Err(_) => Err(ir::pass::PassFailure),
    }
}
