include "ops.td"

def ResultArgCount : Pat<(T_NegOp $x),
                         (T_NegOp (T_AddOp $x))>;
