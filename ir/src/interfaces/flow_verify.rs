//! The verifiers of the control-flow and loop interfaces (MLIR's
//! `ControlFlowInterfaces.cpp` and `LoopLikeInterface.cpp`): they ask the
//! op's own interface methods, dispatched through its registered
//! definition.

use super::library::{
    BranchOpInterfaceRef, LoopLikeOpInterfaceRef, RegionBranchOpInterfaceRef,
    RegionBranchTerminatorOpInterfaceRef,
};
use super::types::{RegionBranchPoint, RegionSuccessor};
use crate::core::context::Context;
use crate::core::diag::Diagnostic;
use crate::core::printer::type_to_string;
use crate::core::storage::{OpId, RegionId, Value};
use crate::core::types::Type;

/// The types along one control-flow edge: a few values each, kept inline
/// (the check runs for every region-branch op of a verified module).
type EdgeTypes = smallvec::SmallVec<[Type; 4]>;

/// Checks a branch (`BranchOpInterface`): each successor gets as many
/// operands as it has arguments, of compatible types (upstream's
/// `verifyBranchSuccessorOperands`, reported as `emitError`).
pub fn verify_branch_successor_operands(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(branch) = BranchOpInterfaceRef::get(ctx, op) else {
        return Ok(());
    };
    for (succ_no, &dest) in ctx.successors(op).iter().enumerate() {
        let operands = branch.get_successor_operands(ctx, succ_no);
        let count = operands.len();
        let args = ctx.num_block_args(dest);
        if count != args {
            return Err(Diagnostic::at_op(
                ctx,
                op,
                format!(
                    "branch has {count} operands for successor #{succ_no}, but target block has {args}"
                ),
            ));
        }
        for i in operands.produced..count {
            let forwarded = operands.forwarded.start + i - operands.produced;
            let ty = ctx.value_type(ctx.operand(op, forwarded));
            let arg_ty = ctx.value_type(ctx.block_arg(dest, i));
            if !branch.are_types_compatible(ctx, ty, arg_ty) {
                return Err(Diagnostic::at_op(
                    ctx,
                    op,
                    format!("type mismatch for bb argument #{i} of successor #{succ_no}"),
                ));
            }
        }
    }
    Ok(())
}

/// The number of `region` among the regions of `op`.
fn region_number(ctx: &Context, op: OpId, region: RegionId) -> usize {
    ctx.op_regions(op)
        .iter()
        .position(|&r| r == region)
        .unwrap_or(0)
}

/// `from Region #0 to parent results`: the edge as upstream names it.
fn edge_name(ctx: &Context, op: OpId, from: RegionBranchPoint, to: Option<RegionId>) -> String {
    let from = match from {
        RegionBranchPoint::Region(r) => format!("Region #{}", region_number(ctx, op, r)),
        RegionBranchPoint::Parent => "parent operands".to_string(),
    };
    let to = match to {
        Some(r) => format!("Region #{}", region_number(ctx, op, r)),
        None => "parent results".to_string(),
    };
    format!("from {from} to {to}")
}

