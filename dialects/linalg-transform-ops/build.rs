//! Generates the linalg dialect's transform ops
//! (`$OUT_DIR/linalg_transform_ops.rs.inc`) from an excerpt of upstream
//! MLIR 19's `LinalgTransformOps.td` (the ops given semantics here) and
//! its `LinalgTransformEnums.td` (`upstream.diff`). They extend the
//! transform dialect, whose rewritten `.td` files are found where
//! dialect-transform's build script says (`links = "mlir-transform"`), and
//! name scf's `DeviceMappingInterface.td` (`links = "mlir-scf"`).

fn main() {
    let transform = std::env::var("DEP_MLIR_TRANSFORM_INCLUDE")
        .expect("dialect-transform's build script sets DEP_MLIR_TRANSFORM_INCLUDE");
    let scf = std::env::var("DEP_MLIR_SCF_INCLUDE")
        .expect("dialect-scf's build script sets DEP_MLIR_SCF_INCLUDE");
    tblgen_build::Config::new()
        .include_dir("include")
        .include_dir(transform)
        .include_dir(scf)
        .extends_namespace("::mlir::transform")
        .file("include/mlir/Dialect/Linalg/TransformOps/LinalgTransformOps.td")
        .compile();
}
