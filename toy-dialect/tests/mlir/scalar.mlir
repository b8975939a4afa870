module {
  func @main() {
    %0 = "toy.constant"() {value = dense<5.500000e+00> : tensor<f64>} : () -> tensor<f64> loc("tests/mlir/scalar.toy":5:17)
    %1 = "toy.reshape"(%0) : (tensor<f64>) -> tensor<2x2xf64> loc("tests/mlir/scalar.toy":5:3)
    "toy.print"(%1) : (tensor<2x2xf64>) -> () loc("tests/mlir/scalar.toy":6:3)
    "toy.return"() : () -> () loc("tests/mlir/scalar.toy":4:1)
  } loc("tests/mlir/scalar.toy":4:1)
} loc("tests/mlir/scalar.toy":0:0)
