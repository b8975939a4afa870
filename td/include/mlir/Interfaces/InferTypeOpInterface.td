//===- InferTypeOpInterface.td - result type inference -------*- tablegen -*-===//
//
// Part of the `td` crate. Interfaces through which an op computes its result
// types from its operands, attributes and regions, so that builders can omit
// them and the verifier can check them; and the traits that implement these
// interfaces for common cases.
//
// Methods take the context explicitly; `Result<_, ::ir::Diagnostic>` is the
// Rust form of MLIR's LogicalResult with an attached error.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_INFERTYPEOPINTERFACE
#define MLIR_INFERTYPEOPINTERFACE

include "mlir/IR/OpBase.td"

def InferTypeOpInterface : OpInterface<"InferTypeOpInterface"> {
  let description = [{
    Computes an op's result types from what it is built with. Builders of
    ops implementing it may leave the result types out; the verifier checks
    that the op's result types are compatible with the inferred ones.
  }];
  let cppNamespace = "::ir::interfaces";
  let methods = [
    StaticInterfaceMethod<
      "Pushes the result types of the op being built from `state` (operands, "
      "attributes, properties, regions) onto `inferred`, or explains why "
      "they cannot be inferred.",
      "::core::result::Result<(), ::ir::Diagnostic>", "inferReturnTypes",
      (ins "&::ir::Context":$ctx, "&::ir::OperationState":$state,
           "&mut ::std::vec::Vec<::ir::Type>":$inferred)>,
    StaticInterfaceMethod<
      "Like `inferReturnTypes`, but `returnTypes` starts with the types the "
      "op is being built with, which may be refined in place.",
      "::core::result::Result<(), ::ir::Diagnostic>", "refineReturnTypes",
      (ins "&::ir::Context":$ctx, "&::ir::OperationState":$state,
           "&mut ::std::vec::Vec<::ir::Type>":$returnTypes),
      [{}],
      [{
        // The inferred types go after the given ones, in the same buffer
        // (the verifier calls this for most ops), which keeps them if they
        // agree.
        let given = returnTypes.len();
        if let ::core::result::Result::Err(e) = <Self as ::ir::interfaces::InferTypeOpInterface>::infer_return_types(ctx, state, returnTypes) {
            returnTypes.truncate(given);
            return ::core::result::Result::Err(e);
        }
        let (types, inferred) = returnTypes.split_at(given);
        if !<Self as ::ir::interfaces::InferTypeOpInterface>::is_compatible_return_types(ctx, inferred, types) {
            let list = |types: &[::ir::Type]| {
                types
                    .iter()
                    .map(|&t| ::std::format!("'{}'", ::ir::printer::type_to_string(ctx, t)))
                    .collect::<::std::vec::Vec<_>>()
                    .join(", ")
            };
            let message = ::std::format!(
                "'{}' op inferred type(s) {} are incompatible with return type(s) of operation {}",
                ctx.op_name_str(state.name),
                list(inferred),
                list(types)
            );
            returnTypes.truncate(given);
            return ::core::result::Result::Err(::ir::Diagnostic::error(state.location(), message));
        }
        returnTypes.drain(..given);
        ::core::result::Result::Ok(())
      }]>,
    StaticInterfaceMethod<
      "Whether the inferred types `lhs` and the given types `rhs` agree.",
      "bool", "isCompatibleReturnTypes",
      (ins "&::ir::Context":$ctx, "&[::ir::Type]":$lhs, "&[::ir::Type]":$rhs),
      [{}],
      [{ lhs == rhs }]>,
    InterfaceMethod<
      "Pushes onto `inferred` the result types that `inferReturnTypes` "
      "gives for this op as it stands, read from the op itself, and says "
      "whether it did (`false` leaves `inferred` as it was). The verifier's "
      "way around copying the op into an `OperationState`; ODS derives it "
      "for an op whose result types it knows and whose `refineReturnTypes` "
      "is this interface's, other ops keep `false`.",
      "bool", "inferReturnTypesInPlace",
      (ins "&::ir::Context":$ctx, "&mut ::std::vec::Vec<::ir::Type>":$inferred),
      [{}],
      [{ false }]>,
  ];
  let verifyWithRegions = 1;
  let verify = [{ ::ir::interfaces::verify_inferred_result_types_of($_ctx, $_op) }];
}

