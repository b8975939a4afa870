//! Generates the scf dialect's transform ops
//! (`$OUT_DIR/scf_transform_ops.rs.inc`) from upstream MLIR 19's
//! `SCFTransformOps.td`, its C++ declarations dropped (`upstream.diff`).
//! They extend the transform dialect, whose rewritten `.td` files are
//! found where dialect-transform's build script says
//! (`links = "mlir-transform"`).

fn main() {
    let transform = std::env::var("DEP_MLIR_TRANSFORM_INCLUDE")
        .expect("dialect-transform's build script sets DEP_MLIR_TRANSFORM_INCLUDE");
    tblgen_build::Config::new()
        .include_dir("include")
        .include_dir(transform)
        .extends_namespace("::mlir::transform")
        .file("include/mlir/Dialect/SCF/TransformOps/SCFTransformOps.td")
        .compile();
}
