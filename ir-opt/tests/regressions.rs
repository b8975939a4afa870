//! Regression tests through the `ir-opt` binary: each `tests/regressions/
//! NAME.mlir` is run as `ir-opt FLAGS NAME.mlir` in that folder, and its
//! standard output, standard error and exit status must be the ones stored
//! beside it (`NAME.stdout`, `NAME.stderr`; a missing file is empty), which
//! are `mlir-opt` 19's. The first lines of a case say how to run it:
//!
//! ```text
//! // FLAGS: --allow-unregistered-dialect --mlir-print-op-generic
//! // EXIT: 1                       (optional; 0 when absent)
//! // ORACLE: differs: <why>        (optional: mlir-opt does something else)
//! // STDERR: first-diagnostic      (optional: only the first diagnostic's
//! //                                lines, up to three, are compared:
//! //                                mlir-opt's notes are not printed yet)
//! ```
//!
//! With the `conformance` feature, every case without an `ORACLE` line is
//! also run through `mlir-opt` and must give the stored outputs exactly
//! (`REGRESSIONS_BLESS=1` writes them from `mlir-opt` instead).

use std::path::{Path, PathBuf};
use std::process::Command;

struct Case {
    name: String,
    flags: Vec<String>,
    exit: i32,
    oracle_differs: bool,
    first_diagnostic: bool,
}

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/regressions")
}

/// The cases, by name; the header lines end at `\n` or `\r` (some inputs
/// have CR-only line ends).
fn cases() -> Vec<Case> {
    let mut names: Vec<String> = std::fs::read_dir(dir())
        .expect("tests/regressions")
        .filter_map(|e| {
            let name = e.ok()?.file_name().into_string().ok()?;
            Some(name.strip_suffix(".mlir")?.to_string())
        })
        .collect();
    names.sort();
    names
        .into_iter()
        .map(|name| {
            let text = std::fs::read(dir().join(format!("{name}.mlir"))).expect("case");
            let mut case = Case {
                name,
                flags: Vec::new(),
                exit: 0,
                oracle_differs: false,
                first_diagnostic: false,
            };
            for line in text.split(|&c| c == b'\n' || c == b'\r').take(4) {
                let line = String::from_utf8_lossy(line);
                if let Some(f) = line.strip_prefix("// FLAGS:") {
                    case.flags = f.split_whitespace().map(str::to_string).collect();
                } else if let Some(e) = line.strip_prefix("// EXIT:") {
                    case.exit = e.trim().parse().expect("EXIT: a number");
                } else if line.starts_with("// ORACLE: differs") {
                    case.oracle_differs = true;
                } else if line.starts_with("// STDERR: first-diagnostic") {
                    case.first_diagnostic = true;
                }
            }
            case
        })
        .collect()
}

struct Outcome {
    status: i32,
    stdout: Vec<u8>,
    stderr: Vec<u8>,
}

fn run(tool: &Path, case: &Case) -> Outcome {
    let out = Command::new(tool)
        .current_dir(dir())
        .args(&case.flags)
        .arg(format!("{}.mlir", case.name))
        .output()
        .unwrap_or_else(|e| panic!("cannot run {}: {e}", tool.display()));
    Outcome {
        status: out.status.code().unwrap_or(-1),
        stdout: out.stdout,
        stderr: out.stderr,
    }
}

fn golden(case: &Case, ext: &str) -> Vec<u8> {
    std::fs::read(dir().join(format!("{}.{ext}", case.name))).unwrap_or_default()
}

/// What differs between an outcome and the stored one.
fn compare(case: &Case, o: &Outcome) -> Option<String> {
    let (out, err) = (golden(case, "stdout"), golden(case, "stderr"));
    let first = |b: &[u8]| -> Vec<u8> {
        let lines: Vec<&[u8]> = b
            .split(|&c| c == b'\n')
            .filter(|l| !l.is_empty())
            .take(3)
            .take_while(|l| !String::from_utf8_lossy(l).contains(": note: "))
            .collect();
        lines.join(&b'\n')
    };
    let same_err = if case.first_diagnostic {
        first(&o.stderr) == first(&err)
    } else {
        o.stderr == err
    };
    if o.status == case.exit && o.stdout == out && same_err {
        return None;
    }
    Some(format!(
        "{}: exit {} (expected {})\n--- stdout\n{}\n--- expected\n{}\n--- stderr\n{}\n--- expected\n{}",
        case.name,
        o.status,
        case.exit,
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&out),
        String::from_utf8_lossy(&o.stderr),
        String::from_utf8_lossy(&err),
    ))
}

