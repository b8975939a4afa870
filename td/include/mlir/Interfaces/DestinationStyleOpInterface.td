//===- DestinationStyleOpInterface.td - destination passing --*- tablegen -*-===//
//
// Part of the `td` crate. Ops in destination-passing style: some operands
// ("inits") are the destinations their results are written into.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_DESTINATIONSTYLEOPINTERFACE
#define MLIR_DESTINATIONSTYLEOPINTERFACE

include "mlir/IR/OpBase.td"

def DestinationStyleOpInterface : OpInterface<"DestinationStyleOpInterface"> {
  let description = [{
    An op whose operands split into inputs and inits (destinations). On
    tensors, result `i` has the type of init `i`; on buffers the op has no
    results and writes into its inits.
  }];
  let cppNamespace = "::ir::interfaces";
  let methods = [
    InterfaceMethod<"The inits, as positions in the operand list.",
      "::core::ops::Range<usize>", "getDpsInitsMutable",
      (ins "&::ir::Context":$ctx)>,
  ];
  let extraSharedClassDeclaration = [{
    /// The number of inits.
    fn get_num_dps_inits(&self, ctx: &::ir::Context) -> usize {
        self.get_dps_inits_mutable(ctx).len()
    }
  }];
  let verify = [{ ::ir::interfaces::verify_destination_style_op($_ctx, $_op.operation()) }];
  let verifyWithRegions = 1;
}

#endif // MLIR_DESTINATIONSTYLEOPINTERFACE
