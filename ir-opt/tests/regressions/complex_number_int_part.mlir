// FLAGS: --allow-unregistered-dialect
// EXIT: 1
// #complex.number reads its parts as AsmParser::parseFloat does: a decimal integer is an error.
"foo.op"() {a = #complex.number<:f64 1, 0>} : () -> ()
