// Ops shared by the failing DRR fixtures.

include "mlir/IR/OpBase.td"
include "mlir/IR/PatternBase.td"

def T_Dialect : Dialect {
  let name = "t";
  let cppNamespace = "crate";
}

class T_Op<string mnemonic, list<Trait> traits = []> : Op<T_Dialect, mnemonic, traits>;

def T_Any : Type<CPred<"true">, "any type">;
def T_I64 : Type<CPred<"$_ctx.is_signless_integer_of_width($_self, 64)">, "i64">,
            BuildableType<"$_builder.i64()">;

def T_AddOp : T_Op<"add"> {
  let arguments = (ins T_I64:$lhs, T_I64:$rhs);
  let results = (outs T_I64:$out);
}
def T_NegOp : T_Op<"neg"> {
  let arguments = (ins T_I64:$x);
  let results = (outs T_I64:$out);
}
def T_PairOp : T_Op<"pair"> {
  let arguments = (ins T_I64:$x);
  let results = (outs T_I64:$first, T_I64:$second);
}
def T_CastOp : T_Op<"cast"> {
  let arguments = (ins T_Any:$x);
  let results = (outs T_Any:$out);
}
def T_MultiOp : T_Op<"multi"> {
  let arguments = (ins Variadic<T_I64>:$xs);
  let results = (outs Variadic<T_I64>:$outs);
}
