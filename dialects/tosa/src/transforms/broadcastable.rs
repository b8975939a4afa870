//! The `tosa-make-broadcastable` pass (upstream's
//! `TosaMakeBroadcastable.cpp`): the operand of lower rank of a binary
//! elementwise op (and of `tosa.select`) reshaped with leading ones to the
//! rank of the other (`EqualizeRanks` of `Utils/ConversionUtils.cpp`), so
//! that broadcasting needs no rank change.

use super::TosaMakeBroadcastableBase;
use crate::conversion_utils::{equalize_ranks, ranked_equalizing_reshape};
use crate::*;
use ir::pass::{OperationPass, PassFailure, PassRun};
use ir::rewrite::fn_pattern;
use ir::{
    apply_patterns_greedily, Context, GreedyConfig, OpId, OperationState, PatternRewriter,
    RewritePattern, Type, Value,
};

/// The `tosa-make-broadcastable` pass.
#[derive(Clone, Debug, Default)]
pub struct TosaMakeBroadcastable {
    base: TosaMakeBroadcastableBase,
}

impl OperationPass for TosaMakeBroadcastable {
    type Declaration = TosaMakeBroadcastableBase;
    fn declaration(&self) -> &TosaMakeBroadcastableBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut TosaMakeBroadcastableBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let func = run.op();
        let patterns = broadcastable_patterns();
        // (Upstream ignores whether the rewrite converged.)
        let _ = apply_patterns_greedily(run.ctx(), func, &patterns, GreedyConfig::default());
        Ok(())
    }
}

/// The binary elementwise ops the pass rewrites, in upstream's order.
const BINARY_OPS: &[&str] = &[
    BitwiseAndOp::OPERATION_NAME,
    BitwiseOrOp::OPERATION_NAME,
    BitwiseXorOp::OPERATION_NAME,
    AddOp::OPERATION_NAME,
    SubOp::OPERATION_NAME,
    MulOp::OPERATION_NAME,
    IntDivOp::OPERATION_NAME,
    MaximumOp::OPERATION_NAME,
    MinimumOp::OPERATION_NAME,
    EqualOp::OPERATION_NAME,
    GreaterOp::OPERATION_NAME,
    GreaterEqualOp::OPERATION_NAME,
    LogicalLeftShiftOp::OPERATION_NAME,
    ArithmeticRightShiftOp::OPERATION_NAME,
    LogicalRightShiftOp::OPERATION_NAME,
    LogicalAndOp::OPERATION_NAME,
    LogicalOrOp::OPERATION_NAME,
    LogicalXorOp::OPERATION_NAME,
];

/// The pass's patterns (`ConvertTosaOp<...>`): the binary ops', then
/// `tosa.select`'s, then `tosa.pow`'s.
pub fn broadcastable_patterns() -> Vec<Box<dyn RewritePattern>> {
    let mut patterns: Vec<Box<dyn RewritePattern>> = BINARY_OPS
        .iter()
        .map(|&name| fn_pattern(name, "ConvertTosaOp", convert_binary))
        .collect();
    patterns.push(fn_pattern(
        SelectOp::OPERATION_NAME,
        "ConvertTosaOp<SelectOp>",
        convert_select,
    ));
    patterns.push(fn_pattern(
        PowOp::OPERATION_NAME,
        "ConvertTosaOp",
        convert_binary,
    ));
    patterns
}

/// The rank of a ranked tensor type.
fn ranked_rank(ctx: &Context, ty: Type) -> Option<usize> {
    ctx.is_ranked_tensor(ty)
        .then(|| ctx.shape(ty).map(<[i64]>::len))
        .flatten()
}

