module {
  func.func @all(%arg0: index, %arg1: index, %arg2: index, %arg3: i1, %arg4: f32, %arg5: i32) -> f32 {
    %0 = scf.for %arg6 = %arg0 to %arg1 step %arg2 iter_args(%arg7 = %arg4) -> (f32) {
      %6 = arith.addf %arg7, %arg7 : f32
      scf.yield %6 : f32
    }
    scf.for %arg6 = %arg5 to %arg5 step %arg5  : i32 {
    }
    %1 = scf.if %arg3 -> (f32) {
      scf.yield %0 : f32
    } else {
      scf.yield %arg4 : f32
    }
    scf.if %arg3 {
    }
    %2 = scf.while (%arg6 = %arg4) : (f32) -> f32 {
      scf.condition(%arg3) %arg6 : f32
    } do {
    ^bb0(%arg6: f32):
      scf.yield %arg6 : f32
    }
    %3 = scf.execute_region -> i32 {
      scf.yield %arg5 : i32
    }
    %4 = scf.index_switch %arg0 -> f32 
    case 2 {
      scf.yield %arg4 : f32
    }
    default {
      scf.yield %1 : f32
    }
    %5 = scf.parallel (%arg6, %arg7) = (%arg0, %arg0) to (%arg1, %arg1) step (%arg2, %arg2) init (%arg4) -> f32 {
      scf.reduce(%arg4 : f32) {
      ^bb0(%arg8: f32, %arg9: f32):
        %6 = arith.mulf %arg8, %arg9 : f32
        scf.reduce.return %6 : f32
      }
    }
    scf.forall (%arg6, %arg7) in (4, %arg1) {
    }
    scf.forall (%arg6) = (%arg0) to (%arg1) step (2) {
    } {mapping = []}
    return %5 : f32
  }
}

