//! `toyc -emit=mlir -opt` through the real binary: every case of
//! `tests/opt/` from its `.toy` program and from its `.mlir` listing (also
//! on standard input), compared with `<case>.opt.expected`; without `-opt`
//! the listing keeps every op.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

const CASES: [&str; 4] = [
    "transpose_transpose",
    "trivial_reshape",
    "reshapes",
    "mismatch",
];

fn crate_dir() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn toyc(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_toyc"))
        .args(args)
        .current_dir(crate_dir())
        .output()
        .expect("toyc runs")
}

fn ok(out: Output, what: &str) -> String {
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{what}: toyc failed: {stderr}");
    assert!(stderr.is_empty(), "{what}: unexpected stderr: {stderr}");
    String::from_utf8(out.stdout).expect("UTF-8 output")
}

fn read(path: &str) -> String {
    std::fs::read_to_string(crate_dir().join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

#[test]
fn opt_on_toy_and_mlir_inputs_prints_the_expected_listing() {
    for case in CASES {
        let expected = read(&format!("tests/opt/{case}.opt.expected"));
        for ext in ["toy", "mlir"] {
            let file = format!("tests/opt/{case}.{ext}");
            let text = ok(toyc(&[&file, "-emit=mlir", "-opt"]), &file);
            assert_eq!(text, expected, "{file}");
        }
        let text = ok(
            toyc(&["--opt", &format!("tests/opt/{case}.toy"), "--emit", "mlir"]),
            case,
        );
        assert_eq!(text, expected, "{case} (other spellings)");
    }
}

#[test]
fn opt_reads_mlir_from_standard_input() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_toyc"))
        .args(["-", "-x=mlir", "-emit=mlir", "-opt"])
        .current_dir(crate_dir())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("toyc runs");
    let input = read("tests/opt/transpose_transpose.mlir");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes())
        .expect("write stdin");
    let out = child.wait_with_output().expect("toyc ends");
    let text = ok(out, "stdin");
    assert_eq!(text, read("tests/opt/transpose_transpose.opt.expected"));
    assert!(!text.contains("toy.transpose"));
}

#[test]
fn without_opt_the_listing_keeps_every_op() {
    for case in CASES {
        let file = format!("tests/opt/{case}.toy");
        let plain = ok(toyc(&[&file, "-emit=mlir"]), &file);
        // The `.mlir` input is this listing (after its comment line).
        let listing = read(&format!("tests/opt/{case}.mlir"));
        let listing = listing.split_once('\n').expect("header").1;
        assert_eq!(plain, listing, "{file}");
        let mlir = format!("tests/opt/{case}.mlir");
        assert_eq!(ok(toyc(&[&mlir, "-emit=mlir"]), &mlir), listing, "{mlir}");
    }
    let plain = ok(
        toyc(&["tests/opt/transpose_transpose.toy", "-emit=mlir"]),
        "plain",
    );
    assert_eq!(plain.matches("\"toy.transpose\"(").count(), 2, "{plain}");
}

#[test]
fn opt_with_debuginfo_keeps_locations() {
    let text = ok(
        toyc(&[
            "tests/opt/trivial_reshape.toy",
            "-emit=mlir",
            "-opt",
            "-mlir-print-debuginfo",
        ]),
        "debuginfo",
    );
    assert!(!text.contains("toy.reshape"), "{text}");
    assert!(
        text.contains("\"toy.print\"(%0) : (tensor<2x1xf64>) -> () loc(\"tests/opt/trivial_reshape.toy\":7:3)"),
        "{text}"
    );
}
