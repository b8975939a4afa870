//===- LoopLikeInterface.td - loops --------------------------*- tablegen -*-===//
//
// Part of the `td` crate. The interface of loop ops: their body regions,
// induction variables, bounds and loop-carried values.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_INTERFACES_LOOPLIKEINTERFACE
#define MLIR_INTERFACES_LOOPLIKEINTERFACE

include "mlir/IR/OpBase.td"

def LoopLikeOpInterface : OpInterface<"LoopLikeOpInterface"> {
  let description = [{
    A loop: regions run repeatedly, possibly with induction variables,
    bounds and steps, and with values carried from one iteration to the next
    (inits, region iteration arguments, yielded values, results).
  }];
  let cppNamespace = "::ir::interfaces";
  let methods = [
    InterfaceMethod<"Whether `value` is defined outside the loop.",
      "bool", "isDefinedOutsideOfLoop",
      (ins "&::ir::Context":$ctx, "::ir::Value":$value), [{}],
      [{ ::ir::interfaces::is_defined_outside_of(ctx, value, $_op.operation()) }]>,
    InterfaceMethod<"The regions forming the loop body.",
      "::std::vec::Vec<::ir::Region>", "getLoopRegions",
      (ins "&::ir::Context":$ctx)>,
    InterfaceMethod<"Moves `op` out of the loop, just before it.",
      "()", "moveOutOfLoop",
      (ins "&mut ::ir::Context":$ctx, "::ir::Operation":$op), [{}],
      [{ ::ir::interfaces::move_op_before(ctx, op, $_op.operation()) }]>,
    InterfaceMethod<"Replaces a loop known to run once by its body.",
      "::core::result::Result<(), ::ir::Diagnostic>", "promoteIfSingleIteration",
      (ins "&mut ::ir::OpBuilder":$builder), [{}],
      [{
        ::core::result::Result::Err(::ir::Diagnostic::error(
            ::core::option::Option::None,
            "the loop cannot be promoted",
        ))
      }]>,
    InterfaceMethod<"The induction variables, if the loop has them.",
      "::core::option::Option<::std::vec::Vec<::ir::Value>>", "getLoopInductionVars",
      (ins "&::ir::Context":$ctx), [{}], [{ ::core::option::Option::None }]>,
    InterfaceMethod<"The lower bounds, if known.",
      "::core::option::Option<::std::vec::Vec<::ir::interfaces::FoldResult>>",
      "getLoopLowerBounds", (ins "&::ir::Context":$ctx), [{}],
      [{ ::core::option::Option::None }]>,
    InterfaceMethod<"The steps, if known.",
      "::core::option::Option<::std::vec::Vec<::ir::interfaces::FoldResult>>",
      "getLoopSteps", (ins "&::ir::Context":$ctx), [{}],
      [{ ::core::option::Option::None }]>,
    InterfaceMethod<"The upper bounds, if known.",
      "::core::option::Option<::std::vec::Vec<::ir::interfaces::FoldResult>>",
      "getLoopUpperBounds", (ins "&::ir::Context":$ctx), [{}],
      [{ ::core::option::Option::None }]>,
    InterfaceMethod<"The initial values of the loop-carried variables, as "
                    "positions in the operand list.",
      "::core::ops::Range<usize>", "getInitsMutable",
      (ins "&::ir::Context":$ctx), [{}], [{ 0..0 }]>,
    InterfaceMethod<"The region arguments holding the loop-carried values.",
      "::std::vec::Vec<::ir::Value>", "getRegionIterArgs",
      (ins "&::ir::Context":$ctx), [{}], [{ ::std::vec::Vec::new() }]>,
    InterfaceMethod<"The values yielded to the next iteration: the op "
                    "yielding them and their positions in its operand list.",
      "::core::option::Option<(::ir::Operation, ::core::ops::Range<usize>)>",
      "getYieldedValuesMutable",
      (ins "&::ir::Context":$ctx), [{}], [{ ::core::option::Option::None }]>,
    InterfaceMethod<"The results holding the final loop-carried values.",
      "::core::option::Option<::std::vec::Vec<::ir::Value>>", "getLoopResults",
      (ins "&::ir::Context":$ctx), [{}], [{ ::core::option::Option::None }]>,
    InterfaceMethod<"Builds a copy of the loop with extra loop-carried values "
                    "`newInits`, returning the new loop.",
      "::core::result::Result<::ir::Operation, ::ir::Diagnostic>",
      "replaceWithAdditionalYields",
      (ins "&mut ::ir::OpBuilder":$builder, "&[::ir::Value]":$newInits,
           "bool":$replaceInitOperandUsesInLoop), [{}],
      [{
        ::core::result::Result::Err(::ir::Diagnostic::error(
            ::core::option::Option::None,
            "the loop cannot be given more loop-carried values",
        ))
      }]>,
  ];
  let verify = [{ ::ir::interfaces::verify_loop_like_op($_ctx, $_op.operation()) }];
  let verifyWithRegions = 1;
}

// The loop's body may run its iterations in parallel.
def HasParallelRegion : NativeOpTrait<"HasParallelRegion">;

#endif // MLIR_INTERFACES_LOOPLIKEINTERFACE
