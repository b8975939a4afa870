// FLAGS: --allow-unregistered-dialect
// EXIT: 1
// ORACLE: differs: f80 and f128 values are held as f64 until exact storage
// comes (issue 23): a pattern an f64 cannot hold is refused, not printed wrong.
"test.x"() {a = 0x3FFF8000000000000001 : f80} : () -> ()
