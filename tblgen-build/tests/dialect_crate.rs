//! End to end through `cargo`: the demo dialect in `tests/dialect/` is
//! copied into a throw-away directory and built by `cargo` with its
//! `build.rs` calling `tblgen_build::compile("Ops.td")`.
//!
//! * its own tests pass (the generated code compiles under
//!   `#![deny(warnings)]` and `#![deny(missing_docs)]`, and behaves);
//! * `Deprecated<reason>` warns during the build;
//! * a build with no change does not rerun the build script;
//! * editing a file that `Ops.td` includes regenerates, and the change is
//!   visible in the generated code;
//! * a `.td` error fails `cargo build` with `file:line:col: error:` and a
//!   caret in its output, and no panic.
//!
//! The nested builds use a target directory kept under cargo's
//! `CARGO_TARGET_TMPDIR`, so only the first run compiles the dependencies.

mod support;

use std::path::PathBuf;
use std::process::Output;
use support::{text, throwaway_crate};

/// The nested builds' target directory name.
const TARGET: &str = "demo-dialect";

/// The build script of `demo-dialect` ran during this `cargo build -v`.
fn build_script_ran(o: &Output) -> bool {
    String::from_utf8_lossy(&o.stderr).lines().any(|l| {
        l.contains("Running") && l.contains("demo-dialect") && l.contains("build-script-build")
    })
}

/// The most recently written `ops.rs.inc` of the demo crate.
fn generated() -> String {
    let build = support::target_dir(TARGET).join("debug/build");
    let mut newest: Option<(std::time::SystemTime, PathBuf)> = None;
    for entry in std::fs::read_dir(&build).expect("build dir").flatten() {
        // The interface dialect's tests share the target directory.
        if !entry
            .file_name()
            .to_string_lossy()
            .starts_with("demo-dialect-")
        {
            continue;
        }
        let p = entry.path().join("out/ops.rs.inc");
        if let Ok(t) = std::fs::metadata(&p).and_then(|m| m.modified()) {
            if newest.as_ref().is_none_or(|(n, _)| t > *n) {
                newest = Some((t, p));
            }
        }
    }
    let (_, p) = newest.expect("an ops.rs.inc was generated");
    std::fs::read_to_string(p).expect("read ops.rs.inc")
}

