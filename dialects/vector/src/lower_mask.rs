//! The `lower-vector-mask` pass (upstream `LowerVectorMask.cpp`), declared
//! by `Vector/Transforms/Passes.td`: a `vector.mask` around a
//! `transfer_read`, `transfer_write` or `gather` becomes that op with the
//! mask as its own operand (`populateVectorMaskLoweringPatternsForSideEffectingOps`),
//! with `vector.mask`'s canonicalization patterns, through the greedy
//! driver.

use ir::pass::{OperationPass, PassFailure, PassRun};
use ir::rewrite::fn_pattern;
use ir::{OpId, PatternRewriter, RewritePattern};

use crate::passes::LowerVectorMaskPassBase;
use crate::{GatherOp, MaskOp, MaskOpHooks, TransferReadOp, TransferWriteOp};

/// The masked op of a `vector.mask` that `cast` accepts, with the mask op.
fn masked<T>(
    rw: &PatternRewriter<'_>,
    op: OpId,
    cast: impl Fn(&ir::Context, OpId) -> Option<T>,
) -> Option<(MaskOp, T)> {
    let mask = MaskOp::cast(rw, op)?;
    let inner = MaskOp::get_maskable_op(mask, rw)?;
    Some((mask, cast(rw, inner)?))
}

/// `MaskedTransferReadOpPattern`: a mask without a passthru value (a
/// vector, where `transfer_read` pads with a scalar) goes into the read.
fn masked_transfer_read(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some((mask, read)) = masked(rw, op, TransferReadOp::cast) else {
        return false;
    };
    if mask.passthru(rw).is_some() {
        return rw.notify_match_failure("Can't lower passthru to vector.transfer_read");
    }
    let loc = rw.op_loc(op);
    let ty = rw.value_type(read.vector(rw));
    let (source, indices) = (read.source(rw), read.indices(rw));
    let (map, padding, flags) = (
        read.permutation_map(rw),
        read.padding(rw),
        read.in_bounds(rw),
    );
    let m = mask.mask(rw);
    rw.set_insertion_point_before(op);
    let new = TransferReadOp::build(rw, loc, ty, source, &indices, map, padding, Some(m), flags);
    let result = new.vector(rw);
    rw.replace_op(op, &[result]).is_ok()
}

/// `MaskedTransferWriteOpPattern`: the mask goes into the write.
fn masked_transfer_write(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some((mask, write)) = masked(rw, op, TransferWriteOp::cast) else {
        return false;
    };
    let loc = rw.op_loc(op);
    let ty = write.result(rw).map(|r| rw.value_type(r));
    let (vector, source, indices) = (write.vector(rw), write.source(rw), write.indices(rw));
    let (map, flags) = (write.permutation_map(rw), write.in_bounds(rw));
    let m = mask.mask(rw);
    rw.set_insertion_point_before(op);
    let new = TransferWriteOp::build(rw, loc, ty, vector, source, &indices, map, Some(m), flags);
    let results = rw.results(new.operation());
    rw.replace_op(op, &results).is_ok()
}

/// `MaskedGatherOpPattern`: the mask goes into the gather, with the
/// mask's passthru value or a zero vector as its pass-through.
fn masked_gather(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some((mask, gather)) = masked(rw, op, GatherOp::cast) else {
        return false;
    };
    let loc = rw.op_loc(gather.operation());
    let ty = rw.value_type(gather.result(rw));
    rw.set_insertion_point_before(op);
    let pass_thru = match mask.passthru(rw) {
        Some(p) => p,
        None => {
            let Some(zero) = arith::fold::zero_attr(rw, ty) else {
                return false;
            };
            arith::ConstantOp::build(rw, loc, ty, zero).result(rw)
        }
    };
    let (base, indices, index_vec) = (gather.base(rw), gather.indices(rw), gather.index_vec(rw));
    let m = mask.mask(rw);
    let loc = rw.op_loc(op);
    let new = GatherOp::build(rw, loc, ty, base, &indices, index_vec, m, pass_thru);
    let result = new.result(rw);
    rw.replace_op(op, &[result]).is_ok()
}

/// The patterns lowering masked ops with side effects
/// (`populateVectorMaskLoweringPatternsForSideEffectingOps`).
pub fn mask_lowering_patterns_for_side_effecting_ops() -> Vec<Box<dyn RewritePattern>> {
    vec![
        fn_pattern(
            MaskOp::OPERATION_NAME,
            "MaskedTransferReadOpPattern",
            masked_transfer_read,
        ),
        fn_pattern(
            MaskOp::OPERATION_NAME,
            "MaskedTransferWriteOpPattern",
            masked_transfer_write,
        ),
        fn_pattern(
            MaskOp::OPERATION_NAME,
            "MaskedGatherOpPattern",
            masked_gather,
        ),
    ]
}

/// The `lower-vector-mask` pass.
#[derive(Clone, Debug, Default)]
pub struct LowerVectorMask {
    base: LowerVectorMaskPassBase,
}

/// Creates the `lower-vector-mask` pass (upstream's
/// `createLowerVectorMaskPass`).
pub fn create_lower_vector_mask_pass() -> Box<dyn ir::pass::Pass> {
    Box::new(LowerVectorMask::default())
}

impl OperationPass for LowerVectorMask {
    type Declaration = LowerVectorMaskPassBase;
    fn declaration(&self) -> &LowerVectorMaskPassBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut LowerVectorMaskPassBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let mut patterns = mask_lowering_patterns_for_side_effecting_ops();
        patterns.extend(crate::shuffle::mask_patterns());
        crate::passes::apply_patterns_and_fold_greedily(run, &patterns)
    }
}
