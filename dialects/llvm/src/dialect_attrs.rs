//! The dialect's checks of its attributes on ops (`llvm.data_layout`) and
//! on function arguments and results
//! (`LLVMDialect::verifyOperationAttribute`, `verifyRegionArgAttribute`,
//! `verifyRegionResultAttribute` and `verifyParameterAttribute` in
//! `LLVMDialect.cpp`), with upstream's messages.

use ir::interfaces::{CallableOpInterfaceRef, FunctionOpInterfaceRef};
use ir::{AttrKind, Attribute, Context, Diagnostic, OpId, Type};

use crate::{is_compatible_type, LLVMPointerType, LLVMVoidType};

/// Unit attributes on pointers.
const POINTER_FLAGS: &[&str] = &[
    "llvm.noalias",
    "llvm.readonly",
    "llvm.readnone",
    "llvm.writeonly",
    "llvm.nest",
    "llvm.nocapture",
    "llvm.nofree",
    "llvm.nonnull",
];

/// Type attributes on pointers.
const POINTER_TYPES: &[&str] = &[
    "llvm.sret",
    "llvm.byval",
    "llvm.byref",
    "llvm.inalloca",
    "llvm.preallocated",
];

/// Unit attributes on integers.
const INTEGER_FLAGS: &[&str] = &["llvm.signext", "llvm.zeroext"];

/// Integer attributes on pointers.
const POINTER_INTEGERS: &[&str] = &[
    "llvm.align",
    "llvm.dereferenceable",
    "llvm.dereferenceable_or_null",
    "llvm.alignstack",
];

/// Unit attributes on values of any type.
const ANY_FLAGS: &[&str] = &["llvm.noundef", "llvm.inreg", "llvm.returned"];

/// The attributes upstream forbids on results.
const NOT_ON_RESULTS: &[&str] = &[
    "llvm.allocalign",
    "llvm.allocptr",
    "llvm.byval",
    "llvm.byref",
    "llvm.inalloca",
    "llvm.nest",
    "llvm.nocapture",
    "llvm.nofree",
    "llvm.preallocated",
    "llvm.readnone",
    "llvm.readonly",
    "llvm.returned",
    "llvm.alignstack",
    "llvm.sret",
    "llvm.writeonly",
];

/// The name of the data layout string attribute
/// (`LLVMDialect::getDataLayoutAttrName`).
pub const DATA_LAYOUT_ATTR_NAME: &str = "llvm.data_layout";

/// `LLVMDialect::verifyOperationAttribute`: `llvm.data_layout` must be a
/// string LLVM reads as a data layout (`verifyDataLayoutString`); the
/// dialect's other attributes are not checked on ops.
pub(crate) fn verify_operation_attribute(
    ctx: &Context,
    op: OpId,
    name: &str,
    value: Attribute,
) -> Result<(), Diagnostic> {
    if name != DATA_LAYOUT_ATTR_NAME {
        return Ok(());
    }
    let Some(bytes) = ctx.as_string_bytes(value) else {
        return Err(Diagnostic::op_error(
            ctx,
            op,
            format!("expected '{DATA_LAYOUT_ATTR_NAME}' to be a string attributes"),
        ));
    };
    // LLVM's parser reads bytes: one that is not UTF-8 is no specifier.
    let text = String::from_utf8_lossy(bytes);
    match crate::data_layout::DataLayout::parse(&text) {
        Ok(_) => Ok(()),
        // `logAllUnhandledErrors` ends the message with a newline.
        Err(message) => Err(Diagnostic::op_error(
            ctx,
            op,
            format!("invalid data layout descriptor: {message}\n"),
        )),
    }
}

/// The attribute's kind is `kind`, else upstream's "should be" error.
fn check_kind(
    ctx: &Context,
    op: OpId,
    name: &str,
    value: Attribute,
    kind: AttrKind,
    what: &str,
) -> Result<(), Diagnostic> {
    if ctx.attr_kind(value) == kind {
        return Ok(());
    }
    Err(Diagnostic::at_op(
        ctx,
        op,
        format!("\"{name}\" should be {what}"),
    ))
}

