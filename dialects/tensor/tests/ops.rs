//! The tensor ops through the IR: custom forms printed as `mlir-opt` 19
//! prints them and canonicalization as `mlir-opt --canonicalize` 19 does
//! (the expected texts are its output), and verifier messages as
//! upstream's `TensorOps.cpp` words them.

fn context() -> ir::Context {
    let mut ctx = ir::Context::new();
    func::register(&mut ctx);
    arith::register(&mut ctx);
    tensor::register(&mut ctx);
    ctx
}

/// The module `src` parses as, verified, after `run` (if any).
fn process(src: &str, canonicalize: bool) -> String {
    let mut ctx = context();
    let module = ir::parse_source(&mut ctx, src, "input.mlir").expect("parses");
    ir::verify(&ctx, module).expect("verifies");
    if canonicalize {
        let patterns = ir::rewrite::canonicalization_patterns(&mut ctx);
        ir::apply_patterns_greedily(&mut ctx, module, &patterns, ir::GreedyConfig::default())
            .expect("converges");
        ir::verify(&ctx, module).expect("still verifies");
    }
    ir::print_operation(&ctx, module, &ir::PrintOptions::default())
}

/// The verifier's message for `src`, which parses.
fn verify_error(src: &str) -> String {
    let mut ctx = context();
    let module = ir::parse_source(&mut ctx, src, "input.mlir").expect("parses");
    ir::verify(&ctx, module).expect_err("is rejected").message
}

#[test]
fn custom_forms_print_as_mlir_opt() {
    let src = r#"func.func @f(%t: tensor<4x?xf32>, %i: index, %v: f32, %idx: tensor<2x1xindex>) -> tensor<4x?xf32> {
  %e = tensor.empty(%i) : tensor<4x?xf32>
  %s = tensor.extract_slice %t[0, %i] [2, 2] [1, 1] : tensor<4x?xf32> to tensor<2x2xf32>
  %r = tensor.insert_slice %s into %e[0, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x?xf32>
  %p = tensor.pad %s low[1, 1] high[%i, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<2x2xf32> to tensor<?x3xf32>
  %c = tensor.collapse_shape %s [[0, 1]] : tensor<2x2xf32> into tensor<4xf32>
  %x = tensor.expand_shape %c [[0, 1]] output_shape [2, 2] : tensor<4xf32> into tensor<2x2xf32>
  %g = tensor.gather %t[%idx] gather_dims([0]) unique : (tensor<4x?xf32>, tensor<2x1xindex>) -> tensor<2x1x?xf32>
  %el = tensor.from_elements %v, %v : tensor<2xf32>
  %sp = tensor.splat %v[%i] : tensor<?x4xf32>
  %pk = tensor.empty() : tensor<1x2x2x1xf32>
  %pack = tensor.pack %x inner_dims_pos = [0, 1] inner_tiles = [2, 1] into %pk : tensor<2x2xf32> -> tensor<1x2x2x1xf32>
  %gen = tensor.generate %i {
  ^bb0(%a: index):
    tensor.yield %v : f32
  } : tensor<?xf32>
  %cat = tensor.concat dim(0) %s, %s : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<4x2xf32>
  return %r : tensor<4x?xf32>
}
"#;
    let want = r#"module {
  func.func @f(%arg0: tensor<4x?xf32>, %arg1: index, %arg2: f32, %arg3: tensor<2x1xindex>) -> tensor<4x?xf32> {
    %0 = tensor.empty(%arg1) : tensor<4x?xf32>
    %extracted_slice = tensor.extract_slice %arg0[0, %arg1] [2, 2] [1, 1] : tensor<4x?xf32> to tensor<2x2xf32>
    %inserted_slice = tensor.insert_slice %extracted_slice into %0[0, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x?xf32>
    %padded = tensor.pad %extracted_slice low[1, 1] high[%arg1, 0] {
    ^bb0(%arg4: index, %arg5: index):
      tensor.yield %arg2 : f32
    } : tensor<2x2xf32> to tensor<?x3xf32>
    %collapsed = tensor.collapse_shape %extracted_slice [[0, 1]] : tensor<2x2xf32> into tensor<4xf32>
    %expanded = tensor.expand_shape %collapsed [[0, 1]] output_shape [2, 2] : tensor<4xf32> into tensor<2x2xf32>
    %gather = tensor.gather %arg0[%arg3] gather_dims([0]) unique : (tensor<4x?xf32>, tensor<2x1xindex>) -> tensor<2x1x?xf32>
    %from_elements = tensor.from_elements %arg2, %arg2 : tensor<2xf32>
    %splat = tensor.splat %arg2[%arg1] : tensor<?x4xf32>
    %1 = tensor.empty() : tensor<1x2x2x1xf32>
    %pack = tensor.pack %expanded inner_dims_pos = [0, 1] inner_tiles = [2, 1] into %1 : tensor<2x2xf32> -> tensor<1x2x2x1xf32>
    %generated = tensor.generate %arg1 {
    ^bb0(%arg4: index):
      tensor.yield %arg2 : f32
    } : tensor<?xf32>
    %concat = tensor.concat dim(0) %extracted_slice, %extracted_slice : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<4x2xf32>
    return %inserted_slice : tensor<4x?xf32>
  }
}
"#;
    assert_eq!(process(src, false), want);
}

#[test]
fn canonicalize_folds_casts_slices_dims_and_constants() {
    let src = r#"func.func @g(%t: tensor<4x4xf32>, %i: index) -> (tensor<2x2xf32>, index, f32) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %cast = tensor.cast %t : tensor<4x4xf32> to tensor<?x?xf32>
  %s = tensor.extract_slice %cast[%c0, %i] [%c2, 2] [1, 1] : tensor<?x?xf32> to tensor<?x2xf32>
  %r = tensor.cast %s : tensor<?x2xf32> to tensor<2x2xf32>
  %d = tensor.dim %cast, %c0 : tensor<?x?xf32>
  %cst = arith.constant dense<2.0> : tensor<4xf32>
  %e = tensor.extract %cst[%i] : tensor<4xf32>
  return %r, %d, %e : tensor<2x2xf32>, index, f32
}
"#;
    let want = r#"module {
  func.func @g(%arg0: tensor<4x4xf32>, %arg1: index) -> (tensor<2x2xf32>, index, f32) {
    %cst = arith.constant 2.000000e+00 : f32
    %c4 = arith.constant 4 : index
    %extracted_slice = tensor.extract_slice %arg0[0, %arg1] [2, 2] [1, 1] : tensor<4x4xf32> to tensor<2x2xf32>
    return %extracted_slice, %c4, %cst : tensor<2x2xf32>, index, f32
  }
}
"#;
    assert_eq!(process(src, true), want);
}

