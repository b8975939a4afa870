//! Unit tests of the parser's internals: newline counting, line and
//! column lookups, the source-text caches and name scopes.

use super::*;
use crate::core::printer::{print_operation, PrintOptions};

fn parse(text: &str) -> (Context, PResult<OpId>) {
    let mut ctx = Context::new();
    ctx.allow_unregistered_dialects(true);
    let r = parse_source(&mut ctx, text, "t.mlir");
    (ctx, r)
}

fn generic(text: &str) -> String {
    let (ctx, r) = parse(text);
    let m = r.unwrap_or_else(|e| panic!("{}", e.render("t.mlir", text)));
    let opts = PrintOptions {
        generic: true,
        ..PrintOptions::default()
    };
    print_operation(&ctx, m, &opts)
}

#[test]
fn newline_count_matches_a_plain_count() {
    let text: Vec<u8> = (0..1000u32)
        .map(|i| match i % 7 {
            0 => b'\n',
            1 => 0x8a, // '\n' with the high bit set
            2 => 0x0b,
            _ => b'a' + (i % 26) as u8,
        })
        .collect();
    for start in 0..20 {
        for end in (start..text.len()).step_by(37) {
            let slice = &text[start..end];
            let plain = slice.iter().filter(|&&c| c == b'\n').count();
            assert_eq!(count_newlines(slice), plain, "{start}..{end}");
        }
    }
}

#[test]
fn line_and_column_of_ops_after_earlier_queries() {
    let text = "\"a.x\"() : () -> ()\n\n  \"a.y\"() : () -> ()\n";
    let (ctx, r) = parse(text);
    let m = r.expect("parses");
    let body = ctx.region_entry(ctx.op_region(m, 0)).expect("body");
    let locs: Vec<String> = ctx
        .block_ops(body)
        .map(|o| crate::core::printer::loc_to_string(&ctx, ctx.op_loc(o)))
        .collect();
    assert_eq!(locs, ["loc(\"t.mlir\":1:1)", "loc(\"t.mlir\":3:3)"]);
}

/// The line cursor against a plain count, over gaps of no, one and
/// several newlines (ops a line apart, blank lines, ops on one line).
#[test]
fn ascending_line_and_column_lookups_match_a_plain_count() {
    let text = "ab\n\n\ncd ef\n  gh\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n   ij kl\nmn";
    let mut ctx = Context::new();
    let mut p = Parser::new(&mut ctx, text, "t.mlir");
    for step in [1, 2, 3, 5, 7, 11] {
        p.line_cursor = (0, 1, 0);
        for offset in (0..=text.len()).step_by(step) {
            let before = &text.as_bytes()[..offset];
            let line = 1 + before.iter().filter(|&&c| c == b'\n').count();
            let start = before
                .iter()
                .rposition(|&c| c == b'\n')
                .map_or(0, |p| p + 1);
            assert_eq!(
                p.fast_line_col(offset),
                (line, offset - start + 1),
                "offset {offset}, step {step}"
            );
        }
    }
}

#[test]
fn cached_types_attributes_and_dictionaries_are_the_same_objects() {
    let text = "%0 = \"a.c\"() {v = dense<1.5> : tensor<2xf32>, s = \"x,}\"} : () -> tensor<2xf32>\n\
                %1 = \"a.c\"() {v = dense<1.5> : tensor<2xf32>, s = \"x,}\"} : () -> tensor<2xf32>\n\
                %2 = \"a.d\"(%0, %1) {w = dense<1.5> : tensor<2xf32>} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>\n";
    let (ctx, r) = parse(text);
    let m = r.expect("parses");
    let body = ctx.region_entry(ctx.op_region(m, 0)).expect("body");
    let ops: Vec<OpId> = ctx.block_ops(body).collect();
    assert_eq!(ctx.attrs(ops[0]), ctx.attrs(ops[1]));
    let v = ctx.attr(ops[0], "v").expect("v");
    assert_eq!(ctx.attr(ops[2], "w"), Some(v));
    assert_eq!(
        crate::core::printer::attr_to_string(&ctx, ctx.attr(ops[1], "s").expect("s")),
        "\"x,}\""
    );
    let t = ctx.value_type(ctx.result(ops[0], 0));
    assert_eq!(ctx.value_type(ctx.result(ops[2], 0)), t);
    assert_eq!(ctx.operand_types(ops[2]), vec![t, t]);
}

#[test]
fn cached_text_still_obeys_the_nesting_limit() {
    // The same type text, first shallow (cached), then where its nesting
    // would exceed the limit: the second use must fail as if uncached.
    let ty = "tuple<tuple<tuple<tuple<tuple<i32>>>>>";
    let depth = MAX_NESTING - 4;
    let mut deep = String::new();
    for _ in 0..depth {
        deep.push_str("\"a.r\"() ({\n");
    }
    deep.push_str(&format!("\"a.u\"() {{t = {ty}}} : () -> ()\n"));
    for _ in 0..depth {
        deep.push_str("}) : () -> ()\n");
    }
    let shallow = format!("\"a.u\"() {{t = {ty}}} : () -> ()\n");
    let (_, alone) = parse(&deep);
    let (_, after) = parse(&format!("{shallow}{deep}"));
    let msg = |r: PResult<OpId>| r.expect_err("too deep").message;
    assert_eq!(msg(after), msg(alone));
}

