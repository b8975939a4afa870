// expected-error@+1 {{use of undeclared SSA value name}}
"foo.y"(%1) : (i32) -> ()

// -----

"foo.y"(%1) : (i32) -> ()

// -----
// expected-error@below {{expected-error that is not produced}}
"foo.x"() : () -> ()
// -----

// expected-warning@+1 {{undeclared}}
"foo.y"(%1) : (i32) -> ()
// -----
"foo.z"() : () -> ()
// expected-error-re@-1 {{foo{{[0-9}}}}
// -----
// expected-error-re@+1 {{undeclared SSA {{[a-z]+}} name}}
"foo.y"(%1) : (i32) -> ()
// -----
"foo.q"() : () -> ()
// -----0
"foo.r"() : () -> ()
// ---
// -----
