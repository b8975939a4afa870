// FLAGS: -verify-diagnostics -ownership-based-buffer-deallocation=private-function-dynamic-ownership=true -buffer-deallocation-simplification -split-input-file
// Upstream's OwnershipBasedBufferDeallocation/dealloc-callop-interface.mlir cases with test.buffer_based/test.copy written as memref.copy and test.read_buffer as a call to a declared function (the test dialect is not shipped; cases with other test ops left out).
func.func private @f(%arg0: memref<f64>) -> memref<f64> {
  return %arg0 : memref<f64>
}

func.func @function_call() {
  %alloc = memref.alloc() : memref<f64>
  %alloc2 = memref.alloc() : memref<f64>
  %ret = call @f(%alloc) : (memref<f64>) -> memref<f64>
  memref.copy %ret, %alloc2 : memref<f64> to memref<f64>
  return
}

// -----

func.func @f(%arg0: memref<f64>) -> memref<f64> {
  return %arg0 : memref<f64>
}

func.func @function_call_non_private() {
  %alloc = memref.alloc() : memref<f64>
  %alloc2 = memref.alloc() : memref<f64>
  %ret = call @f(%alloc) : (memref<f64>) -> memref<f64>
  memref.copy %ret, %alloc2 : memref<f64> to memref<f64>
  return
}

// -----

func.func private @f(%arg0: memref<f64>) -> memref<f64> {
  return %arg0 : memref<f64>
}

func.func @function_call_requries_merged_ownership_mid_block(%arg0: i1) {
  %alloc = memref.alloc() : memref<f64>
  %alloc2 = memref.alloca() : memref<f64>
  %0 = arith.select %arg0, %alloc, %alloc2 : memref<f64>
  %ret = call @f(%0) : (memref<f64>) -> memref<f64>
  memref.copy %ret, %alloc : memref<f64> to memref<f64>
  return
}
