"test.a"() {x = 1 "ab\q"} : () -> ()
