"t.a"() {x = "unterminated} : () -> ()
