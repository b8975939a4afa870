// Rewrite rules of the calc dialect (DRR), applied by `calc-simplify`.

include "Ops.td"
include "mlir/IR/PatternBase.td"

// -(-x) = x
def NegNeg : Pat<(Calc_NegOp (Calc_NegOp $x)), (replaceWithValue $x)>;

// c1 + c2 = (the sum), folded by a helper written in Rust (src/lib.rs).
def Calc_AddAttrs : NativeCodeCall<"crate::add_f64_attrs($_builder, $0, $1)">;
def AddConstants : Pat<(Calc_AddOp (Calc_ConstantOp $a), (Calc_ConstantOp $b)),
                       (Calc_ConstantOp (Calc_AddAttrs $a, $b))>;

// x * 1.0 = x
def Calc_One : ConstantAttr<F64Attr, "1.0">;
def MulOne : Pat<(Calc_MulOp $x, (Calc_ConstantOp Calc_One)), (replaceWithValue $x)>;
