//! Print-and-parse tests of every generated custom form, and a round-trip
//! property test over random instances.

use ir::{Context, PrintOptions};

fn ctx() -> Context {
    let mut ctx = Context::new();
    fmtdialect::register(&mut ctx);
    // The container ops (`test.func`, `test.ret`) are unregistered, and
    // `!test.thing` a type the dialect keeps opaque (as MLIR's test dialect
    // allows unknown ops and types).
    let mut test = ir::DialectDefinition::new("test");
    test.allow_unknown_ops = true;
    test.allow_unknown_types = true;
    ctx.register_dialect(test);
    ctx
}

fn print(ctx: &Context, op: ir::OpId, generic: bool) -> String {
    let opts = PrintOptions {
        generic,
        debug_info: false,
        local_scope: false,
        resource_string_limit: None,
        skip_regions: false,
        ..Default::default()
    };
    ir::print_operation(ctx, op, &opts)
}

/// Parses `src`, prints it in custom form; checks the text is a fixed point
/// and that custom → generic → custom is stable.
fn roundtrip(src: &str) -> String {
    let mut c = ctx();
    let m = ir::parse_source(&mut c, src, "in.mlir")
        .unwrap_or_else(|e| panic!("{}", e.render("in.mlir", src)));
    let custom = print(&c, m, false);
    let mut c2 = ctx();
    let m2 = ir::parse_source(&mut c2, &custom, "custom.mlir")
        .unwrap_or_else(|e| panic!("{}\n{}", custom, e.render("custom.mlir", &custom)));
    assert_eq!(
        print(&c2, m2, false),
        custom,
        "custom form is not a fixed point"
    );
    let generic = print(&c2, m2, true);
    let mut c3 = ctx();
    let m3 = ir::parse_source(&mut c3, &generic, "generic.mlir")
        .unwrap_or_else(|e| panic!("{}\n{}", generic, e.render("generic.mlir", &generic)));
    assert_eq!(print(&c3, m3, false), custom, "custom -> generic -> custom");
    assert_eq!(print(&c3, m3, true), generic, "generic forms differ");
    custom
}

fn func(body: &str) -> String {
    format!(
        "\"test.func\"() ({{\n^bb0(%a: i32, %b: i32, %f: f32):\n{}\n  \"test.ret\"() : () -> ()\n}}) : () -> ()\n",
        body
    )
}

#[test]
fn add_infers_operand_types() {
    let out = roundtrip(&func("  %0 = fmt.add %a, %b : i32"));
    assert!(
        out.contains("%0 = fmt.add %arg0, %arg1 : i32") || out.contains("fmt.add %a, %b : i32"),
        "{}",
        out
    );
}

#[test]
fn const_prints_attribute() {
    let out = roundtrip(&func("  %0 = fmt.const value = 7 : i32 -> i32"));
    assert!(out.contains("fmt.const value = 7 : i32 -> i32"), "{}", out);
}

#[test]
fn call_functional_type() {
    let out = roundtrip(&func("  %0, %1 = fmt.call(%a, %f) : (i32, f32) -> (i32, f32)\n  %2 = fmt.call(%a) : (i32) -> i32\n  fmt.call() : () -> ()"));
    assert!(out.contains(": (i32, f32) -> (i32, f32)"), "{}", out);
    assert!(out.contains(": (i32) -> i32"), "{}", out);
    assert!(out.contains("fmt.call() : () -> ()"), "{}", out);
}

#[test]
fn optional_groups_and_unit_attr() {
    let out = roundtrip(&func("  fmt.flag fast extra(%a, %f : i32, f32)\n  fmt.flag\n  fmt.flag fast\n  fmt.flag extra(%b : i32) {x = 1 : i64}"));
    assert!(out.contains("fmt.flag fast extra(%"), "{}", out);
    assert!(out.contains("fmt.flag\n"), "{}", out);
    assert!(out.contains("{x = 1 : i64}"), "{}", out);
    let generic = {
        let mut c = ctx();
        let src = func("  fmt.flag fast");
        let m = ir::parse_source(&mut c, &src, "x").expect("parse");
        print(&c, m, true)
    };
    assert!(
        generic.contains("fast"),
        "unit attribute set by the group: {}",
        generic
    );
}

