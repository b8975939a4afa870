//! Every program under `tests/invalid/` is broken. Its first line says
//! which error `toyc` must report: `# EXPECT: LINE:COL: MESSAGE`. The test
//! runs the real `toyc` binary and checks the exit status (1), that nothing
//! is printed on standard output, that the first diagnostic is exactly
//! `FILE:LINE:COL: error: MESSAGE`, and that it is followed by the source
//! line and a caret under the column.

use std::path::Path;
use std::process::Command;

const DIR: &str = "tests/invalid";

struct Expectation {
    line: u32,
    col: u32,
    message: String,
}

fn expectation(path: &Path, text: &str) -> Expectation {
    let first = text.lines().next().unwrap_or_default();
    let rest = first.strip_prefix("# EXPECT: ").unwrap_or_else(|| {
        panic!(
            "{}: first line must be '# EXPECT: LINE:COL: MESSAGE'",
            path.display()
        )
    });
    let mut parts = rest.splitn(3, ':');
    let mut number = |what: &str| -> u32 {
        parts
            .next()
            .and_then(|s| s.trim().parse().ok())
            .unwrap_or_else(|| panic!("{}: bad {what} in EXPECT", path.display()))
    };
    let line = number("line");
    let col = number("column");
    let message = parts.next().unwrap_or_default().trim().to_string();
    assert!(!message.is_empty(), "{}: empty message", path.display());
    Expectation { line, col, message }
}

fn corpus() -> Vec<std::path::PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(DIR);
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("corpus directory")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "toy"))
        .collect();
    files.sort();
    files
}

fn check_one(path: &Path, emit: &str) -> Result<(), String> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let want = expectation(path, &text);
    let name = format!(
        "{DIR}/{}",
        path.file_name()
            .and_then(|n| n.to_str())
            .unwrap_or_default()
    );
    let out = Command::new(env!("CARGO_BIN_EXE_toyc"))
        .arg(&name)
        .arg(emit)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .map_err(|e| e.to_string())?;
    let stderr = String::from_utf8_lossy(&out.stderr);
    if out.status.code() != Some(1) {
        return Err(format!(
            "{name}: exit status {:?}, stderr:\n{stderr}",
            out.status.code()
        ));
    }
    if !out.stdout.is_empty() {
        return Err(format!("{name}: unexpected output on stdout"));
    }
    let mut lines = stderr.lines();
    let header = lines.next().unwrap_or_default();
    let expected = format!("{name}:{}:{}: error: {}", want.line, want.col, want.message);
    if header != expected {
        return Err(format!(
            "{name}:\n  expected: {expected}\n  got:      {header}"
        ));
    }
    let source_line = text
        .lines()
        .nth(want.line as usize - 1)
        .ok_or_else(|| format!("{name}: EXPECT line {} is past the end", want.line))?;
    if lines.next() != Some(source_line) {
        return Err(format!(
            "{name}: diagnostic does not quote line {}",
            want.line
        ));
    }
    let caret = format!("{}^", " ".repeat(want.col as usize - 1));
    if lines.next() != Some(caret.as_str()) {
        return Err(format!(
            "{name}: caret line is not under column {}",
            want.col
        ));
    }
    Ok(())
}

#[test]
fn every_broken_program_is_a_located_error() {
    let files = corpus();
    assert!(
        files.len() >= 20,
        "corpus has only {} programs",
        files.len()
    );
    let failures: Vec<String> = files
        .iter()
        .filter_map(|p| check_one(p, "-emit=ast").err())
        .collect();
    assert!(
        failures.is_empty(),
        "{} of {} failed:\n{}",
        failures.len(),
        files.len(),
        failures.join("\n")
    );
}

/// `-emit=mlir` checks the program too before saying it cannot go further,
/// so the same diagnostics come first.
#[test]
fn mlir_action_reports_the_same_errors() {
    let failures: Vec<String> = corpus()
        .iter()
        .filter_map(|p| check_one(p, "--emit=mlir").err())
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn notes_point_at_the_previous_definition() {
    let out = Command::new(env!("CARGO_BIN_EXE_toyc"))
        .args([&format!("{DIR}/redefined_function.toy"), "-emit=ast"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains(&format!(
            "{DIR}/redefined_function.toy:2:1: note: previous definition is here\ndef f(a) {{\n^\n"
        )),
        "{stderr}"
    );
}
