//===- ShapedOpInterfaces.td - dimension queries -------------*- tablegen -*-===//
//
// Part of the `td` crate. The interface of ops that query one dimension of
// a shaped value (`tensor.dim`, `memref.dim`).
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_INTERFACES_SHAPEDOPINTERFACES
#define MLIR_INTERFACES_SHAPEDOPINTERFACES

include "mlir/IR/OpBase.td"

def ShapedDimOpInterface : OpInterface<"ShapedDimOpInterface"> {
  let description = [{
    An op whose single index result is the size of one dimension of a
    shaped value.
  }];
  let cppNamespace = "::ir::interfaces";
  let methods = [
    InterfaceMethod<"The shaped value queried.",
      "::ir::Value", "getShapedValue", (ins "&::ir::Context":$ctx)>,
    InterfaceMethod<"The dimension queried: a constant or a value.",
      "::ir::interfaces::FoldResult", "getDimension", (ins "&::ir::Context":$ctx)>,
  ];
  let verify = [{ ::ir::interfaces::verify_shaped_dim_op($_ctx, $_op.operation()) }];
}

#endif // MLIR_INTERFACES_SHAPEDOPINTERFACES
