// FLAGS: --transform-interpreter --split-input-file
// TilingInterface models of tensor.pack and tensor.unpack: padding, outer dimension permutations, tiles not aligned to the inner tiles, tiles equal to them.
func.func @pack_padded_perm(%arg0: tensor<13x15xf32>, %arg1: tensor<2x4x8x4xf32>, %pad: f32) -> tensor<2x4x8x4xf32> {
  %0 = tensor.pack %arg0 padding_value(%pad : f32) outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [8, 4] into %arg1 : tensor<13x15xf32> -> tensor<2x4x8x4xf32>
  return %0 : tensor<2x4x8x4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["tensor.pack"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1, %loops:2 = transform.structured.tile_using_for %0 tile_sizes [1, 3] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @unpack_unaligned(%arg0: tensor<4x8xf32>, %arg1: tensor<32xf32>) -> tensor<32xf32> {
  %0 = tensor.unpack %arg0 inner_dims_pos = [0] inner_tiles = [8] into %arg1 : tensor<4x8xf32> -> tensor<32xf32>
  return %0 : tensor<32xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["tensor.unpack"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1, %loop = transform.structured.tile_using_for %0 tile_sizes [15] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @unpack_tile_of_inner_size(%arg0: tensor<3x5x4x2xf32>, %arg1: tensor<10x12xf32>) -> tensor<10x12xf32> {
  %0 = tensor.unpack %arg0 outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [4, 2] into %arg1 : tensor<3x5x4x2xf32> -> tensor<10x12xf32>
  return %0 : tensor<10x12xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["tensor.unpack"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1, %2 = transform.structured.tile_using_forall %0 tile_sizes [2, 4] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
