//! Generates the nvgpu dialect (`$OUT_DIR/nvgpu.rs.inc`) from upstream
//! MLIR 19's `NVGPU.td` (ops, types and enums in one file), its C++
//! snippets rewritten in Rust, and the declaration of
//! `nvgpu-optimize-shared-memory` (`$OUT_DIR/passes.rs.inc`) from
//! `Transforms/Passes.td`.

fn main() {
    tblgen_build::Config::new()
        .include_dir("include")
        .file("include/mlir/Dialect/NVGPU/IR/NVGPU.td")
        .compile();
    // The pass of `Transforms/Passes.td`.
    tblgen_build::compile_passes("include/mlir/Dialect/NVGPU/Transforms/Passes.td");
}
