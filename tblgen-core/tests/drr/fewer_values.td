include "ops.td"

def FewerValues : Pattern<(T_PairOp $x), [(T_NegOp $x)]>;
