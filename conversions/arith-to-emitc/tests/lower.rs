//! The lowering through the library API: arithmetic, shifts, casts and
//! comparisons become emitc ops (the output `mlir-opt
//! --convert-arith-to-emitc` 19 prints for it), and a conversion that fails
//! (an `addi` on `i1`) leaves the function as it was.

fn context() -> ir::Context {
    let mut ctx = ir::Context::new();
    func::register(&mut ctx);
    arith::register(&mut ctx);
    emitc::register(&mut ctx);
    ctx
}

fn print(ctx: &ir::Context, op: ir::OpId) -> String {
    ir::print_operation(ctx, op, &ir::PrintOptions::default())
}

#[test]
fn arithmetic_becomes_emitc() {
    let mut ctx = context();
    let text = r#"func.func @f(%a: index, %b: i32, %x: f32) -> i1 {
  %c = arith.constant 7 : i32
  %s = arith.addi %b, %c : i32
  %t = arith.shrsi %s, %b : i32
  %i = arith.index_cast %t : i32 to index
  %u = arith.cmpi ult, %a, %i : index
  %v = arith.cmpf ueq, %x, %x : f32
  %w = arith.andi %u, %v : i1
  return %w : i1
}
"#;
    let m = ir::parse_source(&mut ctx, text, "in.mlir").expect("parses");
    arith_to_emitc::convert_arith_to_emitc(&mut ctx, m).expect("converts");
    ir::verify(&ctx, m)
        .map_err(|d| d.render(&ctx, &[]))
        .expect("valid");
    assert_eq!(
        print(&ctx, m),
        r#"module {
  func.func @f(%arg0: index, %arg1: i32, %arg2: f32) -> i1 {
    %0 = builtin.unrealized_conversion_cast %arg0 : index to !emitc.size_t
    %1 = "emitc.constant"() <{value = 7 : i32}> : () -> i32
    %2 = emitc.cast %arg1 : i32 to ui32
    %3 = emitc.cast %1 : i32 to ui32
    %4 = emitc.add %2, %3 : (ui32, ui32) -> ui32
    %5 = emitc.cast %4 : ui32 to i32
    %6 = emitc.cast %arg1 : i32 to ui32
    %7 = "emitc.constant"() <{value = 32 : ui32}> : () -> ui32
    %8 = emitc.cmp lt, %6, %7 : (ui32, ui32) -> i1
    %9 = "emitc.constant"() <{value = 0 : i32}> : () -> i32
    %10 = emitc.expression : i32 {
      %20 = emitc.bitwise_right_shift %5, %6 : (i32, ui32) -> i32
      %21 = emitc.conditional %8, %20, %9 : i32
      emitc.yield %21 : i32
    }
    %11 = emitc.cast %10 : i32 to !emitc.ptrdiff_t
    %12 = emitc.cast %11 : !emitc.ptrdiff_t to !emitc.size_t
    %13 = emitc.cmp lt, %0, %12 : (!emitc.size_t, !emitc.size_t) -> i1
    %14 = emitc.cmp eq, %arg2, %arg2 : (f32, f32) -> i1
    %15 = emitc.cmp ne, %arg2, %arg2 : (f32, f32) -> i1
    %16 = emitc.cmp ne, %arg2, %arg2 : (f32, f32) -> i1
    %17 = emitc.logical_or %15, %16 : i1, i1
    %18 = emitc.logical_or %17, %14 : i1, i1
    %19 = emitc.bitwise_and %13, %18 : (i1, i1) -> i1
    return %19 : i1
  }
}
"#
    );
}

#[test]
fn an_addi_on_i1_is_not_lowered() {
    let mut ctx = context();
    let text = r#"func.func @f(%a: i1, %b: i1) -> i1 {
  %c = arith.constant 1 : i32
  %s = arith.addi %a, %b : i1
  return %s : i1
}
"#;
    let m = ir::parse_source(&mut ctx, text, "in.mlir").expect("parses");
    let before = print(&ctx, m);
    let err = arith_to_emitc::convert_arith_to_emitc(&mut ctx, m).expect_err("cannot convert");
    assert_eq!(
        err.message,
        "failed to legalize operation 'arith.addi' that was explicitly marked illegal"
    );
    assert_eq!(print(&ctx, m), before);
}
