// A missing file included from a multiclass body.
include "base.td"
multiclass M {
  def _a : B;
  include "does_not_exist.td"
}
