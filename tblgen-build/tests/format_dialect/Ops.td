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
def Fmt_TestOp : Fmt_Op<"test", [TypesMatchWith<"result is i1", "x", "r", "$_ctx.integer_type(1)">]> {
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
