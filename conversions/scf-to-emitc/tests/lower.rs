//! The lowering through the library API: `scf.if` and `scf.for` become
//! `emitc.if` and `emitc.for` with their results in variables (the output
//! `mlir-opt --convert-scf-to-emitc` 19 prints for it).

fn context() -> ir::Context {
    let mut ctx = ir::Context::new();
    func::register(&mut ctx);
    arith::register(&mut ctx);
    scf::register(&mut ctx);
    emitc::register(&mut ctx);
    ctx
}

fn print(ctx: &ir::Context, op: ir::OpId) -> String {
    ir::print_operation(ctx, op, &ir::PrintOptions::default())
}

#[test]
fn if_and_for_become_emitc() {
    let mut ctx = context();
    let text = r#"func.func @f(%c: i1, %n: index, %s: index, %x: f32) -> f32 {
  %r = scf.if %c -> (f32) {
    %y = scf.for %i = %s to %n step %s iter_args(%a = %x) -> (f32) {
      %b = arith.addf %a, %a : f32
      scf.yield %b : f32
    }
    scf.yield %y : f32
  } else {
    scf.yield %x : f32
  }
  return %r : f32
}
"#;
    let m = ir::parse_source(&mut ctx, text, "in.mlir").expect("parses");
    scf_to_emitc::convert_scf_to_emitc(&mut ctx, m).expect("converts");
    ir::verify(&ctx, m)
        .map_err(|d| d.render(&ctx, &[]))
        .expect("valid");
    assert_eq!(
        print(&ctx, m),
        r#"module {
  func.func @f(%arg0: i1, %arg1: index, %arg2: index, %arg3: f32) -> f32 {
    %0 = "emitc.variable"() <{value = #emitc.opaque<"">}> : () -> f32
    emitc.if %arg0 {
      %1 = "emitc.variable"() <{value = #emitc.opaque<"">}> : () -> f32
      emitc.assign %arg3 : f32 to %1 : f32
      emitc.for %arg4 = %arg2 to %arg1 step %arg2 {
        %2 = arith.addf %1, %1 : f32
        emitc.assign %2 : f32 to %1 : f32
      }
      emitc.assign %1 : f32 to %0 : f32
    } else {
      emitc.assign %arg3 : f32 to %0 : f32
    }
    return %0 : f32
  }
}
"#
    );
}
