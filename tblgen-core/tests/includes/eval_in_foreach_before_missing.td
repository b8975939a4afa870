// Inside a foreach: an evaluation error before the include of a file that
// does not exist.
include "base.td"
foreach i = [1, 2] in {
  def d#i : B {
    let v = "not an int";
  }
  include "does_not_exist.td"
}
