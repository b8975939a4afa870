//! The dialect's registration and its check of `rocdl.kernel`
//! (`ROCDLDialect::initialize` and `verifyOperationAttribute` in
//! `ROCDLDialect.cpp`), with upstream's message.

use ir::{Attribute, Context, Diagnostic, DialectDefinition, OpId};

/// The attribute marking external kernel functions (`rocdl.kernel`).
pub const KERNEL_FUNC_ATTR_NAME: &str = "rocdl.kernel";
/// A kernel's flat work-group size (`rocdl.flat_work_group_size`).
pub const FLAT_WORK_GROUP_SIZE_ATTR_NAME: &str = "rocdl.flat_work_group_size";
/// A kernel's required work-group size (`rocdl.reqd_work_group_size`).
pub const REQD_WORK_GROUP_SIZE_ATTR_NAME: &str = "rocdl.reqd_work_group_size";
/// Whether a kernel's work-groups are uniform
/// (`rocdl.uniform_work_group_size`, "true" on kernels by default).
pub const UNIFORM_WORK_GROUP_SIZE_ATTR_NAME: &str = "rocdl.uniform_work_group_size";

/// Registers the rocdl dialect with `ctx`, and the llvm dialect it depends
/// on when absent: its ops and attributes, the check of `rocdl.kernel`,
/// unknown `rocdl.*` ops allowed (upstream's `allowUnknownOperations`), and
/// the promise that `#rocdl.target` implements `gpu::TargetAttrInterface`.
pub fn register_dialect(ctx: &mut Context) {
    if ctx.dialect("llvm").is_none() {
        llvm::register_dialect(ctx);
    }
    crate::register(ctx);
    let mut def = DialectDefinition::new("rocdl");
    def.allow_unknown_ops = true;
    def.verify_operation_attribute = Some(verify_operation_attribute);
    ctx.register_dialect(def);
    crate::target::register_target_interface_promise(ctx);
}

/// `ROCDLDialect::verifyOperationAttribute`: `rocdl.kernel` only on
/// `llvm.func`.
fn verify_operation_attribute(
    ctx: &Context,
    op: OpId,
    name: &str,
    _value: Attribute,
) -> Result<(), Diagnostic> {
    if name == KERNEL_FUNC_ATTR_NAME && llvm::LLVMFuncOp::cast(ctx, op).is_none() {
        return Err(Diagnostic::at_op(
            ctx,
            op,
            format!("'\"{KERNEL_FUNC_ATTR_NAME}\"' attribute attached to unexpected op"),
        ));
    }
    Ok(())
}
