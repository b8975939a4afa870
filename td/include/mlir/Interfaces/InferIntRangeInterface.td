//===- InferIntRangeInterface.td - integer range inference ---*- tablegen -*-===//
//
// Part of the `td` crate. Ops that can bound the integer values of their
// results from bounds on their operands.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_INTERFACES_INFERINTRANGEINTERFACE
#define MLIR_INTERFACES_INFERINTRANGEINTERFACE

include "mlir/IR/OpBase.td"

def InferIntRangeInterface : OpInterface<"InferIntRangeInterface"> {
  let description = [{
    Computes, for each integer or index result, the range of values it can
    take (signed and unsigned bounds) given the ranges of the operands.
  }];
  let cppNamespace = "::ir::interfaces";
  let methods = [
    InterfaceMethod<[{
        Calls `set_result_range` with each result and its range, given one
        range per operand (`argRanges`).
      }],
      "()", "inferResultRanges",
      (ins "&::ir::Context":$ctx,
           "&[::ir::interfaces::ConstantIntRanges]":$argRanges,
           "&mut dyn FnMut(::ir::Value, ::ir::interfaces::ConstantIntRanges)":$setResultRange)>,
    InterfaceMethod<[{
        Like `inferResultRanges`, with operand ranges that may be unknown.
      }],
      "()", "inferResultRangesFromOptional",
      (ins "&::ir::Context":$ctx,
           "&[::core::option::Option<::ir::interfaces::ConstantIntRanges>]":$argRanges,
           "&mut dyn FnMut(::ir::Value, ::core::option::Option<::ir::interfaces::ConstantIntRanges>)":$setResultRange),
      [{}],
      [{
        if argRanges.iter().all(::core::option::Option::is_some) {
            let known: ::std::vec::Vec<::ir::interfaces::ConstantIntRanges> =
                argRanges.iter().flatten().cloned().collect();
            self.infer_result_ranges(ctx, &known, &mut |value, range| {
                setResultRange(value, ::core::option::Option::Some(range))
            });
        }
      }]>,
  ];
}

#endif // MLIR_INTERFACES_INFERINTRANGEINTERFACE
