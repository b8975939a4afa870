//! The first conditional branch of a region to structured regions
//! (`transformToStructuredCFBranches`): the blocks each successor edge
//! alone dominates become one region of the structured op, the rest is
//! the continuation, entered through one block (a multiplexer when
//! needed), whose ops then follow the structured op.

use super::graph::{predecessor_edges, single_predecessor, successor_edges, successors, Edge};
use super::multiplexer::{add_arguments_from, create_single_entry_block};
use super::{Lift, OrInternal};
use crate::core::diag::Diagnostic;
use crate::core::storage::{BlockId, RegionId, Value};

/// Whether `b` ends the region (`isRegionExitBlock`).
fn is_exit_block(lift: &Lift<'_>, b: BlockId) -> bool {
    successors(lift.ctx, b).is_empty()
}

/// Moves the blocks of one branch region into `region`, the edges to the
/// continuation sent to one new empty block when there are several
/// (`createSingleExitBranchRegion`).
fn create_single_exit_branch_region(
    lift: &mut Lift<'_>,
    branch_region: &[BlockId],
    continuation: BlockId,
    created_empty: &mut Vec<(BlockId, Vec<Value>)>,
    region: RegionId,
) -> Result<(), Diagnostic> {
    let mut single_exit: Option<BlockId> = None;
    let mut previous: Option<Edge> = None;
    for &block in branch_region {
        for edge in successor_edges(lift.ctx, block) {
            if edge.successor(lift.ctx) != Some(continuation) {
                continue;
            }
            let Some(prev) = previous else {
                previous = Some(edge);
                continue;
            };
            let exit = match single_exit {
                Some(e) => e,
                None => {
                    let e = lift.ctx.create_block(&[]);
                    add_arguments_from(lift, e, continuation);
                    prev.set_successor(lift.ctx, e).or_internal(lift)?;
                    let args = lift.ctx.block_args(e);
                    created_empty.push((e, args));
                    single_exit = Some(e);
                    e
                }
            };
            edge.set_successor(lift.ctx, exit).or_internal(lift)?;
        }
        lift.ctx.detach_block(block).or_internal(lift)?;
        lift.ctx.append_block(region, block).or_internal(lift)?;
    }
    if let Some(e) = single_exit {
        lift.ctx.append_block(region, e).or_internal(lift)?;
    }
    Ok(())
}

