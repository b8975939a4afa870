// FLAGS: --transform-interpreter --split-input-file
// EXIT: 1
// transform.loop.pipeline failing: an op scheduled before an operand its region uses, a loop of unknown trip count.
func.func @nested_region(%A: memref<?xf32>, %B: memref<?xf32>, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %cf = arith.constant 1.0 : f32
  scf.for %i = %c0 to %c6 step %c1 {
    %a = memref.load %A[%i] : memref<?xf32>
    %b = arith.addf %a, %cf : f32
    %r = scf.if %c -> (f32) {
      %x = arith.mulf %b, %a : f32
      scf.yield %x : f32
    } else {
      scf.yield %b : f32
    }
    memref.store %r, %B[%i] : memref<?xf32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["arith.addf"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1 = transform.get_parent_op %0 {op_name = "scf.for"} : (!transform.any_op) -> !transform.op<"scf.for">
    %2 = transform.loop.pipeline %1 : (!transform.op<"scf.for">) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @dynamic_bound(%A: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cf = arith.constant 1.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    %a = memref.load %A[%i] : memref<?xf32>
    %b = arith.addf %a, %cf : f32
    memref.store %b, %A[%i] : memref<?xf32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["scf.for"]} in %arg1 : (!transform.any_op) -> !transform.op<"scf.for">
    %1 = transform.loop.pipeline %0 : (!transform.op<"scf.for">) -> !transform.any_op
    transform.yield
  }
}
