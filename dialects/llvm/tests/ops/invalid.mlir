llvm.func @f() -> i32 {
  llvm.return
}
// -----
llvm.func @f() {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.return %0 : i32
}
// -----
llvm.func @f() -> i64 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.return %0 : i32
}
// -----
llvm.mlir.global common @c(1 : i32) : i32
// -----
llvm.mlir.global appending @a(1 : i32) : i32
// -----
llvm.mlir.global internal @s("abc") : !llvm.array<4 x i8>
// -----
llvm.mlir.global internal @s(1 : i32) {alignment = 3 : i64} : i32
// -----
llvm.mlir.global internal @s() : !llvm.void
// -----
llvm.mlir.global internal @s(1 : i32)
// -----
llvm.mlir.global internal @s(1 : i32) : i32, i32
// -----
llvm.mlir.global internal @g() : i32 {
  %c = llvm.mlir.constant(42 : i32) : i32
  llvm.return %c : i32
}
llvm.func @f() {
  %0 = llvm.mlir.addressof @g : !llvm.ptr<1>
  %1 = llvm.mlir.addressof @nope : !llvm.ptr
  llvm.return
}
// -----
llvm.func @f() {
  %0 = llvm.mlir.addressof @nope : !llvm.ptr
  llvm.return
}
// -----
llvm.func @f() {
  %0 = llvm.mlir.constant("abc") : !llvm.array<4 x i8>
  llvm.return
}
// -----
llvm.func @f() {
  %0 = llvm.mlir.constant(1.0 : f32) : f64
  llvm.return
}
// -----
llvm.func @f() {
  %0 = llvm.mlir.constant(1 : i32) : f32
  llvm.return
}
// -----
llvm.func @f() {
  %0 = llvm.mlir.constant([1.0 : f32, 2.0 : f32]) : !llvm.struct<(f32, f32)>
  %1 = llvm.mlir.constant(unit) : i32
  llvm.return
}
// -----
llvm.func @f() {
  %1 = llvm.mlir.constant(unit) : i32
  llvm.return
}
// -----
llvm.func @f() {
  %1 = llvm.mlir.zero : !llvm.target<"foo">
  llvm.return
}
// -----
llvm.func @f(i32, ..., i32)
// -----
llvm.func @f() -> (i32, i32)
// -----
llvm.func @f(tensor<*xf32>)
// -----
llvm.func @f() -> tensor<*xf32>
// -----
llvm.func internal @f()
// -----
llvm.func @f() attributes {no_inline, always_inline} {
  llvm.return
}
// -----
llvm.func @f() attributes {optimize_none} {
  llvm.return
}
// -----
func.func @f() {
  llvm.mlir.global internal @s(1 : i32) : i32
  return
}
// -----
llvm.func @f() {
  %0 = llvm.mlir.constant(dense<1> : tensor<2xi32>) : i32
  llvm.return
}
// -----
llvm.func @f() comdat(@x::@y) {
  llvm.return
}
// -----
llvm.func bad @f()
