include "ops.td"

def Unbound : Pat<(T_NegOp $x), (T_AddOp $x, $y)>;
