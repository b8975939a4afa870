//! Generates the vector dialect (`$OUT_DIR/vector_ops.rs.inc`) from upstream
//! MLIR 19's `VectorOps.td` (its C++ snippets rewritten in Rust), with the
//! masking interfaces of `Vector/Interfaces`. `VectorOps.td` includes the
//! arith dialect's `ArithBase.td` and `ArithOpsInterfaces.td`: the arith
//! crate's, found where its build script says (`links = "mlir-arith"`).
//! The passes (`$OUT_DIR/passes.rs.inc`) come from an excerpt of
//! `Transforms/Passes.td`.

fn main() {
    let arith = std::env::var("DEP_MLIR_ARITH_INCLUDE")
        .expect("dialect-arith's build script sets DEP_MLIR_ARITH_INCLUDE");
    tblgen_build::Config::new()
        .include_dir("include")
        .include_dir(arith)
        .file("include/mlir/Dialect/Vector/IR/VectorOps.td")
        .compile();
    // The passes of `Transforms/Passes.td` (those ported so far).
    tblgen_build::compile_passes("include/mlir/Dialect/Vector/Transforms/Passes.td");
}
