// FLAGS: -llvm-add-comdats -llvm-legalize-for-export --mlir-print-debuginfo
// ORACLE: differs (mlir-opt 19 orders the forwarding blocks of llvm-legalize-for-export by pointer-keyed maps: its output varies from run to run; the stored output is one of its orders). The llvm dialect's passes beyond upstream's tests: an existing comdat (its
// selectors kept, new ones prepended), other linkages left alone, several
// repeated successors with arguments in a switch and a cond_br (a
// forwarding block per repetition, their arguments at the original ones'
// locations).
llvm.comdat @__llvm_comdat {
  llvm.comdat_selector @other largest
}
llvm.func linkonce @a() {
  llvm.return
}
llvm.func weak @b() {
  llvm.return
}
llvm.func linkonce_odr @c() attributes {sym_visibility = "private"} {
  llvm.return
}
llvm.func @d(%arg0: i32, %arg1: i32, %c: i1) {
  llvm.switch %arg0 : i32, ^bb1(%arg0 : i32) [
    1: ^bb1(%arg1 : i32),
    2: ^bb2,
    3: ^bb2,
    4: ^bb3(%arg0, %arg1 : i32, i32),
    5: ^bb1(%arg0 : i32),
    6: ^bb3(%arg1, %arg0 : i32, i32)
  ]
^bb1(%x: i32):
  llvm.cond_br %c, ^bb3(%x, %x : i32, i32), ^bb3(%arg1, %x : i32, i32)
^bb2:
  llvm.return
^bb3(%y: i32, %z: i32):
  llvm.return
}
