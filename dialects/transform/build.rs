//! Generates the transform dialect from upstream MLIR 19's `.td` files (their
//! C++ snippets rewritten in Rust): the types and their interfaces
//! (`$OUT_DIR/transform_types.rs.inc`, from `TransformTypes.td`), the ops,
//! their interfaces and enums (`$OUT_DIR/transform_ops.rs.inc`, from
//! `TransformOps.td`, which includes `TransformInterfaces.td`,
//! `MatchInterfaces.td`, `TransformAttrs.td` and `TransformDialect.td`),
//! and the debug extension's ops (`$OUT_DIR/debug_extension_ops.rs.inc`,
//! from `DebugExtensionOps.td`: they implement the interfaces the ops'
//! output defines), the PDL extension's ops
//! (`$OUT_DIR/pdl_extension_ops.rs.inc`, from `PDLExtensionOps.td`); the `transform-interpreter` pass's declaration
//! (`$OUT_DIR/passes.rs.inc`) from an excerpt of `Transforms/Passes.td`.

fn main() {
    tblgen_build::Config::new()
        .include_dir("include")
        .file("include/mlir/Dialect/Transform/IR/TransformTypes.td")
        .compile();
    // With every op interface of `TransformInterfaces.td`, those no op of
    // the dialect implements too (extensions do).
    tblgen_build::Config::new()
        .include_dir("include")
        .interfaces_of("mlir/Dialect/Transform/Interfaces/TransformInterfaces.td")
        .file("include/mlir/Dialect/Transform/IR/TransformOps.td")
        .compile();
    tblgen_build::Config::new()
        .include_dir("include")
        .extends_namespace("::mlir::transform")
        .file("include/mlir/Dialect/Transform/DebugExtension/DebugExtensionOps.td")
        .compile();
    tblgen_build::Config::new()
        .include_dir("include")
        .extends_namespace("::mlir::transform")
        .file("include/mlir/Dialect/Transform/PDLExtension/PDLExtensionOps.td")
        .compile();
    // The interpreter pass, from an excerpt of `Transforms/Passes.td`.
    tblgen_build::compile_passes("include/mlir/Dialect/Transform/Transforms/Passes.td");
    // The rewritten `.td` files, for extension crates that include them.
    let include = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("include");
    println!("cargo:include={}", include.display());
}
