//===- ParallelCombiningOpInterface.td - parallel results ----*- tablegen -*-===//
//
// Part of the `td` crate. The terminator of a parallel loop whose ops
// combine the partial results of the iterations into the loop's results.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_INTERFACES_PARALLELCOMBININGOPINTERFACE
#define MLIR_INTERFACES_PARALLELCOMBININGOPINTERFACE

include "mlir/IR/OpBase.td"

def ParallelCombiningOpInterface : OpInterface<"ParallelCombiningOpInterface"> {
  let description = [{
    A terminator holding the ops that merge each iteration's contribution
    into the results of the enclosing parallel op.
  }];
  let cppNamespace = "::ir::interfaces";
  let methods = [
    InterfaceMethod<"The parent op's result that the op at `index` of the "
                    "terminator's body feeds.",
      "::ir::Value", "getParentResult",
      (ins "&::ir::Context":$ctx, "usize":$index)>,
    InterfaceMethod<"The ops of the terminator's body.",
      "::std::vec::Vec<::ir::Operation>", "getYieldingOps",
      (ins "&::ir::Context":$ctx)>,
  ];
  let verify = [{ ::ir::interfaces::verify_parallel_combining_op($_ctx, $_op.operation()) }];
}

#endif // MLIR_INTERFACES_PARALLELCOMBININGOPINTERFACE