/// Upstream's `verifyParameterAttribute`: the attribute's own kind, then
/// (for a type the dialect knows) the kind of value it may be attached to.
fn verify_parameter_attribute(
    ctx: &Context,
    op: OpId,
    ty: Type,
    name: &str,
    value: Attribute,
) -> Result<(), Diagnostic> {
    // A type not yet converted to the dialect's cannot be judged.
    let check_value = is_compatible_type(ctx, ty);
    let on = |ok: bool, what: &str| {
        if !check_value || ok {
            return Ok(());
        }
        Err(Diagnostic::at_op(
            ctx,
            op,
            format!("\"{name}\" attribute attached to non-{what} LLVM type"),
        ))
    };
    let is_pointer = || LLVMPointerType::dyn_cast(ctx, ty).is_some();
    if POINTER_FLAGS.contains(&name) {
        check_kind(ctx, op, name, value, AttrKind::Unit, "a unit attribute")?;
        return on(is_pointer(), "pointer");
    }
    if POINTER_TYPES.contains(&name) {
        check_kind(ctx, op, name, value, AttrKind::Type, "a type attribute")?;
        return on(is_pointer(), "pointer");
    }
    if INTEGER_FLAGS.contains(&name) {
        check_kind(ctx, op, name, value, AttrKind::Unit, "a unit attribute")?;
        return on(ctx.type_as_integer(ty).is_some(), "integer");
    }
    if POINTER_INTEGERS.contains(&name) {
        check_kind(
            ctx,
            op,
            name,
            value,
            AttrKind::Integer,
            "an integer attribute",
        )?;
        return on(is_pointer(), "pointer");
    }
    if ANY_FLAGS.contains(&name) {
        return check_kind(ctx, op, name, value, AttrKind::Unit, "a unit attribute");
    }
    Ok(())
}

/// The type of argument (`result` false) or result `index` of a function
/// op (upstream's `dyn_cast<FunctionOpInterface>` and its types).
fn function_type_at(ctx: &Context, op: OpId, result: bool, index: usize) -> Option<Type> {
    FunctionOpInterfaceRef::get(ctx, op)?;
    let function = CallableOpInterfaceRef::get(ctx, op)?;
    let types = if result {
        function.get_result_types(ctx)
    } else {
        function.get_argument_types(ctx)
    };
    types.get(index).copied()
}

/// `LLVMDialect::verifyRegionArgAttribute`: the attributes of a
/// function's arguments.
pub(crate) fn verify_region_arg_attribute(
    ctx: &Context,
    op: OpId,
    index: usize,
    name: &str,
    value: Attribute,
) -> Result<(), Diagnostic> {
    let Some(ty) = function_type_at(ctx, op, false, index) else {
        return Ok(());
    };
    verify_parameter_attribute(ctx, op, ty, name, value)
}

/// `LLVMDialect::verifyRegionResultAttribute`: the attributes of a
/// function's results.
pub(crate) fn verify_region_result_attribute(
    ctx: &Context,
    op: OpId,
    index: usize,
    name: &str,
    value: Attribute,
) -> Result<(), Diagnostic> {
    let Some(ty) = function_type_at(ctx, op, true, index) else {
        return Ok(());
    };
    if LLVMVoidType::dyn_cast(ctx, ty).is_some() {
        return Err(Diagnostic::at_op(
            ctx,
            op,
            "cannot attach result attributes to functions with a void return",
        ));
    }
    if NOT_ON_RESULTS.contains(&name) {
        return Err(Diagnostic::at_op(
            ctx,
            op,
            format!("\"{name}\" is not a valid result attribute"),
        ));
    }
    verify_parameter_attribute(ctx, op, ty, name, value)
}
