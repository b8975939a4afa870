//! Differential conformance of `tblgen --print-records` against LLVM 19's
//! `llvm-tblgen --print-records` over every `.td` file of the installed MLIR
//! and LLVM include trees.
//!
//! Run with `cargo test --profile verify -p tblgen-core --features conformance --test print_records_conformance`.
//! The oracle is required: without `llvm-tblgen` the test fails.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

const ROOTS: &[&str] = &["/usr/lib/llvm-19/include/mlir", "/usr/include/llvm-19/llvm"];
const INCLUDES: &[&str] = &["/usr/lib/llvm-19/include", "/usr/include/llvm-19"];

/// One file's outcome: the file, whether llvm-tblgen succeeded, whether we
/// agree, and the first difference when we do not.
type FileOutcome = (PathBuf, bool, bool, Option<String>);

fn oracle() -> PathBuf {
    if let Ok(p) = std::env::var("LLVM_TBLGEN") {
        return PathBuf::from(p);
    }
    let fixed = PathBuf::from("/usr/lib/llvm-19/bin/llvm-tblgen");
    if fixed.exists() {
        return fixed;
    }
    for name in ["llvm-tblgen-19", "llvm-tblgen"] {
        if let Ok(out) = Command::new(name).arg("--version").output() {
            if out.status.success() && String::from_utf8_lossy(&out.stdout).contains("version 19") {
                return PathBuf::from(name);
            }
        }
    }
    panic!("llvm-tblgen 19 not found (install llvm-19 or set LLVM_TBLGEN); the conformance test cannot run without its oracle");
}

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    for e in rd.flatten() {
        let p = e.path();
        if p.is_dir() {
            collect(&p, out);
        } else if p.extension().is_some_and(|x| x == "td") {
            out.push(p);
        }
    }
}

struct Run {
    ok: bool,
    stdout: Vec<u8>,
    stderr: String,
}

