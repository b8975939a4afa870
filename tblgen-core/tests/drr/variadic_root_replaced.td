include "ops.td"

def VariadicRootReplaced : Pattern<(T_MultiOp $xs), [(T_NegOp $xs)]>;
