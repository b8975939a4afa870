// A condition left open at the end of a file included in a foreach: the
// file's statements are read, then the error is reported at its end, with
// the condition and the foreach's brace.
include "base.td"
foreach i = [1, 2] in {
  include "unterminated.td"
}
