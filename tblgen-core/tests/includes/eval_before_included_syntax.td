// An evaluation error in a statement before an include is reported, not
// the syntax error in the included file (which the reader has parsed by
// then).
include "base.td"
def a : B {
  let v = "not an int";
}
include "syntax_error.td"
