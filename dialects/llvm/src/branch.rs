//! The branches' successor operands (`LLVMDialect.cpp`'s
//! `BrOp::getSuccessorOperands` and `CondBrOp::getSuccessorOperands`).

use ir::interfaces::SuccessorOperands;
use ir::Context;

use crate::{BrOp, BrOpHooks, CondBrOp, CondBrOpHooks};

impl BrOpHooks for BrOp {
    fn get_successor_operands(op: Self, ctx: &Context, _index: usize) -> SuccessorOperands {
        SuccessorOperands::new(0..ctx.num_operands(op.operation()))
    }
}

impl CondBrOpHooks for CondBrOp {
    fn get_successor_operands(op: Self, ctx: &Context, index: usize) -> SuccessorOperands {
        let t = op.true_dest_operands(ctx).len();
        let (range, segment) = if index == 0 {
            (1..1 + t, 1)
        } else {
            (1 + t..1 + t + op.false_dest_operands(ctx).len(), 2)
        };
        SuccessorOperands::new(range).with_segment(segment, "operandSegmentSizes")
    }
}
