//! What the generated attributes and types do: builders and uniquing,
//! accessors, the verifier, every element of the declarative formats
//! printed and parsed back (with mlir-opt's pretty and `<...>` forms),
//! the custom format, interfaces, and ops that use them.

use atd::*;
use ir::{Context, TypeHandle};

fn ctx() -> Context {
    let mut ctx = Context::new();
    ctx.allow_unregistered_dialects(true);
    atd::register(&mut ctx);
    ctx
}

fn roundtrip(ctx: &mut Context, text: &str) -> Result<String, String> {
    let m = ir::parse_source(ctx, text, "in.mlir").map_err(|e| e.render("in.mlir", text))?;
    Ok(ir::print_operation(ctx, m, &ir::PrintOptions::default()))
}

/// `text` as an attribute of an unregistered op, printed back.
fn attr_text(text: &str) -> Result<String, String> {
    let mut ctx = ctx();
    let src = format!("\"x.op\"() {{a = {text}}} : () -> ()\n");
    let out = roundtrip(&mut ctx, &src)?;
    let line = out.lines().nth(1).unwrap_or("").trim();
    let inner = line
        .strip_prefix("\"x.op\"() {a = ")
        .and_then(|r| r.strip_suffix("} : () -> ()"))
        .ok_or_else(|| format!("unexpected output: {out}"))?;
    // The printed form parses back to itself.
    let again = format!("\"x.op\"() {{a = {inner}}} : () -> ()\n");
    assert_eq!(roundtrip(&mut ctx, &again)?, out, "reparse of {inner}");
    Ok(inner.to_string())
}

#[test]
fn builders_unique_and_accessors_read() {
    let mut ctx = ctx();
    let i32t = ctx.i32();
    let a = IntType::get(&mut ctx, 32, "word");
    assert_eq!(a, IntType::get(&mut ctx, 32, "word"));
    assert_ne!(a, IntType::get(&mut ctx, 32, "other"));
    assert_eq!(a.bits(&ctx), 32);
    assert_eq!(a.name(&ctx), "word");
    let b = BoxType::get(&mut ctx, i32t);
    assert_eq!(b.inner(&ctx), i32t);
    let v = VecType::get_from_element(&mut ctx, i32t);
    assert!(v.shape(&ctx).is_empty());
    let s = ShapeAttr::get(&mut ctx, 4, None, &[2, 3]);
    assert_eq!(s.dims(&ctx), &[2, 3]);
    assert_eq!(s.stride(&ctx), 4);
    assert_eq!(s.tag(&ctx), None);
    let t: ir::Type = a.into();
    assert!(t.isa::<IntType>(&ctx));
    assert_eq!(t.dyn_cast::<IntType>(&ctx), Some(a));
    assert_eq!(t.dyn_cast::<BoxType>(&ctx), None);
    let sa: ir::Attribute = s.into();
    assert_eq!(ShapeAttr::from_attribute(&ctx, sa), Some(s));
    assert!(sa.isa::<ShapeAttr>(&ctx));
    assert!(!sa.isa::<PairAttr>(&ctx));
    assert_eq!(
        ir::printer::type_to_string(&ctx, t),
        "!atd.int<32, \"word\">"
    );
    let u = UnitType::get(&mut ctx);
    assert_eq!(ir::printer::type_to_string(&ctx, u.to_type()), "!atd.unit");
}

#[test]
fn verifier_rejects_bad_parameters_with_a_located_error() {
    let mut ctx = ctx();
    let loc = ctx.file_line_col_loc("f.mlir", 2, 7);
    let e = IntType::get_checked(&mut ctx, loc, 0, "w").expect_err("zero width");
    assert_eq!(e.message, "integer width must be in 1..=128, got 0");
    assert_eq!(e.loc, loc);
    assert!(IntType::get_checked(&mut ctx, loc, 8, "w").is_ok());
    let src = "\"x.op\"() {t = !atd.int<200, \"w\">} : () -> ()\n";
    let err = roundtrip(&mut ctx, src).expect_err("rejected");
    assert!(
        err.starts_with("in.mlir:1:23: error: integer width must be in 1..=128, got 200"),
        "{err}"
    );
}

#[test]
fn declarative_formats_print_and_parse() {
    let cases = [
        ("!atd.unit", "!atd.unit"),
        ("!atd.box<!atd.unit>", "!atd.box<!atd.unit>"),
        ("!atd.box< i32 >", "!atd.box<i32>"),
        ("!atd.int<32,\"word\">", "!atd.int<32, \"word\">"),
        ("!atd.int<8, \"a\\\"b\">", "!atd.int<8, \"a\\22b\">"),
        ("#atd.shape<dims = 2, 3>", "#atd.shape<dims = 2, 3>"),
        ("#atd.shape<stride = 1, dims = 2>", "#atd.shape<dims = 2>"),
        ("#atd.shape<stride = 4, dims = 7>", "#atd.shape<stride = 4, dims = 7>"),
        (
            "#atd.shape<tag = \"t\", stride = 4, dims = 7>",
            "#atd.shape<stride = 4, tag = \"t\", dims = 7>",
        ),
        ("#atd.pair<1, 2>", "#atd.pair<1, 2>"),
        ("#atd.pair<1>", "#atd.pair<1>"),
        ("#atd.pair<1, 0>", "#atd.pair<1>"),
        ("!atd.maybe<5>", "!atd.maybe<5 : i64>"),
        ("!atd<maybe none>", "!atd<maybe none>"),
        ("#atd.range<0 to 10>", "#atd.range<0 to 10>"),
        ("!atd.vec<2x3xf32>", "!atd.vec<2x3xf32>"),
        ("!atd.vec<f32>", "!atd.vec<f32>"),
        ("!atd.vec<0xf32>", "!atd.vec<0xf32>"),
        ("#atd.value<3> : i8", "#atd.value<3> : i8"),
        // Without a type: the self type parameter's default, `none`.
        ("#atd.value<1>", "#atd.value<1>"),
        ("#atd.wrap<<!atd.unit>, <dims = 1>>", "#atd.wrap<<!atd.unit>, <dims = 1>>"),
        ("#atd.wrap<!atd.box<!atd.unit>, #atd.shape<dims = 1>>", "#atd.wrap<<!atd.unit>, <dims = 1>>"),
        ("#atd.color<green>", "#atd.color<green>"),
    ];
    for (input, want) in cases {
        assert_eq!(attr_text(input).as_deref(), Ok(want), "{input}");
    }
}

