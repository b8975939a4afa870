// EXPECT: 3:8: 'toy.generic_call' op requires attribute 'callee'
func @main(%arg0: tensor<*xf64>) {
  %0 = "toy.generic_call"(%arg0) : (tensor<*xf64>) -> tensor<*xf64>
  "toy.return"() : () -> ()
}
