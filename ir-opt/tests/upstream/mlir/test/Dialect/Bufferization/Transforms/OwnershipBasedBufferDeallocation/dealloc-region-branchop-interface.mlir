// RUN: mlir-opt -allow-unregistered-dialect -verify-diagnostics -ownership-based-buffer-deallocation \
// RUN:  --buffer-deallocation-simplification -split-input-file %s | FileCheck %s
// -----

// Test Case: nested region control flow with a nested buffer allocation in a
// divergent branch.
// Buffer deallocation places a copy for both  %1 and %3, since they are
// returned in the end.

func.func @nested_region_control_flow_div(
  %arg0 : index,
  %arg1 : index) -> memref<?x?xf32> {
  %0 = arith.cmpi eq, %arg0, %arg1 : index
  %1 = memref.alloc(%arg0, %arg0) : memref<?x?xf32>
  %2 = scf.if %0 -> (memref<?x?xf32>) {
    scf.yield %1 : memref<?x?xf32>
  } else {
    %3 = memref.alloc(%arg0, %arg1) : memref<?x?xf32>
    scf.yield %3 : memref<?x?xf32>
  }
  return %2 : memref<?x?xf32>
}

// CHECK-LABEL: func @nested_region_control_flow_div
//       CHECK:   [[ALLOC:%.+]] = memref.alloc(
//       CHECK:   [[V0:%.+]]:2 = scf.if
//       CHECK:     scf.yield [[ALLOC]], %false
//       CHECK:     [[ALLOC1:%.+]] = memref.alloc(
//       CHECK:     scf.yield [[ALLOC1]], %true
//       CHECK:   [[V1:%.+]] = scf.if [[V0]]#1
//       CHECK:     scf.yield [[V0]]#0
//       CHECK:     [[CLONE:%.+]] = bufferization.clone [[V0]]#0
//       CHECK:     scf.yield [[CLONE]]
//       CHECK:   [[BASE:%[a-zA-Z0-9_]+]],{{.*}} = memref.extract_strided_metadata [[V0]]#0
//       CHECK:   bufferization.dealloc ([[ALLOC]], [[BASE]] :{{.*}}) if (%true{{[0-9_]*}}, [[V0]]#1) retain ([[V1]] :
//       CHECK:   return [[V1]]

// -----

func.func @nestedRegionControlFlowAlloca(
  %arg0 : index, %arg1 : index, %arg2: f32) -> memref<?x?xf32> {
  %0 = arith.cmpi eq, %arg0, %arg1 : index
  %1 = memref.alloc(%arg0, %arg0) : memref<?x?xf32>
  %2 = scf.if %0 -> (memref<?x?xf32>) {
    scf.yield %1 : memref<?x?xf32>
  } else {
    %3 = memref.alloca(%arg0, %arg1) : memref<?x?xf32>
    %c0 = arith.constant 0 : index
    memref.store %arg2, %3[%c0, %c0] : memref<?x?xf32>
    scf.yield %1 : memref<?x?xf32>
  }
  return %2 : memref<?x?xf32>
}

// CHECK-LABEL: func @nestedRegionControlFlowAlloca
//       CHECK: [[ALLOC:%.+]] = memref.alloc(
//       CHECK: [[V0:%.+]]:2 = scf.if
//       CHECK:   scf.yield [[ALLOC]], %false
//       CHECK:   memref.alloca(
//       CHECK:   scf.yield [[ALLOC]], %false
//       CHECK: [[V1:%.+]] = scf.if [[V0]]#1
//       CHECK:   scf.yield [[V0]]#0
//       CHECK:   [[CLONE:%.+]] = bufferization.clone [[V0]]#0
//       CHECK:   scf.yield [[CLONE]]
//       CHECK: [[BASE:%[a-zA-Z0-9_]+]],{{.*}} = memref.extract_strided_metadata [[V0]]#0
//       CHECK: bufferization.dealloc ([[ALLOC]], [[BASE]] :{{.*}}) if (%true{{[0-9_]*}}, [[V0]]#1) retain ([[V1]] :
//       CHECK: return [[V1]]

// -----

// Test Case: structured control-flow loop with a nested if operation using
// a deeply nested buffer allocation.

