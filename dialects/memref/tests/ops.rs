//! The memref ops through the IR: custom forms printed as `mlir-opt` 19
//! prints them (the expected texts are its output), and verifier
//! messages as upstream's `MemRefOps.cpp` words them.

fn context() -> ir::Context {
    let mut ctx = ir::Context::new();
    func::register(&mut ctx);
    arith::register(&mut ctx);
    memref::register(&mut ctx);
    ctx
}

/// The module `src` parses, verifies and prints as.
fn round_trip(src: &str) -> String {
    let mut ctx = context();
    let module = ir::parse_source(&mut ctx, src, "input.mlir").expect("parses");
    ir::verify(&ctx, module).expect("verifies");
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
    let src = r#"func.func @f(%m: memref<8x?xf32>, %i: index, %v: f32) {
  %a = memref.alloc(%i) : memref<4x?xf32>
  %s = memref.subview %m[0, %i] [4, 4] [1, 1] : memref<8x?xf32> to memref<4x4xf32, strided<[?, 1], offset: ?>>
  %r = memref.atomic_rmw addf %v, %a[%i, %i] : (f32, memref<4x?xf32>) -> f32
  %g = memref.generic_atomic_rmw %a[%i, %i] : memref<4x?xf32> {
  ^bb0(%x: f32):
    %y = arith.addf %x, %v : f32
    memref.atomic_yield %y : f32
  }
  memref.prefetch %a[%i, %i], read, locality<3>, data : memref<4x?xf32>
  %t = memref.transpose %m (i, j) -> (j, i) : memref<8x?xf32> to memref<?x8xf32, strided<[1, ?]>>
  memref.dealloc %a : memref<4x?xf32>
  return
}
memref.global "private" constant @c : memref<2xi32> = dense<[1, 2]> {alignment = 64 : i64}
"#;
    let want = r#"module {
  func.func @f(%arg0: memref<8x?xf32>, %arg1: index, %arg2: f32) {
    %alloc = memref.alloc(%arg1) : memref<4x?xf32>
    %subview = memref.subview %arg0[0, %arg1] [4, 4] [1, 1] : memref<8x?xf32> to memref<4x4xf32, strided<[?, 1], offset: ?>>
    %0 = memref.atomic_rmw addf %arg2, %alloc[%arg1, %arg1] : (f32, memref<4x?xf32>) -> f32
    %1 = memref.generic_atomic_rmw %alloc[%arg1, %arg1] : memref<4x?xf32> {
    ^bb0(%arg3: f32):
      %2 = arith.addf %arg3, %arg2 : f32
      memref.atomic_yield %2 : f32
    }
    memref.prefetch %alloc[%arg1, %arg1], read, locality<3>, data : memref<4x?xf32>
    %transpose = memref.transpose %arg0 (d0, d1) -> (d1, d0) : memref<8x?xf32> to memref<?x8xf32, strided<[1, ?]>>
    memref.dealloc %alloc : memref<4x?xf32>
    return
  }
  memref.global "private" constant @c : memref<2xi32> = dense<[1, 2]> {alignment = 64 : i64}
}
"#;
    assert_eq!(round_trip(src), want);
}

#[test]
fn alloca_scope_prints_its_terminator_only_with_results() {
    let src = "func.func @f() {\n  memref.alloca_scope {\n  }\n  %0 = memref.alloca_scope -> (f32) {\n    %c = arith.constant 1.0 : f32\n    memref.alloca_scope.return %c : f32\n  }\n  return\n}\n";
    let text = round_trip(src);
    assert!(
        text.contains("    memref.alloca_scope  {\n    }\n"),
        "{text}"
    );
    assert!(
        text.contains("%0 = memref.alloca_scope  -> (f32) {"),
        "{text}"
    );
    assert!(
        text.contains("      memref.alloca_scope.return %cst : f32\n"),
        "{text}"
    );
}

#[test]
fn verifiers_use_upstream_messages() {
    let cases = [
        (
            "func.func @f(%i: index) {\n  %0 = memref.alloc(%i, %i) : memref<?xf32>\n  return\n}",
            "'memref.alloc' op dimension operand count does not equal memref dynamic dimension count",
        ),
        (
            "func.func @f(%m: memref<4xf32>, %i: index) {\n  %0 = memref.load %m[%i, %i] : memref<4xf32>\n  return\n}",
            "'memref.load' op incorrect number of indices for load, expected 1 but got 2",
        ),
        (
            "func.func @f(%m: memref<8x16x4xf32>) {\n  %0 = memref.subview %m[0, 0, 0] [8, 16, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<16x4xf32>\n  return\n}",
            "expected result type to be 'memref<8x16x4xf32, strided<[64, 4, 1]>>' or a rank-reduced version. (mismatch of result sizes) ",
        ),
        (
            "func.func @f(%m: memref<12x4xf32>) {\n  %0 = memref.collapse_shape %m [[0], [1]] : memref<12x4xf32> into memref<48xf32>\n  return\n}",
            "'memref.collapse_shape' op invalid number of reassociation groups: found 2, expected 1",
        ),
        (
            "memref.global @g : memref<2xf32> = dense<1.0> {alignment = 63}",
            "alignment attribute value 63 is not a power of 2",
        ),
    ];
    for (src, want) in cases {
        assert_eq!(verify_error(src), want, "{src}");
    }
}

#[test]
fn layouts_given_as_affine_maps_have_strides() {
    // d0 * 8 + s0 + d1: strides [8, 1], a dynamic offset (mlir-opt 19
    // accepts the first subview and rejects the second with this text).
    let good = "func.func @f(%m: memref<4x8xf32, affine_map<(d0, d1)[s0] -> (d0 * 8 + s0 + d1)>>) {\n  %0 = memref.subview %m[1, 2] [2, 2] [1, 1] : memref<4x8xf32, affine_map<(d0, d1)[s0] -> (d0 * 8 + s0 + d1)>> to memref<2x2xf32, strided<[8, 1], offset: ?>>\n  return\n}";
    let text = round_trip(good);
    assert!(
        text.contains("memref<4x8xf32, #map> to memref<2x2xf32, strided<[8, 1], offset: ?>>"),
        "{text}"
    );
    let bad = good.replace("offset: ?>>\n", "offset: 10>>\n");
    assert_eq!(
        verify_error(&bad),
        "expected result type to be 'memref<2x2xf32, strided<[8, 1], offset: ?>>' or a rank-reduced version. (mismatch of result layout) "
    );
}
