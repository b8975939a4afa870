//! Generates the scf dialect (`$OUT_DIR/scf_ops.rs.inc`) from upstream
//! MLIR 19's `SCFOps.td` and `DeviceMappingInterface.td` (their C++
//! snippets rewritten in Rust), and its passes (`$OUT_DIR/passes.rs.inc`)
//! from an excerpt of `Transforms/Passes.td`, and the loop coalescing pass
//! (`$OUT_DIR/affine_passes.rs.inc`) from its def in `Affine/Passes.td`.

fn main() {
    tblgen_build::Config::new()
        .include_dir("include")
        .file("include/mlir/Dialect/SCF/IR/SCFOps.td")
        .compile();
    tblgen_build::compile_passes("include/mlir/Dialect/SCF/Transforms/Passes.td");
    tblgen_build::Config::new()
        .passes()
        .file("include/mlir/Dialect/Affine/Passes.td")
        .output_name("affine_passes")
        .compile();
    // The rewritten `.td` files, for dependents that include them.
    let include = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("include");
    println!("cargo:include={}", include.display());
}
