// FLAGS: --canonicalize
// Vector folders beyond upstream's canonicalize.mlir: extract chains through
// insert/transpose/shape_cast/strided slices, bitcast splats, step, shuffle
// and insertelement constants, transfer in-bounds inference.
func.func @extract_chain(%v: vector<2x3x4xf32>, %s: vector<4xf32>) -> (vector<4xf32>, f32, f32) {
  %0 = vector.extract %v[1] : vector<3x4xf32> from vector<2x3x4xf32>
  %1 = vector.extract %0[2] : vector<4xf32> from vector<3x4xf32>
  %2 = vector.insert %s, %v [0, 1] : vector<4xf32> into vector<2x3x4xf32>
  %3 = vector.transpose %2, [1, 0, 2] : vector<2x3x4xf32> to vector<3x2x4xf32>
  %4 = vector.extract %3[1, 0, 3] : f32 from vector<3x2x4xf32>
  %5 = vector.shape_cast %v : vector<2x3x4xf32> to vector<6x4xf32>
  %6 = vector.extract %5[4, 1] : f32 from vector<6x4xf32>
  return %1, %4, %6 : vector<4xf32>, f32, f32
}

func.func @shape_casts(%v: vector<2x3xf32>) -> (vector<2x3xf32>, vector<3x2xf32>, vector<6xf32>) {
  %0 = vector.shape_cast %v : vector<2x3xf32> to vector<6xf32>
  %1 = vector.shape_cast %0 : vector<6xf32> to vector<2x3xf32>
  %2 = vector.shape_cast %0 : vector<6xf32> to vector<3x2xf32>
  %3 = vector.shape_cast %v : vector<2x3xf32> to vector<1x6xf32>
  %4 = vector.shape_cast %3 : vector<1x6xf32> to vector<6xf32>
  return %1, %2, %4 : vector<2x3xf32>, vector<3x2xf32>, vector<6xf32>
}

func.func @bitcasts(%v: vector<4xi8>) -> (vector<2xf32>, vector<2xi32>, vector<4xi8>, vector<2xi64>) {
  %h = arith.constant dense<1.5> : vector<4xf16>
  %0 = vector.bitcast %h : vector<4xf16> to vector<2xf32>
  %i = arith.constant dense<-3> : vector<4xi16>
  %1 = vector.bitcast %i : vector<4xi16> to vector<2xi32>
  %2 = vector.bitcast %v : vector<4xi8> to vector<1xi32>
  %3 = vector.bitcast %2 : vector<1xi32> to vector<4xi8>
  %b = arith.constant dense<7> : vector<16xi8>
  %4 = vector.bitcast %b : vector<16xi8> to vector<2xi64>
  return %0, %1, %3, %4 : vector<2xf32>, vector<2xi32>, vector<4xi8>, vector<2xi64>
}

func.func @constants() -> (vector<4xindex>, vector<3xi32>, vector<4xf32>, i32) {
  %0 = vector.step : vector<4xindex>
  %a = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %b = arith.constant dense<[4, 5, 6]> : vector<3xi32>
  %1 = vector.shuffle %a, %b [5, 0, 3] : vector<3xi32>, vector<3xi32>
  %c = arith.constant dense<0.0> : vector<4xf32>
  %x = arith.constant 2.5 : f32
  %p = arith.constant 2 : i32
  %2 = vector.insertelement %x, %c[%p : i32] : vector<4xf32>
  %3 = vector.extractelement %a[%p : i32] : vector<3xi32>
  return %0, %1, %2, %3 : vector<4xindex>, vector<3xi32>, vector<4xf32>, i32
}

func.func @strided(%v: vector<4x8xf32>, %s: vector<2x4xf32>) -> (vector<2x2xf32>, f32, vector<4x8xf32>) {
  %0 = vector.insert_strided_slice %s, %v {offsets = [1, 2], strides = [1, 1]} : vector<2x4xf32> into vector<4x8xf32>
  %1 = vector.extract_strided_slice %0 {offsets = [1, 3], sizes = [2, 2], strides = [1, 1]} : vector<4x8xf32> to vector<2x2xf32>
  %2 = vector.extract %0[2, 5] : f32 from vector<4x8xf32>
  %3 = vector.extract_strided_slice %v {offsets = [0, 0], sizes = [4, 8], strides = [1, 1]} : vector<4x8xf32> to vector<4x8xf32>
  return %1, %2, %3 : vector<2x2xf32>, f32, vector<4x8xf32>
}

func.func @transfers(%m: memref<4x8xf32>, %t: tensor<?x8xf32>, %i: index) -> (vector<2x4xf32>, vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %f = arith.constant 0.0 : f32
  %0 = vector.transfer_read %m[%c2, %c0], %f : memref<4x8xf32>, vector<2x4xf32>
  %1 = vector.transfer_read %m[%c2, %c6], %f : memref<4x8xf32>, vector<2x4xf32>
  %2 = vector.transfer_read %t[%i, %c2], %f : tensor<?x8xf32>, vector<4xf32>
  vector.transfer_write %1, %m[%c0, %c0] : vector<2x4xf32>, memref<4x8xf32>
  return %0, %2 : vector<2x4xf32>, vector<4xf32>
}

func.func @masks(%a: index) -> (vector<2x3xi1>, vector<3xi1>, vector<3x2xi1>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = vector.create_mask %c1, %c2 : vector<2x3xi1>
  %1 = vector.create_mask %a, %c2 : vector<2x3xi1>
  %2 = vector.extract %1[1] : vector<3xi1> from vector<2x3xi1>
  %3 = vector.transpose %0, [1, 0] : vector<2x3xi1> to vector<3x2xi1>
  return %0, %2, %3 : vector<2x3xi1>, vector<3xi1>, vector<3x2xi1>
}

func.func @extractelement_positions(%a: f32, %i: i32) -> (f32, f32) {
  %s = vector.splat %a : vector<4xf32>
  %0 = vector.extractelement %s[%i : i32] : vector<4xf32>
  %c = arith.constant 1 : i32
  %1 = vector.extractelement %s[%c : i32] : vector<4xf32>
  return %0, %1 : f32, f32
}