#[test]
fn demo_dialect_builds_behaves_and_regenerates() {
    let dir = throwaway_crate("dialect");
    let d = dir.path();

    let test = support::cargo(d, TARGET, &["test"]);
    assert!(
        test.status.success(),
        "the demo dialect's tests fail:\n{}",
        text(&test)
    );
    let behaviour_tests = std::fs::read_to_string(d.join("tests/behaviour.rs"))
        .expect("read")
        .matches("#[test]")
        .count();
    let summary = format!("test result: ok. {} passed; 0 failed", behaviour_tests);
    assert!(
        text(&test).contains(&summary),
        "expected '{}':\n{}",
        summary,
        text(&test)
    );

    // `Deprecated<reason>` warns at generation time, located.
    assert!(
        text(&test).contains("Ops.td:")
            && text(&test).contains("'Demo_WarnOp' is deprecated: use demo.add instead"),
        "{}",
        text(&test)
    );

    let first = support::cargo(d, TARGET, &["build", "-v"]);
    assert!(first.status.success(), "{}", text(&first));
    let again = support::cargo(d, TARGET, &["build", "-v"]);
    assert!(again.status.success(), "{}", text(&again));
    assert!(
        !build_script_ran(&again),
        "an unchanged build reran the build script:\n{}",
        text(&again)
    );

    // Edit the included file: the build script reruns and the new op appears.
    let base = d.join("DemoBase.td");
    let mut td = std::fs::read_to_string(&base).expect("read");
    td.push_str(
        "\ndef Demo_AddedOp : Demo_Op<\"added\"> {\n  let summary = \"added by the test\";\n}\n",
    );
    std::fs::write(&base, &td).expect("write");
    let edited = support::cargo(d, TARGET, &["build", "-v"]);
    assert!(edited.status.success(), "{}", text(&edited));
    assert!(
        build_script_ran(&edited),
        "editing an included file did not regenerate:\n{}",
        text(&edited)
    );
    let code = generated();
    assert!(
        code.contains("pub struct AddedOp(::ir::Operation);"),
        "{}",
        code
    );
    assert!(code.contains("/// added by the test"));

    // A malformed definition fails the build with a located diagnostic.
    td.push_str(
        "\ndef Demo_BrokenOp : Demo_Op<\"broken\"> {\n  let arguments = (ins StrAttr);\n}\n",
    );
    std::fs::write(&base, &td).expect("write");
    let broken = support::cargo(d, TARGET, &["build"]);
    let out = text(&broken);
    assert!(
        !broken.status.success(),
        "a .td error must fail the build:\n{}",
        out
    );
    assert!(out.contains("error: attributes must be named"), "{}", out);
    assert!(out.contains("DemoBase.td:"), "{}", out);
    assert!(
        out.lines().any(|l| l.trim() == "^"),
        "no caret line:\n{}",
        out
    );
    assert!(!out.contains("panicked"), "{}", out);

    // A TableGen syntax error likewise.
    let ops = d.join("Ops.td");
    let mut ops_td = std::fs::read_to_string(&ops).expect("read");
    ops_td.push_str("\ndef Oops : Demo_Op<\"oops\"> {\n  let summary = ;\n}\n");
    std::fs::write(&ops, &ops_td).expect("write");
    let base_fixed: String = td
        .lines()
        .take(td.lines().count() - 3)
        .collect::<Vec<_>>()
        .join("\n");
    std::fs::write(&base, base_fixed + "\n").expect("write");
    let syntax = support::cargo(d, TARGET, &["build"]);
    let out = text(&syntax);
    assert!(!syntax.status.success(), "{}", out);
    let expected_line = ops_td.lines().count() - 1;
    assert!(
        out.contains(&format!("Ops.td:{}:", expected_line)),
        "{}",
        out
    );
    assert!(!out.contains("panicked"), "{}", out);
}

/// `cargo doc` on the demo dialect is warning-free, and a wrapper's page
/// carries the op's summary and its Markdown description (the `mlir` code
/// block stays text, not a doctest: `cargo test` above runs the doctests).
#[test]
fn demo_dialect_docs_are_warning_free_and_show_summary_and_description() {
    let dir = throwaway_crate("dialect");
    let d = dir.path();
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let doc = std::process::Command::new(cargo)
        .args(["doc", "--no-deps", "--offline"])
        .current_dir(d)
        .env("CARGO_TARGET_DIR", support::target_dir("demo-dialect-doc"))
        .env("RUSTDOCFLAGS", "-D warnings")
        .env_remove("RUSTFLAGS")
        .output()
        .expect("cargo runs");
    let out = text(&doc);
    assert!(doc.status.success(), "cargo doc failed:\n{}", out);
    // The only warning is the build script's intended `Deprecated` one.
    let warnings: Vec<&str> = out
        .lines()
        .filter(|l| l.contains("warning") && !l.contains("'Demo_WarnOp' is deprecated"))
        .collect();
    assert!(warnings.is_empty(), "cargo doc warned:\n{}", out);

    let page = support::target_dir("demo-dialect-doc").join("doc/demo/struct.AddOp.html");
    let html =
        std::fs::read_to_string(&page).unwrap_or_else(|e| panic!("{}: {}", page.display(), e));
    assert!(
        html.contains("adds two floats"),
        "no summary in {}",
        page.display()
    );
    assert!(
        html.contains("Adds <code>lhs</code> and <code>rhs</code>."),
        "no description in {}",
        page.display()
    );
    assert!(
        html.contains("demo.add"),
        "the description's code block is missing from {}",
        page.display()
    );
}
