module {
  module @dead attributes {sym_visibility = "private"} {
  }
  module @live attributes {sym_visibility = "private"} {
    module @inner_dead attributes {sym_visibility = "private"} {
    }
    module @inner_used attributes {sym_visibility = "private"} {
    }
  }
  module @pub {
  }
  "foo.user"() {ref = @live::@inner_used, other = [@missing]} : () -> ()
}
// -----
module {
  "foo.region"() ({
    "foo.inner"() : () -> ()
  }) : () -> ()
}
// -----
"foo.notatable"() : () -> ()
