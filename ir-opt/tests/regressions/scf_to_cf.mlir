// FLAGS: --allow-unregistered-dialect --convert-scf-to-cf
// The cases of upstream's Conversion/SCFToControlFlow/convert-to-cfg.mlir
// that use test-dialect ops (renamed tst.*, unregistered), and more:
// scf.while (also do-while and nested), scf.forall, multi-block
// scf.execute_region, and the ops nested in one another.

func.func @minimal_while() {
  %0 = "tst.make_condition"() : () -> i1
  scf.while : () -> () {
    scf.condition(%0)
  } do {
    "tst.some_payload"() : () -> ()
    scf.yield
  }
  return
}

func.func @do_while(%arg0: f32) {
  scf.while (%arg1 = %arg0) : (f32) -> (f32) {
    %0 = "tst.make_condition"() : () -> i1
    scf.condition(%0) %arg1 : f32
  } do {
  ^bb0(%arg2: f32):
    scf.yield %arg2 : f32
  }
  return
}

func.func @while_values(%arg0: i32, %arg1: f32) {
  %0 = "tst.make_condition"() : () -> i1
  %c0_i32 = arith.constant 0 : i32
  %cst = arith.constant 0.000000e+00 : f32
  %1:2 = scf.while (%arg2 = %arg0, %arg3 = %arg1) : (i32, f32) -> (i64, f64) {
    %2 = arith.extui %arg0 : i32 to i64
    %3 = arith.extf %arg3 : f32 to f64
    scf.condition(%0) %2, %3 : i64, f64
  } do {
  ^bb0(%arg2: i64, %arg3: f64):
    scf.yield %c0_i32, %cst : i32, f32
  }
  return
}

