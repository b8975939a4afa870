// EXPECT: 2:29: expected 'x' in dimension list
func @main(%arg0: tensor<2x?f64) {
  "toy.return"() : () -> ()
}
