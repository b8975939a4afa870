// FLAGS: --split-input-file --pass-pipeline=builtin.module(func.func(convert-vector-to-scf))
// vector.print of odd integer types (i1, i7, si3, ui12, i64, i65), 0-d,
// 3-D and scalable vectors; masked n-D transfers with broadcasts and
// transposes; 1-D transfers on strided memrefs; a 2-D scalable-leading
// transfer left alone.
func.func @prints(%a: vector<3xi1>, %b: vector<2x2xi7>, %c: vector<si3>,
                  %d: vector<4xui12>, %e: vector<2xi64>, %f: vector<2x1x3xi65>,
                  %g: vector<[4]xf32>, %h: vector<2xindex>) {
  vector.print %a : vector<3xi1>
  vector.print %b : vector<2x2xi7>
  vector.print %c : vector<si3>
  vector.print %d : vector<4xui12>
  vector.print %e : vector<2xi64> punctuation <comma>
  vector.print %f : vector<2x1x3xi65>
  vector.print %g : vector<[4]xf32>
  vector.print %h : vector<2xindex>
  return
}

// -----

func.func @masked(%A: memref<?x?x?xf32>, %m: vector<4x3xi1>, %m1: vector<3xi1>,
                  %mt: vector<3x4xi1>, %i: index) -> (vector<4x3xf32>, vector<2x4x3xf32>, vector<3x4xf32>) {
  %f0 = arith.constant 0.0 : f32
  %0 = vector.transfer_read %A[%i, %i, %i], %f0, %m
      {permutation_map = affine_map<(d0, d1, d2) -> (d1, d2)>}
      : memref<?x?x?xf32>, vector<4x3xf32>
  %1 = vector.transfer_read %A[%i, %i, %i], %f0, %m1
      {permutation_map = affine_map<(d0, d1, d2) -> (0, 0, d2)>, in_bounds = [true, true, false]}
      : memref<?x?x?xf32>, vector<2x4x3xf32>
  %2 = vector.transfer_read %A[%i, %i, %i], %f0
      {permutation_map = affine_map<(d0, d1, d2) -> (d2, d0)>}
      : memref<?x?x?xf32>, vector<3x4xf32>
  vector.transfer_write %0, %A[%i, %i, %i], %mt
      {permutation_map = affine_map<(d0, d1, d2) -> (d2, d1)>}
      : vector<4x3xf32>, memref<?x?x?xf32>
  vector.transfer_write %0, %A[%i, %i, %i]
      {permutation_map = affine_map<(d0, d1, d2) -> (d0, d1)>}
      : vector<4x3xf32>, memref<?x?x?xf32>
  return %0, %1, %2 : vector<4x3xf32>, vector<2x4x3xf32>, vector<3x4xf32>
}

// -----

func.func @strided(%A: memref<8x8xf32, strided<[8, 2]>>, %v: vector<4xf32>,
                   %i: index, %m: vector<4xi1>) -> vector<4xf32> {
  %f0 = arith.constant 0.0 : f32
  %0 = vector.transfer_read %A[%i, %i], %f0, %m : memref<8x8xf32, strided<[8, 2]>>, vector<4xf32>
  vector.transfer_write %v, %A[%i, %i], %m : vector<4xf32>, memref<8x8xf32, strided<[8, 2]>>
  return %0 : vector<4xf32>
}

// -----

func.func @scalable(%A: memref<?x?xf32>, %i: index) -> (vector<[4]x2xf32>, vector<[4]xf32>) {
  %f0 = arith.constant 0.0 : f32
  %0 = vector.transfer_read %A[%i, %i], %f0 : memref<?x?xf32>, vector<[4]x2xf32>
  %1 = vector.transfer_read %A[%i, %i], %f0
      {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<?x?xf32>, vector<[4]xf32>
  return %0, %1 : vector<[4]x2xf32>, vector<[4]xf32>
}

// -----

func.func @tensors(%T: tensor<?x?xf32>, %v: vector<2x3xf32>, %i: index) -> (tensor<?x?xf32>, vector<2x3xf32>) {
  %f0 = arith.constant 0.0 : f32
  %0 = vector.transfer_read %T[%i, %i], %f0 : tensor<?x?xf32>, vector<2x3xf32>
  %1 = vector.transfer_write %v, %T[%i, %i] : vector<2x3xf32>, tensor<?x?xf32>
  return %1, %0 : tensor<?x?xf32>, vector<2x3xf32>
}