fn run(tool: &Path, file: &Path) -> Run {
    let mut cmd = Command::new(tool);
    cmd.arg("--print-records");
    for i in INCLUDES {
        cmd.arg("-I").arg(i);
    }
    cmd.arg("-I").arg(file.parent().expect("parent"));
    cmd.arg(file);
    let out = cmd
        .output()
        .unwrap_or_else(|e| panic!("running {}: {}", tool.display(), e));
    Run {
        ok: out.status.success(),
        stdout: out.stdout,
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

/// True if `stderr` holds `path:line:col: error: msg`, the source line and a
/// caret line (none under a line with a non-ASCII byte, as LLVM's).
fn has_located_error(stderr: &str) -> bool {
    let lines: Vec<&str> = stderr.lines().collect();
    lines.iter().enumerate().any(|(i, l)| {
        let Some(pos) = l.find(": error: ") else {
            return false;
        };
        let head: Vec<&str> = l[..pos].rsplitn(3, ':').collect();
        head.len() == 3
            && head[0].parse::<u32>().is_ok()
            && head[1].parse::<u32>().is_ok()
            && (lines.get(i + 1).is_some_and(|l| !l.is_ascii())
                || lines
                    .get(i + 2)
                    .is_some_and(|c| c.trim_end().ends_with('^') && c.trim() == "^"))
    })
}

fn first_difference(a: &[u8], b: &[u8]) -> String {
    let a = String::from_utf8_lossy(a);
    let b = String::from_utf8_lossy(b);
    let mut la = a.lines();
    let mut lb = b.lines();
    let mut n = 1;
    loop {
        match (la.next(), lb.next()) {
            (Some(x), Some(y)) if x == y => n += 1,
            (None, None) => return "outputs differ only in line endings".into(),
            (x, y) => {
                return format!(
                    "line {}: llvm-tblgen `{}` vs tblgen `{}`",
                    n,
                    x.unwrap_or("<eof>"),
                    y.unwrap_or("<eof>")
                );
            }
        }
    }
}

#[test]
fn print_records_matches_llvm_tblgen() {
    let oracle = oracle();
    let ours = PathBuf::from(env!("CARGO_BIN_EXE_tblgen"));
    let mut files = Vec::new();
    for r in ROOTS {
        collect(Path::new(r), &mut files);
    }
    files.sort();
    assert!(!files.is_empty(), "no .td files found under {:?}", ROOTS);

    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<FileOutcome>> = Mutex::new(Vec::new());
    let same_stderr = AtomicUsize::new(0);
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::SeqCst);
                let Some(f) = files.get(i) else { break };
                let want = run(&oracle, f);
                let got = run(&ours, f);
                let failure = if want.ok {
                    if !got.ok {
                        Some(format!(
                            "tblgen failed: {}",
                            got.stderr.lines().next().unwrap_or("")
                        ))
                    } else if got.stdout != want.stdout {
                        Some(first_difference(&want.stdout, &got.stdout))
                    } else {
                        None
                    }
                } else if got.ok {
                    Some("llvm-tblgen fails but tblgen succeeds".into())
                } else if !has_located_error(&got.stderr) {
                    Some(format!(
                        "no located error (file:line:col, source line, caret) in: {}",
                        got.stderr.lines().next().unwrap_or("")
                    ))
                } else {
                    None
                };
                if !want.ok && !got.ok && got.stderr == want.stderr {
                    same_stderr.fetch_add(1, Ordering::SeqCst);
                }
                results.lock().expect("lock").push((
                    f.clone(),
                    want.ok,
                    failure.is_none(),
                    failure,
                ));
            });
        }
    });
    let mut results = results.into_inner().expect("lock");
    results.sort_by(|a, b| a.0.cmp(&b.0));
    let passed = results.iter().filter(|r| r.2).count();
    let failed = results.len() - passed;
    let ok_set = results.iter().filter(|r| r.1).count();
    let ok_pass = results.iter().filter(|r| r.1 && r.2).count();
    let err_set = results.len() - ok_set;
    let err_pass = results.iter().filter(|r| !r.1 && r.2).count();
    // Written straight to stdout so the summary shows even when libtest
    // captures the output of passing tests.
    let mut report = String::new();
    for r in results.iter().filter(|r| !r.2) {
        report.push_str(&format!(
            "FAILED {}: {}\n",
            r.0.display(),
            r.3.as_deref().unwrap_or("")
        ));
    }
    report.push_str(&format!(
        "succeeding files: {}/{} identical; failing files: {}/{} rejected with a located error ({} with stderr identical to llvm-tblgen)\n",
        ok_pass,
        ok_set,
        err_pass,
        err_set,
        same_stderr.load(Ordering::SeqCst)
    ));
    report.push_str(&format!(
        "print-records conformance: {} passed, {} failed\n",
        passed, failed
    ));
    {
        use std::io::Write;
        let mut out = std::io::stdout().lock();
        let _ = out.write_all(report.as_bytes());
        let _ = out.flush();
    }
    assert_eq!(failed, 0, "{} corpus files do not conform", failed);
}

/// The reviewed `.expected` files of `tests/features/` are exactly what the
/// oracle prints for each snippet today.
#[test]
fn feature_goldens_match_llvm_tblgen() {
    let oracle = oracle();
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/features");
    let mut checked = 0;
    let mut entries: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("features")
        .flatten()
        .map(|e| e.path())
        .collect();
    entries.sort();
    for td in entries
        .iter()
        .filter(|p| p.extension().is_some_and(|x| x == "td"))
    {
        let mut cmd = Command::new(&oracle);
        cmd.current_dir(&dir).arg("--print-records");
        if td.file_name().is_some_and(|n| n == "include_pp.td") {
            cmd.arg("-I").arg(dir.join("inc")).arg("-DFROM_CMDLINE");
        }
        cmd.arg(td.file_name().expect("name"));
        let out = cmd.output().expect("run llvm-tblgen");
        assert!(
            out.status.success(),
            "llvm-tblgen rejects {}: {}",
            td.display(),
            String::from_utf8_lossy(&out.stderr)
        );
        let expected = std::fs::read(td.with_extension("expected")).expect("expected file");
        assert!(
            out.stdout == expected,
            "{} is stale: {}",
            td.display(),
            first_difference(&out.stdout, &expected)
        );
        checked += 1;
    }
    assert!(checked >= 10, "only {} feature snippets found", checked);
}

