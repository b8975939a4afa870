// FLAGS: --allow-unregistered-dialect
// Issue 20, item 5: inherent attributes in the dictionary are properties.
module attributes {sym_name = "x"} {}
module @y attributes {sym_name = "z", test.a = 1} {}
"builtin.module"() ({
^bb0:
}) {sym_name = "g", test.b} : () -> ()
"builtin.module"() <{sym_name = "p"}> ({
^bb0:
}) {sym_name = "q"} : () -> ()
