// FLAGS: -lower-vector-mask -split-input-file -allow-unregistered-dialect
// A mask with a passthru value (kept around a read), a gather on a memref
// (a zero pass-through made), a write without result, masks in a loop.
func.func @read_passthru(%t0: tensor<?xf32>, %idx: index, %m0: vector<16xi1>, %p: vector<16xf32>) -> vector<16xf32> {
  %ft0 = arith.constant 0.0 : f32
  %0 = vector.mask %m0, %p { vector.transfer_read %t0[%idx], %ft0 : tensor<?xf32>, vector<16xf32> } : vector<16xi1> -> vector<16xf32>
  return %0 : vector<16xf32>
}

// -----

func.func @gather_passthru(%arg0: memref<64xf32>, %m: vector<4xi1>, %p: vector<4xf32>, %iv: vector<4xindex>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %all = arith.constant dense<true> : vector<4xi1>
  %z = arith.constant dense<0.000000e+00> : vector<4xf32>
  %0 = vector.mask %m { vector.gather %arg0[%c0] [%iv], %all, %z : memref<64xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @in_loop(%m: memref<?x?xf32>, %v: vector<4x8xf32>, %mask: vector<4x8xi1>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f0 = arith.constant 0.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    vector.mask %mask { vector.transfer_write %v, %m[%i, %c0] : vector<4x8xf32>, memref<?x?xf32> } : vector<4x8xi1>
    %r = vector.mask %mask { vector.transfer_read %m[%c0, %i], %f0 : memref<?x?xf32>, vector<4x8xf32> } : vector<4x8xi1> -> vector<4x8xf32>
    "test.use"(%r) : (vector<4x8xf32>) -> ()
  }
  return
}
