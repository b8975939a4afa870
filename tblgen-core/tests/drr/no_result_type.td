include "ops.td"

def NoResultType : Pat<(T_NegOp $x), (T_NegOp (T_CastOp $x))>;
