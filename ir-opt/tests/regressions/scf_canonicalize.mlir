// FLAGS: --allow-unregistered-dialect --split-input-file --pass-pipeline=builtin.module(func.func(canonicalize{test-convergence}))
// The cases of upstream's Dialect/SCF/canonicalize.mlir that use
// test-dialect ops (renamed tst.*, unregistered) and no dialect ir-opt
// lacks: scf.while's patterns, CombineIfs, CombineNestedIfs,
// ConditionPropagation, the execute_region inliners, and more.

func.func private @side_effect()
func.func @one_unused(%cond: i1) -> (index) {
  %0, %1 = scf.if %cond -> (index, index) {
    func.call @side_effect() : () -> ()
    %c0 = "tst.value0"() : () -> (index)
    %c1 = "tst.value1"() : () -> (index)
    scf.yield %c0, %c1 : index, index
  } else {
    %c2 = "tst.value2"() : () -> (index)
    %c3 = "tst.value3"() : () -> (index)
    scf.yield %c2, %c3 : index, index
  }
  return %1 : index
}

// -----

func.func private @side_effect()
func.func @nested_unused(%cond1: i1, %cond2: i1) -> (index) {
  %0, %1 = scf.if %cond1 -> (index, index) {
    %2, %3 = scf.if %cond2 -> (index, index) {
      func.call @side_effect() : () -> ()
      %c0 = "tst.value0"() : () -> (index)
      %c1 = "tst.value1"() : () -> (index)
      scf.yield %c0, %c1 : index, index
    } else {
      %c2 = "tst.value2"() : () -> (index)
      %c3 = "tst.value3"() : () -> (index)
      scf.yield %c2, %c3 : index, index
    }
    scf.yield %2, %3 : index, index
  } else {
    %c0 = "tst.value0_2"() : () -> (index)
    %c1 = "tst.value1_2"() : () -> (index)
    scf.yield %c0, %c1 : index, index
  }
  return %1 : index
}

// -----

func.func @to_select_with_body(%cond: i1) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.if %cond -> index {
    "tst.op"() : () -> ()
    scf.yield %c0 : index
  } else {
    scf.yield %c1 : index
  }
  return %0 : index
}

// -----

func.func @replace_true_if() {
  %true = arith.constant true
  scf.if %true {
    "tst.op"() : () -> ()
    scf.yield
  }
  return
}

// -----

func.func @remove_false_if() {
  %false = arith.constant false
  scf.if %false {
    "tst.op"() : () -> ()
    scf.yield
  }
  return
}

// -----

func.func @replace_true_if_with_values() {
  %true = arith.constant true
  %0 = scf.if %true -> (i32) {
    %1 = "tst.op"() : () -> i32
    scf.yield %1 : i32
  } else {
    %2 = "tst.other_op"() : () -> i32
    scf.yield %2 : i32
  }
  "tst.consume"(%0) : (i32) -> ()
  return
}

// -----

func.func @replace_false_if_with_values() {
  %false = arith.constant false
  %0 = scf.if %false -> (i32) {
    %1 = "tst.op"() : () -> i32
    scf.yield %1 : i32
  } else {
    %2 = "tst.other_op"() : () -> i32
    scf.yield %2 : i32
  }
  "tst.consume"(%0) : (i32) -> ()
  return
}

// -----

func.func @merge_nested_if(%arg0: i1, %arg1: i1) {
  scf.if %arg0 {
    scf.if %arg1 {
      "tst.op"() : () -> ()
      scf.yield
    }
    scf.yield
  }
  return
}

// -----

func.func @merge_yielding_nested_if(%arg0: i1, %arg1: i1) -> (i32, f32, i32, i8) {
  %0 = "tst.op"() : () -> (i32)
  %1 = "tst.op1"() : () -> (f32)
  %2 = "tst.op2"() : () -> (i32)
  %3 = "tst.op3"() : () -> (i8)
  %r:4 = scf.if %arg0 -> (i32, f32, i32, i8) {
    %a:2 = scf.if %arg1 -> (i32, f32) {
      %i = "tst.inop"() : () -> (i32)
      %i1 = "tst.inop1"() : () -> (f32)
      scf.yield %i, %i1 : i32, f32
    } else {
      scf.yield %2, %1 : i32, f32
    }
    scf.yield %0, %a#1, %a#0, %3 : i32, f32, i32, i8
  } else {
    scf.yield %0, %1, %2, %3 : i32, f32, i32, i8
  }
  return %r#0, %r#1, %r#2, %r#3 : i32, f32, i32, i8
}

// -----

