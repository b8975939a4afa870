// The declaration of the convert-scf-to-emitc pass: the def of MLIR 19's
// Conversion/Passes.td, its C++ snippets rewritten in Rust (upstream.diff).

include "mlir/Pass/PassBase.td"

//===----------------------------------------------------------------------===//
// SCFToEmitC
//===----------------------------------------------------------------------===//

def SCFToEmitC : Pass<"convert-scf-to-emitc"> {
  let summary = "Convert SCF dialect to EmitC dialect, maintaining structured"
                " control flow";
  let dependentDialects = ["emitc::register"];
}