/// Checks the types along every edge leaving `from`, whose source values
/// `source_types` gives per successor.
fn verify_edges_from<F>(
    ctx: &Context,
    branch: RegionBranchOpInterfaceRef,
    from: RegionBranchPoint,
    mut source_types: F,
) -> Result<(), Diagnostic>
where
    F: FnMut(&RegionSuccessor) -> Result<EdgeTypes, Diagnostic>,
{
    let op = branch.operation();
    let mut successors = Vec::new();
    branch.get_successor_regions(ctx, from, &mut successors);
    for succ in &successors {
        let sources = source_types(succ)?;
        let inputs = succ.inputs();
        if sources.len() != inputs.len() {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                format_args!(
                    " region control flow edge {}: source has {} operands, but target successor needs {}",
                    edge_name(ctx, op, from, succ.successor()),
                    sources.len(),
                    inputs.len()
                ),
            ));
        }
        for (i, (&source, &input)) in sources.iter().zip(inputs).enumerate() {
            let input = ctx.value_type(input);
            if !branch.are_types_compatible(ctx, source, input) {
                return Err(Diagnostic::op_error(
                    ctx,
                    op,
                    format_args!(
                        " along control flow edge {}: source type #{i} '{}' should match input type #{i} '{}'",
                        edge_name(ctx, op, from, succ.successor()),
                        type_to_string(ctx, source),
                        type_to_string(ctx, input)
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// Checks an op with region control flow (`RegionBranchOpInterface`): the
/// values flowing along each edge (from the op's operands into a region,
/// from a region's return-like terminators to a region or to the op's
/// results) match the successor's inputs in number and type (upstream's
/// `verifyTypesAlongControlFlowEdges`).
pub fn verify_region_branch_types(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(branch) = RegionBranchOpInterfaceRef::get(ctx, op) else {
        return Ok(());
    };
    verify_edges_from(ctx, branch, RegionBranchPoint::Parent, |succ| {
        let point = match succ.successor() {
            Some(r) => RegionBranchPoint::Region(r),
            None => RegionBranchPoint::Parent,
        };
        Ok(branch
            .get_entry_successor_operands(ctx, point)
            .iter()
            .map(|&v| ctx.value_type(v))
            .collect())
    })?;
    let compatible = |lhs: &[Type], rhs: &[Type]| {
        lhs.len() == rhs.len()
            && lhs
                .iter()
                .zip(rhs)
                .all(|(&l, &r)| branch.are_types_compatible(ctx, l, r))
    };
    for &region in ctx.op_regions(op) {
        let terminators: smallvec::SmallVec<[RegionBranchTerminatorOpInterfaceRef; 2]> = ctx
            .region_blocks(region)
            .iter()
            .filter_map(|&b| ctx.block_last_op(b))
            .filter_map(|t| RegionBranchTerminatorOpInterfaceRef::get(ctx, t))
            .collect();
        // Without a return-like terminator the op checks its own types.
        if terminators.is_empty() {
            continue;
        }
        let from = RegionBranchPoint::Region(region);
        verify_edges_from(ctx, branch, from, |succ| {
            let point = match succ.successor() {
                Some(r) => RegionBranchPoint::Region(r),
                None => RegionBranchPoint::Parent,
            };
            let mut first: Option<EdgeTypes> = None;
            for t in &terminators {
                let range = t.get_mutable_successor_operands(ctx, point);
                let term = t.operation();
                let types: EdgeTypes = range
                    .map(|i| ctx.value_type(ctx.operand(term, i)))
                    .collect();
                match &first {
                    None => first = Some(types),
                    Some(f) if !compatible(f, &types) => {
                        return Err(Diagnostic::op_error(
                            ctx,
                            op,
                            format_args!(
                                " along control flow edge{} operands mismatch between return-like terminators",
                                edge_name(ctx, op, from, succ.successor())
                            ),
                        ));
                    }
                    Some(_) => {}
                }
            }
            Ok(first.unwrap_or_default())
        })?;
    }
    Ok(())
}

/// The values at `range` of `op`'s operands.
fn operands_at(ctx: &Context, op: OpId, range: std::ops::Range<usize>) -> Vec<Value> {
    range.map(|i| ctx.operand(op, i)).collect()
}

/// Checks a loop (`LoopLikeOpInterface`): as many inits, region iteration
/// arguments, yielded values (if any) and loop results (if the loop has
/// them), of the same types (upstream's `verifyLoopLikeOpInterface`).
pub fn verify_loop_like_op(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(lp) = LoopLikeOpInterfaceRef::get(ctx, op) else {
        return Ok(());
    };
    let inits = operands_at(ctx, op, lp.get_inits_mutable(ctx));
    let iter_args = lp.get_region_iter_args(ctx);
    let yielded = lp
        .get_yielded_values_mutable(ctx)
        .map(|(y, range)| operands_at(ctx, y, range))
        .unwrap_or_default();
    let results = lp.get_loop_results(ctx);
    let err = |msg: String| Err(Diagnostic::op_error(ctx, op, msg));
    if inits.len() != iter_args.len() {
        return err(format!(
            "different number of inits and region iter_args: {} != {}",
            inits.len(),
            iter_args.len()
        ));
    }
    if !yielded.is_empty() && iter_args.len() != yielded.len() {
        return err(format!(
            "different number of region iter_args and yielded values: {} != {}",
            iter_args.len(),
            yielded.len()
        ));
    }
    if let Some(results) = &results {
        if results.len() != iter_args.len() {
            return err(format!(
                "different number of loop results and region iter_args: {} != {}",
                results.len(),
                iter_args.len()
            ));
        }
    }
    // Types in diagnostics are quoted, as MLIR's `DiagnosticArgument`s.
    let ty = |v: Value| format!("'{}'", type_to_string(ctx, ctx.value_type(v)));
    for (i, (&init, &arg)) in inits.iter().zip(&iter_args).enumerate() {
        if ctx.value_type(init) != ctx.value_type(arg) {
            return err(format!(
                "{i}-th init and {i}-th region iter_arg have different type: {} != {}",
                ty(init),
                ty(arg)
            ));
        }
        if let Some(&y) = yielded.get(i) {
            if ctx.value_type(arg) != ctx.value_type(y) {
                return err(format!(
                    "{i}-th region iter_arg and {i}-th yielded value have different type: {} != {}",
                    ty(arg),
                    ty(y)
                ));
            }
        }
    }
    if let Some(results) = &results {
        // Upstream counts from 0 and moves on only after the loop: every
        // message says `0-th`.
        for (&arg, &res) in iter_args.iter().zip(results) {
            if ctx.value_type(arg) != ctx.value_type(res) {
                return err(format!(
                    "0-th region iter_arg and 0-th loop result have different type: {} != {}",
                    ty(arg),
                    ty(res)
                ));
            }
        }
    }
    Ok(())
}
