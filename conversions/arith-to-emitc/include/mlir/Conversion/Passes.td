// The declaration of the convert-arith-to-emitc pass: the def of MLIR 19's
// Conversion/Passes.td, its C++ snippets rewritten in Rust (upstream.diff).

include "mlir/Pass/PassBase.td"

//===----------------------------------------------------------------------===//
// ArithToEmitC
//===----------------------------------------------------------------------===//

def ConvertArithToEmitC : Pass<"convert-arith-to-emitc"> {
  let summary = "Convert Arith dialect to EmitC dialect";
  let dependentDialects = ["emitc::register"];
}
