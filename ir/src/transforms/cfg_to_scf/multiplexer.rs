//! Multiplexer blocks (`EdgeMultiplexer`): one block that edges to several
//! blocks are routed through, carrying every target's arguments and a
//! discriminator, then a switch to the original targets; and the
//! return-like exits gathered into one block per kind
//! (`ReturnLikeExitCombiner`).

use super::graph::Edge;
use super::{Lift, OrInternal};
use crate::core::diag::Diagnostic;
use crate::core::location::Location;
use crate::core::storage::{BlockId, OpId, RegionId, Value};
use crate::core::types::Type;
use crate::rewrite::equivalence::same_shape;

/// A multiplexer block and where each target's arguments sit in it.
pub(super) struct Multiplexer {
    pub(super) block: BlockId,
    /// Each distinct target, in first-seen order, with the index of its
    /// first argument in `block`.
    mapping: Vec<(BlockId, usize)>,
    discriminator: Option<Value>,
}

/// Appends arguments like `other`'s (types and locations) to `block`.
pub(super) fn add_arguments_from(lift: &mut Lift<'_>, block: BlockId, other: BlockId) {
    for i in 0..lift.ctx.num_block_args(other) {
        let v = lift.ctx.block_arg(other, i);
        let (ty, loc) = (lift.ctx.value_type(v), lift.ctx.block_arg_loc(other, i));
        lift.ctx.add_block_arg(block, ty, loc);
    }
}

/// Inserts the detached `block` right after `after` in its region.
pub(super) fn insert_after(
    lift: &mut Lift<'_>,
    block: BlockId,
    after: BlockId,
) -> Result<(), Diagnostic> {
    let region = lift.ctx.block_parent_region(after).or_internal(lift)?;
    let blocks = lift.ctx.region_blocks(region);
    let pos = blocks.iter().position(|&b| b == after).or_internal(lift)?;
    let next = blocks.get(pos + 1).copied();
    lift.ctx.insert_block(region, block, next).or_internal(lift)
}

impl Multiplexer {
    /// Creates the multiplexer block after the first of `entries`, with the
    /// arguments of each distinct entry, a discriminator when there are
    /// several, then `extra` arguments (`EdgeMultiplexer::create`).
    pub(super) fn create(
        lift: &mut Lift<'_>,
        loc: Location,
        entries: &[BlockId],
        extra: &[Type],
    ) -> Result<Multiplexer, Diagnostic> {
        let first = *entries.first().or_internal(lift)?;
        let block = lift.ctx.create_block(&[]);
        insert_after(lift, block, first)?;
        let mut mapping: Vec<(BlockId, usize)> = Vec::new();
        for &e in entries {
            if mapping.iter().all(|&(b, _)| b != e) {
                mapping.push((e, lift.ctx.num_block_args(block)));
                add_arguments_from(lift, block, e);
            }
        }
        let mut discriminator = None;
        if mapping.len() > 1 {
            let zero = lift.switch_value(0)?;
            let ty = lift.ctx.value_type(zero);
            discriminator = Some(lift.ctx.add_block_arg(block, ty, loc));
        }
        for &ty in extra {
            lift.ctx.add_block_arg(block, ty, loc);
        }
        Ok(Multiplexer {
            block,
            mapping,
            discriminator,
        })
    }

    /// Sends `edge` to the multiplexer block with its arguments in its
    /// target's slots, the target's number as discriminator, `extra` last,
    /// and undefined values elsewhere (`redirectEdge`).
    pub(super) fn redirect_edge(
        &self,
        lift: &mut Lift<'_>,
        edge: Edge,
        extra: &[Value],
    ) -> Result<(), Diagnostic> {
        let succ = edge.successor(lift.ctx).or_internal(lift)?;
        let (pos, offset) = self
            .mapping
            .iter()
            .enumerate()
            .find(|(_, &(b, _))| b == succ)
            .map(|(i, &(_, o))| (i, o))
            .or_internal(lift)?;
        let succ_operands = edge.operands(lift.ctx);
        let n = lift.ctx.num_block_args(self.block);
        let succ_args = lift.ctx.num_block_args(succ);
        let extra_begin = n - extra.len();
        let disc_index = self.discriminator.map(|_| extra_begin - 1);
        let mut new_operands = Vec::with_capacity(n);
        for index in 0..n {
            let v = if index >= offset && index < offset + succ_args {
                *succ_operands.get(index - offset).or_internal(lift)?
            } else if Some(index) == disc_index {
                lift.switch_value(pos as u32)?
            } else if index >= extra_begin {
                extra[index - extra_begin]
            } else {
                let ty = lift.ctx.value_type(lift.ctx.block_arg(self.block, index));
                lift.undef(ty)?
            };
            new_operands.push(v);
        }
        edge.set_successor(lift.ctx, self.block).or_internal(lift)?;
        edge.set_operands(lift.ctx, &new_operands).or_internal(lift)
    }

