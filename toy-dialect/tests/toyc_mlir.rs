//! `toyc -emit=mlir` through the real binary: the chapter's listing byte for
//! byte, the golden corpus of `tests/mlir/*.toy`, round trips through `.mlir`
//! files, the chapter's invalid `toy.print`, and located IR errors
//! (`tests/mlir/invalid/*.mlir`, each headed `// EXPECT: LINE:COL: MESSAGE`).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// The crate's directory; `toyc` runs there unless told otherwise.
fn crate_dir() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn toyc_in(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_toyc"))
        .args(args)
        .current_dir(dir)
        .output()
        .expect("toyc runs")
}

fn toyc(args: &[&str]) -> Output {
    toyc_in(crate_dir(), args)
}

/// Standard output of a successful run.
fn ok(out: Output, what: &str) -> String {
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{what}: toyc failed: {stderr}");
    assert!(stderr.is_empty(), "{what}: unexpected stderr: {stderr}");
    String::from_utf8(out.stdout).expect("UTF-8 output")
}

/// Standard error of a run that must fail with status 1 and no output.
fn err(out: Output, what: &str) -> String {
    assert_eq!(out.status.code(), Some(1), "{what}: exit status");
    assert!(out.stdout.is_empty(), "{what}: unexpected stdout");
    String::from_utf8(out.stderr).expect("UTF-8 diagnostics")
}

