//===- CopyOpInterface.td - copies between buffers -----------*- tablegen -*-===//
//
// Part of the `td` crate. The interface of ops that copy one buffer (or
// tensor) into another.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_INTERFACES_COPYOPINTERFACE
#define MLIR_INTERFACES_COPYOPINTERFACE

include "mlir/IR/OpBase.td"

def CopyOpInterface : OpInterface<"CopyOpInterface"> {
  let description = [{
    An op that copies the contents of a source value into a target value.
  }];
  let cppNamespace = "::ir::interfaces";
  let methods = [
    InterfaceMethod<"The value copied from.",
      "::ir::Value", "getSource", (ins "&::ir::Context":$ctx)>,
    InterfaceMethod<"The value copied into.",
      "::ir::Value", "getTarget", (ins "&::ir::Context":$ctx)>,
  ];
}

#endif // MLIR_INTERFACES_COPYOPINTERFACE
