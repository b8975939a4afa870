include "ops.td"

def AuxAndReplacement : Pattern<(T_NegOp $x), [(T_PairOp $x)]>;
