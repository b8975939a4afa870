// A preprocessor error in a file included inside a defset.
include "base.td"
defset list<B> S = {
  def one : B;
  include "bad_directive.td"
}
