//! Every rule of `Patterns.td` run through the greedy driver: build IR,
//! apply the generated patterns, compare the printed IR with the expected
//! text. Ops marked `Pure` in `Ops.td` get `ir::OpTrait::Pure`, so the
//! driver erases the ones left without uses (and without regions).

/// Runs the generated patterns on `body` (inside a function with block
/// arguments `%a: i64, %b: i64, %f: f32`) and returns the printed body
/// (the whole module, with location aliases, under `debug_info`).
fn run_with(body: &str, debug_info: bool) -> String {
    let mut ctx = ir::Context::new();
    drrt::register(&mut ctx);
    ctx.allow_unregistered_dialects(true);
    let src = format!(
        "\"test.func\"() ({{\n^bb0(%a: i64, %b: i64, %f: f32):\n{}}}) : () -> ()\n",
        body
    );
    let m = ir::parse_source(&mut ctx, &src, "in.mlir").expect("input parses");
    let mut patterns = Vec::new();
    drrt::patterns::populate_patterns(&mut patterns);
    ir::apply_patterns_greedily(&mut ctx, m, &patterns, ir::GreedyConfig::default())
        .expect("converges");
    ir::verify(&ctx, m).expect("the result verifies");
    let opts = ir::PrintOptions {
        debug_info,
        ..Default::default()
    };
    let text = ir::print_operation(&ctx, m, &opts);
    if debug_info {
        return text;
    }
    // Keep the function body only.
    text.lines()
        .filter(|l| l.starts_with("    "))
        .map(|l| format!("{}\n", &l[4..]))
        .collect()
}

/// The location of the first line containing `needle` in `text` (printed
/// with debug info), aliases resolved: `loc(fused[loc("n"), loc("s")])`.
fn loc_of(text: &str, needle: &str) -> String {
    let line = text.lines().find(|l| l.contains(needle)).expect("line");
    let mut loc = line[line.rfind(" loc(").expect("loc") + 1..].to_string();
    for _ in 0..4 {
        for def in text.lines().filter(|l| l.starts_with("#loc")) {
            let (alias, value) = def.split_once(" = ").expect("alias");
            loc = loc.replace(&format!("loc({})", alias), value);
            loc = loc.replace(&format!("{},", alias), &format!("{},", value));
            loc = loc.replace(&format!("{}]", alias), &format!("{}]", value));
        }
    }
    loc
}

fn run(body: &str) -> String {
    run_with(body, false)
}

