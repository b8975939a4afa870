// The declaration of the nvvm pass the port has: the def of MLIR 19's
// Dialect/LLVMIR/Transforms/Passes.td, its C++ snippets rewritten in Rust
// (upstream.diff). Upstream's pass lives in the LLVMIR transforms library
// but rewrites into nvvm ops: it is this crate's.

#ifndef MLIR_DIALECT_LLVMIR_TRANSFORMS_PASSES
#define MLIR_DIALECT_LLVMIR_TRANSFORMS_PASSES

include "mlir/Pass/PassBase.td"

def NVVMOptimizeForTarget : Pass<"llvm-optimize-for-nvvm-target"> {
  let summary = "Optimize NVVM IR";
  let constructor = "::nvvm::create_optimize_for_target_pass()";
  // Declared by upstream's C++ pass class (`getDependentDialects`).
  let dependentDialects = ["::nvvm::register_dialect"];
}

#endif // MLIR_DIALECT_LLVMIR_TRANSFORMS_PASSES
