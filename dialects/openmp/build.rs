//! Generates the omp dialect (`$OUT_DIR/open_mp_ops.rs.inc`) from upstream
//! MLIR 19's `OpenMPOps.td` and the files it includes (the clauses, enums,
//! attributes and interfaces of `mlir/Dialect/OpenMP/`, and the atomic and
//! outlining interfaces OpenMP shares with OpenACC in
//! `mlir/Dialect/OpenACCMPCommon/Interfaces/`), their C++ snippets
//! rewritten in Rust (`upstream.diff`). `OpenMPOps.td` includes the llvm
//! dialect's `LLVMOpBase.td`, found where that crate's build script says
//! (`links = "mlir-llvm"`).

fn main() {
    let llvm = std::env::var("DEP_MLIR_LLVM_INCLUDE")
        .expect("dialect-llvm's build script sets DEP_MLIR_LLVM_INCLUDE");
    tblgen_build::Config::new()
        .include_dir("include")
        .include_dir(llvm)
        .file("include/mlir/Dialect/OpenMP/OpenMPOps.td")
        .compile();
}
