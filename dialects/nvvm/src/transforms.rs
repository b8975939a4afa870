//! The `llvm-optimize-for-nvvm-target` pass (upstream's
//! `Dialect/LLVMIR/Transforms/OptimizeForNVVM.cpp`): an `f16` division
//! computed in `f32` through the approximate reciprocal
//! `nvvm.rcp.approx.ftz.f` and one Newton iteration.

use ir::pass::{OperationPass, PassFailure, PassRun};
use ir::rewrite::SimplifyRegionLevel;
use ir::{GreedyConfig, Operation, PatternRewriter, RewritePattern};
use llvm::{
    AndOp, BitcastOp, ConstantOp, FDivOp, FMAOp, FMulOp, FNegOp, FPExtOp, FPTruncOp, ICmpOp,
    ICmpPredicate, OrOp, SelectOp,
};

use crate::{NVVMOptimizeForTargetBase, RcpApproxFtzF32Op};

/// `ExpandDivF16`: `fdiv` of `f16` values as the rounded `f32` quotient
/// `lhs * rcp(rhs)`, refined once (`approx + (lhs - approx * rhs) * rcp`)
/// unless the approximation's exponent is all zeros or all ones.
struct ExpandDivF16;

impl RewritePattern for ExpandDivF16 {
    fn root(&self) -> Option<&str> {
        Some(FDivOp::OPERATION_NAME)
    }

    fn name(&self) -> &str {
        "ExpandDivF16"
    }

    fn match_and_rewrite(&self, op: Operation, rewriter: &mut PatternRewriter<'_>) -> bool {
        let Some(div) = FDivOp::cast(rewriter, op) else {
            return false;
        };
        let ty = rewriter.value_type(div.res(rewriter));
        if ty != rewriter.f16() {
            return rewriter.notify_match_failure("not f16");
        }
        let loc = rewriter.op_loc(op);
        let f32_type = rewriter.f32();
        let i32_type = rewriter.integer_type(32, ir::Signedness::Signless);
        let i1_type = rewriter.i1();
        let (lhs, rhs) = (div.lhs(rewriter), div.rhs(rewriter));
        rewriter.set_insertion_point_before(op);
        // Extend lhs and rhs to f32.
        let lhs = FPExtOp::build(rewriter, loc, f32_type, lhs).res(rewriter);
        let rhs = FPExtOp::build(rewriter, loc, f32_type, rhs).res(rewriter);
        // rcp = rcp.approx.ftz.f32(rhs), approx = lhs * rcp.
        let rcp = RcpApproxFtzF32Op::build(rewriter, loc, f32_type, rhs).res(rewriter);
        let approx = FMulOp::build_inferred(rewriter, loc, lhs, rcp, None).res(rewriter);
        // One Newton iteration: refined = approx + (lhs - approx * rhs) * rcp.
        let neg = FNegOp::build_inferred(rewriter, loc, rhs, None).res(rewriter);
        let err = FMAOp::build_inferred(rewriter, loc, approx, neg, lhs, None).res(rewriter);
        let refined = FMAOp::build_inferred(rewriter, loc, err, rcp, approx, None).res(rewriter);
        // The refined value unless approx's exponent is all zeros or ones.
        let ui32 = rewriter.unsigned_integer_type(32);
        let mask_attr = rewriter.integer_attr(ui32, 0x7f80_0000);
        let mask = ConstantOp::build(rewriter, loc, i32_type, mask_attr).res(rewriter);
        let cast = BitcastOp::build(rewriter, loc, i32_type, approx).res(rewriter);
        let exp = AndOp::build(rewriter, loc, i32_type, cast, mask).res(rewriter);
        let zero_attr = rewriter.integer_attr(ui32, 0);
        let zero = ConstantOp::build(rewriter, loc, i32_type, zero_attr).res(rewriter);
        let is_zero =
            ICmpOp::build_with_values(rewriter, loc, i1_type, ICmpPredicate::Eq, exp, zero)
                .res(rewriter);
        let is_mask =
            ICmpOp::build_with_values(rewriter, loc, i1_type, ICmpPredicate::Eq, exp, mask)
                .res(rewriter);
        let pred = OrOp::build_inferred(rewriter, loc, is_zero, is_mask).res(rewriter);
        let result =
            SelectOp::build(rewriter, loc, f32_type, pred, approx, refined, None).res(rewriter);
        // Truncated back to f16.
        let truncated = FPTruncOp::build(rewriter, loc, ty, result).res(rewriter);
        rewriter.replace_op(op, &[truncated]).is_ok()
    }
}

/// The `llvm-optimize-for-nvvm-target` pass.
#[derive(Clone, Debug, Default)]
pub struct NVVMOptimizeForTarget {
    base: NVVMOptimizeForTargetBase,
}

/// `NVVM::createOptimizeForTargetPass`.
pub fn create_optimize_for_target_pass() -> Box<dyn ir::pass::Pass> {
    Box::new(NVVMOptimizeForTarget::default())
}

impl OperationPass for NVVMOptimizeForTarget {
    type Declaration = NVVMOptimizeForTargetBase;
    fn declaration(&self) -> &NVVMOptimizeForTargetBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut NVVMOptimizeForTargetBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let top = run.op();
        let patterns: Vec<Box<dyn RewritePattern>> = vec![Box::new(ExpandDivF16)];
        // `applyPatternsAndFoldGreedily`'s defaults.
        let config = GreedyConfig {
            region_simplification: SimplifyRegionLevel::Aggressive,
            ..Default::default()
        };
        ir::apply_patterns_greedily(run.ctx(), top, &patterns, config)
            .map(|_| ())
            .map_err(|_| PassFailure)
    }
}
