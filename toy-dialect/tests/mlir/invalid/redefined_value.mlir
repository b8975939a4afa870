// EXPECT: 4:3: redefinition of SSA value '%0'
func @main() {
  %0 = "toy.constant"() {value = dense<1.0> : tensor<f64>} : () -> tensor<f64>
  %0 = "toy.constant"() {value = dense<2.0> : tensor<f64>} : () -> tensor<f64>
  "toy.return"() : () -> ()
}
