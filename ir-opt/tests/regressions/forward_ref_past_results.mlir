// FLAGS: --allow-unregistered-dialect
// EXIT: 1
// A reference past the results of a later definition stays a forward
// reference: undeclared once the input ends.
"a.f"() ({
  "a.u"(%x#3) : (i32) -> ()
  %x:2 = "a.d"() : () -> (i32, i32)
  "a.r"() : () -> ()
}) : () -> ()
