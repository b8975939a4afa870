// The declaration of the convert-math-to-funcs pass: the def of MLIR 19's
// Conversion/Passes.td, its C++ snippets rewritten in Rust (upstream.diff).

include "mlir/Pass/PassBase.td"

//===----------------------------------------------------------------------===//
// MathToFuncs
//===----------------------------------------------------------------------===//

def ConvertMathToFuncs : Pass<"convert-math-to-funcs", "ModuleOp"> {
  let summary = "Convert Math operations to calls of outlined implementations.";
  let description = [{
    This pass converts supported Math ops to calls of compiler generated
    functions implementing these operations in software.
    The LLVM dialect is used for LinkonceODR linkage of the generated functions.
  }];
  // No vector or llvm dialect here: `#llvm.linkage` is opaque.
  let dependentDialects = [
    "arith::register",
    "cf::register",
    "func::register",
    "scf::register",
    "vector::register",
  ];
  let options = [
    Option<"minWidthOfFPowIExponent", "min-width-of-fpowi-exponent", "u32",
           /*default=*/"1",
           "Convert FPowI only if the width of its exponent's integer type "
           "is greater than or equal to this value">,
    // Most backend targets support a native ctlz operation, so by default
    // ctrlz conversion is disabled.
    Option<"convertCtlz", "convert-ctlz", "bool", /*default=*/"false",
           "Convert math.ctlz to a software implementation. Enable "
           "for targets that do not natively support ctlz.">,
  ];
}