func.func @merge_yielding_nested_if_nv1(%arg0: i1, %arg1: i1) {
  %0 = "tst.op"() : () -> (i32)
  %1 = "tst.op1"() : () -> (f32)
  scf.if %arg0 {
    %a:2 = scf.if %arg1 -> (i32, f32) {
      %i = "tst.inop"() : () -> (i32)
      %i1 = "tst.inop1"() : () -> (f32)
      scf.yield %i, %i1 : i32, f32
    } else {
      scf.yield %0, %1 : i32, f32
    }
  }
  return
}

// -----

func.func @merge_yielding_nested_if_nv2(%arg0: i1, %arg1: i1) -> i32 {
  %0 = "tst.op"() : () -> (i32)
  %1 = "tst.op1"() : () -> (i32)
  %r = scf.if %arg0 -> i32 {
    scf.if %arg1 {
      "tst.run"() : () -> ()
    }
    scf.yield %0 : i32
  } else {
    scf.yield %1 : i32
  }
  return %r : i32
}

// -----

func.func @merge_fail_yielding_nested_if(%arg0: i1, %arg1: i1) -> (i32, f32, i32, i8) {
  %0 = "tst.op"() : () -> (i32)
  %1 = "tst.op1"() : () -> (f32)
  %2 = "tst.op2"() : () -> (i32)
  %3 = "tst.op3"() : () -> (i8)
  %r:4 = scf.if %arg0 -> (i32, f32, i32, i8) {
    %a:2 = scf.if %arg1 -> (i32, f32) {
      %i = "tst.inop"() : () -> (i32)
      %i1 = "tst.inop1"() : () -> (f32)
      scf.yield %i, %i1 : i32, f32
    } else {
      scf.yield %0, %1 : i32, f32
    }
    scf.yield %0, %a#1, %a#0, %3 : i32, f32, i32, i8
  } else {
    scf.yield %0, %1, %2, %3 : i32, f32, i32, i8
  }
  return %r#0, %r#1, %r#2, %r#3 : i32, f32, i32, i8
}

// -----

func.func @if_condition_swap(%cond: i1) -> index {
  %true = arith.constant true
  %not = arith.xori %cond, %true : i1
  %0 = scf.if %not -> (index) {
    %1 = "tst.origTrue"() : () -> index
    scf.yield %1 : index
  } else {
    %1 = "tst.origFalse"() : () -> index
    scf.yield %1 : index
  }
  return %0 : index
}

// -----

func.func @remove_zero_iteration_loop() {
  %c42 = arith.constant 42 : index
  %c1 = arith.constant 1 : index
  %init = "tst.init"() : () -> i32
  %0 = scf.for %i = %c42 to %c1 step %c1 iter_args(%arg = %init) -> (i32) {
    %1 = "tst.op"(%i, %arg) : (index, i32) -> i32
    scf.yield %1 : i32
  }
  "tst.consume"(%0) : (i32) -> ()
  return
}

// -----

func.func @remove_zero_iteration_loop_vals(%arg0: index) {
  %c2 = arith.constant 2 : index
  %init = "tst.init"() : () -> i32
  %0 = scf.for %i = %arg0 to %arg0 step %c2 iter_args(%arg = %init) -> (i32) {
    %1 = "tst.op"(%i, %arg) : (index, i32) -> i32
    scf.yield %1 : i32
  }
  "tst.consume"(%0) : (i32) -> ()
  return
}

// -----

func.func @replace_single_iteration_loop_1() {
  %c42 = arith.constant 42 : index
  %c43 = arith.constant 43 : index
  %c1 = arith.constant 1 : index
  %init = "tst.init"() : () -> i32
  %0 = scf.for %i = %c42 to %c43 step %c1 iter_args(%arg = %init) -> (i32) {
    %1 = "tst.op"(%i, %arg) : (index, i32) -> i32
    scf.yield %1 : i32
  }
  "tst.consume"(%0) : (i32) -> ()
  return
}

// -----

func.func @replace_single_iteration_loop_2() {
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c11 = arith.constant 11 : index
  %init = "tst.init"() : () -> i32
  %0 = scf.for %i = %c5 to %c11 step %c6 iter_args(%arg = %init) -> (i32) {
    %1 = "tst.op"(%i, %arg) : (index, i32) -> i32
    scf.yield %1 : i32
  }
  "tst.consume"(%0) : (i32) -> ()
  return
}

// -----

func.func @replace_single_iteration_loop_non_unit_step() {
  %c42 = arith.constant 42 : index
  %c47 = arith.constant 47 : index
  %c5 = arith.constant 5 : index
  %init = "tst.init"() : () -> i32
  %0 = scf.for %i = %c42 to %c47 step %c5 iter_args(%arg = %init) -> (i32) {
    %1 = "tst.op"(%i, %arg) : (index, i32) -> i32
    scf.yield %1 : i32
  }
  "tst.consume"(%0) : (i32) -> ()
  return
}

