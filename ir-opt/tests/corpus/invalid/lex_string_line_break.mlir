"test.a"() {x = "abc
"} : () -> ()
