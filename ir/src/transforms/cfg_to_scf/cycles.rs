//! Cycles to structured loops (`transformCyclesToSCFLoops`): each
//! outermost cycle gets a single entry (a multiplexer block when it has
//! several), a single latch holding its only back edge and its only exit
//! edge, is put in reduce form (values of the loop used after it flow
//! through the latch), and its blocks move into the body of the do-while
//! loop the interface creates.

use std::collections::HashMap;

use super::graph::{predecessor_edges, single_predecessor, successor_edges, Edge, SccIter};
use super::multiplexer::ReturnLikeExitCombiner;
use super::multiplexer::{
    add_arguments_from, create_single_entry_block, insert_after, Multiplexer,
};
use super::{Lift, OrInternal};
use crate::core::diag::Diagnostic;
use crate::core::location::Location;
use crate::core::storage::{BlockId, Value};

/// The entry, exit and back edges of a cycle (`CycleEdges`).
struct CycleEdges {
    entry: Vec<Edge>,
    exit: Vec<Edge>,
    back: Vec<Edge>,
}

/// `calculateCycleEdges`.
fn cycle_edges(lift: &Lift<'_>, cycle: &[BlockId]) -> CycleEdges {
    let ctx = &*lift.ctx;
    let mut edges = CycleEdges {
        entry: Vec::new(),
        exit: Vec::new(),
        back: Vec::new(),
    };
    let mut entry_blocks = Vec::new();
    for &b in cycle {
        for e in predecessor_edges(ctx, b) {
            if cycle.contains(&e.from) {
                continue;
            }
            edges.entry.push(e);
            if !entry_blocks.contains(&b) {
                entry_blocks.push(b);
            }
        }
        for e in successor_edges(ctx, b) {
            if e.successor(ctx).is_some_and(|s| !cycle.contains(&s)) {
                edges.exit.push(e);
            }
        }
    }
    for &b in cycle {
        for e in successor_edges(ctx, b) {
            if e.successor(ctx).is_some_and(|s| entry_blocks.contains(&s)) {
                edges.back.push(e);
            }
        }
    }
    edges
}

/// The location of `block`'s terminator.
fn terminator_loc(lift: &Lift<'_>, block: BlockId) -> Result<Location, Diagnostic> {
    let t = lift.ctx.block_last_op(block).or_internal(lift)?;
    Ok(lift.ctx.op_loc(t))
}

/// `StructuredLoopProperties`: the latch, the loop condition (a latch
/// argument) and the block after the loop.
struct LoopProperties {
    latch: BlockId,
    condition: Value,
    exit: BlockId,
}

/// Routes every back edge and exit edge through one latch that branches
/// back to the header or to a new exit block dispatching to the former
/// exits (`createSingleExitingLatch`).
fn create_single_exiting_latch(
    lift: &mut Lift<'_>,
    loc: Location,
    back: &[Edge],
    exit: &[Edge],
) -> Result<LoopProperties, Diagnostic> {
    let mut targets = Vec::new();
    for e in back.iter().chain(exit) {
        targets.push(e.successor(lift.ctx).or_internal(lift)?);
    }
    let zero = lift.switch_value(0)?;
    let flag_type = lift.ctx.value_type(zero);
    let mux = Multiplexer::create(lift, loc, &targets, &[flag_type])?;
    let latch = mux.block;
    let exit_block = lift.ctx.create_block(&[]);
    insert_after(lift, exit_block, latch)?;
    let header = back
        .first()
        .and_then(|e| e.successor(lift.ctx))
        .or_internal(lift)?;
    for &e in back {
        let one = lift.switch_value(1)?;
        mux.redirect_edge(lift, e, &[one])?;
    }
    for &e in exit {
        let zero = lift.switch_value(0)?;
        mux.redirect_edge(lift, e, &[zero])?;
    }
    let args = lift.ctx.block_args(latch);
    let should_repeat = *args.last().or_internal(lift)?;
    let header_args = lift.ctx.num_block_args(header);
    {
        let ip = lift.at_begin(latch);
        let Lift { ctx, iface, .. } = lift;
        let mut b = crate::core::builder::OpBuilder::new(ctx);
        b.set_insertion_point(Some(ip));
        iface.create_conditional_branch(
            loc,
            &mut b,
            should_repeat,
            header,
            &args[..header_args],
            exit_block,
            &[],
        );
    }
    let ip = lift.at_begin(exit_block);
    if !exit.is_empty() {
        mux.create_switch(lift, loc, ip, &[header])?;
    } else {
        // An infinite loop: the region needs a terminator after it.
        let region = lift.ctx.block_parent_region(latch).or_internal(lift)?;
        let term = {
            let Lift { ctx, iface, .. } = lift;
            let mut b = crate::core::builder::OpBuilder::new(ctx);
            b.set_insertion_point(Some(ip));
            iface.create_unreachable_terminator(loc, &mut b, region)?
        };
        let top = lift.region;
        ReturnLikeExitCombiner::combine_exit(lift, top, term)?;
    }
    Ok(LoopProperties {
        latch,
        condition: should_repeat,
        exit: exit_block,
    })
}

