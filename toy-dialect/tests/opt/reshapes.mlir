// `toyc tests/opt/reshapes.toy -emit=mlir`: the input of `-opt` as MLIR.
module {
  func @reshape_arg(%arg0: tensor<*xf64>) -> tensor<*xf64> {
    %0 = "toy.reshape"(%arg0) : (tensor<*xf64>) -> tensor<6xf64>
    %1 = "toy.reshape"(%0) : (tensor<6xf64>) -> tensor<3x2xf64>
    %2 = "toy.reshape"(%1) : (tensor<3x2xf64>) -> tensor<3x2xf64>
    "toy.return"(%2) : (tensor<3x2xf64>) -> ()
  }
  func @main() {
    %0 = "toy.constant"() {value = dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf64>} : () -> tensor<2x3xf64>
    %1 = "toy.reshape"(%0) : (tensor<2x3xf64>) -> tensor<2x3xf64>
    %2 = "toy.reshape"(%1) : (tensor<2x3xf64>) -> tensor<3x2xf64>
    %3 = "toy.reshape"(%2) : (tensor<3x2xf64>) -> tensor<6xf64>
    %4 = "toy.reshape"(%3) : (tensor<6xf64>) -> tensor<1x6xf64>
    "toy.print"(%4) : (tensor<1x6xf64>) -> ()
    %5 = "toy.generic_call"(%1) {callee = @reshape_arg} : (tensor<2x3xf64>) -> tensor<*xf64>
    "toy.print"(%5) : (tensor<*xf64>) -> ()
    "toy.return"() : () -> ()
  }
}
