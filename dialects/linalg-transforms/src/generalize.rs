//! Named structured ops rewritten as `linalg.generic` with the same
//! operands, indexing maps, iterator types and body (upstream's
//! `Linalg/Transforms/Generalization.cpp`).

use ir::pass::{OperationPass, PassFailure, PassRun};
use ir::{GreedyConfig, OpId, PatternRewriter, RewritePattern};
use linalg::{GenericOp, IteratorTypeAttr, LinalgOpRef, MapOp};

use crate::{dps_split, is_scalar, LinalgGeneralizeNamedOpsPassBase};

/// Rewrites the structured op `op` as a `linalg.generic` and returns it;
/// `None` for a `linalg.generic` or `linalg.map` (whose body does not
/// take the inits) or an op without a body (upstream's
/// `generalizeNamedOp`).
pub fn generalize_named_op(rw: &mut PatternRewriter<'_>, op: OpId) -> Option<GenericOp> {
    let lop = LinalgOpRef::get(rw, op)?;
    if GenericOp::cast(rw, op).is_some() || MapOp::cast(rw, op).is_some() {
        return None;
    }
    let region = match rw.op_regions(op) {
        [r] => *r,
        _ => return None,
    };
    let (inputs, outputs) = dps_split(rw, op);
    let maps: Vec<_> = lop
        .get_indexing_maps_array(rw)
        .iter()
        .map(|m| {
            let map = m.intern(rw);
            rw.affine_map_attr(map)
        })
        .collect();
    let iterators: Vec<_> = lop
        .get_iterator_types_array(rw)
        .into_iter()
        .map(|it| IteratorTypeAttr::get(rw, it))
        .collect();
    let tensors = rw
        .operand_types(op)
        .into_iter()
        .all(|t| is_scalar(rw, t) || rw.is_ranked_tensor(t));
    let result_types: Vec<_> = if tensors {
        outputs.iter().map(|&v| rw.value_type(v)).collect()
    } else {
        Vec::new()
    };
    let maps = rw.array_attr(&maps);
    let iterators = rw.array_attr(&iterators);
    let loc = rw.op_loc(op);
    rw.set_insertion_point_before(op);
    let generic = GenericOp::build(
        rw,
        loc,
        &result_types,
        &inputs,
        &outputs,
        maps,
        iterators,
        None,
        None,
    );
    let dest = generic.region(rw);
    rw.inline_region_before(region, dest, None).ok()?;
    let results = rw.results(generic.operation());
    rw.replace_op(op, &results).ok()?;
    Some(generic)
}

/// [`generalize_named_op`] as a pattern on any op (upstream's
/// `LinalgGeneralizationPattern`).
#[derive(Clone, Copy, Debug, Default)]
pub struct LinalgGeneralizationPattern;

impl RewritePattern for LinalgGeneralizationPattern {
    fn root(&self) -> Option<&str> {
        None
    }

    fn name(&self) -> &str {
        "LinalgGeneralizationPattern"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        generalize_named_op(rw, op).is_some()
    }
}

/// `linalg-generalize-named-ops`.
#[derive(Clone, Debug, Default)]
pub struct GeneralizeNamedOps {
    base: LinalgGeneralizeNamedOpsPassBase,
}

/// The pass, boxed for a pass manager.
pub fn create_linalg_generalize_named_ops_pass() -> Box<dyn ir::pass::Pass> {
    Box::new(GeneralizeNamedOps::default())
}

impl OperationPass for GeneralizeNamedOps {
    type Declaration = LinalgGeneralizeNamedOpsPassBase;
    fn declaration(&self) -> &LinalgGeneralizeNamedOpsPassBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut LinalgGeneralizeNamedOpsPassBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let root = run.op();
        let patterns: Vec<Box<dyn RewritePattern>> = vec![Box::new(LinalgGeneralizationPattern)];
        // Not converging is no failure upstream.
        let _ = ir::apply_patterns_greedily(run.ctx(), root, &patterns, GreedyConfig::default());
        Ok(())
    }
}
