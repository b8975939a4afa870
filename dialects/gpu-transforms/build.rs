//! Generates the declarations of the passes (`$OUT_DIR/passes.rs.inc`)
//! from an excerpt of upstream MLIR 19's `GPU/Transforms/Passes.td` (its
//! C++ snippets rewritten in Rust).

fn main() {
    tblgen_build::compile_passes("include/mlir/Dialect/GPU/Transforms/Passes.td");
}
