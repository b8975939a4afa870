// The ops the DRR test patterns (`Patterns.td`) match and generate: a small
// arith-like dialect.

include "mlir/IR/OpBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def T_Dialect : Dialect {
  let name = "drrt";
  let summary = "A dialect exercising DRR rewrite patterns";
  let cppNamespace = "crate";
}

class T_Op<string mnemonic, list<Trait> traits = []>
    : Op<T_Dialect, mnemonic, traits>;

def T_Any : Type<CPred<"true">, "any type">;
def T_I64 : Type<CPred<"$_ctx.is_signless_integer_of_width($_self, 64)">,
                 "64-bit signless integer">,
            BuildableType<"$_builder.i64()">;

def T_I64Attr : Attr<
    CPred<"$_ctx.as_integer($_self).is_some()">, "integer attribute"> {
  let storageType = "::ir::Attribute";
  let returnType = "i64";
  let convertFromStorage = "$_ctx.as_integer($_self).unwrap_or_default() as i64";
  let constBuilderCall = "$_builder.i64_attr($0)";
}

def T_ConstOp : T_Op<"const", [Pure, ConstantLike]> {
  let summary = "an integer constant";
  let arguments = (ins T_I64Attr:$value);
  let results = (outs T_I64:$out);
}

class T_BinOp<string mnemonic> : T_Op<mnemonic, [Pure]> {
  let arguments = (ins T_I64:$lhs, T_I64:$rhs);
  let results = (outs T_I64:$out);
}

def T_AddOp : T_BinOp<"add"> { let summary = "addition"; }
def T_SubOp : T_BinOp<"sub"> { let summary = "subtraction"; }
def T_MulOp : T_BinOp<"mul"> { let summary = "multiplication"; }

def T_NegOp : T_Op<"neg", [Pure]> {
  let summary = "negation";
  let arguments = (ins T_I64:$x);
  let results = (outs T_I64:$out);
}

def T_ScaleOp : T_Op<"scale", [Pure]> {
  let summary = "multiplication by a constant factor, plus an optional bias";
  let arguments = (ins T_I64:$x, T_I64Attr:$factor, OptionalAttr<T_I64Attr>:$bias);
  let results = (outs T_I64:$out);
}

def T_PairOp : T_Op<"pair", [Pure]> {
  let summary = "two results";
  let arguments = (ins T_I64:$x);
  let results = (outs T_I64:$first, T_I64:$second);
}

def T_SwapOp : T_Op<"swap", [Pure]> {
  let summary = "two results, to be swapped";
  let arguments = (ins T_I64:$x);
  let results = (outs T_I64:$first, T_I64:$second);
}

def T_StoreOp : T_Op<"store"> {
  let summary = "a side effect on a value (no results)";
  let arguments = (ins T_I64:$value);
}

def T_DupOp : T_Op<"dup"> {
  let summary = "a value, stored on the side";
  let arguments = (ins T_I64:$x);
  let results = (outs T_I64:$out);
}

// Any-typed ops: their result types cannot be inferred by ODS.
def T_CastOp : T_Op<"cast", [Pure]> {
  let summary = "an opaque conversion";
  let arguments = (ins T_Any:$x);
  let results = (outs T_Any:$out);
}

def T_WrapOp : T_Op<"wrap", [Pure]> {
  let summary = "an opaque wrapper whose custom builder takes the type of its operand";
  let arguments = (ins T_Any:$x);
  let results = (outs T_Any:$out);
  let builders = [
    OpBuilder<(ins "::ir::Value":$x), [{
      let ty = $_builder.value_type(x);
      $_state.add_operands(&[x]);
      $_state.add_result_types(&[ty]);
    }]>
  ];
}

def T_SumOp : T_Op<"sum", [Pure]> {
  let summary = "sums a variadic list";
  let arguments = (ins Variadic<T_I64>:$xs);
  let results = (outs T_I64:$out);
}

def T_NegSumOp : T_Op<"negsum", [Pure]> {
  let summary = "the negated sum of a variadic list";
  let arguments = (ins Variadic<T_I64>:$xs);
  let results = (outs T_I64:$out);
}

def T_OptOp : T_Op<"opt", [Pure]> {
  let summary = "an optional second operand";
  let arguments = (ins T_I64:$x, Optional<T_I64>:$y);
  let results = (outs T_I64:$out);
}

def T_SegOp : T_Op<"seg", [AttrSizedOperandSegments, Pure]> {
  let summary = "two variable-length operand groups and a fixed operand";
  let arguments = (ins Variadic<T_I64>:$xs, Optional<T_I64>:$y, T_I64:$z);
  let results = (outs T_I64:$out);
}

def T_MultiOp : T_Op<"multi"> {
  let summary = "as many results as operands";
  let arguments = (ins Variadic<T_I64>:$xs);
  let results = (outs Variadic<T_I64>:$outs);
}

def T_SplitOp : T_Op<"split"> {
  let summary = "as many results as operands, another op";
  let arguments = (ins Variadic<T_I64>:$xs);
  let results = (outs Variadic<T_I64>:$outs);
}

def T_PropOp : T_Op<"prop", [Pure]> {
  let summary = "an integer property";
  let arguments = (ins T_I64:$x, I64Prop:$n);
  let results = (outs T_I64:$out);
}

def T_TripleOp : T_Op<"triple"> {
  let summary = "three results";
  let arguments = (ins T_I64:$x);
  let results = (outs T_I64:$a, T_I64:$b, T_I64:$c);
}

// The manual's auxiliary-op example in Rust terms: an addition through memory.
def T_AddMemOp : T_Op<"addm"> {
  let summary = "an addition to be done through memory";
  let arguments = (ins T_I64:$lhs, T_I64:$rhs);
  let results = (outs T_I64:$out);
}
def T_ShapeOp : T_Op<"shape", [Pure]> {
  let summary = "the shape of a value";
  let arguments = (ins T_I64:$x);
  let results = (outs T_I64:$shape);
}
def T_AllocOp : T_Op<"alloc"> {
  let summary = "allocates memory of a shape";
  let arguments = (ins T_I64:$shape);
  let results = (outs T_I64:$mem);
}
def T_StoreMemOp : T_Op<"storem"> {
  let summary = "stores a value to memory";
  let arguments = (ins T_I64:$mem, T_I64:$value);
}
def T_LoadOp : T_Op<"load"> {
  let summary = "loads a value from memory";
  let arguments = (ins T_I64:$mem);
  let results = (outs T_I64:$out);
}
