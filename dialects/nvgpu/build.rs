//! Generates the nvgpu dialect (`$OUT_DIR/nvgpu.rs.inc`) from upstream
//! MLIR 19's `NVGPU.td` (ops, types and enums in one file), its C++
//! snippets rewritten in Rust.

fn main() {
    tblgen_build::Config::new()
        .include_dir("include")
        .file("include/mlir/Dialect/NVGPU/IR/NVGPU.td")
        .compile();
}
