// EXPECT: 3:3: 'toy.print' op requires a single operand
func @main(%arg0: tensor<*xf64>) {
  "toy.print"(%arg0, %arg0) : (tensor<*xf64>, tensor<*xf64>) -> ()
  "toy.return"() : () -> ()
}
