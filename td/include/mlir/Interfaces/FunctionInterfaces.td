//===- FunctionInterfaces.td - function-like ops -------------*- tablegen -*-===//
//
// Part of the `td` crate. The interface of function-like ops: a symbol with
// a function type and a body region whose entry block takes the arguments.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_INTERFACES_FUNCTIONINTERFACES_TD_
#define MLIR_INTERFACES_FUNCTIONINTERFACES_TD_

include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/CallInterfaces.td"

def FunctionOpInterface
    : OpInterface<"FunctionOpInterface", [Symbol, CallableOpInterface]> {
  let cppNamespace = "::ir::interfaces";
  let description = [{
    A named, callable op with a function type and one region, empty for an
    external declaration. The verifier checks that the entry block's
    arguments match the function type.
  }];
  let methods = [
    InterfaceMethod<"The function type.",
      "::ir::Type", "getFunctionType", (ins "&::ir::Context":$ctx)>,
    InterfaceMethod<"Sets the function type attribute.",
      "::core::result::Result<(), ::ir::IrError>", "setFunctionTypeAttr",
      (ins "&mut ::ir::Context":$ctx, "::ir::Attribute":$type)>,
    InterfaceMethod<"A function type like this one with other arguments and "
                    "results.",
      "::ir::Type", "cloneTypeWith",
      (ins "&mut ::ir::OpBuilder":$builder, "&[::ir::Type]":$inputs,
           "&[::ir::Type]":$results),
      [{}],
      [{ builder.function_type(inputs, results) }]>,
    InterfaceMethod<"Checks the body (after the generic checks).",
      "::core::result::Result<(), ::ir::Diagnostic>", "verifyBody",
      (ins "&::ir::Context":$ctx),
      [{}],
      [{ ::ir::interfaces::verify_function_body(ctx, $_op.operation()) }]>,
    InterfaceMethod<"Checks the function type.",
      "::core::result::Result<(), ::ir::Diagnostic>", "verifyType",
      (ins "&::ir::Context":$ctx),
      [{}],
      [{ ::core::result::Result::Ok(()) }]>,
  ];
  let extraSharedClassDeclaration = [{
    /// Whether this is a declaration without a body.
    fn is_external(&self, ctx: &::ir::Context) -> bool {
        ::ir::interfaces::function_is_external(ctx, self.operation())
    }
  }];
  let verify = [{ ::ir::interfaces::verify_function_op($_ctx, $_op.operation()) }];
}

#endif // MLIR_INTERFACES_FUNCTIONINTERFACES_TD_
