// FLAGS: --allow-unregistered-dialect --lift-cf-to-scf --split-input-file
// EXIT: 1
// Error cases (an unreachable block, an infinite loop outside func.func),
// a CFG in a nested region, 64-bit switches, two kinds of return,
// values escaping a loop, irreducible control flow, nested loops.
func.func @unreachable_block(%c: i1) {
  cf.br ^bb2
^bb1:
  cf.br ^bb2
^bb2:
  return
}
// -----
func.func @infinite_in_region() {
  scf.execute_region {
    cf.br ^bb1
  ^bb1:
    "tst.x"() : () -> ()
    cf.br ^bb1
  }
  return
}
// -----
func.func @nested_region(%c: i1, %d: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2(%d : i32)
  ^bb1:
    %x = arith.addi %d, %d : i32
    cf.br ^bb2(%x : i32)
  ^bb2(%y: i32):
    scf.yield %y : i32
  }
  return %r : i32
}
// -----
func.func @switch64(%f: i64, %a: i32) -> i32 {
  cf.switch %f : i64, [
    default: ^bb1(%a : i32),
    -1: ^bb2,
    42: ^bb1(%a : i32)
  ]
^bb1(%x: i32):
  return %x : i32
^bb2:
  %c = arith.constant 5 : i32
  return %c : i32
}
// -----
func.func @two_returns(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a : i32
^bb2:
  "tst.ret"(%a) : (i32) -> ()
}
// -----
func.func @loop_escape(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^h(%c0 : i32)
^h(%i: i32):
  %lt = arith.cmpi slt, %i, %n : i32
  %sq = arith.muli %i, %i : i32
  cf.cond_br %lt, ^body, ^exit
^body:
  %next = arith.addi %i, %c1 : i32
  %odd = arith.cmpi eq, %next, %c1 : i32
  cf.cond_br %odd, ^h(%next : i32), ^exit
^exit:
  %r = arith.addi %sq, %c1 : i32
  return %r : i32
}
// -----
func.func @irreducible(%c: i1, %d: i1) {
  cf.cond_br %c, ^a, ^b
^a:
  "tst.a"() : () -> ()
  cf.cond_br %d, ^b, ^end
^b:
  "tst.b"() : () -> ()
  cf.cond_br %d, ^a, ^end
^end:
  return
}
// -----
func.func @infinite_func() -> (i32, f32) {
  cf.br ^bb1
^bb1:
  "tst.x"() : () -> ()
  cf.br ^bb1
}
// -----
func.func @nested_loops(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^outer(%c0 : index)
^outer(%i: index):
  %ci = arith.cmpi slt, %i, %n : index
  cf.cond_br %ci, ^inner_pre, ^done
^inner_pre:
  cf.br ^inner(%c0 : index)
^inner(%j: index):
  %cj = arith.cmpi slt, %j, %i : index
  cf.cond_br %cj, ^inner_body, ^outer_latch
^inner_body:
  "tst.use"(%i, %j) : (index, index) -> ()
  %j1 = arith.addi %j, %c1 : index
  cf.br ^inner(%j1 : index)
^outer_latch:
  %i1 = arith.addi %i, %c1 : index
  cf.br ^outer(%i1 : index)
^done:
  return
}
