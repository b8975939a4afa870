// FLAGS: --split-input-file --mlprogram-pipeline-globals
// mlprogram-pipeline-globals beyond upstream's pipeline-globals.mlir:
// recursive callees, a callee that only loads (earlier stores stay), an
// indirect call (the pass changes nothing), stores overwritten in nested
// regions, and a load forwarded from a store.

ml_program.global private mutable @a(dense<4> : tensor<4xi64>) : tensor<4xi64>
ml_program.global private mutable @b(dense<4> : tensor<4xi64>) : tensor<4xi64>

func.func @rec_a() {
  %0 = ml_program.global_load @a : tensor<4xi64>
  call @rec_b() : () -> ()
  return
}

func.func @rec_b() {
  call @rec_a() : () -> ()
  %1 = ml_program.global_load @b : tensor<4xi64>
  ml_program.global_store @b = %1 : tensor<4xi64>
  return
}

func.func @main(%x: tensor<4xi64>) -> tensor<4xi64> {
  ml_program.global_store @a = %x : tensor<4xi64>
  ml_program.global_store @b = %x : tensor<4xi64>
  call @rec_a() : () -> ()
  ml_program.global_store @a = %x : tensor<4xi64>
  %0 = ml_program.global_load @b : tensor<4xi64>
  %1 = ml_program.global_load @a : tensor<4xi64>
  return %1 : tensor<4xi64>
}

// -----

ml_program.global private mutable @a(dense<4> : tensor<4xi64>) : tensor<4xi64>

func.func @callee() {
  return
}

func.func @indirect(%x: tensor<4xi64>) -> tensor<4xi64> {
  %f = func.constant @callee : () -> ()
  call_indirect %f() : () -> ()
  ml_program.global_store @a = %x : tensor<4xi64>
  ml_program.global_store @a = %x : tensor<4xi64>
  %0 = ml_program.global_load @a : tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

ml_program.global private mutable @a(dense<4> : tensor<4xi64>) : tensor<4xi64>

func.func @nested(%x: tensor<4xi64>, %c: i1) -> tensor<4xi64> {
  ml_program.global_store @a = %x : tensor<4xi64>
  scf.if %c {
    ml_program.global_store @a = %x : tensor<4xi64>
    ml_program.global_store @a = %x : tensor<4xi64>
  }
  ml_program.global_store @a = %x : tensor<4xi64>
  %0 = ml_program.global_load @a : tensor<4xi64>
  %1 = ml_program.global_load @a : tensor<4xi64>
  %2 = arith.addi %0, %1 : tensor<4xi64>
  return %2 : tensor<4xi64>
}
