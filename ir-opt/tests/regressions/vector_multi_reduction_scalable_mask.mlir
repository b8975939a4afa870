// FLAGS: -lower-vector-multi-reduction=lowering-strategy=inner-reduction
// EXIT: 1
// STDERR: first-diagnostic
// A masked reduction of a scalable 3-D vector: upstream's flattened mask
// type drops the scalable flag, so the new vector.mask fails to verify.
func.func @masked_scalable_3d(%v: vector<2x3x[4]xf32>, %acc: vector<2xf32>, %m: vector<2x3x[4]xi1>) -> vector<2xf32> {
  %0 = vector.mask %m { vector.multi_reduction <add>, %v, %acc [1, 2] : vector<2x3x[4]xf32> to vector<2xf32> } : vector<2x3x[4]xi1> -> vector<2xf32>
  return %0 : vector<2xf32>
}
