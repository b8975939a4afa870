// FLAGS: --allow-unregistered-dialect --lift-cf-to-scf --split-input-file
// Upstream's Conversion/ControlFlowToSCF/test.mlir whole, its test-dialect
// ops renamed tst.* (unregistered) and its CHECK lines left out.

func.func @simple_if() {
  %cond = "tst.test1"() : () -> i1
  cf.cond_br %cond, ^bb1, ^bb2
^bb1:
  "tst.test2"() : () -> ()
  cf.br ^bb3
^bb2:
  "tst.test3"() : () -> ()
  cf.br ^bb3
^bb3:
  "tst.test4"() : () -> ()
  return
}


// -----

func.func @if_with_block_args() -> index {
  %cond = "tst.test1"() : () -> i1
  cf.cond_br %cond, ^bb1, ^bb2
^bb1:
  %1 = "tst.test2"() : () -> (index)
  cf.br ^bb3(%1: index)
^bb2:
  %2 = "tst.test3"() : () -> (index)
  cf.br ^bb3(%2: index)
^bb3(%3: index):
  "tst.test4"() : () -> ()
  return %3 : index
}


// -----

func.func @empty_else() {
  %cond = "tst.test1"() : () -> i1
  cf.cond_br %cond, ^bb1, ^bb3
^bb1:
  "tst.test2"() : () -> ()
  cf.br ^bb3
^bb3:
  "tst.test4"() : () -> ()
  return
}


// -----

func.func @while_loop() {
  "tst.test1"() : () -> ()
  cf.br ^bb1
^bb1:
  %cond = "tst.test2"() : () -> i1
  cf.cond_br %cond, ^bb2, ^bb3
^bb2:
  "tst.test3"() : () -> ()
  cf.br ^bb1
^bb3:
  "tst.test4"() : () -> ()
  return
}


// -----

func.func @while_loop_with_block_args() -> i64{
  %1 = "tst.test1"() : () -> index
  cf.br ^bb1(%1: index)
^bb1(%2: index):
  %cond:2 = "tst.test2"() : () -> (i1, i64)
  cf.cond_br %cond#0, ^bb2(%cond#1: i64), ^bb3(%cond#1: i64)
^bb2(%3: i64):
  %4 = "tst.test3"(%3) : (i64) -> index
  cf.br ^bb1(%4: index)
^bb3(%5: i64):
  "tst.test4"() : () -> ()
  return %5 : i64
}


// -----

func.func @multi_exit_loop() {
  "tst.test1"() : () -> ()
  cf.br ^bb1
^bb1:
  %cond = "tst.test2"() : () -> i1
  cf.cond_br %cond, ^bb2, ^bb3
^bb2:
  %cond2 = "tst.test3"() : () -> i1
  cf.cond_br %cond2, ^bb3, ^bb1
^bb3:
  "tst.test4"() : () -> ()
  return
}


// -----

func.func private @foo(%arg: f32) -> f32
func.func private @bar(%arg: f32)

func.func @switch_with_fallthrough(%flag: i32, %arg1 : f32, %arg2 : f32) {
  cf.switch %flag : i32, [
    default: ^bb1(%arg1 : f32),
    0: ^bb2(%arg2 : f32),
    1: ^bb3
  ]

^bb1(%arg3 : f32):
  %0 = call @foo(%arg3) : (f32) -> f32
  cf.br ^bb2(%0 : f32)

^bb2(%arg4 : f32):
  call @bar(%arg4) : (f32) -> ()
  cf.br ^bb3

^bb3:
  return
}


// -----

func.func private @bar(%arg: f32) -> (i1, f32)

func.func @already_structured_loop(%arg: f32) -> f32 {
  cf.br ^bb0

^bb0:
  %cond, %value = call @bar(%arg) : (f32) -> (i1, f32)
  cf.cond_br %cond, ^bb1, ^bb0

^bb1:
  return %value : f32
}


// -----

func.func private @bar(%arg: f32) -> (i1, f32)

// This test makes sure that the exit block using an iteration variable works
// correctly.

func.func @exit_loop_iter_use(%arg: f32) -> f32 {
  cf.br ^bb0(%arg : f32)

^bb0(%arg1: f32):
  %cond, %value = call @bar(%arg1) : (f32) -> (i1, f32)
  cf.cond_br %cond, ^bb1, ^bb0(%value : f32)

^bb1:
  return %arg1 : f32
}


// -----

func.func private @bar(%arg: f32) -> f32

func.func @infinite_loop(%arg: f32) -> f32 {
  cf.br ^bb1(%arg: f32)

^bb1(%arg1: f32):
  %0 = call @bar(%arg1) : (f32) -> f32
  cf.br ^bb1(%0 : f32)
}


// -----

func.func @multi_return() -> i32 {
  %cond = "tst.test1"() : () -> i1
  cf.cond_br %cond, ^bb1, ^bb3
^bb1:
  %0 = "tst.test2"() : () -> i32
  return %0 : i32
^bb3:
  %1 = "tst.test4"() : () -> i32
  return %1 : i32
}


// -----

func.func private @bar(%arg: f32) -> f32

func.func @conditional_infinite_loop(%arg: f32, %cond: i1) -> f32 {
  cf.cond_br %cond, ^bb1(%arg: f32), ^bb2

^bb1(%arg1: f32):
  %0 = call @bar(%arg1) : (f32) -> f32
  cf.br ^bb1(%0 : f32)

^bb2:
  return %arg : f32
}


