//===- CallInterfaces.td - calls and callables ---------------*- tablegen -*-===//
//
// Part of the `td` crate. Interfaces of ops that call something (a symbol or
// a value) and of ops that can be called (function-like ops).
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_INTERFACES_CALLINTERFACES
#define MLIR_INTERFACES_CALLINTERFACES

include "mlir/IR/OpBase.td"

def CallOpInterface : OpInterface<"CallOpInterface"> {
  let description = [{
    An op that transfers control to a callee and back, passing arguments and
    receiving results. The callee is a symbol reference attribute or an SSA
    value (`::ir::interfaces::Callee`).
  }];
  let cppNamespace = "::ir::interfaces";
  let methods = [
    InterfaceMethod<"The callee: a symbol reference or a value.",
      "::ir::interfaces::Callee", "getCallableForCallee",
      (ins "&::ir::Context":$ctx)>,
    InterfaceMethod<"Makes the op call `callee` instead.",
      "()", "setCalleeFromCallable",
      (ins "&mut ::ir::Context":$ctx, "::ir::interfaces::Callee":$callee)>,
    InterfaceMethod<"The operands passed as call arguments.",
      "::std::vec::Vec<::ir::Value>", "getArgOperands",
      (ins "&::ir::Context":$ctx)>,
    InterfaceMethod<"The range of operands passed as call arguments, as "
                    "positions in the op's operand list.",
      "::core::ops::Range<usize>", "getArgOperandsMutable",
      (ins "&::ir::Context":$ctx)>,
  ];
  let extraClassDeclaration = [{
    /// Finds the op the call refers to, looking symbols up from the call.
    fn resolve_callable(&self, ctx: &::ir::Context) -> ::core::option::Option<::ir::Operation> {
        ::ir::interfaces::resolve_callable(ctx, self.get_callable_for_callee(ctx), self.operation())
    }
  }];
}

def CallableOpInterface : OpInterface<"CallableOpInterface"> {
  let description = [{
    An op that can be called: it has a body region (absent for external
    declarations), argument and result types, and optional per-argument and
    per-result attribute dictionaries.
  }];
  let cppNamespace = "::ir::interfaces";
  let methods = [
    InterfaceMethod<"The body, or `None` for a declaration.",
      "::core::option::Option<::ir::Region>", "getCallableRegion",
      (ins "&::ir::Context":$ctx)>,
    InterfaceMethod<"The types of the arguments.",
      "::std::vec::Vec<::ir::Type>", "getArgumentTypes",
      (ins "&::ir::Context":$ctx)>,
    InterfaceMethod<"The types of the results.",
      "::std::vec::Vec<::ir::Type>", "getResultTypes",
      (ins "&::ir::Context":$ctx)>,
    InterfaceMethod<"The array of argument attribute dictionaries, if any.",
      "::core::option::Option<::ir::Attribute>", "getArgAttrsAttr",
      (ins "&::ir::Context":$ctx)>,
    InterfaceMethod<"The array of result attribute dictionaries, if any.",
      "::core::option::Option<::ir::Attribute>", "getResAttrsAttr",
      (ins "&::ir::Context":$ctx)>,
    InterfaceMethod<"Sets the argument attribute dictionaries.",
      "::core::result::Result<(), ::ir::IrError>", "setArgAttrsAttr",
      (ins "&mut ::ir::Context":$ctx, "::ir::Attribute":$attrs)>,
    InterfaceMethod<"Sets the result attribute dictionaries.",
      "::core::result::Result<(), ::ir::IrError>", "setResAttrsAttr",
      (ins "&mut ::ir::Context":$ctx, "::ir::Attribute":$attrs)>,
    InterfaceMethod<"Removes the argument attribute dictionaries, returning "
                    "them.",
      "::core::option::Option<::ir::Attribute>", "removeArgAttrsAttr",
      (ins "&mut ::ir::Context":$ctx)>,
    InterfaceMethod<"Removes the result attribute dictionaries, returning "
                    "them.",
      "::core::option::Option<::ir::Attribute>", "removeResAttrsAttr",
      (ins "&mut ::ir::Context":$ctx)>,
  ];
}

#endif // MLIR_INTERFACES_CALLINTERFACES
