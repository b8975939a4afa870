// `toyc tests/opt/mismatch.toy -emit=mlir`: the input of `-opt` as MLIR.
module {
  func @main() {
    %0 = "toy.constant"() {value = dense<5.500000e+00> : tensor<f64>} : () -> tensor<f64>
    %1 = "toy.reshape"(%0) : (tensor<f64>) -> tensor<2x2xf64>
    "toy.print"(%1) : (tensor<2x2xf64>) -> ()
    "toy.return"() : () -> ()
  }
}
