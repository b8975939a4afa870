// The declaration of the convert-to-llvm pass: the def of MLIR 19's
// Conversion/Passes.td, its C++ snippets rewritten in Rust (upstream.diff).

include "mlir/Pass/PassBase.td"

//===----------------------------------------------------------------------===//
// ToLLVM
//===----------------------------------------------------------------------===//

def ConvertToLLVMPass : Pass<"convert-to-llvm"> {
  let summary = "Convert to LLVM via dialect interfaces found in the input IR";
  let description = [{
    This is a generic pass to convert to LLVM, it uses the
    `ConvertToLLVMPatternInterface` dialect interface to delegate to dialects
    the injection of conversion patterns.
  }];

  let constructor = "crate::create_convert_to_llvm_pass()";
  let options = [
    ListOption<"filterDialects", "filter-dialects", "String",
               "Test conversion patterns of only the specified dialects">,
  ];
}
