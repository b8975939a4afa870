"t.a"() : () -> () loc(#nope)
