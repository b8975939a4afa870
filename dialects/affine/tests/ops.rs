//! The affine ops through the public API: custom forms read and printed
//! back, the dimension and symbol rules, folders.

fn context() -> ir::Context {
    let mut ctx = ir::Context::new();
    func::register(&mut ctx);
    arith::register(&mut ctx);
    memref::register(&mut ctx);
    affine::register(&mut ctx);
    ctx
}

fn round_trip(text: &str) -> String {
    let mut ctx = context();
    let m = ir::parse_source(&mut ctx, text, "in.mlir").expect("parses");
    ir::verify(&ctx, m).expect("verifies");
    ir::print_operation(&ctx, m, &ir::PrintOptions::default())
}

#[test]
fn loads_and_stores_print_their_maps_over_ssa_values() {
    let text = "module {\n  func.func @f(%arg0: memref<4x4xf32>, %arg1: index, %arg2: index) {\n    affine.for %arg3 = 0 to %arg1 step 2 {\n      %0 = affine.load %arg0[%arg3 + 1, symbol(%arg2) * 2] : memref<4x4xf32>\n      affine.store %0, %arg0[%arg3, %arg3 - symbol(%arg2)] : memref<4x4xf32>\n    }\n    return\n  }\n}\n";
    assert_eq!(round_trip(text), text);
}

#[test]
fn bounds_with_several_results_need_max_and_min() {
    let text = "#map = affine_map<(d0)[s0] -> (d0, s0)>\nmodule {\n  func.func @f(%arg0: index, %arg1: index) {\n    affine.for %arg2 = max #map(%arg0)[%arg1] to min #map(%arg1)[%arg0] {\n    }\n    return\n  }\n}\n";
    assert_eq!(round_trip(text), text);
    let mut ctx = context();
    let bad = "func.func @f(%a: index) {\n  affine.for %i = affine_map<(d0) -> (d0, 0)>(%a) to 10 {\n  }\n  return\n}\n";
    let err = ir::parse_source(&mut ctx, bad, "in.mlir").expect_err("needs max");
    assert!(
        format!("{err:?}").contains("requires 'max' prefix"),
        "{err:?}"
    );
}

#[test]
fn a_value_defined_in_a_loop_is_not_a_symbol() {
    let mut ctx = context();
    let text = "func.func @f(%m: memref<10xf32>, %n: index) {\n  affine.for %i = 0 to 10 {\n    %j = arith.muli %i, %n : index\n    %v = affine.load %m[%j] : memref<10xf32>\n  }\n  return\n}\n";
    let m = ir::parse_source(&mut ctx, text, "in.mlir").expect("parses");
    let err = ir::verify(&ctx, m).expect_err("not affine");
    assert!(
        format!("{err:?}").contains("index must be a valid dimension or symbol identifier"),
        "{err:?}"
    );
}

#[test]
fn an_apply_of_constants_folds() {
    let mut ctx = context();
    let text = "func.func @f() -> index {\n  %c2 = arith.constant 2 : index\n  %0 = affine.apply affine_map<(d0) -> (d0 * 3 + 1)>(%c2)\n  return %0 : index\n}\n";
    let m = ir::parse_source(&mut ctx, text, "in.mlir").expect("parses");
    ir::apply_patterns_greedily(&mut ctx, m, &[], ir::GreedyConfig::default()).expect("converges");
    let out = ir::print_operation(&ctx, m, &ir::PrintOptions::default());
    assert!(out.contains("arith.constant 7 : index"), "{out}");
    assert!(!out.contains("affine.apply"), "{out}");
}

/// Canonicalizes `text` with the registered patterns and folders.
fn canonicalized(text: &str) -> String {
    let mut ctx = context();
    let m = ir::parse_source(&mut ctx, text, "in.mlir").expect("parses");
    let patterns = ir::rewrite::canonicalization_patterns(&mut ctx);
    ir::apply_patterns_greedily(&mut ctx, m, &patterns, ir::GreedyConfig::default())
        .expect("converges");
    ir::verify(&ctx, m).expect("verifies");
    ir::print_operation(&ctx, m, &ir::PrintOptions::default())
}

#[test]
fn applies_compose_into_their_users() {
    let out = canonicalized(
        "func.func @f(%a: index, %b: index, %m: memref<100xf32>) -> f32 {\n  %0 = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%a)[%b]\n  %1 = affine.apply affine_map<(d0) -> (d0 * 2)>(%0)\n  %v = affine.load %m[%1 + 1] : memref<100xf32>\n  return %v : f32\n}\n",
    );
    assert!(!out.contains("affine.apply"), "{out}");
    assert!(
        // As mlir-opt 19 prints it.
        out.contains("affine.load %arg2[symbol(%arg1) * 2 + symbol(%arg0) * 2 + 1]"),
        "{out}"
    );
}

#[test]
fn a_loop_without_iterations_folds_to_its_inits() {
    let out = canonicalized(
        "func.func @f(%x: index) -> index {\n  %r = affine.for %i = 10 to 0 iter_args(%a = %x) -> (index) {\n    affine.yield %a : index\n  }\n  return %r : index\n}\n",
    );
    assert!(!out.contains("affine.for"), "{out}");
    assert!(out.contains("return %arg0 : index"), "{out}");
}

#[test]
fn min_results_are_deduplicated() {
    let out = canonicalized(
        "func.func @f(%a: index, %b: index) -> index {\n  %0 = affine.min affine_map<()[s0, s1] -> (s1, s0, s1)>()[%a, %b]\n  return %0 : index\n}\n",
    );
    // As mlir-opt 19 prints it (the term order sorts by flat form).
    assert!(out.contains("affine_map<()[s0, s1] -> (s1, s0)>"), "{out}");
}
