// FLAGS: --allow-unregistered-dialect
// Issue 20, item 7.
"test.x"() {a = dense<5> : tensor<0xi32>, b = dense<1.0> : tensor<0x3xf32>, c = dense<[]> : tensor<0xi32>} : () -> ()
