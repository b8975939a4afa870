include "mlir/IR/OpBase.td"
include "mlir/Interfaces/InferTypeOpInterface.td"

def Fmt_Dialect : Dialect {
  let name = "fmt";
  let cppNamespace = "::fmt";
}

class Fmt_Op<string mnemonic, list<Trait> traits = []> :
    Op<Fmt_Dialect, mnemonic, traits>;

// Operands, a literal, attr-dict, type inferred by SameOperandsAndResultType.
def Fmt_AddOp : Fmt_Op<"add", [SameOperandsAndResultType]> {
  let arguments = (ins AnyType:$lhs, AnyType:$rhs);
  let results = (outs AnyType:$sum);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($sum)";
}

// An attribute variable and a keyword literal.
def Fmt_ConstOp : Fmt_Op<"const"> {
  let arguments = (ins AnyAttr:$value);
  let results = (outs AnyType:$res);
  let assemblyFormat = "`value` `=` $value attr-dict `->` type($res)";
}

// Variadic operands with functional-type.
def Fmt_CallOp : Fmt_Op<"call"> {
  let arguments = (ins Variadic<AnyType>:$args);
  let results = (outs Variadic<AnyType>:$outs);
  let assemblyFormat = "`(` $args `)` attr-dict `:` functional-type($args, $outs)";
}

// Optional group anchored by a unit attribute; optional group anchored by a
// variadic operand with its types.
def Fmt_FlagOp : Fmt_Op<"flag"> {
  let arguments = (ins UnitAttr:$fast, Variadic<AnyType>:$extra);
  let assemblyFormat = "(`fast` $fast^)? (`extra` `(` $extra^ `:` type($extra) `)`)? attr-dict";
}

// Optional group with an else branch.
def Fmt_MaybeOp : Fmt_Op<"maybe"> {
  let arguments = (ins Optional<AnyType>:$x);
  let assemblyFormat = "($x^ `:` type($x)) : (`none`)? attr-dict";
}

// operands and type(operands), attr-dict-with-keyword.
def Fmt_AllOp : Fmt_Op<"all"> {
  let arguments = (ins AnyType:$a, Variadic<AnyType>:$rest);
  let assemblyFormat = "operands attr-dict-with-keyword `:` type(operands)";
}

// A region after attr-dict-with-keyword.
def Fmt_WrapOp : Fmt_Op<"wrap"> {
  let regions = (region AnyRegion:$body);
  let assemblyFormat = "attr-dict-with-keyword $body";
}

// A successor.
def Fmt_JumpOp : Fmt_Op<"jump", [Terminator]> {
  let successors = (successor AnySuccessor:$dest);
  let assemblyFormat = "$dest attr-dict";
}

// AllTypesMatch: the operand's type comes from the result's.
def Fmt_CopyOp : Fmt_Op<"copy", [AllTypesMatch<["src", "dst"]>]> {
  let arguments = (ins AnyType:$src);
  let results = (outs AnyType:$dst);
  let assemblyFormat = "$src attr-dict `:` type($dst)";
}

// A custom directive with operand, type, attribute and string parameters,
// and a second one taking references to what the first bound.
def Fmt_PairOp : Fmt_Op<"pair"> {
  let arguments = (ins AnyType:$x, AnyAttr:$n);
  let assemblyFormat = [{
    custom<Pair>($x, type($x), $n, "sep") custom<Echo>(ref($x), ref($n)) attr-dict
  }];
}

// A DefaultValuedAttr in the attribute dictionary: elided when equal to its
// default.
def Fmt_LevelOp : Fmt_Op<"level"> {
  let arguments = (ins DefaultValuedAttr<I32Attr, "7">:$level);
  let assemblyFormat = "attr-dict";
}

// A buildable result type (I1) and a TypesMatchWith transformer.
def Fmt_CmpOp : Fmt_Op<"cmp", [TypesMatchWith<"rhs is lhs", "lhs", "rhs", "$_self">]> {
  let arguments = (ins AnyType:$lhs, AnyType:$rhs);
  let results = (outs I1:$flag);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($lhs)";
}

// A TypesMatchWith transformer that is not the identity: the result is an
// i1 whatever the operand type.
def Fmt_TestOp : Fmt_Op<"test", [TypesMatchWith<"result is i1", "x", "r", "$_ctx.i1()">]> {
  let arguments = (ins AnyType:$x);
  let results = (outs AnyType:$r);
  let assemblyFormat = "$x attr-dict `:` type($x)";
}