// -----

//  CHECK-SAME: %[[A0:.*]]: index)
func.func @replace_single_iteration_const_diff(%arg0 : index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %5 = arith.addi %arg0, %c1 : index
  scf.for %arg2 = %arg0 to %5 step %c1 {
    %7 = arith.muli %c2, %arg2 : index
    "tst.consume"(%7) : (index) -> ()
  }
  return
}

// -----

func.func @remove_empty_parallel_loop(%lb: index, %ub: index, %s: index) {
  %init = "tst.init"() : () -> f32
  %0 = scf.parallel (%i, %j, %k) = (%lb, %ub, %lb) to (%ub, %ub, %ub) step (%s, %s, %s) init(%init) -> f32 {
    %1 = "tst.produce"() : () -> f32
    scf.reduce(%1 : f32) {
    ^bb0(%lhs: f32, %rhs: f32):
      %2 = "tst.transform"(%lhs, %rhs) : (f32, f32) -> f32
      scf.reduce.return %2 : f32
    }
  }
  "tst.consume"(%0) : (f32) -> ()
  return
}

// -----

func.func @cond_prop(%arg0 : i1) -> index {
  %res = scf.if %arg0 -> index {
    %res1 = scf.if %arg0 -> index {
      %v1 = "tst.get_some_value1"() : () -> index
      scf.yield %v1 : index
    } else {
      %v2 = "tst.get_some_value2"() : () -> index
      scf.yield %v2 : index
    }
    scf.yield %res1 : index
  } else {
    %res2 = scf.if %arg0 -> index {
      %v3 = "tst.get_some_value3"() : () -> index
      scf.yield %v3 : index
    } else {
      %v4 = "tst.get_some_value4"() : () -> index
      scf.yield %v4 : index
    }
    scf.yield %res2 : index
  }
  return %res : index
}

// -----

func.func @replace_if_with_cond1(%arg0 : i1) -> (i32, i1) {
  %true = arith.constant true
  %false = arith.constant false
  %res:2 = scf.if %arg0 -> (i32, i1) {
    %v = "tst.get_some_value"() : () -> i32
    scf.yield %v, %true : i32, i1
  } else {
    %v2 = "tst.get_some_value"() : () -> i32
    scf.yield %v2, %false : i32, i1
  }
  return %res#0, %res#1 : i32, i1
}

// -----

func.func @replace_if_with_cond2(%arg0 : i1) -> (i32, i1) {
  %true = arith.constant true
  %false = arith.constant false
  %res:2 = scf.if %arg0 -> (i32, i1) {
    %v = "tst.get_some_value"() : () -> i32
    scf.yield %v, %false : i32, i1
  } else {
    %v2 = "tst.get_some_value"() : () -> i32
    scf.yield %v2, %true : i32, i1
  }
  return %res#0, %res#1 : i32, i1
}

// -----

func.func @replace_if_with_cond3(%arg0 : i1, %arg2: i64) -> (i32, i64) {
  %res:2 = scf.if %arg0 -> (i32, i64) {
    %v = "tst.get_some_value"() : () -> i32
    scf.yield %v, %arg2 : i32, i64
  } else {
    %v2 = "tst.get_some_value"() : () -> i32
    scf.yield %v2, %arg2 : i32, i64
  }
  return %res#0, %res#1 : i32, i64
}

// -----

func.func @while_cond_true() -> i1 {
  %0 = scf.while () : () -> i1 {
    %condition = "tst.condition"() : () -> i1
    scf.condition(%condition) %condition : i1
  } do {
  ^bb0(%arg0: i1):
    "tst.use"(%arg0) : (i1) -> ()
    scf.yield
  }
  return %0 : i1
}

// -----

func.func @while_unused_result() -> i32 {
  %0:2 = scf.while () : () -> (i32, i64) {
    %condition = "tst.condition"() : () -> i1
    %v1 = "tst.get_some_value"() : () -> i32
    %v2 = "tst.get_some_value"() : () -> i64
    scf.condition(%condition) %v1, %v2 : i32, i64
  } do {
  ^bb0(%arg0: i32, %arg1: i64):
    "tst.use"(%arg0) : (i32) -> ()
    scf.yield
  }
  return %0#0 : i32
}

// -----

