include "ops.td"

def LocationNotLast : Pat<(T_AddOp $x, $y), (T_AddOp (location "here"), $x, $y)>;
