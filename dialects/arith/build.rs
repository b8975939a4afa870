//! Generates the arith dialect (`$OUT_DIR/arith_ops.rs.inc`) from upstream
//! MLIR 19's `ArithOps.td` (its C++ snippets rewritten in Rust).

fn main() {
    tblgen_build::Config::new()
        .include_dir("include")
        .file("include/mlir/Dialect/Arith/IR/ArithOps.td")
        .compile();
    // The DRR patterns of `ArithCanonicalization.td` (upstream keeps it
    // with the sources, `lib/Dialect/Arith/IR/`).
    tblgen_build::Config::new()
        .rewriters()
        .include_dir("include")
        .file("lib/Dialect/Arith/IR/ArithCanonicalization.td")
        .compile();
}