#[test]
fn ir_opt_gives_the_stored_outputs() {
    let cases = cases();
    assert!(!cases.is_empty(), "no regression cases");
    let tool = Path::new(env!("CARGO_BIN_EXE_ir-opt"));
    let failures: Vec<String> = cases
        .iter()
        .filter_map(|c| compare(c, &run(tool, c)))
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[cfg(feature = "conformance")]
#[test]
fn the_stored_outputs_are_mlir_opts() {
    let mlir_opt = PathBuf::from(
        std::env::var("MLIR_OPT").unwrap_or_else(|_| "/usr/lib/llvm-19/bin/mlir-opt".into()),
    );
    assert!(
        mlir_opt.exists(),
        "mlir-opt 19 not found (install mlir-19-tools or set MLIR_OPT)"
    );
    let bless = std::env::var_os("REGRESSIONS_BLESS").is_some();
    let mut failures = Vec::new();
    for case in cases().iter().filter(|c| !c.oracle_differs) {
        let o = run(&mlir_opt, case);
        if bless {
            for (ext, bytes) in [("stdout", &o.stdout), ("stderr", &o.stderr)] {
                let path = dir().join(format!("{}.{ext}", case.name));
                if bytes.is_empty() {
                    let _ = std::fs::remove_file(path);
                } else {
                    std::fs::write(path, bytes).expect("write golden");
                }
            }
            assert_eq!(o.status, case.exit, "{}: mlir-opt's exit status", case.name);
        } else if let Some(d) = compare(case, &o) {
            failures.push(d);
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// Runs `tool args` with standard output on a full device; returns the
/// exit status and standard error.
fn run_with_stdout_full(tool: &Path, args: &[&str]) -> (i32, String) {
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .expect("/dev/full");
    let out = Command::new(tool)
        .args(args)
        .stdout(full)
        .output()
        .expect("run");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Runs `tool args` on a pipe that is closed before it writes; returns the
/// exit status.
fn run_with_stdout_pipe_closed(tool: &Path, args: &[&str]) -> i32 {
    let mut child = Command::new(tool)
        .args(args)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("spawn");
    drop(child.stdout.take());
    child.wait().expect("wait").code().unwrap_or(-1)
}

#[test]
fn a_lost_output_fails_as_with_llvm_tools() {
    let tool = Path::new(env!("CARGO_BIN_EXE_ir-opt"));
    let input = dir().join("generic_then_custom.mlir");
    let input = input.to_str().expect("path");
    let (status, stderr) = run_with_stdout_full(tool, &["--allow-unregistered-dialect", input]);
    assert_eq!(status, 1, "{stderr}");
    assert_eq!(
        stderr,
        "LLVM ERROR: IO failure on output stream: No space left on device\n"
    );
    // More output than a pipe holds, to a pipe closed at once: status 74.
    let big: String = (0..5000)
        .map(|i| format!("%v{i} = \"test.op\"() : () -> i32\n"))
        .collect();
    let file = std::env::temp_dir().join(format!("ir-opt-pipe-{}.mlir", std::process::id()));
    std::fs::write(&file, big).expect("write");
    let status = run_with_stdout_pipe_closed(
        tool,
        &["--allow-unregistered-dialect", file.to_str().expect("path")],
    );
    let _ = std::fs::remove_file(&file);
    assert_eq!(status, 74);
}

/// Runs `ir-opt --allow-unregistered-dialect` on `text` (through a file);
/// returns the exit status, the output's length and standard error.
fn run_text(text: &str, name: &str) -> (i32, usize, String) {
    let file = std::env::temp_dir().join(format!("ir-opt-{name}-{}.mlir", std::process::id()));
    std::fs::write(&file, text).expect("write");
    let out = Command::new(env!("CARGO_BIN_EXE_ir-opt"))
        .arg("--allow-unregistered-dialect")
        .arg(&file)
        .output()
        .expect("ir-opt");
    let _ = std::fs::remove_file(&file);
    (
        out.status.code().unwrap_or(-1),
        out.stdout.len(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn nesting_far_beyond_mlir_opt_then_a_located_error() {
    // mlir-opt 19 overflows its stack on 20,000 nested tuple types and on
    // 5,000 nested regions.
    let tuples = |n: usize| {
        format!(
            "\"a.x\"() : () -> {}i32{}\n",
            "tuple<".repeat(n),
            ">".repeat(n)
        )
    };
    let (status, _, stderr) = run_text(&tuples(20_000), "tuples");
    assert_eq!(status, 0, "{stderr}");
    let regions = |n: usize| {
        format!(
            "{}\"a.y\"() : () -> ()\n{}",
            "\"a.op\"() ({\n".repeat(n),
            "}) : () -> ()\n".repeat(n)
        )
    };
    let (status, len, stderr) = run_text(&regions(6_000), "regions");
    assert_eq!(status, 0, "{stderr}");
    assert!(len > 6_000 * 6_000, "{len}");
    // (The function type `() -> ...` is the first level: the error is at
    // the last `tuple<`.)
    let limit = ir::parser::TOOL_MAX_NESTING;
    let (status, _, stderr) = run_text(&tuples(limit + 1), "too-deep");
    assert_eq!(status, 1);
    let first = stderr.lines().next().unwrap_or_default();
    assert_eq!(
        first,
        format!(
            "{}:1:{}: error: exceeded maximum nesting depth of {limit}",
            std::env::temp_dir()
                .join(format!("ir-opt-too-deep-{}.mlir", std::process::id()))
                .display(),
            11 + 6 * limit
        )
    );
}

#[test]
fn a_failed_run_removes_a_regular_output_file_but_never_a_device() {
    use std::os::unix::fs::FileTypeExt;
    let dir = std::env::temp_dir().join(format!("ir-opt-output-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    let input = dir.join("bad.mlir");
    std::fs::write(&input, "\"foo.op\"(\n").expect("write");
    let run = |output: &std::path::Path| {
        Command::new(env!("CARGO_BIN_EXE_ir-opt"))
            .arg(&input)
            .arg("-o")
            .arg(output)
            .output()
            .expect("ir-opt")
            .status
            .code()
    };
    // A regular file is removed, as LLVM's ToolOutputFile removes it.
    let file = dir.join("out.mlir");
    std::fs::write(&file, "old").expect("write");
    assert_eq!(run(&file), Some(1));
    assert!(!file.exists());
    // `/dev/null` stays the device (LLVM's `sys::fs::remove` refuses what
    // is not a regular file or a link).
    let null = std::path::Path::new("/dev/null");
    assert_eq!(run(null), Some(1));
    let kind = std::fs::symlink_metadata(null)
        .expect("/dev/null")
        .file_type();
    assert!(kind.is_char_device(), "/dev/null was replaced: {kind:?}");
    let _ = std::fs::remove_dir_all(&dir);
}
