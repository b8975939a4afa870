//! Generates the arm_sve dialect (`$OUT_DIR/arm_sve.rs.inc`) from upstream
//! MLIR 19's `ArmSVE.td`, its C++ snippets rewritten in Rust
//! (`upstream.diff`). It includes the llvm dialect's `LLVMOpBase.td`
//! (its intrinsic ops), found where dialect-llvm's build script says
//! (`links = "mlir-llvm"`).

fn main() {
    let llvm = std::env::var("DEP_MLIR_LLVM_INCLUDE")
        .expect("dialect-llvm's build script sets DEP_MLIR_LLVM_INCLUDE");
    tblgen_build::Config::new()
        .include_dir("include")
        .include_dir(llvm)
        .file("include/mlir/Dialect/ArmSVE/IR/ArmSVE.td")
        .compile();
}
