//! The loop utilities and passes through the public API (their outputs
//! against `mlir-opt` 19 are checked by `ir-opt`'s upstream driver).

use affine::transforms::loop_utils::{constant_trip_count, normalize_affine_for};
use affine::transforms::unroll::loop_unroll_full;
use affine::AffineForOp;

fn context() -> ir::Context {
    let mut ctx = ir::Context::new();
    func::register(&mut ctx);
    arith::register(&mut ctx);
    memref::register(&mut ctx);
    affine::register(&mut ctx);
    ctx
}

/// The module's loops in pre-order.
fn loops(ctx: &ir::Context, m: ir::Operation) -> Vec<AffineForOp> {
    ctx.walk_preorder(m)
        .into_iter()
        .filter_map(|o| AffineForOp::cast(ctx, o))
        .collect()
}

#[test]
fn trip_counts_are_the_least_constant_of_the_upper_bounds() {
    let mut ctx = context();
    let text = "func.func @f(%n: index) {\n  affine.for %i = 2 to 11 step 3 {\n  }\n  affine.for %j = 0 to min affine_map<()[s0] -> (7, s0)>()[%n] {\n  }\n  affine.for %k = 5 to 1 {\n  }\n  return\n}\n";
    let m = ir::parse_source(&mut ctx, text, "in.mlir").expect("parses");
    let ls = loops(&ctx, m);
    assert_eq!(constant_trip_count(&mut ctx, ls[0]), Some(3));
    assert_eq!(constant_trip_count(&mut ctx, ls[1]), None);
    assert_eq!(constant_trip_count(&mut ctx, ls[2]), Some(0));
}

#[test]
fn a_normalized_loop_runs_from_zero_by_ones() {
    let mut ctx = context();
    let text = "func.func @f(%m: memref<100xf32>) {\n  affine.for %i = 2 to 20 step 3 {\n    %v = affine.load %m[%i] : memref<100xf32>\n  }\n  return\n}\n";
    let m = ir::parse_source(&mut ctx, text, "in.mlir").expect("parses");
    let l = loops(&ctx, m)[0];
    assert!(normalize_affine_for(&mut ctx, l, false));
    ir::verify(&ctx, m).expect("verifies");
    let out = ir::print_operation(&ctx, m, &ir::PrintOptions::default());
    assert!(out.contains("affine.for %arg1 = 0 to 6 {"), "{out}");
    assert!(out.contains("affine_map<(d0) -> (d0 * 3 + 2)>"), "{out}");
}

#[test]
fn a_full_unroll_copies_the_body_per_iteration() {
    let mut ctx = context();
    let text = "func.func @f(%m: memref<4xf32>, %v: f32) {\n  affine.for %i = 0 to 4 {\n    affine.store %v, %m[%i] : memref<4xf32>\n  }\n  return\n}\n";
    let m = ir::parse_source(&mut ctx, text, "in.mlir").expect("parses");
    let l = loops(&ctx, m)[0];
    assert!(loop_unroll_full(&mut ctx, l));
    ir::verify(&ctx, m).expect("verifies");
    assert!(loops(&ctx, m).is_empty());
    let out = ir::print_operation(&ctx, m, &ir::PrintOptions::default());
    assert_eq!(out.matches("affine.store").count(), 4, "{out}");
}
