//! End to end through `cargo`: the interface dialect in
//! `tests/iface_dialect/` (an op for each op interface of the `td`
//! library) is copied into a throw-away directory and
//!
//! * its tests pass: every interface dispatched from an opaque operation,
//!   every interface verifier upstream has rejecting a bad op with
//!   upstream's message, in upstream's order;
//! * `cargo clippy --all-targets -- -D warnings` is clean on it (its
//!   `lib.rs` denies warnings and has no `allow`);
//! * with a method of an interface taken out of an op's hooks, `cargo
//!   build` fails with E0046 naming the method and the hooks trait.
//!
//! The nested builds share the demo dialect's target directory (under
//! `CARGO_TARGET_TMPDIR`): `ir` is compiled once for both.

mod support;

use support::{cargo, text, throwaway_crate};

/// The nested builds' target directory name (the demo dialect's).
const TARGET: &str = "demo-dialect";

#[test]
fn iface_dialect_dispatches_verifies_and_lints_clean() {
    let dir = throwaway_crate("iface_dialect");
    let d = dir.path();
    let test = cargo(d, TARGET, &["test"]);
    let log = text(&test);
    assert!(
        test.status.success(),
        "the iface dialect's tests fail:\n{log}"
    );
    let tests = std::fs::read_to_string(d.join("tests/interfaces.rs"))
        .expect("read")
        .matches("#[test]")
        .count();
    let summary = format!("test result: ok. {tests} passed; 0 failed");
    assert!(log.contains(&summary), "expected '{summary}':\n{log}");

    let lib = std::fs::read_to_string(d.join("src/lib.rs")).expect("read");
    assert!(lib.contains("#![deny(warnings)]") && !lib.contains("allow("));
    let clippy = cargo(
        d,
        TARGET,
        &["clippy", "--all-targets", "--", "-D", "warnings"],
    );
    let log = text(&clippy);
    assert!(clippy.status.success(), "clippy -D warnings fails:\n{log}");
    assert!(!log.contains("warning:"), "{log}");
}

/// `lib` without the body of the `impl <hooks> for <op>` block.
fn without_hooks_body(lib: &str, hooks: &str, op: &str) -> String {
    let head = format!("impl {hooks} for {op} {{");
    let start = lib.find(&head).expect("the hooks impl") + head.len();
    let end = start + lib[start..].find("\n}\n").expect("its end");
    format!("{}{}", &lib[..start], &lib[end + 1..])
}

#[test]
fn a_missing_interface_method_is_a_compile_error_naming_it() {
    let dir = throwaway_crate("iface_dialect");
    let d = dir.path();
    let lib_path = d.join("src/lib.rs");
    let lib = std::fs::read_to_string(&lib_path).expect("read");
    // A static method (`CastOpInterface::areCastCompatible`) and a method
    // of the op (`BranchOpInterface::getSuccessorOperands`).
    let lib = without_hooks_body(&lib, "CastOpHooks", "CastOp");
    let lib = without_hooks_body(&lib, "BranchOpHooks", "BranchOp");
    std::fs::write(&lib_path, lib).expect("write");
    let build = cargo(d, TARGET, &["build"]);
    let log = text(&build);
    assert!(!build.status.success(), "the build must fail:\n{log}");
    for (method, hooks) in [
        ("are_cast_compatible", "impl CastOpHooks for CastOp"),
        ("get_successor_operands", "impl BranchOpHooks for BranchOp"),
    ] {
        let missing = format!("error[E0046]: not all trait items implemented, missing: `{method}`");
        let at = log
            .find(&missing)
            .unwrap_or_else(|| panic!("no '{missing}':\n{log}"));
        let next = log[at + 1..]
            .find("error")
            .map_or(log.len(), |k| at + 1 + k);
        assert!(log[at..next].contains(hooks), "'{hooks}' not named:\n{log}");
    }
    assert!(!log.contains("panicked"), "{log}");
}
