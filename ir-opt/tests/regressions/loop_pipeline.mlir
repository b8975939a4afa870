// FLAGS: --transform-interpreter --split-input-file
// transform.loop.pipeline (upstream's pipelineForLoop and loopScheduling): values crossing several stages, loop-carried values, nested regions, latencies and intervals.
func.func @cross_stages(%A: memref<?xf32>, %B: memref<?xf32>, %init: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %cst = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %c7 step %c1 iter_args(%acc = %init) -> (f32) {
    %v = vector.transfer_read %A[%i], %cst : memref<?xf32>, vector<4xf32>
    %e = vector.extract %v[0] : f32 from vector<4xf32>
    %m = arith.mulf %e, %e : f32
    %s = arith.addf %m, %acc : f32
    memref.store %m, %B[%i] : memref<?xf32>
    scf.yield %s : f32
  }
  return %r : f32
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["scf.for"]} in %arg1 : (!transform.any_op) -> !transform.op<"scf.for">
    %1 = transform.loop.pipeline %0 {iteration_interval = 1 : i64, read_latency = 2 : i64} : (!transform.op<"scf.for">) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @interval_two(%A: memref<?xf32>, %B: memref<?xf32>) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c20 = arith.constant 20 : index
  %cf = arith.constant 1.0 : f32
  scf.for %i = %c2 to %c20 step %c3 {
    %a = memref.load %A[%i] : memref<?xf32>
    %b = arith.addf %a, %cf : f32
    %c = arith.mulf %b, %b : f32
    %d = arith.subf %c, %a : f32
    memref.store %d, %B[%i] : memref<?xf32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["scf.for"]} in %arg1 : (!transform.any_op) -> !transform.op<"scf.for">
    %1 = transform.loop.pipeline %0 {iteration_interval = 2 : i64} : (!transform.op<"scf.for">) -> !transform.any_op
    transform.yield
  }
}
