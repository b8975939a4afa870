//! What upstream keeps in `SubsetOpInterface.cpp`: the interfaces'
//! verifiers and the default methods of `SubsetInsertionOpInterface`
//! (the interfaces themselves are generated from `SubsetOpInterface.td`).

use crate::{SubsetInsertionOpInterfaceRef, SubsetOpInterfaceRef};
use ir::interfaces::DestinationStyleOpInterfaceRef;
use ir::{Context, Diagnostic, OpId, Value};

/// Whether `op` implements `SubsetExtractionOpInterface`. No op of the
/// project does (upstream's are tensor and vector ops' external models),
/// so the generator emits no reference type for it.
fn is_subset_extraction(_ctx: &Context, _op: OpId) -> bool {
    false
}

/// `verifySubsetOpInterface`: a subset op extracts or inserts, not both.
pub fn verify_subset_op_interface(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let extracts = is_subset_extraction(ctx, op);
    let inserts = SubsetInsertionOpInterfaceRef::get(ctx, op).is_some();
    if extracts == inserts {
        return Err(Diagnostic::op_error(
            ctx,
            op,
            "SubsetOpInterface ops must implement either SubsetExtractionOpInterface or SubsetInsertionOpInterface",
        ));
    }
    Ok(())
}

/// `verifySubsetExtractionOpInterface`: one result.
pub fn verify_subset_extraction_op_interface(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    if ctx.num_results(op) != 1 {
        return Err(Diagnostic::op_error(
            ctx,
            op,
            "SubsetExtractionOpInterface ops must have one result",
        ));
    }
    Ok(())
}

/// `defaultGetDestinationOperand`: the single init of a destination-style
/// op, as an operand index (`usize::MAX` for an op that is not one with a
/// single init, where upstream asserts).
pub fn default_destination_operand(ctx: &Context, op: OpId) -> usize {
    match DestinationStyleOpInterfaceRef::get(ctx, op) {
        Some(dps) => {
            let inits = dps.get_dps_inits_mutable(ctx);
            if inits.len() == 1 {
                inits.start
            } else {
                usize::MAX
            }
        }
        None => usize::MAX,
    }
}

/// `defaultGetUpdatedDestination`: the result tied to the destination
/// operand of a destination-style op (its position among the inits).
pub fn default_updated_destination(ctx: &Context, op: OpId) -> Value {
    let operand = SubsetInsertionOpInterfaceRef::get(ctx, op)
        .map_or(usize::MAX, |i| i.get_destination_operand(ctx));
    let first_init = DestinationStyleOpInterfaceRef::get(ctx, op)
        .map_or(0, |d| d.get_dps_inits_mutable(ctx).start);
    ctx.result(op, operand.saturating_sub(first_init))
}

/// `defaultIsEquivalentSubset`: `candidate` is extracted by a subset op
/// operating on a subset equivalent to this op's.
pub fn default_is_equivalent_subset(
    ctx: &Context,
    op: OpId,
    candidate: Value,
    equivalence_fn: &dyn Fn(Value, Value) -> bool,
) -> bool {
    let Some(def) = ctx.defining_op(candidate) else {
        return false;
    };
    if !is_subset_extraction(ctx, def) {
        return false;
    }
    SubsetOpInterfaceRef::get(ctx, op)
        .is_some_and(|s| s.operates_on_equivalent_subset(ctx, def, equivalence_fn))
}