func.func @while_cmp_lhs(%arg0 : i32) {
  %0 = scf.while () : () -> i32 {
    %val = "tst.val"() : () -> i32
    %condition = arith.cmpi ne, %val, %arg0 : i32
    scf.condition(%condition) %val : i32
  } do {
  ^bb0(%val2: i32):
    %condition2 = arith.cmpi ne, %val2, %arg0 : i32
    %negcondition2 = arith.cmpi eq, %val2, %arg0 : i32
    "tst.use"(%condition2, %negcondition2, %val2) : (i1, i1, i32) -> ()
    scf.yield
  }
  return
}

// -----

func.func @while_cmp_rhs(%arg0 : i32) {
  %0 = scf.while () : () -> i32 {
    %val = "tst.val"() : () -> i32
    %condition = arith.cmpi ne, %arg0, %val : i32
    scf.condition(%condition) %val : i32
  } do {
  ^bb0(%val2: i32):
    %condition2 = arith.cmpi ne, %arg0, %val2 : i32
    %negcondition2 = arith.cmpi eq, %arg0, %val2 : i32
    "tst.use"(%condition2, %negcondition2, %val2) : (i1, i1, i32) -> ()
    scf.yield
  }
  return
}

// -----

func.func @while_duplicated_res() -> (i32, i32) {
  %0:2 = scf.while () : () -> (i32, i32) {
    %val = "tst.val"() : () -> i32
    %condition = "tst.condition"() : () -> i1
    scf.condition(%condition) %val, %val : i32, i32
  } do {
  ^bb0(%val2: i32, %val3: i32):
    "tst.use"(%val2, %val3) : (i32, i32) -> ()
    scf.yield
  }
  return %0#0, %0#1: i32, i32
}

// -----

func.func @while_unused_arg1(%x : i32, %y : f64) -> i32 {
  %0 = scf.while (%arg1 = %x, %arg2 = %y) : (i32, f64) -> (i32) {
    %condition = "tst.condition"(%arg1) : (i32) -> i1
    scf.condition(%condition) %arg1 : i32
  } do {
  ^bb0(%arg1: i32):
    %next = "tst.use"(%arg1) : (i32) -> (i32)
    scf.yield %next, %y : i32, f64
  }
  return %0 : i32
}

// -----

func.func @while_unused_arg2(%val0: i32) -> i32 {
  %0 = scf.while (%val1 = %val0) : (i32) -> i32 {
    %val = "tst.val"() : () -> i32
    %condition = "tst.condition"() : () -> i1
    scf.condition(%condition) %val: i32
  } do {
  ^bb0(%val2: i32):
    "tst.use"(%val2) : (i32) -> ()
    %val1 = "tst.val1"() : () -> i32
    scf.yield %val1 : i32
  }
  return %0 : i32
}

// -----

//       CHECK:  %[[RES:.*]]:3 = scf.while (%[[ARG0:.*]] = %{{.*}}, %[[ARG1:.*]] = %{{.*}}, %[[ARG2:.*]] = %{{.*}}) : (f32, i32, i64) -> (f32, i32, i64) {
//       CHECK:  scf.condition(%{{.*}}) %[[ARG0]], %[[ARG1]], %[[ARG2]] : f32, i32, i64
//       CHECK:  ^bb0(%[[ARG3:.*]]: f32, %[[ARG4:.*]]: i32, %[[ARG5:.*]]: i64):
//       CHECK:  %[[R1:.*]] = "tst.test"(%[[ARG5]]) : (i64) -> f32
//       CHECK:  %[[R2:.*]] = "tst.test"(%[[ARG3]]) : (f32) -> i32
//       CHECK:  %[[R3:.*]] = "tst.test"(%[[ARG4]]) : (i32) -> i64
//       CHECK:  scf.yield %[[R1]], %[[R2]], %[[R3]] : f32, i32, i64
//       CHECK:  return %[[RES]]#2, %[[RES]]#0, %[[RES]]#1
func.func @test_align_args() -> (i64, f32, i32) {
  %0 = "tst.test"() : () -> (f32)
  %1 = "tst.test"() : () -> (i32)
  %2 = "tst.test"() : () -> (i64)
  %3:3 = scf.while (%arg0 = %0, %arg1 = %1, %arg2 = %2) : (f32, i32, i64) -> (i64, f32, i32) {
    %cond = "tst.test"() : () -> (i1)
    scf.condition(%cond) %arg2, %arg0, %arg1 : i64, f32, i32
  } do {
  ^bb0(%arg3: i64, %arg4: f32, %arg5: i32):
    %4 = "tst.test"(%arg3) : (i64) -> (f32)
    %5 = "tst.test"(%arg4) : (f32) -> (i32)
    %6 = "tst.test"(%arg5) : (i32) -> (i64)
    scf.yield %4, %5, %6 : f32, i32, i64
  }
  return %3#0, %3#1, %3#2 : i64, f32, i32
}

