//! Dialect-wide parts of `GPUDialect.cpp`: registration with the type
//! parser and printer, the inliner interface, `addAsyncDependency` and the
//! names of the dialect's discardable attributes.

use ir::interfaces::SymbolTableCollection;
use ir::{Attribute, Context, Diagnostic, DialectDefinition, IrError, OpId, Value};

use crate::{BinaryOp, GPUFuncOp, GPUModuleOp, LaunchFuncOp};

/// `gpu.container_module`: marks a module holding `gpu.module`s that
/// `gpu.launch_func` refers to.
pub const CONTAINER_MODULE_ATTR_NAME: &str = "gpu.container_module";

/// `gpu.kernel`: marks a `gpu.func` (or another function) as a kernel.
pub const KERNEL_FUNC_ATTR_NAME: &str = "gpu.kernel";

/// The options of a serialization to a GPU object (upstream's
/// `gpu::TargetOptions`, reduced to what the project can use: no target
/// here serializes a module).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TargetOptions {
    /// Extra command-line options of the target's tools.
    pub cmd_options: String,
    /// The object format to produce.
    pub compilation_target: crate::CompilationTarget,
}

/// Registers every op, attribute and type of the dialect with `ctx`, with
/// the dialect's own type syntax and its inliner interface.
pub fn register_dialect(ctx: &mut Context) {
    crate::register(ctx);
    let mut def = DialectDefinition::new("gpu");
    def.parse_type = Some(crate::types::parse_type);
    def.print_type = Some(crate::types::print_type);
    def.verify_operation_attribute = Some(verify_operation_attribute);
    ctx.register_dialect(def);
    register_inliner_interface(ctx);
}

/// Attaches the gpu dialect's inliner interface to `ctx` (done by
/// [`register_dialect`]).
pub fn register_inliner_interface(ctx: &mut Context) {
    // Upstream's `GPUInlinerInterface`: every gpu op may be inlined.
    ir::transforms::inlining::register_ops_always_inline(ctx, "gpu");
}

/// Adds `token` as the first async dependency of `op` (upstream's
/// `gpu::addAsyncDependency`): the first operand, and one more in the
/// first operand segment when the op has segments.
pub fn add_async_dependency(ctx: &mut Context, op: OpId, token: Value) -> Result<(), IrError> {
    let mut operands = vec![token];
    operands.extend(ctx.operands(op));
    ctx.set_operands(op, &operands)?;
    let sizes = ir::asm_support::read_segment_sizes(ctx, op, "operandSegmentSizes");
    if sizes.is_empty() {
        return Ok(());
    }
    let mut sizes = sizes;
    sizes[0] += 1;
    let attr = ir::asm_support::segment_sizes(ctx, &sizes);
    let mut props = ctx.props(op);
    ir::asm_support::set_property(ctx, &mut props, "operandSegmentSizes", attr);
    ctx.set_props(op, props)
}

/// Upstream's `verifyKnownLaunchSizeAttr`: a dense `i32` array of 3.
fn verify_known_launch_size(
    ctx: &Context,
    op: OpId,
    name: &str,
    value: Attribute,
) -> Result<(), Diagnostic> {
    let i32_array = ctx.as_dense_array(value).is_some()
        && ctx.type_as_integer(ctx.attr_type(value)) == Some((32, ir::Signedness::Signless));
    if !i32_array {
        return Err(Diagnostic::op_error(
            ctx,
            op,
            format!("{name} must be a dense i32 array"),
        ));
    }
    if ctx.dense_array_as_i64(value).map_or(0, <[i64]>::len) != 3 {
        return Err(Diagnostic::op_error(
            ctx,
            op,
            format!("{name} must contain exactly 3 elements"),
        ));
    }
    Ok(())
}

