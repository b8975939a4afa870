"test.a"() {x = @"ab\q"} : () -> ()
