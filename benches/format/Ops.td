// The assembly-format benchmark's dialect: a few ops with generated custom
// forms (`benches/benches/format.rs` parses and prints the same IR in custom
// and in generic form).

include "mlir/IR/OpBase.td"
include "mlir/Interfaces/InferTypeOpInterface.td"

def Bfmt_Dialect : Dialect {
  let name = "bfmt";
  let cppNamespace = "::bfmt";
}

class Bfmt_Op<string mnemonic, list<Trait> traits = []> :
    Op<Bfmt_Dialect, mnemonic, traits>;

// Operands and a type inferred from the result (SameOperandsAndResultType).
def Bfmt_AddOp : Bfmt_Op<"add", [SameOperandsAndResultType]> {
  let arguments = (ins AnyType:$lhs, AnyType:$rhs);
  let results = (outs AnyType:$sum);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($sum)";
}

// An attribute variable, keywords and an optional unit-attribute group.
def Bfmt_ScaleOp : Bfmt_Op<"scale"> {
  let arguments = (ins AnyType:$input, I64Attr:$factor, UnitAttr:$exact);
  let results = (outs AnyType:$res);
  let assemblyFormat =
    "$input `by` $factor (`exact` $exact^)? attr-dict `:` type($input) `->` type($res)";
}

// Variadic operands with functional-type.
def Bfmt_MixOp : Bfmt_Op<"mix"> {
  let arguments = (ins Variadic<AnyType>:$inputs);
  let results = (outs AnyType:$res);
  let assemblyFormat = "`(` $inputs `)` attr-dict `:` functional-type($inputs, $res)";
}
