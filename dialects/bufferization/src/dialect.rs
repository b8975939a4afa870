//! Dialect-wide parts of `BufferizationDialect.cpp`: the names of the
//! dialect's attributes, their verifiers (on ops and on function
//! arguments) and the inliner interface.

use ir::{Attribute, Context, Diagnostic, DialectDefinition, OpId};

/// `bufferization.writable`: whether the buffer of a tensor function
/// argument may be written during One-Shot Module Bufferize.
pub const WRITABLE_ATTR_NAME: &str = "bufferization.writable";

/// `bufferization.access`: how a function accesses the buffer of an
/// argument (`"none"`, `"read"`, `"write"` or `"read-write"`).
pub const BUFFER_ACCESS_ATTR_NAME: &str = "bufferization.access";

/// `bufferization.buffer_layout`: the layout of the buffer of a function
/// argument after One-Shot Module Bufferize.
pub const BUFFER_LAYOUT_ATTR_NAME: &str = "bufferization.buffer_layout";

/// `bufferization.manual_deallocation`: an allocation or deallocation op
/// under manual deallocation (ownership-based deallocation leaves it
/// alone).
pub const MANUAL_DEALLOCATION_ATTR_NAME: &str = "bufferization.manual_deallocation";

/// The dialect's attribute verifiers and inliner interface (what
/// `BufferizationDialect::initialize` adds; called by [`crate::register`]).
pub(crate) fn register_hooks(ctx: &mut Context) {
    // The generated registration sets no dialect hook (no constant
    // materialiser, no dialect-wide patterns): a new definition loses none.
    let mut def = DialectDefinition::new("bufferization");
    def.verify_operation_attribute = Some(verify_operation_attribute);
    def.verify_region_arg_attribute = Some(verify_region_arg_attribute);
    ctx.register_dialect(def);
    register_inliner_interface(ctx);
}

/// Attaches the bufferization dialect's inliner interface to `ctx`
/// (upstream's `BufferizationInlinerInterface`: every op may be inlined).
pub fn register_inliner_interface(ctx: &mut Context) {
    ir::transforms::inlining::register_ops_always_inline(ctx, "bufferization");
}

/// An error at `op` without the op-name prefix (`op->emitError()`).
fn error(ctx: &Context, op: OpId, message: impl std::fmt::Display) -> Diagnostic {
    Diagnostic::at_op(ctx, op, message.to_string())
}

/// Whether `op` is a function (`FunctionOpInterface`).
fn is_function(ctx: &Context, op: OpId) -> bool {
    ir::interfaces::FunctionOpInterfaceRef::get(ctx, op).is_some()
}

/// `BufferizationDialect::verifyRegionArgAttribute`.
fn verify_region_arg_attribute(
    ctx: &Context,
    op: OpId,
    _arg: usize,
    name: &str,
    value: Attribute,
) -> Result<(), Diagnostic> {
    match name {
        WRITABLE_ATTR_NAME => {
            if ctx.as_bool(value).is_none() {
                return Err(error(
                    ctx,
                    op,
                    format!("'{name}' is expected to be a boolean attribute"),
                ));
            }
            if !is_function(ctx, op) {
                return Err(error(
                    ctx,
                    op,
                    format!("expected '{name}' to be used on function-like operations"),
                ));
            }
            if ir::interfaces::function_is_external(ctx, op) {
                return Err(error(
                    ctx,
                    op,
                    format!("'{name}' is invalid on external functions"),
                ));
            }
            Ok(())
        }
        BUFFER_ACCESS_ATTR_NAME => {
            let Some(text) = ctx.attr_as_str(value) else {
                return Err(error(
                    ctx,
                    op,
                    format!("'{name}' is expected to be a string attribute"),
                ));
            };
            if !matches!(text, "none" | "read" | "write" | "read-write") {
                return Err(error(ctx, op, format!("invalid value for '{name}'")));
            }
            if !is_function(ctx, op) {
                return Err(error(
                    ctx,
                    op,
                    format!("expected '{name}' to be used on function-like operations"),
                ));
            }
            Ok(())
        }
        BUFFER_LAYOUT_ATTR_NAME => {
            if ctx.attr_kind(value) != ir::AttrKind::AffineMap {
                return Err(error(
                    ctx,
                    op,
                    format!("'{name}' is expected to be a affine map attribute"),
                ));
            }
            if !is_function(ctx, op) {
                return Err(error(
                    ctx,
                    op,
                    format!("expected '{name}' to be used on function-like operations"),
                ));
            }
            Ok(())
        }
        // Upstream names the layout attribute here whatever the name.
        _ => Err(error(
            ctx,
            op,
            format!(
                "attribute '{BUFFER_LAYOUT_ATTR_NAME}' not supported as a region arg attribute by the bufferization dialect"
            ),
        )),
    }
}

/// `BufferizationDialect::verifyOperationAttribute`.
fn verify_operation_attribute(
    ctx: &Context,
    op: OpId,
    name: &str,
    _value: Attribute,
) -> Result<(), Diagnostic> {
    if name == MANUAL_DEALLOCATION_ATTR_NAME {
        let effects = ir::interfaces::side_effects::op_memory_effects(ctx, op).unwrap_or_default();
        let allocates_or_frees = effects.iter().any(|e| {
            matches!(
                e.effect(),
                ir::effects::MemoryEffect::Allocate | ir::effects::MemoryEffect::Free
            )
        });
        if !allocates_or_frees {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                format!(
                    "attribute '{name}' can be used only on ops that have an allocation and/or free side effect"
                ),
            ));
        }
        return Ok(());
    }
    Err(error(
        ctx,
        op,
        format!(
            "attribute '\"{name}\"' not supported as an op attribute by the bufferization dialect"
        ),
    ))
}