// Two variadic operand groups: operandSegmentSizes is inferred by the parser.
def Fmt_SegOp : Fmt_Op<"seg", [AttrSizedOperandSegments]> {
  let arguments = (ins Variadic<AnyType>:$xs, Optional<AnyType>:$opt, Variadic<AnyType>:$ys);
  let assemblyFormat = [{
    `[` $xs `]` (`opt` $opt^ `:` type($opt))? `[` $ys `]` attr-dict `:` type($xs) `and` type($ys)
  }];
}

// oilist: clauses in any order, each at most once.
def Fmt_OptsOp : Fmt_Op<"opts"> {
  let arguments = (ins UnitAttr:$nowait, OptionalAttr<I64Attr>:$level,
                       Variadic<AnyType>:$deps);
  let assemblyFormat = [{
    oilist(`nowait` $nowait | `level` `(` $level `)` | `deps` `(` $deps `:` type($deps) `)`) attr-dict
  }];
}

// Properties: a property variable, a UnitProp set by its optional group's
// presence, and the others in prop-dict.
def Fmt_PropOp : Fmt_Op<"prop"> {
  let arguments = (ins I64Prop:$count, UnitProp:$fast, I32Prop:$rest);
  let assemblyFormat = "$count (`fast` $fast^)? prop-dict attr-dict";
}

// An optional group starting with (and anchored by) an attribute, and the
// variable-length types of all results, qualified.
def Fmt_ResultsOp : Fmt_Op<"results"> {
  let arguments = (ins OptionalAttr<StrAttr>:$tag);
  let results = (outs Variadic<AnyType>:$outs);
  let assemblyFormat = "($tag^)? attr-dict `:` qualified(type(results))";
}

// Variable-length operand and result types; an anchor on a type directive
// that is not the group's first element.
def Fmt_TypesOp : Fmt_Op<"types"> {
  let arguments = (ins Variadic<AnyType>:$ins);
  let results = (outs AnyType:$first, Variadic<AnyType>:$more);
  let assemblyFormat = "$ins attr-dict `:` type($ins) `->` type($first) (`,` type($more)^)?";
}

// The `regions` directive over a variadic region list.
def Fmt_RegionsOp : Fmt_Op<"regions"> {
  let regions = (region VariadicRegion<AnyRegion>:$rs);
  let assemblyFormat = "attr-dict-with-keyword regions";
}

// An optional group anchored by a region (absent: the region is empty).
def Fmt_MaybeRegionOp : Fmt_Op<"maybe_region"> {
  let regions = (region AnyRegion:$body);
  let assemblyFormat = "(`then` $body^)? attr-dict";
}

// The `successors` directive over variadic successors.
def Fmt_BrOp : Fmt_Op<"br", [Terminator]> {
  let successors = (successor VariadicSuccessor<AnySuccessor>:$dests);
  let assemblyFormat = "successors attr-dict";
}

// A successor variable and an optional group anchored by a variadic
// successor list.
def Fmt_SwitchOp : Fmt_Op<"switch", [Terminator]> {
  let arguments = (ins AnyType:$flag);
  let successors = (successor AnySuccessor:$default, VariadicSuccessor<AnySuccessor>:$cases);
  let assemblyFormat = "$flag `:` type($flag) `,` $default (`cases` `[` $cases^ `]`)? attr-dict";
}

// A custom directive over the `operands` directive, variable-length
// operand and result types, a property, a string, a region and a reference
// to bound result types.
def Fmt_BundleOp : Fmt_Op<"bundle"> {
  let arguments = (ins Variadic<AnyType>:$xs, I64Prop:$n);
  let results = (outs Variadic<AnyType>:$ys);
  let regions = (region AnyRegion:$r);
  let assemblyFormat = [{
    custom<Bundle>(operands, type($xs), type($ys), $n, "items") custom<Body>($r, ref(type($ys))) attr-dict
  }];
}

// Whitespace literals: newline, space and the empty literal (no space
// before the following `:`).
def Fmt_SpaceOp : Fmt_Op<"space"> {
  let arguments = (ins AnyType:$x);
  let assemblyFormat = [{
    `{` `\n` ` ` ` ` `inner` $x `\n` `}` `` `:` type($x) attr-dict
  }];
}

// Attributes whose value type is buildable print without their type
// (`42`, not `42 : i32`) and are parsed with it; a DefaultValuedAttr
// anchoring an optional group is left out when equal to its default.
def Fmt_IntOp : Fmt_Op<"int"> {
  let arguments = (ins I32Attr:$v, DefaultValuedAttr<I64Attr, "3">:$w, F32Attr:$f);
  let assemblyFormat = "$v `,` $f (`w` $w^)? attr-dict";
}

// Qualified attribute and type variables.
def Fmt_QualOp : Fmt_Op<"qual"> {
  let arguments = (ins AnyAttr:$a, AnyType:$x);
  let assemblyFormat = "qualified($a) $x `:` qualified(type($x)) attr-dict";
}
