// FLAGS: --allow-unregistered-dialect
// EXIT: 1
// ORACLE: differs: elements of f80 and f128 are held as f64 (issue 23):
// a pattern an f64 cannot hold is refused there, not printed wrong.
"test.x"() {a = dense<0x3FFF8000000000000001> : tensor<2xf80>} : () -> ()
