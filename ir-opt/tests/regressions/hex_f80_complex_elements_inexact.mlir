// FLAGS: --allow-unregistered-dialect
// EXIT: 1
// ORACLE: differs: the parts of complex<f80> and complex<f128> elements are
// held as f64 (STATUS.md): a pattern an f64 cannot hold is refused there.
"test.x"() {a = dense<(0x3FFF8000000000000001, 1.0)> : tensor<complex<f80>>} : () -> ()
