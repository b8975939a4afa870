// An evaluation error early in an included file comes before a syntax error
// later in the same file.
include "base.td"
def first : B;
include "eval_then_syntax.td"