#[test]
fn verifier_messages_are_upstreams() {
    let cases = [
        (
            "func.func @f(%t: tensor<4xf32>, %i: index) -> f32 {
               %v = tensor.extract %t[%i, %i] : tensor<4xf32>
               return %v : f32
             }",
            "'tensor.extract' op incorrect number of indices for extract_element",
        ),
        (
            "func.func @f(%t: tensor<8x16xf32>) -> tensor<4x4xf32> {
               %s = tensor.extract_slice %t[0, 0] [4, 8] [1, 1] : tensor<8x16xf32> to tensor<4x4xf32>
               return %s : tensor<4x4xf32>
             }",
            "expected type to be 'tensor<4x8xf32>' or a rank-reduced version. (size mismatch) ",
        ),
        (
            "func.func @f(%t: tensor<2x3xf32>) -> tensor<7xf32> {
               %c = tensor.collapse_shape %t [[0, 1]] : tensor<2x3xf32> into tensor<7xf32>
               return %c : tensor<7xf32>
             }",
            "'tensor.collapse_shape' op expected dimension 0 of collapsed type to be static value of 6",
        ),
        (
            "func.func @f(%t: tensor<2xf32>, %v: f32) -> tensor<4xf32> {
               %p = tensor.pad %t low[1] high[2] {
               ^bb0(%i: index):
                 tensor.yield %v : f32
               } : tensor<2xf32> to tensor<4xf32>
               return %p : tensor<4xf32>
             }",
            "specified type 'tensor<4xf32>' does not match the inferred type 'tensor<5xf32>'",
        ),
        (
            "func.func @f(%i: index) -> tensor<?x?xf32> {
               %e = tensor.empty(%i) : tensor<?x?xf32>
               return %e : tensor<?x?xf32>
             }",
            "'tensor.empty' op incorrect number of dynamic sizes, has 1, expected 2",
        ),
        (
            "func.func @f(%t: tensor<2xf32>) -> tensor<5xf32> {
               %c = tensor.concat dim(0) %t, %t : (tensor<2xf32>, tensor<2xf32>) -> tensor<5xf32>
               return %c : tensor<5xf32>
             }",
            "'tensor.concat' op result type 'tensor<5xf32>'does not match inferred shape 'tensor<4xf32>' static sizes",
        ),
    ];
    for (src, want) in cases {
        assert_eq!(verify_error(src), want, "{src}");
    }
}
