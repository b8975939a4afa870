//! `resolve-ranked-shaped-type-result-dims` and
//! `resolve-shaped-type-result-dims` (upstream's
//! `MemRef/Transforms/ResolveShapedTypeResultDims.cpp`): a `memref.dim` or
//! `tensor.dim` of an op's result, at a constant index, is replaced by the
//! size the op reifies from its operands.

use ir::interfaces::{FoldResult, ReifyRankedShapedTypeOpInterfaceRef};
use ir::pass::{OperationPass, PassFailure, PassRun};
use ir::rewrite::{constant_value, SimplifyRegionLevel};
use ir::{GreedyConfig, Operation, PatternRewriter, RewritePattern, Value};

use crate::{ResolveRankedShapeTypeResultDimsBase, ResolveShapedTypeResultDimsBase};

/// Replaces a dim op (`memref.dim` or `tensor.dim`, operands source and
/// index) of a result of an op with reifiable result shapes by the reified
/// size (upstream's `DimOfReifyRankedShapedTypeOpInterface`).
struct DimOfReifyRankedShapedTypeOpInterface {
    root: &'static str,
}

impl RewritePattern for DimOfReifyRankedShapedTypeOpInterface {
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }

    fn name(&self) -> &str {
        "DimOfReifyRankedShapedTypeOpInterface"
    }

    fn match_and_rewrite(&self, op: Operation, rewriter: &mut PatternRewriter<'_>) -> bool {
        if rewriter.num_operands(op) != 2 {
            return false;
        }
        let (source, index) = (rewriter.operand(op, 0), rewriter.operand(op, 1));
        let Value::Result {
            op: owner,
            index: result_number,
        } = source
        else {
            return false;
        };
        let Some(dim) = constant_value(rewriter, index).and_then(|a| rewriter.attr_as_int(a))
        else {
            return false;
        };
        let Some(reify) = ReifyRankedShapedTypeOpInterfaceRef::get(rewriter, owner) else {
            return false;
        };
        // As upstream's rewriter: new ops go before the dim op.
        rewriter.set_insertion_point_before(op);
        let mut shapes = Vec::new();
        if reify.reify_result_shapes(rewriter, &mut shapes).is_err() {
            return false;
        }
        let Some(size) = usize::try_from(dim)
            .ok()
            .and_then(|d| shapes.get(result_number as usize)?.get(d).copied())
        else {
            // Upstream: "dimension is out of bounds".
            return false;
        };
        let loc = rewriter.op_loc(op);
        let replacement = match size {
            FoldResult::Value(v) => v,
            FoldResult::Attr(a) => {
                let value = rewriter.attr_as_int(a).unwrap_or(0);
                let ty = rewriter.index_type();
                let attr = rewriter.index_attr(value);
                arith::ConstantOp::build(rewriter, loc, ty, attr).result(rewriter)
            }
        };
        rewriter.replace_op(op, &[replacement]).is_ok()
    }
}

/// The patterns of both passes (upstream's
/// `populateResolveRankedShapedTypeResultDimsPatterns`; no shipped op has
/// the `InferShapedTypeOpInterface` the other pass also uses).
fn patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        Box::new(DimOfReifyRankedShapedTypeOpInterface {
            root: memref::DimOp::OPERATION_NAME,
        }),
        Box::new(DimOfReifyRankedShapedTypeOpInterface {
            root: crate::DimOp::OPERATION_NAME,
        }),
    ]
}

/// Applies [`patterns`] greedily under `run`'s op.
fn run_patterns(run: &mut PassRun<'_>) -> Result<(), PassFailure> {
    let top = run.op();
    let config = GreedyConfig {
        region_simplification: SimplifyRegionLevel::Aggressive,
        ..Default::default()
    };
    ir::apply_patterns_greedily(run.ctx(), top, &patterns(), config)
        .map(|_| ())
        .map_err(|_| PassFailure)
}

/// The `resolve-ranked-shaped-type-result-dims` pass.
#[derive(Clone, Debug, Default)]
pub struct ResolveRankedShapeTypeResultDims {
    base: ResolveRankedShapeTypeResultDimsBase,
}

/// Creates the `resolve-ranked-shaped-type-result-dims` pass (upstream's
/// `createResolveRankedShapeTypeResultDimsPass`).
pub fn create_resolve_ranked_shape_type_result_dims_pass() -> Box<dyn ir::pass::Pass> {
    Box::new(ResolveRankedShapeTypeResultDims::default())
}

impl OperationPass for ResolveRankedShapeTypeResultDims {
    type Declaration = ResolveRankedShapeTypeResultDimsBase;
    fn declaration(&self) -> &ResolveRankedShapeTypeResultDimsBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut ResolveRankedShapeTypeResultDimsBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        run_patterns(run)
    }
}

/// The `resolve-shaped-type-result-dims` pass.
#[derive(Clone, Debug, Default)]
pub struct ResolveShapedTypeResultDims {
    base: ResolveShapedTypeResultDimsBase,
}

/// Creates the `resolve-shaped-type-result-dims` pass (upstream's
/// `createResolveShapedTypeResultDimsPass`).
pub fn create_resolve_shaped_type_result_dims_pass() -> Box<dyn ir::pass::Pass> {
    Box::new(ResolveShapedTypeResultDims::default())
}

impl OperationPass for ResolveShapedTypeResultDims {
    type Declaration = ResolveShapedTypeResultDimsBase;
    fn declaration(&self) -> &ResolveShapedTypeResultDimsBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut ResolveShapedTypeResultDimsBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        run_patterns(run)
    }
}
