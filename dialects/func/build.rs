//! Generates the func dialect (`$OUT_DIR/func_ops.rs.inc`) from upstream
//! MLIR 19's `FuncOps.td` (its C++ snippets rewritten in Rust), and its pass
//! (`$OUT_DIR/passes.rs.inc`) from an excerpt of `Transforms/Passes.td`.

fn main() {
    tblgen_build::Config::new()
        .include_dir("include")
        .file("include/mlir/Dialect/Func/IR/FuncOps.td")
        .compile();
    tblgen_build::compile_passes("include/mlir/Dialect/Func/Transforms/Passes.td");
}
