"test.a"() {x = "abc\q"} : () -> ()
