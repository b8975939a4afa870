// Exercises the documentation backend on our `td` library: op groups,
// unnamed and variadic values, successors, regions, derived attributes,
// multi-line assembly formats, interface and side-effect traits, attribute
// and type definitions, enums, and a description carrying its own [TOC].

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"

def Doc_Dialect : Dialect {
  let name = "doc";
  let cppNamespace = "::doc";
  let summary = "  A dialect to test documentation";
  let description = [{
      Intro paragraph, indented more than usual.

        Nested code, kept relative.

      [TOC]

      # A heading inside the description
  }];
}

class Doc_Op<string mnemonic, list<Trait> traits = []>
    : Op<Doc_Dialect, mnemonic, traits>;

def Doc_Group : OpDocGroup {
  let summary = "  Arithmetic ops  ";
  let description = [{
    Ops that compute.
    # not a heading of the group, but nested anyway
  }];
}

def Color : I32EnumAttr<"Color", "a color", [
  I32EnumAttrCase<"Red", 0, "red">,
  I32EnumAttrCase<"Green", 7>
]> {
  let cppNamespace = "::doc";
  let genSpecializedAttr = 0;
}

def Doc_ColorAttr : EnumAttr<Doc_Dialect, Color, "color">;

def Doc_PairAttr : AttrDef<Doc_Dialect, "Pair"> {
  let mnemonic = "pair";
  let summary = "a pair of integers";
  let description = "Two integers.";
  let parameters = (ins "i64":$first, AttrParameter<"i64", "the second">:$second);
  let assemblyFormat = "`<` $first `,` $second `>`";
}

def Doc_UnitType : TypeDef<Doc_Dialect, "Unit"> {
  let mnemonic = "unit";
  let summary = "the unit type";
}

def Doc_AddOp : Doc_Op<"add", [Pure, Commutative]> {
  let opDocGroup = Doc_Group;
  let summary = "adds two values";
  let description = [{
    Adds.

        indented example

    Done.
  }];
  let arguments = (ins AnyInteger:$lhs, AnyInteger:$rhs, Doc_ColorAttr:$color,
                       OptionalAttr<I32Attr>:$bias);
  let results = (outs AnyInteger:$sum);
  let assemblyFormat = [{
    $lhs `,` $rhs
        attr-dict
    `:` type($sum)
  }];
}

def Doc_SubOp : Doc_Op<"sub", [Pure]> {
  let opDocGroup = Doc_Group;
  let summary = "subtracts";
  let arguments = (ins AnyInteger, Variadic<AnyInteger>:$rest);
  let results = (outs AnyInteger, AnyInteger:$other);
}

def Doc_BranchOp : Doc_Op<"br", [Terminator,
    DeclareOpInterfaceMethods<BranchOpInterface, ["getSuccessorForOperands"]>]> {
  let summary = "branches";
  let arguments = (ins Variadic<AnyType>:$operands);
  let successors = (successor AnySuccessor:$dest, VariadicSuccessor<AnySuccessor>:$others);
  let assemblyFormat = "";
}

def Doc_AllocOp : Doc_Op<"alloc", [MemoryEffects<[MemAlloc, MemWrite]>]> {
  let description = "No summary, one line.";
  let results = (outs Res<AnyType, "the buffer", [MemAlloc]>:$buf);
  let regions = (region AnyRegion:$init, VariadicRegion<SizedRegion<1>>:$more);
}

def Doc_ConstOp : Doc_Op<"const", [ConstantLike]> {
  let arguments = (ins);
  let results = (outs AnyType:$out);
  DerivedAttr width = DerivedAttr<"u32", "0">;
}
