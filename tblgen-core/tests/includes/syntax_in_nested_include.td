// A syntax error in a file included inside a block, after statements that
// evaluate: reported with the include stack.
include "base.td"
if true then {
  def ok : B;
  include "syntax_error.td"
}
