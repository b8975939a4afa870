//! End to end through `cargo`: the dialect of ODS attributes and types in
//! `tests/attr_type_dialect/` (its `build.rs` calls
//! `tblgen_build::compile("Ops.td")`) is copied into a throw-away
//! directory, built under `#![deny(warnings)]` and `#![deny(missing_docs)]`,
//! and its behaviour tests run: builders, uniquing, accessors, the
//! verifier, every element of the declarative formats, a custom format,
//! interfaces, and ops using the attributes and types in short form.
//!
//! The nested build uses a target directory under `CARGO_TARGET_TMPDIR`.

mod support;

#[test]
fn attr_type_dialect_builds_and_behaves() {
    let dir = support::throwaway_crate("attr_type_dialect");
    let out = support::cargo(dir.path(), "attr-type-dialect", &["test"]);
    let log = support::text(&out);
    assert!(
        out.status.success(),
        "attr/type dialect tests fail:\n{}",
        log
    );
    let tests = std::fs::read_to_string(dir.path().join("tests/behaviour.rs"))
        .expect("read")
        .matches("#[test]")
        .count();
    let summary = format!("test result: ok. {} passed; 0 failed", tests);
    assert!(log.contains(&summary), "expected '{}':\n{}", summary, log);
}
