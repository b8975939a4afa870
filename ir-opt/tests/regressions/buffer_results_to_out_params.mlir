// FLAGS: --allow-unregistered-dialect --buffer-results-to-out-params --split-input-file
// EXIT: 1
// Upstream's buffer-results-to-out-params.mlir with its test ops renamed foo (unregistered).

func.func @basic() -> (memref<f32>) {
  %0 = "foo.source"() : () -> (memref<f32>)
  return %0 : memref<f32>
}

func.func @presence_of_existing_arguments(%arg0: memref<1xf32>) -> (memref<2xf32>) {
  %0 = "foo.source"() : () -> (memref<2xf32>)
  return %0 : memref<2xf32>
}

func.func @multiple_results() -> (memref<1xf32>, memref<2xf32>) {
  %0, %1 = "foo.source"() : () -> (memref<1xf32>, memref<2xf32>)
  return %0, %1 : memref<1xf32>, memref<2xf32>
}

func.func @non_memref_types() -> (i1, memref<f32>, i32) {
  %0, %1, %2 = "foo.source"() : () -> (i1, memref<f32>, i32)
  return %0, %1, %2 : i1, memref<f32>, i32
}

func.func private @external_function() -> (memref<f32>)
func.func private @result_attrs() -> (memref<f32> {foo.some_attr})
func.func private @mixed_result_attrs() -> (memref<1xf32>, memref<2xf32> {foo.some_attr}, memref<3xf32>)

// -----

func.func private @callee() -> memref<1xf32>

func.func @call_basic() {
  %0 = call @callee() : () -> memref<1xf32>
  "foo.sink"(%0) : (memref<1xf32>) -> ()
  return
}

// -----

func.func private @callee() -> (memref<1xf32>, memref<2xf32>)

func.func @call_multiple_result() {
  %0, %1 = call @callee() : () -> (memref<1xf32>, memref<2xf32>)
  "foo.sink"(%0, %1) : (memref<1xf32>, memref<2xf32>) -> ()
}

// -----

func.func private @callee() -> (i1, memref<1xf32>, i32)

func.func @call_non_memref_result() {
  %0, %1, %2 = call @callee() : () -> (i1, memref<1xf32>, i32)
  "foo.sink"(%0, %1, %2) : (i1, memref<1xf32>, i32) -> ()
}

// -----

func.func private @callee() -> (memref<?xf32>)

func.func @call_non_memref_result() {
  // expected-error @+1 {{cannot create out param for dynamically shaped result}}
  %0 = call @callee() : () -> (memref<?xf32>)
  "foo.sink"(%0) : (memref<?xf32>) -> ()
}
