//! Generates the affine dialect (`$OUT_DIR/affine_ops.rs.inc`) from upstream
//! MLIR 19's `AffineOps.td` and `AffineMemoryOpInterfaces.td` (their C++
//! snippets rewritten in Rust). `AffineOps.td` includes arith's
//! `ArithBase.td` (for `AtomicRMWKind`): the arith crate's, found where its
//! build script says (`links = "mlir-arith"`), so the packaged crate builds.
//! The passes (`$OUT_DIR/passes.rs.inc`) come from `Passes.td`.

fn main() {
    let arith = std::env::var("DEP_MLIR_ARITH_INCLUDE")
        .expect("dialect-arith's build script sets DEP_MLIR_ARITH_INCLUDE");
    tblgen_build::Config::new()
        .include_dir("include")
        .include_dir(arith)
        .file("include/mlir/Dialect/Affine/IR/AffineOps.td")
        .compile();
    tblgen_build::compile_passes("include/mlir/Dialect/Affine/Passes.td");
}
