// FLAGS: --split-input-file --allow-unregistered-dialect --affine-loop-coalescing --cse
// The affine.for cases of upstream's Dialect/Affine/loop-coalescing.mlir,
// whose "test.foo" ops (the test dialect) are unregistered "foo" ops here,
// and scf.for nests with iteration arguments and several bands.

func.func @coalesce_affine_for() {
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 64 {
      affine.for %k = 0 to 8 {
        "foo"(%i, %j, %k) : (index, index, index) -> ()
      }
    }
  }
  return
}

// -----

// Check coalescing of affine.for loops when all the loops have non constant upper bounds.
func.func @coalesce_affine_for(%arg0: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %M = memref.dim %arg0, %c0 : memref<?x?xf32>
  %N = memref.dim %arg0, %c0 : memref<?x?xf32>
  %K = memref.dim %arg0, %c0 : memref<?x?xf32>
  affine.for %i = 0 to %M {
    affine.for %j = 0 to %N {
      affine.for %k = 0 to %K {
      "foo"(%i, %j, %k) : (index, index, index) -> ()
      }
    }
  }
  return
}

// -----

// Check coalescing of affine.for loops when some of the loop has constant upper bounds while others have nin constant upper bounds.
func.func @coalesce_affine_for(%arg0: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %M = memref.dim %arg0, %c0 : memref<?x?xf32>
  %N = memref.dim %arg0, %c0 : memref<?x?xf32>
  affine.for %i = 0 to %M {
    affine.for %j = 0 to %N {
      affine.for %k = 0 to 64 {
      "foo"(%i, %j, %k) : (index, index, index) -> ()
      }
    }
  }
  return
}

// -----

// Check coalescing of affine.for loops when upper bound contains multi result upper bound map.
#myMap = affine_map<()[s1] -> (s1, -s1)>
func.func @coalesce_affine_for(%arg0: memref<?x?xf32>) {
 %c0 = arith.constant 0 : index
 %M = memref.dim %arg0, %c0 : memref<?x?xf32>
 %N = memref.dim %arg0, %c0 : memref<?x?xf32>
 %K = memref.dim %arg0, %c0 : memref<?x?xf32>
 affine.for %i = 0 to min #myMap()[%M] {
   affine.for %j = 0 to %N {
     affine.for %k = 0 to %K {
     "foo"(%i, %j, %k) : (index, index, index) -> ()
     }
   }
 }
 return
}

// -----

#map0 = affine_map<(d0) -> (d0 * 110)>
#map1 = affine_map<(d0) -> (696, d0 * 110 + 110)>
func.func @test_loops_do_not_get_coalesced() {
  affine.for %i = 0 to 7 {
    affine.for %j = #map0(%i) to min #map1(%i) {
      "use"(%i, %j) : (index, index) -> ()
    }
  }
  return
}

// -----

// Iteration arguments chained through the nest; i32 bounds; a unit trip
// count in the middle.
func.func @iter_args(%lb: i32, %ub: i32, %init: f32) -> f32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  %r = scf.for %i = %lb to %ub step %c3 iter_args(%a = %init) -> (f32) : i32 {
    %s = scf.for %j = %c0 to %c1 step %c1 iter_args(%b = %a) -> (f32) : i32 {
      %t = scf.for %k = %c1 to %ub step %c1 iter_args(%c = %b) -> (f32) : i32 {
        %v = "foo"(%i, %j, %k, %c) : (i32, i32, i32, f32) -> f32
        scf.yield %v : f32
      }
      scf.yield %t : f32
    }
    scf.yield %s : f32
  }
  return %r : f32
}

// -----

// The chain breaks: the inner loop does not take the outer one's argument.
func.func @broken_chain(%n: index, %init: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %init) -> (f32) {
    %s = scf.for %j = %c0 to %n step %c1 iter_args(%b = %init) -> (f32) {
      %v = "foo"(%i, %j, %a, %b) : (index, index, f32, f32) -> f32
      scf.yield %v : f32
    }
    scf.yield %s : f32
  }
  return %r : f32
}

// -----

// Leading unit trip counts, and a nest inside a coalesced body.
func.func @leading_ones(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %i = %c0 to %c1 step %c1 {
    scf.for %j = %c0 to %c1 step %c1 {
      scf.for %k = %c2 to %n step %c2 {
        scf.for %l = %c0 to %k step %c1 {
          scf.for %m = %c0 to %k step %c1 {
            "foo"(%i, %j, %k, %l, %m) : (index, index, index, index, index) -> ()
          }
        }
      }
    }
  }
  return
}

// -----

// Affine loops that are not normalized are left alone; a band below them
// is coalesced.
func.func @affine_unnormalized(%n: index) {
  affine.for %i = 1 to 10 step 2 {
    affine.for %j = 0 to %n {
      affine.for %k = 0 to 7 {
        "foo"(%i, %j, %k) : (index, index, index) -> ()
      }
    }
  }
  return
}