/// `reshapeLowerToHigher`: the operand of lower rank of `inputs`
/// reshaped (a `tosa.reshape` created, recorded in `created`) to the rank
/// of the other, when that is the output's rank. `false` when the ranks
/// are equal, an operand is unranked, or the shapes do not broadcast.
fn reshape_lower_to_higher(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    output_rank: usize,
    inputs: (&mut Value, &mut Value),
    created: &mut Vec<OpId>,
) -> bool {
    let (t1, t2) = (rw.value_type(*inputs.0), rw.value_type(*inputs.1));
    let Some(Some(reshape)) = ranked_equalizing_reshape(rw, t1, t2) else {
        return false;
    };
    if output_rank != reshape.shape.len() {
        return false;
    }
    let loc = rw.op_loc(op);
    equalize_ranks(rw, loc, inputs.0, inputs.1, Some(reshape));
    let reshaped = if ranked_rank(rw, t1) < ranked_rank(rw, t2) {
        *inputs.0
    } else {
        *inputs.1
    };
    if let Some(reshape) = rw.defining_op(reshaped) {
        created.push(reshape);
    }
    true
}

/// Replaces `op` by an op of its name, properties and result type on
/// `operands` (`replaceOpWithNewOp<OpTy>`, discardable attributes
/// dropped).
fn replace_with_operands(rw: &mut PatternRewriter<'_>, op: OpId, operands: Vec<Value>) -> bool {
    let mut state = OperationState::new(rw.op_get_name(op), rw.op_loc(op));
    state.operands = operands;
    state.result_types = rw.result_types_iter(op).collect();
    state.properties = rw.props(op);
    rw.replace_op_with_new(op, state).is_ok()
}

/// `ConvertTosaOp<OpTy>` of a binary op.
fn convert_binary(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let output_type = rw.value_type(rw.result(op, 0));
    let Some(output_rank) = ranked_rank(rw, output_type) else {
        return false;
    };
    let (mut input1, mut input2) = (rw.operand(op, 0), rw.operand(op, 1));
    let mut created = Vec::new();
    if !reshape_lower_to_higher(
        rw,
        op,
        output_rank,
        (&mut input1, &mut input2),
        &mut created,
    ) {
        return false;
    }
    replace_with_operands(rw, op, vec![input1, input2])
}

/// `ConvertTosaOp<SelectOp>`: the three operands' ranks equalized pair by
/// pair (predicate and true value, predicate and false value, true and
/// false values).
fn convert_select(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let output_type = rw.value_type(rw.result(op, 0));
    let Some(output_rank) = ranked_rank(rw, output_type) else {
        return rw.notify_match_failure("output not a ranked tensor");
    };
    let (mut pred, mut on_true, mut on_false) =
        (rw.operand(op, 0), rw.operand(op, 1), rw.operand(op, 2));
    let mut created = Vec::new();
    let reshaped1 =
        reshape_lower_to_higher(rw, op, output_rank, (&mut pred, &mut on_true), &mut created);
    let reshaped2 = reshape_lower_to_higher(
        rw,
        op,
        output_rank,
        (&mut pred, &mut on_false),
        &mut created,
    );
    let reshaped3 = reshape_lower_to_higher(
        rw,
        op,
        output_rank,
        (&mut on_true, &mut on_false),
        &mut created,
    );
    if !reshaped1 && !reshaped2 && !reshaped3 {
        return rw
            .notify_match_failure("cannot rewrite as the rank of all operands is already aligned");
    }
    let ranks: Vec<Option<usize>> = [pred, on_true, on_false]
        .iter()
        .map(|&v| ranked_rank(rw, rw.value_type(v)))
        .collect();
    if ranks.iter().any(|&r| r != Some(output_rank)) {
        // (Upstream leaves the reshapes it made, unused, for the driver to
        // erase as dead; they are erased here, users first.)
        for &reshape in created.iter().rev() {
            if rw.erase_op(reshape).is_err() {
                return false;
            }
        }
        return rw.notify_match_failure("not all ranks are aligned with each other");
    }
    replace_with_operands(rw, op, vec![pred, on_true, on_false])
}
