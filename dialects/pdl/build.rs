//! Generates the pdl dialect (`$OUT_DIR/pdl_ops.rs.inc`) from upstream MLIR
//! 19's `PDLOps.td`, `PDLTypes.td` and `PDLDialect.td`, their C++ snippets
//! rewritten in Rust (`upstream.diff`).

fn main() {
    tblgen_build::Config::new()
        .include_dir("include")
        .file("include/mlir/Dialect/PDL/IR/PDLOps.td")
        .compile();
}
