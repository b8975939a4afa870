// The demo dialect, its interface and enums. Constraints come from the
// library (`mlir/IR/CommonTypeConstraints.td`, `CommonAttrConstraints.td`,
// through `OpBase.td`). `Ops.td` includes this file: editing it must
// regenerate.

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

// Dialect attributes wrapping enums: `#demo<color red>`,
// `#demo<access read, write>`.
def Demo_ColorAttr : EnumAttr<Demo_Dialect, Demo_Color, "color">;
def Demo_AccessAttr : EnumAttr<Demo_Dialect, Demo_Access, "access">;

