include "ops.td"

def NotAnOp;

def UnknownOp : Pat<(NotAnOp $x), (T_NegOp $x)>;
