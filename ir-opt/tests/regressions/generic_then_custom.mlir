// FLAGS: --allow-unregistered-dialect
// Issue 20, item 1: a custom-form op after a generic-form sibling must not
// take over that sibling's operands and result types.
module {
  %0 = "test.x"() : () -> i64
  "test.use"(%0, %0) : (i64, i64) -> ()
  module {
  }
  %1:2 = "test.y"(%0) : (i64) -> (i32, i64)
  module {
  }
}
