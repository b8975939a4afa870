// FLAGS: -remove-dead-values -split-input-file
// Liveness across calls (argument and result attributes follow), scf.for
// iteration arguments, scf.if results, recursion and scf.while (mlir-opt 19
// crashes on a private function declaration: left out).
func.func private @f(%arg0: i32 {test.a}, %arg1: i32 {test.b}, %m: memref<i32>) -> (i32 {test.r0}, i32 {test.r1}) {
  memref.store %arg1, %m[] : memref<i32>
  return %arg0, %arg1 : i32, i32
}
func.func @main(%a: i32, %m: memref<i32>) -> i32 {
  %0:2 = call @f(%a, %a, %m) : (i32, i32, memref<i32>) -> (i32, i32)
  return %0#1 : i32
}

// -----

func.func @loops(%c0b: i1, %lb: index, %ub: index, %st: index, %x: i32, %y: i32, %m: memref<i32>) -> i32 {
  %r:3 = scf.for %i = %lb to %ub step %st iter_args(%a = %x, %b = %y, %c = %x) -> (i32, i32, i32) {
    %s = arith.addi %a, %b : i32
    %t = arith.muli %c, %c : i32
    memref.store %b, %m[] : memref<i32>
    scf.yield %s, %b, %t : i32, i32, i32
  }
  %q = scf.if %c0b -> i32 {
    scf.yield %x : i32
  } else {
    scf.yield %y : i32
  }
  return %r#0 : i32
}

// -----

func.func @loops2(%lb: index, %ub: index, %st: index, %x: i32, %y: i32, %c: i1, %m: memref<i32>) -> i32 {
  %r:3 = scf.for %i = %lb to %ub step %st iter_args(%a = %x, %b = %y, %cc = %x) -> (i32, i32, i32) {
    %s = arith.addi %a, %b : i32
    %t = arith.muli %cc, %cc : i32
    memref.store %b, %m[] : memref<i32>
    scf.yield %s, %b, %t : i32, i32, i32
  }
  %q = scf.if %c -> i32 {
    scf.yield %x : i32
  } else {
    scf.yield %y : i32
  }
  %q2:2 = scf.if %c -> (i32, i32) {
    memref.store %x, %m[] : memref<i32>
    scf.yield %x, %y : i32, i32
  } else {
    scf.yield %y, %x : i32, i32
  }
  return %r#0 : i32
}

// -----

func.func private @rec(%a: i32, %b: i32) -> i32 {
  %0 = call @rec(%b, %a) : (i32, i32) -> i32
  return %0 : i32
}
func.func @main2(%a: i32) {
  %0 = call @rec(%a, %a) : (i32, i32) -> i32
  return
}

// -----

func.func @w(%x: i32, %c: i1) -> i32 {
  %0:2 = scf.while (%a = %x, %b = %x) : (i32, i32) -> (i32, i32) {
    scf.condition(%c) %a, %b : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = arith.addi %p, %q : i32
    scf.yield %n, %q : i32, i32
  }
  return %0#1 : i32
}
