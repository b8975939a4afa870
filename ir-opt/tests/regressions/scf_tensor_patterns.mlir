// FLAGS: --split-input-file --canonicalize
// scf's canonicalization patterns that work on tensors (upstream SCF.cpp)
// beyond upstream's tests: ForallOpIterArgsFolder, DimOfForallOp,
// ForallOpSingleOrZeroIterationDimsFolder (some and all dimensions, and
// zero iterations), ForOpTensorCastFolder with two casts, and
// FoldTensorCastOfOutputIntoForallOp, whose terminator ops get the outputs
// in order (as upstream).

func.func @iter_args(%arg0: index, %arg1: tensor<?xf32>, %arg2: tensor<?xf32>, %t: tensor<4xf32>) -> (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) {
  %0:3 = scf.forall (%i) in (%arg0) shared_outs(%o1 = %arg1, %o2 = %arg2, %o3 = %arg1) -> (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) {
    %s = tensor.extract_slice %o1[%i] [4] [1] : tensor<?xf32> to tensor<4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %t into %o2[%i] [4] [1] : tensor<4xf32> into tensor<?xf32>
      tensor.parallel_insert_slice %s into %o3[%i] [4] [1] : tensor<4xf32> into tensor<?xf32>
    }
  }
  return %0#0, %0#1, %0#1 : tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
}

// -----

func.func @dim_of_forall(%arg0: index, %arg1: tensor<?xf32>, %t: tensor<4xf32>) -> index {
  %c0 = arith.constant 0 : index
  %0 = scf.forall (%i) in (%arg0) shared_outs(%o = %arg1) -> (tensor<?xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %t into %o[%i] [4] [1] : tensor<4xf32> into tensor<?xf32>
    }
  }
  %d = tensor.dim %0, %c0 : tensor<?xf32>
  return %d : index
}

// -----

func.func @single_iter(%arg1: tensor<8x8xf32>, %t: tensor<4x4xf32>, %n: index) -> tensor<8x8xf32> {
  %0 = scf.forall (%i, %j) = (0, 0) to (1, %n) step (4, 4) shared_outs(%o = %arg1) -> (tensor<8x8xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %t into %o[%i, %j] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x8xf32>
    }
  } {some_attr}
  return %0 : tensor<8x8xf32>
}

// -----

func.func @all_single(%arg1: tensor<8x8xf32>, %t: tensor<4x4xf32>) -> tensor<8x8xf32> {
  %0 = scf.forall (%i, %j) = (0, 2) to (1, 3) step (4, 4) shared_outs(%o = %arg1) -> (tensor<8x8xf32>) {
    %e = tensor.extract_slice %o[%i, %j] [4, 4] [1, 1] : tensor<8x8xf32> to tensor<4x4xf32>
    %x = arith.addf %e, %t : tensor<4x4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %x into %o[%i, %j] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x8xf32>
    }
  }
  return %0 : tensor<8x8xf32>
}

// -----

func.func @zero_iter(%arg1: tensor<8x8xf32>, %t: tensor<4x4xf32>) -> tensor<8x8xf32> {
  %0 = scf.forall (%i) = (5) to (1) step (4) shared_outs(%o = %arg1) -> (tensor<8x8xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %t into %o[%i, 0] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x8xf32>
    }
  }
  return %0 : tensor<8x8xf32>
}

// -----

func.func @for_cast(%t0: tensor<32x1024xf32>, %t1: tensor<8xf32>) -> (tensor<?x?xf32>, tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %c1024 = arith.constant 1024 : index
  %0 = tensor.cast %t0 : tensor<32x1024xf32> to tensor<?x?xf32>
  %1 = tensor.cast %t1 : tensor<8xf32> to tensor<?xf32>
  %r:2 = scf.for %i = %c0 to %c1024 step %c32 iter_args(%a = %0, %b = %1) -> (tensor<?x?xf32>, tensor<?xf32>) {
    %d = tensor.dim %a, %c0 : tensor<?x?xf32>
    %e = tensor.insert_slice %b into %a[0, 0] [1, %d] [1, 1] : tensor<?xf32> into tensor<?x?xf32>
    scf.yield %e, %b : tensor<?x?xf32>, tensor<?xf32>
  }
  return %r#0, %r#1 : tensor<?x?xf32>, tensor<?xf32>
}

// -----

func.func @forall_cast_two(%a: tensor<4xi32>, %b: tensor<5xi32>, %n: index) -> (tensor<4xi32>, tensor<?xi32>) {
  %cst = arith.constant dense<[1]> : tensor<1xi32>
  %ac = tensor.cast %a : tensor<4xi32> to tensor<?xi32>
  %bc = tensor.cast %b : tensor<5xi32> to tensor<?xi32>
  %r:2 = scf.forall (%i) in (%n) shared_outs(%o1 = %ac, %o2 = %bc) -> (tensor<?xi32>, tensor<?xi32>) {
    %d = tensor.dim %o1, %i : tensor<?xi32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %cst into %o2[%i] [1] [1] : tensor<1xi32> into tensor<?xi32>
      tensor.parallel_insert_slice %cst into %o1[%d] [1] [1] : tensor<1xi32> into tensor<?xi32>
    }
  }
  %c = tensor.cast %r#0 : tensor<?xi32> to tensor<4xi32>
  return %c, %r#1 : tensor<4xi32>, tensor<?xi32>
}