/// The `error:` lines of a run's standard error, with the input's path
/// replaced by `F`.
fn error_lines(stderr: &str, path: &Path) -> Vec<String> {
    let p = path.display().to_string();
    stderr
        .lines()
        .filter(|l| l.contains(": error: "))
        .map(|l| l.replace(&p, "F"))
        .collect()
}

/// Writes `text` to `f` and runs both tools on it: their records agree, and
/// ours reports an error with its place when llvm-tblgen fails. Returns
/// the `error:` lines of llvm-tblgen and ours.
fn both_on(f: &Path, text: &str) -> (Vec<String>, Vec<String>) {
    std::fs::write(f, text).expect("write");
    let want = run(&oracle(), f);
    let got = run(Path::new(env!("CARGO_BIN_EXE_tblgen")), f);
    assert_eq!(got.ok, want.ok, "{:?}: exit status", text);
    assert_eq!(got.stdout, want.stdout, "{:?}: records", text);
    assert!(got.ok || has_located_error(&got.stderr), "{:?}", text);
    (error_lines(&want.stderr, f), error_lines(&got.stderr, f))
}

/// A character that starts no token (non-ASCII, vertical tab, form feed)
/// outside comments, strings and code: llvm-tblgen's lexer stops there
/// with "Unexpected character", after the statements before it; between
/// statements its parser adds an error of its own. Texts with such
/// characters where they are allowed are read as usual.
#[test]
fn stray_characters_are_reported_as_llvm_tblgen_does() {
    let dir = tempfile::tempdir().expect("tempdir");
    // (text, whether every error line must agree, not only the first: the
    // parser's follow-up inside a statement is LLVM's own wording)
    let cases: &[(&str, bool)] = &[
        ("def A;é\n", true),
        ("def A;\u{0b}def B;\n", true),
        ("def A;\u{0c}\n", true),
        ("def A;\u{a0}def B;\n", true),
        ("class C;\ndef A : C;\n\u{2028}\n", true),
        ("foreach i = [1, 2] in {\n  def A#i;\n  ß\n}\n", false),
        ("def Aé;\n", false),
        ("class é;\n", false),
        (
            "def A { int x = 1; }\n#ifdef X\né\n#endif\nlet x = é in def B;\n",
            false,
        ),
        ("def A { int x = ; }é\n", false),
        (
            "def A { string s = \"é\u{a0}\"; code c = [{ é }]; } // é\n/* é */\n",
            true,
        ),
        ("#ifdef NOPE\né\n#endif\ndef A;\n", true),
    ];
    for (i, (text, all)) in cases.iter().enumerate() {
        let (w, g) = both_on(&dir.path().join(format!("stray{}.td", i)), text);
        if *all {
            assert_eq!(g, w, "{:?}", text);
        } else if w
            .first()
            .is_some_and(|l| l.ends_with("Unexpected character"))
        {
            assert_eq!(g.first(), w.first(), "{:?}", text);
        } else {
            // (A syntax error before the stray character: at LLVM's place,
            // in words of its own.)
            let place =
                |l: Option<&String>| l.and_then(|l| l.split(" error: ").next().map(String::from));
            assert_eq!(place(g.first()), place(w.first()), "{:?}", text);
        }
    }
}

