//! Generates the declaration of the `tosa-to-scf` pass
//! (`$OUT_DIR/passes.rs.inc`) from its def in upstream MLIR 19's
//! `Conversion/Passes.td` (its C++ snippets rewritten in Rust).

fn main() {
    tblgen_build::Config::new()
        .passes()
        .include_dir("include")
        .file("include/mlir/Conversion/Passes.td")
        .compile();
}
