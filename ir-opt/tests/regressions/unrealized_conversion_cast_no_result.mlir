// FLAGS: --allow-unregistered-dialect
// EXIT: 1
// STDERR: first-diagnostic
// Issue 20, item 6: the verifier.
"builtin.unrealized_conversion_cast"() : () -> ()
