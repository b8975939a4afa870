// FLAGS: --pass-pipeline=builtin.module(llvm.func(mem2reg,sroa))
// The llvm intrinsics' memory-slot models beyond upstream's tests: a
// memset of a one-byte slot (its value as it is), a `memcpy.inline` into a
// slot and a `memmove` out of one (a load, then a store), a `dbg.value` of
// the slot pointer (an `llvm.mlir.undef` instead), invariant markers, and
// a memset split over a struct's fields with padding.
#file = #llvm.di_file<"foo.c" in "/">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, isOptimized = true, emissionKind = Full>
#sp = #llvm.di_subprogram<compileUnit = #cu, scope = #file, name = "f", file = #file, subprogramFlags = Definition>
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#var = #llvm.di_local_variable<scope = #sp, name = "x", file = #file, line = 2, type = #int>
#var2 = #llvm.di_local_variable<scope = #sp, name = "y", file = #file, line = 3, type = #int>
llvm.func @byte(%v: i8) -> i8 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %c1 x i8 : (i32) -> !llvm.ptr
  "llvm.intr.memset"(%a, %v, %c1) <{isVolatile = false}> : (!llvm.ptr, i8, i32) -> ()
  %r = llvm.load %a : !llvm.ptr -> i8
  llvm.return %r : i8
}
llvm.func @copies(%src: !llvm.ptr, %dst: !llvm.ptr) -> i32 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i64) : i64
  %a = llvm.alloca %c1 x i32 : (i32) -> !llvm.ptr
  llvm.intr.dbg.value #var = %a : !llvm.ptr
  %s = llvm.intr.invariant.start 4, %a : !llvm.ptr
  "llvm.intr.memcpy.inline"(%a, %src) <{isVolatile = false, len = 4 : i64}> : (!llvm.ptr, !llvm.ptr) -> ()
  "llvm.intr.memmove"(%dst, %a, %c4) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  llvm.intr.invariant.end %s, 4, %a : !llvm.ptr
  %r = llvm.load %a : !llvm.ptr -> i32
  llvm.return %r : i32
}
llvm.func @padded(%v: i8) -> i32 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c6 = llvm.mlir.constant(6 : i64) : i64
  %a = llvm.alloca %c1 x !llvm.struct<(i8, i32, i16)> : (i32) -> !llvm.ptr
  "llvm.intr.memset"(%a, %v, %c6) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
  %p = llvm.getelementptr %a[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, i32, i16)>
  %r = llvm.load %p : !llvm.ptr -> i32
  llvm.return %r : i32
}
llvm.func @declares(%c: i1, %v: i32, %w: i32) -> i32 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %c1 x i32 : (i32) -> !llvm.ptr
  llvm.intr.dbg.declare #var = %a : !llvm.ptr
  llvm.intr.dbg.declare #var2 = %a : !llvm.ptr
  llvm.cond_br %c, ^b1, ^b2
^b1:
  llvm.store %v, %a : i32, !llvm.ptr
  llvm.br ^b3
^b2:
  llvm.store %w, %a : i32, !llvm.ptr
  llvm.br ^b3
^b3:
  %r = llvm.load %a : !llvm.ptr -> i32
  llvm.return %r : i32
}