#[test]
fn nested_dag_constant_attr_and_replace_with_value() {
    let out = run(r#"  %c = "drrt.const"() {value = 0 : i64} : () -> i64
  %0 = "drrt.add"(%a, %c) : (i64, i64) -> i64
  "drrt.store"(%0) : (i64) -> ()
"#);
    assert_eq!(
        out,
        r#""drrt.store"(%arg0) : (i64) -> ()
"#
    );
}

#[test]
fn constant_attr_mismatch_does_not_match() {
    let out = run(r#"  %c = "drrt.const"() {value = 7 : i64} : () -> i64
  %0 = "drrt.add"(%a, %c) : (i64, i64) -> i64
  "drrt.store"(%0) : (i64) -> ()
"#);
    assert_eq!(
        out,
        r#"%0 = "drrt.const"() <{value = 7 : i64}> : () -> i64
%1 = "drrt.add"(%arg0, %0) : (i64, i64) -> i64
"drrt.store"(%1) : (i64) -> ()
"#
    );
}

#[test]
fn named_constraint_binding() {
    let out = run(r#"  %c = "drrt.const"() {value = 1 : i64} : () -> i64
  %0 = "drrt.mul"(%a, %c) : (i64, i64) -> i64
  "drrt.store"(%0) : (i64) -> ()
"#);
    assert_eq!(
        out,
        r#""drrt.store"(%arg0) : (i64) -> ()
"#
    );
}

#[test]
fn op_result_binding_with_additional_constraint() {
    // The second pair's inner neg has two uses: `T_HasOneUse $inner` fails.
    let out = run(r#"  %0 = "drrt.neg"(%a) : (i64) -> i64
  %1 = "drrt.neg"(%0) : (i64) -> i64
  "drrt.store"(%1) : (i64) -> ()
  %2 = "drrt.neg"(%b) : (i64) -> i64
  %3 = "drrt.neg"(%2) : (i64) -> i64
  "drrt.store"(%2) : (i64) -> ()
  "drrt.store"(%3) : (i64) -> ()
"#);
    assert_eq!(
        out,
        r#""drrt.store"(%arg0) : (i64) -> ()
%0 = "drrt.neg"(%arg1) : (i64) -> i64
%1 = "drrt.neg"(%0) : (i64) -> i64
"drrt.store"(%0) : (i64) -> ()
"drrt.store"(%1) : (i64) -> ()
"#
    );
}

#[test]
fn same_symbol_twice_means_equal_operands() {
    let out = run(r#"  %0 = "drrt.sub"(%a, %a) : (i64, i64) -> i64
  %1 = "drrt.sub"(%a, %b) : (i64, i64) -> i64
  "drrt.store"(%0) : (i64) -> ()
  "drrt.store"(%1) : (i64) -> ()
"#);
    assert_eq!(
        out,
        r#"%0 = "drrt.const"() <{value = 0 : i64}> : () -> i64
%1 = "drrt.sub"(%arg0, %arg1) : (i64, i64) -> i64
"drrt.store"(%0) : (i64) -> ()
"drrt.store"(%1) : (i64) -> ()
"#
    );
}

#[test]
fn either_matches_both_operand_orders() {
    let out = run(r#"  %n = "drrt.neg"(%b) : (i64) -> i64
  %0 = "drrt.add"(%a, %n) : (i64, i64) -> i64
  %1 = "drrt.add"(%n, %a) : (i64, i64) -> i64
  "drrt.store"(%0) : (i64) -> ()
  "drrt.store"(%1) : (i64) -> ()
"#);
    assert_eq!(
        out,
        r#"%0 = "drrt.sub"(%arg0, %arg1) : (i64, i64) -> i64
%1 = "drrt.sub"(%arg0, %arg1) : (i64, i64) -> i64
"drrt.store"(%0) : (i64) -> ()
"drrt.store"(%1) : (i64) -> ()
"#
    );
}

#[test]
fn add_benefit_orders_competing_rules() {
    let out = run(r#"  %c2 = "drrt.const"() {value = 2 : i64} : () -> i64
  %c3 = "drrt.const"() {value = 3 : i64} : () -> i64
  %0 = "drrt.mul"(%a, %c2) : (i64, i64) -> i64
  %1 = "drrt.mul"(%a, %c3) : (i64, i64) -> i64
  "drrt.store"(%0) : (i64) -> ()
  "drrt.store"(%1) : (i64) -> ()
"#);
    assert_eq!(
        out,
        r#"%0 = "drrt.add"(%arg0, %arg0) : (i64, i64) -> i64
%1 = "drrt.scale"(%arg0) <{factor = 3 : i64}> : (i64) -> i64
"drrt.store"(%0) : (i64) -> ()
"drrt.store"(%1) : (i64) -> ()
"#
    );
}

#[test]
fn native_code_call_in_argument_position() {
    let out = run(r#"  %0 = "drrt.scale"(%a) {factor = 3 : i64} : (i64) -> i64
  %1 = "drrt.scale"(%0) {factor = 5 : i64, bias = 1 : i64} : (i64) -> i64
  "drrt.store"(%1) : (i64) -> ()
"#);
    assert_eq!(
        out,
        r#"%0 = "drrt.scale"(%arg0) <{factor = 15 : i64}> : (i64) -> i64
"drrt.store"(%0) : (i64) -> ()
"#
    );
}

#[test]
fn native_code_call_building_an_op_at_the_fused_location() {
    let body = r#"  %0 = "drrt.sub"(%a, %b) : (i64, i64) -> i64 loc("s")
  %1 = "drrt.neg"(%0) : (i64) -> i64 loc("n")
  "drrt.store"(%1) : (i64) -> () loc("st")
"#;
    assert_eq!(
        run(body),
        r#"%0 = "drrt.sub"(%arg1, %arg0) : (i64, i64) -> i64
"drrt.store"(%0) : (i64) -> ()
"#
    );
    // `$_loc` is the fused location of the matched ops, the root first.
    let full = run_with(body, true);
    assert_eq!(
        loc_of(&full, "\"drrt.sub\"(%arg1, %arg0)"),
        "loc(fused[loc(\"n\"), loc(\"s\")])"
    );
}

#[test]
fn multi_result_replacement_with_auxiliary_op_and_result_index_suffix() {
    let out = run(r#"  %0:2 = "drrt.swap"(%a) : (i64) -> (i64, i64)
  "drrt.store"(%0#0) : (i64) -> ()
  "drrt.store"(%0#1) : (i64) -> ()
"#);
    assert_eq!(
        out,
        r#"%first, %second = "drrt.pair"(%arg0) : (i64) -> (i64, i64)
"drrt.store"(%second) : (i64) -> ()
"drrt.store"(%first) : (i64) -> ()
"#
    );
}

#[test]
fn multi_result_op_replaces_multi_result_root_with_location_directive() {
    let body = r#"  %0 = "drrt.neg"(%a) : (i64) -> i64
  %1:2 = "drrt.pair"(%0) : (i64) -> (i64, i64)
  "drrt.store"(%1#1) : (i64) -> ()
"#;
    assert_eq!(
        run(body),
        r#"%first, %second = "drrt.pair"(%arg0) : (i64) -> (i64, i64)
"drrt.store"(%second) : (i64) -> ()
"#
    );
    assert_eq!(
        loc_of(&run_with(body, true), "\"drrt.pair\"(%arg0)"),
        "loc(\"pair\")"
    );
}

#[test]
fn auxiliary_op_without_results_and_void_native_call() {
    let out = run(r#"  %0 = "drrt.dup"(%a) : (i64) -> i64
  "drrt.store"(%0) : (i64) -> ()
"#);
    assert_eq!(
        out,
        r#""drrt.store"(%arg0) : (i64) -> ()
"drrt.store"(%arg0) : (i64) -> ()
"#
    );
}

#[test]
fn return_type_directive() {
    let out = run(r#"  %0 = "drrt.cast"(%f) : (f32) -> i64
  %1 = "drrt.cast"(%0) : (i64) -> f32
  "test.use"(%1) : (f32) -> ()
"#);
    assert_eq!(
        out,
        r#"%0 = "drrt.wrap"(%arg2) : (f32) -> f32
%1 = "drrt.cast"(%0) : (f32) -> f32
"test.use"(%1) : (f32) -> ()
"#
    );
}

#[test]
fn custom_builder_infers_nested_result_type_and_location_of_matched_op() {
    let body = r#"  %0 = "drrt.cast"(%f) : (f32) -> i64 loc("c")
  %1 = "drrt.wrap"(%0) : (i64) -> i64 loc("w")
  "test.use"(%1) : (i64) -> ()
"#;
    // The new wrap's type (f32) comes from its custom builder.
    assert_eq!(
        run(body),
        r#"%0 = "drrt.wrap"(%arg2) : (f32) -> f32
%1 = "drrt.cast"(%0) : (f32) -> i64
"test.use"(%1) : (i64) -> ()
"#
    );
    let full = run_with(body, true);
    // `(location $w)` on the new wrap; the default (fused) on the new cast.
    assert_eq!(loc_of(&full, "\"drrt.wrap\"(%arg2)"), "loc(\"w\")");
    assert_eq!(
        loc_of(&full, "\"drrt.cast\"(%0)"),
        "loc(fused[loc(\"w\"), loc(\"c\")])"
    );
}

#[test]
fn multi_entity_constraint() {
    let out = run(r#"  %0 = "drrt.neg"(%a) : (i64) -> i64
  %1 = "drrt.neg"(%b) : (i64) -> i64
  %2 = "drrt.sub"(%0, %1) : (i64, i64) -> i64
  "drrt.store"(%2) : (i64) -> ()
"#);
    assert_eq!(
        out,
        r#"%0 = "drrt.sub"(%arg1, %arg0) : (i64, i64) -> i64
"drrt.store"(%0) : (i64) -> ()
"#
    );
}

#[test]
fn variadic_operand_group_bound_and_forwarded() {
    let out = run(r#"  %0 = "drrt.sum"(%a, %b, %a) : (i64, i64, i64) -> i64
  %1 = "drrt.neg"(%0) : (i64) -> i64
  "drrt.store"(%1) : (i64) -> ()
"#);
    assert_eq!(
        out,
        r#"%0 = "drrt.negsum"(%arg0, %arg1, %arg0) : (i64, i64, i64) -> i64
"drrt.store"(%0) : (i64) -> ()
"#
    );
}

#[test]
fn benefits_and_registration() {
    let mut patterns = Vec::new();
    drrt::patterns::populate_patterns(&mut patterns);
    let get = |n: &str| {
        patterns
            .iter()
            .find(|p| p.name() == n)
            .map(|p| (p.root().map(str::to_string), p.benefit()))
            .expect("pattern")
    };
    assert_eq!(patterns.len(), 35);
    assert_eq!(get("StoreOfScaleZero"), (Some("drrt.store".into()), 2));
    assert_eq!(get("AddZero"), (Some("drrt.add".into()), 2));
    assert_eq!(get("SubSelf"), (Some("drrt.sub".into()), 1));
    assert_eq!(get("SubSameType"), (Some("drrt.sub".into()), 3));
    assert_eq!(get("MulTwo"), (Some("drrt.mul".into()), 12));
    assert_eq!(get("MulConst"), (Some("drrt.mul".into()), 1));
}

#[test]
fn generated_op_bound_and_reused_as_sibling_operand() {
    let out = run(r#"  %0 = "drrt.neg"(%a) : (i64) -> i64
  %1 = "drrt.neg"(%a) : (i64) -> i64
  %2 = "drrt.mul"(%0, %1) : (i64, i64) -> i64
  %3 = "drrt.neg"(%b) : (i64) -> i64
  %4 = "drrt.mul"(%0, %3) : (i64, i64) -> i64
  "drrt.store"(%2) : (i64) -> ()
  "drrt.store"(%4) : (i64) -> ()
"#);
    // Only the first mul negates the same value twice.
    assert_eq!(
        out,
        r#"%0 = "drrt.neg"(%arg0) : (i64) -> i64
%1 = "drrt.scale"(%arg0) <{factor = 1 : i64}> : (i64) -> i64
%2 = "drrt.mul"(%1, %1) : (i64, i64) -> i64
%3 = "drrt.neg"(%arg1) : (i64) -> i64
%4 = "drrt.mul"(%0, %3) : (i64, i64) -> i64
"drrt.store"(%2) : (i64) -> ()
"drrt.store"(%4) : (i64) -> ()
"#
    );
}

#[test]
fn native_code_call_with_self_placeholder() {
    let out = run(r#"  %0 = "drrt.neg"(%a) : (i64) -> i64
  %1 = "drrt.scale"(%0) {factor = 4 : i64} : (i64) -> i64
  "drrt.store"(%1) : (i64) -> ()
"#);
    assert_eq!(
        out,
        r#"%0 = "drrt.scale"(%arg0) <{factor = -4 : i64}> : (i64) -> i64
"drrt.store"(%0) : (i64) -> ()
"#
    );
}

#[test]
fn each_result_replaced_by_its_own_op_under_result_constraints() {
    // The first pair's second result is unused: split. The second pair's
    // second result is used: `HasNoUseOf:$p__1` fails.
    let out = run(r#"  %0:2 = "drrt.pair"(%a) : (i64) -> (i64, i64)
  "drrt.store"(%0#0) : (i64) -> ()
  %1:2 = "drrt.pair"(%b) : (i64) -> (i64, i64)
  "drrt.store"(%1#1) : (i64) -> ()
"#);
    assert_eq!(
        out,
        r#"%0 = "drrt.neg"(%arg0) : (i64) -> i64
"drrt.store"(%0) : (i64) -> ()
%first, %second = "drrt.pair"(%arg1) : (i64) -> (i64, i64)
"drrt.store"(%second) : (i64) -> ()
"#
    );
}

#[test]
fn native_code_call_matchers_in_the_source() {
    let out = run(r#"  %c2 = "drrt.const"() {value = 2 : i64} : () -> i64
  %c3 = "drrt.const"() {value = 3 : i64} : () -> i64
  %0 = "drrt.add"(%c2, %c3) : (i64, i64) -> i64
  %1 = "drrt.add"(%0, %c3) : (i64, i64) -> i64
  %2 = "drrt.add"(%1, %a) : (i64, i64) -> i64
  "drrt.store"(%2) : (i64) -> ()
"#);
    assert_eq!(
        out,
        r#"%0 = "drrt.const"() <{value = 8 : i64}> : () -> i64
%1 = "drrt.add"(%0, %arg0) : (i64, i64) -> i64
"drrt.store"(%1) : (i64) -> ()
"#
    );
}

#[test]
fn variadic_directive_matches_groups_of_the_given_length() {
    let out = run(r#"  %n = "drrt.neg"(%b) : (i64) -> i64
  %0 = "drrt.sum"(%a, %n) : (i64, i64) -> i64
  %1 = "drrt.sum"(%a, %n, %a) : (i64, i64, i64) -> i64
  %2 = "drrt.sum"(%n, %a) : (i64, i64) -> i64
  "drrt.store"(%0) : (i64) -> ()
  "drrt.store"(%1) : (i64) -> ()
  "drrt.store"(%2) : (i64) -> ()
"#);
    assert_eq!(
        out,
        r#"%0 = "drrt.neg"(%arg1) : (i64) -> i64
%1 = "drrt.sub"(%arg0, %arg1) : (i64, i64) -> i64
%2 = "drrt.sum"(%arg0, %0, %arg0) : (i64, i64, i64) -> i64
%3 = "drrt.sum"(%0, %arg0) : (i64, i64) -> i64
"drrt.store"(%1) : (i64) -> ()
"drrt.store"(%2) : (i64) -> ()
"drrt.store"(%3) : (i64) -> ()
"#
    );
}

#[test]
fn root_without_results_is_erased() {
    let out = run(r#"  %0 = "drrt.scale"(%a) {factor = 0 : i64} : (i64) -> i64
  "drrt.store"(%0) : (i64) -> ()
"#);
    // The nested constant's type comes from ODS (a buildable type).
    assert_eq!(
        out,
        r#"%0 = "drrt.const"() <{value = 0 : i64}> : () -> i64
"drrt.store"(%0) : (i64) -> ()
"#
    );
}

#[test]
fn return_type_as_code_and_as_native_call() {
    let out = run(r#"  %0 = "drrt.neg"(%a) : (i64) -> i64
  %1 = "drrt.wrap"(%0) : (i64) -> i64
  %2 = "drrt.mul"(%a, %b) : (i64, i64) -> i64
  %3 = "drrt.cast"(%2) : (i64) -> i64
  "test.use"(%1, %3) : (i64, i64) -> ()
"#);
    assert_eq!(
        out,
        r#"%0 = "drrt.cast"(%arg0) : (i64) -> i64
%1 = "drrt.neg"(%0) : (i64) -> i64
%2 = "drrt.mul"(%arg1, %arg0) : (i64, i64) -> i64
%3 = "drrt.wrap"(%2) : (i64) -> i64
"test.use"(%1, %3) : (i64, i64) -> ()
"#
    );
}

#[test]
fn supplemental_pattern_runs_after_the_results() {
    let out = run(r#"  %c = "drrt.const"() {value = 0 : i64} : () -> i64
  %0 = "drrt.sub"(%a, %c) : (i64, i64) -> i64
  "drrt.store"(%0) : (i64) -> ()
"#);
    assert_eq!(
        out,
        r#"%0 = "drrt.scale"(%arg0) <{factor = 1 : i64}> {tagged} : (i64) -> i64
"drrt.store"(%0) : (i64) -> ()
"#
    );
}

#[test]
fn optional_operand_matched_and_segment_sizes_generated() {
    let out = run(r#"  %0 = "drrt.opt"(%a, %b) : (i64, i64) -> i64
  %1 = "drrt.opt"(%a) : (i64) -> i64
  "test.use"(%0, %1) : (i64, i64) -> ()
"#);
    assert_eq!(
        out,
        r#"%0 = "drrt.seg"(%arg1, %arg1, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i64, i64, i64) -> i64
%1 = "drrt.seg"(%arg0) <{operandSegmentSizes = array<i32: 0, 0, 1>}> : (i64) -> i64
"test.use"(%0, %1) : (i64, i64) -> ()
"#
    );
}

#[test]
fn op_with_two_variable_length_groups_matched() {
    let out = run(r#"  %c = "drrt.const"() {value = 5 : i64} : () -> i64
  %0 = "drrt.seg"(%a, %b, %c) {operandSegmentSizes = array<i32: 2, 0, 1>} : (i64, i64, i64) -> i64
  %1 = "drrt.seg"(%a, %b) {operandSegmentSizes = array<i32: 1, 0, 1>} : (i64, i64) -> i64
  "test.use"(%0, %1) : (i64, i64) -> ()
"#);
    assert_eq!(
        out,
        r#"%0 = "drrt.sum"(%arg0, %arg1) : (i64, i64) -> i64
%1 = "drrt.seg"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i64, i64) -> i64
"test.use"(%0, %1) : (i64, i64) -> ()
"#
    );
}

#[test]
fn root_with_variadic_results_replaced() {
    let out = run(
        r#"  %0:3 = "drrt.multi"(%a, %b, %a) : (i64, i64, i64) -> (i64, i64, i64)
  "test.use"(%0#0, %0#2) : (i64, i64) -> ()
"#,
    );
    assert_eq!(
        out,
        r#"%0:3 = "drrt.split"(%arg0, %arg1, %arg0) : (i64, i64, i64) -> (i64, i64, i64)
"test.use"(%0#0, %0#2) : (i64, i64) -> ()
"#
    );
}

#[test]
fn attr_sized_result_segments_computed_from_the_root() {
    let out = run(
        r#"  %0:3 = "drrt.headrest"(%a, %b, %a) : (i64, i64, i64) -> (i64, i64, i64)
  %1 = "drrt.headrest"(%a) : (i64) -> i64
  "test.use"(%0#0, %0#2, %1) : (i64, i64, i64) -> ()
"#,
    );
    assert_eq!(
        out,
        r#"%head, %rest:2 = "drrt.sized_headrest"(%arg0, %arg1, %arg0) <{resultSegmentSizes = array<i32: 1, 2>}> : (i64, i64, i64) -> (i64, i64, i64)
%head_0 = "drrt.sized_headrest"(%arg0) <{resultSegmentSizes = array<i32: 1, 0>}> : (i64) -> i64
"test.use"(%head, %rest#1, %head_0) : (i64, i64, i64) -> ()
"#
    );
}

#[test]
fn attr_sized_result_segments_taken_from_the_root() {
    let out = run(
        r#"  %0:4 = "drrt.groups"(%a) {resultSegmentSizes = array<i32: 0, 1, 3>} : (i64) -> (i64, i64, i64, i64)
  %1:4 = "drrt.groups"(%b) {resultSegmentSizes = array<i32: 2, 1, 1>} : (i64) -> (i64, i64, i64, i64)
  "test.use"(%0#3, %1#0) : (i64, i64) -> ()
"#,
    );
    assert_eq!(
        out,
        r#"%mid, %hi:3 = "drrt.other_groups"(%arg0) <{resultSegmentSizes = array<i32: 0, 1, 3>}> : (i64) -> (i64, i64, i64, i64)
%lo:2, %mid_0, %hi_1 = "drrt.other_groups"(%arg1) <{resultSegmentSizes = array<i32: 2, 1, 1>}> : (i64) -> (i64, i64, i64, i64)
"test.use"(%hi#2, %lo#0) : (i64, i64) -> ()
"#
    );
}

#[test]
fn property_matched_and_passed_on() {
    let out = run(r#"  %0 = "drrt.neg"(%a) : (i64) -> i64
  %1 = "drrt.prop"(%0) <{n = 3 : i64}> : (i64) -> i64
  "test.use"(%1) : (i64) -> ()
"#);
    assert_eq!(
        out,
        r#"%0 = "drrt.prop"(%arg0) <{n = 3 : i64}> : (i64) -> i64
"test.use"(%0) : (i64) -> ()
"#
    );
}

#[test]
fn matched_op_result_used_in_the_result_pattern() {
    let out = run(r#"  %0 = "drrt.add"(%a, %b) : (i64, i64) -> i64
  %1 = "drrt.cast"(%0) : (i64) -> i64
  "test.use"(%1) : (i64) -> ()
"#);
    assert_eq!(
        out,
        r#"%0 = "drrt.add"(%arg0, %arg1) : (i64, i64) -> i64
%1 = "drrt.wrap"(%0) : (i64) -> i64
"test.use"(%1) : (i64) -> ()
"#
    );
}

#[test]
fn two_results_from_one_op_and_one_from_another() {
    let out = run(r#"  %0:3 = "drrt.triple"(%a) : (i64) -> (i64, i64, i64)
  "test.use"(%0#0, %0#1, %0#2) : (i64, i64, i64) -> ()
"#);
    assert_eq!(
        out,
        r#"%first, %second = "drrt.pair"(%arg0) : (i64) -> (i64, i64)
%0 = "drrt.neg"(%arg0) : (i64) -> i64
"test.use"(%first, %second, %0) : (i64, i64, i64) -> ()
"#
    );
}

#[test]
fn positional_placeholders_in_any_order() {
    let out = run(r#"  %0 = "drrt.sub"(%a, %b) : (i64, i64) -> i64
  %1 = "drrt.cast"(%0) : (i64) -> i64
  "test.use"(%1) : (i64) -> ()
"#);
    assert_eq!(
        out,
        r#"%0 = "drrt.sub"(%arg0, %arg1) : (i64, i64) -> i64
"test.use"(%0) : (i64) -> ()
"#
    );
}

#[test]
fn auxiliary_ops_through_memory_as_in_the_manual() {
    let out = run(r#"  %0 = "drrt.addm"(%a, %b) : (i64, i64) -> i64
  "test.use"(%0) : (i64) -> ()
"#);
    assert_eq!(
        out,
        r#"%0 = "drrt.shape"(%arg0) : (i64) -> i64
%1 = "drrt.alloc"(%0) : (i64) -> i64
%2 = "drrt.add"(%arg0, %arg1) : (i64, i64) -> i64
"drrt.storem"(%1, %2) : (i64, i64) -> ()
%3 = "drrt.load"(%1) : (i64) -> i64
"test.use"(%3) : (i64) -> ()
"#
    );
}

/// DRR rules as dialect-conversion patterns: with `drrt.add` illegal, the
/// rules rewrite it (`AddNeg`) under the conversion driver; when no rule
/// applies the conversion fails and leaves the input as it was.
#[test]
fn rules_run_as_conversion_patterns() {
    let convert = |body: &str| {
        let mut ctx = ir::Context::new();
        drrt::register(&mut ctx);
        ctx.allow_unregistered_dialects(true);
        let src = format!(
            "\"test.func\"() ({{\n^bb0(%a: i64, %b: i64, %f: f32):\n{}}}) : () -> ()\n",
            body
        );
        let m = ir::parse_source(&mut ctx, &src, "in.mlir").expect("input parses");
        let before = ir::print_operation(&ctx, m, &ir::PrintOptions::default());
        let mut rules = Vec::new();
        drrt::patterns::populate_patterns(&mut rules);
        let patterns = ir::conversion::rewrite_patterns(rules);
        let mut target = ir::conversion::ConversionTarget::new();
        target.add_legal_dialect("drrt");
        target.add_illegal_op("drrt.add");
        target.mark_unknown_op_dynamically_legal(|_, _| true);
        let r = ir::conversion::apply_partial_conversion(&mut ctx, m, &target, &patterns, None);
        let after = ir::print_operation(&ctx, m, &ir::PrintOptions::default());
        (r.map_err(|d| d.message), before, after)
    };
    let (r, _, after) = convert(
        "  %n = \"drrt.neg\"(%b) : (i64) -> i64\n  %s = \"drrt.add\"(%a, %n) : (i64, i64) -> i64\n  \"test.use\"(%s) : (i64) -> ()\n",
    );
    assert_eq!(r, Ok(()));
    assert!(after.contains("%1 = \"drrt.sub\"(%arg0, %arg1)"), "{after}");
    assert!(!after.contains("drrt.add"), "{after}");
    let (r, before, after) = convert(
        "  %s = \"drrt.add\"(%a, %b) : (i64, i64) -> i64\n  \"test.use\"(%s) : (i64) -> ()\n",
    );
    assert_eq!(
        r,
        Err("failed to legalize operation 'drrt.add' that was explicitly marked illegal".into())
    );
    assert_eq!(after, before);
}
