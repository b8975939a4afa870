//! `toyc -emit=ast` against upstream's AST dump.
//!
//! `inputs/ast.toy` is upstream's `mlir/test/Examples/Toy/Ch1/ast.toy`; its
//! FileCheck lines are checked here the way FileCheck reads them, and the
//! whole output is also compared byte for byte with `inputs/ast.expected`
//! (upstream's exact indentation and spacing, from `AST.cpp`).

use std::process::Command;

fn toyc(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_toyc"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("toyc runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).expect("utf-8 stdout"),
        String::from_utf8(out.stderr).expect("utf-8 stderr"),
    )
}

fn read(path: &str) -> String {
    std::fs::read_to_string(format!("{}/{path}", env!("CARGO_MANIFEST_DIR"))).expect("readable")
}

/// FileCheck's reading of one line: horizontal whitespace runs collapse to
/// one space, and the pattern (with `{{.*}}` wildcards) must occur in it.
fn filecheck_line_matches(pattern: &str, line: &str) -> bool {
    let canon = |s: &str| s.split_whitespace().collect::<Vec<_>>().join(" ");
    let (pattern, line) = (canon(pattern), canon(line));
    let mut rest = line.as_str();
    for part in pattern.split("{{.*}}") {
        match rest.find(part) {
            // Without a leading wildcard the first part may still start
            // anywhere (FileCheck matches substrings).
            Some(at) => rest = &rest[at + part.len()..],
            None => return false,
        }
    }
    true
}

#[test]
fn upstream_check_lines() {
    let src = read("tests/inputs/ast.toy");
    let (code, out, err) = toyc(&["tests/inputs/ast.toy", "-emit=ast"]);
    assert_eq!(code, 0, "stderr: {err}");
    let lines: Vec<&str> = out.lines().collect();
    let mut next = 0usize;
    let mut checks = 0;
    for directive in src.lines() {
        let (pattern, is_next) = if let Some(p) = directive.strip_prefix("# CHECK-NEXT:") {
            (p, true)
        } else if let Some(p) = directive.strip_prefix("# CHECK:") {
            (p, false)
        } else {
            continue;
        };
        checks += 1;
        if is_next {
            let line = lines.get(next).copied().unwrap_or("<end of output>");
            assert!(
                filecheck_line_matches(pattern, line),
                "CHECK-NEXT: {pattern}\n    got line {}: {line}",
                next + 1
            );
            next += 1;
        } else {
            let found = lines[next..]
                .iter()
                .position(|l| filecheck_line_matches(pattern, l))
                .unwrap_or_else(|| panic!("CHECK: {pattern} not found"));
            next += found + 1;
        }
    }
    assert_eq!(checks, 43);
    assert_eq!(next, lines.len(), "output has unchecked trailing lines");
}

#[test]
fn byte_for_byte() {
    let (code, out, err) = toyc(&["tests/inputs/ast.toy", "-emit=ast"]);
    assert_eq!(code, 0, "stderr: {err}");
    assert!(err.is_empty());
    assert_eq!(out, read("tests/inputs/ast.expected"));
}

#[test]
fn chapter_two_example() {
    let (code, out, _) = toyc(&["examples/codegen.toy", "--emit=ast"]);
    assert_eq!(code, 0);
    assert_eq!(out, read("tests/inputs/codegen.expected"));
}

#[test]
fn file_name_is_kept_as_given() {
    let (code, out, _) = toyc(&["./examples/../examples/codegen.toy", "-emit", "ast"]);
    assert_eq!(code, 0);
    assert!(out.contains("Proto 'main' @./examples/../examples/codegen.toy:8:1\n"));
}

#[test]
fn stdin_is_dash() {
    use std::io::Write;
    use std::process::Stdio;
    let mut child = Command::new(env!("CARGO_BIN_EXE_toyc"))
        .args(["-", "-emit=ast"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("spawns");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(b"def main() { print(1); }\n")
        .expect("writes");
    let out = child.wait_with_output().expect("runs");
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).expect("utf-8");
    assert!(text.contains("Print [ @-:1:14\n"), "{text}");
}

#[test]
fn driver_errors() {
    let (code, out, err) = toyc(&["examples/codegen.toy"]);
    assert_eq!((code, out.as_str()), (1, ""));
    assert!(err.contains("no action specified"), "{err}");

    let (code, _, err) = toyc(&["does/not/exist.toy", "-emit=ast"]);
    assert_eq!(code, 1);
    assert!(err.starts_with("toyc: error: could not open input file 'does/not/exist.toy'"));

    let (code, _, err) = toyc(&["examples/codegen.toy", "-emit=llvm"]);
    assert_eq!(code, 1);
    assert!(err.contains("invalid value 'llvm'"), "{err}");

    let (code, _, err) = toyc(&["x.mlir", "-emit=ast"]);
    assert_eq!(code, 1);
    assert!(err.contains("can't dump a Toy AST when the input is MLIR"));

    let (code, out, _) = toyc(&["--help"]);
    assert_eq!(code, 0);
    assert!(out.contains("-emit=ast"));
}

#[test]
fn the_line_matcher_can_fail() {
    let p = " BinOp: * @{{.*}}ast.toy:5:25";
    assert!(filecheck_line_matches(
        p,
        "          BinOp: * @dir/ast.toy:5:25"
    ));
    assert!(!filecheck_line_matches(p, "BinOp: + @dir/ast.toy:5:25"));
    assert!(!filecheck_line_matches(p, "BinOp: * @dir/ast.toy:5:26"));
}

/// Upstream's `mlir/test/Examples/Toy/Ch2/scalar.toy`: a number broadcast
/// to a declared shape is valid.
#[test]
fn scalar_initializer_is_valid() {
    let (code, out, err) = toyc(&["tests/inputs/scalar.toy", "-emit=ast"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, read("tests/inputs/scalar.expected"));
}

/// Every program under `tests/inputs/` (upstream's test programs and the
/// chapter's example) is valid.
#[test]
fn upstream_programs_are_accepted() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/inputs");
    let mut count = 0;
    for entry in std::fs::read_dir(dir).expect("inputs") {
        let path = entry.expect("entry").path();
        if path.extension().is_none_or(|e| e != "toy") {
            continue;
        }
        let arg = path.to_str().expect("utf-8 path");
        let (code, out, err) = toyc(&[arg, "-emit=ast"]);
        assert_eq!(code, 0, "{arg}: {err}");
        assert!(out.starts_with("  Module:\n"), "{arg}");
        count += 1;
    }
    assert_eq!(count, 5);
    let (_, out, _) = toyc(&["tests/inputs/empty.toy", "-emit=ast"]);
    assert_eq!(out, "  Module:\n");
}

/// A large generated program goes through the binary (not timed: the
/// 100,000-line measurement belongs to the benchmarks).
#[test]
fn generated_program_through_toyc() {
    use std::io::Write;
    use std::process::Stdio;
    let lines = 20_000;
    let src = toy::frontend::generate::generate_program(lines, 3);
    let mut child = Command::new(env!("CARGO_BIN_EXE_toyc"))
        .args(["-", "-emit=ast"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawns");
    let mut stdin = child.stdin.take().expect("stdin");
    let writer = std::thread::spawn(move || stdin.write_all(src.as_bytes()));
    let out = child.wait_with_output().expect("runs");
    writer.join().expect("writer").expect("writes");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).expect("utf-8");
    let functions = text.lines().filter(|l| *l == "    Function ").count();
    assert_eq!(functions, (lines - 7) / 28 + 1);
    assert!(text.contains(&format!("Proto 'main' @-:{}:1\n", lines - 4)));
}
