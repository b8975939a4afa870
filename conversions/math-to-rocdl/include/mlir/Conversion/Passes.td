// The declaration of the convert-math-to-rocdl pass: the def of MLIR 19's
// Conversion/Passes.td, its C++ snippets rewritten in Rust (upstream.diff).

include "mlir/Pass/PassBase.td"

//===----------------------------------------------------------------------===//
// MathToLibm
//===----------------------------------------------------------------------===//

def ConvertMathToROCDL : Pass<"convert-math-to-rocdl", "ModuleOp"> {
  let summary = "Convert Math dialect to ROCDL library calls";
  let description = [{
    This pass converts supported Math ops to ROCDL library calls.
  }];
  let dependentDialects = [
    "::arith::register",
    "::func::register",
    "::rocdl::register_dialect",
    "::vector::register",
  ];
}
