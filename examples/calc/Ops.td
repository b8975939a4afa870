// The calc dialect: arithmetic on f64 values.

include "mlir/IR/OpBase.td"
include "mlir/IR/EnumAttr.td"
// `Pure` (no side effects: unused ops are erased by the rewrite driver).
include "mlir/Interfaces/SideEffectInterfaces.td"
// `SameOperandsAndResultType` lets the custom forms name one type only.
include "mlir/Interfaces/InferTypeOpInterface.td"

def Calc_Dialect : Dialect {
  let name = "calc";
  let summary = "Arithmetic on f64 values";
  let cppNamespace = "crate";
}

class Calc_Op<string mnemonic, list<Trait> traits = []>
    : Op<Calc_Dialect, mnemonic, traits>;

// An op interface: a Rust trait every op listing it implements, and
// `CostRef::get(ctx, op)` to query it on an opaque operation.
def Calc_Cost : OpInterface<"Cost"> {
  let description = [{ The cost of evaluating an op. }];
  let methods = [
    InterfaceMethod<"The cost, in additions.", "u32", "cost", (ins), [{}],
      [{ 1 }]>
  ];
}

// An enum, stored as an i32 attribute and printed by name.
def Calc_Rounding : I32EnumAttr<"Rounding", "a rounding mode", [
    I32EnumAttrCase<"Nearest", 0, "nearest">,
    I32EnumAttrCase<"Down", 1, "down">,
    I32EnumAttrCase<"Up", 2, "up">]> {
  let cppNamespace = "crate";
}

def Calc_ConstantOp : Calc_Op<"constant", [Pure]> {
  let summary = "an f64 constant";
  let arguments = (ins F64Attr:$value);
  let results = (outs F64:$result);
  let assemblyFormat = "$value attr-dict";
}

def Calc_AddOp : Calc_Op<"add", [Pure, Commutative, SameOperandsAndResultType,
                                 Calc_Cost]> {
  let summary = "addition";
  let arguments = (ins F64:$lhs, F64:$rhs);
  let results = (outs F64:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($result)";
}

def Calc_MulOp : Calc_Op<"mul", [Pure, Commutative, SameOperandsAndResultType,
                                 DeclareOpInterfaceMethods<Calc_Cost, ["cost"]>]> {
  let summary = "multiplication (its cost is written in Rust, src/lib.rs)";
  let arguments = (ins F64:$lhs, F64:$rhs);
  let results = (outs F64:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($result)";
}

def Calc_NegOp : Calc_Op<"neg", [Pure, SameOperandsAndResultType, Calc_Cost]> {
  let summary = "negation";
  let arguments = (ins F64:$input);
  let results = (outs F64:$result);
  let assemblyFormat = "$input attr-dict `:` type($result)";
}

def Calc_RoundOp : Calc_Op<"round", [Pure, SameOperandsAndResultType]> {
  let summary = "rounds to an integral value";
  let arguments = (ins F64:$input, Calc_Rounding:$mode);
  let results = (outs F64:$result);
  let assemblyFormat = "$mode $input attr-dict `:` type($result)";
}

def Calc_PrintOp : Calc_Op<"print"> {
  let summary = "prints a value (a side effect: never erased)";
  let arguments = (ins F64:$input);
  let assemblyFormat = "$input attr-dict `:` type($input)";
}
