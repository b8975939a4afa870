func.func @all(%lb: index, %ub: index, %s: index, %c: i1, %x: f32, %i: i32) -> f32 {
  %r = scf.for %iv = %lb to %ub step %s iter_args(%acc = %x) -> (f32) {
    %y = arith.addf %acc, %acc : f32
    scf.yield %y : f32
  }
  scf.for %iv = %i to %i step %i : i32 {
  }
  %t = scf.if %c -> f32 {
    scf.yield %r : f32
  } else {
    scf.yield %x : f32
  }
  scf.if %c {
  }
  %w = scf.while (%a = %x) : (f32) -> f32 {
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }
  %e = scf.execute_region -> i32 {
    scf.yield %i : i32
  }
  %sw = scf.index_switch %lb -> f32
  case 2 {
    scf.yield %x : f32
  }
  default {
    scf.yield %t : f32
  }
  %p = scf.parallel (%p0, %p1) = (%lb, %lb) to (%ub, %ub) step (%s, %s) init (%x) -> f32 {
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %rr: f32):
      %m = arith.mulf %l, %rr : f32
      scf.reduce.return %m : f32
    }
  }
  scf.forall (%f0, %f1) in (4, %ub) {
  }
  scf.forall (%f0) = (%lb) to (%ub) step (2) {
    scf.forall.in_parallel {
    }
  } {mapping = []}
  return %p : f32
}
