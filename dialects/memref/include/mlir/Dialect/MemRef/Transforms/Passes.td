// The declaration of the memref-expand pass: the def of MLIR 19's
// Dialect/MemRef/Transforms/Passes.td, its C++ snippet rewritten in Rust
// (upstream.diff).

include "mlir/Pass/PassBase.td"

def ExpandOps : Pass<"memref-expand"> {
  let summary = "Legalize memref operations to be convertible to LLVM.";
  let constructor = "::memref::create_expand_ops_pass()";
}
