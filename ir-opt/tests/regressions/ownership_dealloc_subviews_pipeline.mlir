// FLAGS: -buffer-deallocation-pipeline -split-input-file
// Upstream's OwnershipBasedBufferDeallocation/dealloc-subviews.mlir cases with test.buffer_based/test.copy written as memref.copy and test.read_buffer as a call to a declared function (the test dialect is not shipped; cases with other test ops left out).
func.func @subview(%arg0 : index, %arg1 : index, %arg2 : memref<?x?xf32>) {
  %0 = memref.alloc() : memref<64x4xf32, strided<[4, 1], offset: 0>>
  %1 = memref.subview %0[%arg0, %arg1][%arg0, %arg1][%arg0, %arg1] :
    memref<64x4xf32, strided<[4, 1], offset: 0>>
  to memref<?x?xf32, strided<[?, ?], offset: ?>>
  memref.copy %1, %arg2 : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32>
  return
}
