//! Generates the tensor dialect (`$OUT_DIR/tensor_ops.rs.inc`) from upstream
//! MLIR 19's `TensorOps.td` (its C++ snippets rewritten in Rust), and the
//! resolve-dims passes (`$OUT_DIR/passes.rs.inc`) from an excerpt of
//! MemRef's `Transforms/Passes.td`, and its own pass
//! (`$OUT_DIR/tensor_passes.rs.inc`) from `Tensor/Transforms/Passes.td`.

fn main() {
    tblgen_build::Config::new()
        .include_dir("include")
        .file("include/mlir/Dialect/Tensor/IR/TensorOps.td")
        .compile();
    tblgen_build::compile_passes("include/mlir/Dialect/MemRef/Transforms/Passes.td");
    tblgen_build::Config::new()
        .passes()
        .file("include/mlir/Dialect/Tensor/Transforms/Passes.td")
        .output_name("tensor_passes")
        .compile();
    // The rewritten `.td` files, for dependents that include them.
    let include = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("include");
    println!("cargo:include={}", include.display());
}
