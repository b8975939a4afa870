//! The `mlir-opt` driver (`ir::tools`), in process: the files in
//! `tests/opt_driver/` with the `.stdout` and `.stderr` that `mlir-opt` 19
//! writes for them (made with the flags named in each test, run in that
//! folder), and the parts the differential suites cannot reach.

use std::path::Path;

use ir::diag::{Diagnostic, Severity};
use ir::tools::opt_main::{parse_args, Command};
use ir::tools::source_mgr::{render_diagnostic, SourceMgr};
use ir::tools::{process_input, OptConfig};
use ir::Context;

/// Runs the driver on `tests/opt_driver/<name>.mlir` and compares with
/// mlir-opt's outputs stored beside it.
fn check_golden(name: &str, flags: &[&str], expect_ok: bool) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/opt_driver");
    let file = format!("{name}.mlir");
    let text = std::fs::read_to_string(dir.join(&file)).expect("input");
    let Ok(Command::Run(config)) = parse_args("t", flags) else {
        panic!("flags not taken: {flags:?}");
    };
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let ok = process_input(&config, &file, &text, &|_| {}, &mut out, &mut err);
    let read =
        |ext: &str| std::fs::read_to_string(dir.join(format!("{name}.{ext}"))).expect("golden");
    assert_eq!(
        String::from_utf8(err).unwrap(),
        read("stderr"),
        "{name}: stderr"
    );
    assert_eq!(
        String::from_utf8(out).unwrap(),
        read("stdout"),
        "{name}: stdout"
    );
    assert_eq!(ok, expect_ok, "{name}: status");
}

#[test]
fn split_input_file_and_verify_diagnostics_as_mlir_opt() {
    // Near misses of the marker, unexpected and missing diagnostics, a
    // kind that differs, an invalid `-re` part; outputs between markers.
    check_golden(
        "split_verify",
        &[
            "--allow-unregistered-dialect",
            "-split-input-file",
            "-verify-diagnostics",
        ],
        false,
    );
}

#[test]
fn regex_and_placed_expectations_as_mlir_opt() {
    check_golden(
        "regex_ok",
        &["--allow-unregistered-dialect", "-verify-diagnostics"],
        false,
    );
}

#[test]
fn no_implicit_module_as_mlir_opt() {
    check_golden(
        "no_implicit_module",
        &[
            "--allow-unregistered-dialect",
            "-split-input-file",
            "--no-implicit-module",
            "-mlir-print-debuginfo",
        ],
        false,
    );
}

#[test]
fn expected_diagnostics_that_all_match_succeed() {
    let text = "// expected-error@+1 {{undeclared SSA value}}\n\"foo.y\"(%1) : (i32) -> ()\n";
    let config = OptConfig {
        verify_diagnostics: true,
        allow_unregistered_dialects: true,
        ..OptConfig::default()
    };
    let (mut out, mut err) = (Vec::new(), Vec::new());
    assert!(process_input(
        &config,
        "t.mlir",
        text,
        &|_| {},
        &mut out,
        &mut err
    ));
    assert!(out.is_empty() && err.is_empty());
}

#[test]
fn flags_are_read_as_llvm_cl_reads_them() {
    let Ok(Command::Run(c)) = parse_args(
        "t",
        &[
            "-o",
            "out.mlir",
            "--mlir-print-op-generic=true",
            "-mlir-print-debuginfo=0",
            "--split-input-file=// ---x",
            "-mlir-disable-threading",
            "in.mlir",
        ],
    ) else {
        panic!("flags not taken");
    };
    assert_eq!(c.output, "out.mlir");
    assert_eq!(c.input, "in.mlir");
    assert!(c.print.generic && !c.print.debug_info);
    assert_eq!(c.split_input_file.as_deref(), Some("// ---x"));
    let Ok(Command::Run(c)) = parse_args("t", &["--split-input-file", "-o=x", "--", "-weird-name"])
    else {
        panic!("flags not taken");
    };
    assert_eq!(
        (c.split_input_file.as_deref(), c.output.as_str()),
        (Some("// -----"), "x")
    );
    assert_eq!(c.input, "-weird-name");
    assert_eq!(
        parse_args("t", &["--no-such-pass"]),
        Err("Unknown command line argument '--no-such-pass'.  Try: 't --help'".to_string())
    );
    assert_eq!(
        parse_args("t", &["-verify-diagnostics=yes"]),
        Err("for the --verify-diagnostics option: 'yes' is invalid value for boolean argument! Try 0 or 1".to_string())
    );
    assert!(parse_args("t", &["a.mlir", "b.mlir"]).is_err());
    assert_eq!(
        parse_args("t", &["-o"]),
        Err("for the -o option: requires a value!".to_string())
    );
    assert_eq!(parse_args("t", &["--help"]), Ok(Command::Help));
    let Ok(Command::Run(c)) = parse_args("t", &["--irdl-file=d.irdl.mlir", "in.mlir"]) else {
        panic!("--irdl-file not taken");
    };
    assert_eq!(
        (c.irdl_file.as_deref(), c.input.as_str()),
        (Some("d.irdl.mlir"), "in.mlir")
    );
}

