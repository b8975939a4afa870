// FLAGS: --transform-interpreter --split-input-file
// EXIT: 1
// transform.structured.match: names, interfaces, attributes, the result
// and operand type filters, and the operand-count error.
func.func @f(%a: f32, %b: f32, %i: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %s = scf.for %iv = %c0 to %c4 step %i iter_args(%acc = %a) -> f32 {
    %n = arith.addf %acc, %b {tag = 1 : i64} : f32
    scf.yield %n : f32
  }
  %m = arith.mulf %s, %a {tag = 2 : i64} : f32
  %x = arith.addi %i, %c4 : index
  return %m : f32
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %loops = transform.structured.match interface{LoopLikeInterface} in %f : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %loops, "loop" : !transform.any_op
    %linalg = transform.structured.match interface{LinalgOp} in %f : (!transform.any_op) -> !transform.any_op
    %n = transform.num_associations %linalg : (!transform.any_op) -> !transform.param<i64>
    transform.debug.emit_param_as_remark %n, "linalg ops" : !transform.param<i64>
    %tagged = transform.structured.match attributes{tag = 2 : i64} in %f : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %tagged, "tag 2" : !transform.any_op
    %idx = transform.structured.match filter_result_type = index in %f : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %idx, "index result" : !transform.any_op
    %ff = transform.structured.match filter_operand_types = [f32] in %f : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %ff, "all f32" : !transform.any_op
    transform.yield
  }
}

// -----

func.func @g(%a: f32) -> f32 {
  %n = arith.negf %a : f32
  return %n : f32
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %bad = transform.structured.match filter_operand_types = [f32, f32] in %f : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @h() {
  return
}
func.func @k() {
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %r = transform.structured.match ops{["func.return"]} in %f : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
