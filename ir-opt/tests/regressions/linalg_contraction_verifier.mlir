// FLAGS: --split-input-file --verify-diagnostics
// The contraction interface's verifier (upstream's
// verifyContractionInterface): the body must be an add of the init's
// argument and a mul of the two inputs' arguments, modulo unary casts.

func.func @sub_body(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>, %c: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error @+1 {{expected add/mul op in the body}}
  %0 = "linalg.matmul"(%a, %b, %c) ({
    ^bb0(%x: f32, %y: f32, %z: f32):
      %1 = arith.subf %x, %y : f32
      %2 = arith.addf %z, %1 : f32
      linalg.yield %2 : f32
    }) {operandSegmentSizes = array<i32: 2, 1>} : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

func.func @mul_of_init(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>, %c: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error @+1 {{expected add/mul op in the body}}
  %0 = "linalg.matmul"(%a, %b, %c) ({
    ^bb0(%x: f32, %y: f32, %z: f32):
      %1 = arith.mulf %x, %z : f32
      %2 = arith.addf %z, %1 : f32
      linalg.yield %2 : f32
    }) {operandSegmentSizes = array<i32: 2, 1>} : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

func.func @or_of_and(%a: tensor<4x4xi1>, %b: tensor<4x4xi1>, %c: tensor<4x4xi1>) -> tensor<4x4xi1> {
  %0 = "linalg.matmul"(%a, %b, %c) ({
    ^bb0(%x: i1, %y: i1, %z: i1):
      %1 = arith.andi %y, %x : i1
      %2 = arith.ori %1, %z : i1
      linalg.yield %2 : i1
    }) {operandSegmentSizes = array<i32: 2, 1>} : (tensor<4x4xi1>, tensor<4x4xi1>, tensor<4x4xi1>) -> tensor<4x4xi1>
  return %0 : tensor<4x4xi1>
}

// -----

func.func @extended(%a: tensor<4x4xi8>, %b: tensor<4x4xi8>, %c: tensor<4x4xi32>, %v: tensor<4xi8>, %s: tensor<i32>) -> (tensor<4x4xi32>, tensor<i32>) {
  %0 = linalg.matmul ins(%a, %b : tensor<4x4xi8>, tensor<4x4xi8>) outs(%c : tensor<4x4xi32>) -> tensor<4x4xi32>
  %1 = linalg.dot ins(%v, %v : tensor<4xi8>, tensor<4xi8>) outs(%s : tensor<i32>) -> tensor<i32>
  return %0, %1 : tensor<4x4xi32>, tensor<i32>
}
