//! Generates the arith dialect (`$OUT_DIR/arith_ops.rs.inc`) from upstream
//! MLIR 19's `ArithOps.td` (its C++ snippets rewritten in Rust), and its
//! passes (`$OUT_DIR/passes.rs.inc`) from `Transforms/Passes.td`.

fn main() {
    tblgen_build::Config::new()
        .include_dir("include")
        .file("include/mlir/Dialect/Arith/IR/ArithOps.td")
        .compile();
    // The DRR patterns of `ArithCanonicalization.td` (upstream keeps it
    // with the sources, `lib/Dialect/Arith/IR/`).
    tblgen_build::Config::new()
        .rewriters()
        .include_dir("include")
        .file("lib/Dialect/Arith/IR/ArithCanonicalization.td")
        .compile();
    // The passes of `Transforms/Passes.td` (those ported so far).
    tblgen_build::compile_passes("include/mlir/Dialect/Arith/Transforms/Passes.td");
    // The rewritten `.td` files, for dependents that include them.
    let include = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("include");
    println!("cargo:include={}", include.display());
}
