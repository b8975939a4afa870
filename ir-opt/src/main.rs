//! `ir-opt`: MLIR text parsed, verified and printed like `mlir-opt`, with
//! every dialect the project ships registered, and the dialects' passes
//! beside the standard ones. The flags and their behaviour are the
//! reusable driver's, [`ir::tools::opt_main_with`] (`ir-opt --help` lists
//! them).

use std::process::ExitCode;

/// The allocator: mimalloc's thread-local free lists serve the IR's many
/// small allocations (ops' operand lists, attribute lists, the passes'
/// scratch vectors) in fewer instructions than glibc's malloc.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> ExitCode {
    let mut passes = ir::tools::default_registry();
    arith::register_passes(&mut passes);
    arith_transforms::register_passes(&mut passes);
    emitc::register_passes(&mut passes);
    async_dialect::register_passes(&mut passes);
    scf::register_passes(&mut passes);
    scf::coalescing::register_passes(&mut passes);
    func::register_passes(&mut passes);
    ml_program::register_passes(&mut passes);
    tosa::register_passes(&mut passes);
    shape::register_passes(&mut passes);
    tensor::register_passes(&mut passes);
    tensor::fold_subset::register_passes(&mut passes);
    memref::register_passes(&mut passes);
    nvvm::register_passes(&mut passes);
    nvgpu::register_passes(&mut passes);
    memref_transforms::register_passes(&mut passes);
    gpu_transforms::register_passes(&mut passes);
    bufferization_transforms::register_passes(&mut passes);
    transform::register_passes(&mut passes);
    bufferization_transforms::register_bufferization_pipelines(&mut passes);
    math::register_passes(&mut passes);
    affine::register_passes(&mut passes);
    gpu::register_passes(&mut passes);
    llvm_transforms::register_passes(&mut passes);
    vector::passes::register_passes(&mut passes);
    linalg_transforms::register_passes(&mut passes);
    value_bounds::test_pass::register_test_passes(&mut passes);
    register_conversions(&mut passes);
    ir::tools::opt_main_with("ir-opt", std::env::args_os(), register_dialects, &passes)
}

/// Registers the conversion passes the project ships (the crates under
/// `conversions/`), as `mlir-opt` registers upstream's.
fn register_conversions(registry: &mut ir::pass::PassRegistry) {
    affine_to_std::register_passes(registry);
    scf_to_cf::register_passes(registry);
    cf_to_scf::register_passes(registry);
    math_to_funcs::register_passes(registry);
    math_to_libm::register_passes(registry);
    linalg_to_std::register_passes(registry);
    complex_to_libm::register_passes(registry);
    complex_to_standard::register_passes(registry);
    reconcile_unrealized_casts::register_passes(registry);
    arith_to_emitc::register_passes(registry);
    func_to_emitc::register_passes(registry);
    scf_to_emitc::register_passes(registry);
    memref_to_emitc::register_passes(registry);
    arith_to_llvm::register_passes(registry);
    index_to_llvm::register_passes(registry);
    ub_to_llvm::register_passes(registry);
    tosa_to_arith::register_passes(registry);
    tosa_to_tensor::register_passes(registry);
    tosa_to_scf::register_passes(registry);
    tosa_to_mlprogram::register_passes(registry);
    tosa_to_linalg::register_passes(registry);
    tosa_to_linalg::register_tosa_to_linalg_pipelines(registry);
    cf_to_llvm::register_passes(registry);
    math_to_llvm::register_passes(registry);
    math_to_rocdl::register_passes(registry);
    gpu_to_rocdl::register_passes(registry);
    gpu_to_nvvm::register_passes(registry);
    bufferization_to_memref::register_passes(registry);
    complex_to_llvm::register_passes(registry);
    func_to_llvm::register_passes(registry);
    memref_to_llvm::register_passes(registry);
    vector_to_llvm::register_passes(registry);
    vector_to_scf::register_passes(registry);
    convert_to_llvm::register_passes(registry);
}

