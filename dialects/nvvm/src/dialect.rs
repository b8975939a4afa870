//! The dialect's registration and its checks of discardable attributes
//! (`NVVMDialect::initialize`, `verifyOperationAttribute` and
//! `verifyRegionArgAttribute` in `NVVMDialect.cpp`), with upstream's
//! messages.

use ir::interfaces::{CallableOpInterfaceRef, FunctionOpInterfaceRef};
use ir::{AttrKind, Attribute, Context, Diagnostic, DialectDefinition, OpId};

/// The attribute marking external kernel functions (`nvvm.kernel`).
pub const KERNEL_FUNC_ATTR_NAME: &str = "nvvm.kernel";
/// The maximum threads per CTA of a kernel (`nvvm.maxntid`).
pub const MAXNTID_ATTR_NAME: &str = "nvvm.maxntid";
/// The exact threads per CTA of a kernel (`nvvm.reqntid`).
pub const REQNTID_ATTR_NAME: &str = "nvvm.reqntid";
/// The minimum CTAs per SM of a kernel (`nvvm.minctasm`).
pub const MINCTASM_ATTR_NAME: &str = "nvvm.minctasm";
/// The maximum registers per thread of a kernel (`nvvm.maxnreg`).
pub const MAXNREG_ATTR_NAME: &str = "nvvm.maxnreg";
/// The kernel arguments that are grid constants (`nvvm.grid_constant`).
pub const GRID_CONSTANT_ATTR_NAME: &str = "nvvm.grid_constant";

/// Registers the nvvm dialect with `ctx`, and the llvm dialect it depends
/// on when absent: its ops and attributes, the checks of its attributes,
/// unknown `nvvm.*` ops allowed (upstream's `allowUnknownOperations`), and
/// the promise that `#nvvm.target` implements `gpu::TargetAttrInterface`.
pub fn register_dialect(ctx: &mut Context) {
    if ctx.dialect("llvm").is_none() {
        llvm::register_dialect(ctx);
    }
    crate::register(ctx);
    let mut def = DialectDefinition::new("nvvm");
    def.allow_unknown_ops = true;
    def.verify_operation_attribute = Some(verify_operation_attribute);
    def.verify_region_arg_attribute = Some(verify_region_arg_attribute);
    ctx.register_dialect(def);
    crate::target::register_target_interface_promise(ctx);
}

/// `NVVMDialect::verifyOperationAttribute`.
fn verify_operation_attribute(
    ctx: &Context,
    op: OpId,
    name: &str,
    value: Attribute,
) -> Result<(), Diagnostic> {
    if name == KERNEL_FUNC_ATTR_NAME && llvm::LLVMFuncOp::cast(ctx, op).is_none() {
        return Err(Diagnostic::at_op(
            ctx,
            op,
            format!("'{KERNEL_FUNC_ATTR_NAME}' attribute attached to unexpected op"),
        ));
    }
    if name == MAXNTID_ATTR_NAME || name == REQNTID_ATTR_NAME {
        let len = dense_i32_len(ctx, value);
        if !matches!(len, Some(1..=3)) {
            return Err(Diagnostic::at_op(
                ctx,
                op,
                format!("'\"{name}\"' attribute must be integer array with maximum 3 index"),
            ));
        }
    }
    if (name == MINCTASM_ATTR_NAME || name == MAXNREG_ATTR_NAME)
        && ctx.attr_kind(value) != AttrKind::Integer
    {
        return Err(Diagnostic::at_op(
            ctx,
            op,
            format!("'\"{name}\"' attribute must be integer constant"),
        ));
    }
    Ok(())
}

/// The number of elements of an `array<i32: ...>` attribute (upstream's
/// `DenseI32ArrayAttr`), `None` for any other attribute.
fn dense_i32_len(ctx: &Context, value: Attribute) -> Option<usize> {
    match ctx.as_dense_array(value)? {
        (element, ir::DenseData::Int(v)) if ctx.is_integer(element, 32) => Some(v.len()),
        _ => None,
    }
}

/// `NVVMDialect::verifyRegionArgAttribute`: `nvvm.grid_constant` only on
/// the `llvm.byval` arguments of kernels.
fn verify_region_arg_attribute(
    ctx: &Context,
    op: OpId,
    index: usize,
    name: &str,
    value: Attribute,
) -> Result<(), Diagnostic> {
    if FunctionOpInterfaceRef::get(ctx, op).is_none() || name != GRID_CONSTANT_ATTR_NAME {
        return Ok(());
    }
    if ctx.attr(op, KERNEL_FUNC_ATTR_NAME).is_none() {
        return Err(Diagnostic::at_op(
            ctx,
            op,
            format!("'\"{name}\"' attribute must be present only on kernel arguments"),
        ));
    }
    if !ctx.is_unit_attr(value) {
        return Err(Diagnostic::at_op(
            ctx,
            op,
            format!("'\"{name}\"' must be a unit attribute"),
        ));
    }
    let by_val = CallableOpInterfaceRef::get(ctx, op)
        .and_then(|f| f.get_arg_attrs_attr(ctx))
        .and_then(|all| ctx.attr_as_array(all)?.get(index).copied())
        .and_then(|dict| ctx.dictionary_get(dict, "llvm.byval"));
    if by_val.is_none() {
        return Err(Diagnostic::at_op(
            ctx,
            op,
            format!(
                "'\"{name}\"' attribute requires the argument to also have attribute 'llvm.byval'"
            ),
        ));
    }
    Ok(())
}