#[test]
fn else_group() {
    let out = roundtrip(&func("  fmt.maybe %a : i32\n  fmt.maybe none"));
    assert!(out.contains("fmt.maybe none"), "{}", out);
    assert!(out.contains(": i32"), "{}", out);
}

#[test]
fn operands_directive_and_keyword_dict() {
    let out = roundtrip(&func(
        "  fmt.all %a, %b, %f attributes {k = 2 : i64} : i32, i32, f32",
    ));
    assert!(
        out.contains("attributes {k = 2 : i64} : i32, i32, f32"),
        "{}",
        out
    );
}

#[test]
fn region_and_successor() {
    let out = roundtrip("fmt.wrap {\n  fmt.jump ^bb1\n^bb1:\n  fmt.jump ^bb1\n}\n");
    assert!(out.contains("fmt.wrap {"), "{}", out);
    assert!(out.contains("fmt.jump ^bb1"), "{}", out);
}

#[test]
fn custom_directive_with_refs() {
    let out = roundtrip(&func("  fmt.pair [%a sep 3 : i64] : i32 echo {z}"));
    assert!(
        out.contains("fmt.pair [%arg0 sep 3 : i64] : i32 echo {z}"),
        "{}",
        out
    );
}

#[test]
fn default_valued_attr_elided_when_default() {
    let out = roundtrip(&func(
        "  fmt.level {level = 7 : i32}\n  fmt.level {level = 3 : i32}\n  fmt.level",
    ));
    assert!(out.contains("fmt.level {level = 3 : i32}"), "{}", out);
    assert!(!out.contains("level = 7"), "{}", out);
    assert_eq!(out.matches("fmt.level\n").count(), 2, "{}", out);
}

#[test]
fn buildable_and_transformed_types() {
    let out = roundtrip(&func(
        "  %0 = fmt.cmp %a, %b : i32\n  %1 = fmt.test %f : f32",
    ));
    assert!(out.contains("fmt.cmp %arg0, %arg1 : i32"), "{}", out);
    let mut c = ctx();
    let m = ir::parse_source(&mut c, &out, "x").expect("parse");
    let generic = print(&c, m, true);
    assert!(generic.contains("(i32, i32) -> i1"), "{}", generic);
    assert!(generic.contains("(f32) -> i1"), "{}", generic);
}

#[test]
fn segment_sizes_inferred() {
    let out = roundtrip(&func(
        "  fmt.seg [%a, %b] opt %f : f32 [%b] : i32, i32 and i32\n  fmt.seg [] [] : and",
    ));
    // Upstream spacing: no space before `[` after a name or a type.
    assert!(
        out.contains("fmt.seg[%arg0, %arg1] opt %arg2 : f32[%arg1] : i32, i32 and i32"),
        "{}",
        out
    );
    let mut c = ctx();
    let m = ir::parse_source(&mut c, &out, "x").expect("parse");
    let generic = print(&c, m, true);
    assert!(
        generic.contains("operandSegmentSizes = array<i32: 2, 1, 1>"),
        "{}",
        generic
    );
    assert!(
        generic.contains("operandSegmentSizes = array<i32: 0, 0, 0>"),
        "{}",
        generic
    );
}

#[test]
fn oilist_clauses_in_any_order() {
    let out = roundtrip(&func(
        "  fmt.opts deps(%a : i32) nowait\n  fmt.opts level(3)\n  fmt.opts",
    ));
    assert!(out.contains("fmt.opts nowait deps(%arg0 : i32)"), "{}", out);
    // I64Attr: its buildable value type is elided (upstream prints `3`).
    assert!(out.contains("fmt.opts level(3)\n"), "{}", out);
    let mut c = ctx();
    let src = func("  fmt.opts nowait nowait");
    let e = ir::parse_source(&mut c, &src, "dup").expect_err("duplicate clause");
    assert!(
        e.render("dup", &src)
            .contains("`nowait` clause can appear at most once in the expansion of the oilist directive"),
        "{}",
        e.render("dup", &src)
    );
}

#[test]
fn all_types_match() {
    let out = roundtrip(&func("  %0 = fmt.copy %f : f32"));
    assert!(out.contains("fmt.copy"), "{}", out);
}

