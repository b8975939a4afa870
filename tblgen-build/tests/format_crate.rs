//! End to end through `cargo`: the format dialect in `tests/format_dialect/`
//! (ops whose printers and parsers are generated from `assemblyFormat` by
//! its `build.rs`) is copied into a throw-away directory, built, and its
//! print/parse and round-trip property tests run. A format the generator
//! cannot handle would make its op unknown in custom form, so those tests
//! would fail.
//!
//! The nested build uses a target directory under `CARGO_TARGET_TMPDIR`.

mod support;

#[test]
fn format_dialect_prints_parses_and_round_trips() {
    let dir = support::throwaway_crate("format_dialect");
    let out = support::cargo(dir.path(), "format-dialect", &["test"]);
    let log = support::text(&out);
    assert!(out.status.success(), "format dialect tests fail:\n{}", log);
    let tests = std::fs::read_to_string(dir.path().join("tests/roundtrip.rs"))
        .expect("read")
        .matches("#[test]")
        .count();
    let summary = format!("test result: ok. {} passed; 0 failed", tests);
    assert!(log.contains(&summary), "expected '{}':\n{}", summary, log);
}
