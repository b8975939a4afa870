// FLAGS: --canonicalize
// memref.expand_shape of memref.collapse_shape (ComposeExpandOfCollapseOp, shared with tensor's).
func.func @f(%a: memref<2x3x4xf32>) -> memref<6x2x2xf32> {
  %c = memref.collapse_shape %a [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  %e = memref.expand_shape %c [[0], [1, 2]] output_shape [6, 2, 2] : memref<6x4xf32> into memref<6x2x2xf32>
  return %e : memref<6x2x2xf32>
}
func.func @g(%a: memref<2x3x4xf32>) -> memref<6x4xf32> {
  %c = memref.collapse_shape %a [[0, 1, 2]] : memref<2x3x4xf32> into memref<24xf32>
  %e = memref.expand_shape %c [[0, 1]] output_shape [6, 4] : memref<24xf32> into memref<6x4xf32>
  return %e : memref<6x4xf32>
}
func.func @h(%a: memref<6x4xf32>) -> memref<6x2x2xf32> {
  %c = memref.collapse_shape %a [[0, 1]] : memref<6x4xf32> into memref<24xf32>
  %e = memref.expand_shape %c [[0, 1, 2]] output_shape [6, 2, 2] : memref<24xf32> into memref<6x2x2xf32>
  return %e : memref<6x2x2xf32>
}
