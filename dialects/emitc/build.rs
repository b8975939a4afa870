//! Generates the emitc dialect (`$OUT_DIR/emit_c.rs.inc`) from upstream
//! MLIR 19's `EmitC.td` and what it includes, and its pass
//! (`$OUT_DIR/passes.rs.inc`) from `Transforms/Passes.td` (their C++
//! snippets rewritten in Rust).

fn main() {
    tblgen_build::Config::new()
        .include_dir("include")
        .file("include/mlir/Dialect/EmitC/IR/EmitC.td")
        .compile();
    tblgen_build::compile_passes("include/mlir/Dialect/EmitC/Transforms/Passes.td");
}