/// Lifts the conditional branch ending `entry`; returns the entry blocks
/// of the regions left to process (the branch regions, and `entry` again
/// with the continuation spliced in).
pub(super) fn transform_to_structured_cf_branches(
    lift: &mut Lift<'_>,
    entry: BlockId,
) -> Result<Vec<BlockId>, Diagnostic> {
    let succs = successors(lift.ctx, entry);
    if succs.is_empty() {
        return Ok(Vec::new());
    }
    if succs.len() == 1 {
        // One successor: splice it in.
        let successor = succs[0];
        let operands = (Edge {
            from: entry,
            index: 0,
        })
        .operands(lift.ctx);
        for (old, new) in lift.ctx.block_args(successor).into_iter().zip(operands) {
            lift.ctx.replace_all_uses_with(old, new);
        }
        let term = lift.ctx.block_last_op(entry).or_internal(lift)?;
        lift.ctx.erase_op(term).or_internal(lift)?;
        lift.ctx
            .move_ops_to_end(successor, None, entry)
            .or_internal(lift)?;
        lift.ctx.erase_block(successor).or_internal(lift)?;
        return Ok(vec![entry]);
    }

    // The blocks each successor edge dominates alone, in dominator-tree
    // pre-order.
    let mut not_continuation = vec![entry];
    let mut branch_regions: Vec<Vec<BlockId>> = vec![Vec::new(); succs.len()];
    for (list, &succ) in branch_regions.iter_mut().zip(&succs) {
        if single_predecessor(lift.ctx, succ) != Some(entry) {
            continue;
        }
        for b in lift.dom.dominated_preorder(lift.ctx, succ) {
            list.push(b);
            if !not_continuation.contains(&b) {
                not_continuation.push(b);
            }
        }
    }

    let entry_edges = successor_edges(lift.ctx, entry);
    let mut continuation_edges: Vec<Edge> = Vec::new();
    let mut continuation_post_dominates_all = true;
    let mut no_successor_has_continuation_edge = true;
    for (&entry_edge, branch_region) in entry_edges.iter().zip(&branch_regions) {
        if branch_region.is_empty() {
            continuation_edges.push(entry_edge);
            no_successor_has_continuation_edge = false;
            continue;
        }
        for &block in branch_region {
            if is_exit_block(lift, block) {
                continuation_post_dominates_all = false;
                continuation_edges.extend(predecessor_edges(lift.ctx, block));
                continue;
            }
            for edge in successor_edges(lift.ctx, block) {
                if edge
                    .successor(lift.ctx)
                    .is_some_and(|s| not_continuation.contains(&s))
                {
                    continue;
                }
                continuation_edges.push(edge);
                no_successor_has_continuation_edge = false;
            }
        }
    }

    // Every branch region ends in a different return-like op: the branch
    // stays, its successors are processed.
    if no_successor_has_continuation_edge {
        return Ok(succs);
    }

    let targets: Vec<Option<BlockId>> = continuation_edges
        .iter()
        .map(|e| e.successor(lift.ctx))
        .collect();
    let mut continuation = match targets.first() {
        Some(&first) if targets.iter().all(|&t| t == first) => first,
        _ => None,
    };
    if continuation.is_none() || !continuation_post_dominates_all {
        let from = continuation_edges.first().or_internal(lift)?.from;
        let term = lift.ctx.block_last_op(from).or_internal(lift)?;
        let loc = lift.ctx.op_loc(term);
        continuation = Some(create_single_entry_block(lift, loc, &continuation_edges)?.block);
    }
    let continuation = continuation.or_internal(lift)?;
    if !continuation_post_dominates_all {
        // The same entry again, with its edges and dominance changed.
        let region = lift.ctx.block_parent_region(entry).or_internal(lift)?;
        lift.dom.invalidate(region);
        return Ok(vec![entry]);
    }

    let mut new_sub_regions = Vec::new();
    let mut created_empty: Vec<(BlockId, Vec<Value>)> = Vec::new();
    let mut regions = Vec::with_capacity(branch_regions.len());
    for (branch_region, &entry_edge) in branch_regions.iter().zip(&entry_edges) {
        let region = lift.ctx.create_region();
        regions.push(region);
        if branch_region.is_empty() {
            let b = lift.ctx.create_block(&[]);
            created_empty.push((b, entry_edge.operands(lift.ctx)));
            lift.ctx.append_block(region, b).or_internal(lift)?;
            continue;
        }
        create_single_exit_branch_region(
            lift,
            branch_region,
            continuation,
            &mut created_empty,
            region,
        )?;
        // The edge into a branch region dominates it: its entry's arguments
        // are the edge's operands.
        let sub_entry = lift.ctx.region_entry(region).or_internal(lift)?;
        let operands = entry_edge.operands(lift.ctx);
        for (old, new) in lift.ctx.block_args(sub_entry).into_iter().zip(operands) {
            lift.ctx.replace_all_uses_with(old, new);
        }
        while lift.ctx.num_block_args(sub_entry) > 0 {
            lift.ctx.erase_block_arg(sub_entry, 0).or_internal(lift)?;
        }
        new_sub_regions.push(sub_entry);
    }

    let cond_op = lift.ctx.block_last_op(entry).or_internal(lift)?;
    let result_types: Vec<_> = lift
        .ctx
        .block_args(continuation)
        .into_iter()
        .map(|v| lift.ctx.value_type(v))
        .collect();
    let ip = lift.at_terminator(entry);
    let structured = {
        let Lift { ctx, iface, .. } = lift;
        let mut b = crate::core::builder::OpBuilder::new(ctx);
        b.set_insertion_point(Some(ip));
        iface.create_structured_branch_region_op(&mut b, cond_op, &result_types, &regions)?
    };
    lift.ctx.erase_op(cond_op).or_internal(lift)?;
    let loc = lift.ctx.op_loc(structured);
    for (block, values) in created_empty {
        let ip = crate::core::builder::InsertPoint {
            block,
            before: None,
        };
        let Lift { ctx, iface, .. } = lift;
        let mut b = crate::core::builder::OpBuilder::new(ctx);
        b.set_insertion_point(Some(ip));
        iface.create_structured_branch_region_terminator_op(
            loc, &mut b, structured, None, &values,
        )?;
    }

    // What still branches to the continuation ends a branch region: it
    // becomes the region's terminator.
    for e in predecessor_edges(lift.ctx, continuation) {
        let user = e.terminator(lift.ctx).or_internal(lift)?;
        let values = e.operands(lift.ctx);
        let ip = lift.at_terminator(e.from);
        let user_loc = lift.ctx.op_loc(user);
        {
            let Lift { ctx, iface, .. } = lift;
            let mut b = crate::core::builder::OpBuilder::new(ctx);
            b.set_insertion_point(Some(ip));
            iface.create_structured_branch_region_terminator_op(
                user_loc,
                &mut b,
                structured,
                Some(user),
                &values,
            )?;
        }
        lift.ctx.erase_op(user).or_internal(lift)?;
    }

    let results = lift.ctx.results(structured);
    for (old, new) in lift.ctx.block_args(continuation).into_iter().zip(results) {
        lift.ctx.replace_all_uses_with(old, new);
    }
    lift.ctx
        .move_ops_to_end(continuation, None, entry)
        .or_internal(lift)?;
    lift.ctx.erase_block(continuation).or_internal(lift)?;
    new_sub_regions.push(entry);
    Ok(new_sub_regions)
}
