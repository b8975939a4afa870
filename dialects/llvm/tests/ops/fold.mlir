llvm.func @f() -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.mlir.constant(1 : i32) : i32
  %2 = llvm.mlir.zero : i32
  %3 = llvm.mlir.zero : !llvm.ptr
  %4 = llvm.mlir.undef : i32
  %5 = llvm.mlir.poison : i32
  %6 = llvm.mlir.addressof @f : !llvm.ptr
  %7 = llvm.mlir.addressof @f : !llvm.ptr
  %8 = llvm.mlir.zero : vector<2xf32>
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8) : (i32, i32, i32, !llvm.ptr, i32, i32, !llvm.ptr, !llvm.ptr, vector<2xf32>) -> ()
  llvm.return %0 : i32
}
