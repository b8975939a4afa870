//! Generates the async dialect (`$OUT_DIR/async_ops.rs.inc`) from upstream
//! MLIR 19's `AsyncOps.td` and the files it includes (`AsyncDialect.td`,
//! `AsyncTypes.td`), and its passes (`$OUT_DIR/passes.rs.inc`) from the
//! defs of `Passes.td` ported so far, their C++ snippets rewritten in Rust.

fn main() {
    tblgen_build::Config::new()
        .include_dir("include")
        .file("include/mlir/Dialect/Async/IR/AsyncOps.td")
        .compile();
    tblgen_build::compile_passes("include/mlir/Dialect/Async/Passes.td");
}
