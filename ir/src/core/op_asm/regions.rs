//! The blocks and terminators that custom forms leave implicit: what a
//! parser adds to a region of a `SingleBlock` or
//! `SingleBlockImplicitTerminator` op (MLIR's `ensureTerminator`), and
//! whether a printer shows a region's terminator.

use crate::core::context::Context;
use crate::core::location::Location;
use crate::core::registry::OpTrait;
use crate::core::storage::{OperationState, RegionId};

/// Adds a block to `region` if it has none, and an op named `terminator`
/// (no operands, results or regions) at the end of its last block unless
/// that block ends with a registered terminator (MLIR's
/// `impl::ensureRegionTerminator`, which builds the terminator with its
/// default builder).
pub fn ensure_terminator(ctx: &mut Context, region: RegionId, loc: Location, terminator: &str) {
    let block = match ctx.region_blocks(region).last() {
        Some(&b) => b,
        None => {
            let b = ctx.create_block(&[]);
            // A fresh block goes into a live region.
            let _ = ctx.append_block(region, b);
            b
        }
    };
    if ctx
        .block_last_op(block)
        .is_some_and(|last| ctx.op_has_trait(last, &OpTrait::IsTerminator))
    {
        return;
    }
    let name = ctx.op_name(terminator);
    let op = ctx.create_operation(OperationState::new(name, loc));
    // A fresh op goes into a live block.
    let _ = ctx.append_op(block, op);
}

/// Adds an empty block to `region` if it has none (MLIR's
/// `Region::emplaceBlock` after parsing a `SingleBlock` op's region).
pub fn ensure_single_block(ctx: &mut Context, region: RegionId) {
    if ctx.region_blocks(region).is_empty() {
        let b = ctx.create_block(&[]);
        // A fresh block goes into a live region.
        let _ = ctx.append_block(region, b);
    }
}

/// Whether a generated printer shows the terminator of `region`, the
/// region of an op with an implicit terminator: unless that terminator is
/// bare (no attributes, operands or results), as upstream's generated
/// printers decide.
pub fn prints_implicit_terminator(ctx: &Context, region: RegionId) -> bool {
    let Some(last) = ctx.region_entry(region).and_then(|b| ctx.block_last_op(b)) else {
        return true;
    };
    !ctx.attrs(last).is_empty()
        || ctx
            .props(last)
            .and_then(|p| ctx.as_dictionary(p))
            .is_some_and(|d| !d.is_empty())
        || ctx.num_operands(last) != 0
        || ctx.num_results(last) != 0
}