/// A string literal that its line (or the file) ends before it is closed,
/// an escaped line break and an invalid escape: llvm-tblgen's lexer errors,
/// at its places, after the statements before them.
#[test]
fn string_literal_errors_are_reported_as_llvm_tblgen_does() {
    let dir = tempfile::tempdir().expect("tempdir");
    let cases: &[&str] = &[
        "def A { string s = \"abc\n; }\ndef B { string t = \"q\"; }\n",
        "def A;\ndef B { string s = \"x\" # \"abc\n; }\n",
        "def A { string s = \"abc\n\"; }\n",
        "class C<string s>;\ndef A : C<\"open\n>;\n",
        "include \"abc\n",
        "def A { string s = \"abc",
        "def A { string s = \"a\\qb\"; }\n",
        "def A { string s = \"a\\\nb\"; }\n",
        "def A { string s = \"fine \\\" \\\\ \\t\"; } // \"open in a comment\ndef B;\n",
        "def A { code c = [{ \"open in code\n }]; }\n",
    ];
    for (i, text) in cases.iter().enumerate() {
        let (w, g) = both_on(&dir.path().join(format!("string{}.td", i)), text);
        assert_eq!(g.first(), w.first(), "{:?}", text);
    }
}

/// Line ends as llvm-tblgen reads them: `\r` ends a line, a `//` comment
/// and a string as `\n` does (CR-only, CRLF and LFCR files); line numbers
/// count `\n` alone, columns restart after `\r`; a code block keeps its
/// `\r`s. Every error line must agree.
#[test]
fn carriage_returns_are_read_as_llvm_tblgen_reads_them() {
    let dir = tempfile::tempdir().expect("tempdir");
    let cases: &[&str] = &[
        "// c\rdef A;\rdef A;\r",
        "// c\r\ndef A;\r\ndef A;\r\n",
        "def A;\n\rdef B { int x = y; }\n\r",
        "def A { string s = \"ab\rc\"; }\r",
        "def A { string s = \"ab\\\rc\"; }\r",
        "def A { code c = [{ a\rb\r\nc }]; }\r",
        "class C<int i> { int v = i; }\rdef A : C<1>;\r// x\rdef B : C<2>; // y\rdef B;\r",
        "#define X\r#ifdef X\r\ndef A;\r\n#endif\r\ndef A;\r\n",
        "def A { int x = 1; }\r/* a\r b */ def B { int y = A.x; }\rdef C { int z = nope; }\r",
        "def A;\r\tdef A;\r",
    ];
    for (i, text) in cases.iter().enumerate() {
        agree_on(&dir.path().join(format!("cr{}.td", i)), text);
    }
}

/// Runs both tools on `text` (written to `f`): the same exit status, the
/// same records when both succeed (llvm-tblgen prints them also after an
/// error it recovers from), the same first error line, and every error line
/// when both report as many.
fn agree_on(f: &Path, text: &str) {
    std::fs::write(f, text).expect("write");
    let want = run(&oracle(), f);
    let got = run(Path::new(env!("CARGO_BIN_EXE_tblgen")), f);
    assert_eq!(got.ok, want.ok, "{:?}: exit status", text);
    if want.ok || got.stdout == want.stdout {
        assert_eq!(got.stdout, want.stdout, "{:?}: records", text);
    }
    let (w, g) = (error_lines(&want.stderr, f), error_lines(&got.stderr, f));
    assert_eq!(g.first(), w.first(), "{:?}", text);
    if w.len() == g.len() {
        assert_eq!(g, w, "{:?}", text);
    }
}

/// NUL characters: llvm-tblgen reports each one it lexes outside a string
/// and a `//` comment (at the token that holds it), reads it as a space
/// and goes on: the records are printed, then the run fails.
#[test]
fn nul_characters_are_reported_as_llvm_tblgen_does() {
    let dir = tempfile::tempdir().expect("tempdir");
    let cases: &[&str] = &[
        "def A;\0def B;\n",
        "def A; // x\0y\ndef B;\n",
        "def A; /* x\0y\0 */\ndef B;\n",
        "def A { code c = [{ a\0b }]; string s = \"c\0d\"; }\n",
        "def B { int x = 1; }\ndef D\0;\n",
        "#ifdef NOPE\n\0\n#endif\ndef A;\n",
    ];
    for (i, text) in cases.iter().enumerate() {
        agree_on(&dir.path().join(format!("nul{}.td", i)), text);
    }
}