/// Registers the project's dialects in a context, as `mlir-opt` registers
/// upstream's. `builtin` is in every context already; the crates under
/// `dialects/` register here.
fn register_dialects(ctx: &mut ir::Context) {
    func::register(ctx);
    func::register_inliner_extension(ctx);
    arith::register(ctx);
    arith::register_inliner_interface(ctx);
    cf::register(ctx);
    cf::register_inliner_interface(ctx);
    scf::register(ctx);
    scf::register_inliner_interface(ctx);
    emitc::register(ctx);
    ub::register(ctx);
    transform::register(ctx);
    func_transform_ops::register(ctx);
    memref_transform_ops::register(ctx);
    scf_transform_ops::register(ctx);
    linalg_transform_ops::register(ctx);
    convert_to_llvm::register_convert_to_llvm_interfaces(ctx);
    index::register(ctx);
    math::register(ctx);
    math::register_inliner_interface(ctx);
    ub::register_inliner_interface(ctx);
    memref::register(ctx);
    memref::register_memory_slot_external_models(ctx);
    affine::register(ctx);
    affine::register_inliner_interface(ctx);
    affine::register_dma_ops(ctx);
    complex::register(ctx);
    complex::register_inliner_interface(ctx);
    tensor::register(ctx);
    tensor::register_inliner_interface(ctx);
    tensor::register_infer_type_op_interface_external_models(ctx);
    bufferization::register(ctx);
    bufferization_transforms::register_allocation_op_interface_external_models(ctx);
    bufferization_transforms::register_buffer_view_flow_op_interface_external_models(ctx);
    bufferization_transforms::register_buffer_deallocation_op_interface_external_models(ctx);
    bufferization_transforms::register_bufferizable_op_interface_external_models(ctx);
    gpu::register_dialect(ctx);
    dlti::register(ctx);
    ml_program::register(ctx);
    mpi::register(ctx);
    omp::register_dialect(ctx);
    irdl::register(ctx);
    async_dialect::register(ctx);
    quant::register_dialect(ctx);
    tosa::register_dialect(ctx);
    shape::register_dialect(ctx);
    llvm::register_dialect(ctx);
    nvvm::register_dialect(ctx);
    nvgpu::register(ctx);
    amdgpu::register(ctx);
    amx::register(ctx);
    arm_neon::register(ctx);
    arm_sve::register(ctx);
    x86vector::register(ctx);
    rocdl::register_dialect(ctx);
    vector::register(ctx);
    vector::register_inliner_interface(ctx);
    linalg::register(ctx);
    linalg::register_inliner_interface(ctx);
    linalg_transforms::register_tiling_interface_external_models(ctx);
    linalg_transforms::register_tensor_tiling_interface_external_models(ctx);
    bufferization_transforms::register_linalg_models(ctx);
    value_bounds::register_external_models(ctx);
    // The test dialect's ops `-test-affine-reify-value-bounds` reads.
    value_bounds::test_pass::register_test_ops(ctx);
    register_test_dyn_dialect(ctx);
}

/// Upstream's `test_dyn` dialect (`TestDynDialect.cpp`, registered by
/// `mlir-opt` with the test dialects): a dynamic dialect of one op,
/// `test_dyn.one_result`, which must have a single result and neither
/// operands nor regions (`IR/dynamic.mlir` checks that its verifier runs).
fn register_test_dyn_dialect(ctx: &mut ir::Context) {
    ctx.register_dynamic_dialect("test_dyn");
    let mut op = ir::dynamic::DynamicOpDefinition::new("test_dyn.one_result");
    op.verify = Some(std::rc::Rc::new(|ctx: &ir::Context, op: ir::OpId| {
        if ctx.num_operands(op) == 0 && ctx.num_results(op) == 1 && ctx.op_regions(op).is_empty() {
            return Ok(());
        }
        Err(ir::Diagnostic::at_op(
            ctx,
            op,
            "expected a single result, no operands and no regions",
        ))
    }));
    op.verify_regions = Some(std::rc::Rc::new(|_: &ir::Context, _: ir::OpId| Ok(())));
    ctx.register_dynamic_op(op);
}
