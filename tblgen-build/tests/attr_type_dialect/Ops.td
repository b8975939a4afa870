//===- Ops.td - a dialect of ODS attributes and types ---------*- tablegen -*-===//
//
// Every feature of `AttrDef`/`TypeDef`: parameters of each kind, builders,
// a verifier, declarative formats (literals, parameters, `params`,
// `struct`, optional groups, `custom`, `qualified`), a custom format,
// interfaces, an enum attribute, and ops using them.
//
//===----------------------------------------------------------------------===//

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"

def Atd_Dialect : Dialect {
  let name = "atd";
  let summary = "A dialect of ODS attributes and types";
  let cppNamespace = "crate";
}

// A type interface of the dialect: one method every implementer writes
// (here answered by a parameter's accessor) and one with a default.
def Atd_SizedTypeInterface : TypeInterface<"SizedType"> {
  let description = [{
    A type with a size in bits.
  }];
  let methods = [
    InterfaceMethod<"The size in bits.", "u64", "getBits",
      (ins "&::ir::Context":$ctx)>,
    InterfaceMethod<"The size in bytes, rounded up.", "u64", "getBytes",
      (ins "&::ir::Context":$ctx), [{}], [{ self.get_bits(ctx).div_ceil(8) }]>,
  ];
}

class Atd_Type<string name, string typeMnemonic, list<Trait> traits = []>
    : TypeDef<Atd_Dialect, name, traits> {
  let mnemonic = typeMnemonic;
}

class Atd_Attr<string name, string attrMnemonic, list<Trait> traits = []>
    : AttrDef<Atd_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
}

// No parameters: `!atd.unit`.
def Atd_UnitType : Atd_Type<"Unit", "unit"> {
  let summary = "A type without parameters";
}

// A type parameter printed with its prefix: `!atd.box<!atd.unit>`.
def Atd_BoxType : Atd_Type<"Box", "box"> {
  let summary = "A box around a type";
  let parameters = (ins "::ir::Type":$inner);
  let assemblyFormat = "`<` qualified($inner) `>`";
}

// An integer and a string, a verifier, an interface answered by the
// accessor of `bits`: `!atd.int<32, "word">`.
def Atd_IntType : Atd_Type<"Int", "int", [Atd_SizedTypeInterface]> {
  let summary = "An integer with a name";
  let description = [{
    The verifier rejects a width of zero or above 128.
  }];
  let parameters = (ins "u64":$bits, StringRefParameter<"the name">:$name);
  let assemblyFormat = "`<` $bits `,` $name `>`";
  let genVerifyDecl = 1;
}

// `struct(params)` with a default-valued and an optional parameter:
// `#atd.shape<stride = 4, dims = 2, 3>` (a list reads up to the last comma,
// so it comes last).
def Atd_ShapeAttr : Atd_Attr<"Shape", "shape"> {
  let summary = "A shape with a stride and a tag";
  let parameters = (ins DefaultValuedParameter<"i64", "1", "the stride">:$stride,
                        OptionalParameter<"::core::option::Option<::ir::Attribute>", "a tag">:$tag,
                        ArrayRefParameter<"i64", "the dimensions">:$dims);
  let assemblyFormat = "`<` struct(params) `>`";
}

// `params` with a trailing default-valued parameter: `#atd.pair<1, 2>`,
// `#atd.pair<1>`.
def Atd_PairAttr : Atd_Attr<"Pair", "pair"> {
  let summary = "Two integers";
  let parameters = (ins "i64":$first, DefaultValuedParameter<"i64", "0">:$second);
  let assemblyFormat = "`<` params `>`";
}

// An optional group with an else branch: `!atd.maybe<5>`, `!atd.maybe none`.
def Atd_MaybeType : Atd_Type<"Maybe", "maybe"> {
  let summary = "A type that may hold an attribute";
  let parameters = (ins OptionalParameter<"::core::option::Option<::ir::Attribute>">:$value);
  let assemblyFormat = "(`<` $value^ `>`) : (`none`)?";
}

// A custom directive: `#atd.range<0 to 10>`.
def Atd_RangeAttr : Atd_Attr<"Range", "range"> {
  let summary = "A range";
  let parameters = (ins "i64":$lo, "i64":$hi);
  let assemblyFormat = "`<` custom<Bounds>($lo, $hi) `>`";
}

// A custom assembly format (`!atd.vec<2x3xf32>`) and a custom builder.
def Atd_VecType : Atd_Type<"Vec", "vec"> {
  let summary = "A vector written by hand";
  let parameters = (ins ArrayRefParameter<"i64">:$shape, "::ir::Type":$element);
  let hasCustomAssemblyFormat = 1;
  let builders = [
    TypeBuilderWithInferredContext<(ins "::ir::Type":$element), [{
      $_get($_ctx, &[], element)
    }]>
  ];
}

// A typed attribute: its type is the one after `:` (`#atd.value<3> : i8`).
def Atd_ValueAttr : Atd_Attr<"Value", "value", [TypedAttrInterface]> {
  let summary = "A typed value";
  let parameters = (ins "i64":$value, AttributeSelfTypeParameter<"">:$type);
  let assemblyFormat = "`<` $value `>`";
}

// Parameters that are dialect types and attributes, printed stripped:
// `#atd.wrap<<!atd.unit>, <dims = 1>>`.
def Atd_WrapAttr : Atd_Attr<"Wrap", "wrap"> {
  let summary = "A box and a shape";
  let parameters = (ins "crate::BoxType":$box, "crate::ShapeAttr":$shape);
  let assemblyFormat = "`<` $box `,` $shape `>`";
}

def Atd_Color : I32EnumAttr<"Color", "a color", [
    I32EnumAttrCase<"Red", 0, "red">,
    I32EnumAttrCase<"Green", 1, "green">]> {
  let cppNamespace = "crate";
}

def Atd_ColorAttr : EnumAttr<Atd_Dialect, Atd_Color, "color"> {
  let assemblyFormat = "`<` $value `>`";
}

class Atd_Op<string mnemonic, list<Trait> traits = []>
    : Op<Atd_Dialect, mnemonic, traits>;

// Dialect attributes and types as op arguments and results, in short form.
def Atd_MakeOp : Atd_Op<"make"> {
  let summary = "Makes a value";
  let arguments = (ins Atd_ShapeAttr:$shape, Atd_ColorAttr:$color);
  let results = (outs Atd_IntType:$result);
  let assemblyFormat = "$shape $color attr-dict `:` type($result)";
}

// The same in generic form only.
def Atd_UseOp : Atd_Op<"use"> {
  let summary = "Uses a value";
  let arguments = (ins Atd_IntType:$input, OptionalAttr<Atd_PairAttr>:$pair);
}
