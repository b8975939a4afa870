//! Generates the dlti dialect (`$OUT_DIR/dlti_ops.rs.inc`) from upstream
//! MLIR 19's `DLTI.td` and the files beside it (`DLTIBase.td`,
//! `DLTIAttrs.td`), their C++ snippets rewritten in Rust, and tells
//! dependents where they are (`DEP_MLIR_DLTI_INCLUDE`).

fn main() {
    tblgen_build::Config::new()
        .include_dir("include")
        .file("include/mlir/Dialect/DLTI/DLTIAttrs.td")
        .compile();
    // The rewritten `.td` files, for dependents that include them.
    let include = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("include");
    println!("cargo:include={}", include.display());
}
