// FLAGS: --allow-unregistered-dialect
// EXIT: 1
// ORACLE: differs: mlir-opt shows the byte itself in the source line
"a.x"() {s = 1} : () -> () ÿ
