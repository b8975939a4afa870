//! `scf.condition` (upstream `SCF.cpp`): where the `before` region of an
//! `scf.while` goes: to the `after` region, or out of the loop.

use crate::if_op::bool_attr;
use crate::{ConditionOp, ConditionOpHooks, WhileOp};
use ir::interfaces::{RegionBranchPoint, RegionSuccessor};
use ir::{Attribute, Context};

impl ConditionOpHooks for ConditionOp {
    /// Every operand but the condition goes to the successor.
    fn get_mutable_successor_operands(
        op: Self,
        ctx: &Context,
        _point: RegionBranchPoint,
    ) -> std::ops::Range<usize> {
        let n = ctx.num_operands(op.operation());
        1.min(n)..n
    }

    fn get_successor_regions(
        op: Self,
        ctx: &Context,
        operands: &[Option<Attribute>],
        regions: &mut Vec<RegionSuccessor>,
    ) {
        let Some(while_op) = ctx
            .op_parent_op(op.operation())
            .and_then(|p| WhileOp::cast(ctx, p))
        else {
            return;
        };
        let cond = operands
            .first()
            .copied()
            .flatten()
            .and_then(|a| bool_attr(ctx, a));
        if cond != Some(false) {
            let after = while_op.after(ctx);
            let args = ctx
                .region_entry(after)
                .map(|b| ctx.block_args(b))
                .unwrap_or_default();
            regions.push(RegionSuccessor::region(after, args));
        }
        if cond != Some(true) {
            regions.push(RegionSuccessor::parent(ctx.results(while_op.operation())));
        }
    }
}
