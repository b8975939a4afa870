//! `cf.cond_br` (upstream `ControlFlowOps.cpp`): its branch interface. Its
//! canonicalization patterns are in [`crate::canonicalize`].

use crate::{CondBranchOp, CondBranchOpHooks};
use ir::interfaces::SuccessorOperands;
use ir::{Attribute, Block, Context};

impl CondBranchOpHooks for CondBranchOp {
    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn ir::RewritePattern>> {
        crate::canonicalize::cond_branch_patterns()
    }

    /// The true destination's operands, or the false one's.
    fn get_successor_operands(op: Self, ctx: &Context, index: usize) -> SuccessorOperands {
        let t = op.get_num_true_operands(ctx);
        let (range, segment) = if index == Self::TRUE_INDEX {
            (1..1 + t, 1)
        } else {
            (1 + t..1 + t + op.get_num_false_operands(ctx), 2)
        };
        SuccessorOperands::new(range).with_segment(segment, "operandSegmentSizes")
    }

    /// The destination a constant condition selects.
    fn get_successor_for_operands(
        op: Self,
        ctx: &Context,
        operands: &[Option<Attribute>],
    ) -> Option<Block> {
        let cond = operands.first().copied().flatten()?;
        let bits = crate::canonicalize::int_attr_bits(ctx, cond)?;
        Some(if bits == 1 {
            op.true_dest(ctx)
        } else {
            op.false_dest(ctx)
        })
    }
}
