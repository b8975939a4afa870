// FLAGS: --allow-unregistered-dialect
// #complex.number of an integer element: mlir-opt 19 builds the attribute
// with NumberAttr::get (its verifier is not run on parsing) and prints it.
"foo.op"() {a = #complex.number<:i32 1.0, 0.0>} : () -> ()
