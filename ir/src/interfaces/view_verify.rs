//! The verifiers of the interfaces of ops over parts of shaped values:
//! `DestinationStyleOpInterface` (MLIR's
//! `DestinationStyleOpInterface.cpp`) and `OffsetSizeAndStrideOpInterface`
//! (`ViewLikeInterface.cpp`), dispatched through the interfaces on the
//! opaque op.

use super::library::{DestinationStyleOpInterfaceRef, OffsetSizeAndStrideOpInterfaceRef};
use crate::core::context::Context;
use crate::core::diag::Diagnostic;
use crate::core::printer::type_to_string;
use crate::core::storage::OpId;
use crate::core::types::DYNAMIC;

/// `DestinationStyleOpInterface`'s verifier: every init is a tensor or a
/// memref, there are as many tensor results as tensor inits, and each
/// tensor init has the type of the result tied to it.
pub fn verify_destination_style_op(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(dps) = DestinationStyleOpInterfaceRef::get(ctx, op) else {
        return Ok(());
    };
    let inits = dps.get_dps_inits_mutable(ctx);
    let operands = ctx.operands(op);
    let mut tensor_inits = Vec::new();
    for i in inits.clone() {
        let Some(&v) = operands.get(i) else {
            continue;
        };
        let t = ctx.value_type(v);
        if ctx.is_tensor(t) {
            tensor_inits.push(i);
        } else if !ctx.is_memref(t) {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                format!("expected that operand #{i} is a tensor or a memref"),
            ));
        }
    }
    let results = ctx.results(op);
    let tensor_results = results
        .iter()
        .filter(|&&r| ctx.is_tensor(ctx.value_type(r)))
        .count();
    if tensor_results != tensor_inits.len() {
        return Err(Diagnostic::op_error(
            ctx,
            op,
            format!(
                "expected the number of tensor results ({tensor_results}) to be equal to the number of output tensors ({})",
                tensor_inits.len()
            ),
        ));
    }
    for i in tensor_inits {
        // `getTiedOpResult`: the result at the init's place among the inits.
        let Some(&result) = results.get(i - inits.start) else {
            continue;
        };
        let (init_type, result_type) = (ctx.value_type(operands[i]), ctx.value_type(result));
        if init_type != result_type {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                format!(
                    "expected type of operand #{i} ('{}') to match type of corresponding result ('{}')",
                    type_to_string(ctx, init_type),
                    type_to_string(ctx, result_type)
                ),
            ));
        }
    }
    Ok(())
}

/// `OffsetSizeAndStrideOpInterface`'s verifier (`verifyOffsetSizeAndStrideOp`):
/// the offsets, sizes and strides lists agree in length, each has the
/// length `getArrayAttrMaxRanks` expects and one operand per dynamic entry,
/// and no static offset or size is negative.
pub fn verify_offset_size_and_stride_op(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(view) = OffsetSizeAndStrideOpInterfaceRef::get(ctx, op) else {
        return Ok(());
    };
    let error = |message: String| Err(Diagnostic::at_op(ctx, op, message));
    let max_ranks = view.get_array_attr_max_ranks(ctx);
    let statics = [
        view.get_static_offsets(ctx),
        view.get_static_sizes(ctx),
        view.get_static_strides(ctx),
    ];
    let dynamics = [
        view.get_offsets(ctx).len(),
        view.get_sizes(ctx).len(),
        view.get_strides(ctx).len(),
    ];
    let [offsets, sizes, strides] = &statics;
    if !(offsets.len() == 1 && max_ranks[0] == 1) && offsets.len() != sizes.len() {
        return error(format!(
            "expected mixed offsets rank to match mixed sizes rank ({} vs {}) so the rank of the result type is well-formed.",
            offsets.len(),
            sizes.len()
        ));
    }
    if sizes.len() != strides.len() {
        return error(format!(
            "expected mixed sizes rank to match mixed strides rank ({} vs {}) so the rank of the result type is well-formed.",
            sizes.len(),
            strides.len()
        ));
    }
    for (i, name) in ["offset", "size", "stride"].into_iter().enumerate() {
        let list = &statics[i];
        if list.len() != max_ranks[i] {
            return error(format!(
                "expected {} {name} values, got {}",
                max_ranks[i],
                list.len()
            ));
        }
        let expected = list.iter().filter(|&&v| v == DYNAMIC).count();
        if dynamics[i] != expected {
            return error(format!("expected {expected} dynamic {name} values"));
        }
    }
    if let Some(o) = offsets.iter().find(|&&o| o < 0 && o != DYNAMIC) {
        return error(format!("expected offsets to be non-negative, but got {o}"));
    }
    if let Some(s) = sizes.iter().find(|&&s| s < 0 && s != DYNAMIC) {
        return error(format!("expected sizes to be non-negative, but got {s}"));
    }
    Ok(())
}