#[test]
fn format_errors_are_upstreams() {
    let cases = [
        ("!atd.int<32 \"w\">", "in.mlir:1:26: error: expected ','"),
        ("!atd.int<\"w\", 3>", "in.mlir:1:24: error: expected integer value"),
        ("!atd.int<3, 4>", "in.mlir:1:27: error: expected string"),
        ("#atd.shape<dims = 1, 2, dims = 2>", "in.mlir:1:39: error: expected integer value"),
        ("#atd.shape<stride = 1, stride = 2, dims = 3>", "in.mlir:1:47: error: duplicate or unknown struct parameter name: stride"),
        ("#atd.shape<stride = 2>", "in.mlir:1:36: error: struct is missing required parameter: dims"),
        ("#atd.wrap<!atd.unit, <dims = 1>>", "in.mlir:1:25: error: invalid kind of type specified"),
        ("#atd.color<blue>", "in.mlir:1:26: error: expected crate::Color to be one of: red, green"),
        ("!atd.nope", "in.mlir:1:20: error: unknown  type `nope` in dialect `atd`"),
        ("!atd.vec<?xf32>", "in.mlir:1:24: error: expected static shape"),
        ("!atd.vec<2f32>", "in.mlir:1:25: error: expected 'x' in dimension list"),
    ];
    for (input, want) in cases {
        let err = attr_text(input).expect_err(input);
        assert_eq!(err.lines().next(), Some(want), "{input}");
    }
}

#[test]
fn interfaces_dispatch_on_opaque_handles() {
    let mut ctx = ctx();
    let a = IntType::get(&mut ctx, 12, "w");
    // Through the trait on the typed handle (the accessor of `bits`
    // answers `get_bits`; `get_bytes` is the interface's default).
    assert_eq!(a.get_bits(&ctx), 12);
    assert_eq!(a.get_bytes(&ctx), 2);
    // Through the table, from the opaque type.
    let sized = SizedTypeRef::get(&ctx, a.into()).expect("an IntType is sized");
    assert_eq!(sized.get_bits(&ctx), 12);
    assert_eq!(sized.get_bytes(&ctx), 2);
    let unit = UnitType::get(&mut ctx);
    assert!(SizedTypeRef::get(&ctx, unit.into()).is_none());
    assert!(ctx.type_has_interface(a.into(), "SizedType"));
    // The builtin `TypedAttr` interface of a typed attribute.
    let i8t = ctx.integer_type(8);
    let v = ValueAttr::get(&mut ctx, 3, i8t);
    assert_eq!(ctx.attr_type(v.into()), i8t);
    assert!(ctx.attr_has_interface(v.into(), "TypedAttr"));
}

#[test]
fn ops_use_dialect_attributes_and_types() {
    let mut ctx = ctx();
    let src = "%0 = atd.make <dims = 2> <red> : <16, \"h\">\n\"atd.use\"(%0) {pair = #atd.pair<1, 2>} : (!atd.int<16, \"h\">) -> ()\n";
    let out = roundtrip(&mut ctx, src).expect("parses");
    assert!(out.contains("%0 = atd.make <dims = 2> <red> : <16, \"h\">"), "{out}");
    // Inherent attributes are properties (MLIR 19's default).
    assert!(out.contains("\"atd.use\"(%0) <{pair = #atd.pair<1, 2>}> : (!atd.int<16, \"h\">) -> ()"), "{out}");
    let generic = {
        let m = ir::parse_source(&mut ctx, &out, "out.mlir").expect("reparses");
        ir::print_operation(
            &ctx,
            m,
            &ir::PrintOptions {
                generic: true,
                ..Default::default()
            },
        )
    };
    assert!(
        generic.contains("\"atd.make\"() <{color = #atd.color<red>, shape = #atd.shape<dims = 2>}> : () -> !atd.int<16, \"h\">"),
        "{generic}"
    );
    // The verifier checks the constraints: a `!atd.unit` is no `IntType`.
    let bad = "\"atd.use\"(%0) : (!atd.unit) -> ()\n";
    let bad = format!("%0 = \"x.def\"() : () -> !atd.unit\n{bad}");
    let m = ir::parse_source(&mut ctx, &bad, "bad.mlir").expect("parses");
    let e = ir::verify(&ctx, m).expect_err("rejected");
    assert!(e.message.contains("operand #0 must be"), "{}", e.message);
}
