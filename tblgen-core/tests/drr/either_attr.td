include "ops.td"

def T_ScaleOp : T_Op<"scale"> {
  let arguments = (ins T_I64:$x, I64Attr:$factor);
  let results = (outs T_I64:$out);
}

def EitherAttr : Pat<(T_ScaleOp (either $x, $f)), (T_NegOp $x)>;
