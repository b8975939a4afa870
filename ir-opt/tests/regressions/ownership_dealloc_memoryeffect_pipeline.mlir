// FLAGS: -buffer-deallocation-pipeline -split-input-file
// Upstream's OwnershipBasedBufferDeallocation/dealloc-memoryeffect-interface.mlir cases with test.buffer_based/test.copy written as memref.copy and test.read_buffer as a call to a declared function (the test dialect is not shipped; cases with other test ops left out).
func.func @redundantOperations(%arg0: memref<2xf32>) {
  %0 = memref.alloc() : memref<2xf32>
  memref.copy %arg0, %0 : memref<2xf32> to memref<2xf32>
  %1 = memref.alloc() : memref<2xf32>
  memref.copy %0, %1 : memref<2xf32> to memref<2xf32>
  return
}

// -----

func.func @allocaIsNotDeallocated(%arg0: memref<2xf32>) {
  %0 = memref.alloc() : memref<2xf32>
  memref.copy %arg0, %0 : memref<2xf32> to memref<2xf32>
  %1 = memref.alloca() : memref<2xf32>
  memref.copy %0, %1 : memref<2xf32> to memref<2xf32>
  return
}

// -----

func.func @inserting_missing_dealloc_simple(
  %arg0 : memref<2xf32>,
  %arg1: memref<2xf32>) {
  %0 = memref.alloc() : memref<2xf32>
  memref.copy %arg0, %0 : memref<2xf32> to memref<2xf32>
  memref.copy %0, %arg1 : memref<2xf32> to memref<2xf32>
  return
}