def InferShapedTypeOpInterface : OpInterface<"InferShapedTypeOpInterface"> {
  let description = [{
    Computes the parts of an op's shaped result types (element type, shape,
    encoding attribute) and, for dynamic shapes, the IR that computes them.
  }];
  let cppNamespace = "::ir::interfaces";
  let methods = [
    StaticInterfaceMethod<
      "Pushes the known components of each result type onto `inferred`.",
      "::core::result::Result<(), ::ir::Diagnostic>",
      "inferReturnTypeComponents",
      (ins "&::ir::Context":$ctx, "&::ir::OperationState":$state,
           "&mut ::std::vec::Vec<::ir::interfaces::ShapedTypeComponents>":$inferred),
      [{}],
      [{
        ::core::result::Result::Err(::ir::Diagnostic::error(
            state.location(),
            "result type components cannot be inferred",
        ))
      }]>,
    InterfaceMethod<
      "Builds, with `builder`, values holding the shape of each result.",
      "::core::result::Result<(), ::ir::Diagnostic>", "reifyReturnTypeShapes",
      (ins "&mut ::ir::OpBuilder":$builder, "&[::ir::Value]":$operands,
           "&mut ::std::vec::Vec<::ir::Value>":$shapes),
      [{}],
      [{
        ::core::result::Result::Err(::ir::Diagnostic::error(
            ::core::option::Option::None,
            "result shapes cannot be reified",
        ))
      }]>
  ];
}

// Implements `inferReturnTypes` in terms of the op's typed adaptor: the
// op provides `infer_return_types_from_adaptor`. `additionalDecls` (upstream:
// the C++ declaration of `isCompatibleReturnTypes` added to the op, its one
// use) says here, when not empty, that the op implements
// `isCompatibleReturnTypes` of `InferTypeOpInterface` itself.
class InferTypeOpAdaptorBase<code additionalDecls = [{}]> : TraitList<[
  DeclareOpInterfaceMethods<InferTypeOpInterface,
      !if(!empty(additionalDecls), [], ["isCompatibleReturnTypes"])>,
  NativeOpTrait<"InferTypeOpAdaptor">
]>;

def InferTypeOpAdaptor : InferTypeOpAdaptorBase;
// The op also says whether the inferred and the given result types agree.
def InferTypeOpAdaptorWithIsCompatible : InferTypeOpAdaptorBase<[{
    is_compatible_return_types
}]>;

// The same for `InferShapedTypeOpInterface`; `overridenMethods` are the
// methods the op implements itself.
class InferShapedTypeOpAdaptorBase<list<string> overridenMethods = []>
    : TraitList<[
  DeclareOpInterfaceMethods<InferShapedTypeOpInterface, overridenMethods>,
  NativeOpTrait<"InferShapedTypeOpAdaptor">
]>;

def InferShapedTypeOpAdaptor
    : InferShapedTypeOpAdaptorBase<["inferReturnTypeComponents"]>;
def InferShapedTypeOpAdaptorWithReify
    : InferShapedTypeOpAdaptorBase<["inferReturnTypeComponents",
                                    "reifyReturnTypeShapes"]>;

// Result types inferred from shape components: the op implements
// `InferShapedTypeOpInterface` and gets `InferTypeOpInterface` from it.
class InferTensorTypeBase<list<string> overridenMethods = []> : TraitList<[
  DeclareOpInterfaceMethods<InferTypeOpInterface>,
  DeclareOpInterfaceMethods<InferShapedTypeOpInterface, overridenMethods>,
  NativeOpTrait<"InferTensorType">
]>;

def InferTensorType : InferTensorTypeBase<["inferReturnTypeComponents"]>;
def InferTensorTypeWithReify
    : InferTensorTypeBase<["inferReturnTypeComponents",
                           "reifyReturnTypeShapes"]>;

class InferTensorTypeAdaptorBase<list<string> overridenMethods = []>
    : TraitList<[
  DeclareOpInterfaceMethods<InferTypeOpInterface>,
  InferShapedTypeOpAdaptorBase<overridenMethods>,
  NativeOpTrait<"InferTensorType">
]>;

def InferTensorTypeAdaptor
    : InferTensorTypeAdaptorBase<["inferReturnTypeComponents"]>;
def InferTensorTypeAdaptorWithReify
    : InferTensorTypeAdaptorBase<["inferReturnTypeComponents",
                                  "reifyReturnTypeShapes"]>;

def ReifyRankedShapedTypeOpInterface
    : OpInterface<"ReifyRankedShapedTypeOpInterface"> {
  let description = [{
    Builds the IR computing each dimension of the op's ranked shaped results
    (tensors and memrefs).
  }];
  let cppNamespace = "::ir::interfaces";
  let methods = [
    InterfaceMethod<
      "Pushes, for each result, one value or constant per dimension.",
      "::core::result::Result<(), ::ir::Diagnostic>", "reifyResultShapes",
      (ins "&mut ::ir::OpBuilder":$builder,
           "&mut ::std::vec::Vec<::std::vec::Vec<::ir::interfaces::FoldResult>>":$shapes)>
  ];
}

// All operands and results have one type (result types can be inferred
// from the first operand).
def SameOperandsAndResultType : NativeOpTrait<"SameOperandsAndResultType">;
// All operands and results have one rank.
def SameOperandsAndResultRank : NativeOpTrait<"SameOperandsAndResultRank">;

#endif // MLIR_INFERTYPEOPINTERFACE
