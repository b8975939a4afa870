// The DRR rule the benchmarks measure: `x + 0 → x`.

include "Ops.td"
include "mlir/IR/PatternBase.td"

def B_Zero : ConstantAttr<B_I64Attr, "0">;

def AddZero : Pat<(B_AddIOp $x, (B_ConstantOp B_Zero)), (replaceWithValue $x)>;
