// FLAGS: --allow-unregistered-dialect --canonicalize
// scf.forall: constant bounds and steps become static (ForallOpControlOperandsFolder).
func.func @f(%t: tensor<?x10xf32>, %n: index) -> tensor<?x10xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c10 = arith.constant 10 : index
  scf.forall (%i, %j) = (%c0, 0) to (%n, %c10) step (%c2, 1)  {
    "test.foo"(%i, %j) : (index, index) -> ()
  }
  return %t : tensor<?x10xf32>
}