func.func @loop_nested_if_alloc(
  %lb: index,
  %ub: index,
  %step: index,
  %buf: memref<2xf32>) -> memref<2xf32> {
  %0 = memref.alloc() : memref<2xf32>
  %1 = scf.for %i = %lb to %ub step %step
    iter_args(%iterBuf = %buf) -> memref<2xf32> {
    %2 = arith.cmpi eq, %i, %ub : index
    %3 = scf.if %2 -> (memref<2xf32>) {
      %4 = memref.alloc() : memref<2xf32>
      scf.yield %4 : memref<2xf32>
    } else {
      scf.yield %0 : memref<2xf32>
    }
    scf.yield %3 : memref<2xf32>
  }
  return %1 : memref<2xf32>
}

// CHECK-LABEL: func @loop_nested_if_alloc
//  CHECK-SAME: ({{.*}}, [[ARG3:%.+]]: memref<2xf32>)
//       CHECK: [[ALLOC:%.+]] = memref.alloc()
//       CHECK: [[V0:%.+]]:2 = scf.for {{.*}} iter_args([[ARG5:%.+]] = [[ARG3]], [[ARG6:%.+]] = %false
//       CHECK:   [[V1:%.+]]:2 = scf.if
//       CHECK:     [[ALLOC1:%.+]] = memref.alloc()
//       CHECK:     scf.yield [[ALLOC1]], %true
//       CHECK:     scf.yield [[ALLOC]], %false
//       CHECK:   [[BASE:%[a-zA-Z0-9_]+]],{{.*}} = memref.extract_strided_metadata [[ARG5]]
//       CHECK:   [[OWN:%.+]] = bufferization.dealloc ([[BASE]] :{{.*}}) if ([[ARG6]]) retain ([[V1]]#0 :
//       CHECK:   [[OWN_AGG:%.+]] = arith.ori [[OWN]], [[V1]]#1
//       CHECK:   scf.yield [[V1]]#0, [[OWN_AGG]]
//       CHECK: }
//       CHECK: [[V2:%.+]] = scf.if [[V0]]#1
//       CHECK:   scf.yield [[V0]]#0
//       CHECK:   [[CLONE:%.+]] = bufferization.clone [[V0]]#0
//       CHECK:   scf.yield [[CLONE]]
//       CHECK: [[BASE:%[a-zA-Z0-9_]+]],{{.*}} = memref.extract_strided_metadata [[V0]]#0
//       CHECK: bufferization.dealloc ([[ALLOC]], [[BASE]] :{{.*}}) if (%true{{[0-9_]*}}, [[V0]]#1) retain ([[V2]] :
//       CHECK: return [[V2]]

// -----

func.func @affine_loop() -> f32 {
  %buffer = memref.alloc() : memref<1024xf32>
  %sum_init_0 = arith.constant 0.0 : f32
  %res = affine.for %i = 0 to 10 step 2 iter_args(%sum_iter = %sum_init_0) -> f32 {
    %t = affine.load %buffer[%i] : memref<1024xf32>
    %sum_next = arith.addf %sum_iter, %t : f32
    affine.yield %sum_next : f32
  }
  return %res : f32
}

// CHECK-LABEL: func @affine_loop
//       CHECK: [[ALLOC:%.+]] = memref.alloc()
//       CHECK: affine.for {{.*}} iter_args(%arg1 = %cst)
//       CHECK:   affine.yield
//       CHECK: bufferization.dealloc ([[ALLOC]] :{{.*}}) if (%true

// -----

// Memref allocated in `then` region and passed back to the parent if op.
#set = affine_set<() : (0 >= 0)>
func.func @test_affine_if_1(%arg0: memref<10xf32>) -> memref<10xf32> {
  %0 = affine.if #set() -> memref<10xf32> {
    %alloc = memref.alloc() : memref<10xf32>
    affine.yield %alloc : memref<10xf32>
  } else {
    affine.yield %arg0 : memref<10xf32>
  }
  return %0 : memref<10xf32>
}

