// `toyc tests/opt/transpose_transpose.toy -emit=mlir`: the input of `-opt` as MLIR.
module {
  func @transpose_transpose(%arg0: tensor<*xf64>) -> tensor<*xf64> {
    %0 = "toy.transpose"(%arg0) : (tensor<*xf64>) -> tensor<*xf64>
    %1 = "toy.transpose"(%0) : (tensor<*xf64>) -> tensor<*xf64>
    "toy.return"(%1) : (tensor<*xf64>) -> ()
  }
  func @main() {
    %0 = "toy.constant"() {value = dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf64>} : () -> tensor<2x3xf64>
    %1 = "toy.reshape"(%0) : (tensor<2x3xf64>) -> tensor<2x3xf64>
    %2 = "toy.generic_call"(%1) {callee = @transpose_transpose} : (tensor<2x3xf64>) -> tensor<*xf64>
    "toy.print"(%2) : (tensor<*xf64>) -> ()
    "toy.return"() : () -> ()
  }
}
