// FLAGS: --convert-gpu-to-rocdl --split-input-file
// gpu.all_reduce lowered by the GPU conversions' first rewrites: reduction kinds, a body of several blocks, a function with attributions already.
gpu.module @kinds {
  gpu.func @kinds(%arg0: f32, %arg1: i32, %out: memref<4xf32>, %iout: memref<4xi32>)
      workgroup(%w: memref<8xf32, #gpu.address_space<workgroup>>)
      private(%p: memref<2xi32, #gpu.address_space<private>>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = gpu.all_reduce maxnumf %arg0 uniform {} : (f32) -> (f32)
    %1 = gpu.all_reduce minsi %arg1 uniform {} : (i32) -> (i32)
    memref.store %0, %out[%c0] : memref<4xf32>
    memref.store %1, %iout[%c1] : memref<4xi32>
    memref.store %0, %w[%c1] : memref<8xf32, #gpu.address_space<workgroup>>
    memref.store %1, %p[%c1] : memref<2xi32, #gpu.address_space<private>>
    gpu.return
  }
}

// -----

gpu.module @body {
  gpu.func @body(%arg0: i32, %out: memref<1xi32>) {
    %c0 = arith.constant 0 : index
    %0 = gpu.all_reduce %arg0 uniform {
    ^bb0(%lhs : i32, %rhs : i32):
      %flag = arith.cmpi slt, %lhs, %rhs : i32
      cf.cond_br %flag, ^bb1, ^bb2
    ^bb1:
      %m = arith.muli %lhs, %rhs : i32
      "gpu.yield"(%m) : (i32) -> ()
    ^bb2:
      %s = arith.subi %lhs, %rhs : i32
      "gpu.yield"(%s) : (i32) -> ()
    } : (i32) -> (i32)
    memref.store %0, %out[%c0] : memref<1xi32>
    gpu.return
  }
}
