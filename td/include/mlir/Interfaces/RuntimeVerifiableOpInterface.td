//===- RuntimeVerifiableOpInterface.td - runtime checks ------*- tablegen -*-===//
//
// Part of the `td` crate. Ops that can emit IR checking, at run time, what
// the verifier cannot check statically.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_INTERFACES_RUNTIMEVERIFIABLEOPINTERFACE
#define MLIR_INTERFACES_RUNTIMEVERIFIABLEOPINTERFACE

include "mlir/IR/OpBase.td"

def RuntimeVerifiableOpInterface : OpInterface<"RuntimeVerifiableOpInterface"> {
  let description = [{
    Builds, in front of the op, IR that checks its run-time preconditions
    (index bounds, for instance) and reports violations.
  }];
  let cppNamespace = "::ir::interfaces";
  let methods = [
    InterfaceMethod<"Builds the checks with `builder` at `loc`.",
      "()", "generateRuntimeVerification",
      (ins "&mut ::ir::OpBuilder":$builder, "::ir::Location":$loc)>,
  ];
}

#endif // MLIR_INTERFACES_RUNTIMEVERIFIABLEOPINTERFACE