#[test]
fn irdl_file_problems_fail_the_run_as_mlir_opt() {
    // A file that cannot be read: mlir-opt 19's message at an unknown place.
    let config = OptConfig {
        irdl_file: Some("/no/such/dir/d.irdl.mlir".into()),
        ..OptConfig::default()
    };
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let ok = process_input(
        &config,
        "in.mlir",
        "",
        &|_: &mut Context| {},
        &mut out,
        &mut err,
    );
    assert!(!ok);
    assert_eq!(
        String::from_utf8_lossy(&err),
        "<unknown>:0: error: cannot open input file '/no/such/dir/d.irdl.mlir': No such file or directory\n"
    );
    // A readable file, but no irdl dialect to load it with.
    let dir = std::env::temp_dir().join(format!("ir-irdl-file-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("empty.irdl.mlir");
    std::fs::write(&path, "").unwrap();
    let config = OptConfig {
        irdl_file: Some(path.display().to_string()),
        ..OptConfig::default()
    };
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let ok = process_input(
        &config,
        "in.mlir",
        "",
        &|_: &mut Context| {},
        &mut out,
        &mut err,
    );
    let _ = std::fs::remove_dir_all(&dir);
    assert!(!ok);
    assert!(String::from_utf8_lossy(&err).contains("--irdl-file needs the 'irdl' dialect"));
}

#[test]
fn call_stacks_and_unknown_places_render_as_mlir_opt() {
    // mlir-opt 19 on an op at `loc(callsite("f.mlir":3:4 at
    // callsite("g.mlir":1:2 at "h.mlir":5:6)))` (files not loaded), and at
    // `loc("named")`.
    let mut ctx = Context::new();
    let (f, g, h) = (
        ctx.file_line_col_loc("f.mlir", 3, 4),
        ctx.file_line_col_loc("g.mlir", 1, 2),
        ctx.file_line_col_loc("h.mlir", 5, 6),
    );
    let inner = ctx.call_site_loc(g, h);
    let loc = ctx.call_site_loc(f, inner);
    let message = "'builtin.module' op region should have no arguments";
    let mgr = SourceMgr::new();
    let mut out = String::new();
    render_diagnostic(&ctx, &mgr, &Diagnostic::error(loc, message), &mut out);
    assert_eq!(
        out,
        format!("f.mlir:3:4: error: {message}\ng.mlir:1:2: note: called from\nh.mlir:5:6: note: called from\n")
    );
    let named = ctx.name_loc("named", None);
    let mut out = String::new();
    render_diagnostic(&ctx, &mgr, &Diagnostic::error(named, message), &mut out);
    assert_eq!(
        out,
        format!("<unknown>:0: error: loc(\"named\"): {message}\n")
    );
    // A note where the diagnostic is: no second source line.
    let mut mgr = SourceMgr::new();
    mgr.add_buffer("a.mlir", "x = 1\n");
    let at = ctx.file_line_col_loc("a.mlir", 1, 5);
    let d = Diagnostic {
        loc: at,
        severity: Severity::Warning,
        message: "w".into(),
        notes: vec![Diagnostic {
            loc: at,
            severity: Severity::Note,
            message: "n".into(),
            notes: Vec::new(),
        }],
    };
    let mut out = String::new();
    render_diagnostic(&ctx, &mgr, &d, &mut out);
    assert_eq!(
        out,
        "a.mlir:1:5: warning: w\nx = 1\n    ^\na.mlir:1:5: note: n\n"
    );
}
