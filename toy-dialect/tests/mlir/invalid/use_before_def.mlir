// EXPECT: 3:3: operand #0 does not dominate this use
func @main() {
  "toy.print"(%0) : (tensor<f64>) -> ()
  %0 = "toy.constant"() {value = dense<1.0> : tensor<f64>} : () -> tensor<f64>
  "toy.return"() : () -> ()
}
