// EXPECT: 3:3: 'toy.return' op does not return the same number of values (1) as the enclosing function (0)
func @f(%arg0: tensor<*xf64>) {
  "toy.return"(%arg0) : (tensor<*xf64>) -> ()
}
