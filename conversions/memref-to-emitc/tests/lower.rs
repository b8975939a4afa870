//! The lowering through the library API: static memrefs become arrays,
//! their globals, loads and stores emitc's (the output `mlir-opt
//! --convert-memref-to-emitc` 19 prints for it), and a conversion that
//! fails (a dynamic `alloca`) leaves the function as it was.

fn context() -> ir::Context {
    let mut ctx = ir::Context::new();
    func::register(&mut ctx);
    memref::register(&mut ctx);
    emitc::register(&mut ctx);
    ctx
}

fn print(ctx: &ir::Context, op: ir::OpId) -> String {
    ir::print_operation(ctx, op, &ir::PrintOptions::default())
}

#[test]
fn memrefs_become_arrays() {
    let mut ctx = context();
    let text = r#"memref.global "private" constant @table : memref<2x3xf32> = dense<1.0>
func.func @f(%i: index, %j: index, %v: f32) -> f32 {
  %t = memref.get_global @table : memref<2x3xf32>
  %a = memref.alloca() : memref<4xf32>
  memref.store %v, %a[%i] : memref<4xf32>
  %x = memref.load %t[%i, %j] : memref<2x3xf32>
  return %x : f32
}
"#;
    let m = ir::parse_source(&mut ctx, text, "in.mlir").expect("parses");
    memref_to_emitc::convert_memref_to_emitc(&mut ctx, m).expect("converts");
    ir::verify(&ctx, m)
        .map_err(|d| d.render(&ctx, &[]))
        .expect("valid");
    assert_eq!(
        print(&ctx, m),
        r#"module {
  emitc.global static const @table : !emitc.array<2x3xf32> = dense<1.000000e+00>
  func.func @f(%arg0: index, %arg1: index, %arg2: f32) -> f32 {
    %0 = emitc.get_global @table : !emitc.array<2x3xf32>
    %1 = "emitc.variable"() <{value = #emitc.opaque<"">}> : () -> !emitc.array<4xf32>
    %2 = emitc.subscript %1[%arg0] : (!emitc.array<4xf32>, index) -> f32
    emitc.assign %arg2 : f32 to %2 : f32
    %3 = emitc.subscript %0[%arg0, %arg1] : (!emitc.array<2x3xf32>, index, index) -> f32
    %4 = "emitc.variable"() <{value = #emitc.opaque<"">}> : () -> f32
    emitc.assign %3 : f32 to %4 : f32
    return %4 : f32
  }
}
"#
    );
}

#[test]
fn a_dynamic_alloca_is_not_lowered() {
    let mut ctx = context();
    let text = r#"func.func @f(%n: index) {
  %a = memref.alloca(%n) : memref<?xf32>
  return
}
"#;
    let m = ir::parse_source(&mut ctx, text, "in.mlir").expect("parses");
    let before = print(&ctx, m);
    let err = memref_to_emitc::convert_memref_to_emitc(&mut ctx, m).expect_err("cannot convert");
    assert_eq!(
        err.message,
        "failed to legalize operation 'memref.alloca' that was explicitly marked illegal"
    );
    assert_eq!(print(&ctx, m), before);
}
