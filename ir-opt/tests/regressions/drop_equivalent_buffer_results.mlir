// FLAGS: --drop-equivalent-buffer-results
// Memref results that are (casts of) function arguments dropped, their calls rewritten.
func.func @callee(%arg0: memref<5xf32>, %arg1: memref<?xf32>, %arg2: i32) -> (memref<5xf32>, i32, memref<?xf32>, memref<4xf32>) {
  %c = memref.cast %arg0 : memref<5xf32> to memref<?xf32>
  %a = memref.alloc() : memref<4xf32>
  return %arg0, %arg2, %c, %a : memref<5xf32>, i32, memref<?xf32>, memref<4xf32>
}

func.func @two_returns(%arg0: memref<5xf32>, %b: i1) -> memref<5xf32> {
  cf.cond_br %b, ^bb1, ^bb2
^bb1:
  return %arg0 : memref<5xf32>
^bb2:
  return %arg0 : memref<5xf32>
}

func.func private @external(%arg0: memref<5xf32>) -> memref<5xf32>

func.func @caller(%m: memref<5xf32>, %d: memref<?xf32>, %i: i32, %b: i1) -> (i32, memref<?xf32>) {
  %0:4 = call @callee(%m, %d, %i) : (memref<5xf32>, memref<?xf32>, i32) -> (memref<5xf32>, i32, memref<?xf32>, memref<4xf32>)
  %1 = call @two_returns(%0#0, %b) : (memref<5xf32>, i1) -> memref<5xf32>
  %2 = call @external(%1) : (memref<5xf32>) -> memref<5xf32>
  "memref.copy"(%2, %0#0) : (memref<5xf32>, memref<5xf32>) -> ()
  "memref.copy"(%0#3, %0#3) : (memref<4xf32>, memref<4xf32>) -> ()
  return %0#1, %0#2 : i32, memref<?xf32>
}
