//===- CastInterfaces.td - value casts -----------------------*- tablegen -*-===//
//
// Part of the `td` crate. The interface of ops that convert values from one
// type to another without changing their meaning.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_INTERFACES_CASTINTERFACES
#define MLIR_INTERFACES_CASTINTERFACES

include "mlir/IR/OpBase.td"

def CastOpInterface : OpInterface<"CastOpInterface"> {
  let description = [{
    An op that casts its inputs to its output types. Chains of casts that
    return to the original types fold away, and the op's verifier checks that
    the types are cast compatible.
  }];
  let cppNamespace = "::ir::interfaces";
  let methods = [
    StaticInterfaceMethod<
      "Whether values of types `inputs` may be cast to types `outputs`.",
      "bool", "areCastCompatible",
      (ins "&::ir::Context":$ctx, "&[::ir::Type]":$inputs,
           "&[::ir::Type]":$outputs)>,
  ];
  let verify = [{ ::ir::interfaces::verify_cast_compatibility($_ctx, $_op.operation()) }];
}

#endif // MLIR_INTERFACES_CASTINTERFACES
