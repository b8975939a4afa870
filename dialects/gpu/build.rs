//! Generates the gpu dialect (`$OUT_DIR/gpu_ops.rs.inc`) from upstream
//! MLIR 19's `GPUOps.td` and the files it includes (`GPUBase.td`,
//! `CompilationAttrInterfaces.td`, `CompilationAttrs.td`,
//! `GPUDeviceMappingAttr.td`, `ParallelLoopMapperAttr.td`), their C++
//! snippets rewritten in Rust. `GPUDeviceMappingAttr.td` includes scf's
//! `DeviceMappingInterface.td`, found where dialect-scf's build script says
//! (`links = "mlir-scf"`), so the packaged crate builds too; `DLTIBase.td`
//! (`gpu.module`'s `HasDefaultDLTIDataLayout`) likewise from dialect-dlti's. The passes
//! (`$OUT_DIR/passes.rs.inc`) come from an excerpt of `Transforms/Passes.td`.

fn main() {
    let scf = std::env::var("DEP_MLIR_SCF_INCLUDE")
        .expect("dialect-scf's build script sets DEP_MLIR_SCF_INCLUDE");
    let dlti = std::env::var("DEP_MLIR_DLTI_INCLUDE")
        .expect("dialect-dlti's build script sets DEP_MLIR_DLTI_INCLUDE");
    tblgen_build::Config::new()
        .include_dir("include")
        .include_dir(scf)
        .include_dir(dlti)
        .file("include/mlir/Dialect/GPU/IR/GPUOps.td")
        .compile();
    // The passes of `Transforms/Passes.td` (those ported so far).
    tblgen_build::compile_passes("include/mlir/Dialect/GPU/Transforms/Passes.td");
    // The rewritten `.td` files, for dependents that include them.
    let include = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("include");
    println!("cargo:include={}", include.display());
}
