//! Dialect-wide parts of `GPUDialect.cpp`: registration with the type
//! parser and printer, the inliner interface, `addAsyncDependency` and the
//! names of the dialect's discardable attributes.

use ir::transforms::inlining::DialectInlinerInterface;
use ir::{Context, DialectDefinition, IrError, IrMapping, OpId, RegionId, Value};

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
    ctx.register_dialect(def);
    register_inliner_interface(ctx);
}

/// `GPUInlinerInterface`: every gpu op may be inlined.
struct GpuInliner;

impl DialectInlinerInterface for GpuInliner {
    fn is_legal_to_inline_op(
        &self,
        _: &Context,
        _: OpId,
        _: RegionId,
        _: bool,
        _: &IrMapping,
    ) -> bool {
        true
    }
}

static GPU_INLINER: GpuInliner = GpuInliner;

/// Attaches the gpu dialect's inliner interface to `ctx` (done by
/// [`register_dialect`]).
pub fn register_inliner_interface(ctx: &mut Context) {
    ctx.add_dialect_interface::<dyn DialectInlinerInterface>("gpu", &GPU_INLINER);
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
