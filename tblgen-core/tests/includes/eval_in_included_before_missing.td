// A file included in a let block: its evaluation error comes before the
// next include of the block, which does not exist.
include "base.td"
let v = 3 in {
  include "eval_then_syntax.td"
  include "does_not_exist.td"
}
