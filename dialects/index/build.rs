//! Generates the index dialect (`$OUT_DIR/index_ops.rs.inc`) from upstream
//! MLIR 19's `IndexOps.td` and the `IndexDialect.td` and `IndexEnums.td` it
//! includes (their C++ snippets rewritten in Rust).

fn main() {
    tblgen_build::Config::new()
        .include_dir("include")
        .file("include/mlir/Dialect/Index/IR/IndexOps.td")
        .compile();
}
