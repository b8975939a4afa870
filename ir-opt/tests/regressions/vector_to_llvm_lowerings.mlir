// FLAGS: --convert-vector-to-llvm --split-input-file
// The lowerings of convert-vector-to-llvm's first step that no upstream
// VectorToLLVM case reaches: broadcasts, n-D masks, bit casts, 1-D
// transfers, masked outer products, n-D fma, shape casts, transposes, and
// dynamic positions, n-D shuffles, expanding loads, scalable masks.

func.func @a(%x: vector<2x1xf32>) -> vector<3x2x4xf32> {
  %0 = vector.broadcast %x : vector<2x1xf32> to vector<3x2x4xf32>
  return %0 : vector<3x2x4xf32>
}
// -----
func.func @b(%a: index, %b: index, %c: index) -> vector<2x3x4xi1> {
  %0 = vector.create_mask %a, %b, %c : vector<2x3x4xi1>
  return %0 : vector<2x3x4xi1>
}
// -----
func.func @c() -> vector<2x3x4xi1> {
  %0 = vector.constant_mask [1, 2, 3] : vector<2x3x4xi1>
  return %0 : vector<2x3x4xi1>
}
// -----
func.func @d(%x: vector<2x3x4xi32>) -> vector<2x3x2xi64> {
  %0 = vector.bitcast %x : vector<2x3x4xi32> to vector<2x3x2xi64>
  return %0 : vector<2x3x2xi64>
}
// -----
func.func @f(%m: memref<?x?xf32>, %i: index, %j: index) -> vector<8xf32> {
  %p = arith.constant 0.0 : f32
  %0 = vector.transfer_read %m[%i, %j], %p {in_bounds = [true]} : memref<?x?xf32>, vector<8xf32>
  vector.transfer_write %0, %m[%j, %i] : vector<8xf32>, memref<?x?xf32>
  return %0 : vector<8xf32>
}
// -----
func.func @g(%a: vector<2xi32>, %b: vector<3xi32>, %c: vector<2x3xi32>, %m: vector<2x3xi1>) -> vector<2x3xi32> {
  %0 = vector.mask %m { vector.outerproduct %a, %b, %c {kind = #vector.kind<maxsi>} : vector<2xi32>, vector<3xi32> } : vector<2x3xi1> -> vector<2x3xi32>
  return %0 : vector<2x3xi32>
}
// -----
func.func @h(%a: vector<2x3x4xf64>, %b: vector<2x3x4xf64>) -> vector<2x3x4xf64> {
  %0 = vector.fma %a, %b, %a : vector<2x3x4xf64>
  return %0 : vector<2x3x4xf64>
}
// -----
func.func @i(%a: vector<4xindex>, %acc: index) -> index {
  %0 = vector.reduction <maxui>, %a, %acc : vector<4xindex> into index
  return %0 : index
}
// -----
func.func @j(%m: memref<4xf32>, %i: index) -> vector<1xf32> {
  %0 = vector.load %m[%i] : memref<4xf32>, vector<1xf32>
  vector.store %0, %m[%i] : memref<4xf32>, vector<1xf32>
  return %0 : vector<1xf32>
}
// -----
func.func @k(%v: vector<2x3xf32>) {
  vector.print %v : vector<2x3xf32>
  vector.print str "hi\n"
  return
}
// -----
func.func @a(%x: vector<3x4xf32>, %i: index) -> f32 {
  %0 = vector.extract %x[1, %i] : f32 from vector<3x4xf32>
  return %0 : f32
}
// -----
func.func @b(%x: vector<3x4xf32>, %i: index, %f: f32) -> vector<3x4xf32> {
  %0 = vector.insert %f, %x[%i, 1] : f32 into vector<3x4xf32>
  return %0 : vector<3x4xf32>
}
// -----
func.func @c(%x: vector<2x4xf32>, %y: vector<1x4xf32>) -> vector<3x4xf32> {
  %0 = vector.shuffle %x, %y [0, 2, 1] : vector<2x4xf32>, vector<1x4xf32>
  return %0 : vector<3x4xf32>
}
// -----
func.func @d(%f: f32) -> vector<f32> {
  %0 = vector.from_elements %f : vector<f32>
  return %0 : vector<f32>
}
// -----
func.func @e(%m: memref<8x8xf32, strided<[16, 1], offset: ?>>, %i: index, %mask: vector<4xi1>, %p: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.expandload %m[%i, %i], %mask, %p : memref<8x8xf32, strided<[16, 1], offset: ?>>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.compressstore %m[%i, %i], %mask, %0 : memref<8x8xf32, strided<[16, 1], offset: ?>>, vector<4xi1>, vector<4xf32>
  return %0 : vector<4xf32>
}
// -----
func.func @g(%a: vector<4xf16>) -> f16 {
  %0 = vector.reduction <minimumf>, %a : vector<4xf16> into f16
  return %0 : f16
}
// -----
func.func @h(%a: vector<[4]xi32>, %m: vector<[4]xi1>) -> i32 {
  %0 = vector.mask %m { vector.reduction <minsi>, %a : vector<[4]xi32> into i32 } : vector<[4]xi1> -> i32
  return %0 : i32
}
// -----
func.func @i(%a: index) -> vector<[4]xi1> {
  %0 = vector.create_mask %a : vector<[4]xi1>
  return %0 : vector<[4]xi1>
}
// -----
func.func @j(%m: memref<?xf32>, %i: index, %p: f32) -> vector<4xf32> {
  %0 = vector.transfer_read %m[%i], %p : memref<?xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}
// -----
func.func @a(%x: vector<2x4xf32>) -> vector<8xf32> {
  %0 = vector.shape_cast %x : vector<2x4xf32> to vector<8xf32>
  return %0 : vector<8xf32>
}
// -----
func.func @b(%x: vector<8xf32>) -> vector<2x4xf32> {
  %0 = vector.shape_cast %x : vector<8xf32> to vector<2x4xf32>
  return %0 : vector<2x4xf32>
}
// -----
func.func @c(%x: vector<2x3x2xf32>) -> vector<6x2xf32> {
  %0 = vector.shape_cast %x : vector<2x3x2xf32> to vector<6x2xf32>
  return %0 : vector<6x2xf32>
}
// -----
func.func @d(%x: vector<f32>) -> vector<1x1xf32> {
  %0 = vector.shape_cast %x : vector<f32> to vector<1x1xf32>
  return %0 : vector<1x1xf32>
}
// -----
func.func @e(%x: vector<1x1xf32>) -> vector<f32> {
  %0 = vector.shape_cast %x : vector<1x1xf32> to vector<f32>
  return %0 : vector<f32>
}
// -----
func.func @a(%x: vector<2x3xf32>) -> vector<3x2xf32> {
  %0 = vector.transpose %x, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  return %0 : vector<3x2xf32>
}
// -----
func.func @b(%x: vector<1x4xf32>) -> vector<4x1xf32> {
  %0 = vector.transpose %x, [1, 0] : vector<1x4xf32> to vector<4x1xf32>
  return %0 : vector<4x1xf32>
}
// -----
func.func @c(%x: vector<2x3x4xf32>) -> vector<3x2x4xf32> {
  %0 = vector.transpose %x, [1, 0, 2] : vector<2x3x4xf32> to vector<3x2x4xf32>
  return %0 : vector<3x2x4xf32>
}
// -----
func.func @d(%x: vector<2x3x4xi8>) -> vector<4x2x3xi8> {
  %0 = vector.transpose %x, [2, 0, 1] : vector<2x3x4xi8> to vector<4x2x3xi8>
  return %0 : vector<4x2x3xi8>
}
