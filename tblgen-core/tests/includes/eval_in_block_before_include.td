// Inside a block: an evaluation error before a nested include whose file
// has a syntax error.
include "base.td"
let v = 1 in {
  def c : B {
    let v = "not an int";
  }
  include "syntax_error.td"
}