func.func @nested_while_ops(%arg0: f32) -> i64 {
  %0 = scf.while(%outer = %arg0) : (f32) -> i64 {
    %cond = "tst.outer_before_pre"() : () -> i1
    %1 = scf.while(%inner = %outer) : (f32) -> i64 {
      %2:2 = "tst.inner_before"(%inner) : (f32) -> (i1, i64)
      scf.condition(%2#0) %2#1 : i64
    } do {
    ^bb0(%arg1: i64):
      %3 = "tst.inner_after"(%arg1) : (i64) -> f32
      scf.yield %3 : f32
    }
    "tst.outer_before_post"() : () -> ()
    scf.condition(%cond) %1 : i64
  } do {
  ^bb2(%arg2: i64):
    "tst.outer_after_pre"(%arg2) : (i64) -> ()
    %4 = scf.while(%inner = %arg2) : (i64) -> f32 {
      %5:2 = "tst.inner2_before"(%inner) : (i64) -> (i1, f32)
      scf.condition(%5#0) %5#1 : f32
    } do {
    ^bb3(%arg3: f32):
      %6 = "tst.inner2_after"(%arg3) : (f32) -> i64
      scf.yield %6 : i64
    }
    "tst.outer_after_post"() : () -> ()
    scf.yield %4 : f32
  }
  return %0 : i64
}

func.func @ifs_in_parallel(%arg1: index, %arg2: index, %arg3: index, %arg4: i1, %arg5: i1) {
  scf.parallel (%i) = (%arg1) to (%arg2) step (%arg3) {
    scf.if %arg4 {
      %0 = scf.if %arg5 -> (index) {
        %1 = "tst.if2"() : () -> index
        scf.yield %1 : index
      } else {
        %2 = "tst.else2"() : () -> index
        scf.yield %2 : index
      }
    }
    scf.reduce
  }

  return
}

func.func @func_execute_region_elim_multi_yield() {
    "tst.foo"() : () -> ()
    %v = scf.execute_region -> i64 {
      %c = "tst.cmp"() : () -> i1
      cf.cond_br %c, ^bb2, ^bb3
    ^bb2:
      %x = "tst.val1"() : () -> i64
      scf.yield %x : i64
    ^bb3:
      %y = "tst.val2"() : () -> i64
      scf.yield %y : i64
    }
    "tst.bar"(%v) : (i64) -> ()
  return
}


//  CHECK-SAME:     %[[num_threads:.*]]: index)
//       CHECK:   %[[c0:.*]] = arith.constant 0 : index
//       CHECK:   %[[c1:.*]] = arith.constant 1 : index
//       CHECK:   cf.br ^[[bb1:.*]](%[[c0]] : index)
//       CHECK: ^[[bb1]](%[[arg0:.*]]: index):
//       CHECK:   %[[cmpi:.*]] = arith.cmpi slt, %[[arg0]], %[[num_threads]]
//       CHECK:   cf.cond_br %[[cmpi]], ^[[bb2:.*]], ^[[bb3:.*]]
//       CHECK: ^[[bb2]]:
//       CHECK:   "tst.foo"(%[[arg0]])
//       CHECK:   %[[addi:.*]] = arith.addi %[[arg0]], %[[c1]]
//       CHECK:   cf.br ^[[bb1]](%[[addi]] : index)
//       CHECK: ^[[bb3]]:
//       CHECK:   return
func.func @forall(%num_threads: index) {
  scf.forall (%thread_idx) in (%num_threads) {
    "tst.foo"(%thread_idx) : (index) -> ()
    scf.forall.in_parallel {
    }
  }
  return
}

func.func @mix(%lb: index, %ub: index, %st: index, %c: i1, %x: i32) -> i32 {
  %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %x) -> (i32) {
    %a = scf.if %c -> (i32) {
      %w:2 = scf.while (%p = %acc, %q = %i) : (i32, index) -> (i32, index) {
        %k = arith.cmpi slt, %q, %ub : index
        scf.condition(%k) %p, %q : i32, index
      } do {
      ^bb0(%p2: i32, %q2: index):
        %n = arith.addi %p2, %p2 : i32
        %m = arith.addi %q2, %st : index
        scf.yield %n, %m : i32, index
      }
      scf.yield %w#0 : i32
    } else {
      %s = scf.index_switch %i -> i32
      case 2 {
        %e = scf.execute_region -> i32 {
          cf.br ^bb1
        ^bb1:
          scf.yield %acc : i32
        }
        scf.yield %e : i32
      }
      case 5 {
        scf.yield %x : i32
      }
      default {
        scf.yield %acc : i32
      }
      scf.yield %s : i32
    }
    scf.yield %a : i32
  }
  return %r : i32
}
func.func @par(%a: index, %b: index, %c: index, %d: index) -> (i32, f32) {
  %i0 = arith.constant 0 : i32
  %f0 = arith.constant 0.0 : f32
  %r:2 = scf.parallel (%i, %j, %k) = (%a, %b, %a) to (%c, %d, %c) step (%a, %a, %b) init (%i0, %f0) -> (i32, f32) {
    %v = arith.index_cast %i : index to i32
    %f = arith.sitofp %v : i32 to f32
    scf.reduce(%v, %f : i32, f32) {
    ^bb0(%l: i32, %rr: i32):
      %s = arith.addi %l, %rr : i32
      scf.reduce.return %s : i32
    }, {
    ^bb0(%l: f32, %rr: f32):
      %s = arith.mulf %l, %rr : f32
      scf.reduce.return %s : f32
    }
  }
  return %r#0, %r#1 : i32, f32
}
func.func @fa(%n: index) {
  scf.forall (%i, %j) = (0, %n) to (%n, 64) step (2, %n) {
    "u.op"(%i, %j) : (index, index) -> ()
  }
  scf.forall (%i) in (8) {
    "u.op"(%i) : (index) -> ()
  }
  return
}
func.func @empty_region_if(%c: i1) {
  scf.if %c {
  }
  %0 = scf.execute_region -> i1 {
    scf.yield %c : i1
  }
  "u.use"(%0) : (i1) -> ()
  return
}
