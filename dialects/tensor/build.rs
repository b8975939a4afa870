//! Generates the tensor dialect (`$OUT_DIR/tensor_ops.rs.inc`) from upstream
//! MLIR 19's `TensorOps.td` (its C++ snippets rewritten in Rust).

fn main() {
    tblgen_build::Config::new()
        .include_dir("include")
        .file("include/mlir/Dialect/Tensor/IR/TensorOps.td")
        .compile();
}
