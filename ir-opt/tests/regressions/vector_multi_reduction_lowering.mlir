// FLAGS: -lower-vector-multi-reduction -split-input-file
// The default strategy (inner-parallel); the inner-reduction strategy is
// vector_multi_reduction_lowering_inner.mlir, on the same inputs.
// 1-D reductions (integer and float), 3-D and 4-D shapes, reductions of
// all dims, every #vector.kind, scalable dims, masked multi_reductions.
func.func @one_d_f32(%v: vector<8xf32>, %acc: f32) -> f32 {
  %0 = vector.multi_reduction <add>, %v, %acc [0] : vector<8xf32> to f32
  return %0 : f32
}

// -----

func.func @one_d_i32(%v: vector<16xi32>, %acc: i32) -> i32 {
  %0 = vector.multi_reduction <xor>, %v, %acc [0] : vector<16xi32> to i32
  return %0 : i32
}

// -----

func.func @one_d_index(%v: vector<4xindex>, %acc: index) -> index {
  %0 = vector.multi_reduction <maxui>, %v, %acc [0] : vector<4xindex> to index
  return %0 : index
}

// -----

func.func @kinds_int(%v: vector<2x3xi16>, %acc: vector<2xi16>, %acc0: vector<3xi16>) -> (vector<2xi16>, vector<2xi16>, vector<2xi16>, vector<2xi16>, vector<3xi16>, vector<3xi16>, vector<3xi16>, vector<3xi16>, vector<3xi16>) {
  %0 = vector.multi_reduction <add>, %v, %acc [1] : vector<2x3xi16> to vector<2xi16>
  %1 = vector.multi_reduction <mul>, %v, %acc [1] : vector<2x3xi16> to vector<2xi16>
  %2 = vector.multi_reduction <minui>, %v, %acc [1] : vector<2x3xi16> to vector<2xi16>
  %3 = vector.multi_reduction <minsi>, %v, %acc [1] : vector<2x3xi16> to vector<2xi16>
  %4 = vector.multi_reduction <maxui>, %v, %acc0 [0] : vector<2x3xi16> to vector<3xi16>
  %5 = vector.multi_reduction <maxsi>, %v, %acc0 [0] : vector<2x3xi16> to vector<3xi16>
  %6 = vector.multi_reduction <and>, %v, %acc0 [0] : vector<2x3xi16> to vector<3xi16>
  %7 = vector.multi_reduction <or>, %v, %acc0 [0] : vector<2x3xi16> to vector<3xi16>
  %8 = vector.multi_reduction <xor>, %v, %acc0 [0] : vector<2x3xi16> to vector<3xi16>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : vector<2xi16>, vector<2xi16>, vector<2xi16>, vector<2xi16>, vector<3xi16>, vector<3xi16>, vector<3xi16>, vector<3xi16>, vector<3xi16>
}

// -----

func.func @kinds_float(%v: vector<2x3xf16>, %acc: vector<2xf16>, %acc0: vector<3xf16>) -> (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<3xf16>, vector<3xf16>, vector<3xf16>) {
  %0 = vector.multi_reduction <minnumf>, %v, %acc [1] : vector<2x3xf16> to vector<2xf16>
  %1 = vector.multi_reduction <maxnumf>, %v, %acc [1] : vector<2x3xf16> to vector<2xf16>
  %2 = vector.multi_reduction <minimumf>, %v, %acc [1] : vector<2x3xf16> to vector<2xf16>
  %3 = vector.multi_reduction <maximumf>, %v, %acc0 [0] : vector<2x3xf16> to vector<3xf16>
  %4 = vector.multi_reduction <mul>, %v, %acc0 [0] : vector<2x3xf16> to vector<3xf16>
  %5 = vector.multi_reduction <add>, %v, %acc0 [0] : vector<2x3xf16> to vector<3xf16>
  return %0, %1, %2, %3, %4, %5 : vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<3xf16>, vector<3xf16>, vector<3xf16>
}

// -----

func.func @three_d_middle(%v: vector<2x3x4xf32>, %acc: vector<2x4xf32>) -> vector<2x4xf32> {
  %0 = vector.multi_reduction <add>, %v, %acc [1] : vector<2x3x4xf32> to vector<2x4xf32>
  return %0 : vector<2x4xf32>
}

// -----

func.func @three_d_outer_inner(%v: vector<2x3x4xi32>, %acc: vector<3xi32>) -> vector<3xi32> {
  %0 = vector.multi_reduction <minsi>, %v, %acc [0, 2] : vector<2x3x4xi32> to vector<3xi32>
  return %0 : vector<3xi32>
}

// -----

func.func @three_d_all(%v: vector<2x3x4xf32>, %acc: f32) -> f32 {
  %0 = vector.multi_reduction <maxnumf>, %v, %acc [0, 1, 2] : vector<2x3x4xf32> to f32
  return %0 : f32
}

// -----

func.func @two_d_all(%v: vector<3x4xi8>, %acc: i8) -> i8 {
  %0 = vector.multi_reduction <mul>, %v, %acc [0, 1] : vector<3x4xi8> to i8
  return %0 : i8
}

