// EXPECT: 3:8: 'toy.reshape' op result #0 must be statically shaped tensor of 64-bit float values, but got 'tensor<*xf64>'
func @main(%arg0: tensor<*xf64>) {
  %0 = "toy.reshape"(%arg0) : (tensor<*xf64>) -> tensor<*xf64>
  "toy.return"() : () -> ()
}