// -----

func.func @combineIfs(%arg0 : i1, %arg2: i64) -> (i32, i32) {
  %res = scf.if %arg0 -> i32 {
    %v = "tst.firstCodeTrue"() : () -> i32
    scf.yield %v : i32
  } else {
    %v2 = "tst.firstCodeFalse"() : () -> i32
    scf.yield %v2 : i32
  }
  %res2 = scf.if %arg0 -> i32 {
    %v = "tst.secondCodeTrue"() : () -> i32
    scf.yield %v : i32
  } else {
    %v2 = "tst.secondCodeFalse"() : () -> i32
    scf.yield %v2 : i32
  }
  return %res, %res2 : i32, i32
}

// -----

func.func @combineIfs2(%arg0 : i1, %arg2: i64) -> i32 {
  scf.if %arg0 {
    "tst.firstCodeTrue"() : () -> ()
    scf.yield
  }
  %res = scf.if %arg0 -> i32 {
    %v = "tst.secondCodeTrue"() : () -> i32
    scf.yield %v : i32
  } else {
    %v2 = "tst.secondCodeFalse"() : () -> i32
    scf.yield %v2 : i32
  }
  return %res : i32
}

// -----

func.func @combineIfs3(%arg0 : i1, %arg2: i64) -> i32 {
  %res = scf.if %arg0 -> i32 {
    %v = "tst.firstCodeTrue"() : () -> i32
    scf.yield %v : i32
  } else {
    %v2 = "tst.firstCodeFalse"() : () -> i32
    scf.yield %v2 : i32
  }
  scf.if %arg0 {
    "tst.secondCodeTrue"() : () -> ()
    scf.yield
  }
  return %res : i32
}

// -----

func.func @combineIfs4(%arg0 : i1, %arg2: i64) {
  scf.if %arg0 {
    "tst.firstCodeTrue"() : () -> ()
    scf.yield
  }
  scf.if %arg0 {
    "tst.secondCodeTrue"() : () -> ()
    scf.yield
  }
  return
}

// -----

func.func @combineIfsUsed(%arg0 : i1, %arg2: i64) -> (i32, i32) {
  %res = scf.if %arg0 -> i32 {
    %v = "tst.firstCodeTrue"() : () -> i32
    scf.yield %v : i32
  } else {
    %v2 = "tst.firstCodeFalse"() : () -> i32
    scf.yield %v2 : i32
  }
  %res2 = scf.if %arg0 -> i32 {
    %v = "tst.secondCodeTrue"(%res) : (i32) -> i32
    scf.yield %v : i32
  } else {
    %v2 = "tst.secondCodeFalse"(%res) : (i32) -> i32
    scf.yield %v2 : i32
  }
  return %res, %res2 : i32, i32
}

// -----

func.func @combineIfsNot(%arg0 : i1, %arg2: i64) {
  %true = arith.constant true
  %not = arith.xori %arg0, %true : i1
  scf.if %arg0 {
    "tst.firstCodeTrue"() : () -> ()
    scf.yield
  }
  scf.if %not {
    "tst.secondCodeTrue"() : () -> ()
    scf.yield
  }
  return
}

// -----

func.func @combineIfsNot2(%arg0 : i1, %arg2: i64) {
  %true = arith.constant true
  %not = arith.xori %arg0, %true : i1
  scf.if %not {
    "tst.firstCodeTrue"() : () -> ()
    scf.yield
  }
  scf.if %arg0 {
    "tst.secondCodeTrue"() : () -> ()
    scf.yield
  }
  return
}

// -----

func.func @func_execute_region_elim() {
    "tst.foo"() : () -> ()
    %v = scf.execute_region -> i64 {
      %c = "tst.cmp"() : () -> i1
      cf.cond_br %c, ^bb2, ^bb3
    ^bb2:
      %x = "tst.val1"() : () -> i64
      cf.br ^bb4(%x : i64)
    ^bb3:
      %y = "tst.val2"() : () -> i64
      cf.br ^bb4(%y : i64)
    ^bb4(%z : i64):
      scf.yield %z : i64
    }
    "tst.bar"(%v) : (i64) -> ()
  return
}

// -----

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

// -----

func.func @index_switch_fold_no_res() {
  %c1 = arith.constant 1 : index
  scf.index_switch %c1
  case 0 {
    scf.yield
  }
  default {
    "tst.op"() : () -> ()
    scf.yield
  }
  return
}

//  CHECK-NEXT: "tst.op"() : () -> ()

