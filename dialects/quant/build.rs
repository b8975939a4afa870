//! Generates the quant dialect (`$OUT_DIR/quant_ops.rs.inc`) from upstream
//! MLIR 19's `QuantOps.td` and `QuantOpsBase.td`, their two C++ type
//! predicates rewritten in Rust (`upstream.diff`).

fn main() {
    tblgen_build::Config::new()
        .include_dir("include")
        .file("include/mlir/Dialect/Quant/QuantOps.td")
        .compile();
}
