// The declarations of the gpu passes the port has: defs of MLIR 19's
// Dialect/GPU/Transforms/Passes.td, their C++ snippets rewritten in Rust
// (upstream.diff).

#ifndef MLIR_DIALECT_GPU_PASSES
#define MLIR_DIALECT_GPU_PASSES

include "mlir/Pass/PassBase.td"

def GpuMapParallelLoopsPass
    : Pass<"gpu-map-parallel-loops", "func::FuncOp"> {
  let summary = "Greedily maps loops to GPU hardware dimensions.";
  let constructor = "::gpu::create_gpu_map_parallel_loops_pass()";
  let description = "Greedily maps loops to GPU hardware dimensions.";
  let dependentDialects = ["::gpu::register_dialect"];
}

#endif // MLIR_DIALECT_GPU_PASSES
