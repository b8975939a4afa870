//! Generates the rocdl dialect's ops and attributes
//! (`$OUT_DIR/rocdl_ops.rs.inc`) from upstream MLIR 19's `ROCDLOps.td`,
//! its C++ snippets rewritten in Rust (`upstream.diff`). `ROCDLOps.td`
//! includes the llvm dialect's `LLVMOpBase.td` and the gpu dialect's
//! `CompilationAttrInterfaces.td`, found where those crates' build scripts
//! say (`links = "mlir-llvm"`, `links = "mlir-gpu"`).

fn main() {
    let llvm = std::env::var("DEP_MLIR_LLVM_INCLUDE")
        .expect("dialect-llvm's build script sets DEP_MLIR_LLVM_INCLUDE");
    let gpu = std::env::var("DEP_MLIR_GPU_INCLUDE")
        .expect("dialect-gpu's build script sets DEP_MLIR_GPU_INCLUDE");
    tblgen_build::Config::new()
        .include_dir("include")
        .include_dir(llvm)
        .include_dir(gpu)
        .file("include/mlir/Dialect/LLVMIR/ROCDLOps.td")
        .compile();
}