#[test]
fn parse_errors_name_the_expected_element() {
    let mut c = ctx();
    let src = func("  %0 = fmt.add %a %b : i32");
    let e = ir::parse_source(&mut c, &src, "bad.mlir").expect_err("missing comma");
    let r = e.render("bad.mlir", &src);
    assert!(r.contains("','"), "{}", r);
    assert!(r.starts_with("bad.mlir:3:"), "{}", r);
}

fn generic_of(src: &str) -> String {
    let mut c = ctx();
    let m = ir::parse_source(&mut c, src, "x").unwrap_or_else(|e| panic!("{}", e.render("x", src)));
    print(&c, m, true)
}

/// Parses `body` (inside `func`) expecting an error; returns the rendered
/// error and checks it points at the first occurrence of `token` on the
/// op's line (line 3).
fn parse_error_at(body: &str, token: &str) -> String {
    let src = func(body);
    let mut c = ctx();
    let e = ir::parse_source(&mut c, &src, "bad.mlir").expect_err("parse error");
    let r = e.render("bad.mlir", &src);
    let line = src.lines().nth(2).expect("line 3");
    let col = line.find(token).expect("token") + 1;
    assert!(
        r.starts_with(&format!("bad.mlir:3:{}:", col)),
        "expected the error at '{}' (col {}):\n{}",
        token,
        col,
        r
    );
    r
}

#[test]
fn prop_dict_property_variable_and_unit_prop() {
    let out = roundtrip(&func(
        "  fmt.prop 5 fast <{rest = 2 : i32}>\n  fmt.prop 7\n  fmt.prop 1 fast",
    ));
    // An integer property prints as a bare integer (upstream syntax).
    assert!(
        out.contains("fmt.prop 5 fast <{rest = 2 : i32}>"),
        "{}",
        out
    );
    assert!(out.contains("fmt.prop 7\n"), "{}", out);
    assert!(out.contains("fmt.prop 1 fast\n"), "{}", out);
    let generic = generic_of(&out);
    // The property variable, the UnitProp (set by the group) and prop-dict
    // all land in the properties.
    assert!(generic.contains("count = 5 : i64"), "{}", generic);
    assert!(generic.contains("fast = true"), "{}", generic);
    assert!(generic.contains("rest = 2 : i32"), "{}", generic);
    assert!(
        generic.contains("\"fmt.prop\"() <{count = 7 : i64}>"),
        "{}",
        generic
    );
}

#[test]
fn prop_dict_keeps_only_the_properties_it_sets() {
    // Upstream's `setPropertiesFromParsedAttr` reads the properties the
    // format does not parse elsewhere and ignores the other entries: an
    // unknown name, and `count`, which `$count` parses (found by the
    // fuzzer: the unknown entry was kept, then dropped on reading back).
    let out = roundtrip(&func(
        "  fmt.prop 5 fast <{rei32, rest = 3 : i32, count = 9 : i64, hest = 2 : i32}>",
    ));
    assert!(
        out.contains("fmt.prop 5 fast <{rest = 3 : i32}>\n"),
        "{}",
        out
    );
    let generic = generic_of(&out);
    assert!(
        generic.contains("<{count = 5 : i64, fast = true, rest = 3 : i32}>"),
        "{}",
        generic
    );
}

#[test]
fn group_starting_with_attribute_and_qualified_type_results() {
    let out = roundtrip(&func(
        "  %0:2 = fmt.results \"t\" : i32, f32\n  %1 = fmt.results : !test.thing\n  fmt.results :",
    ));
    assert!(out.contains("fmt.results \"t\" : i32, f32"), "{}", out);
    assert!(out.contains("= fmt.results : !test.thing"), "{}", out);
    // An inherent attribute of a registered op is a property, as upstream.
    let generic = generic_of(&out);
    assert!(
        generic.contains("<{tag = \"t\"}> : () -> (i32, f32)"),
        "{}",
        generic
    );
}

#[test]
fn variable_length_operand_and_result_types() {
    let out = roundtrip(&func(
        "  %0:3 = fmt.types %a, %f : i32, f32 -> i32, f32, i32\n  %1 = fmt.types : -> i32",
    ));
    assert!(
        out.contains("fmt.types %arg0, %arg2 : i32, f32 -> i32, f32, i32"),
        "{}",
        out
    );
    // Upstream's printer puts a space before each element, empty or not
    // (mlir-opt prints `tensor.from_elements  : tensor<0xf32>`).
    assert!(out.contains("fmt.types  :  -> i32\n"), "{}", out);
    let generic = generic_of(&out);
    assert!(
        generic.contains("(i32, f32) -> (i32, f32, i32)"),
        "{}",
        generic
    );
}

