//! Data layout queries (`ir::interfaces::DataLayout`) over `#dlti.dl_spec`
//! specifications: upstream's defaults for builtin types, entries for
//! `index`, integers and floats, the combination of nested specifications,
//! the well-known identifiers, and the dialect's checks.

use ir::interfaces::{DataLayout, TypeSize};
use ir::{Context, OpId, Type};

fn context() -> Context {
    let mut ctx = Context::new();
    dlti::register(&mut ctx);
    ctx
}

fn parse(ctx: &mut Context, src: &str) -> OpId {
    ctx.allow_unregistered_dialects(true);
    let module = ir::parse_source(ctx, src, "input.mlir").expect("parses");
    ir::verify(ctx, module).expect("verifies");
    module
}

fn ty(ctx: &mut Context, text: &str) -> Type {
    let src = format!("\"some.op\"() {{a = {text}}} : () -> ()");
    ctx.allow_unregistered_dialects(true);
    let m = ir::parse_source(ctx, &src, "type.mlir").expect("parses the type");
    let body = ctx.op_regions(m)[0];
    let block = ctx.region_blocks(body)[0];
    let op = ctx.block_ops(block).next().expect("an op");
    let attr = ctx.attr(op, "a").expect("the attribute");
    ctx.attr_as_type(attr).expect("a type attribute")
}

/// (size in bits, size in bytes, ABI alignment, preferred alignment).
fn query(ctx: &Context, layout: &DataLayout, t: Type) -> (TypeSize, TypeSize, u64, u64) {
    (
        layout.get_type_size_in_bits(ctx, t),
        layout.get_type_size(ctx, t),
        layout.get_type_abi_alignment(ctx, t),
        layout.get_type_preferred_alignment(ctx, t),
    )
}

fn fixed(bits: u64, bytes: u64, abi: u64, preferred: u64) -> (TypeSize, TypeSize, u64, u64) {
    (
        TypeSize::fixed(bits),
        TypeSize::fixed(bytes),
        abi,
        preferred,
    )
}

#[test]
fn defaults_of_builtin_types() {
    let mut ctx = context();
    let module = parse(&mut ctx, "module {}");
    let layout = DataLayout::closest(&ctx, module);
    let cases = [
        ("i1", fixed(1, 1, 1, 1)),
        ("i7", fixed(7, 1, 1, 1)),
        ("i32", fixed(32, 4, 4, 4)),
        // Integers of 64 bits and more: ABI alignment 4, preferred the size.
        ("i64", fixed(64, 8, 4, 8)),
        ("i128", fixed(128, 16, 4, 16)),
        ("f16", fixed(16, 2, 2, 2)),
        ("f80", fixed(80, 10, 16, 16)),
        ("index", fixed(64, 8, 4, 8)),
        // The imaginary part aligned to the element's preferred alignment.
        ("complex<f32>", fixed(64, 8, 4, 4)),
        ("complex<i8>", fixed(16, 2, 1, 1)),
        // The innermost dimension rounded up to a power of two.
        ("vector<3xf32>", fixed(128, 16, 16, 16)),
        ("vector<2x3xi8>", fixed(64, 8, 8, 8)),
    ];
    for (text, expected) in cases {
        let t = ty(&mut ctx, text);
        assert_eq!(query(&ctx, &layout, t), expected, "{text}");
    }
    let scalable = ty(&mut ctx, "vector<[4]xf32>");
    assert_eq!(
        layout.get_type_size_in_bits(&ctx, scalable),
        TypeSize::new(128, true)
    );
    let index = ctx.index_type();
    assert_eq!(layout.get_type_index_bitwidth(&ctx, index), Some(64));
    let f32 = ctx.f32();
    assert_eq!(layout.get_type_index_bitwidth(&ctx, f32), None);
    assert_eq!(layout.get_endianness(&ctx), None);
    assert_eq!(layout.get_stack_alignment(&ctx), 0);
    assert_eq!(layout.missing_layout(), None);
    // A type without any layout is reported, not a crash.
    let tensor = ty(&mut ctx, "tensor<4xf32>");
    assert_eq!(layout.get_type_size_in_bits(&ctx, tensor).min, 0);
    assert_eq!(layout.missing_layout(), Some(tensor));
}

