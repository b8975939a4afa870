//! Generates the amdgpu dialect (`$OUT_DIR/amdgpu.rs.inc`) from upstream
//! MLIR 19's `AMDGPU.td`, its C++ snippets rewritten in Rust
//! (`upstream.diff`).

fn main() {
    tblgen_build::Config::new()
        .include_dir("include")
        .file("include/mlir/Dialect/AMDGPU/IR/AMDGPU.td")
        .compile();
}
