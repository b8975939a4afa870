include "ops.td"

def NotAnOp;

def UnknownResultOp : Pattern<(T_NegOp $x), [(T_NegOp $x), (NotAnOp $x)]>;
