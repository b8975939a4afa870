include "ops.td"

def VariadicResultsNested : Pat<(T_NegOp $x), (T_NegOp (T_MultiOp $x))>;
