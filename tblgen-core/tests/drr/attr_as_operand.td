include "ops.td"

def T_ScaleOp : T_Op<"scale"> {
  let arguments = (ins T_I64:$x, I64Attr:$factor);
  let results = (outs T_I64:$out);
}

def AttrAsOperand : Pat<(T_ScaleOp $x, $f), (T_AddOp $x, $f)>;
