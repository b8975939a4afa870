//! The passes of upstream's `Transforms/Passes.td`:
//! `remove-shape-constraints` (`RemoveShapeConstraints.cpp`: every
//! `cstr_broadcastable` and `cstr_eq` becomes a passing witness) and
//! `shape-to-shape-lowering` (`ShapeToShapeLowering.cpp`:
//! `shape.num_elements` as a `shape.reduce` multiplying the extents).

use crate::*;
use ir::conversion::{apply_partial_conversion, rewrite_patterns, ConversionTarget};
use ir::pass::{OperationPass, PassFailure, PassRun};
use ir::rewrite::fn_pattern;
use ir::{apply_patterns_greedily, GreedyConfig, OpId, PatternRewriter, RewritePattern, Type};

/// The `remove-shape-constraints` pass.
#[derive(Clone, Debug, Default)]
pub struct RemoveShapeConstraints {
    base: RemoveShapeConstraintsBase,
}

/// Creates the `remove-shape-constraints` pass (upstream's
/// `createRemoveShapeConstraintsPass`).
pub fn create_remove_shape_constraints_pass() -> Box<dyn ir::pass::Pass> {
    Box::new(RemoveShapeConstraints::default())
}

/// The patterns of `remove-shape-constraints` (upstream's
/// `populateRemoveShapeConstraintsPatterns`).
pub fn remove_shape_constraints_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        fn_pattern(
            CstrBroadcastableOp::OPERATION_NAME,
            "RemoveCstrBroadcastableOp",
            replace_with_passing_witness,
        ),
        fn_pattern(
            CstrEqOp::OPERATION_NAME,
            "RemoveCstrEqOp",
            replace_with_passing_witness,
        ),
    ]
}

/// Replaces the constraint `op` with `shape.const_witness true`.
fn replace_with_passing_witness(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let loc = rw.op_loc(op);
    rw.set_insertion_point_before(op);
    let witness = Type::from(WitnessType::get(rw));
    let passing = rw.bool_attr(true);
    let new = ConstWitnessOp::build(rw, loc, witness, passing).result(rw);
    rw.replace_op(op, &[new]).is_ok()
}

impl OperationPass for RemoveShapeConstraints {
    type Declaration = RemoveShapeConstraintsBase;
    fn declaration(&self) -> &RemoveShapeConstraintsBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut RemoveShapeConstraintsBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let func = run.op();
        let patterns = remove_shape_constraints_patterns();
        // (Upstream ignores whether the rewrite converged.)
        let _ = apply_patterns_greedily(run.ctx(), func, &patterns, GreedyConfig::default());
        Ok(())
    }
}

/// The `shape-to-shape-lowering` pass.
#[derive(Clone, Debug, Default)]
pub struct ShapeToShapeLowering {
    base: ShapeToShapeLoweringBase,
}

/// Creates the `shape-to-shape-lowering` pass (upstream's
/// `createShapeToShapeLowering`).
pub fn create_shape_to_shape_lowering() -> Box<dyn ir::pass::Pass> {
    Box::new(ShapeToShapeLowering::default())
}

/// The patterns of `shape-to-shape-lowering` (upstream's
/// `populateShapeRewritePatterns`).
pub fn shape_rewrite_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![fn_pattern(
        NumElementsOp::OPERATION_NAME,
        "NumElementsOpConverter",
        num_elements_to_reduce,
    )]
}

/// `NumElementsOpConverter`: the product of the extents, as a
/// `shape.reduce` from the constant 1 of the result type.
fn num_elements_to_reduce(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(num) = NumElementsOp::cast(rw, op) else {
        return false;
    };
    let loc = rw.op_loc(op);
    let ty = rw.value_type(num.result(rw));
    rw.set_insertion_point_before(op);
    let one = rw.index_attr(1);
    let Some(init) = <ShapeDialect as ShapeDialectHooks>::materialize_constant(rw, one, ty, loc)
    else {
        return false;
    };
    let init = rw.result(init, 0);
    let shape = num.shape(rw);
    let reduce = ReduceOp::build_from_shape_init_vals(rw, loc, shape, &[init]);
    let Some(&body) = rw.region_blocks(reduce.region(rw)).first() else {
        return false;
    };
    let args = rw.block_args(body);
    let saved = rw.insertion_point();
    rw.set_insertion_point_to_end(body);
    let product = MulOp::build(rw, loc, ty, args[1], args[2]).result(rw);
    YieldOp::build(rw, loc, &[product]);
    rw.set_insertion_point(saved);
    let result = rw.result(reduce.operation(), 0);
    rw.replace_op(op, &[result]).is_ok()
}

impl OperationPass for ShapeToShapeLowering {
    type Declaration = ShapeToShapeLoweringBase;
    fn declaration(&self) -> &ShapeToShapeLoweringBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut ShapeToShapeLoweringBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let root = run.op();
        let patterns = rewrite_patterns(shape_rewrite_patterns());
        let mut target = ConversionTarget::new();
        target.add_legal_dialect("arith");
        target.add_legal_dialect("shape");
        target.add_illegal_op(NumElementsOp::OPERATION_NAME);
        apply_partial_conversion(run.ctx(), root, &target, &patterns, None).map_err(|d| {
            run.emit(d);
            PassFailure
        })
    }
}