// CHECK-LABEL: func @test_affine_if_1
//  CHECK-SAME: ([[ARG0:%.*]]: memref<10xf32>)
//       CHECK: [[V0:%.+]]:2 = affine.if
//       CHECK:   [[ALLOC:%.+]] = memref.alloc()
//       CHECK:   affine.yield [[ALLOC]], %true
//       CHECK:   affine.yield [[ARG0]], %false
//       CHECK: [[V1:%.+]] = scf.if [[V0]]#1
//       CHECK:   scf.yield [[V0]]#0
//       CHECK:   [[CLONE:%.+]] = bufferization.clone [[V0]]#0
//       CHECK:   scf.yield [[CLONE]]
//       CHECK: [[BASE:%[a-zA-Z0-9_]+]],{{.*}} = memref.extract_strided_metadata [[V0]]#0
//       CHECK: bufferization.dealloc ([[BASE]] :{{.*}}) if ([[V0]]#1) retain ([[V1]] :
//       CHECK: return [[V1]]

// TODO: the dealloc could be optimized away since the memref to be deallocated
//       either aliases with V1 or the condition is false

// -----

// Memref allocated before parent IfOp and used in `then` region.
// Expected result: deallocation should happen after affine.if op.
#set = affine_set<() : (0 >= 0)>
func.func @test_affine_if_2() -> memref<10xf32> {
  %alloc0 = memref.alloc() : memref<10xf32>
  %0 = affine.if #set() -> memref<10xf32> {
    affine.yield %alloc0 : memref<10xf32>
  } else {
    %alloc = memref.alloc() : memref<10xf32>
    affine.yield %alloc : memref<10xf32>
  }
  return %0 : memref<10xf32>
}
// CHECK-LABEL: func @test_affine_if_2
//       CHECK: [[ALLOC:%.+]] = memref.alloc()
//       CHECK: [[V0:%.+]]:2 = affine.if
//       CHECK:   affine.yield [[ALLOC]], %false
//       CHECK:   [[ALLOC1:%.+]] = memref.alloc()
//       CHECK:   affine.yield [[ALLOC1]], %true
//       CHECK: [[V1:%.+]] = scf.if [[V0]]#1
//       CHECK:   scf.yield [[V0]]#0
//       CHECK:   [[CLONE:%.+]] = bufferization.clone [[V0]]#0
//       CHECK:   scf.yield [[CLONE]]
//       CHECK: [[BASE:%[a-zA-Z0-9_]+]],{{.*}} = memref.extract_strided_metadata [[V0]]#0
//       CHECK: bufferization.dealloc ([[ALLOC]], [[BASE]] :{{.*}}) if (%true{{[0-9_]*}}, [[V0]]#1) retain ([[V1]] :
//       CHECK: return [[V1]]

// -----

// Memref allocated before parent IfOp and used in `else` region.
// Expected result: deallocation should happen after affine.if op.
#set = affine_set<() : (0 >= 0)>
func.func @test_affine_if_3() -> memref<10xf32> {
  %alloc0 = memref.alloc() : memref<10xf32>
  %0 = affine.if #set() -> memref<10xf32> {
    %alloc = memref.alloc() : memref<10xf32>
    affine.yield %alloc : memref<10xf32>
  } else {
    affine.yield %alloc0 : memref<10xf32>
  }
  return %0 : memref<10xf32>
}

// CHECK-LABEL: func @test_affine_if_3
//       CHECK: [[ALLOC:%.+]] = memref.alloc()
//       CHECK: [[V0:%.+]]:2 = affine.if
//       CHECK:   [[ALLOC1:%.+]] = memref.alloc()
//       CHECK:   affine.yield [[ALLOC1]], %true
//       CHECK:   affine.yield [[ALLOC]], %false
//       CHECK: [[V1:%.+]] = scf.if [[V0]]#1
//       CHECK:   scf.yield [[V0]]#0
//       CHECK:   [[CLONE:%.+]] = bufferization.clone [[V0]]#0
//       CHECK:   scf.yield [[CLONE]]
//       CHECK: [[BASE:%[a-zA-Z0-9_]+]],{{.*}} = memref.extract_strided_metadata [[V0]]#0
//       CHECK: bufferization.dealloc ([[ALLOC]], [[BASE]] :{{.*}}) if (%true{{[0-9_]*}}, [[V0]]#1) retain ([[V1]]
//       CHECK: return [[V1]]