#[test]
fn entries_for_index_integers_and_floats() {
    let mut ctx = context();
    let module = parse(
        &mut ctx,
        r#"module attributes {dlti.dl_spec = #dlti.dl_spec<
            #dlti.dl_entry<index, 32 : i64>,
            #dlti.dl_entry<i32, dense<[32, 64]> : vector<2xi64>>,
            #dlti.dl_entry<i64, dense<64> : vector<1xi64>>,
            #dlti.dl_entry<f32, dense<[64, 128]> : vector<2xi64>>,
            #dlti.dl_entry<"dlti.endianness", "big">,
            #dlti.dl_entry<"dlti.stack_alignment", 128 : i64>,
            #dlti.dl_entry<"dlti.alloca_memory_space", 5 : ui32>>} {}"#,
    );
    let layout = DataLayout::closest(&ctx, module);
    // `index` is an integer of 32 bits, aligned as `i32` says.
    let index = ctx.index_type();
    assert_eq!(query(&ctx, &layout, index), fixed(32, 4, 4, 8));
    assert_eq!(layout.get_type_index_bitwidth(&ctx, index), Some(32));
    // An integer uses the entry of the smallest width not below its own,
    // else the widest.
    for (text, abi, preferred) in [("i16", 4, 8), ("i32", 4, 8), ("i48", 8, 8), ("i128", 8, 8)] {
        let t = ty(&mut ctx, text);
        assert_eq!(layout.get_type_abi_alignment(&ctx, t), abi, "{text}");
        assert_eq!(
            layout.get_type_preferred_alignment(&ctx, t),
            preferred,
            "{text}"
        );
    }
    let f32 = ctx.f32();
    assert_eq!(query(&ctx, &layout, f32), fixed(32, 4, 8, 16));
    let endianness = layout.get_endianness(&ctx).expect("an endianness");
    assert_eq!(ctx.as_string(endianness), Some("big"));
    assert_eq!(layout.get_stack_alignment(&ctx), 128);
    assert!(layout.get_alloca_memory_space(&ctx).is_some());
    assert_eq!(layout.get_program_memory_space(&ctx), None);
}

#[test]
fn nested_specifications_combine() {
    let mut ctx = context();
    let module = parse(
        &mut ctx,
        r#"module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32 : i64>,
                                                        #dlti.dl_entry<"dlti.endianness", "little">>} {
          module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"dlti.endianness", "little">>} {
            "test.op"() : () -> ()
          }
        }"#,
    );
    let outer_body = ctx.region_blocks(ctx.op_regions(module)[0])[0];
    let inner = ctx.block_ops(outer_body).next().expect("the inner module");
    let inner_body = ctx.region_blocks(ctx.op_regions(inner)[0])[0];
    let op = ctx.block_ops(inner_body).next().expect("the op");
    // The closest scope of the op is the inner module, whose layout has the
    // outer module's index entry.
    let layout = DataLayout::closest(&ctx, op);
    let index = ctx.index_type();
    assert_eq!(layout.get_type_size_in_bits(&ctx, index).min, 32);
    let e = layout.get_endianness(&ctx).expect("an endianness");
    assert_eq!(ctx.as_string(e), Some("little"));
}

fn verify_error(src: &str) -> String {
    let mut ctx = context();
    ctx.allow_unregistered_dialects(true);
    let module = ir::parse_source(&mut ctx, src, "input.mlir").expect("parses");
    match ir::verify(&ctx, module) {
        Ok(()) => String::from("verified"),
        Err(d) => d.message,
    }
}

#[test]
fn specifications_are_checked() {
    let cases = [
        (
            r#"module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"dlti.endianness", "some">>} {}"#,
            "'dlti.endianness' data layout entry is expected to be either 'big' or 'little'",
        ),
        (
            r#"module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"dlti.unknown_id", 42>>} {}"#,
            "unknown data layout entry name: dlti.unknown_id",
        ),
        (
            r#"module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<tensor<f32>, 32>>} {}"#,
            "unexpected data layout for a built-in type",
        ),
        (
            r#"module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, "x">>} {}"#,
            "expected integer attribute in the data layout entry for 'index'",
        ),
        (
            r#"module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<i32, 32>>} {}"#,
            "expected a dense i64 elements attribute in the data layout entry #dlti.dl_entry<i32, 32 : i64>",
        ),
        (
            r#"module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<i32, dense<[64, 32]> : vector<2xi64>>>} {}"#,
            "preferred alignment is expected to be greater than or equal to the abi alignment in data layout entry #dlti.dl_entry<i32, dense<[64, 32]> : vector<2xi64>>",
        ),
        (
            r#"module attributes {dlti.dl_spec = 42} {}"#,
            "'dlti.dl_spec' is expected to be a #dlti.dl_spec attribute",
        ),
        (
            r#"module attributes {dlti.unknown} {}"#,
            "attribute 'dlti.unknown' not supported by dialect",
        ),
        // Identifiers of dialects that are not registered are not checked.
        (
            r#"module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"unknown.unknown", 42>>} {}"#,
            "verified",
        ),
    ];
    for (src, expected) in cases {
        assert_eq!(verify_error(src), expected, "{src}");
    }
}
