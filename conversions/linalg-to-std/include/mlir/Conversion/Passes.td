// The declaration of the convert-linalg-to-std pass: the def of MLIR 19's
// Conversion/Passes.td, its C++ snippets rewritten in Rust (upstream.diff).

include "mlir/Pass/PassBase.td"

//===----------------------------------------------------------------------===//
// LinalgToStandard
//===----------------------------------------------------------------------===//

def ConvertLinalgToStandard : Pass<"convert-linalg-to-std", "ModuleOp"> {
  let summary = "Convert the operations from the linalg dialect into the "
                "Standard dialect";
  let constructor = "crate::create_convert_linalg_to_std_pass()";
  let dependentDialects = ["func::register", "memref::register"];
}