// -----

// Different return-like terminators lead one control flow op remaining in the top level region.
// Each of the blocks the control flow op leads to are transformed into regions nevertheless.

func.func private @bar(%arg: i32)

func.func @mixing_return_like(%cond: i1, %cond2: i1, %cond3: i1) {
  %0 = arith.constant 0 : i32
  %1 = arith.constant 1 : i32
  cf.cond_br %cond, ^bb1, ^bb3

^bb1:
  cf.cond_br %cond2, ^bb2(%0 : i32), ^bb2(%1 : i32)
^bb2(%arg: i32):
  call @bar(%arg) : (i32) -> ()
  "tst.returnLike"() : () -> ()

^bb3:
  cf.cond_br %cond3, ^bb4(%1 : i32), ^bb4(%0 : i32)
^bb4(%arg2: i32):
  call @bar(%arg2) : (i32) -> ()
  return
}




// -----

// cf.switch here only has some successors with different return-like ops.
// This test makes sure that if there are at least two successors branching to
// the same region, that this region gets properly turned to structured control
// flow.

func.func @some_successors_with_different_return(%flag: i32) -> i32 {
  %0 = arith.constant 5 : i32
  %1 = arith.constant 6 : i32
  cf.switch %flag : i32, [
    default: ^bb1,
    0: ^bb3(%0 : i32),
    1: ^bb3(%1 : i32)
  ]

^bb1:
  "tst.returnLike"() : () -> ()

^bb3(%arg: i32):
  cf.br ^bb3(%arg : i32)
}




// -----

func.func @select_like(%cond: i1) -> i32 {
  %0 = arith.constant 0 : i32
  %1 = arith.constant 1 : i32
  cf.cond_br %cond, ^bb0(%0 : i32), ^bb0(%1 : i32)
^bb0(%arg: i32):
  return %arg : i32
}


// -----

func.func @return_like_dominated_by_condition(%cond1: i1, %cond2: i1, %cond3: i1) {
  cf.cond_br %cond1, ^bb1, ^bb2

^bb1:
  return

^bb2:
  cf.cond_br %cond2, ^bb3, ^bb4

^bb3:
  "tst.unreachable"() : () -> ()

^bb4:
  cf.cond_br %cond3, ^bb3, ^bb5

^bb5:
  return
}





// -----

func.func @dominator_issue(%cond: i1, %cond2: i1) -> i32 {
  cf.cond_br %cond, ^bb1, ^bb2

^bb1:
  "tst.unreachable"() : () -> ()

^bb2:
  %value = "tst.def"() : () -> i32
  cf.cond_br %cond2, ^bb1, ^bb4

^bb4:
  return %value : i32
}


// -----

// Test that %value gets properly passed to ^bb4.

func.func private @bar(i32)

func.func @dominator_issue_loop(%cond: i1, %cond2: i1) -> i32 {
  %0 = arith.constant 5 : i32
  cf.br ^bb0

^bb0:
  cf.cond_br %cond, ^bb1, ^bb3

^bb1:
  %value = "tst.def"() : () -> i32
  cf.cond_br %cond2, ^bb0, ^bb4

^bb3:
  return %0 : i32

^bb4:
  return %value : i32
}



// -----

// Multi entry loops generally produce code in dire need of canonicalization.

func.func private @comp1(%arg: i32) -> i1
func.func private @comp2(%arg: i32) -> i1
func.func private @foo(%arg: i32)

func.func @multi_entry_loop(%cond: i1) {
  %0 = arith.constant 6 : i32
  %1 = arith.constant 5 : i32
  cf.cond_br %cond, ^bb0, ^bb1

^bb0:
  %exit = call @comp1(%0) : (i32) -> i1
  cf.cond_br %exit, ^bb2(%0 : i32), ^bb1

^bb1:
  %exit2 = call @comp2(%1) : (i32) -> i1
  cf.cond_br %exit2, ^bb2(%1 : i32), ^bb0

^bb2(%arg3 : i32):
  call @foo(%arg3) : (i32) -> ()
  return
}


// -----

func.func @nested_region() {
  scf.execute_region {
    %cond = "tst.test1"() : () -> i1
    cf.cond_br %cond, ^bb1, ^bb2
  ^bb1:
    "tst.test2"() : () -> ()
    cf.br ^bb3
  ^bb2:
    "tst.test3"() : () -> ()
    cf.br ^bb3
  ^bb3:
    "tst.test4"() : () -> ()
    scf.yield
  }
  return
}


// -----

func.func @nested_region_inside_loop_use() {
  cf.br ^bb1

^bb1:
  %3 = "tst.test1"() : () -> i32
  scf.execute_region {
    "tst.foo"(%3) : (i32) -> ()
    scf.yield
  }
  cf.br ^bb1
}


// -----

func.func @nested_region_outside_loop_use() {
  cf.br ^bb1

^bb1:
  %3 = "tst.test1"() : () -> i32
  %cond = "tst.test2"() : () -> i1
  cf.cond_br %cond, ^bb1, ^bb2

^bb2:
  scf.execute_region {
    "tst.foo"(%3) : (i32) -> ()
    scf.yield
  }
  return
}


