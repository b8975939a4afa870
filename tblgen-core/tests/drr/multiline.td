include "ops.td"

def T_HasOneUse : Constraint<CPred<"$_ctx.has_one_use($_self)">, "has one use">;

// A pattern over several lines: the error is on the line of the argument.
def Multiline : Pattern<
  (T_AddOp
     (T_NegOp:$n $x),
     $y),
  [(T_NegOp $x),
   (T_AddOp $x, $y)],
  [(T_HasOneUse $m)]>;
