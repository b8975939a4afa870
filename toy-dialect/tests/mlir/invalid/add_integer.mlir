// EXPECT: 3:8: 'toy.add' op operand #0 must be tensor of 64-bit float values, but got 'tensor<2xi32>'
func @main(%arg0: tensor<2xi32>) {
  %0 = "toy.add"(%arg0, %arg0) : (tensor<2xi32>, tensor<2xi32>) -> tensor<*xf64>
  "toy.return"() : () -> ()
}
