//! The scf ops through the parser, verifier and printer, against what
//! `mlir-opt` 19 prints for the same input (`data/*.mlir`: the expected
//! files are `mlir-opt`'s output), and the verifiers' messages.

use std::path::Path;

fn ctx() -> ir::Context {
    let mut ctx = ir::Context::new();
    func::register(&mut ctx);
    arith::register(&mut ctx);
    scf::register(&mut ctx);
    ctx
}

fn data(name: &str) -> String {
    let p = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name);
    std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

/// Parses and verifies `src`, then prints it (generic form if asked).
fn print(src: &str, generic: bool) -> String {
    let mut ctx = ctx();
    let m = ir::parse_source(&mut ctx, src, "in.mlir")
        .unwrap_or_else(|e| panic!("{}", e.render("in.mlir", src)));
    ir::verify(&ctx, m).unwrap_or_else(|d| panic!("{d:?}"));
    let opts = ir::PrintOptions {
        generic,
        ..ir::PrintOptions::default()
    };
    // The tools end the output with a newline.
    ir::print_operation(&ctx, m, &opts) + "\n"
}

/// The first error verifying `src` (which parses).
fn verify_error(src: &str) -> String {
    let mut ctx = ctx();
    let m = ir::parse_source(&mut ctx, src, "in.mlir")
        .unwrap_or_else(|e| panic!("{}", e.render("in.mlir", src)));
    let d = ir::verify(&ctx, m).expect_err("verifier error");
    d.message
}

#[test]
fn every_op_prints_as_mlir_opt_in_both_forms() {
    let src = data("all_ops.mlir");
    let custom = data("all_ops.custom.mlir");
    let generic = data("all_ops.generic.mlir");
    assert_eq!(print(&src, false), custom);
    assert_eq!(print(&src, true), generic);
    // Both printed forms read back to the same IR.
    assert_eq!(print(&custom, false), custom);
    assert_eq!(print(&generic, false), custom);
}

#[test]
fn verifiers_use_upstreams_messages() {
    let cases = [
        (
            "func.func @f(%a: index) {\n  scf.parallel (%i) = (%a) to (%a) step (%a) {\n    scf.yield\n  }\n  return\n}",
            "'scf.parallel' op expects body to terminate with 'scf.reduce'",
        ),
        (
            "func.func @f(%a: index) {\n  scf.index_switch %a\n  case 0 {\n    scf.yield\n  }\n  case 0 {\n    scf.yield\n  }\n  default {\n  }\n  return\n}",
            "'scf.index_switch' op has duplicate case value: 0",
        ),
        (
            "func.func @f() {\n  %0 = \"scf.execute_region\"() ({\n  ^bb0(%x: i32):\n    scf.yield %x : i32\n  }) : () -> i32\n  return\n}",
            "'scf.execute_region' op region cannot have any arguments",
        ),
        (
            "func.func @f(%c: i1) {\n  scf.while : () -> () {\n    scf.yield\n  } do {\n    scf.yield\n  }\n  return\n}",
            "'scf.while' op expects the 'before' region to terminate with 'scf.condition'",
        ),
    ];
    for (src, want) in cases {
        assert_eq!(verify_error(src), want, "{src}");
    }
}
