include "ops.td"

def ArgCount : Pat<(T_AddOp $x), (T_NegOp $x)>;
