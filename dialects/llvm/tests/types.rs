//! The llvm types through the parser and printer: round trips of every
//! kind (the printed text is `mlir-opt` 19's for the same input), the
//! verifiers' and the syntax's errors with upstream's messages, and the
//! identified structs' state.

use llvm::{LLVMPointerType, LLVMStructType};

/// A context with func, llvm and unregistered ops allowed.
fn context() -> ir::Context {
    let mut ctx = ir::Context::new();
    func::register(&mut ctx);
    llvm::register_dialect(&mut ctx);
    ctx.allow_unregistered_dialects(true);
    ctx
}

/// The text of `"some.op"() : () -> TY` in a function, parsed and printed.
fn round_trip(ty: &str) -> Result<String, String> {
    let mut ctx = context();
    let src = format!("func.func @f() {{\n  \"some.op\"() : () -> {ty}\n  return\n}}\n");
    let module =
        ir::parse_source(&mut ctx, &src, "t.mlir").map_err(|e| e.render("t.mlir", &src))?;
    let text = ir::print_operation(&ctx, module, &ir::PrintOptions::default());
    let line = text
        .lines()
        .find(|l| l.contains("some.op"))
        .expect("the op is printed");
    Ok(line
        .split("() -> ")
        .nth(1)
        .expect("a result type")
        .to_string())
}

#[test]
fn types_print_back_as_mlir_opt_prints_them() {
    // (input, mlir-opt 19's output)
    let cases = [
        ("!llvm.void", "!llvm.void"),
        ("!llvm.ppc_fp128", "!llvm.ppc_fp128"),
        ("!llvm.x86_mmx", "!llvm.x86_mmx"),
        ("!llvm.token", "!llvm.token"),
        ("!llvm.label", "!llvm.label"),
        ("!llvm.metadata", "!llvm.metadata"),
        ("!llvm.ptr", "!llvm.ptr"),
        ("!llvm.ptr<0>", "!llvm.ptr"),
        ("!llvm.ptr<42>", "!llvm.ptr<42>"),
        ("!llvm.func<void ()>", "!llvm.func<void ()>"),
        (
            "!llvm.func<i32 (f16, bf16, f32, f64)>",
            "!llvm.func<i32 (f16, bf16, f32, f64)>",
        ),
        ("!llvm.func<void (...)>", "!llvm.func<void (...)>"),
        (
            "!llvm.func<void (i32, i32, ...)>",
            "!llvm.func<void (i32, i32, ...)>",
        ),
        ("!llvm.vec<? x 4 x i32>", "!llvm.vec<? x 4 x  i32>"),
        ("!llvm.vec<4 x ptr>", "!llvm.vec<4 x ptr>"),
        (
            "!llvm.array<10 x array<4 x f32>>",
            "!llvm.array<10 x array<4 x f32>>",
        ),
        ("!llvm.array<10 x ptr<4>>", "!llvm.array<10 x ptr<4>>"),
        ("!llvm.struct<()>", "!llvm.struct<()>"),
        (
            "!llvm.struct<packed (i32, struct<(i32, i1)>, f32)>",
            "!llvm.struct<packed (i32, struct<(i32, i1)>, f32)>",
        ),
        (
            "!llvm.struct<(i64, !llvm.struct<(f32)>)>",
            "!llvm.struct<(i64, struct<(f32)>)>",
        ),
        (
            "!llvm.struct<\"opaque\", opaque>",
            "!llvm.struct<\"opaque\", opaque>",
        ),
        (
            "!llvm.struct<\"a b !^$@$#\", packed (i32)>",
            "!llvm.struct<\"a b !^$@$#\", packed (i32)>",
        ),
        (
            "!llvm.struct<\"a\", (ptr, struct<\"a\">)>",
            "!llvm.struct<\"a\", (ptr, struct<\"a\">)>",
        ),
        (
            "!llvm.struct<(tensor<2xf32>)>",
            "!llvm.struct<(tensor<2xf32>)>",
        ),
        (
            "!llvm.target<\"target1\", i32, 1>",
            "!llvm.target<\"target1\", i32, 1>",
        ),
        (
            "!llvm.target<\"t\", ptr, 4, 2>",
            "!llvm.target<\"t\", !llvm.ptr, 4, 2>",
        ),
        ("!llvm.target<\"target2\">", "!llvm.target<\"target2\">"),
        (
            "!llvm.target<\"t\", ptr, i32>",
            "!llvm.target<\"t\", !llvm.ptr, i32>",
        ),
        (
            "!llvm.array<2 x struct<(tensor<2xf32>)>>",
            "!llvm.array<2 x !llvm.struct<(tensor<2xf32>)>>",
        ),
        (
            "!llvm.array<3 x vector<2xf32>>",
            "!llvm.array<3 x vector<2xf32>>",
        ),
        ("!llvm.vec<? x 4 x ptr<3>>", "!llvm.vec<? x 4 x  ptr<3>>"),
        (
            "!llvm.struct<\"x\", (struct<\"y\", (ptr, struct<\"x\">)>)>",
            "!llvm.struct<\"x\", (struct<\"y\", (ptr, struct<\"x\">)>)>",
        ),
    ];
    for (input, expected) in cases {
        assert_eq!(round_trip(input).as_deref(), Ok(expected), "{input}");
    }
}

