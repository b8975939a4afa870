//! Chapter 3's combines through the library (`toy::combine`): each case of
//! `tests/opt/` (a `.toy` program and its `-emit=mlir` listing as `.mlir`)
//! is generated or parsed, optimized and printed, and compared with
//! `<case>.opt.expected`; the DRR rules are also run one at a time.

use ir::rewrite::{apply_patterns_greedily, GreedyConfig, RewritePattern};
use ir::{Context, OpId, PrintOptions};
use toy::combine;
use toy::frontend;
use toy::mlirgen;

const CASES: [&str; 4] = [
    "transpose_transpose",
    "trivial_reshape",
    "reshapes",
    "mismatch",
];

fn read(path: &str) -> String {
    let full = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(path);
    std::fs::read_to_string(&full).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn from_toy(file: &str) -> (Context, OpId) {
    let src = read(file);
    let checked = frontend::parse_and_check(file, src.as_bytes()).unwrap_or_else(|d| {
        panic!(
            "{}",
            frontend::diagnostic::render_all(&d, file, src.as_bytes())
        )
    });
    let mut ctx = mlirgen::context();
    let module = mlirgen::mlir_gen(&mut ctx, &checked)
        .unwrap_or_else(|d| panic!("{}", d.render(&ctx, &[(file, src.as_str())])));
    (ctx, module)
}

fn from_mlir(file: &str) -> (Context, OpId) {
    let src = read(file);
    let mut ctx = mlirgen::context();
    let module = ir::parse_source(&mut ctx, &src, file)
        .unwrap_or_else(|e| panic!("{}", e.render(file, &src)));
    ir::verify(&ctx, module).unwrap_or_else(|d| panic!("{}", d.render(&ctx, &[])));
    (ctx, module)
}

/// What `toyc` prints (no locations, custom forms, a final newline).
fn print(ctx: &Context, module: OpId) -> String {
    let opts = PrintOptions {
        generic: false,
        debug_info: false,
        local_scope: true,
        resource_string_limit: None,
        skip_regions: false,
        ..Default::default()
    };
    let mut text = ir::print_operation(ctx, module, &opts);
    text.push('\n');
    text
}

fn optimize(ctx: &mut Context, module: OpId) -> String {
    combine::optimize(ctx, module).expect("the combines converge");
    ir::verify(ctx, module).unwrap_or_else(|d| panic!("{}", d.render(ctx, &[])));
    print(ctx, module)
}

/// The printed lines of function `name` (from its header to its `}`).
fn function<'t>(text: &'t str, name: &str) -> Vec<&'t str> {
    let header = format!("func @{name}(");
    let mut lines = text
        .lines()
        .skip_while(|l| !l.trim_start().starts_with(&header));
    let mut out: Vec<&str> = lines.next().into_iter().collect();
    out.extend(lines.take_while(|l| l.trim() != "}"));
    assert!(!out.is_empty(), "no function @{name} in\n{text}");
    out
}

fn count(text: &str, op: &str) -> usize {
    text.matches(&format!("\"{op}\"(")).count()
}

#[test]
fn every_case_matches_its_expected_listing_from_toy_and_from_mlir() {
    for case in CASES {
        let expected = read(&format!("tests/opt/{case}.opt.expected"));
        let (mut ctx, module) = from_toy(&format!("tests/opt/{case}.toy"));
        assert_eq!(optimize(&mut ctx, module), expected, "{case}.toy");
        let (mut ctx, module) = from_mlir(&format!("tests/opt/{case}.mlir"));
        assert_eq!(optimize(&mut ctx, module), expected, "{case}.mlir");
    }
}

