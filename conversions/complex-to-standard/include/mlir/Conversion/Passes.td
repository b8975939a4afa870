// The declaration of the convert-complex-to-standard pass: the def of MLIR
// 19's Conversion/Passes.td, its C++ snippets rewritten in Rust
// (upstream.diff).

include "mlir/Pass/PassBase.td"

//===----------------------------------------------------------------------===//
// ComplexToStandard
//===----------------------------------------------------------------------===//

def ConvertComplexToStandard : Pass<"convert-complex-to-standard"> {
  let summary = "Convert Complex dialect to standard dialect";
  let constructor = "crate::create_convert_complex_to_standard_pass()";
  let dependentDialects = ["math::register"];
}
