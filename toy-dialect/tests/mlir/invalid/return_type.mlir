// EXPECT: 4:3: 'toy.return' op type of return operand (tensor<3xf64>) doesn't match function result type (tensor<2xf64>)
func @f() -> tensor<2xf64> {
  %0 = "toy.constant"() {value = dense<1.0> : tensor<3xf64>} : () -> tensor<3xf64>
  "toy.return"(%0) : (tensor<3xf64>) -> ()
}