/// Bytes that are not UTF-8 in strings, code blocks and comments: accepted
/// and printed back as they are (llvm-tblgen's strings are bytes), also in
/// an included file; `!size` and `!substr` count bytes; outside them such a
/// byte is an unexpected character; columns count bytes.
#[test]
fn invalid_utf8_is_read_as_llvm_tblgen_reads_it() {
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::write(
        dir.path().join("bad_inc.td"),
        b"class Inc { string s = \"\xff\xfe\"; } // \xc3\n",
    )
    .expect("write");
    let cases: &[&[u8]] = &[
        b"def A { string s = \"\xff\xfe\"; } // \xc3\n",
        b"def A { code c = [{ \xc3 \xe2\x82 }]; } /* \xff */\n",
        b"include \"bad_inc.td\"\ndef B : Inc;\n",
        b"def A { string a = !substr(\"\xc3\xa9hello\", 1); int n = !size(\"\xff\xc3\xa9\"); }\n",
        b"def A { string s = \"\xff\"; int x = y; }\n",
        b"def A\xff;\n",
        b"def A { string s = \"\xf4\x8f\xbe\x80\"; }\n",
    ];
    for (i, text) in cases.iter().enumerate() {
        let f = dir.path().join(format!("utf{}.td", i));
        std::fs::write(&f, text).expect("write");
        let want = run(&oracle(), &f);
        let got = run(Path::new(env!("CARGO_BIN_EXE_tblgen")), &f);
        let shown = String::from_utf8_lossy(text);
        assert_eq!(got.ok, want.ok, "{:?}: exit status", shown);
        if want.ok {
            assert_eq!(got.stdout, want.stdout, "{:?}: records", shown);
        }
        let (w, g) = (error_lines(&want.stderr, &f), error_lines(&got.stderr, &f));
        assert_eq!(g.first(), w.first(), "{:?}", shown);
    }
}

/// Failed assertions (top level, in classes, multiclasses, loops and
/// anonymous instances): errors llvm-tblgen goes on after, `assertion
/// failed` at the condition with the message as an unlocated note, in
/// order with `dump`s; the records are printed, then the run fails with
/// its count of errors.
#[test]
fn failed_assertions_are_reported_as_llvm_tblgen_does() {
    let dir = tempfile::tempdir().expect("tempdir");
    let cases: &[&str] = &[
        "def A;\nassert 0, \"boom\";\ndef B;\n",
        "class C<int x> {\n  assert !gt(x, 0), \"x must be positive: \" # x;\n  int v = x;\n}\ndef a : C<1>;\ndef b : C<0>;\ndump \"between\";\ndef c : C<-1>;\nmulticlass M<int n> {\n  assert !lt(n, 5), \"n too big\";\n  def _r : C<n>;\n}\ndefm m1 : M<2>;\ndefm m2 : M<7>;\nforeach i = [1, 0] in {\n  assert i, \"i is zero\";\n  def f#i;\n}\nassert 0, 42;\nassert \"x\", \"bad cond\";\ndef last { int y = C<0>.v; }\n",
        "def A { assert 0, \"in a body\"; int x = 1; }\n",
    ];
    // The last line names the program: compared without it.
    let body = |s: &str| -> Vec<String> {
        s.lines()
            .map(|l| match l.rsplit_once(": ") {
                Some((_, rest)) if rest.ends_with(" errors.") => rest.to_string(),
                _ => l.to_string(),
            })
            .collect()
    };
    for (i, text) in cases.iter().enumerate() {
        let f = dir.path().join(format!("assert{}.td", i));
        std::fs::write(&f, text).expect("write");
        let want = run(&oracle(), &f);
        let got = run(Path::new(env!("CARGO_BIN_EXE_tblgen")), &f);
        assert_eq!(got.ok, want.ok, "{:?}: exit status", text);
        assert_eq!(got.stdout, want.stdout, "{:?}: records", text);
        assert_eq!(body(&got.stderr), body(&want.stderr), "{:?}: stderr", text);
    }
}
