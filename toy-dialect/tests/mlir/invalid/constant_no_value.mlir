// EXPECT: 3:8: 'toy.constant' op requires attribute 'value'
func @main() {
  %0 = "toy.constant"() : () -> tensor<3xf64>
  "toy.return"() : () -> ()
}
