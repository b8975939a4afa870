//! End to end through `cargo`: the DRR test dialect in `tests/drr_dialect/`
//! is copied into a throw-away directory and built by `cargo`; its
//! `build.rs` generates the ops (`tblgen_build::compile`) and the rewrite
//! patterns of `Patterns.td` (`tblgen_build::compile_rewriters`).
//!
//! * its tests pass: every rule runs through the greedy driver and the
//!   printed IR is compared with the expected text (the generated code
//!   compiles under `#![deny(warnings)]` and `#![deny(missing_docs)]`);
//! * a DRR error in `Patterns.td` fails `cargo build` with
//!   `file:line:col: error:` at the offending argument, a caret, a note at
//!   the pattern's def, and no panic.
//!
//! The nested builds use a target directory kept under cargo's
//! `CARGO_TARGET_TMPDIR`, so only the first run compiles the dependencies.

mod support;

use support::{text, throwaway_crate};

/// The nested builds' target directory name.
const TARGET: &str = "drr-dialect";

#[test]
fn drr_dialect_rules_rewrite_as_expected() {
    let dir = throwaway_crate("drr_dialect");
    let d = dir.path();
    let test = support::cargo(d, TARGET, &["test"]);
    assert!(
        test.status.success(),
        "the DRR dialect's tests fail:\n{}",
        text(&test)
    );
    let rules_tests = std::fs::read_to_string(d.join("tests/rules.rs"))
        .expect("read")
        .matches("#[test]")
        .count();
    let summary = format!("test result: ok. {} passed; 0 failed", rules_tests);
    assert!(
        text(&test).contains(&summary),
        "expected '{}':\n{}",
        summary,
        text(&test)
    );

    // A DRR error fails the build, located in Patterns.td.
    let pats = d.join("Patterns.td");
    let mut td = std::fs::read_to_string(&pats).expect("read");
    td.push_str("\ndef Broken : Pat<(T_NegOp $x), (T_NegOp $nope)>;\n");
    std::fs::write(&pats, &td).expect("write");
    let broken = support::cargo(d, TARGET, &["build"]);
    let out = text(&broken);
    assert!(
        !broken.status.success(),
        "a DRR error must fail the build:\n{}",
        out
    );
    // At the unbound symbol, with a note at the def.
    let line = td.lines().count();
    assert!(
        out.contains(&format!(
            "Patterns.td:{}:41: error: pattern 'Broken': symbol '$nope' is not bound",
            line
        )),
        "{}",
        out
    );
    assert!(
        out.contains(&format!("Patterns.td:{}:5: note: in this pattern", line)),
        "{}",
        out
    );
    assert!(
        out.lines().any(|l| l.trim() == "^"),
        "no caret line:\n{}",
        out
    );
    assert!(!out.contains("panicked"), "{}", out);
}
