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
/// the op's operand list is rebuilt, and the size of the forwarded group
/// in its `operandSegmentSizes` property (when it has one) follows.
pub fn set_successor_operands(
    ctx: &mut Context,
    op: OpId,
    succ: usize,
    values: &[Value],
) -> Result<(), IrError> {
    let range = branch_successor_operands(ctx, op, succ)
        .ok_or(IrError::OutOfRange)?
        .forwarded;
    let mut operands = ctx.operands(op);
    operands.splice(range.clone(), values.iter().copied());
    let segments = ctx
        .prop(op, "operandSegmentSizes")
        .and_then(|a| ctx.dense_array_as_i64(a).map(<[i64]>::to_vec));
    if let Some(mut sizes) = segments {
        // The group whose operands are exactly the forwarded ones.
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
        sizes[group] = values.len() as i64;
        let i32_type: Type = ctx.integer_type(32);
        let sizes: Vec<i64> = sizes;
        let attr = ctx.dense_array_attr(
            i32_type,
            crate::core::attrs::DenseData::Int(sizes.iter().map(|&v| v as i128).collect()),
        );
        let props = ctx
            .props(op)
            .and_then(|p| ctx.as_dictionary(p).map(<[_]>::to_vec));
        let mut entries = props.unwrap_or_default();
        let name = ctx.ident("operandSegmentSizes");
        match entries.iter_mut().find(|(n, _)| *n == name) {
            Some(e) => e.1 = attr,
            None => entries.push((name, attr)),
        }
        let dict = ctx.dictionary_attr(&entries);
        ctx.set_props(op, Some(dict))?;
    }
    ctx.set_operands(op, &operands)
}
