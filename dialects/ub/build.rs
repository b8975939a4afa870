//! Generates the ub dialect (`$OUT_DIR/ub_ops.rs.inc`) from upstream MLIR
//! 19's `UBOps.td` and the `UBOpsInterfaces.td` it includes (their C++
//! snippets rewritten in Rust).

fn main() {
    tblgen_build::Config::new()
        .include_dir("include")
        .file("include/mlir/Dialect/UB/IR/UBOps.td")
        .compile();
}
