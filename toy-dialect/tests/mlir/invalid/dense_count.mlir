// EXPECT: 3:57: inferred shape of elements literal ([3]) does not match type ([2])
func @main() {
  %0 = "toy.constant"() {value = dense<[1.0, 2.0, 3.0]> : tensor<2xf64>} : () -> tensor<2xf64>
  "toy.return"() : () -> ()
}
