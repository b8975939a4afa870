// FLAGS: --split-input-file --pass-pipeline=builtin.module(func.func(scf-parallel-loop-fusion))
// scf-parallel-loop-fusion's alias queries (LocalAliasAnalysis) beyond
// upstream's tests: a view of an allocation, a value selected by scf.if
// between a stack and a heap allocation, function arguments, and loops
// nested in an scf.for.

func.func @view_of_alloc(%A: memref<4xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %buf = memref.alloc() : memref<8xf32>
  %v = memref.subview %buf[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %x = memref.load %A[%i] : memref<4xf32>
    memref.store %x, %v[%i] : memref<4xf32, strided<[1]>>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %y = memref.load %buf[%i] : memref<8xf32>
    memref.store %y, %A[%i] : memref<4xf32>
    scf.reduce
  }
  return
}

// -----

func.func @alloca_vs_arg(%A: memref<4xf32>, %cond: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %a = memref.alloca() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %sel = scf.if %cond -> memref<4xf32> {
    scf.yield %a : memref<4xf32>
  } else {
    scf.yield %b : memref<4xf32>
  }
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %x = memref.load %A[%i] : memref<4xf32>
    memref.store %x, %sel[%i] : memref<4xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %y = memref.load %A[%i] : memref<4xf32>
    memref.store %y, %b[%i] : memref<4xf32>
    scf.reduce
  }
  return
}

// -----

func.func @alias_args(%A: memref<4xf32>, %B: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %t = memref.alloc() : memref<4xf32>
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %x = memref.load %A[%i] : memref<4xf32>
    memref.store %x, %t[%i] : memref<4xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %y = memref.load %t[%i] : memref<4xf32>
    %z = memref.load %B[%i] : memref<4xf32>
    %s = arith.addf %y, %z : f32
    memref.store %s, %B[%i] : memref<4xf32>
    scf.reduce
  }
  return
}

// -----

func.func @nested_regions(%A: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %k = %c0 to %c4 step %c1 {
    %t = memref.alloc() : memref<4xf32>
    scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
      %x = memref.load %A[%i] : memref<4xf32>
      memref.store %x, %t[%i] : memref<4xf32>
      scf.reduce
    }
    scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
      %y = memref.load %t[%i] : memref<4xf32>
      memref.store %y, %A[%i] : memref<4xf32>
      scf.reduce
    }
    scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
      %y = memref.load %A[%i] : memref<4xf32>
      memref.store %y, %t[%i] : memref<4xf32>
      scf.reduce
    }
  }
  return
}
