//===- BuiltinTypeInterfaces.td - builtin type interfaces ---*- tablegen -*-===//
//
// Part of the `td` crate. The type interfaces ODS definitions refer to:
// shaped types. Only what type definitions need is declared; their Rust
// implementations (`::ir::interfaces::ShapedType`, its method table and
// view) live in the IR crate, where the builtin tensors, memrefs and
// vectors implement it too.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_IR_BUILTINTYPEINTERFACES_TD_
#define MLIR_IR_BUILTINTYPEINTERFACES_TD_

include "mlir/IR/OpBase.td"

def ShapedTypeInterface : TypeInterface<"ShapedType"> {
  let cppNamespace = "::ir::interfaces";
  let description = [{
    A type with a shape (possibly unranked) and an element type: tensors,
    memrefs, vectors, and dialect types that declare the interface.
  }];
  let methods = [
    InterfaceMethod<[{
      The same kind of type with `shape` (the type's own when `None`) and
      `elementType`.
    }], "::ir::Type", "cloneWith",
      (ins "&mut ::ir::Context":$ctx, "::core::option::Option<&[i64]>":$shape,
           "::ir::Type":$elementType)>,
    InterfaceMethod<"The element type.",
      "::ir::Type", "getElementType", (ins "&::ir::Context":$ctx)>,
    InterfaceMethod<"Whether the type has a rank.",
      "bool", "hasRank", (ins "&::ir::Context":$ctx)>,
    InterfaceMethod<"The dimensions of a ranked type (`i64::MIN` for `?`).",
      "&[i64]", "getShape", (ins "&::ir::Context":$ctx)>,
  ];
}

#endif // MLIR_IR_BUILTINTYPEINTERFACES_TD_
