//! Generates the nvvm dialect's ops, enums and attributes
//! (`$OUT_DIR/nvvm_ops.rs.inc`) from upstream MLIR 19's `NVVMOps.td` and
//! `BasicPtxBuilderInterface.td`, their C++ snippets rewritten in Rust
//! (`upstream.diff`). `NVVMOps.td` includes the llvm dialect's
//! `LLVMOpBase.td` and the gpu dialect's `CompilationAttrInterfaces.td`,
//! found where those crates' build scripts say (`links = "mlir-llvm"`,
//! `links = "mlir-gpu"`). The pass (`$OUT_DIR/passes.rs.inc`) comes from
//! its def in `LLVMIR/Transforms/Passes.td`.

fn main() {
    let llvm = std::env::var("DEP_MLIR_LLVM_INCLUDE")
        .expect("dialect-llvm's build script sets DEP_MLIR_LLVM_INCLUDE");
    let gpu = std::env::var("DEP_MLIR_GPU_INCLUDE")
        .expect("dialect-gpu's build script sets DEP_MLIR_GPU_INCLUDE");
    tblgen_build::Config::new()
        .include_dir("include")
        .include_dir(llvm)
        .include_dir(gpu)
        .file("include/mlir/Dialect/LLVMIR/NVVMOps.td")
        .compile();
    // `llvm-optimize-for-nvvm-target`, from its def in
    // `LLVMIR/Transforms/Passes.td`.
    tblgen_build::compile_passes("include/mlir/Dialect/LLVMIR/Transforms/Passes.td");
}
