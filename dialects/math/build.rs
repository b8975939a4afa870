//! Generates the math dialect (`$OUT_DIR/math_ops.rs.inc`) from upstream
//! MLIR 19's `MathOps.td` and `MathBase.td` (their C++ snippets rewritten in
//! Rust), and its passes (`$OUT_DIR/passes.rs.inc`) from
//! `Transforms/Passes.td`. `MathOps.td` includes the arith dialect's `ArithBase.td` and
//! `ArithOpsInterfaces.td`: the arith crate's, found where its build script
//! says (`links = "mlir-arith"`).

fn main() {
    let arith = std::env::var("DEP_MLIR_ARITH_INCLUDE")
        .expect("dialect-arith's build script sets DEP_MLIR_ARITH_INCLUDE");
    tblgen_build::Config::new()
        .include_dir("include")
        .include_dir(arith)
        .file("include/mlir/Dialect/Math/IR/MathOps.td")
        .compile();
    tblgen_build::compile_passes("include/mlir/Dialect/Math/Transforms/Passes.td");
}
