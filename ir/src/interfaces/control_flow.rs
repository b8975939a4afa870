//! Branch queries over opaque terminators (what `BranchOpInterface`
//! offers): the operands a terminator forwards to each successor, and
//! changing them.
//!
//! [`branch_successor_operands`] asks the library's `BranchOpInterface`;
//! for other terminators callers take upstream's conservative path (every
//! successor argument live, no argument rewritten).

use super::library::BranchOpInterfaceRef;
use super::types::SuccessorOperands;
use crate::core::context::Context;
use crate::core::storage::{IrError, OpId, Value};
use crate::core::types::Type;

/// The operands `op` passes to its successor `succ`
/// (`BranchOpInterface::getSuccessorOperands`), or `None` when `op` does
/// not implement the interface.
pub fn branch_successor_operands(
    ctx: &Context,
    op: OpId,
    succ: usize,
) -> Option<SuccessorOperands> {
    Some(BranchOpInterfaceRef::get(ctx, op)?.get_successor_operands(ctx, succ))
}

/// Replaces the operands `op` forwards to successor `succ` with `values`:
/// the op's operand list is rebuilt, and the segment sizes counting the
/// forwarded group follow (those the interface names, as MLIR's
/// `MutableOperandRange` updates its segments; otherwise the group of the
/// `operandSegmentSizes` property whose operands are exactly the forwarded
/// ones).
pub fn set_successor_operands(
    ctx: &mut Context,
    op: OpId,
    succ: usize,
    values: &[Value],
) -> Result<(), IrError> {
    let succ_ops = branch_successor_operands(ctx, op, succ).ok_or(IrError::OutOfRange)?;
    let range = succ_ops.forwarded;
    if !succ_ops.segments.is_empty() {
        let mut operands = ctx.operands(op);
        operands.splice(range.clone(), values.iter().copied());
        let delta = values.len() as i64 - range.len() as i64;
        for (index, name) in succ_ops.segments {
            let sizes = segment_sizes(ctx, op, name).ok_or(IrError::OutOfRange)?;
            set_segment(ctx, op, name, sizes, index, delta)?;
        }
        return ctx.set_operands(op, &operands);
    }
    set_operand_range(ctx, op, range, values)
}

/// Replaces the operands `range` of `op` with `values` (MLIR's
/// `MutableOperandRange::assign`): when `op` has an `operandSegmentSizes`
/// property, the group whose operands are exactly `range` follows.
pub fn set_operand_range(
    ctx: &mut Context,
    op: OpId,
    range: std::ops::Range<usize>,
    values: &[Value],
) -> Result<(), IrError> {
    let mut operands = ctx.operands(op);
    operands.splice(range.clone(), values.iter().copied());
    let delta = values.len() as i64 - range.len() as i64;
    if let Some(sizes) = segment_sizes(ctx, op, "operandSegmentSizes") {
        // The group whose operands are exactly the range.
        let mut start = 0usize;
        let mut group = None;
        for (i, &n) in sizes.iter().enumerate() {
            let n = usize::try_from(n).map_err(|_| IrError::OutOfRange)?;
            if start == range.start && n == range.len() {
                group = Some(i);
                break;
            }
            start += n;
        }
        let group = group.ok_or(IrError::OutOfRange)?;
        set_segment(ctx, op, "operandSegmentSizes", sizes, group, delta)?;
    }
    ctx.set_operands(op, &operands)
}

/// The segment sizes held by the attribute `name` of `op` (a property or
/// a discardable attribute).
fn segment_sizes(ctx: &Context, op: OpId, name: &str) -> Option<Vec<i64>> {
    let attr = ctx.prop(op, name).or_else(|| ctx.attr(op, name))?;
    ctx.dense_array_as_i64(attr).map(<[i64]>::to_vec)
}

/// Adds `delta` to entry `index` of the segment sizes `name` of `op`.
fn set_segment(
    ctx: &mut Context,
    op: OpId,
    name: &str,
    mut sizes: Vec<i64>,
    index: usize,
    delta: i64,
) -> Result<(), IrError> {
    *sizes.get_mut(index).ok_or(IrError::OutOfRange)? += delta;
    let i32_type: Type = ctx.integer_type(32);
    let attr = ctx.dense_array_attr(
        i32_type,
        crate::core::attrs::DenseData::Int(sizes.iter().map(|&v| v as i128).collect()),
    );
    let name = ctx.ident(name);
    ctx.set_inherent_attr(op, name, attr)
}
