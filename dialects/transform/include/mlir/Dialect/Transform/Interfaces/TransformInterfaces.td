//===- TransformInterfaces.td - Transform Op interfaces ----*- tablegen -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// This file declares the interfaces for transformation-related-ops.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_DIALECT_TRANSFORM_IR_TRANSFORM_INTERFACES_TD
#define MLIR_DIALECT_TRANSFORM_IR_TRANSFORM_INTERFACES_TD

include "mlir/IR/OpBase.td"

def TransformOpInterface : OpInterface<"TransformOpInterface"> {
  let description = [{
    This interface is to be implemented by operations that identify
    transformations to be performed on other operations. The former are referred
    to as transform IR operations. The latter are referred to as payload IR
    operations. Such transform IR operations provide a fine-grain control
    mechanism over how transformations are applied by using and defining
    transform IR values, referred to as handles, that correspond to sets of
    operations in the payload IR. Transformations are applied starting from the
    operations identified by handles, but may affect other operations as well.
    Further restrictions may be imposed by flows that rely on transform IR
    operations to control transformations.
  }];

  let cppNamespace = "::mlir::transform";

  let methods = [
    InterfaceMethod<
      /*desc=*/[{
        Applies the transformation represented by the current operation. This
        accepts as arguments the object that must be populated with results of
        the current transformation and a transformation state object that can be
        used for queries, e.g., to obtain the list of operations on which the
        transformation represented by the current op is targeted. Returns a
        special status object indicating whether the transformation succeeded
        or failed, and, if it failed, whether the failure is recoverable or not.

        IR must be created, modified and deleted with the provided rewriter.
        implementations are responsible for setting the insertion point of the
        rewriter to the desired location.
      }],
      /*returnType=*/"::transform::DiagnosedSilenceableFailure",
      /*name=*/"apply",
      /*arguments=*/(ins
          "&mut ::ir::Context":$rewriter,
          "&mut ::transform::TransformResults":$transformResults,
          "&mut ::transform::TransformState":$state
    )>,
    InterfaceMethod<
      /*desc=*/[{
        Indicates whether the op instance allows its handle operands to be
        associated with the same payload operations.
      }],
      /*returnType=*/"bool",
      /*name=*/"allowsRepeatedHandleOperands",
      /*arguments=*/(ins),
      /*methodBody=*/"",
      /*defaultImplementation=*/[{
        false
      }]
    >,
  ];

  let verify = [{
    ::transform::verify_transform_op_interface($_ctx, $_op.operation())
  }];
}

