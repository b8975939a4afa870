module {
  func @identity(%arg0: tensor<*xf64>) -> tensor<*xf64> {
    "toy.return"(%arg0) : (tensor<*xf64>) -> () loc("tests/mlir/returns.toy":5:3)
  } loc("tests/mlir/returns.toy":4:1)
  func @nothing(%arg0: tensor<*xf64>) {
    "toy.print"(%arg0) : (tensor<*xf64>) -> () loc("tests/mlir/returns.toy":9:3)
    "toy.return"() : () -> () loc("tests/mlir/returns.toy":10:3)
  } loc("tests/mlir/returns.toy":8:1)
  func @implicit(%arg0: tensor<*xf64>) {
    "toy.print"(%arg0) : (tensor<*xf64>) -> () loc("tests/mlir/returns.toy":14:3)
    "toy.return"() : () -> () loc("tests/mlir/returns.toy":13:1)
  } loc("tests/mlir/returns.toy":13:1)
  func @early(%arg0: tensor<*xf64>) -> tensor<*xf64> {
    %0 = "toy.mul"(%arg0, %arg0) : (tensor<*xf64>, tensor<*xf64>) -> tensor<*xf64> loc("tests/mlir/returns.toy":18:14)
    "toy.return"(%0) : (tensor<*xf64>) -> () loc("tests/mlir/returns.toy":18:3)
  } loc("tests/mlir/returns.toy":17:1)
  func @empty() {
    "toy.return"() : () -> () loc("tests/mlir/returns.toy":23:1)
  } loc("tests/mlir/returns.toy":23:1)
  func @main() {
    %0 = "toy.constant"() {value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf64>} : () -> tensor<2xf64> loc("tests/mlir/returns.toy":27:11)
    %1 = "toy.generic_call"(%0) {callee = @identity} : (tensor<2xf64>) -> tensor<*xf64> loc("tests/mlir/returns.toy":28:11)
    %2 = "toy.generic_call"(%1) {callee = @nothing} : (tensor<*xf64>) -> tensor<*xf64> loc("tests/mlir/returns.toy":29:3)
    %3 = "toy.generic_call"(%1) {callee = @early} : (tensor<*xf64>) -> tensor<*xf64> loc("tests/mlir/returns.toy":30:12)
    %4 = "toy.generic_call"(%3) {callee = @implicit} : (tensor<*xf64>) -> tensor<*xf64> loc("tests/mlir/returns.toy":30:3)
    %5 = "toy.generic_call"() {callee = @empty} : () -> tensor<*xf64> loc("tests/mlir/returns.toy":31:3)
    "toy.return"() : () -> () loc("tests/mlir/returns.toy":26:1)
  } loc("tests/mlir/returns.toy":26:1)
} loc("tests/mlir/returns.toy":0:0)
