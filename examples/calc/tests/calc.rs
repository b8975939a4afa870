//! The calc dialect through its Rust API: builders, the custom forms, the
//! enum, the interface, the rewrite rules and the pass.

use ir::{Context, OpBuilder};

/// A context with the dialect and an empty module; the module's body.
fn setup() -> (Context, ir::Location, ir::OpId, ir::BlockId) {
    let mut ctx = Context::new();
    calc::register(&mut ctx);
    let loc = ctx.unknown_loc();
    let (module, body) = ir::builtin::create_module(&mut ctx, loc);
    (ctx, loc, module, body)
}

fn print(ctx: &Context, op: ir::OpId) -> String {
    ir::print_operation(ctx, op, &ir::PrintOptions::default())
}

#[test]
fn builders_print_the_custom_forms() {
    let (mut ctx, loc, module, body) = setup();
    let mut b = OpBuilder::at_end(&mut ctx, body);
    let f64_ty = b.f64();
    let two = calc::ConstantOp::build_with_values(&mut b, loc, f64_ty, 2.0);
    let x = two.result(&b);
    let sum = calc::AddOp::build_inferred(&mut b, loc, x, x);
    let mode = calc::Rounding::Down;
    let s = sum.result(&b);
    let rounded = calc::RoundOp::build_with_values(&mut b, loc, f64_ty, s, mode);
    let r = rounded.result(&b);
    calc::PrintOp::build(&mut b, loc, r);
    assert_eq!(sum.lhs(&ctx), x);
    assert_eq!(rounded.mode(&ctx), calc::Rounding::Down);
    ir::verify(&ctx, module).expect("the module verifies");
    assert_eq!(
        print(&ctx, module),
        "module {\n  %0 = calc.constant 2.000000e+00\n  %1 = calc.add %0, %0 : f64\n  \
         %2 = calc.round down %1 : f64\n  calc.print %2 : f64\n}\n"
    );
}

#[test]
fn the_enum_keeps_the_td_spelling() {
    assert_eq!(calc::Rounding::Nearest.as_str(), "nearest");
    assert_eq!("up".parse::<calc::Rounding>(), Ok(calc::Rounding::Up));
    assert!("sideways".parse::<calc::Rounding>().is_err());
}

#[test]
fn custom_forms_read_back() {
    let mut ctx = Context::new();
    calc::register(&mut ctx);
    let text = "module {\n  %0 = calc.constant 1.500000e+00\n  %1 = calc.neg %0 : f64\n  \
                %2 = calc.mul %1, %0 : f64\n  calc.print %2 : f64\n}\n";
    let module = ir::parse_source(&mut ctx, text, "in.mlir").expect("parses");
    ir::verify(&ctx, module).expect("verifies");
    assert_eq!(print(&ctx, module), text);
}

#[test]
fn the_interface_is_queried_on_opaque_ops() {
    let (mut ctx, loc, module, body) = setup();
    let mut b = OpBuilder::at_end(&mut ctx, body);
    let f64_ty = b.f64();
    let c = calc::ConstantOp::build_with_values(&mut b, loc, f64_ty, 3.0).result(&b);
    let add = calc::AddOp::build_inferred(&mut b, loc, c, c);
    let mul = calc::MulOp::build_inferred(&mut b, loc, c, c);
    let cost = |ctx: &Context, op: ir::OpId| calc::CostRef::get(ctx, op).map(|i| i.cost(ctx));
    assert_eq!(cost(&ctx, add.operation()), Some(1));
    assert_eq!(cost(&ctx, mul.operation()), Some(4));
    assert_eq!(cost(&ctx, ctx.defining_op(c).expect("constant")), None);
    assert_eq!(calc::total_cost(&ctx, module), 5);
}

/// Runs the `calc-opt` binary with `flags` on `input` (standard input):
/// (success, standard output, standard error).
fn calc_opt(flags: &[&str], input: &str) -> (bool, String, String) {
    use std::io::Write;
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_calc-opt"))
        .args(flags)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("calc-opt starts");
    let mut stdin = child.stdin.take().expect("stdin");
    stdin.write_all(input.as_bytes()).expect("write the input");
    drop(stdin);
    let out = child.wait_with_output().expect("calc-opt ends");
    let text = |b: Vec<u8>| String::from_utf8(b).expect("utf-8");
    (out.status.success(), text(out.stdout), text(out.stderr))
}

#[test]
fn the_pass_applies_the_rewrite_rules() {
    let (ok, out, err) = calc_opt(
        &["--calc-simplify", "--mlir-pass-statistics"],
        "%0 = calc.constant 1.000000e+00\n%1 = calc.constant 2.500000e+00\n\
         %2 = calc.add %0, %1 : f64\n%3 = calc.neg %2 : f64\n%4 = calc.neg %3 : f64\n\
         %5 = calc.mul %4, %0 : f64\ncalc.print %5 : f64\n",
    );
    assert!(ok, "{err}");
    assert_eq!(
        out,
        "module {\n  %0 = calc.constant 3.500000e+00\n  calc.print %0 : f64\n}\n\n"
    );
    // Nothing with a cost is left.
    assert!(
        err.contains("(S) 0 cost - The cost of the ops left"),
        "{err}"
    );
}

#[test]
fn the_tool_reports_located_errors() {
    let (ok, _, err) = calc_opt(
        &[],
        "%0 = calc.constant 1.0\n%1 = calc.round sideways %0 : f64\n",
    );
    assert!(!ok);
    assert!(err.starts_with("<stdin>:2:"), "{err}");
    let (ok, _, err) = calc_opt(
        &[],
        "%0 = calc.constant 1.0\n%1 = \"calc.neg\"(%0) : (f64) -> f32\n",
    );
    assert!(!ok);
    assert!(err.starts_with("<stdin>:2:"), "{err}");
}