/// Upstream's `GPUDialect::verifyOperationAttribute`: the launch size
/// hints, and on a `gpu.container_module` module, each `gpu.launch_func`
/// in a function of the module against the kernel it names.
fn verify_operation_attribute(
    ctx: &Context,
    op: OpId,
    name: &str,
    value: Attribute,
) -> Result<(), Diagnostic> {
    if name == "gpu.known_block_size" || name == "gpu.known_grid_size" {
        return verify_known_launch_size(ctx, op, name, value);
    }
    if name != CONTAINER_MODULE_ATTR_NAME || ctx.attr_kind(value) != ir::AttrKind::Unit {
        return Ok(());
    }
    if !ctx.op_is(op, "builtin.module") {
        return Err(Diagnostic::at_op(
            ctx,
            op,
            "expected 'gpu.container_module' attribute to be attached to 'builtin.module'",
        ));
    }
    let symbols = SymbolTableCollection::new();
    for launch in ctx.walk_postorder(op) {
        let Some(launch) = LaunchFuncOp::cast(ctx, launch) else {
            continue;
        };
        verify_launch_in_container(ctx, op, launch, &symbols)?;
    }
    Ok(())
}

/// The checks of one `gpu.launch_func` of a container module `module`.
fn verify_launch_in_container(
    ctx: &Context,
    module: OpId,
    launch: LaunchFuncOp,
    symbols: &SymbolTableCollection,
) -> Result<(), Diagnostic> {
    let op = launch.operation();
    // Only launches in the module's functions; those missing their kernel
    // attribute are their own verifier's to report.
    if ctx.op_parent_op(op).and_then(|p| ctx.op_parent_op(p)) != Some(module) {
        return Ok(());
    }
    let Some(kernel) = ctx.attr(op, "kernel").or_else(|| ctx.prop(op, "kernel")) else {
        return Ok(());
    };
    let Some((container_name, nested)) = ctx.as_symbol_ref(kernel) else {
        return Ok(());
    };
    let Some(container) = symbols.lookup_symbol_in(ctx, module, container_name) else {
        return Err(Diagnostic::op_error(
            ctx,
            op,
            format!("kernel container '{container_name}' is undefined"),
        ));
    };
    if BinaryOp::cast(ctx, container).is_some() {
        return Ok(());
    }
    if GPUModuleOp::cast(ctx, container).is_none() {
        return Err(Diagnostic::op_error(
            ctx,
            op,
            format!("kernel module '{container_name}' is undefined"),
        ));
    }
    let kernel_text = ir::printer::attr_to_string(ctx, kernel);
    let mut func = Some(container);
    for n in nested {
        func = func.and_then(|t| symbols.lookup_symbol_in(ctx, t, n));
    }
    let Some(func) = func.filter(|_| !nested.is_empty()) else {
        return Err(Diagnostic::op_error(
            ctx,
            op,
            format!("kernel function '{kernel_text}' is undefined"),
        ));
    };
    if ir::interfaces::FunctionOpInterfaceRef::get(ctx, func).is_none() {
        let loc = ctx.op_loc(func);
        return Err(Diagnostic::op_error(
            ctx,
            op,
            format!("referenced kernel '{kernel_text}' is not a function"),
        )
        .with_note(loc, "see the kernel definition here"));
    }
    if ctx.attr(func, KERNEL_FUNC_ATTR_NAME).is_none() {
        return Err(Diagnostic::op_error(
            ctx,
            op,
            "kernel function is missing the 'gpu.kernel' attribute",
        ));
    }
    let Some(gpu_func) = GPUFuncOp::cast(ctx, func) else {
        return Ok(());
    };
    let operands = launch.kernel_operands(ctx);
    let inputs = ir::interfaces::CallableOpInterface::get_argument_types(gpu_func, ctx);
    if operands.len() != inputs.len() {
        return Err(Diagnostic::op_error(
            ctx,
            op,
            format!(
                "got {} kernel operands but expected {}",
                operands.len(),
                inputs.len()
            ),
        ));
    }
    for (i, (&v, &t)) in operands.iter().zip(&inputs).enumerate() {
        if ctx.value_type(v) != t {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                format!("type of function argument {i} does not match"),
            ));
        }
    }
    Ok(())
}