#[test]
fn regions_directive_and_region_anchor() {
    let out = roundtrip(
        "fmt.regions attributes {k} {\n  \"test.ret\"() : () -> ()\n}, {\n  \"test.ret\"() : () -> ()\n}\nfmt.regions\nfmt.maybe_region then {\n  \"test.ret\"() : () -> ()\n}\nfmt.maybe_region\n",
    );
    assert!(out.contains("fmt.regions attributes {k} {"), "{}", out);
    assert!(out.contains("}, {"), "{}", out);
    assert!(out.contains("fmt.maybe_region then {"), "{}", out);
    assert!(out.contains("fmt.maybe_region\n"), "{}", out);
    let generic = generic_of(&out);
    // The absent group still gives the op its (empty) region.
    assert!(
        generic.contains("\"fmt.maybe_region\"() ({\n"),
        "{}",
        generic
    );
    assert_eq!(
        generic.matches("\"fmt.maybe_region\"() (").count(),
        2,
        "{}",
        generic
    );
}

#[test]
fn variadic_successors_and_successor_anchor() {
    let src = "\"test.func\"() ({\n^bb0(%a: i32):\n  fmt.switch %a : i32, ^bb1 cases [^bb1, ^bb2]\n^bb1:\n  fmt.br ^bb2, ^bb1\n^bb2:\n  fmt.switch %a : i32, ^bb1\n}) : () -> ()\n";
    let out = roundtrip(src);
    // Upstream spacing: no space before `[`.
    assert!(
        out.contains("fmt.switch %arg0 : i32, ^bb1 cases[^bb1, ^bb2]"),
        "{}",
        out
    );
    assert!(out.contains("fmt.br ^bb2, ^bb1"), "{}", out);
    assert!(out.contains("fmt.switch %arg0 : i32, ^bb1\n"), "{}", out);
    let generic = generic_of(&out);
    assert!(generic.contains("[^bb1, ^bb1, ^bb2]"), "{}", generic);
}

#[test]
fn custom_directive_over_directives_and_property() {
    let out = roundtrip(&func(
        "  %0:2 = fmt.bundle items [%a, %f] : [i32, f32] -> [i32, i32] x 4 : i64 yields 2 {\n    \"test.ret\"() : () -> ()\n  }\n  fmt.bundle items [] : [] -> [] yields 0 {\n  }",
    ));
    assert!(
        out.contains(
            "fmt.bundle items [%arg0, %arg2] : [i32, f32] -> [i32, i32] x 4 : i64 yields 2 {"
        ),
        "{}",
        out
    );
    assert!(
        out.contains("fmt.bundle items [] : [] -> [] yields 0 {"),
        "{}",
        out
    );
    let generic = generic_of(&out);
    assert!(generic.contains("<{n = 4 : i64}>"), "{}", generic);
    // The ref(...) parameter sees the types bound by the first directive.
    let r = parse_error_at(
        "  %0 = fmt.bundle items [] : [] -> [i32] yields 2 {\n  }",
        "2 {",
    );
    assert!(r.contains("result count differs"), "{}", r);
}

#[test]
fn whitespace_literals() {
    let out = roundtrip(&func("  fmt.space { inner %a } : i32"));
    // Upstream spacing: no space before `{`; the empty literal removes the
    // space before `:`.
    // `\n` indents like the op (4 spaces here), then the two space literals.
    assert!(
        out.contains("    fmt.space{\n      inner %arg0\n    }: i32"),
        "{}",
        out
    );
}

