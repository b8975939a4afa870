// EXPECT: 4:15: use of value '%0' expects different type than prior uses: 'tensor<2xf64>' vs 'tensor<f64>'
func @main() {
  %0 = "toy.constant"() {value = dense<1.0> : tensor<f64>} : () -> tensor<f64>
  "toy.print"(%0) : (tensor<2xf64>) -> ()
  "toy.return"() : () -> ()
}
