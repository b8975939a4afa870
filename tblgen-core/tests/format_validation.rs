//! The assembly-format parser and validator on small ops: valid formats are
//! accepted with the expected type resolution, invalid ones fail with the
//! expected message located at the offending token of the `.td` text.

use tblgen_core::format::{op_format, ArgRef, Element, Format, TypeResolution};
use tblgen_core::ods::operators;
use tblgen_core::tablegen::{self, Options as TdOptions};

const PRELUDE: &str = include_str!("format/prelude.td");

/// Evaluates `PRELUDE + body` and returns, for the op named `Fmt_T`, the
/// format or the rendered diagnostic.
fn check(body: &str) -> Result<Format, String> {
    let text = format!("{}\n{}", PRELUDE, body);
    std::thread::Builder::new()
        .stack_size(256 << 20)
        .spawn(move || {
            let opts = TdOptions {
                include_dirs: vec![
                    td::include_dir(),
                    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/format"),
                ],
                defines: Vec::new(),
                print_records: false,
                ..Default::default()
            };
            let loaded = tablegen::load_str("test.td", &text, &opts).map_err(|d| d.render())?;
            let kp = &loaded.records;
            let ops = operators(kp).map_err(|d| kp.render(&d))?;
            let op = ops
                .iter()
                .find(|o| &*o.def_name == "Fmt_T")
                .ok_or("no Fmt_T")?;
            match op_format(kp, op) {
                Ok(Some(f)) => Ok(f),
                Ok(None) => Err("no format".to_string()),
                Err(d) => Err(kp.render(&d)),
            }
        })
        .expect("thread")
        .join()
        .expect("no panic")
}

/// Asserts that `body` fails with `message`, located at line/column of the
/// first occurrence of `at` in `body` (None = at the format's start).
fn fails(body: &str, message: &str, at: &str) {
    let err = match check(body) {
        Ok(f) => panic!("accepted: {}\n{:?}", body, f),
        Err(e) => e,
    };
    assert!(
        err.contains(&format!("error: {}", message)),
        "expected {:?} in\n{}",
        message,
        err
    );
    let prelude_lines = PRELUDE.lines().count() + 1;
    let idx = body
        .find(at)
        .unwrap_or_else(|| panic!("{:?} not in body", at));
    let line = body[..idx].matches('\n').count() + 1 + prelude_lines;
    let col = idx - body[..idx].rfind('\n').map_or(0, |p| p + 1) + 1;
    let want = format!("test.td:{}:{}: error", line, col);
    assert!(err.starts_with(&want), "expected {} in\n{}", want, err);
    // The caret line points at the column.
    let caret = err.lines().nth(2).unwrap_or("");
    assert_eq!(caret.find('^'), Some(col - 1), "caret in\n{}", err);
}

fn op(args: &str, results: &str, format: &str) -> String {
    format!(
        "def Fmt_T : Fmt_Op<\"t\"> {{\n  let arguments = (ins {});\n  let results = (outs {});\n  let assemblyFormat = [{{{}}}];\n}}\n",
        args, results, format
    )
}

fn op_traits(traits: &str, args: &str, results: &str, format: &str) -> String {
    format!(
        "def Fmt_T : Fmt_Op<\"t\", [{}]> {{\n  let arguments = (ins {});\n  let results = (outs {});\n  let assemblyFormat = [{{{}}}];\n}}\n",
        traits, args, results, format
    )
}

#[test]
fn simple_format_is_accepted() {
    let f = check(&op(
        "AnyType:$a, I32Attr:$n",
        "AnyType:$r",
        "$a `,` $n attr-dict `:` type($a) `->` type($r)",
    ))
    .expect("valid");
    assert_eq!(f.elements.len(), 8);
    assert_eq!(f.elements[0], Element::Operand(0));
    assert_eq!(f.elements[1], Element::Literal(",".into()));
    assert_eq!(f.operand_types, vec![TypeResolution::InFormat]);
    assert_eq!(f.used_attributes, vec![0]);
}

