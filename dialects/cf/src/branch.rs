//! `cf.br` (upstream `ControlFlowOps.cpp`): its branch interface, its
//! canonicalization (merging into a single predecessor, skipping
//! pass-through blocks) and the collapsing of a branch into a block that
//! only branches on, which the other branches' patterns share.

use crate::{BranchOp, BranchOpHooks};
use ir::interfaces::SuccessorOperands;
use ir::{Attribute, Block, Context, PatternRewriter, Value};

impl BranchOp {
    /// Makes `block` the destination.
    pub fn set_dest(self, ctx: &mut Context, block: Block) {
        // A live op with one successor (the method is called on one).
        let _ = ctx.set_successor(self.operation(), 0, block);
    }

    /// Erases operand `index` from the operand list.
    pub fn erase_operand(self, ctx: &mut Context, index: usize) {
        let mut operands = ctx.operands(self.operation());
        if index < operands.len() {
            operands.remove(index);
            // A live op (the method is called on one).
            let _ = ctx.set_operands(self.operation(), &operands);
        }
    }
}

/// Tries to skip `successor` when it holds only an unconditional branch
/// whose operands are the block's arguments or values from elsewhere: on
/// success `successor` and `operands` name the branch's destination and
/// what reaches it (upstream's `collapseBranch`).
pub(crate) fn collapse_branch(
    ctx: &Context,
    successor: &mut Block,
    operands: &mut Vec<Value>,
) -> bool {
    // The block holds a single `cf.br`.
    let (Some(first), Some(last)) = (
        ctx.block_first_op(*successor),
        ctx.block_last_op(*successor),
    ) else {
        return false;
    };
    if first != last {
        return false;
    }
    let Some(br) = BranchOp::cast(ctx, last) else {
        return false;
    };
    // The block's arguments are used by the branch alone.
    for arg in ctx.block_args(*successor) {
        if ctx.uses(arg).any(|u| u.op != last) {
            return false;
        }
    }
    // Not a branch to an infinite loop.
    let dest = br.dest(ctx);
    if dest == *successor {
        return false;
    }
    let br_operands = br.dest_operands(ctx);
    let remapped = br_operands
        .iter()
        .map(|&v| match v {
            Value::Arg { block, index } if block == *successor => operands[index as usize],
            other => other,
        })
        .collect();
    *successor = dest;
    *operands = remapped;
    true
}

/// A branch to a block whose only predecessor it is: the two blocks are
/// merged (upstream's `simplifyBrToBlockWithSinglePred`).
fn simplify_br_to_block_with_single_pred(op: BranchOp, rewriter: &mut PatternRewriter<'_>) -> bool {
    let succ = op.dest(rewriter);
    let Some(parent) = rewriter.op_parent_block(op.operation()) else {
        return false;
    };
    if succ == parent || rewriter.block_predecessors(succ).len() != 1 {
        return false;
    }
    let operands = op.dest_operands(rewriter);
    if rewriter.erase_op(op.operation()).is_err() {
        return false;
    }
    // Both blocks are live and the operands match the arguments (verified).
    let _ = rewriter.merge_blocks(succ, parent, &operands);
    true
}

/// `br ^bb1` where `^bb1` only branches to `^bbN(...)`: `br ^bbN(...)`
/// (upstream's `simplifyPassThroughBr`).
fn simplify_pass_through_br(op: BranchOp, rewriter: &mut PatternRewriter<'_>) -> bool {
    let o = op.operation();
    let mut dest = op.dest(rewriter);
    let mut operands = op.dest_operands(rewriter);
    if Some(dest) == rewriter.op_parent_block(o)
        || !collapse_branch(rewriter, &mut dest, &mut operands)
    {
        return false;
    }
    crate::canonicalize::replace_with_br(rewriter, o, dest, &operands)
}

impl BranchOpHooks for BranchOp {
    fn canonicalize(self, rewriter: &mut PatternRewriter<'_>) -> bool {
        simplify_br_to_block_with_single_pred(self, rewriter)
            || simplify_pass_through_br(self, rewriter)
    }

    /// Every operand goes to the destination.
    fn get_successor_operands(op: Self, ctx: &Context, _index: usize) -> SuccessorOperands {
        SuccessorOperands::new(0..ctx.num_operands(op.operation()))
    }

    /// Always the destination.
    fn get_successor_for_operands(
        op: Self,
        ctx: &Context,
        _operands: &[Option<Attribute>],
    ) -> Option<Block> {
        Some(op.dest(ctx))
    }
}
