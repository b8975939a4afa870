//! Generates the complex dialect from upstream MLIR 19's `ComplexOps.td`
//! (`$OUT_DIR/complex_ops.rs.inc`: the dialect and its ops) and
//! `ComplexAttributes.td` (`$OUT_DIR/complex_attributes.rs.inc`:
//! `#complex.number`), their C++ snippets rewritten in Rust.
//! `ComplexOps.td` includes the arith dialect's `ArithBase.td` and
//! `ArithOpsInterfaces.td`: the arith crate's, found where its build script
//! says (`links = "mlir-arith"`).

fn main() {
    let arith = std::env::var("DEP_MLIR_ARITH_INCLUDE")
        .expect("dialect-arith's build script sets DEP_MLIR_ARITH_INCLUDE");
    tblgen_build::Config::new()
        .include_dir("include")
        .include_dir(arith)
        .file("include/mlir/Dialect/Complex/IR/ComplexOps.td")
        .file("include/mlir/Dialect/Complex/IR/ComplexAttributes.td")
        .compile();
}