#[test]
fn types_inferred_from_traits() {
    let f = check(&op_traits(
        "SameOperandsAndResultType",
        "AnyType:$a, AnyType:$b",
        "AnyType:$r",
        "$a `,` $b attr-dict `:` type($r)",
    ))
    .expect("valid");
    let from_r = TypeResolution::Resolver {
        source: ArgRef::Result(0),
        transformer: None,
    };
    assert_eq!(f.operand_types, vec![from_r.clone(), from_r]);

    let f = check(&op_traits(
        "AllTypesMatch<[\"a\", \"r\"]>",
        "AnyType:$a",
        "AnyType:$r",
        "$a attr-dict `:` type($a)",
    ))
    .expect("valid");
    assert_eq!(
        f.result_types,
        vec![TypeResolution::Resolver {
            source: ArgRef::Operand(0),
            transformer: None
        }]
    );

    let f = check(&op("AnyType:$a", "I1:$r", "$a attr-dict `:` type($a)")).expect("valid");
    assert!(matches!(f.result_types[0], TypeResolution::Builder(_)));
}

#[test]
fn optional_groups_and_directives() {
    let f = check(&op(
        "Variadic<AnyType>:$xs, UnitAttr:$flag, OptionalAttr<I32Attr>:$n",
        "",
        "(`flag` $flag^)? (`n` `=` $n^)? (`(` $xs^ `:` type($xs) `)`)? attr-dict",
    ))
    .expect("valid");
    let Element::Optional(g) = &f.elements[0] else {
        panic!("{:?}", f.elements[0])
    };
    assert_eq!(
        *g.anchor,
        Element::Attribute {
            index: 0,
            qualified: false
        }
    );
    assert!(!g.inverted);

    check(&op(
        "AnyType:$a, AnyType:$b",
        "",
        "custom<Pair>($a, type($a), \"lit\") operands attr-dict-with-keyword `:` type(operands)",
    ))
    .expect_err("operands after $a overlaps");
    check(&op(
        "AnyType:$a",
        "",
        "custom<One>($a, type($a), \"x\") custom<Two>(ref($a), ref(type($a))) attr-dict",
    ))
    .expect("custom and ref");
    check(&op(
        "Variadic<AnyType>:$a",
        "Variadic<AnyType>:$r",
        "`(` $a `)` attr-dict `:` functional-type($a, $r)",
    ))
    .expect("functional-type");
    check(&op(
        "Variadic<AnyType>:$a",
        "Variadic<AnyType>:$r",
        "`(` operands `)` attr-dict `:` functional-type(operands, results)",
    ))
    .expect("operands/results");
    check(&op(
        "OptionalAttr<I32Attr>:$x, OptionalAttr<I32Attr>:$y",
        "",
        "oilist(`xx` $x | `yy` $y) attr-dict",
    ))
    .expect("oilist");
    check(&op("I32Attr:$x", "", "(`a` $x^) : (`b`)? attr-dict"))
        .expect_err("non-optional attribute anchor");
}

