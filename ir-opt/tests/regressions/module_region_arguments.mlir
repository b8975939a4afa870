// FLAGS: --allow-unregistered-dialect
// EXIT: 1
// STDERR: first-diagnostic
// Issue 20, item 3.
"builtin.module"() ({
^bb0(%a: i32):
  "test.x"() : () -> ()
}) : () -> ()