fn read(path: &str) -> String {
    std::fs::read_to_string(crate_dir().join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The listing with every trailing ` loc(...)` removed: what `toyc` prints
/// without `-mlir-print-debuginfo`.
fn strip_locations(text: &str) -> String {
    text.lines()
        .map(|line| match line.rfind(" loc(") {
            Some(at) if line.ends_with(')') => &line[..at],
            _ => line,
        })
        .fold(String::new(), |mut acc, line| {
            acc.push_str(line);
            acc.push('\n');
            acc
        })
}

fn temp_file(name: &str, text: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("toyc_mlir");
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join(name);
    std::fs::write(&path, text).expect("temp file");
    path
}

/// Runs `toyc FILE -emit=mlir [-mlir-print-debuginfo]` on a file holding
/// `text` and returns the output.
fn reprint(name: &str, text: &str, debuginfo: bool) -> String {
    let path = temp_file(name, text);
    let path = path.to_str().expect("UTF-8 path");
    let mut args = vec![path, "-emit=mlir"];
    if debuginfo {
        args.push("-mlir-print-debuginfo");
    }
    ok(toyc(&args), name)
}

// The chapter ("Results in the following IR"), from the workspace root
// exactly as the acceptance command runs it.
const EXAMPLE: &str = "toy-dialect/examples/codegen.toy";

fn chapter_listing() -> String {
    read("tests/mlir/codegen.chapter.mlir").replace("test/codegen.toy", EXAMPLE)
}

fn workspace_dir() -> &'static Path {
    crate_dir().parent().expect("workspace root")
}

#[test]
fn chapter_listing_with_debuginfo() {
    let out = ok(
        toyc_in(
            workspace_dir(),
            &[EXAMPLE, "-emit=mlir", "-mlir-print-debuginfo"],
        ),
        "codegen.toy",
    );
    assert_eq!(out, chapter_listing());
}

#[test]
fn chapter_listing_without_debuginfo() {
    let out = ok(
        toyc_in(workspace_dir(), &[EXAMPLE, "-emit=mlir"]),
        "codegen.toy",
    );
    let expected = strip_locations(&chapter_listing());
    assert!(!expected.contains("loc("));
    assert_eq!(out, expected);
}

#[test]
fn option_spellings_and_locations_use_the_path_as_given() {
    let out = ok(
        toyc(&[
            "--emit=mlir",
            "--mlir-print-debuginfo",
            "examples/codegen.toy",
        ]),
        "codegen.toy",
    );
    assert_eq!(
        out,
        read("tests/mlir/codegen.chapter.mlir").replace("test/codegen.toy", "examples/codegen.toy")
    );
    let stdin = Command::new(env!("CARGO_BIN_EXE_toyc"))
        .args(["-emit", "mlir", "-x=toy"])
        .current_dir(crate_dir())
        .stdin(std::fs::File::open(crate_dir().join("examples/codegen.toy")).expect("example"))
        .output()
        .expect("toyc runs");
    assert_eq!(
        ok(stdin, "stdin"),
        strip_locations(&chapter_listing()),
        "standard input"
    );
}

#[test]
fn chapter_round_trip() {
    let listing = chapter_listing();
    // `toyc codegen.toy -emit=mlir -mlir-print-debuginfo > codegen.mlir`,
    // then `toyc codegen.mlir -emit=mlir[ -mlir-print-debuginfo]`.
    assert_eq!(reprint("codegen.mlir", &listing, true), listing);
    let plain = strip_locations(&listing);
    assert_eq!(reprint("codegen.mlir", &listing, false), plain);
    assert_eq!(reprint("codegen_plain.mlir", &plain, false), plain);
}

/// `tests/mlir/NAME.toy` → `tests/mlir/NAME.mlir` (with locations); the
/// output also round-trips, with and without locations.
#[test]
fn golden_corpus() {
    let dir = crate_dir().join("tests/mlir");
    let mut programs: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/mlir")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "toy"))
        .collect();
    programs.sort();
    assert!(programs.len() >= 4, "corpus: {programs:?}");
    for program in &programs {
        let stem = program.file_stem().and_then(|s| s.to_str()).expect("name");
        let rel = format!("tests/mlir/{stem}.toy");
        let expected = read(&format!("tests/mlir/{stem}.mlir"));
        let out = ok(toyc(&[&rel, "-emit=mlir", "-mlir-print-debuginfo"]), &rel);
        assert_eq!(out, expected, "{rel}");
        let plain = ok(toyc(&[&rel, "-emit=mlir"]), &rel);
        assert_eq!(plain, strip_locations(&expected), "{rel} without locations");
        assert_eq!(
            reprint(&format!("{stem}.mlir"), &out, true),
            out,
            "{rel} round trip"
        );
        assert_eq!(
            reprint(&format!("{stem}_plain.mlir"), &plain, false),
            plain,
            "{rel} round trip without locations"
        );
    }
}

/// The chapter's invalid example: `toy.print` with no operand and a result,
/// and no terminator after it.
const PRINT_INVALID: &str = "tests/mlir/print_invalid.mlir";

#[test]
fn toyc_rejects_the_invalid_print() {
    let stderr = err(toyc(&[PRINT_INVALID, "-emit=mlir"]), PRINT_INVALID);
    let mut lines = stderr.lines();
    let first = lines.next().unwrap_or_default();
    let message = first
        .strip_prefix(&format!("{PRINT_INVALID}:2:8: error: "))
        .unwrap_or_else(|| panic!("not located at the op: {stderr}"));
    // The chapter names three broken rules; the verifier reports one of them.
    // (mlir-opt verifies the op before its block, so it would report
    // `requires zero results` first; `ir` checks the block's terminator
    // first.)
    let broken = [
        "'toy.print' op requires zero results",
        "'toy.print' op requires a single operand",
        "block with no terminator, has 'toy.print'",
    ];
    assert!(broken.contains(&message), "unexpected message: {stderr}");
    assert_eq!(
        lines.next(),
        Some("  %0 = \"toy.print\"() : () -> tensor<2x3xf64>")
    );
    assert_eq!(lines.next(), Some("       ^"));
}

#[test]
fn ir_opt_accepts_the_invalid_print_as_opaque_ir() {
    // `ir-opt` is `ir::tools::opt_main` with no dialect registered: run its
    // driver in process, as the binary would.
    let input = std::fs::read_to_string(crate_dir().join(PRINT_INVALID)).expect("input");
    let run = |allow: bool| {
        let config = ir::tools::OptConfig {
            allow_unregistered_dialects: allow,
            ..Default::default()
        };
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let ok =
            ir::tools::process_input(&config, PRINT_INVALID, &input, &|_| {}, &mut out, &mut err);
        (ok, out, err)
    };
    let (ok, out, err) = run(true);
    assert!(ok, "{}", String::from_utf8_lossy(&err));
    let text = String::from_utf8(out).expect("UTF-8");
    assert!(
        text.starts_with(
            "module {\n  func @main() {\n    %0 = \"toy.print\"() : () -> tensor<2x3xf64>\n  }\n}\n"
        ),
        "{text}"
    );
    // Without the flag the unknown dialect is an error, located at the op.
    let (ok, _, err) = run(false);
    assert!(!ok);
    let stderr = String::from_utf8_lossy(&err);
    assert!(
        stderr.starts_with(&format!(
            "{PRINT_INVALID}:2:19: error: operation being parsed with an unregistered dialect"
        )),
        "{stderr}"
    );
}

#[test]
fn return_not_last_is_located() {
    let file = "tests/mlir/return_not_last.mlir";
    let stderr = err(toyc(&[file, "-emit=mlir"]), file);
    // mlir-opt verifies ops before their block's terminator rule and says
    // "'toy.return' op must be the last operation in the parent block" at
    // 2:3; `ir` reports the block's last op first.
    let upstream = format!(
        "{file}:2:3: error: 'toy.return' op must be the last operation in the parent block\n"
    );
    let ours = format!("{file}:3:8: error: block with no terminator, has 'toy.constant'\n");
    assert!(
        stderr.starts_with(&upstream) || stderr.starts_with(&ours),
        "{stderr}"
    );
}

struct Expectation {
    line: usize,
    col: usize,
    message: String,
}

fn expectation(path: &Path, text: &str) -> Expectation {
    let first = text.lines().next().unwrap_or_default();
    let rest = first
        .strip_prefix("// EXPECT: ")
        .unwrap_or_else(|| panic!("{}: no '// EXPECT: ' line", path.display()));
    let mut parts = rest.splitn(3, ':');
    let mut number = || -> usize {
        parts
            .next()
            .and_then(|s| s.trim().parse().ok())
            .unwrap_or_else(|| panic!("{}: bad EXPECT line", path.display()))
    };
    let (line, col) = (number(), number());
    let message = parts.next().unwrap_or_default().trim().to_string();
    assert!(!message.is_empty(), "{}: empty message", path.display());
    Expectation { line, col, message }
}

#[test]
fn ir_errors_are_located() {
    let dir = crate_dir().join("tests/mlir/invalid");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/mlir/invalid")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .collect();
    files.sort();
    assert!(files.len() >= 20, "corpus: {}", files.len());
    let mut failures = Vec::new();
    for path in &files {
        let bytes = std::fs::read(path).expect("file");
        let text = String::from_utf8_lossy(&bytes);
        let want = expectation(path, &text);
        let name = format!(
            "tests/mlir/invalid/{}",
            path.file_name().and_then(|n| n.to_str()).expect("name")
        );
        let stderr = err(toyc(&[&name, "-emit=mlir"]), &name);
        let mut lines = stderr.lines();
        let head = format!("{name}:{}:{}: error: {}", want.line, want.col, want.message);
        let source = text.split('\n').nth(want.line - 1).unwrap_or_default();
        let caret = format!("{}^", " ".repeat(want.col - 1));
        // (A source line with non-ASCII bytes has no caret line, as in
        // mlir-opt.)
        let expected: Vec<&str> = if source.is_ascii() {
            vec![head.as_str(), source, caret.as_str()]
        } else {
            vec![head.as_str(), source]
        };
        let got: Vec<&str> = lines.by_ref().take(expected.len()).collect();
        if got != expected {
            failures.push(format!(
                "{name}:\nexpected:\n{head}\n{source}\n{caret}\ngot:\n{stderr}"
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn driver_errors() {
    // A missing file and `-emit=ast` on MLIR input are errors, not panics.
    let stderr = err(toyc(&["no/such/file.mlir", "-emit=mlir"]), "missing");
    assert!(
        stderr.starts_with("toyc: error: could not open input file 'no/such/file.mlir'"),
        "{stderr}"
    );
    let stderr = err(toyc(&[PRINT_INVALID, "-emit=ast"]), "ast of mlir");
    assert!(stderr.contains("can't dump a Toy AST"), "{stderr}");
    // A Toy error stays a Toy diagnostic under -emit=mlir.
    let path = temp_file("bad.toy", "def main() {\n  print(x);\n}\n");
    let path = path.to_str().expect("UTF-8");
    let stderr = err(toyc(&[path, "-emit=mlir"]), "bad.toy");
    assert!(
        stderr.starts_with(&format!("{path}:2:9: error: unknown variable 'x'\n")),
        "{stderr}"
    );
}

/// A `.mlir` file whose locations point into a Toy source shows the Toy line
/// in its verifier errors (MLIR's handler reads the located file too), with
/// the "see current operation" note MLIR's verifier attaches.
#[test]
fn errors_located_in_the_toy_source() {
    let text = "func @main() {\n  %0 = \"toy.constant\"() {value = dense<[1.0, 2.0]> : tensor<2xf64>} : () -> tensor<3xf64> loc(\"examples/codegen.toy\":9:17)\n  \"toy.return\"() : () -> () loc(\"examples/codegen.toy\":8:1)\n}\n";
    let path = temp_file("located.mlir", text);
    let stderr = err(
        toyc(&[path.to_str().expect("UTF-8"), "-emit=mlir"]),
        "located.mlir",
    );
    assert_eq!(
        stderr,
        "examples/codegen.toy:9:17: error: 'toy.constant' op return type shape mismatches its attribute at dimension 0: 2 != 3\n  var a<2, 3> = [[1, 2, 3], [4, 5, 6]];\n                ^\n\
         examples/codegen.toy:9:17: note: see current operation: %0 = \"toy.constant\"() {value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf64>} : () -> tensor<3xf64>\n  var a<2, 3> = [[1, 2, 3], [4, 5, 6]];\n                ^\n"
    );
}

/// `toyc` fails when its output is lost (a full device), as LLVM's tools
/// do; on a pipe closed before it writes, it ends with status 74.
#[test]
fn a_lost_output_fails() {
    for action in ["-emit=mlir", "-emit=ast"] {
        let full = std::fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .expect("/dev/full");
        let out = Command::new(env!("CARGO_BIN_EXE_toyc"))
            .args(["examples/codegen.toy", action])
            .current_dir(crate_dir())
            .stdout(full)
            .output()
            .expect("toyc");
        assert_eq!(out.status.code(), Some(1), "{action}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(
            stderr.contains("could not write output: No space left on device"),
            "{stderr}"
        );
    }
    let program = toy::frontend::generate::generate_program(2000, 7);
    let file = std::env::temp_dir().join(format!("toyc-pipe-{}.toy", std::process::id()));
    std::fs::write(&file, program).expect("write");
    let mut child = Command::new(env!("CARGO_BIN_EXE_toyc"))
        .args([file.to_str().expect("path"), "-emit=mlir"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("spawn");
    drop(child.stdout.take());
    let status = child.wait().expect("wait");
    let _ = std::fs::remove_file(&file);
    assert_eq!(status.code(), Some(74));
}
