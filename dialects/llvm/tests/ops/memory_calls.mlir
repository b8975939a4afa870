llvm.func @callee(i32, ...) -> i32
llvm.func @void_callee()
llvm.func @personality() -> i32

llvm.func @ops(%a: i32, %b: i32, %f: f32, %p: !llvm.ptr, %v: vector<4xf32>, %i64: i64) -> i32 {
  %0 = llvm.add %a, %b overflow<nsw, nuw> : i32
  %1 = llvm.sub %0, %b overflow<nuw> : i32
  %2 = llvm.mul %1, %b {custom = 1 : i64} : i32
  %3 = llvm.udiv %2, %b : i32
  %4 = llvm.shl %3, %b overflow<nsw> : i32
  %5 = llvm.fadd %f, %f {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
  %6 = llvm.fneg %5 : f32
  %7 = llvm.fmul %6, %6 {fastmathFlags = #llvm.fastmath<none>} : f32
  %8 = llvm.icmp "ult" %4, %a : i32
  %9 = llvm.fcmp "oeq" %7, %f {fastmathFlags = #llvm.fastmath<fast>} : f32
  %10 = llvm.select %8, %a, %b : i1, i32
  %11 = llvm.fcmp "une" %v, %v : vector<4xf32>
  %12 = llvm.alloca %a x i64 {alignment = 8 : i64} : (i32) -> !llvm.ptr
  %13 = llvm.alloca inalloca %a x i32 : (i32) -> !llvm.ptr
  %14 = llvm.getelementptr inbounds %12[%a, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  %15 = llvm.getelementptr %p[-3] : (!llvm.ptr) -> !llvm.ptr, i8
  %16 = llvm.load volatile %14 {alignment = 4 : i64} : !llvm.ptr -> i32
  %17 = llvm.load %15 atomic syncscope("agent") acquire {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.store %16, %12 {nontemporal} : i32, !llvm.ptr
  llvm.store volatile %17, %12 atomic release {alignment = 4 : i64} : i32, !llvm.ptr
  %18 = llvm.atomicrmw add %p, %a monotonic : !llvm.ptr, i32
  %19 = llvm.atomicrmw volatile fadd %p, %f syncscope("x") seq_cst {alignment = 4 : i64} : !llvm.ptr, f32
  %20 = llvm.cmpxchg weak %p, %a, %b acq_rel monotonic : !llvm.ptr, i32
  %21 = llvm.extractvalue %20[0] : !llvm.struct<(i32, i1)>
  llvm.fence syncscope("agent") release
  %22 = llvm.mlir.undef : !llvm.struct<(i32, array<2 x f32>)>
  %23 = llvm.insertvalue %f, %22[1, 0] : !llvm.struct<(i32, array<2 x f32>)>
  %24 = llvm.extractvalue %23[1] : !llvm.struct<(i32, array<2 x f32>)>
  %25 = llvm.extractelement %v[%a : i32] : vector<4xf32>
  %26 = llvm.insertelement %25, %v[%b : i32] : vector<4xf32>
  %27 = llvm.shufflevector %26, %v [0, 5, 2] : vector<4xf32>
  %28 = llvm.call @callee(%a, %b) vararg(!llvm.func<i32 (i32, ...)>) : (i32, i32) -> i32
  %29 = llvm.mlir.addressof @callee : !llvm.ptr
  %30 = llvm.call fastcc tail %29(%a, %i64) vararg(!llvm.func<i32 (i32, ...)>) {fastmathFlags = #llvm.fastmath<fast>} : !llvm.ptr, (i32, i64) -> i32
  llvm.call @void_callee() : () -> ()
  %31 = llvm.intr.sin(%f) : (f32) -> f32
  %32 = llvm.intr.vector.extract %v[0] : vector<2xf32> from vector<4xf32>
  %33 = llvm.intr.vector.insert %32, %v[2] : vector<2xf32> into vector<4xf32>
  %34 = llvm.inline_asm has_side_effects "nop", "r" %a : (i32) -> i32
  llvm.switch %a : i32, ^bb1 [
    0: ^bb2(%b : i32),
    -1: ^bb1
  ]
^bb1:
  llvm.return %28 : i32
^bb2(%x: i32):
  llvm.return %x : i32
}

llvm.func @invoke(%a: i32) -> i32 attributes {personality = @personality} {
  %1 = llvm.mlir.zero : !llvm.ptr
  %0 = llvm.invoke @callee(%a) to ^bb1 unwind ^bb2 vararg(!llvm.func<i32 (i32, ...)>) : (i32) -> i32
^bb1:
  llvm.return %0 : i32
^bb2:
  %2 = llvm.landingpad cleanup (catch %1 : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.resume %2 : !llvm.struct<(ptr, i32)>
}

llvm.mlir.global_ctors {ctors = [@void_def], priorities = [1 : i32]}
llvm.func @void_def() {
  llvm.return
}
llvm.comdat @__llvm_comdat {
  llvm.comdat_selector @any any
}
llvm.mlir.global internal constant @g(1 : i64) comdat(@__llvm_comdat::@any) : i64
llvm.linker_options ["-l", "m"]