/// Puts a structured loop in reduce form (`transformToReduceLoop`): the
/// exit block receives the values of the next iteration, and every value
/// of the loop used outside it goes through the latch as an extra
/// argument of the header and of the exit block. Returns the values the
/// latch passes to the header.
fn transform_to_reduce_loop(
    lift: &mut Lift<'_>,
    header: BlockId,
    exit: BlockId,
    loop_blocks: &[BlockId],
) -> Result<Vec<Value>, Diagnostic> {
    let latch = single_predecessor(lift.ctx, exit).or_internal(lift)?;
    let (mut header_index, mut exit_index) = (0, 1);
    if (Edge {
        from: latch,
        index: 0,
    })
    .successor(lift.ctx)
        != Some(header)
    {
        std::mem::swap(&mut header_index, &mut exit_index);
    }
    let exit_edge = Edge {
        from: latch,
        index: exit_index,
    };
    let header_edge = Edge {
        from: latch,
        index: header_index,
    };
    let mut next_iter = header_edge.operands(lift.ctx);
    for arg in next_iter.clone() {
        let (ty, loc) = (lift.ctx.value_type(arg), lift.ctx.value_loc(arg));
        let exit_arg = lift.ctx.add_block_arg(exit, ty, loc);
        exit_edge
            .append_operands(lift.ctx, &[arg])
            .or_internal(lift)?;
        let uses: Vec<_> = lift.ctx.uses(arg).collect();
        for u in uses {
            let owner_block = lift.ctx.op_parent_block(u.op);
            if !owner_block.is_some_and(|b| loop_blocks.contains(&b)) {
                lift.ctx
                    .set_operand(u.op, u.index as usize, exit_arg)
                    .or_internal(lift)?;
            }
        }
    }

    let latch_args_prior = lift.ctx.block_args(latch);
    let header_args_prior = lift.ctx.block_args(header);
    let loop_region = lift.ctx.block_parent_region(header);
    for &loop_block in loop_blocks {
        let mut dom_cache: HashMap<BlockId, bool> = HashMap::new();
        let values = if loop_block == latch {
            latch_args_prior.clone()
        } else if loop_block == header {
            header_args_prior.clone()
        } else {
            lift.ctx.block_args(loop_block)
        };
        let ops: Vec<_> = lift.ctx.block_ops(loop_block).collect();
        let results = ops
            .iter()
            .flat_map(|&op| lift.ctx.results(op))
            .collect::<Vec<_>>();
        for value in values.into_iter().chain(results) {
            let mut block_argument: Option<Value> = None;
            let uses: Vec<_> = lift.ctx.uses(value).collect();
            for u in uses {
                // The block of the loop's region holding the use.
                let mut cur = lift.ctx.op_parent_block(u.op);
                while let Some(b) = cur {
                    if lift.ctx.block_parent_region(b) == loop_region {
                        break;
                    }
                    cur = lift
                        .ctx
                        .block_parent_op(b)
                        .and_then(|op| lift.ctx.op_parent_block(op));
                }
                if cur.is_some_and(|b| loop_blocks.contains(&b)) {
                    continue;
                }
                let arg = match block_argument {
                    Some(a) => a,
                    None => {
                        let a = escape_through_latch(
                            lift,
                            value,
                            latch,
                            header,
                            exit,
                            loop_block,
                            &mut dom_cache,
                            &mut next_iter,
                        )?;
                        block_argument = Some(a);
                        a
                    }
                };
                lift.ctx
                    .set_operand(u.op, u.index as usize, arg)
                    .or_internal(lift)?;
            }
        }
    }

    // The entry edges pass undefined values to the header's new arguments.
    for e in predecessor_edges(lift.ctx, header) {
        if e.from == latch {
            continue;
        }
        let have = e.operands(lift.ctx).len();
        let mut extra = Vec::new();
        for i in have..lift.ctx.num_block_args(header) {
            let ty = lift.ctx.value_type(lift.ctx.block_arg(header, i));
            extra.push(lift.undef(ty)?);
        }
        e.append_operands(lift.ctx, &extra).or_internal(lift)?;
    }
    Ok(next_iter)
}

