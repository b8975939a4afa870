include "ops.td"

def UnboundLocation : Pat<(T_NegOp $x), (T_NegOp $x, (location $nowhere))>;
