func @main() {
  "toy.return"() : () -> ()
  %0 = "toy.constant"() {value = dense<1.0> : tensor<f64>} : () -> tensor<f64>
}
