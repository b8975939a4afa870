//! The blocks and terminators that custom forms leave implicit: what a
//! parser adds to a region of a `SingleBlock` or
//! `SingleBlockImplicitTerminator` op (MLIR's `ensureTerminator`), and
//! whether a printer shows a region's terminator; the then/else regions
//! of if-like ops' custom forms.

use super::parser::CustomParser;
use super::ParseError;
use crate::core::context::Context;
use crate::core::location::Location;
use crate::core::printer::CustomPrinter;
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

/// Parses the regions of an if-like op's custom form (`scf.if`,
/// `emitc.if`), `region (\`else\` region)?`, into `state`, each given
/// the implicit `terminator`; without `else` the else region stays empty.
pub fn parse_if_regions(
    parser: &mut CustomParser<'_, '_, '_>,
    state: &mut OperationState,
    terminator: &str,
) -> Result<(), ParseError> {
    let then_region = parser.parse_region(&[], false)?;
    ensure_terminator(parser.ctx(), then_region, state.location, terminator);
    let else_region = if parser.parse_optional_keyword("else") {
        let r = parser.parse_region(&[], false)?;
        ensure_terminator(parser.ctx(), r, state.location, terminator);
        r
    } else {
        parser.ctx().create_region()
    };
    state.regions.push(then_region);
    state.regions.push(else_region);
    Ok(())
}

/// Prints what [`parse_if_regions`] reads: ` region`, then ` else region`
/// when the else region has a block; terminators shown when
/// `print_terminators`.
pub fn print_if_regions(
    printer: &mut CustomPrinter<'_, '_>,
    (then_region, else_region): (RegionId, RegionId),
    print_terminators: bool,
) {
    printer.write_str(" ");
    printer.print_region(then_region, false, print_terminators);
    if !printer.ctx().region_blocks(else_region).is_empty() {
        printer.write_str(" else ");
        printer.print_region(else_region, false, print_terminators);
    }
}
