// The declaration of the convert-ub-to-llvm pass: the def of MLIR 19's
// Conversion/Passes.td, its C++ snippets rewritten in Rust (upstream.diff).

include "mlir/Pass/PassBase.td"

//===----------------------------------------------------------------------===//
// UBToLLVM
//===----------------------------------------------------------------------===//

def UBToLLVMConversionPass : Pass<"convert-ub-to-llvm"> {
  let summary = "Convert UB dialect to LLVM dialect";
  let description = [{
    This pass converts supported UB ops to LLVM dialect instructions.
  }];
  let dependentDialects = ["llvm::register_dialect"];
  let options = [
    Option<"indexBitwidth", "index-bitwidth", "u32",
           /*default=kDeriveIndexBitwidthFromDataLayout*/"0",
           "Bitwidth of the index type, 0 to use size of machine word">,
  ];
}
