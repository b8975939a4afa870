//! Generates the amx dialect (`$OUT_DIR/amx.rs.inc`) from upstream
//! MLIR 19's `AMX.td`, its C++ snippets rewritten in Rust
//! (`upstream.diff`). It includes the llvm dialect's `LLVMOpBase.td`
//! (its intrinsic ops), found where dialect-llvm's build script says
//! (`links = "mlir-llvm"`).

fn main() {
    let llvm = std::env::var("DEP_MLIR_LLVM_INCLUDE")
        .expect("dialect-llvm's build script sets DEP_MLIR_LLVM_INCLUDE");
    tblgen_build::Config::new()
        .include_dir("include")
        .include_dir(llvm)
        .file("include/mlir/Dialect/AMX/AMX.td")
        .compile();
}