#[test]
fn transpose_of_transpose_returns_the_argument() {
    let (mut ctx, module) = from_toy("tests/opt/transpose_transpose.toy");
    let before = print(&ctx, module);
    assert_eq!(count(&before, "toy.transpose"), 2, "{before}");
    let after = optimize(&mut ctx, module);
    let body = function(&after, "transpose_transpose");
    assert_eq!(
        body[1..],
        [r#"    "toy.return"(%arg0) : (tensor<*xf64>) -> ()"#],
        "{after}"
    );
    assert_eq!(count(&after, "toy.transpose"), 0, "{after}");
    // `main` lost its reshape to the constant's own type and nothing else.
    let main = function(&after, "main");
    assert_eq!(count(&main.join("\n"), "toy.generic_call"), 1);
    assert_eq!(count(&main.join("\n"), "toy.print"), 1);
}

#[test]
fn a_chain_of_reshapes_of_a_constant_folds_into_one_constant() {
    let (mut ctx, module) = from_toy("tests/opt/reshapes.toy");
    let before = print(&ctx, module);
    assert_eq!(
        count(&function(&before, "main").join("\n"), "toy.reshape"),
        4
    );
    let after = optimize(&mut ctx, module);
    let main = function(&after, "main").join("\n");
    assert_eq!(count(&main, "toy.reshape"), 0, "{after}");
    // The printed constant has the final shape and the elements in order;
    // the other constant is the original one, still passed to the call.
    assert!(
        main.contains(
            "dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, \
             5.000000e+00, 6.000000e+00]]> : tensor<1x6xf64>} : () -> tensor<1x6xf64>\n    \
             \"toy.print\"(%1) : (tensor<1x6xf64>)"
        ),
        "{after}"
    );
    assert_eq!(count(&main, "toy.constant"), 2, "{after}");

    let (mut ctx, module) = from_toy("tests/opt/trivial_reshape.toy");
    let after = optimize(&mut ctx, module);
    assert_eq!(count(&after, "toy.reshape"), 0, "{after}");
    assert_eq!(count(&after, "toy.constant"), 1, "{after}");
    assert!(after.contains("dense<[[1.000000e+00], [2.000000e+00]]> : tensor<2x1xf64>"));
}

#[test]
fn reshapes_of_an_argument_collapse_into_one() {
    let (mut ctx, module) = from_toy("tests/opt/reshapes.toy");
    let after = optimize(&mut ctx, module);
    let body = function(&after, "reshape_arg");
    assert_eq!(
        body[1..],
        [
            r#"    %0 = "toy.reshape"(%arg0) : (tensor<*xf64>) -> tensor<3x2xf64>"#,
            r#"    "toy.return"(%0) : (tensor<3x2xf64>) -> ()"#,
        ],
        "{after}"
    );
}

#[test]
fn a_reshape_changing_the_element_count_is_not_folded() {
    let (mut ctx, module) = from_toy("tests/opt/mismatch.toy");
    let before = print(&ctx, module);
    let after = optimize(&mut ctx, module);
    assert_eq!(before, after);
    assert_eq!(count(&after, "toy.reshape"), 1);
}

/// Runs one pattern alone (the driver still removes dead `Pure` ops: the
/// unused `toy.constant`, `toy.transpose` and `toy.reshape` ops).
fn only(file: &str, pattern: Box<dyn RewritePattern>) -> String {
    let (mut ctx, module) = from_toy(file);
    let patterns = vec![pattern];
    let body = ir::builtin::module_body(&ctx, module).expect("module body");
    let functions: Vec<OpId> = ctx.block_ops(body).collect();
    for f in functions {
        apply_patterns_greedily(&mut ctx, f, &patterns, GreedyConfig::default())
            .expect("converges");
    }
    ir::verify(&ctx, module).unwrap_or_else(|d| panic!("{}", d.render(&ctx, &[])));
    print(&ctx, module)
}

#[test]
fn each_drr_rule_on_its_own() {
    // Same type: the reshapes from 2x1 to 2x1 go, the one from 2 stays.
    let text = only(
        "tests/opt/trivial_reshape.toy",
        Box::new(combine::RedundantReshapeOptPattern),
    );
    assert_eq!(count(&text, "toy.reshape"), 1, "{text}");
    assert!(text.contains(r#""toy.reshape"(%0) : (tensor<2xf64>) -> tensor<2x1xf64>"#));
    assert!(
        text.contains(r#""toy.print"(%1) : (tensor<2x1xf64>)"#),
        "{text}"
    );

    // Reshape of reshape: one reshape per chain, from the chain's input
    // to its final type (the same-type one included).
    let text = only(
        "tests/opt/trivial_reshape.toy",
        Box::new(combine::ReshapeReshapeOptPattern),
    );
    assert_eq!(count(&text, "toy.reshape"), 1, "{text}");
    assert!(text.contains(r#""toy.reshape"(%0) : (tensor<2xf64>) -> tensor<2x1xf64>"#));

    // Constant fold: every reshape of a constant becomes a constant.
    let text = only(
        "tests/opt/trivial_reshape.toy",
        Box::new(combine::FoldConstantReshapeOptPattern),
    );
    assert_eq!(count(&text, "toy.reshape"), 0, "{text}");
    assert_eq!(count(&text, "toy.constant"), 1, "{text}");

    // The hand-written transpose pattern alone.
    let text = only(
        "tests/opt/transpose_transpose.toy",
        Box::new(combine::SimplifyRedundantTranspose),
    );
    assert_eq!(count(&text, "toy.transpose"), 0, "{text}");
    assert_eq!(count(&text, "toy.reshape"), 1, "{text}");
}

#[test]
fn optimizing_twice_changes_nothing_more() {
    for case in CASES {
        let (mut ctx, module) = from_toy(&format!("tests/opt/{case}.toy"));
        let first = optimize(&mut ctx, module);
        let stats = combine::optimize(&mut ctx, module).expect("converges");
        assert!(!stats.changed, "{case}: {stats:?}");
        assert_eq!(print(&ctx, module), first, "{case}");
    }
}

#[test]
fn populate_adds_the_three_drr_rules_and_the_hand_written_pattern() {
    let patterns = combine::patterns();
    let mut roots: Vec<&str> = patterns.iter().filter_map(|p| p.root()).collect();
    roots.sort_unstable();
    assert_eq!(
        roots,
        ["toy.reshape", "toy.reshape", "toy.reshape", "toy.transpose",]
    );
}

#[test]
fn the_driver_alone_erases_unused_pure_toy_ops() {
    // No pattern at all: `toy.constant`, `toy.transpose` and `toy.reshape`
    // are `Pure` in `Ops.td`, so the unused ones go; `toy.print` (not
    // `Pure`), the used ops and the terminator stay.
    let mut ctx = mlirgen::context();
    let src = r#"module {
  func @main() {
    %0 = "toy.constant"() {value = dense<1.000000e+00> : tensor<2xf64>} : () -> tensor<2xf64>
    %1 = "toy.constant"() {value = dense<2.000000e+00> : tensor<2xf64>} : () -> tensor<2xf64>
    %2 = "toy.transpose"(%0) : (tensor<2xf64>) -> tensor<*xf64>
    %3 = "toy.reshape"(%2) : (tensor<*xf64>) -> tensor<2x1xf64>
    "toy.print"(%1) : (tensor<2xf64>) -> ()
    "toy.return"() : () -> ()
  }
}"#;
    let module = ir::parse_source(&mut ctx, src, "dead.mlir")
        .unwrap_or_else(|e| panic!("{}", e.render("dead.mlir", src)));
    let body = ir::builtin::module_body(&ctx, module).expect("module body");
    let functions: Vec<OpId> = ctx.block_ops(body).collect();
    let none: Vec<Box<dyn RewritePattern>> = Vec::new();
    for f in functions {
        apply_patterns_greedily(&mut ctx, f, &none, GreedyConfig::default()).expect("converges");
    }
    let text = print(&ctx, module);
    assert_eq!(count(&text, "toy.transpose"), 0, "{text}");
    assert_eq!(count(&text, "toy.reshape"), 0, "{text}");
    assert_eq!(count(&text, "toy.constant"), 1, "{text}");
    assert!(text.contains("toy.print"), "{text}");
    assert!(text.contains("toy.return"), "{text}");
}
