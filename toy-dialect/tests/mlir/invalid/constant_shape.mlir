// EXPECT: 3:8: 'toy.constant' op return type shape mismatches its attribute at dimension 0: 2 != 3
func @main() {
  %0 = "toy.constant"() {value = dense<[1.0, 2.0]> : tensor<2xf64>} : () -> tensor<3xf64>
  "toy.return"() : () -> ()
}
