// The declarations of the tosa-to-linalg and tosa-to-linalg-named passes:
// the defs of MLIR 19's Conversion/Passes.td, their C++ rewritten in Rust
// (the dialects upstream's getDependentDialects loads listed as
// dependentDialects, upstream.diff).

include "mlir/Pass/PassBase.td"

//===----------------------------------------------------------------------===//
// TosaToLinalg
//===----------------------------------------------------------------------===//

def TosaToLinalg
    : InterfacePass<"tosa-to-linalg", "FunctionOpInterface"> {
  let summary = "Lower TOSA to LinAlg on tensors";
  let description = [{
    Pass that converts TOSA operations to the equivalent operations using the
    tensor operations in LinAlg.
  }];

  let dependentDialects = [
    "arith::register", "linalg::register", "math::register",
    "index::register", "tensor::register", "scf::register"
  ];
  let options = [
    Option<"disableTosaDecompositions", "disable-tosa-decompositions",
           "bool", /*default=*/"false",
           "Disable tosa decompositions pass">,
    Option<"aggressiveReduceConstant", "aggressive-reduce-constant",
           "bool", /*default=*/"false",
           "Always perform the reduce constant optimization">
  ];
}

//===----------------------------------------------------------------------===//
// TosaToLinalgNamed
//===----------------------------------------------------------------------===//

def TosaToLinalgNamed
    : InterfacePass<"tosa-to-linalg-named", "FunctionOpInterface"> {
  let summary = "Lower TOSA to LinAlg named operations";
  let description = [{
    Pass that converts TOSA operations to the equivalent operations using the
    Linalg named operations.
  }];

  let options = [
      Option<"preferConv2DKernelLayoutHWCF", "prefer-conv2d-kernel-layout-hwcf",
           "bool", /*default=*/"false",
           "Prefer generating linalg.conv_2d_nhwc_hwcf over linalg.conv_2d_nhwc_fhwc">
  ];
  let dependentDialects = [
    "arith::register", "linalg::register", "math::register",
    "tensor::register", "scf::register"
  ];
}
