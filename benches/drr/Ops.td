// The arith-like ops of the DRR benchmarks (`benches/benches/drr.rs`,
// `src/bin/drr-bench.rs`): the same program mlir-opt canonicalizes with
// `arith.addi` and `arith.constant 0`.

include "mlir/IR/OpBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def B_Dialect : Dialect {
  let name = "bench";
  let summary = "arith-like ops for the DRR benchmarks";
  let cppNamespace = "crate";
}

def B_I64 : Type<CPred<"$_ctx.is_signless_integer_of_width($_self, 64)">,
                 "64-bit signless integer">,
            BuildableType<"$_builder.i64()">;

def B_I64Attr : Attr<
    CPred<"$_ctx.as_integer($_self).is_some()">, "integer attribute"> {
  let storageType = "::ir::Attribute";
  let returnType = "i64";
  let convertFromStorage = "$_ctx.as_integer($_self).unwrap_or_default() as i64";
  let constBuilderCall = "$_builder.i64_attr($0)";
}

def B_ConstantOp : Op<B_Dialect, "constant", [Pure, ConstantLike]> {
  let summary = "an integer constant (arith.constant)";
  let arguments = (ins B_I64Attr:$value);
  let results = (outs B_I64:$result);
}

def B_AddIOp : Op<B_Dialect, "addi", [Pure]> {
  let summary = "integer addition (arith.addi)";
  let arguments = (ins B_I64:$lhs, B_I64:$rhs);
  let results = (outs B_I64:$result);
}
