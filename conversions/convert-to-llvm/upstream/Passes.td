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

  let constructor = "mlir::createConvertToLLVMPass()";
  let options = [
    ListOption<"filterDialects", "filter-dialects", "std::string",
               "Test conversion patterns of only the specified dialects">,
  ];
}
