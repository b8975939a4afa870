//! Generates the llvm dialect's ops, attributes and enums
//! (`$OUT_DIR/llvm_ops.rs.inc`) from upstream MLIR 19's `LLVMOps.td` and
//! the files it includes (`LLVMDialect.td`, `LLVMOpBase.td`,
//! `LLVMEnums.td`, `LLVMAttrDefs.td`, `LLVMInterfaces.td`, and
//! `LLVMIntrinsicOps.td` included at its end), their C++ snippets rewritten
//! in Rust (`upstream.diff`).

fn main() {
    tblgen_build::Config::new()
        .include_dir("include")
        .file("include/mlir/Dialect/LLVMIR/LLVMOps.td")
        .compile();
    // The rewritten `.td` files, for dependents that include them.
    let include = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("include");
    println!("cargo:include={}", include.display());
}
