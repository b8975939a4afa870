// The declarations of the gpu passes the port has: defs of MLIR 19's
// Dialect/GPU/Transforms/Passes.td, their C++ snippets rewritten in Rust
// (upstream.diff).

#ifndef MLIR_DIALECT_GPU_PASSES
#define MLIR_DIALECT_GPU_PASSES

include "mlir/Pass/PassBase.td"

def GpuLaunchSinkIndexComputations : Pass<"gpu-launch-sink-index-computations"> {
  let summary = "Sink index computations into gpu.launch body";
  let constructor = "::gpu::create_gpu_launch_sink_index_computations_pass()";
  let dependentDialects = ["::gpu::register_dialect"];
}

def GpuKernelOutlining : Pass<"gpu-kernel-outlining", "ModuleOp"> {
  let summary = "Outline gpu.launch bodies to kernel functions";
  let constructor = "::gpu::create_gpu_kernel_outlining_pass()";
  let dependentDialects = ["::dlti::register"];
  // Declared by upstream's C++ pass class (`KernelOutlining.cpp`).
  let options = [
    Option<"dataLayoutStr", "data-layout-str", "String", /*default=*/"\"\"",
           "String containing the data layout specification to be attached to the GPU kernel module">
  ];
}

def GpuMapParallelLoopsPass
    : Pass<"gpu-map-parallel-loops", "func::FuncOp"> {
  let summary = "Greedily maps loops to GPU hardware dimensions.";
  let constructor = "::gpu::create_gpu_map_parallel_loops_pass()";
  let description = "Greedily maps loops to GPU hardware dimensions.";
  let dependentDialects = ["::gpu::register_dialect"];
}

#endif // MLIR_DIALECT_GPU_PASSES
