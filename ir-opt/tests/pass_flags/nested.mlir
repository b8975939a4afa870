module {
  "test.a"() ({
    %0 = "test.b"() : () -> i32
    "test.c"(%0) : (i32) -> ()
  }) : () -> ()
  "test.d"() : () -> () loc("here")
}