#[test]
fn invalid_formats_fail_with_located_errors() {
    fails(
        &op("AnyType:$a", "", "$a `:` type($a)"),
        "'attr-dict' directive not found in custom assembly format",
        "$a `:`",
    );
    fails(
        &op("AnyType:$a", "", "$a $a attr-dict `:` type($a)"),
        "operand 'a' is already bound",
        "$a attr-dict",
    );
    fails(
        &op("AnyType:$a", "", "$b attr-dict"),
        "expected variable to refer to an argument, region, result, or successor",
        "$b",
    );
    fails(
        &op("AnyType:$a", "", "attr-dict `:` type($a)"),
        "operand #0, named 'a', not found",
        "attr-dict `:`",
    );
    fails(
        &op("AnyType:$a", "", "$a attr-dict"),
        "type of operand #0, named 'a', is not buildable and a buildable type cannot be inferred",
        "$a attr-dict",
    );
    fails(
        &op("AnyType:$a", "AnyType:$r", "$a attr-dict `:` type($a)"),
        "type of result #0, named 'r', is not buildable and a buildable type cannot be inferred",
        "$a attr-dict",
    );
    fails(
        &op("AnyType:$a", "", "$a attr-dict `:` type($a) `%`"),
        "expected valid literal but got '%': single character literal must be a letter or one of '_:,=<>()[]{}?+*'",
        "`%`",
    );
    fails(
        &op("AnyType:$a", "", "$a attr-dict `:` type($a) %"),
        "unexpected character",
        "%",
    );
    fails(
        &op("AnyType:$a", "", "$a attr-dict `:` type($a) `1x`"),
        "expected valid literal but got '1x': valid keyword starts with a letter or '_'",
        "`1x`",
    );
    fails(
        &op("UnitAttr:$u", "", "(`u` $u)? attr-dict"),
        "optional group has no anchor element",
        "(`u`",
    );
    fails(
        &op("UnitAttr:$u, UnitAttr:$v", "", "(`u` $u^ $v^)? attr-dict"),
        "only one element can be marked as the anchor of an optional group",
        "^)?",
    );
    fails(
        &op("UnitAttr:$u", "", "(`u`^ $u)? attr-dict"),
        "only variables and types can be used to anchor an optional group",
        "^ $u",
    );
    fails(
        &op("AnyType:$a", "", "(`x` $a^)? attr-dict `:` type($a)"),
        "only variable length operands can be used within an optional group",
        "(`x`",
    );
    fails(
        &op("AnyType:$a", "", "$a attr-dict `:` type($a) type($a)"),
        "'type' of 'a' is already bound",
        "type($a)}]",
    );
    fails(
        &op("AnyType:$a", "AnyType:$r", "$r attr-dict"),
        "result variables can can only be used as a child to a 'type' directive",
        "$r attr-dict",
    );
    fails(
        &op("AnyType:$a", "", "$a attr-dict attr-dict `:` type($a)"),
        "'attr-dict' directive has already been seen",
        "attr-dict `:`",
    );
    fails(
        &op("AnyType:$a", "", "$a attr-dict `:` type(`x`)"),
        "literals may only be used in the top-level section of the format",
        "`x`)",
    );
    fails(
        &op("AnyType:$a", "", "custom<X>(`x`) $a attr-dict `:` type($a)"),
        "literals may only be used in the top-level section of the format",
        "`x`",
    );
    fails(
        &op("AnyType:$a", "", "ref($a) $a attr-dict `:` type($a)"),
        "'ref' is only valid within a `custom` directive",
        "ref",
    );
    fails(
        &op("AnyType:$a", "", "qualified($a) attr-dict `:` type($a)"),
        "'qualified' directive expects an attribute or a `type` directive",
        "qualified",
    );
    fails(
        &op("AnyAttr:$x", "", "$x `:` attr-dict"),
        "format ambiguity caused by `:` literal found after attribute `x` which does not have a buildable type",
        "$x `:`",
    );
    fails(
        &op("AnyType:$a", "", "$a attr-dict `:` type($a"),
        "expected ')' after argument list",
        "}];",
    );
    fails(
        &op("AnyType:$a", "", "$a attr-dict `:` type($a) `"),
        "unexpected end of file in literal",
        "}];",
    );
}

#[test]
fn region_and_successor_rules() {
    let body = "def Fmt_T : Fmt_Op<\"t\"> {\n  let regions = (region AnyRegion:$body);\n  let assemblyFormat = \"attr-dict $body\";\n}\n";
    let err = check(body).expect_err("ambiguous");
    assert!(
        err.contains("format ambiguity caused by `attr-dict` directive followed by region `body`"),
        "{}",
        err
    );
    assert!(
        err.contains("note: try using `attr-dict-with-keyword` instead"),
        "{}",
        err
    );
    let body = "def Fmt_T : Fmt_Op<\"t\"> {\n  let regions = (region AnyRegion:$body);\n  let assemblyFormat = \"attr-dict-with-keyword $body\";\n}\n";
    check(body).expect("valid");
    let body = "def Fmt_T : Fmt_Op<\"t\", [Terminator]> {\n  let successors = (successor AnySuccessor:$dest);\n  let assemblyFormat = \"attr-dict\";\n}\n";
    let err = check(body).expect_err("missing successor");
    assert!(
        err.contains("error: successor #0, named 'dest', not found"),
        "{}",
        err
    );
    assert!(
        err.contains("note: suggest adding a '$dest' directive to the custom assembly format"),
        "{}",
        err
    );
}

#[test]
fn deep_nesting_is_an_error_not_a_crash() {
    let mut f = String::new();
    for _ in 0..200 {
        f.push_str("qualified(");
    }
    let err = check(&op("AnyType:$a", "", &f)).expect_err("too deep");
    assert!(err.contains("format nesting is too deep"), "{}", err);
}

/// A format error is located in the `let` that sets the format (the def's
/// own, or its class's), never by finding the format's text elsewhere
/// (`type(` also appears in `OpBase.td`, where the field is declared).
#[test]
fn format_errors_are_located_where_the_format_is_set() {
    // (At the end of the format, as mlir-tblgen.)
    fails(&op("AnyType:$a", "", "type("), "expected", "}];");
    let body = "class Fmt_C<string m> : Fmt_Op<m> {\n  let assemblyFormat = \"type(\";\n}\n\
                def Fmt_T : Fmt_C<\"t\"> {\n  let arguments = (ins AnyType:$a);\n}\n";
    fails(body, "expected", "\";");
}
