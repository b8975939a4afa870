//! The lowering through the library API: functions, calls and returns
//! become emitc's (the output `mlir-opt --convert-func-to-emitc` 19 prints
//! for it), and a conversion that fails (a function of two results) leaves
//! the module as it was.

fn context() -> ir::Context {
    let mut ctx = ir::Context::new();
    func::register(&mut ctx);
    emitc::register(&mut ctx);
    ctx
}

fn print(ctx: &ir::Context, op: ir::OpId) -> String {
    ir::print_operation(ctx, op, &ir::PrintOptions::default())
}

#[test]
fn functions_become_emitc() {
    let mut ctx = context();
    let text = r#"func.func private @ext(i32) -> i32
func.func private @f(%a: i32) -> i32 {
  %r = call @ext(%a) : (i32) -> i32
  return %r : i32
}
"#;
    let m = ir::parse_source(&mut ctx, text, "in.mlir").expect("parses");
    func_to_emitc::convert_func_to_emitc(&mut ctx, m).expect("converts");
    ir::verify(&ctx, m)
        .map_err(|d| d.render(&ctx, &[]))
        .expect("valid");
    assert_eq!(
        print(&ctx, m),
        r#"module {
  emitc.func private @ext(i32) -> i32 attributes {specifiers = ["extern"]}
  emitc.func private @f(%arg0: i32) -> i32 attributes {specifiers = ["static"]} {
    %0 = emitc.call @ext(%arg0) : (i32) -> i32
    emitc.return %0 : i32
  }
}
"#
    );
}

#[test]
fn two_results_are_not_lowered() {
    let mut ctx = context();
    let text = r#"func.func private @ext(i32) -> i32
func.func private @f(%a: i32) -> i32 {
  %r = call @ext(%a) : (i32) -> i32
  return %r : i32
}
func.func @g(%a: i32) -> (i32, i32) {
  return %a, %a : i32, i32
}
"#;
    let m = ir::parse_source(&mut ctx, text, "in.mlir").expect("parses");
    let before = print(&ctx, m);
    let err = func_to_emitc::convert_func_to_emitc(&mut ctx, m).expect_err("cannot convert");
    assert_eq!(
        err.message,
        "failed to legalize operation 'func.func' that was explicitly marked illegal"
    );
    assert_eq!(print(&ctx, m), before);
}
