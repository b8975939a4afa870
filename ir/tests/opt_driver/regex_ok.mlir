// expected-error-re@+2 {{use of {{(un)?declared}} SSA value {{[[:alpha:]]+$}}}}
// expected-error@below {{nothing}}
"foo.y"(%1) : (i32) -> ()
// expected-note@above {{nothing either}}