class TransformTypeInterfaceBase<string cppClass, string cppObjectType>
    : TypeInterface<cppClass> {
  let cppNamespace = "::mlir::transform";

  let methods = [
    InterfaceMethod<
      /*desc=*/[{
        Checks if the given associated objects (Payload IR operations or attributes)
        satisfy the conditions defined by this type. If not, produces a silenceable
        error at the specified location.
      }],
      /*returnType=*/"::transform::DiagnosedSilenceableFailure",
      /*name=*/"checkPayload",
      /*arguments=*/(ins "::ir::Location":$loc,
                         "&[" # cppObjectType # "]":$payload)
    >
  ];
}

def TransformHandleTypeInterface
    : TransformTypeInterfaceBase<"TransformHandleTypeInterface",
                                 "::ir::Operation"> {
  let description = [{
    Types that can be used for the Transform dialect operation handle values.
    Such types define the properties of Payload IR operations associated with
    the handle. A user of such a handle can assume that these properties have
    been verified for any Payload IR operation associated with it.
  }];
}

def TransformParamTypeInterface
    : TransformTypeInterfaceBase<"TransformParamTypeInterface",
                                 "::ir::Attribute"> {
  let description = [{
    Types that can be used for the Transform dialect parameter values. Such types
    define the structure of the parameters associated with the value, e.g., their
    underlying type. A user of the value can assume that the parameter has been
    verified.
  }];
}

def TransformValueHandleTypeInterface
    : TransformTypeInterfaceBase<"TransformValueHandleTypeInterface",
                                 "::ir::Value"> {
  let description = [{
    Types that can be used for the Transform dialect handle values pointing to
    Payload IR values. Such types define the properties of Payload IR values
    associated with the handle. Users of such a handle can assume that these
    properties have been verified for any Payload IR value associated with it.
  }];
}

def Transform_AnyHandleOrParamType
  : Type<Or<[TransformParamTypeInterface.predicate,
             TransformHandleTypeInterface.predicate,
             TransformValueHandleTypeInterface.predicate]>,
         "any transform handle or parameter">;

def Transform_AnyHandleType
  : Type<Or<[TransformHandleTypeInterface.predicate,
             TransformValueHandleTypeInterface.predicate]>,
         "any transform handle">;

def FunctionalStyleTransformOpTrait
    : NativeOpTrait<"FunctionalStyleTransformOpTrait"> {
  let cppNamespace = "::mlir::transform";
}

def TransformEachOpTrait : NativeOpTrait<"TransformEachOpTrait"> {
  let cppNamespace = "::mlir::transform";
}

def NavigationTransformOpTrait : NativeOpTrait<"NavigationTransformOpTrait"> {
  let cppNamespace = "::mlir::transform";
}

def ParamProducerTransformOpTrait : NativeOpTrait<"ParamProducerTransformOpTrait"> {
  let cppNamespace = "::mlir::transform";
}

def ReportTrackingListenerFailuresOpTrait : NativeOpTrait<"ReportTrackingListenerFailuresOpTrait"> {
  let cppNamespace = "::mlir::transform";
}

def FindPayloadReplacementOpInterface
    : OpInterface<"FindPayloadReplacementOpInterface"> {
  let description = [{
    This interface is queried by the `TrackingListener` and can be implemented
    by payload ops to indicate that the lookup should be continue with its
    operands when looking for payload op replacements.

    Example: Consider the case where a tracked "test.foo" payload op is replaced
    with a new "test.foo" op, but wrapped in a "tensor.reshape" op. In that
    case, the mapping of the original "test.foo" op should be updated with the
    new "test.foo" op. A "tensor.reshape" is a metadata-only op that should be
    skipped when inspecting the replacement values of the original "test.foo"
    op. More details can be found at `TrackingListener` documentation.

    Note: Ops that implement `CastOpInterface` do not need to implement this
    interface. Such ops are skipped by default. This interface should be
    implemented by cast-like/metadata-only ops that cannot implement
    `CastOpInterface`.
  }];

  let cppNamespace = "::mlir::transform";

  let methods = [
    InterfaceMethod<
      /*desc=*/[{
        Return the operands at which the lookup for replacement payload ops
        should continue.
      }],
      /*returnType=*/"::std::vec::Vec<::ir::Value>",
      /*name=*/"getNextOperands",
      /*arguments=*/(ins)
    >,
  ];
}

def PatternDescriptorOpInterface : OpInterface<"PatternDescriptorOpInterface"> {
  let description = [{
    This interface should be implemented by ops that select rewrite patterns of
    a `transform.apply_patterns` op. It provides a method to populate a rewrite
    pattern set with patterns.

    Note: Conversion patterns are rewrite patterns in MLIR, but they should not
    be populated with `PatternDescriptorOpInterface` because they cannot be
    used in a greedy pattern rewrite.
  }];

  let cppNamespace = "::mlir::transform";

  let methods = [
    InterfaceMethod<
      /*desc=*/[{
        Populate rewrite patterns into the given pattern set.
      }],
      /*returnType=*/"void",
      /*name=*/"populatePatterns",
      /*arguments=*/(ins "&mut ::ir::Context":$ctx, "&mut ::std::vec::Vec<::std::boxed::Box<dyn ::ir::RewritePattern>>":$patterns)
    >,
    InterfaceMethod<
      /*desc=*/[{
        Populate rewrite patterns into the given pattern set taking into account
        the transform state.
      }],
      /*returnType=*/"void",
      /*name=*/"populatePatternsWithState",
      /*arguments=*/(ins "&mut ::ir::Context":$ctx, "&mut ::std::vec::Vec<::std::boxed::Box<dyn ::ir::RewritePattern>>":$patterns,
                         "&::transform::TransformState":$state),
      /*methodBody=*/"",
      /*defaultImplementation=*/[{
        let _ = state;
        self.populate_patterns(ctx, patterns)
      }]
    >
  ];
}

def TypeConverterBuilderOpInterface
    : OpInterface<"TypeConverterBuilderOpInterface"> {
  let description = [{
    This interface should be implemented by ops that specify a type converter
    for a dialect conversion, or to populate a type converter with
    conversions.

    When such ops are intended to be used with "apply_conversion_patterns" or
    other operations that expect a type converter, a non-default implementation
    of `getTypeConverter` should be implemented. For use with "cast_and_call"
    like ops that construct a type converter iteratively, non-default
    `populateTypeMaterializations` should be implemented.
  }];

  let cppNamespace = "::mlir::transform";

  let methods = [
    InterfaceMethod<
      /*desc=*/[{
        Return the type converter to be used with a dialect conversion.
      }],
      /*returnType=*/"::transform::TransformTypeConverter",
      /*name=*/"getTypeConverter",
      /*arguments=*/(ins),
      /*methodBody=*/"",
      /*defaultImplementation=*/[{
        ::transform::TransformTypeConverter::default()
      }]
    >,
    StaticInterfaceMethod<
      /*desc=*/[{
        Return the type of type converter that this `getTypeConverter` returns.
        This function is used for op verification.
      }],
      /*returnType=*/"&'static str",
      /*name=*/"getTypeConverterType",
      /*arguments=*/(ins),
      /*methodBody=*/"",
      /*defaultImplementation=*/[{ "TypeConverter" }]
    >,
    InterfaceMethod<
      /*desc=*/[{
        Populate the given type converter with source/target materialization
        functions.
      }],
      /*returnType=*/"void",
      /*name=*/"populateTypeMaterializations",
      /*arguments=*/(ins "&mut ::transform::TransformTypeConverter":$converter),
      /*methodBody=*/"",
      /*defaultImplementation=*/[{ let _ = converter; }]
    >,
  ];
}

def ConversionPatternDescriptorOpInterface
    : OpInterface<"ConversionPatternDescriptorOpInterface"> {
  let description = [{
    This interface should be implemented by ops that select conversion patterns
    of a `transform.apply_patterns` op. It provides a method to populate a
    rewrite pattern set with conversion patterns.

    Note: Non-conversion rewrite patterns should not be populated with
    `ConversionPatternDescriptorOpInterface` because it is not generally safe
    to use non-conversion rewrite patterns as part of a dialect conversion.
  }];

  let cppNamespace = "::mlir::transform";

  let methods = [
    InterfaceMethod<
      /*desc=*/[{
        Populate conversion patterns into the given pattern set with the
        given type converter.
      }],
      /*returnType=*/"void",
      /*name=*/"populatePatterns",
      /*arguments=*/(ins "&mut ::ir::Context":$ctx, "&::transform::TransformTypeConverter":$typeConverter,
                         "&mut ::std::vec::Vec<::std::boxed::Box<dyn ::ir::conversion::ConversionPattern>>":$patterns)
    >,
    InterfaceMethod<
      /*desc=*/[{
        Populate the ConversionTarget using the final TypeConverter. The default
        implementation is to do nothing. Overriding this method can be useful
        in order to setup the ConversionTarget for structural type conversions.
        In such a situation, an op's legality depends on using the TypeConverter
        to determine whether the op's operand and result types are legal
        (defined as converting to themselves).

      }],
      /*returnType=*/"void",
      /*name=*/"populateConversionTargetRules",
      /*arguments=*/(ins "&::transform::TransformTypeConverter":$typeConverter,
                         "&mut ::ir::conversion::ConversionTarget":$conversionTarget),
      /*methodBody=*/"",
      /*defaultImplementation=*/"let _ = (type_converter, conversion_target);"
    >,
    InterfaceMethod<
      /*desc=*/[{
        Return the type converter to be used with this pattern set. If no
        type converter is specified, the default type converter of the enclosing
        "apply_conversion_patterns" op is used.
      }],
      /*returnType=*/"::core::option::Option<::transform::TransformTypeConverter>",
      /*name=*/"getTypeConverter",
      /*arguments=*/(ins),
      /*methodBody=*/"",
      /*defaultImplementation=*/"::core::option::Option::None"
    >,
    InterfaceMethod<
      /*desc=*/[{
        Verify the default type converter that is provided by the enclosing
        "apply_conversion_patterns" op.
      }],
      /*returnType=*/"::core::result::Result<(), ::ir::Diagnostic>",
      /*name=*/"verifyTypeConverter",
      /*arguments=*/(ins "::transform::TypeConverterBuilderOpInterfaceRef":$builder),
      /*methodBody=*/"",
      /*defaultImplementation=*/[{
        let _ = builder;
        ::core::result::Result::Ok(())
      }]
    >,
  ];
}

#endif // MLIR_DIALECT_TRANSFORM_IR_TRANSFORM_INTERFACES_TD
