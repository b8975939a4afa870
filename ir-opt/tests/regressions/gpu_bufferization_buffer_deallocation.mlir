// FLAGS: -buffer-deallocation-pipeline --allow-unregistered-dialect
// Upstream's GPU/bufferization-buffer-deallocation.mlir with test.read_buffer as a call to a declared function (the test dialect is not shipped).
func.func private @read_buffer_0(memref<2xf32>)
func.func @gpu_launch() {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%arg0, %arg1, %arg2) in (%arg6 = %c1, %arg7 = %c1, %arg8 = %c1)
    threads(%arg3, %arg4, %arg5) in (%arg9 = %c1, %arg10 = %c1, %arg11 = %c1) {
    %alloc = memref.alloc() : memref<2xf32>
    func.call @read_buffer_0(%alloc) : (memref<2xf32>) -> ()
    gpu.terminator
  }
  return
}
