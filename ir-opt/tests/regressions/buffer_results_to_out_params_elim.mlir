// FLAGS: --allow-unregistered-dialect -p builtin.module(buffer-results-to-out-params{hoist-static-allocs})
// Upstream's buffer-results-to-out-params-elim.mlir with its test ops renamed foo (unregistered).

func.func @basic() -> (memref<8x64xf32>) {
  %b = memref.alloc() : memref<8x64xf32>
  "foo.source"(%b)  : (memref<8x64xf32>) -> ()
  return %b : memref<8x64xf32>
}

func.func @basic_no_change() -> (memref<f32>) {
  %0 = "foo.source"() : () -> (memref<f32>)
  return %0 : memref<f32>
}

func.func @basic_dynamic(%d: index) -> (memref<?xf32>) {
  %b = memref.alloc(%d) : memref<?xf32>
  "foo.source"(%b)  : (memref<?xf32>) -> ()
  return %b : memref<?xf32>
}
