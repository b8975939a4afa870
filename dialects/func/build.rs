//! Generates the func dialect (`$OUT_DIR/func_ops.rs.inc`) from upstream
//! MLIR 19's `FuncOps.td` (its C++ snippets rewritten in Rust).

fn main() {
    tblgen_build::Config::new()
        .include_dir("include")
        .file("include/mlir/Dialect/Func/IR/FuncOps.td")
        .compile();
}
