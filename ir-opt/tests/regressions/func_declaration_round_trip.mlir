// FLAGS:
// ORACLE: differs: builtin.func is this project's (func.func replaces it)
// Issue 20, item 9: a declaration prints without argument names and reads back.
func @main(%arg0: tensor<2xf64>, %b: i32) -> i32
func @g()
func @h(i32) attributes {a.b}
