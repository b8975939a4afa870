// The declarations of the gpu passes of this crate: defs of MLIR 19's
// Dialect/GPU/Transforms/Passes.td, their C++ snippets rewritten in Rust
// (upstream.diff).

#ifndef MLIR_DIALECT_GPU_PASSES
#define MLIR_DIALECT_GPU_PASSES

include "mlir/Pass/PassBase.td"

def GpuDecomposeMemrefsPass : Pass<"gpu-decompose-memrefs"> {
  let summary = "Decomposes memref index computation into explicit ops.";
  let description = [{
    This pass decomposes memref index computation into explicit computations on
    sizes/strides, obtained from `memref.extract_memref_metadata` which it tries
    to place outside of `gpu.launch` body. Memrefs are then reconstructed using
    `memref.reinterpret_cast`.
    This is needed for as some targets (SPIR-V) lower memrefs to bare pointers
    and sizes/strides for dynamically-sized memrefs are not available inside
    `gpu.launch`.
  }];
  let constructor = "::std::boxed::Box::new(<crate::GpuDecomposeMemrefsPass as ::core::default::Default>::default())";
  let dependentDialects = [
    "::gpu::register_dialect", "::memref::register",
    "::affine::register"
  ];
}

#endif // MLIR_DIALECT_GPU_PASSES
