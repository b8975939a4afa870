// The demo dialect and its constraints (written against the `ir` crate's
// current API). `Ops.td` includes this file: editing it must regenerate.

include "mlir/IR/OpBase.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/IR/EnumAttr.td"

def Demo_Dialect : Dialect {
  let name = "demo";
  let summary = "A dialect exercising the Rust op emitter";
  let cppNamespace = "crate";
}

class Demo_Op<string mnemonic, list<Trait> traits = []>
    : Op<Demo_Dialect, mnemonic, traits>;

def Demo_Any : Type<CPred<"true">, "any type">;
def Demo_F64 : Type<CPred<"$_ctx.is_f64($_self)">, "64-bit float">,
               BuildableType<"$_builder.f64()">;
def Demo_I64 : Type<CPred<"$_ctx.is_signless_integer_of_width($_self, 64)">,
                    "64-bit signless integer">,
               BuildableType<"$_builder.i64()">;

def Demo_I64Attr : Attr<
    CPred<"$_ctx.as_integer($_self).is_some() && "
          "$_ctx.is_signless_integer_of_width($_ctx.attr_type($_self), 64)">,
    "64-bit signless integer attribute"> {
  let storageType = "::ir::Attribute";
  let returnType = "i64";
  let convertFromStorage = "$_ctx.as_integer($_self).unwrap_or_default() as i64";
  let constBuilderCall = "$_builder.i64_attr($0)";
}

def Demo_StrAttr : Attr<CPred<"$_ctx.as_string($_self).is_some()">,
                        "string attribute"> {
  let storageType = "::ir::Attribute";
  let returnType = "&str";
  let convertFromStorage = "$_ctx.as_string($_self).unwrap_or_default()";
  let constBuilderCall = "$_builder.string_attr($0)";
}

def Demo_UnitAttr : Attr<CPred<"$_ctx.is_unit_attr($_self)">, "unit attribute"> {
  let storageType = "::ir::Attribute";
  let returnType = "bool";
  let convertFromStorage = "$_self.is_some()";
  let constBuilderCall = "($0).then(|| $_builder.unit_attr())";
  let defaultValue = "false";
  let isOptional = 1;
}

def Demo_OneBlockRegion : Region<CPred<"$_ctx.region_blocks($_self).len() == 1">,
                                 "region with 1 blocks">;

// An op interface of the dialect: a Rust trait, dispatched from an opaque
// operation through `DescribeRef`.
def Demo_Describe : OpInterface<"Describe"> {
  let description = [{
    Ops that describe themselves.
  }];
  let methods = [
    InterfaceMethod<"The number of operands.", "usize", "arity",
      (ins "&::ir::Context":$ctx), [{}],
      [{ ctx.num_operands($_op.operation()) }]>,
    InterfaceMethod<"A label.", "::std::string::String", "label", (ins), [{}],
      [{ ::std::string::String::from("unnamed") }]>,
    StaticInterfaceMethod<"A kind number.", "u32", "kind", (ins), [{}], [{ 7 }]>
  ];
}

// Enums: an integer enum with renamed conversion functions, a string enum,
// and a bit enum with a `none` case and a custom separator.
def Demo_Color : I32EnumAttr<"Color", "a color", [
    I32EnumAttrCase<"Red", 0, "red">,
    I32EnumAttrCase<"Green", 1, "green">,
    I32EnumAttrCase<"DarkBlue", 5, "dark_blue">]> {
  let cppNamespace = "crate";
  let stringToSymbolFnName = "ColorFromName";
  let symbolToStringFnName = "ColorName";
}

def Demo_Shape : StrEnumAttr<"Shape", "a shape", [
    StrEnumAttrCase<"Circle", 0, "circle">,
    StrEnumAttrCase<"Square", 1, "square">]> {
  let cppNamespace = "crate";
}

def Demo_Access : I32BitEnumAttr<"Access", "access rights", [
    I32BitEnumAttrCaseNone<"None", "none">,
    I32BitEnumAttrCaseBit<"Read", 0, "read">,
    I32BitEnumAttrCaseBit<"Write", 1, "write">,
    I32BitEnumAttrCaseBit<"Exec", 3, "exec">]> {
  let cppNamespace = "crate";
  let separator = ", ";
}

def Demo_I32ArrayAttr : Attr<CPred<"$_ctx.as_dense_array($_self).is_some()">,
                             "i32 dense array attribute"> {
  let storageType = "::ir::Attribute";
  let returnType = "::ir::Attribute";
  let convertFromStorage = "$_self";
}