    /// Creates, at `ip`, the switch from the multiplexer block to each
    /// target not `excluded`, the last one as default (`createSwitch`).
    pub(super) fn create_switch(
        &self,
        lift: &mut Lift<'_>,
        loc: Location,
        ip: crate::core::builder::InsertPoint,
        excluded: &[BlockId],
    ) -> Result<(), Diagnostic> {
        let mut case_values = Vec::new();
        let mut case_args: Vec<Vec<Value>> = Vec::new();
        let mut case_dests = Vec::new();
        let args = lift.ctx.block_args(self.block);
        for (index, &(succ, offset)) in self.mapping.iter().enumerate() {
            if excluded.contains(&succ) {
                continue;
            }
            case_values.push(index as u32);
            let n = lift.ctx.num_block_args(succ);
            case_args.push(args[offset..offset + n].to_vec());
            case_dests.push(succ);
        }
        let flag = match self.discriminator {
            Some(d) if case_args.len() != 1 => d,
            _ => lift.switch_value(0)?,
        };
        case_values.pop();
        let default_dest = case_dests.pop().or_internal(lift)?;
        let default_args = case_args.pop().or_internal(lift)?;
        let Lift { ctx, iface, .. } = lift;
        let mut b = crate::core::builder::OpBuilder::new(ctx);
        b.set_insertion_point(Some(ip));
        iface.create_cfg_switch_op(
            loc,
            &mut b,
            flag,
            &case_values,
            &case_dests,
            &case_args,
            default_dest,
            &default_args,
        );
        Ok(())
    }
}

/// Routes `edges` through one new multiplexer block that switches to their
/// targets (`createSingleEntryBlock`).
pub(super) fn create_single_entry_block(
    lift: &mut Lift<'_>,
    loc: Location,
    edges: &[Edge],
) -> Result<Multiplexer, Diagnostic> {
    let mut targets = Vec::with_capacity(edges.len());
    for e in edges {
        targets.push(e.successor(lift.ctx).or_internal(lift)?);
    }
    let mux = Multiplexer::create(lift, loc, &targets, &[])?;
    for &e in edges {
        mux.redirect_edge(lift, e, &[])?;
    }
    let ip = lift.at_begin(mux.block);
    mux.create_switch(lift, loc, ip, &[])?;
    Ok(mux)
}

/// One exit block per kind of return-like op (same name, attributes,
/// properties and operand and result types), the first op of each kind
/// kept in it.
#[derive(Default)]
pub(super) struct ReturnLikeExitCombiner {
    exits: Vec<(OpId, BlockId)>,
}

/// Whether two return-like ops are of one kind (`ReturnLikeOpEquivalence`:
/// `OperationEquivalence` with operands and locations ignored).
fn same_kind(ctx: &crate::core::context::Context, a: OpId, b: OpId) -> bool {
    a == b
        || (same_shape(ctx, a, b, true)
            && (0..ctx.num_operands(a))
                .all(|i| ctx.value_type(ctx.operand(a, i)) == ctx.value_type(ctx.operand(b, i))))
}

impl ReturnLikeExitCombiner {
    /// Replaces `op` by a branch to its kind's exit block, creating that
    /// block (at the end of `region`, holding `op`) for the first of a kind
    /// (`combineExit`).
    pub(super) fn combine_exit(
        lift: &mut Lift<'_>,
        region: RegionId,
        op: OpId,
    ) -> Result<(), Diagnostic> {
        let found = lift
            .exits
            .exits
            .iter()
            .find(|&&(rep, _)| same_kind(lift.ctx, rep, op))
            .copied();
        if let Some((rep, _)) = found {
            if rep == op {
                return Ok(());
            }
        }
        let loc = lift.ctx.op_loc(op);
        let exit = match found {
            Some((_, exit)) => exit,
            None => {
                let args: Vec<_> = lift
                    .ctx
                    .operand_types(op)
                    .into_iter()
                    .map(|t| (t, loc))
                    .collect();
                let exit = lift.ctx.create_block(&args);
                lift.ctx.append_block(region, exit).or_internal(lift)?;
                lift.exits.exits.push((op, exit));
                exit
            }
        };
        let block = lift.ctx.op_parent_block(op).or_internal(lift)?;
        let ip = lift.at_terminator(block);
        let zero = lift.switch_value(0)?;
        let operands = lift.ctx.operands(op);
        {
            let Lift { ctx, iface, .. } = lift;
            let mut b = crate::core::builder::OpBuilder::new(ctx);
            b.set_insertion_point(Some(ip));
            iface.create_single_destination_branch(loc, &mut b, zero, exit, &operands);
        }
        if found.is_some() {
            return lift.ctx.erase_op(op).or_internal(lift);
        }
        lift.ctx.detach_op(op).or_internal(lift)?;
        lift.ctx.append_op(exit, op).or_internal(lift)?;
        let args = lift.ctx.block_args(exit);
        lift.ctx.set_operands(op, &args).or_internal(lift)
    }
}

/// Gathers the return-like ops of `region` into one exit block per kind
/// (`createSingleExitBlocksForReturnLike`); the blocks added are visited
/// too.
pub(super) fn create_single_exit_blocks_for_return_like(
    lift: &mut Lift<'_>,
    region: RegionId,
) -> Result<(), Diagnostic> {
    let mut i = 0;
    while let Some(&b) = lift.ctx.region_blocks(region).get(i) {
        i += 1;
        if !super::graph::successors(lift.ctx, b).is_empty() {
            continue;
        }
        let term = lift.ctx.block_last_op(b).or_internal(lift)?;
        ReturnLikeExitCombiner::combine_exit(lift, region, term)?;
    }
    Ok(())
}
