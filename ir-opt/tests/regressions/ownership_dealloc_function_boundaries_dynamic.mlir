// FLAGS: --allow-unregistered-dialect -verify-diagnostics -ownership-based-buffer-deallocation=private-function-dynamic-ownership=true -buffer-deallocation-simplification -split-input-file
// Upstream's OwnershipBasedBufferDeallocation/dealloc-function-boundaries.mlir cases with test.buffer_based/test.copy written as memref.copy and test.read_buffer as a call to a declared function (the test dialect is not shipped; cases with other test ops left out).
func.func private @read_buffer_0(memref<4xf32>)

func.func private @emptyUsesValue(%arg0: memref<4xf32>) {
  %0 = memref.alloc() : memref<4xf32>
  func.call @read_buffer_0(%0) : (memref<4xf32>) -> ()
  return
}

// -----

func.func private @read_buffer_0(memref<4xf32>)
func.func @emptyUsesValue(%arg0: memref<4xf32>) {
  %0 = memref.alloc() : memref<4xf32>
  func.call @read_buffer_0(%0) : (memref<4xf32>) -> ()
  return
}

// -----

func.func private @redundantOperations(%arg0: memref<2xf32>) {
  %0 = memref.alloc() : memref<2xf32>
  memref.copy %arg0, %0 : memref<2xf32> to memref<2xf32>
  %1 = memref.alloc() : memref<2xf32>
  memref.copy %0, %1 : memref<2xf32> to memref<2xf32>
  return
}

// -----

func.func private @memref_in_function_results(
  %arg0: memref<5xf32>,
  %arg1: memref<10xf32>,
  %arg2: memref<5xf32>) -> (memref<10xf32>, memref<15xf32>) {
  %x = memref.alloc() : memref<15xf32>
  %y = memref.alloc() : memref<5xf32>
  memref.copy %arg0, %y : memref<5xf32> to memref<5xf32>
  memref.copy %y, %arg2 : memref<5xf32> to memref<5xf32>
  return %arg1, %x : memref<10xf32>, memref<15xf32>
}
