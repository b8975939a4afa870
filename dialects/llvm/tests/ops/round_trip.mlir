llvm.mlir.global internal @global(42 : i64) : i64
llvm.mlir.global private constant @s("abc")
llvm.mlir.global external unnamed_addr thread_local @tl(1.0 : f32) {alignment = 8 : i64, dso_local} : f32
llvm.mlir.global linkonce_odr hidden local_unnamed_addr @init() {addr_space = 3 : i32} : !llvm.struct<(i32, f32)> {
  %0 = llvm.mlir.undef : !llvm.struct<(i32, f32)>
  llvm.return %0 : !llvm.struct<(i32, f32)>
}
llvm.mlir.global weak @w(dense<0> : vector<4xi32>) {section = ".data"} : vector<4xi32>
llvm.func @f(%a: i32 {llvm.noundef}, ...) -> (i32 {llvm.zeroext}) attributes {sym_visibility = "private", passthrough = ["nounwind"]} {
  %0 = llvm.mlir.addressof @global : !llvm.ptr
  %1 = llvm.mlir.undef : vector<4xi8>
  %2 = llvm.mlir.zero : !llvm.ptr
  %3 = llvm.mlir.constant(1 : i32) : i32
  %4 = llvm.mlir.poison : f32
  %5 = llvm.mlir.constant("xyz") : !llvm.array<3 x i8>
  %6 = llvm.mlir.constant(dense<1.0> : vector<2xf32>) : vector<2xf32>
  %7 = llvm.mlir.addressof @f : !llvm.ptr
  llvm.return %a : i32
}
llvm.func extern_weak fastcc @g(i32, !llvm.ptr)
llvm.func weak hidden unnamed_addr cc_10 @h() vscale_range(1, 16) {
  llvm.return
}
llvm.func @decl(...) -> !llvm.struct<(i32)>
llvm.func @attrs() attributes {no_inline, optimize_none, frame_pointer = #llvm.framePointerKind<all>} {
  llvm.return
}