#[test]
fn buildable_attribute_types_are_elided_and_default_anchor() {
    let out = roundtrip(&func(
        "  fmt.int 42, 1.5 w 5\n  fmt.int -1, 2.0 w 3\n  fmt.int 0, 0.5",
    ));
    assert!(out.contains("fmt.int 42, 1.500000e+00 w 5\n"), "{}", out);
    // `w` equal to its default (3) is left out with its group.
    assert!(out.contains("fmt.int -1, 2.000000e+00\n"), "{}", out);
    assert!(out.contains("fmt.int 0, 5.000000e-01\n"), "{}", out);
    let generic = generic_of(&func("  fmt.int 42, 1.5 w 5"));
    assert!(generic.contains("v = 42 : i32"), "{}", generic);
    assert!(generic.contains("f = 1.500000e+00 : f32"), "{}", generic);
    assert!(generic.contains("w = 5 : i64"), "{}", generic);
}

#[test]
fn qualified_attribute_and_type() {
    let out = roundtrip(&func(
        "  fmt.qual 5 : i16 %a : i32\n  fmt.qual \"s\" %f : f32",
    ));
    assert!(out.contains("fmt.qual 5 : i16 %arg0 : i32"), "{}", out);
    assert!(out.contains("fmt.qual \"s\" %arg2 : f32"), "{}", out);
}

#[test]
fn parse_errors_point_at_the_token_with_upstream_wording() {
    let r = parse_error_at("  fmt.switch %a : i32, cases", " cases");
    assert!(r.contains("expected block name"), "{}", r);
    // A wrong token is reported right after the text before it, as
    // mlir-opt's `emitWrongTokenError` does.
    let r = parse_error_at("  fmt.int x, 1.0", " x,");
    assert!(r.contains("expected attribute value"), "{}", r);
    let r = parse_error_at("  %0 = fmt.copy : f32", " : f32");
    assert!(r.contains("expected SSA operand"), "{}", r);
    let r = parse_error_at("  %0 = fmt.add %a, %b : 3", " 3");
    assert!(r.contains("expected non-function type"), "{}", r);
    let r = parse_error_at("  %0 = fmt.const value 7 -> i32", " 7");
    assert!(r.contains("expected '='"), "{}", r);
}

/// `%rN = `, `%rN:K = ` or nothing for `k` results.
fn results(counter: &mut usize, k: usize) -> String {
    *counter += 1;
    match k {
        0 => String::new(),
        1 => format!("%r{} = ", counter),
        _ => format!("%r{}:{} = ", counter, k),
    }
}

