//===- VectorInterfaces.td - vector unrolling and transfers --*- tablegen -*-===//
//
// Part of the `td` crate. Interfaces of vector ops: the shape by which an
// op can be unrolled, and the accessors of ops moving data between memory
// and vectors.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_INTERFACES_VECTORINTERFACES
#define MLIR_INTERFACES_VECTORINTERFACES

include "mlir/IR/OpBase.td"

def VectorUnrollOpInterface : OpInterface<"VectorUnrollOpInterface"> {
  let description = [{
    An op that can be split into smaller ops over parts of its vectors.
  }];
  let cppNamespace = "::ir::interfaces";
  let methods = [
    InterfaceMethod<[{
        The shape the op's iteration space has, if it can be unrolled: by
        default the shape of the op's single vector result.
      }],
      "::core::option::Option<::std::vec::Vec<i64>>", "getShapeForUnroll",
      (ins "&::ir::Context":$ctx), [{}],
      [{
        let op = $_op.operation();
        if ctx.num_results(op) != 1 {
            return ::core::option::Option::None;
        }
        let ty = ctx.result_type(op, 0);
        if ctx.type_kind(ty) != ::ir::TypeKind::Vector {
            return ::core::option::Option::None;
        }
        ctx.shape(ty).map(<[i64]>::to_vec)
      }]>,
  ];
}

def VectorTransferOpInterface : OpInterface<"VectorTransferOpInterface"> {
  let description = [{
    An op reading a vector from, or writing one to, a memref or tensor
    (`source`) at `indices`, through a permutation map and an optional mask.
  }];
  let cppNamespace = "::ir::interfaces";
  let methods = [
    StaticInterfaceMethod<"The name of the `in_bounds` attribute.",
      "&'static str", "getInBoundsAttrName", (ins), [{}], [{ "in_bounds" }]>,
    StaticInterfaceMethod<"The name of the permutation map attribute.",
      "&'static str", "getPermutationMapAttrName", (ins), [{}],
      [{ "permutation_map" }]>,
    InterfaceMethod<"Which transfer dimensions are known to be in bounds.",
      "::std::vec::Vec<bool>", "getInBounds", (ins "&::ir::Context":$ctx)>,
    InterfaceMethod<"The memref or tensor read or written.",
      "::ir::Value", "getSource", (ins "&::ir::Context":$ctx)>,
    InterfaceMethod<"The vector read or written.",
      "::ir::Value", "getVector", (ins "&::ir::Context":$ctx)>,
    InterfaceMethod<"The indices into the source.",
      "::std::vec::Vec<::ir::Value>", "getIndices", (ins "&::ir::Context":$ctx)>,
    InterfaceMethod<"The permutation map, as an affine map attribute.",
      "::ir::Attribute", "getPermutationMap", (ins "&::ir::Context":$ctx)>,
    InterfaceMethod<"The mask, if any.",
      "::core::option::Option<::ir::Value>", "getMask",
      (ins "&::ir::Context":$ctx), [{}], [{ ::core::option::Option::None }]>,
  ];
}

#endif // MLIR_INTERFACES_VECTORINTERFACES
