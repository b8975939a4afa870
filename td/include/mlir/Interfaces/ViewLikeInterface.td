//===- ViewLikeInterface.td - views of buffers ---------------*- tablegen -*-===//
//
// Part of the `td` crate. Ops that create a view of a buffer (sharing its
// memory), and ops described by offsets, sizes and strides, each either a
// constant in an attribute or an SSA operand.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_INTERFACES_VIEWLIKEINTERFACE
#define MLIR_INTERFACES_VIEWLIKEINTERFACE

include "mlir/IR/OpBase.td"

def ViewLikeOpInterface : OpInterface<"ViewLikeOpInterface"> {
  let description = [{
    An op whose result is a view of (aliases) one of its operands.
  }];
  let cppNamespace = "::ir::interfaces";
  let methods = [
    InterfaceMethod<"The value the result is a view of.",
      "::ir::Value", "getViewSource", (ins "&::ir::Context":$ctx)>
  ];
}

def OffsetSizeAndStrideOpInterface
    : OpInterface<"OffsetSizeAndStrideOpInterface"> {
  let description = [{
    An op addressing a rectangular part of a shaped value by offsets, sizes
    and strides. Each entry is static (a constant in the `static_offsets`,
    `static_sizes` or `static_strides` dense array) or dynamic (the array
    holds `i64::MIN` and the value is the next operand of the `offsets`,
    `sizes` or `strides` group).
  }];
  let cppNamespace = "::ir::interfaces";
  let methods = [
    StaticInterfaceMethod<"The position of the first offset operand.",
      "usize", "getOffsetSizeAndStrideStartOperandIndex", (ins)>,
    InterfaceMethod<[{
        The expected number of entries of `static_offsets`, `static_sizes`
        and `static_strides` (upstream's depend on the op's types).
      }],
      "[usize; 3]", "getArrayAttrMaxRanks", (ins "&::ir::Context":$ctx)>,
    InterfaceMethod<"The dynamic offsets.",
      "::std::vec::Vec<::ir::Value>", "getOffsets", (ins "&::ir::Context":$ctx)>,
    InterfaceMethod<"The dynamic sizes.",
      "::std::vec::Vec<::ir::Value>", "getSizes", (ins "&::ir::Context":$ctx)>,
    InterfaceMethod<"The dynamic strides.",
      "::std::vec::Vec<::ir::Value>", "getStrides", (ins "&::ir::Context":$ctx)>,
    InterfaceMethod<"The static offsets (`i64::MIN` where dynamic).",
      "::std::vec::Vec<i64>", "getStaticOffsets", (ins "&::ir::Context":$ctx)>,
    InterfaceMethod<"The static sizes (`i64::MIN` where dynamic).",
      "::std::vec::Vec<i64>", "getStaticSizes", (ins "&::ir::Context":$ctx)>,
    InterfaceMethod<"The static strides (`i64::MIN` where dynamic).",
      "::std::vec::Vec<i64>", "getStaticStrides", (ins "&::ir::Context":$ctx)>,
    InterfaceMethod<"Whether offset `index` is dynamic.",
      "bool", "isDynamicOffset", (ins "&::ir::Context":$ctx, "usize":$index),
      [{}], [{ self.get_static_offsets(ctx).get(index) == ::core::option::Option::Some(&i64::MIN) }]>,
    InterfaceMethod<"Whether size `index` is dynamic.",
      "bool", "isDynamicSize", (ins "&::ir::Context":$ctx, "usize":$index),
      [{}], [{ self.get_static_sizes(ctx).get(index) == ::core::option::Option::Some(&i64::MIN) }]>,
    InterfaceMethod<"Whether stride `index` is dynamic.",
      "bool", "isDynamicStride", (ins "&::ir::Context":$ctx, "usize":$index),
      [{}], [{ self.get_static_strides(ctx).get(index) == ::core::option::Option::Some(&i64::MIN) }]>,
    InterfaceMethod<"Whether every stride is the constant 1.",
      "bool", "hasUnitStride", (ins "&::ir::Context":$ctx),
      [{}], [{ self.get_static_strides(ctx).iter().all(|&s| s == 1) }]>,
    InterfaceMethod<"Whether every offset is the constant 0.",
      "bool", "hasZeroOffset", (ins "&::ir::Context":$ctx),
      [{}], [{ self.get_static_offsets(ctx).iter().all(|&o| o == 0) }]>,
  ];
  let verify = [{ ::ir::interfaces::verify_offset_size_and_stride_op($_ctx, $_op.operation()) }];
}

#endif // MLIR_INTERFACES_VIEWLIKEINTERFACE
