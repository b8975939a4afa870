//! Generates the ml_program dialect (`$OUT_DIR/ml_program_ops.rs.inc`) from
//! upstream MLIR 19's `MLProgramOps.td` and the files it includes
//! (`MLProgramBase.td`, `MLProgramAttributes.td`, `MLProgramTypes.td`),
//! their C++ snippets rewritten in Rust, and its pass
//! (`$OUT_DIR/passes.rs.inc`) from `Transforms/Passes.td`.

fn main() {
    tblgen_build::Config::new()
        .include_dir("include")
        .file("include/mlir/Dialect/MLProgram/IR/MLProgramOps.td")
        .compile();
    tblgen_build::compile_passes("include/mlir/Dialect/MLProgram/Transforms/Passes.td");
}
