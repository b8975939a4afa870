//===- BuiltinAttributeInterfaces.td - builtin attr interfaces -*- tablegen -*-===//
//
// Part of the `td` crate. The attribute interfaces ODS definitions refer to:
// typed attributes, elements attributes and memref layouts. Only what op and
// attribute definitions need is declared; their Rust implementations live
// in the IR crate.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_IR_BUILTINATTRIBUTEINTERFACES_TD_
#define MLIR_IR_BUILTINATTRIBUTEINTERFACES_TD_

include "mlir/IR/OpBase.td"

def TypedAttrInterface : AttrInterface<"TypedAttr"> {
  let cppNamespace = "::ir::interfaces";
  let description = [{
    An attribute with a type: integers, floats, elements.
  }];
  let methods = [
    InterfaceMethod<"The attribute's type.",
      "::ir::Type", "getType", (ins "&::ir::Context":$ctx)>,
  ];
}

def ElementsAttrInterface
    : AttrInterface<"ElementsAttr", [TypedAttrInterface]> {
  let cppNamespace = "::ir::interfaces";
  let description = [{
    A constant tensor or vector: a shaped type and one value per element.
  }];
  let methods = [
    InterfaceMethod<"The element at flat position `index`.",
      "::core::option::Option<::ir::Attribute>", "getValuesImpl",
      (ins "&::ir::Context":$ctx, "usize":$index)>,
    InterfaceMethod<"Whether all elements are the same value.",
      "bool", "isSplat", (ins "&::ir::Context":$ctx), [{}], [{ false }]>,
    InterfaceMethod<"The shaped type of the attribute.",
      "::ir::Type", "getShapedType", (ins "&::ir::Context":$ctx), [{}],
      [{ self.get_type(ctx) }]>,
  ];
  // Rust accessors shared by the interface and its implementers.
  string ElementsAttrInterfaceAccessors = [{
    /// The number of elements: the product of the shape.
    fn get_num_elements(&self, ctx: &::ir::Context) -> i64 {
        ctx.shape(self.get_shaped_type(ctx))
            .map_or(0, |dims| dims.iter().product())
    }

    /// Whether the attribute has no element.
    fn is_empty(&self, ctx: &::ir::Context) -> bool {
        self.get_num_elements(ctx) == 0
    }
  }];
  let extraSharedClassDeclaration = ElementsAttrInterfaceAccessors;
}

def MemRefLayoutAttrInterface : AttrInterface<"MemRefLayoutAttrInterface"> {
  let cppNamespace = "::ir::interfaces";
  let description = [{
    The layout of a memref: how indices map to memory positions.
  }];
  let methods = [
    InterfaceMethod<"The layout as an affine map attribute.",
      "::ir::Attribute", "getAffineMap", (ins "&::ir::Context":$ctx)>,
    InterfaceMethod<"Whether the layout is the identity (row major).",
      "bool", "isIdentity", (ins "&::ir::Context":$ctx)>,
    InterfaceMethod<"Checks that the layout fits memrefs of `shape`.",
      "::core::result::Result<(), ::ir::Diagnostic>", "verifyLayout",
      (ins "&::ir::Context":$ctx, "&[i64]":$shape)>,
  ];
}

#endif // MLIR_IR_BUILTINATTRIBUTEINTERFACES_TD_
