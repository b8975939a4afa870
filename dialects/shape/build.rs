//! Generates the shape dialect (`$OUT_DIR/shape_ops.rs.inc`) from upstream
//! MLIR 19's `ShapeOps.td` and `ShapeBase.td`, the DRR canonicalization
//! patterns of `ShapeCanonicalization.td` (which include the tensor
//! dialect's `TensorOps.td`, found through dialect-tensor's
//! `DEP_MLIR_TENSOR_INCLUDE`), and its passes (`$OUT_DIR/passes.rs.inc`)
//! from `Transforms/Passes.td`, their C++ snippets rewritten in Rust.

fn main() {
    tblgen_build::Config::new()
        .include_dir("include")
        .file("include/mlir/Dialect/Shape/IR/ShapeOps.td")
        .compile();
    let tensor = std::env::var("DEP_MLIR_TENSOR_INCLUDE")
        .expect("dialect-tensor's build script sets DEP_MLIR_TENSOR_INCLUDE");
    // Upstream keeps the DRR patterns with the sources
    // (`lib/Dialect/Shape/IR/`).
    tblgen_build::Config::new()
        .rewriters()
        .include_dir("include")
        .include_dir(tensor)
        .file("lib/Dialect/Shape/IR/ShapeCanonicalization.td")
        .compile();
    tblgen_build::compile_passes("include/mlir/Dialect/Shape/Transforms/Passes.td");
}
