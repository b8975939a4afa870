// FLAGS: --allow-unregistered-dialect --canonicalize
// Folds over f80 elements no f64 holds: tensor.extract, arith.bitcast both ways.
func.func @f() -> (f80, tensor<2xf80>, f80, tensor<2xi80>) {
  %0 = arith.constant 1.00000000000000000001 : f80
  %1 = arith.constant 0.1 : f128
  %2 = arith.constant dense<[0.1, 0x3FFF8000000000000001]> : tensor<2xf80>
  %3 = arith.constant dense<0x3FFF8000000000000001> : tensor<2xf80>
  %4 = arith.constant dense<[0x3FFF8000000000000001, 0x3FFF8000000000000001]> : tensor<2xf80>
  %5 = arith.constant dense<[0x7FFF8000000000000001, 0x7FFFC000000000000001]> : tensor<2xf80>
  %6 = arith.constant dense<"0x01000000000000803FFF01000000000000803FFF"> : tensor<2xf80>
  %7 = arith.constant dense<[0x3FFF0000000000000000000000000001, 1.5]> : tensor<2xf128>
  %c1 = arith.constant 1 : index
  %e = tensor.extract %2[%c1] : tensor<2xf80>
  %b = arith.bitcast %2 : tensor<2xf80> to tensor<2xi80>
  %bb = arith.bitcast %b : tensor<2xi80> to tensor<2xf80>
  "test.x"() {a = array<f80: 0.1, 0x3FFF8000000000000001>, b = array<f128: 0x3FFF0000000000000000000000000001>, c = array<f80: 1.5>} : () -> ()
  "test.y"(%3, %4, %5, %6, %7, %1, %0) : (tensor<2xf80>, tensor<2xf80>, tensor<2xf80>, tensor<2xf80>, tensor<2xf128>, f128, f80) -> ()
  return %e, %bb, %0, %b : f80, tensor<2xf80>, f80, tensor<2xi80>
}
