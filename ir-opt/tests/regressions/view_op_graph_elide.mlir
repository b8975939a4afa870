// FLAGS: -mlir-elide-elementsattrs-if-larger=2 -view-op-graph -o /dev/null
// view-op-graph elides elements attributes and arrays past the tool's
// --mlir-elide-elementsattrs-if-larger limit (16 without the flag).
func.func @f() -> (tensor<2x2xi32>, tensor<2xi32>, tensor<3xi32>) {
  %0 = arith.constant dense<[[0, 1], [2, 3]]> : tensor<2x2xi32>
  %1 = arith.constant dense<[4, 5]> : tensor<2xi32>
  %2 = arith.constant dense<7> : tensor<3xi32>
  return %0, %1, %2 : tensor<2x2xi32>, tensor<2xi32>, tensor<3xi32>
}
