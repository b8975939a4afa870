llvm.func @intrinsics(%f: f32, %v: vector<4xf32>, %i: i32, %iv: vector<4xi32>, %p: !llvm.ptr, %m: vector<4xi1>, %ps: !llvm.vec<4 x ptr>) {
  %0 = llvm.intr.fma(%f, %f, %f) {fastmathFlags = #llvm.fastmath<contract>} : (f32, f32, f32) -> f32
  %1 = "llvm.intr.ctlz"(%i) <{is_zero_poison = false}> : (i32) -> i32
  %2 = "llvm.intr.abs"(%iv) <{is_int_min_poison = true}> : (vector<4xi32>) -> vector<4xi32>
  %3 = "llvm.intr.vector.reduce.add"(%iv) : (vector<4xi32>) -> i32
  %4 = llvm.intr.vector.reduce.fmax(%v) : (vector<4xf32>) -> f32
  %5 = "llvm.intr.vector.reduce.fadd"(%f, %v) <{fastmathFlags = #llvm.fastmath<reassoc>}> : (f32, vector<4xf32>) -> f32
  %6 = llvm.intr.masked.load %p, %m, %v {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  llvm.intr.masked.store %6, %p, %m {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
  %7 = llvm.intr.masked.gather %ps, %m, %v {alignment = 4 : i32} : (!llvm.vec<4 x ptr>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  %8 = llvm.intr.stacksave : !llvm.ptr
  llvm.intr.stackrestore %8 : !llvm.ptr
  %9 = "llvm.intr.vector.interleave2"(%v, %v) : (vector<4xf32>, vector<4xf32>) -> vector<8xf32>
  %10 = llvm.intr.experimental.stepvector : vector<4xi32>
  %c = llvm.mlir.constant(4 : i64) : i64
  %11 = llvm.intr.matrix.column.major.load %p, <stride=%c> {isVolatile = false, rows = 2 : i32, columns = 2 : i32} : vector<4xf32> from !llvm.ptr stride i64
  "llvm.intr.trap"() : () -> ()
  "llvm.intr.ubsantrap"() <{failureKind = 7 : i8}> : () -> ()
  llvm.return
}
