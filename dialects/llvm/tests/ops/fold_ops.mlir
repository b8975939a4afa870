llvm.func @icmp(%a: i32, %v: vector<2xi32>) -> i1 {
  %0 = llvm.icmp "eq" %a, %a : i32
  %1 = llvm.icmp "ne" %v, %v : vector<2xi32>
  %c = llvm.mlir.constant(1 : i32) : i32
  %2 = llvm.alloca %c x i32 : (i32) -> !llvm.ptr
  %3 = llvm.mlir.zero : !llvm.ptr
  %4 = llvm.icmp "eq" %2, %3 : !llvm.ptr
  %5 = llvm.icmp "ne" %3, %2 : !llvm.ptr
  %6 = llvm.icmp "slt" %a, %a : i32
  "test.use"(%0, %1, %4, %5, %6) : (i1, vector<2xi1>, i1, i1, i1) -> ()
  llvm.return %0 : i1
}

llvm.func @arith() -> i32 {
  %0 = llvm.mlir.constant(5 : i32) : i32
  %1 = llvm.mlir.constant(2 : i32) : i32
  %2 = llvm.shl %0, %1 : i32
  %3 = llvm.mlir.constant(40 : i32) : i32
  %4 = llvm.shl %0, %3 : i32
  %5 = llvm.or %2, %1 : i32
  %6 = llvm.add %5, %4 : i32
  llvm.return %6 : i32
}

llvm.func @gep(%p: !llvm.ptr, %i: i64) -> !llvm.ptr {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %0 = llvm.getelementptr %p[%c0] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.getelementptr %0[%i, %c1] : (!llvm.ptr, i64, i32) -> !llvm.ptr, !llvm.array<4 x i32>
  %big = llvm.mlir.constant(8589934592 : i64) : i64
  %2 = llvm.getelementptr %1[%big] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  llvm.return %2 : !llvm.ptr
}

llvm.func @aggregates(%a: i32, %b: f32) -> f32 {
  %0 = llvm.mlir.undef : !llvm.struct<(i32, struct<(f32, i32)>)>
  %1 = llvm.insertvalue %a, %0[0] : !llvm.struct<(i32, struct<(f32, i32)>)>
  %2 = llvm.insertvalue %b, %1[1, 0] : !llvm.struct<(i32, struct<(f32, i32)>)>
  %3 = llvm.extractvalue %2[0] : !llvm.struct<(i32, struct<(f32, i32)>)>
  %4 = llvm.extractvalue %2[1] : !llvm.struct<(i32, struct<(f32, i32)>)>
  %5 = llvm.extractvalue %2[1, 0] : !llvm.struct<(i32, struct<(f32, i32)>)>
  "test.use"(%3, %4) : (i32, !llvm.struct<(f32, i32)>) -> ()
  llvm.return %5 : f32
}

llvm.func @dce(%p: !llvm.ptr, %a: i32) {
  %0 = llvm.load %p : !llvm.ptr -> i32
  %1 = llvm.load volatile %p : !llvm.ptr -> i32
  %2 = llvm.load %p atomic unordered {alignment = 4 : i64} : !llvm.ptr -> i32
  %3 = llvm.load %p atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> i32
  %4 = llvm.alloca %a x i32 : (i32) -> !llvm.ptr
  llvm.inline_asm "pure", "r" %a : (i32) -> ()
  llvm.inline_asm has_side_effects "impure", "r" %a : (i32) -> ()
  llvm.return
}
