include "ops.td"

def DoubleBound : Pat<(T_AddOp:$x $x, $y), (T_NegOp $y)>;
