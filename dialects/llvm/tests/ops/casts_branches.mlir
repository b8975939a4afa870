llvm.func @casts(%arg0: i32, %arg1: !llvm.ptr, %arg2: f32, %arg3: vector<4xi32>, %arg4: !llvm.ptr<1>) -> i64 {
  %0 = llvm.sext %arg0 : i32 to i64
  %1 = llvm.zext %arg0 : i32 to i64
  %2 = llvm.trunc %arg0 : i32 to i8
  %3 = llvm.sitofp %arg0 : i32 to f32
  %4 = llvm.uitofp %arg0 : i32 to f64
  %5 = llvm.fptosi %arg2 : f32 to i32
  %6 = llvm.fptoui %arg2 : f32 to i16
  %7 = llvm.fpext %arg2 : f32 to f64
  %8 = llvm.fptrunc %7 : f64 to f16
  %9 = llvm.ptrtoint %arg1 : !llvm.ptr to i64
  %10 = llvm.inttoptr %9 : i64 to !llvm.ptr
  %11 = llvm.bitcast %arg0 : i32 to f32
  %12 = llvm.addrspacecast %arg1 : !llvm.ptr to !llvm.ptr<1>
  %13 = llvm.sext %arg3 : vector<4xi32> to vector<4xi64>
  %14 = llvm.freeze %arg0 : i32
  %c = llvm.mlir.constant(true) : i1
  llvm.cond_br %c weights([1, 2]), ^bb1(%0 : i64), ^bb2
^bb1(%a: i64):
  llvm.br ^bb3(%a : i64)
^bb2:
  llvm.cond_br %c, ^bb3(%1 : i64), ^bb4
^bb3(%b: i64):
  llvm.return %b : i64
^bb4:
  llvm.unreachable
}
llvm.func @fold(%arg0: !llvm.ptr) -> !llvm.ptr {
  %c = llvm.mlir.constant(7 : i32) : i32
  %0 = llvm.zext %c : i32 to i64
  %1 = llvm.bitcast %arg0 : !llvm.ptr to !llvm.ptr
  %2 = llvm.addrspacecast %1 : !llvm.ptr to !llvm.ptr<1>
  %3 = llvm.addrspacecast %2 : !llvm.ptr<1> to !llvm.ptr<2>
  %4 = llvm.addrspacecast %3 : !llvm.ptr<2> to !llvm.ptr
  %5 = llvm.inttoptr %0 : i64 to !llvm.ptr
  %t = llvm.mlir.constant(true) : i1
  llvm.cond_br %t, ^bb1, ^bb2
^bb1:
  llvm.return %4 : !llvm.ptr
^bb2:
  llvm.return %5 : !llvm.ptr
}
