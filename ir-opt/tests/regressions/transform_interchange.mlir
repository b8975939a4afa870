// FLAGS: --transform-interpreter --split-input-file --verify-diagnostics
// structured.interchange: the body's linalg.index ops become affine.apply
// of the inverse permutation, the maps and iterator types are permuted;
// its format's [2, 0, 1] (a dense array behind ConfinedAttr and
// DefaultValuedOptionalAttr) and the verifier's message.
func.func @index(%a: tensor<4x5x6xindex>) -> tensor<4x5x6xindex> {
  %0 = linalg.generic {
    indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>],
    iterator_types = ["parallel", "parallel", "reduction"]
  } outs(%a : tensor<4x5x6xindex>) {
  ^bb0(%o: index):
    %i = linalg.index 0 : index
    %k = linalg.index 2 : index
    %s = arith.addi %i, %k : index
    linalg.yield %s : index
  } -> tensor<4x5x6xindex>
  return %0 : tensor<4x5x6xindex>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.generic"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1 = transform.structured.interchange %0 iterator_interchange = [2, 0, 1] : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.generic"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{expects iterator_interchange to be a permutation, found 1, 1}}
    %1 = transform.structured.interchange %0 iterator_interchange = [1, 1] : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
