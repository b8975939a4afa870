//! The generated passes run from the pipeline text with their options,
//! through the `mlir-opt` driver (`ir::tools`).

use ir::tools::opt_main::{parse_args_with, Command};
use ir::tools::{process_input_with, Tool};

/// Registers `test.container` (isolated from above, no terminator), the op
/// `erase-named` is anchored on.
fn dialects(ctx: &mut ir::Context) {
    let mut def = ir::OpDefinition::new("test.container");
    def.traits = vec![
        ir::OpTrait::IsolatedFromAbove,
        ir::OpTrait::NoTerminator,
        ir::OpTrait::SingleBlock,
    ];
    ctx.register_op(def);
    let mut d = ir::DialectDefinition::new("test");
    d.allow_unknown_ops = true;
    ctx.register_dialect(d);
}

const INPUT: &str = r#""test.container"() ({
  "test.a"() : () -> ()
  "test.dead"() : () -> ()
  "test.b"() : () -> ()
}) : () -> ()
"test.a"() : () -> ()
"#;

/// Runs the driver with `flags` on `INPUT`: (success, stdout, stderr).
fn run(flags: &[&str]) -> (bool, String, String) {
    let registry = passt::registry();
    let mut all = vec!["--allow-unregistered-dialect"];
    all.extend_from_slice(flags);
    let Ok(Command::Run(config)) = parse_args_with("passt-opt", &all, &registry) else {
        panic!("flags not taken: {flags:?}");
    };
    let tool = Tool {
        program: "passt-opt",
        register: &dialects,
        passes: &registry,
    };
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let ok = process_input_with(&config, tool, "in.mlir", INPUT, &mut out, &mut err);
    (
        ok,
        String::from_utf8(out).expect("utf-8"),
        String::from_utf8(err).expect("utf-8"),
    )
}

#[test]
fn options_from_the_pipeline_text_reach_the_pass() {
    let (ok, out, err) = run(&[
        "--pass-pipeline=builtin.module(tag-ops{names=test.a,test.b limit=2 label=mark})",
    ]);
    assert!(ok, "{err}");
    assert_eq!(
        out,
        "module {\n  \"test.container\"() ({\n    \"test.a\"() {mark} : () -> ()\n    \"test.dead\"() : () -> ()\n    \"test.b\"() {mark} : () -> ()\n  }) : () -> ()\n  \"test.a\"() : () -> ()\n}\n\n"
    );
}

#[test]
fn flag_form_options_defaults_and_statistics() {
    let (ok, out, err) = run(&[
        "--tag-ops=names=test.a",
        "--mlir-pass-statistics",
        "--dump-pass-pipeline",
    ]);
    assert!(ok, "{err}");
    assert!(out.contains("\"test.a\"() {tagged} : () -> ()"), "{out}");
    assert!(
        err.starts_with(
            "Pass Manager with 1 passes:\nbuiltin.module(tag-ops{label=tagged limit=-1 mode=tag names=test.a})\n\n"
        ),
        "{err}"
    );
    assert!(
        err.ends_with("TagOps\n  (S) 5 num-seen   - Number of ops looked at\n  (S) 2 num-tagged - Number of ops tagged\n\n"),
        "{err}"
    );
}

#[test]
fn enum_options_parse_and_report_errors() {
    let (ok, out, _) = run(&["--tag-ops=names=test.a mode=skip"]);
    assert!(ok);
    assert!(!out.contains("tagged"), "{out}");
    let (ok, _, err) = run(&["--tag-ops=mode=maybe"]);
    assert!(!ok);
    assert_eq!(
        err,
        "passt-opt: for the --mode option: Cannot find option named 'maybe'!\n<unknown>:0: error: \n"
    );
}

#[test]
fn anchored_passes_nest_implicitly_and_run_on_their_ops() {
    let (ok, out, err) = run(&[
        "--erase-named",
        "--mlir-pass-statistics",
        "--dump-pass-pipeline",
    ]);
    assert!(ok, "{err}");
    assert!(!out.contains("test.dead"), "{out}");
    assert!(
        err.contains("builtin.module(test.container(erase-named{name=test.dead}))"),
        "{err}"
    );
    assert!(
        err.contains("'test.container' Pipeline\n  EraseNamed\n    (S) 1 num-erased - Number of ops erased\n"),
        "{err}"
    );
    // Explicit nesting in the pipeline text must name the op.
    let (ok, _, err) = run(&["--pass-pipeline=builtin.module(erase-named)"]);
    assert!(!ok);
    assert!(
        err.contains("Can't add pass 'EraseNamed' restricted to 'test.container' on a PassManager intended to run on 'builtin.module', did you intend to nest?"),
        "{err}"
    );
}

#[test]
fn a_failing_pass_stops_the_run_with_its_diagnostic() {
    let (ok, out, err) = run(&["--fail-on=name=test.b", "--tag-ops=names=test.a"]);
    assert!(!ok);
    assert!(out.is_empty(), "{out}");
    assert_eq!(
        err,
        "in.mlir:4:3: error: found the op to fail on\n  \"test.b\"() : () -> ()\n  ^\n"
    );
}
