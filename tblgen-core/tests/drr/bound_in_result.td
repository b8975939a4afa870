include "ops.td"

def BoundInResult : Pat<(T_NegOp:$n $x), (T_NegOp (T_NegOp:$n $x))>;