/// The first line of the error `ty` gives.
fn error(ty: &str) -> String {
    let err = round_trip(ty).expect_err(ty);
    err.lines().next().unwrap_or_default().to_string()
}

#[test]
fn invalid_types_give_upstream_messages() {
    let cases = [
        (
            "!llvm.array<4 x void>",
            "invalid array element type: '!llvm.void'",
        ),
        (
            "!llvm.func<func<void ()> ()>",
            "invalid function result type",
        ),
        (
            "!llvm.func<void (func<void ()>)>",
            "invalid function argument type",
        ),
        (
            "!llvm.struct<opaque>",
            "only identified structs can be opaque",
        ),
        (
            "!llvm.struct<\"a\">",
            "struct without a body only allowed in a recursive struct",
        ),
        (
            "!llvm.struct<\"a\", (struct<\"a\", ()>)>",
            "identifier already used for an enclosing struct",
        ),
        ("!llvm.tensor<*xf32>", "unexpected type, expected keyword"),
        ("!llvm.f32", "unexpected type, expected keyword"),
        ("!llvm.ifoo", "unknown LLVM type: ifoo"),
        (
            "!llvm.struct<(void)>",
            "invalid LLVM structure element type: '!llvm.void'",
        ),
        (
            "!llvm.vec<? x ptr>",
            "expected '? x <integer> x <type>' or '<integer> x <type>'",
        ),
        (
            "!llvm.vec<4x4 x ptr>",
            "expected '? x <integer> x <type>' or '<integer> x <type>'",
        ),
        (
            "!llvm.vec<0 x ptr>",
            "the number of vector elements must be positive",
        ),
        (
            "!llvm.vec<2 x vector<2xi32>>",
            "invalid vector element type",
        ),
        ("!llvm.vec<?x4 x void>", "invalid vector element type"),
        (
            "!llvm.vec<4 x f32>",
            "cannot use !llvm.vec for built-in primitives, use 'vector' instead",
        ),
        (
            "!llvm.target<\"t\", 5, i32, 1>",
            "failed to parse parameter list for target extension type",
        ),
        ("!llvm.target<i32, 42>", "expected string"),
    ];
    for (input, expected) in cases {
        let got = error(input);
        assert!(got.contains(expected), "{input}: {got}");
    }
}

#[test]
fn identified_structs_keep_their_first_body() {
    let mut ctx = context();
    let i32 = ctx.i32();
    let ptr = LLVMPointerType::get(&mut ctx, 0).into();
    let a = LLVMStructType::get_identified(&mut ctx, "a");
    assert!(a.is_opaque(&ctx) && !a.is_initialized(&ctx));
    assert!(a.set_body(&ctx, &[ptr], false));
    assert!(a.set_body(&ctx, &[ptr], false));
    assert!(!a.set_body(&ctx, &[i32], false));
    assert!(!a.set_body(&ctx, &[ptr], true));
    assert_eq!(LLVMStructType::get_identified(&mut ctx, "a"), a);
    assert!(!LLVMStructType::get_opaque(&mut ctx, "a").is_opaque(&ctx));
    let o = LLVMStructType::get_opaque(&mut ctx, "o");
    assert!(o.is_opaque(&ctx) && o.is_initialized(&ctx) && !o.set_body(&ctx, &[], false));
    let renamed = LLVMStructType::get_new_identified(&mut ctx, "a", &[i32], false);
    assert_eq!(renamed.name(&ctx), "a.1");
    assert_eq!(renamed.body(&ctx), vec![i32]);
}

#[test]
fn a_body_clash_is_an_error_at_the_second_use() {
    for (first, second) in [
        ("!llvm.struct<\"a\", (ptr)>", "!llvm.struct<\"a\", (i32)>"),
        (
            "!llvm.struct<\"a\", packed (i32)>",
            "!llvm.struct<\"a\", (i32)>",
        ),
        ("!llvm.struct<\"a\", opaque>", "!llvm.struct<\"a\", ()>"),
    ] {
        let err = round_trip(&format!("({first}, {second})")).expect_err(second);
        assert!(
            err.contains("identified type already used with a different body"),
            "{err}"
        );
    }
    let err =
        round_trip("(!llvm.struct<\"a\", ()>, !llvm.struct<\"a\", opaque>)").expect_err("opaque");
    assert!(
        err.contains("redeclaring defined struct as opaque"),
        "{err}"
    );
}