#[test]
fn names_end_with_their_region_and_outer_names_stay_visible() {
    let text = "%x = \"a.c\"() : () -> i32\n\
                \"a.r\"() ({\n\
                %y = \"a.c\"() : () -> i64\n\
                \"a.use\"(%x, %y) : (i32, i64) -> ()\n\
                }) : () -> ()\n\
                %y = \"a.c\"() : () -> i32\n\
                \"a.use\"(%y) : (i32) -> ()\n";
    let out = generic(text);
    assert!(
        out.contains("\"a.use\"(%0, %2) : (i32, i64) -> ()"),
        "{out}"
    );
    assert!(out.contains("\"a.use\"(%1) : (i32) -> ()"), "{out}");
    // An enclosing region's name cannot be defined again inside.
    let (_, bad) = parse(&text.replace("%y = \"a.c\"() : () -> i64", "%x = \"a.c\"() : () -> i64"));
    assert!(bad
        .expect_err("redefinition")
        .message
        .contains("redefinition of SSA value '%x'"));
}

/// Names rebound inside an isolated region (a `builtin.module`) and visible
/// again after it, short and long (past the 15 bytes packed in a key);
/// names of ended regions, undeclared after them and free to bind again.
#[test]
fn shadowed_names_come_back_and_ended_names_are_gone() {
    let long = "a_name_longer_than_fifteen_bytes";
    let text = format!(
        "%x = \"a.c\"() : () -> i32\n\
         %{long} = \"a.c\"() : () -> i32\n\
         builtin.module {{\n\
         %x = \"a.c\"() : () -> i64\n\
         %{long} = \"a.c\"() : () -> i64\n\
         \"a.use\"(%x, %{long}) : (i64, i64) -> ()\n\
         }}\n\
         \"a.use\"(%x, %{long}) : (i32, i32) -> ()\n\
         \"a.r\"() ({{\n\
         %z = \"a.c\"() : () -> i32\n\
         %{long}2 = \"a.c\"() : () -> i32\n\
         }}) : () -> ()\n\
         \"a.r\"() ({{\n\
         %z = \"a.c\"() : () -> i16\n\
         %{long}2 = \"a.c\"() : () -> i16\n\
         \"a.use\"(%z, %{long}2) : (i16, i16) -> ()\n\
         }}) : () -> ()\n"
    );
    // (A use bound to another binding than the newest one of its name
    // would not parse: the types differ.)
    let out = generic(&text);
    for types in ["(i64, i64)", "(i32, i32)", "(i16, i16)"] {
        assert!(out.contains(&format!(") : {types} -> ()")), "{out}");
    }
    for name in ["z", &format!("{long}2")] {
        let ended = format!(
            "\"a.r\"() ({{\n%{name} = \"a.c\"() : () -> i32\n}}) : () -> ()\n\
             \"a.use\"(%{name}) : (i32) -> ()\n"
        );
        let (_, r) = parse(&ended);
        assert_eq!(
            r.expect_err("ended").message,
            "use of undeclared SSA value name",
            "{name}"
        );
    }
}

/// A context with `t.p`, keeping its inherent attributes `flags` (an
/// integer) and `name` (a string) as properties, and `t.n`, without
/// properties.
fn properties_ctx() -> Context {
    use crate::core::op_asm::format::{AttrClass, PropertyKind};
    use crate::core::registry::OpDefinition;
    let mut ctx = Context::new();
    let mut def = OpDefinition::new("t.p");
    def.property_names = &["flags", "name"];
    def.property_kinds = &[
        PropertyKind::Class(AttrClass::Integer),
        PropertyKind::Class(AttrClass::String),
    ];
    ctx.register_op(def);
    ctx.register_op(OpDefinition::new("t.n"));
    ctx
}

/// Upstream's `setPropertiesFromAttribute` errors of the generic form's
/// `<{...}>`, at the op's name, and `setInherentAttr` dropping an
/// inherent attribute of another kind than its property's.
#[test]
fn properties_of_the_wrong_kind() {
    let error = |text: &str| {
        let mut ctx = properties_ctx();
        match parse_source(&mut ctx, text, "t.mlir") {
            Ok(_) => panic!("{text} parsed"),
            Err(e) => (e.offset, e.message),
        }
    };
    assert_eq!(
        error(r#""t.p"() <{flags = "x", name = "n"}> : () -> ()"#),
        (
            0,
            r#"invalid properties {flags = "x", name = "n"} for op t.p: Invalid attribute `flags` in property conversion: "x""#
                .to_string()
        )
    );
    assert_eq!(
        error(r#""t.p"() <1 : i32> : () -> ()"#).1,
        "invalid properties 1 : i32 for op t.p: expected DictionaryAttr to set properties"
    );
    assert_eq!(
        error(r#""t.n"() <{}> : () -> ()"#).1,
        "invalid properties {} for op t.n: this operation does not support properties"
    );
    // In the attribute dictionary, the wrongly kinded one is dropped; keys
    // the op does not store are left out of its properties.
    let mut ctx = properties_ctx();
    let text = r#""t.p"() {flags = "x", name = "n"} : () -> ()
"t.p"() <{flags = 1 : i64, other = 2 : i64}> : () -> ()"#;
    let m = parse_source(&mut ctx, text, "t.mlir").unwrap();
    let opts = PrintOptions {
        generic: true,
        ..PrintOptions::default()
    };
    let printed = print_operation(&ctx, m, &opts);
    assert!(
        printed.contains(r#""t.p"() <{name = "n"}> : () -> ()"#),
        "{printed}"
    );
    assert!(
        printed.contains(r#""t.p"() <{flags = 1 : i64}> : () -> ()"#),
        "{printed}"
    );
}
