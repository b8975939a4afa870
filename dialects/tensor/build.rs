//! Generates the tensor dialect (`$OUT_DIR/tensor_ops.rs.inc`) from upstream
//! MLIR 19's `TensorOps.td` (its C++ snippets rewritten in Rust), and the
//! resolve-dims passes (`$OUT_DIR/passes.rs.inc`) from an excerpt of
//! MemRef's `Transforms/Passes.td`.

fn main() {
    tblgen_build::Config::new()
        .include_dir("include")
        .file("include/mlir/Dialect/Tensor/IR/TensorOps.td")
        .compile();
    tblgen_build::compile_passes("include/mlir/Dialect/MemRef/Transforms/Passes.td");
}
