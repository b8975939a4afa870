//! Generates the declarations of the `tosa-to-linalg` and `tosa-to-linalg-named` passes
//! (`$OUT_DIR/passes.rs.inc`) from their defs in upstream MLIR 19's
//! `Conversion/Passes.td` (their C++ snippets rewritten in Rust).

fn main() {
    tblgen_build::Config::new()
        .passes()
        .include_dir("include")
        .file("include/mlir/Conversion/Passes.td")
        .compile();
}
