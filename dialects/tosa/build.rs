//! Generates the tosa dialect (`$OUT_DIR/tosa_ops.rs.inc`) from upstream
//! MLIR 19's `TosaOps.td` and the files it includes (`TosaOpBase.td`,
//! `TosaTypesBase.td`, `TosaInterfaces.td`, `TosaUtilOps.td`), their C++
//! snippets rewritten in Rust (`upstream.diff`). The passes
//! (`$OUT_DIR/passes.rs.inc`) come from an excerpt of
//! `Transforms/Passes.td`.

fn main() {
    tblgen_build::Config::new()
        .include_dir("include")
        .file("include/mlir/Dialect/Tosa/IR/TosaOps.td")
        .compile();
    tblgen_build::compile_passes("include/mlir/Dialect/Tosa/Transforms/Passes.td");
}
