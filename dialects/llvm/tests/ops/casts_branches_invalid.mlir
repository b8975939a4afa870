llvm.func @f(%a: i32) {
  %0 = llvm.zext %a : i32 to i32
  llvm.return
}
// -----
llvm.func @f(%a: vector<4xi32>) {
  %0 = llvm.sext %a : vector<4xi32> to vector<2xi64>
  llvm.return
}
// -----
llvm.func @f(%a: vector<4xi32>) {
  %0 = llvm.sext %a : vector<4xi32> to i64
  llvm.return
}
// -----
llvm.func @f(%a: i32) {
  %0 = llvm.zext %a : i32 to vector<4xi64>
  llvm.return
}
// -----
llvm.func @f(%a: !llvm.ptr) {
  %0 = llvm.bitcast %a : !llvm.ptr to i64
  llvm.return
}
// -----
llvm.func @f(%a: !llvm.ptr) {
  %0 = llvm.bitcast %a : !llvm.ptr to !llvm.ptr<1>
  llvm.return
}
// -----
llvm.func @f(%a: !llvm.ptr) {
  %0 = llvm.bitcast %a : !llvm.ptr to !llvm.vec<1 x ptr>
  llvm.return
}
// -----
llvm.func @f(%a: !llvm.vec<1 x ptr>) {
  %0 = llvm.bitcast %a : !llvm.vec<1 x ptr> to !llvm.ptr
  llvm.return
}
// -----
llvm.func @f(%a: i32) {
  %0 = llvm.trunc %a : i32 to f32
  llvm.return
}
// -----
llvm.func @f(%a: i32) {
  llvm.cond_br %a, ^bb1, ^bb1
^bb1:
  llvm.return
}
// -----
llvm.func @f(%a: i1) {
  llvm.br ^bb1(%a : i1)
^bb1:
  llvm.return
}
