// Includes nested in blocks are read where they are written, in lexical
// order, once each: in `let`, `foreach`, both branches of `if`, `defset`
// and a multiclass body; an included file can include further files, and a
// macro defined by one included file is seen by the files read after it.
include "base.td"

let v = 1 in {
  def before : B;
  include "in_let.td"
  def after : B;
}

foreach i = [1, 2] in {
  include "in_foreach.td"
}

if true then {
  include "in_then.td"
} else {
  include "in_else.td"
}

defset list<B> Set = {
  include "in_defset.td"
}

multiclass M<int n> {
  include "in_multiclass.td"
}
defm m : M<5>;

def last : B;
def useSet {
  list<B> s = Set;
}
