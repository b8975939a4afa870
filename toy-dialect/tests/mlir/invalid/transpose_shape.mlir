// EXPECT: 3:8: 'toy.transpose' op expected result shape to be a transpose of the input
func @main(%arg0: tensor<2x3xf64>) {
  %0 = "toy.transpose"(%arg0) : (tensor<2x3xf64>) -> tensor<2x3xf64>
  "toy.return"() : () -> ()
}
