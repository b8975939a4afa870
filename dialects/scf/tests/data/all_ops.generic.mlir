"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, i1, f32, i32) -> f32, sym_name = "all"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: index, %arg3: i1, %arg4: f32, %arg5: i32):
    %0 = "scf.for"(%arg0, %arg1, %arg2, %arg4) ({
    ^bb0(%arg16: index, %arg17: f32):
      %7 = "arith.addf"(%arg17, %arg17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "scf.yield"(%7) : (f32) -> ()
    }) : (index, index, index, f32) -> f32
    "scf.for"(%arg5, %arg5, %arg5) ({
    ^bb0(%arg15: i32):
      "scf.yield"() : () -> ()
    }) : (i32, i32, i32) -> ()
    %1 = "scf.if"(%arg3) ({
      "scf.yield"(%0) : (f32) -> ()
    }, {
      "scf.yield"(%arg4) : (f32) -> ()
    }) : (i1) -> f32
    "scf.if"(%arg3) ({
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    %2 = "scf.while"(%arg4) ({
    ^bb0(%arg14: f32):
      "scf.condition"(%arg3, %arg14) : (i1, f32) -> ()
    }, {
    ^bb0(%arg13: f32):
      "scf.yield"(%arg13) : (f32) -> ()
    }) : (f32) -> f32
    %3 = "scf.execute_region"() ({
      "scf.yield"(%arg5) : (i32) -> ()
    }) : () -> i32
    %4 = "scf.index_switch"(%arg0) <{cases = array<i64: 2>}> ({
      "scf.yield"(%1) : (f32) -> ()
    }, {
      "scf.yield"(%arg4) : (f32) -> ()
    }) : (index) -> f32
    %5 = "scf.parallel"(%arg0, %arg0, %arg1, %arg1, %arg2, %arg2, %arg4) <{operandSegmentSizes = array<i32: 2, 2, 2, 1>}> ({
    ^bb0(%arg9: index, %arg10: index):
      "scf.reduce"(%arg4) ({
      ^bb0(%arg11: f32, %arg12: f32):
        %6 = "arith.mulf"(%arg11, %arg12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "scf.reduce.return"(%6) : (f32) -> ()
      }) : (f32) -> ()
    }) : (index, index, index, index, index, index, f32) -> f32
    "scf.forall"(%arg1) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: 4, -9223372036854775808>}> ({
    ^bb0(%arg7: index, %arg8: index):
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : (index) -> ()
    "scf.forall"(%arg0, %arg1) <{mapping = [], operandSegmentSizes = array<i32: 1, 1, 0, 0>, staticLowerBound = array<i64: -9223372036854775808>, staticStep = array<i64: 2>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%arg6: index):
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : (index, index) -> ()
    "func.return"(%5) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