/// Makes `value`, defined in `loop_block`, leave the loop: new arguments
/// of the exit block and the header, the value (or, where `loop_block`
/// does not dominate a predecessor of the latch, a latch argument fed
/// with undefined values there) passed by the latch. Returns the exit
/// block's argument.
#[allow(clippy::too_many_arguments)]
fn escape_through_latch(
    lift: &mut Lift<'_>,
    value: Value,
    latch: BlockId,
    header: BlockId,
    exit: BlockId,
    loop_block: BlockId,
    dom_cache: &mut HashMap<BlockId, bool>,
    next_iter: &mut Vec<Value>,
) -> Result<Value, Diagnostic> {
    let (ty, loc) = (lift.ctx.value_type(value), lift.ctx.value_loc(value));
    let exit_arg = lift.ctx.add_block_arg(exit, ty, loc);
    lift.ctx.add_block_arg(header, ty, loc);
    let mut dominates = |lift: &mut Lift<'_>, b: BlockId| -> bool {
        *dom_cache
            .entry(b)
            .or_insert_with(|| lift.dom.dominates(lift.ctx, loop_block, b))
    };
    let mut argument = value;
    let preds = predecessor_edges(lift.ctx, latch);
    if lift.ctx.value_parent_block(value) != Some(latch)
        && preds.iter().any(|e| !dominates(lift, e.from))
    {
        argument = lift.ctx.add_block_arg(latch, ty, loc);
        for e in predecessor_edges(lift.ctx, latch) {
            let operand = if dominates(lift, e.from) {
                value
            } else {
                lift.undef(ty)?
            };
            e.append_operands(lift.ctx, &[operand]).or_internal(lift)?;
        }
    }
    next_iter.push(argument);
    for e in successor_edges(lift.ctx, latch) {
        e.append_operands(lift.ctx, &[argument]).or_internal(lift)?;
    }
    Ok(exit_arg)
}

/// Turns the outermost cycles reachable from `entry` into structured
/// loops; returns the entry blocks of the loop bodies created.
pub(super) fn transform_cycles_to_scf_loops(
    lift: &mut Lift<'_>,
    entry: BlockId,
) -> Result<Vec<BlockId>, Diagnostic> {
    let mut new_sub_regions = Vec::new();
    let mut scc = SccIter::new(lift.ctx, entry);
    while !scc.current.is_empty() {
        if !scc.has_cycle(lift.ctx) {
            scc.advance(lift.ctx);
            continue;
        }
        let mut cycle = scc.current.clone();
        scc.advance(lift.ctx);

        let edges = cycle_edges(lift, &cycle);
        let mut header = edges
            .entry
            .first()
            .and_then(|e| e.successor(lift.ctx))
            .or_internal(lift)?;
        if edges.entry.len() > 1 {
            let to_entries: Vec<Edge> = edges.entry.iter().chain(&edges.back).copied().collect();
            let loc = terminator_loc(lift, header)?;
            header = create_single_entry_block(lift, loc, &to_entries)?.block;
        }
        if !cycle.contains(&header) {
            cycle.push(header);
        }
        let back_from = edges.back.first().or_internal(lift)?.from;
        let loc = terminator_loc(lift, back_from)?;
        let props = create_single_exiting_latch(lift, loc, &edges.back, &edges.exit)?;
        let (latch, exit) = (props.latch, props.exit);
        for b in [latch, header] {
            if !cycle.contains(&b) {
                cycle.push(b);
            }
        }
        let iteration_values = transform_to_reduce_loop(lift, header, exit, &cycle)?;

        // The block standing for the loop, before the header.
        let region = lift.ctx.block_parent_region(entry).or_internal(lift)?;
        let parent = lift.ctx.create_block(&[]);
        lift.ctx
            .insert_block(region, parent, Some(header))
            .or_internal(lift)?;
        add_arguments_from(lift, parent, header);

        let body = lift.ctx.create_region();
        let order = std::iter::once(header)
            .chain(cycle.iter().copied().filter(|&b| b != latch && b != header))
            .chain(std::iter::once(latch))
            .collect::<Vec<_>>();
        for b in order {
            lift.ctx.detach_block(b).or_internal(lift)?;
            lift.ctx.append_block(body, b).or_internal(lift)?;
        }
        let old_terminator = lift.ctx.block_last_op(latch).or_internal(lift)?;
        lift.ctx.detach_op(old_terminator).or_internal(lift)?;
        let init = lift.ctx.block_args(parent);
        let ip = lift.at_begin(parent);
        let loop_op = {
            let Lift { ctx, iface, .. } = lift;
            let mut b = crate::core::builder::OpBuilder::new(ctx);
            b.set_insertion_point(Some(ip));
            iface.create_structured_do_while_loop_op(
                &mut b,
                old_terminator,
                &init,
                props.condition,
                &iteration_values,
                body,
            )?
        };
        lift.ctx.erase_op(old_terminator).or_internal(lift)?;
        new_sub_regions.push(header);

        let results = lift.ctx.results(loop_op);
        for (old, new) in lift.ctx.block_args(exit).into_iter().zip(results) {
            lift.ctx.replace_all_uses_with(old, new);
        }
        for e in predecessor_edges(lift.ctx, header) {
            e.set_successor(lift.ctx, parent).or_internal(lift)?;
        }
        lift.ctx
            .move_ops_to_end(exit, None, parent)
            .or_internal(lift)?;
        lift.ctx.erase_block(exit).or_internal(lift)?;
    }
    Ok(new_sub_regions)
}
