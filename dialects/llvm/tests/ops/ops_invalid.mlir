llvm.func @f(%a: i32) {
  %0 = llvm.add %a, %a overflow<nsw, foo> : i32
  llvm.return
}
// -----
llvm.func @f(%a: i32) {
  %0 = llvm.icmp "bogus" %a, %a : i32
  llvm.return
}
// -----
llvm.func @f(%p: !llvm.ptr) {
  %0 = llvm.load %p atomic monotonic : !llvm.ptr -> i32
  llvm.return
}
// -----
llvm.func @f(%p: !llvm.ptr, %a: i32) {
  llvm.store %a, %p atomic acquire {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}
// -----
llvm.func @f(%p: !llvm.ptr) {
  %0 = llvm.load %p syncscope("x") : !llvm.ptr -> i32
  llvm.return
}
// -----
llvm.func @f(%p: !llvm.ptr, %a: i32) {
  %0 = llvm.getelementptr %p[%a, %a] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(i32)>
  llvm.return
}
// -----
llvm.func @f(%p: !llvm.ptr) {
  %0 = llvm.getelementptr %p[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32)>
  llvm.return
}
// -----
llvm.func @f(%s: !llvm.struct<(i32)>) {
  %0 = llvm.extractvalue %s[1] : !llvm.struct<(i32)>
  llvm.return
}
// -----
llvm.func @f(%s: !llvm.struct<(i32)>, %x: f32) {
  %0 = "llvm.insertvalue"(%s, %x) <{position = array<i64: 0>}> : (!llvm.struct<(i32)>, f32) -> !llvm.struct<(i32)>
  llvm.return
}
// -----
llvm.func @f(%p: !llvm.ptr, %x: i32) {
  %0 = llvm.atomicrmw fadd %p, %x monotonic : !llvm.ptr, i32
  llvm.return
}
// -----
llvm.func @f(%p: !llvm.ptr, %x: i32) {
  %0 = llvm.cmpxchg %p, %x, %x acq_rel acq_rel : !llvm.ptr, i32
  llvm.return
}
// -----
llvm.func @f() {
  llvm.fence monotonic
  llvm.return
}
// -----
llvm.func @g(i32)
llvm.func @f(%a: i64) {
  llvm.call @g(%a) : (i64) -> ()
  llvm.return
}
// -----
llvm.func @f(%a: i64) {
  llvm.call @nope(%a) : (i64) -> ()
  llvm.return
}
// -----
llvm.func @g(i32, ...)
llvm.func @f(%a: i32) {
  llvm.call @g(%a) : (i32) -> ()
  llvm.return
}
// -----
llvm.func @f(%a: i32) {
  llvm.call @g(%a) : i32
  llvm.return
}
// -----
llvm.func @f(%a: i32) {
  llvm.switch %a : i32, ^bb1 [
    1: ^bb1,
  ]
^bb1:
  llvm.return
}
// -----
llvm.func @f() {
  %0 = llvm.mlir.zero : !llvm.ptr
  %1 = llvm.landingpad (catch %0 : !llvm.ptr) : i32
  llvm.return
}
// -----
llvm.mlir.global_ctors {ctors = [@h], priorities = []}
llvm.func @h() {
  llvm.return
}
// -----
llvm.comdat @c {
  llvm.func @h()
}
// -----
llvm.func @f(%v: vector<4xf32>) {
  %0 = llvm.intr.vector.extract %v[0] : vector<[2]xf32> from vector<4xf32>
  llvm.return
}
// -----
llvm.func @f(%a: f32 {llvm.zeroext}) -> (i32 {llvm.sret = i32}) {
  %0 = llvm.mlir.constant(0 : i32) : i32
  llvm.return %0 : i32
}
// -----
llvm.func @f(%a: i32) -> !llvm.void attributes {res_attrs = [{llvm.noundef}]}
// -----
llvm.func @f(%a: i32) {
  %0 = llvm.alloca %a x !llvm.target<"no_load"> : (i32) -> !llvm.ptr
  llvm.return
}
// -----
llvm.func @f(%v: vector<[4]xf32>) {
  %0 = llvm.shufflevector %v, %v [0, 1] : vector<[4]xf32>
  llvm.return
}
// -----
llvm.func @f(%p: !llvm.vec<4 x ptr>, %m: vector<2xi1>) {
  %0 = llvm.intr.masked.gather %p, %m {alignment = 1 : i32} : (!llvm.vec<4 x ptr>, vector<2xi1>) -> vector<2xf32>
  llvm.return
}
// -----
llvm.func @f(%p: !llvm.vec<2 x ptr>, %m: vector<[2]xi1>, %v: vector<[2]xf32>) {
  llvm.intr.masked.scatter %v, %p, %m {alignment = 1 : i32} : vector<[2]xf32>, vector<[2]xi1> into !llvm.vec<2 x ptr>
  llvm.return
}
// -----
llvm.func @f(%v: vector<2xf32>) {
  %1 = llvm.intr.vector.reduce.fadd(%v, %v) : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
  llvm.return
}
