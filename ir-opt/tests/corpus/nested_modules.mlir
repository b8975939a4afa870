module {
  "t.op"() : () -> ()
  module @inner {
    %0 = "t.c"() {v = 1 : i32} : () -> i32
  }
}
