// FLAGS: --convert-gpu-to-nvvm
// The GPU conversions add upstream's populateVectorToLLVMConversionPatterns, not the matrix ops' lowerings: those ops stay.
gpu.module @m {
  gpu.func @mm(%a: vector<4xf32>, %b: vector<4xf32>, %out: memref<4xf32>) {
    %c0 = arith.constant 0 : index
    %0 = vector.matrix_multiply %a, %b {lhs_rows = 2 : i32, lhs_columns = 2 : i32, rhs_columns = 2 : i32} : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %1 = vector.flat_transpose %0 {rows = 2 : i32, columns = 2 : i32} : vector<4xf32> -> vector<4xf32>
    %2 = vector.extract %1[1] : f32 from vector<4xf32>
    memref.store %2, %out[%c0] : memref<4xf32>
    gpu.return
  }
}
