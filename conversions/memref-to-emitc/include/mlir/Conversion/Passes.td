// The declaration of the convert-memref-to-emitc pass: the def of MLIR 19's
// Conversion/Passes.td, its C++ snippets rewritten in Rust (upstream.diff).

include "mlir/Pass/PassBase.td"

//===----------------------------------------------------------------------===//
// MemRefToEmitC
//===----------------------------------------------------------------------===//

def ConvertMemRefToEmitC : Pass<"convert-memref-to-emitc"> {
  let summary = "Convert MemRef dialect to EmitC dialect";
  let dependentDialects = ["emitc::register"];
}
