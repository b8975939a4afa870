// FLAGS: --allow-unregistered-dialect
// EXIT: 1
// A forward reference left in an isolated region is reported once the input
// ends, after the syntax error below.
builtin.module {
  "a.u"(%undefined) : (i32) -> ()
}
"a.x"() : () -> (
