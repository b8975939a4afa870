// FLAGS: --allow-unregistered-dialect -p builtin.module(buffer-results-to-out-params{add-result-attr}) --split-input-file
// Upstream's buffer-results-to-out-params-add-result-attr.mlir with its test ops renamed foo (unregistered).

func.func @basic() -> (memref<f32>) {
  %0 = "foo.source"() : () -> (memref<f32>)
  return %0 : memref<f32>
}

// -----

func.func @multiple_results() -> (memref<1xf32>, memref<2xf32>) {
  %0, %1 = "foo.source"() : () -> (memref<1xf32>, memref<2xf32>)
  return %0, %1 : memref<1xf32>, memref<2xf32>
}
