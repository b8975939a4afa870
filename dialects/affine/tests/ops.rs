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
