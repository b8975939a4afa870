// FLAGS: -buffer-deallocation-pipeline -split-input-file
// Upstream's OwnershipBasedBufferDeallocation/dealloc-existing-deallocs.mlir cases with test.buffer_based/test.copy written as memref.copy and test.read_buffer as a call to a declared function (the test dialect is not shipped; cases with other test ops left out).
func.func private @read_buffer_0(memref<?xi32>)
func.func @auto_dealloc() {
  %c10 = arith.constant 10 : index
  %c100 = arith.constant 100 : index
  %alloc = memref.alloc(%c10) : memref<?xi32>
  %realloc = memref.realloc %alloc(%c100) : memref<?xi32> to memref<?xi32>
  func.call @read_buffer_0(%realloc) : (memref<?xi32>) -> ()
  return
}

// -----

func.func private @read_buffer_0(memref<?xi32>)
func.func @auto_dealloc_inside_nested_region(%arg0: memref<?xi32>, %arg1: i1) {
  %c100 = arith.constant 100 : index
  %0 = scf.if %arg1 -> memref<?xi32> {
    %realloc = memref.realloc %arg0(%c100) : memref<?xi32> to memref<?xi32>
    scf.yield %realloc : memref<?xi32>
  } else {
    scf.yield %arg0 : memref<?xi32>
  }
  func.call @read_buffer_0(%0) : (memref<?xi32>) -> ()
  return
}
