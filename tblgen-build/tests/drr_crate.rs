//! End to end through `cargo`: the DRR test dialect in `tests/drr_dialect/`
//! is copied into a throw-away directory and built by `cargo`; its
//! `build.rs` generates the ops (`tblgen_build::compile`) and the rewrite
//! patterns of `Patterns.td` (`tblgen_core::emit::drr::gen_rewriters`).
//!
//! * its tests pass: every rule runs through the greedy driver and the
//!   printed IR is compared with the expected text (the generated code
//!   compiles under `#![deny(warnings)]` and `#![deny(missing_docs)]`);
//! * a DRR error in `Patterns.td` fails `cargo build` with
//!   `file:line:col: error:` and a caret, and no panic.
//!
//! The nested builds use a target directory kept under cargo's
//! `CARGO_TARGET_TMPDIR`, so only the first run compiles the dependencies.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("workspace")
        .to_path_buf()
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).expect("mkdir");
    for entry in std::fs::read_dir(from).expect("read_dir") {
        let entry = entry.expect("entry");
        let target = to.join(entry.file_name());
        if entry.file_type().expect("type").is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), &target).expect("copy");
        }
    }
}

/// The DRR crate in a fresh directory, with absolute dependency paths and
/// the workspace's lock file (same dependency versions, no network).
fn drr_crate() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("tempdir");
    let ws = workspace();
    copy_dir(&ws.join("tblgen-build/tests/drr_dialect"), dir.path());
    let manifest = dir.path().join("Cargo.toml");
    let abs = |p: &str| format!("{:?}", ws.join(p).display().to_string());
    let text = std::fs::read_to_string(&manifest)
        .expect("manifest")
        .replace("\"../../../ir\"", &abs("ir"))
        .replace("\"../../../tblgen-core\"", &abs("tblgen-core"))
        .replace("\"../../../td\"", &abs("td"))
        .replace("\"../..\"", &abs("tblgen-build"));
    std::fs::write(&manifest, text).expect("write manifest");
    if let Ok(lock) = std::fs::read(ws.join("Cargo.lock")) {
        std::fs::write(dir.path().join("Cargo.lock"), lock).expect("lock");
    }
    dir
}

fn cargo(dir: &Path, args: &[&str]) -> Output {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let target = Path::new(env!("CARGO_TARGET_TMPDIR")).join("drr-dialect-target");
    Command::new(cargo)
        .args(args)
        .arg("--offline")
        .current_dir(dir)
        .env("CARGO_TARGET_DIR", &target)
        .env_remove("RUSTFLAGS")
        .output()
        .expect("cargo runs")
}

fn text(o: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
}

#[test]
fn drr_dialect_rules_rewrite_as_expected() {
    let dir = drr_crate();
    let d = dir.path();
    let test = cargo(d, &["test"]);
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
    let broken = cargo(d, &["build"]);
    let out = text(&broken);
    assert!(
        !broken.status.success(),
        "a DRR error must fail the build:\n{}",
        out
    );
    let line = td.lines().count();
    assert!(
        out.contains(&format!(
            "Patterns.td:{}:5: error: pattern 'Broken': symbol '$nope' is not bound",
            line
        )),
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
