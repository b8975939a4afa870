// The declaration of the tosa-to-mlprogram pass: the def of MLIR 19's
// Conversion/Passes.td, its C++ snippets rewritten in Rust (upstream.diff).

include "mlir/Pass/PassBase.td"

//===----------------------------------------------------------------------===//
// TosaToMLProgram
//===----------------------------------------------------------------------===//

def TosaToMLProgram : Pass<"tosa-to-mlprogram", "ModuleOp"> {
  let summary = "Lower TOSA to the MLProgram dialect";
  let dependentDialects = ["ml_program::register"];
  let description = [{
    Pass that converts TOSA's variable operator operations to the equivalent
    MLProgram operations.
  }];
}