// -----

func.func @four_d(%v: vector<2x3x4x5xi8>, %acc: vector<2x4xi8>) -> vector<2x4xi8> {
  %0 = vector.multi_reduction <maxsi>, %v, %acc [1, 3] : vector<2x3x4x5xi8> to vector<2x4xi8>
  return %0 : vector<2x4xi8>
}

// -----

func.func @four_d_leading(%v: vector<2x2x3x2xf64>, %acc: vector<3x2xf64>) -> vector<3x2xf64> {
  %0 = vector.multi_reduction <minimumf>, %v, %acc [0, 1] : vector<2x2x3x2xf64> to vector<3x2xf64>
  return %0 : vector<3x2xf64>
}

// -----

func.func @scalable_inner(%v: vector<2x[4]xf32>, %acc: vector<2xf32>) -> vector<2xf32> {
  %0 = vector.multi_reduction <add>, %v, %acc [1] : vector<2x[4]xf32> to vector<2xf32>
  return %0 : vector<2xf32>
}

// -----

func.func @scalable_outer(%v: vector<2x[4]xi32>, %acc: vector<[4]xi32>) -> vector<[4]xi32> {
  %0 = vector.multi_reduction <or>, %v, %acc [0] : vector<2x[4]xi32> to vector<[4]xi32>
  return %0 : vector<[4]xi32>
}

// -----

func.func @scalable_1d(%v: vector<[8]xf32>, %acc: f32) -> f32 {
  %0 = vector.multi_reduction <maximumf>, %v, %acc [0] : vector<[8]xf32> to f32
  return %0 : f32
}

// -----

func.func @scalable_3d(%v: vector<2x3x[4]xf32>, %acc: vector<2xf32>) -> vector<2xf32> {
  %0 = vector.multi_reduction <add>, %v, %acc [1, 2] : vector<2x3x[4]xf32> to vector<2xf32>
  return %0 : vector<2xf32>
}

// -----

func.func @scalable_two_dims(%v: vector<2x[3]x[4]xf32>, %acc: vector<2xf32>) -> vector<2xf32> {
  %0 = vector.multi_reduction <add>, %v, %acc [1, 2] : vector<2x[3]x[4]xf32> to vector<2xf32>
  return %0 : vector<2xf32>
}

// -----

func.func @masked_inner(%v: vector<2x8xf32>, %acc: vector<2xf32>, %m: vector<2x8xi1>) -> vector<2xf32> {
  %0 = vector.mask %m { vector.multi_reduction <add>, %v, %acc [1] : vector<2x8xf32> to vector<2xf32> } : vector<2x8xi1> -> vector<2xf32>
  return %0 : vector<2xf32>
}

// -----

func.func @masked_outer(%v: vector<2x8xi32>, %acc: vector<8xi32>, %m: vector<2x8xi1>) -> vector<8xi32> {
  %0 = vector.mask %m { vector.multi_reduction <and>, %v, %acc [0] : vector<2x8xi32> to vector<8xi32> } : vector<2x8xi1> -> vector<8xi32>
  return %0 : vector<8xi32>
}

// -----

func.func @masked_1d(%v: vector<8xf32>, %acc: f32, %m: vector<8xi1>) -> f32 {
  %0 = vector.mask %m { vector.multi_reduction <mul>, %v, %acc [0] : vector<8xf32> to f32 } : vector<8xi1> -> f32
  return %0 : f32
}

// -----

func.func @masked_3d(%v: vector<2x3x4xf32>, %acc: vector<3xf32>, %m: vector<2x3x4xi1>) -> vector<3xf32> {
  %0 = vector.mask %m { vector.multi_reduction <minnumf>, %v, %acc [0, 2] : vector<2x3x4xf32> to vector<3xf32> } : vector<2x3x4xi1> -> vector<3xf32>
  return %0 : vector<3xf32>
}

// -----

func.func @masked_scalable(%v: vector<4x[8]xi32>, %acc: vector<4xi32>, %m: vector<4x[8]xi1>) -> vector<4xi32> {
  %0 = vector.mask %m { vector.multi_reduction <minui>, %v, %acc [1] : vector<4x[8]xi32> to vector<4xi32> } : vector<4x[8]xi1> -> vector<4xi32>
  return %0 : vector<4xi32>
}

// -----

func.func @masked_scalable_1d(%v: vector<[8]xi32>, %acc: i32, %m: vector<[8]xi1>) -> i32 {
  %0 = vector.mask %m { vector.multi_reduction <add>, %v, %acc [0] : vector<[8]xi32> to i32 } : vector<[8]xi1> -> i32
  return %0 : i32
}

// -----

func.func @parallel_only(%v: vector<2x3xf32>, %acc: vector<2x3xf32>) -> vector<2x3xf32> {
  %0 = vector.multi_reduction <add>, %v, %acc [] : vector<2x3xf32> to vector<2x3xf32>
  return %0 : vector<2x3xf32>
}