/// Random valid instances: print custom, parse, compare with the generic
/// form of the original (identical IR), and stable custom → generic → custom.
#[test]
fn random_roundtrip_property() {
    let mut seed: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut next = move |n: u64| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed % n
    };
    let vals = ["%a", "%b", "%f"];
    let tys = ["i32", "i32", "f32"];
    for _ in 0..300 {
        let mut body = String::new();
        let mut counter = 0;
        for _ in 0..6 {
            match next(15) {
                0 => {
                    let i = next(2) as usize;
                    body.push_str(&format!(
                        "  %x{} = fmt.add {}, {} : i32\n",
                        counter,
                        vals[i],
                        vals[1 - i]
                    ));
                    counter += 1;
                }
                1 => {
                    let n = next(4) as usize;
                    let args: Vec<usize> = (0..n).map(|_| next(3) as usize).collect();
                    let a: Vec<&str> = args.iter().map(|&i| vals[i]).collect();
                    let t: Vec<&str> = args.iter().map(|&i| tys[i]).collect();
                    body.push_str(&format!(
                        "  fmt.call({}) : ({}) -> ()\n",
                        a.join(", "),
                        t.join(", ")
                    ));
                }
                2 => {
                    let fast = if next(2) == 0 { " fast" } else { "" };
                    let extra = if next(2) == 0 { " extra(%f : f32)" } else { "" };
                    body.push_str(&format!("  fmt.flag{}{}\n", fast, extra));
                }
                4 => {
                    body.push_str(&format!(
                        "  fmt.pair [%b sep {} : i64] : i32 echo\n",
                        next(50)
                    ));
                }
                6 => {
                    let nx = next(3) as usize;
                    let ny = next(3) as usize;
                    let xs: Vec<&str> = (0..nx).map(|k| vals[k % 2]).collect();
                    let ys: Vec<&str> = (0..ny).map(|k| vals[1 - k % 2]).collect();
                    let opt = if next(2) == 0 { " opt %f : f32" } else { "" };
                    body.push_str(&format!(
                        "  fmt.seg[{}]{}[{}] : {} and {}\n",
                        xs.join(", "),
                        opt,
                        ys.join(", "),
                        vec!["i32"; nx].join(", "),
                        vec!["i32"; ny].join(", ")
                    ));
                }
                3 => {
                    body.push_str(if next(2) == 0 {
                        "  fmt.maybe %b : i32\n"
                    } else {
                        "  fmt.maybe none\n"
                    });
                }
                7 => {
                    let fast = if next(2) == 0 { " fast" } else { "" };
                    let rest = if next(2) == 0 {
                        format!(" <{{rest = {} : i32}}>", next(9))
                    } else {
                        String::new()
                    };
                    body.push_str(&format!("  fmt.prop {}{}{}\n", next(100), fast, rest));
                }
                8 => {
                    let k = next(4) as usize;
                    let tys: Vec<&str> = (0..k).map(|j| tys[j % 3]).collect();
                    let tag = if next(2) == 0 { " \"t\"" } else { "" };
                    body.push_str(&format!(
                        "  {}fmt.results{} : {}\n",
                        results(&mut counter, k),
                        tag,
                        tys.join(", ")
                    ));
                }
                9 => {
                    let n = next(3) as usize;
                    let args: Vec<usize> = (0..n).map(|_| next(3) as usize).collect();
                    let a: Vec<&str> = args.iter().map(|&i| vals[i]).collect();
                    let t: Vec<&str> = args.iter().map(|&i| tys[i]).collect();
                    let more = next(3) as usize;
                    let mt: Vec<&str> = (0..more).map(|j| tys[2 - j % 3]).collect();
                    let tail = if more > 0 {
                        format!(", {}", mt.join(", "))
                    } else {
                        String::new()
                    };
                    body.push_str(&format!(
                        "  {}fmt.types {} : {} -> i32{}\n",
                        results(&mut counter, 1 + more),
                        a.join(", "),
                        t.join(", "),
                        tail
                    ));
                }
                10 => {
                    let fs = ["1.5", "-2.25", "0.5", "4.0"];
                    let w = match next(3) {
                        0 => String::new(),
                        _ => format!(" w {}", 4 + next(20)),
                    };
                    body.push_str(&format!(
                        "  fmt.int {}, {}{}\n",
                        next(200) as i64 - 100,
                        fs[next(4) as usize],
                        w
                    ));
                }
                11 => {
                    let n = next(3) as usize;
                    let args: Vec<usize> = (0..n).map(|_| next(3) as usize).collect();
                    let a: Vec<&str> = args.iter().map(|&i| vals[i]).collect();
                    let t: Vec<&str> = args.iter().map(|&i| tys[i]).collect();
                    let k = next(3) as usize;
                    let rt: Vec<&str> = (0..k).map(|j| tys[j % 3]).collect();
                    let x = if next(2) == 0 {
                        format!(" x {} : i64", next(10))
                    } else {
                        String::new()
                    };
                    body.push_str(&format!(
                        "  {}fmt.bundle items [{}] : [{}] -> [{}]{} yields {} {{\n  }}\n",
                        results(&mut counter, k),
                        a.join(", "),
                        t.join(", "),
                        rt.join(", "),
                        x,
                        k
                    ));
                }
                12 => body.push_str("  fmt.space { inner %b } : i32\n"),
                13 => {
                    body.push_str(&format!("  fmt.qual {} : i16 %f : f32\n", next(50)));
                }
                14 => {
                    body.push_str(if next(2) == 0 {
                        "  fmt.maybe_region then {\n    \"test.ret\"() : () -> ()\n  }\n"
                    } else {
                        "  fmt.maybe_region\n"
                    });
                }
                _ => {
                    body.push_str(&format!(
                        "  %x{} = fmt.const value = {} : i32 -> i32\n",
                        counter,
                        next(100)
                    ));
                    counter += 1;
                }
            }
        }
        let src = func(body.trim_end());
        let custom = roundtrip(&src);
        assert!(custom.contains("fmt."), "{}", custom);
        let mut c0 = ctx();
        let m0 = ir::parse_source(&mut c0, &src, "orig").expect("parse");
        let mut c1 = ctx();
        let m1 = ir::parse_source(&mut c1, &custom, "custom").expect("parse");
        assert_eq!(
            print(&c0, m0, true),
            print(&c1, m1, true),
            "IR differs after custom round trip"
        );
    }
}
