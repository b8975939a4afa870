//! MLIR's own test suite as the yardstick: every RUN line of the upstream
//! test files in `tests/upstream/mlir/test` (MLIR 19.1.7, see
//! `tests/upstream/PROVENANCE.md`) runs once with `mlir-opt` 19 and once
//! with `ir-opt`, same flags, `FileCheck` and `count` left out of the pipe.
//!
//! A RUN line whose every `mlir-opt` has `--split-input-file` has one case
//! per chunk of the file; any other RUN line is one case. A case passes
//! when its part of the final standard output is byte-identical (the
//! chunks' outputs are cut at the output split marker), each command of
//! the pipe reports errors for the chunk in both tools or in neither (from
//! `within split at FILE:LINE offset` diagnostics; with
//! `--verify-diagnostics` these are its failures), and every command's
//! exit status is the same (when it differs and no case tells why, all of
//! the RUN line's cases fail).
//!
//! Each case's outcome is compared with `tests/upstream/EXPECTED.txt`: a
//! case expected to pass that fails is a regression, a case expected to
//! fail that passes is an improvement to record, and both fail the test, as
//! does a case missing from the file or a line for no case. Run with
//! `UPSTREAM_BLESS=1` to write the file anew (the reasons given for
//! failures there are for reading; only pass/fail is compared).
//!
//! Requires the `conformance` feature; fails when `mlir-opt` is missing.

use std::collections::BTreeMap;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use ir::tools::split::{split_input, DEFAULT_SPLIT_MARKER};

/// How long one command may run before it counts as failed.
const TIMEOUT: Duration = Duration::from_secs(120);

fn mlir_opt() -> PathBuf {
    let p = std::env::var_os("MLIR_OPT")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("/usr/lib/llvm-19/bin/mlir-opt"));
    assert!(
        p.exists(),
        "mlir-opt 19 not found at {} (install mlir-19-tools or set MLIR_OPT); the upstream suite cannot pass without it",
        p.display()
    );
    p
}

fn upstream_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/upstream")
}

// ----- RUN lines -----

/// One command of a RUN line's pipe.
#[derive(Clone, Debug)]
struct Stage {
    /// The arguments after `mlir-opt`.
    args: Vec<String>,
    /// `2>&1`: standard error goes down the pipe too.
    merge_stderr: bool,
    /// `<FILE`: the file read as standard input (the first command's).
    input: Option<String>,
}

impl Stage {
    /// The marker of `--split-input-file[=marker]`, if it has the flag.
    fn split_marker(&self) -> Option<String> {
        self.args.iter().find_map(|a| {
            let name = a.strip_prefix("--").or_else(|| a.strip_prefix('-'))?;
            match name.split_once('=') {
                Some(("split-input-file", m)) if !m.is_empty() => Some(m.to_string()),
                Some(("split-input-file", _)) => Some(DEFAULT_SPLIT_MARKER.to_string()),
                None if name == "split-input-file" => Some(DEFAULT_SPLIT_MARKER.to_string()),
                _ => None,
            }
        })
    }
    fn output_marker(&self) -> String {
        self.args
            .iter()
            .find_map(|a| {
                let name = a.strip_prefix("--").or_else(|| a.strip_prefix('-'))?;
                name.strip_prefix("output-split-marker=")
                    .map(str::to_string)
            })
            .unwrap_or_else(|| DEFAULT_SPLIT_MARKER.to_string())
    }
}

/// A RUN line: where it starts and its `mlir-opt` commands.
#[derive(Clone, Debug)]
struct RunLine {
    line: usize,
    stages: Vec<Stage>,
}

impl RunLine {
    /// Whether it has one case per chunk: every command splits its input.
    fn splits(&self) -> bool {
        self.stages.iter().all(|s| s.split_marker().is_some())
    }
}

/// lit's RUN lines: every `RUN:` to the end of its line, a trailing `\`
/// joining the next one.
fn run_lines(text: &str) -> Vec<(usize, String)> {
    let mut out: Vec<(usize, String)> = Vec::new();
    for (n, line) in text.split('\n').enumerate() {
        let Some(i) = line.find("RUN:") else {
            continue;
        };
        let cmd = line[i + 4..].trim_end();
        match out.last_mut() {
            Some((_, prev)) if prev.ends_with('\\') => {
                prev.pop();
                prev.push_str(cmd);
            }
            _ => out.push((n + 1, cmd.to_string())),
        }
    }
    out
}

/// A shell word or operator of a RUN line.
#[derive(Debug, PartialEq, Eq)]
enum Token {
    Word(String),
    Pipe,
    MergeStderr,
    /// `<`: the next word is the command's standard input.
    Input,
}

/// Splits a RUN line as bash would for the syntax RUN lines use here:
/// words with `'...'`, `"..."` and `\` quoting, `|`, `<FILE` and `2>&1`.
/// Other operators are errors.
fn tokenize(cmd: &str) -> Result<Vec<Token>, String> {
    let mut tokens = Vec::new();
    let mut chars = cmd.chars().peekable();
    let mut word: Option<String> = None;
    while let Some(c) = chars.next() {
        match c {
            ' ' | '\t' => {
                if let Some(w) = word.take() {
                    tokens.push(Token::Word(w));
                }
            }
            '|' => {
                if chars.peek() == Some(&'|') {
                    return Err("'||' is not supported".into());
                }
                if let Some(w) = word.take() {
                    tokens.push(Token::Word(w));
                }
                tokens.push(Token::Pipe);
            }
            '>' | '<' | '&' | ';' | '(' | ')' | '`' | '$' => {
                if c == '>' && word.as_deref() == Some("2") && chars.peek() == Some(&'&') {
                    chars.next();
                    if chars.next() != Some('1') {
                        return Err("only 2>&1 is supported".into());
                    }
                    word = None;
                    tokens.push(Token::MergeStderr);
                } else if c == '<' {
                    if let Some(w) = word.take() {
                        tokens.push(Token::Word(w));
                    }
                    tokens.push(Token::Input);
                } else {
                    return Err(format!("shell syntax '{c}' is not supported"));
                }
            }
            '\'' => {
                let w = word.get_or_insert_with(String::new);
                loop {
                    match chars.next() {
                        Some('\'') => break,
                        Some(c) => w.push(c),
                        None => return Err("unterminated '".into()),
                    }
                }
            }
            '"' => {
                let w = word.get_or_insert_with(String::new);
                loop {
                    match chars.next() {
                        Some('"') => break,
                        Some('\\') => match chars.next() {
                            Some(e @ ('"' | '\\' | '$' | '`')) => w.push(e),
                            Some(e) => {
                                w.push('\\');
                                w.push(e);
                            }
                            None => return Err("unterminated \"".into()),
                        },
                        Some(c) => w.push(c),
                        None => return Err("unterminated \"".into()),
                    }
                }
            }
            '\\' => {
                if let Some(e) = chars.next() {
                    word.get_or_insert_with(String::new).push(e);
                }
            }
            _ => word.get_or_insert_with(String::new).push(c),
        }
    }
    if let Some(w) = word {
        tokens.push(Token::Word(w));
    }
    Ok(tokens)
}

/// The `mlir-opt` commands of a RUN line (`%s` is `path`; `not` is dropped
/// since exit statuses are compared as they are; `FileCheck` and `count`
/// are left out).
fn parse_run_line(cmd: &str, path: &str) -> Result<Vec<Stage>, String> {
    let mut stages = Vec::new();
    let tokens = tokenize(cmd)?;
    for part in tokens.split(|t| *t == Token::Pipe) {
        let mut words: Vec<String> = Vec::new();
        let mut merge_stderr = false;
        let mut input = None;
        let mut redirect = false;
        for t in part {
            match t {
                Token::Word(w) if redirect => {
                    input = Some(substitute(w, path)?);
                    redirect = false;
                }
                // lit's `%t` as the output file of `-o`: FileCheck reads
                // the piped streams, never that file, so it is discarded.
                Token::Word(w) if w == "%t" && words.last().is_some_and(|p| p == "-o") => {
                    words.push("/dev/null".into())
                }
                Token::Word(w) => words.push(substitute(w, path)?),
                Token::MergeStderr => merge_stderr = true,
                Token::Input => redirect = true,
                Token::Pipe => unreachable!("split on pipes"),
            }
        }
        if redirect {
            return Err("'<' without a file".into());
        }
        while words.first().is_some_and(|w| w == "not") {
            words.remove(0);
        }
        match words.first().map(String::as_str) {
            Some("FileCheck" | "count") => {}
            Some("mlir-opt") => stages.push(Stage {
                args: words[1..].to_vec(),
                merge_stderr,
                input,
            }),
            other => return Err(format!("command {other:?} is not mlir-opt")),
        }
    }
    if stages.is_empty() {
        return Err("no mlir-opt command".into());
    }
    Ok(stages)
}

/// lit's `%s`, and `%S`, the folder of `%s` (a file a RUN line loads,
/// `--irdl-file=%S/x.irdl.mlir`); any other substitution is an error (`%t`
/// is read only as `-o`'s file, by [`parse_run_line`]).
fn substitute(word: &str, path: &str) -> Result<String, String> {
    let mut out = String::new();
    let mut rest = word;
    while let Some(i) = rest.find('%') {
        out.push_str(&rest[..i]);
        match rest[i + 1..].chars().next() {
            Some('s') => out.push_str(path),
            Some('S') => out.push_str(
                std::path::Path::new(path)
                    .parent()
                    .and_then(|d| d.to_str())
                    .filter(|d| !d.is_empty())
                    .unwrap_or("."),
            ),
            Some('%') => out.push('%'),
            other => {
                return Err(format!(
                    "lit substitution %{} is not supported",
                    other.unwrap_or(' ')
                ))
            }
        }
        rest = &rest[i + 2..];
    }
    out.push_str(rest);
    Ok(out)
}

// ----- running -----

/// What one command did.
#[derive(Debug, Default, Clone)]
struct Ran {
    status: Option<i32>,
    stdout: Vec<u8>,
    /// Standard error (with `2>&1`, also in `stdout`: then it is that).
    stderr: Vec<u8>,
    timed_out: bool,
}

/// Runs `tool args` with `stdin`, in `dir`.
fn run_command(tool: &Path, stage: &Stage, stdin: &[u8], dir: &Path) -> Ran {
    let mut cmd = Command::new(tool);
    cmd.args(&stage.args).current_dir(dir).stdin(Stdio::piped());
    let merged = if stage.merge_stderr {
        let (reader, writer) = std::io::pipe().expect("a pipe");
        cmd.stdout(writer.try_clone().expect("a pipe"))
            .stderr(writer);
        Some(reader)
    } else {
        cmd.stdout(Stdio::piped()).stderr(Stdio::piped());
        None
    };
    let mut child = cmd
        .spawn()
        .unwrap_or_else(|e| panic!("cannot run {}: {e}", tool.display()));
    // The command's copies of the pipe's write end are the only ones left.
    drop(cmd);
    let mut input = child.stdin.take().expect("stdin");
    let data = stdin.to_vec();
    let writer = std::thread::spawn(move || {
        let _ = input.write_all(&data);
    });
    let read_all = |mut r: Box<dyn Read + Send>| {
        std::thread::spawn(move || {
            let mut v = Vec::new();
            let _ = r.read_to_end(&mut v);
            v
        })
    };
    let (out, err) = match merged {
        Some(reader) => (read_all(Box::new(reader)), None),
        None => (
            read_all(Box::new(child.stdout.take().expect("stdout"))),
            Some(read_all(Box::new(child.stderr.take().expect("stderr")))),
        ),
    };
    let start = Instant::now();
    let mut timed_out = false;
    let status = loop {
        match child.try_wait() {
            Ok(Some(s)) => break s.code(),
            Ok(None) if start.elapsed() > TIMEOUT => {
                let _ = child.kill();
                timed_out = true;
                break child.wait().ok().and_then(|s| s.code());
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(2)),
            Err(e) => panic!("waiting for {}: {e}", tool.display()),
        }
    };
    let _ = writer.join();
    let stdout = out.join().expect("reader");
    let stderr = match err {
        Some(e) => e.join().expect("reader"),
        None => stdout.clone(),
    };
    Ran {
        status,
        stdout,
        stderr,
        timed_out,
    }
}

/// Runs a RUN line's commands with `tool`, each fed the previous one's
/// output.
fn run_pipe(tool: &Path, stages: &[Stage], dir: &Path) -> Vec<Ran> {
    let mut ran: Vec<Ran> = Vec::new();
    for stage in stages {
        let input = match (&stage.input, ran.last()) {
            (Some(file), _) => {
                std::fs::read(dir.join(file)).unwrap_or_else(|e| panic!("cannot read {file}: {e}"))
            }
            (None, Some(r)) => r.stdout.clone(),
            (None, None) => Vec::new(),
        };
        ran.push(run_command(tool, stage, &input, dir));
    }
    ran
}

// ----- cases -----

/// The outcome of one case.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Outcome {
    pass: bool,
    /// Why it fails: one short line.
    reason: String,
}

impl Outcome {
    fn pass() -> Self {
        Outcome {
            pass: true,
            reason: String::new(),
        }
    }
    fn fail(reason: impl AsRef<str>) -> Self {
        Outcome {
            pass: false,
            reason: short(reason.as_ref()),
        }
    }
}

/// The start lines of a buffer's chunks.
fn chunk_lines(text: &str, marker: &str) -> Vec<u32> {
    split_input(text, marker)
        .chunks
        .iter()
        .map(|c| c.line)
        .collect()
}

/// The parts of an output between lines that are exactly `marker`.
fn output_chunks<'o>(out: &'o [u8], marker: &str) -> Vec<&'o [u8]> {
    let mut parts = Vec::new();
    let mut start = 0;
    let mut line_start = 0;
    while line_start < out.len() {
        let end = out[line_start..]
            .iter()
            .position(|&c| c == b'\n')
            .map_or(out.len(), |p| line_start + p + 1);
        if out[line_start..end]
            .strip_suffix(b"\n")
            .unwrap_or(&out[line_start..end])
            == marker.as_bytes()
        {
            parts.push(&out[start..line_start]);
            start = end;
        }
        line_start = end;
    }
    if !out.is_empty() {
        parts.push(&out[start..]);
    }
    parts
}

/// The error messages of a command's diagnostics, by the start line of the
/// chunk they are in (`within split at NAME:LINE offset :l:c: error: m`);
/// those in no chunk under key 0.
fn errors_by_chunk(stderr: &[u8]) -> BTreeMap<u32, Vec<String>> {
    let mut map: BTreeMap<u32, Vec<String>> = BTreeMap::new();
    for line in String::from_utf8_lossy(stderr).lines() {
        let Some(i) = line.find(": error: ") else {
            continue;
        };
        let message = line[i + ": error: ".len()..].to_string();
        let chunk = line
            .strip_prefix("within split at ")
            .and_then(|rest| rest.split_once(" offset :"))
            .and_then(|(name_line, _)| name_line.rsplit_once(':'))
            .and_then(|(_, n)| n.parse().ok())
            .unwrap_or(0);
        map.entry(chunk).or_default().push(message);
    }
    map
}

/// A reason's text: one line, not too long.
fn short(s: &str) -> String {
    let s: String = s
        .chars()
        .map(|c| if c == '\t' || c == '\n' { ' ' } else { c })
        .collect();
    if s.chars().count() > 110 {
        format!("{}...", s.chars().take(110).collect::<String>())
    } else {
        s
    }
}

/// The first error a command reports: a diagnostic's message, or the
/// flag it does not know.
fn first_error(stderr: &[u8]) -> Option<String> {
    const UNKNOWN: &str = "Unknown command line argument '";
    String::from_utf8_lossy(stderr)
        .lines()
        .find(|l| l.contains("error: ") || l.contains(UNKNOWN))
        .map(|l| match (l.find(UNKNOWN), l.find("error: ")) {
            (Some(i), _) => {
                let flag = &l[i + UNKNOWN.len()..];
                format!("unknown flag {}", flag.split("'.").next().unwrap_or(flag))
            }
            (None, Some(i)) => l[i + "error: ".len()..].to_string(),
            (None, None) => l.to_string(),
        })
}

/// Compares the two tools' runs of one RUN line: the outcome per case,
/// with the case's start line (1 for a RUN line that does not split).
fn compare(run: &RunLine, file_text: &str, theirs: &[Ran], ours: &[Ran]) -> Vec<(u32, Outcome)> {
    let statuses = |r: &[Ran]| r.iter().map(|x| x.status).collect::<Vec<_>>();
    let (st_theirs, st_ours) = (statuses(theirs), statuses(ours));
    if ours.iter().any(|r| r.timed_out) {
        let cases = case_lines(run, file_text);
        return cases
            .into_iter()
            .map(|l| (l, Outcome::fail("ir-opt timed out")))
            .collect();
    }
    if !run.splits() {
        let outcome = if st_theirs != st_ours {
            let (o, t) = ours
                .iter()
                .zip(theirs)
                .find(|(o, t)| o.status != t.status)
                .expect("differs");
            Outcome::fail(match (first_error(&o.stderr), first_error(&t.stderr)) {
                (Some(e), _) if o.status != Some(0) => e,
                (_, Some(e)) => format!("ir-opt accepts; mlir-opt: {e}"),
                _ => "exit status differs".into(),
            })
        } else if theirs.last().map(|r| &r.stdout) != ours.last().map(|r| &r.stdout) {
            Outcome::fail("output differs")
        } else {
            Outcome::pass()
        };
        return vec![(1, outcome)];
    }
    let cases = case_lines(run, file_text);
    let marker = run.stages.last().expect("a stage").output_marker();
    let out_theirs = output_chunks(&theirs.last().expect("ran").stdout, &marker);
    let out_ours = output_chunks(&ours.last().expect("ran").stdout, &marker);
    let (err_theirs, err_ours) = (
        chunk_errors(run, &cases, theirs),
        chunk_errors(run, &cases, ours),
    );
    let mut outcomes: Vec<(u32, Outcome)> = cases
        .iter()
        .enumerate()
        .map(|(k, &line)| {
            // The first command with errors for the chunk in one tool only.
            let flagged = err_theirs.iter().zip(&err_ours).find_map(|(t, o)| {
                let (t, o) = (
                    t.get(k).filter(|e| !e.is_empty()),
                    o.get(k).filter(|e| !e.is_empty()),
                );
                (t.is_some() != o.is_some()).then_some((t, o))
            });
            let outcome = match (flagged, out_theirs.get(k), out_ours.get(k)) {
                (Some((_, Some(o))), _, _) => Outcome::fail(&o[0]),
                (Some((Some(t), None)), _, _) => {
                    Outcome::fail(format!("ir-opt accepts; mlir-opt: {}", t[0]))
                }
                (_, a, b) if a == b => Outcome::pass(),
                (_, Some(_), Some(_)) => Outcome::fail("output differs"),
                (_, _, None) => Outcome::fail(
                    ours.iter()
                        .find_map(|r| first_error(&r.stderr))
                        .unwrap_or_else(|| "no output".into()),
                ),
                (_, None, Some(_)) => Outcome::fail("output where mlir-opt has none"),
            };
            (line, outcome)
        })
        .collect();
    // A status that differs must show in some case.
    if st_theirs != st_ours && outcomes.iter().all(|(_, o)| o.pass) {
        let why = Outcome::fail(format!("exit status {st_ours:?}, mlir-opt {st_theirs:?}"));
        for (_, o) in &mut outcomes {
            *o = why.clone();
        }
    }
    outcomes
}

/// The cases of a RUN line: the start lines of the file's chunks when it
/// splits, else line 1.
fn case_lines(run: &RunLine, file_text: &str) -> Vec<u32> {
    match run.stages[0].split_marker() {
        Some(marker) if run.splits() => chunk_lines(file_text, &marker),
        _ => vec![1],
    }
}

/// Per command, the error messages it reported for each chunk of its
/// input (the file's `cases` for the first; the previous output's chunks
/// after it).
fn chunk_errors(run: &RunLine, cases: &[u32], ran: &[Ran]) -> Vec<Vec<Vec<String>>> {
    ran.iter()
        .enumerate()
        .map(|(s, r)| {
            let starts = if s == 0 {
                cases.to_vec()
            } else {
                let input = String::from_utf8_lossy(&ran[s - 1].stdout).into_owned();
                chunk_lines(
                    &input,
                    &run.stages[s].split_marker().expect("every stage splits"),
                )
            };
            let mut errors = errors_by_chunk(&r.stderr);
            starts
                .iter()
                .map(|l| errors.remove(l).unwrap_or_default())
                .collect()
        })
        .collect()
}

// ----- the suite -----

/// The outcomes of one file's cases, by (RUN line, case line).
type FileOutcomes = Vec<((usize, u32), Outcome)>;

/// The outcomes of one file: `(RUN line, case line) -> outcome`.
fn check_file(rel: &str, mlir: &Path, ours: &Path, dir: &Path) -> FileOutcomes {
    let path = format!("mlir/test/{rel}");
    let bytes = std::fs::read(dir.join(&path)).unwrap_or_else(|e| panic!("{path}: {e}"));
    let text = String::from_utf8_lossy(&bytes).into_owned();
    let mut results = Vec::new();
    for (line, cmd) in run_lines(&text) {
        let stages = parse_run_line(&cmd, &path)
            .unwrap_or_else(|e| panic!("{path}:{line}: RUN line not understood ({e}): {cmd}"));
        let run = RunLine { line, stages };
        let theirs = run_pipe(mlir, &run.stages, dir);
        let mine = run_pipe(ours, &run.stages, dir);
        for (case, outcome) in compare(&run, &text, &theirs, &mine) {
            results.push(((run.line, case), outcome));
        }
    }
    assert!(!results.is_empty(), "{path}: no RUN line");
    results
}

/// Every `.mlir` file below `dir`, as paths relative to `dir`, sorted.
fn mlir_files(dir: &Path) -> Vec<String> {
    fn walk(root: &Path, d: &Path, out: &mut Vec<String>) {
        for e in std::fs::read_dir(d).unwrap_or_else(|e| panic!("{}: {e}", d.display())) {
            let p = e.expect("dir entry").path();
            if p.is_dir() {
                walk(root, &p, out);
            } else if p.extension().is_some_and(|x| x == "mlir") {
                let rel = p.strip_prefix(root).expect("below root");
                out.push(rel.to_string_lossy().replace('\\', "/"));
            }
        }
    }
    let mut out = Vec::new();
    walk(dir, dir, &mut out);
    out.sort();
    out
}

/// `EXPECTED.txt`: `pass|fail <TAB> file:run-line:case-line <TAB> reason`.
fn read_expected(path: &Path) -> BTreeMap<String, bool> {
    let text = std::fs::read_to_string(path).unwrap_or_default();
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let mut f = l.split('\t');
            let status = f.next().expect("status");
            let key = f
                .next()
                .unwrap_or_else(|| panic!("EXPECTED.txt: no case in line: {l}"));
            assert!(
                status == "pass" || status == "fail",
                "EXPECTED.txt: bad status in line: {l}"
            );
            (key.to_string(), status == "pass")
        })
        .collect()
}

fn key(rel: &str, run: usize, case: u32) -> String {
    format!("{rel}:{run}:{case}")
}

/// The summary table: cases, passing and failing per directory.
fn summary(results: &BTreeMap<String, FileOutcomes>) -> String {
    let mut dirs: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    for (rel, cases) in results {
        let dir = rel.rsplit_once('/').map_or("", |(d, _)| d).to_string();
        let e = dirs.entry(dir).or_default();
        e.0 += cases.len();
        e.1 += cases.iter().filter(|(_, o)| o.pass).count();
    }
    let mut s = String::from("| directory | cases | passing | failing |\n|---|---:|---:|---:|\n");
    let (mut total, mut passing) = (0, 0);
    for (d, (n, p)) in &dirs {
        s.push_str(&format!("| {d} | {n} | {p} | {} |\n", n - p));
        total += n;
        passing += p;
    }
    s.push_str(&format!(
        "| **all** | {total} | {passing} | {} |\n",
        total - passing
    ));
    s
}

#[test]
fn upstream_mlir_tests() {
    let mlir = mlir_opt();
    let ours = PathBuf::from(env!("CARGO_BIN_EXE_ir-opt"));
    let dir = upstream_dir();
    let mut files = mlir_files(&dir.join("mlir/test"));
    assert!(
        files.len() >= 50,
        "upstream test files missing: {}",
        files.len()
    );
    // UPSTREAM_FILTER=text: only the files whose path has `text` (for
    // work on a few; the expectations of the others are not checked, and
    // the failing cases are listed with their reasons).
    let filter = std::env::var("UPSTREAM_FILTER").ok();
    if let Some(f) = &filter {
        files.retain(|rel| rel.contains(f.as_str()));
    }
    let next = AtomicUsize::new(0);
    let results: Mutex<BTreeMap<String, FileOutcomes>> = Mutex::new(BTreeMap::new());
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::SeqCst);
                let Some(rel) = files.get(i) else {
                    break;
                };
                let r = check_file(rel, &mlir, &ours, &dir);
                results.lock().expect("results").insert(rel.clone(), r);
            });
        }
    });
    let results = results.into_inner().expect("results");
    let table = summary(&results);
    // With a filter, the failing cases and why: what work on a few files
    // needs to see.
    if filter.is_some() {
        for (rel, cases) in &results {
            for ((run, case), o) in cases.iter().filter(|(_, o)| !o.pass) {
                eprintln!("fail {}: {}", key(rel, *run, *case), o.reason);
            }
        }
    }
    let expected_path = dir.join("EXPECTED.txt");
    if std::env::var_os("UPSTREAM_BLESS").is_some() {
        assert!(
            filter.is_none(),
            "UPSTREAM_BLESS rewrites every case: run it without UPSTREAM_FILTER"
        );
        let mut text = String::from(
            "# Expected outcomes of the upstream MLIR tests (tests/upstream.rs), one line per\n# case: pass|fail, TAB, file:RUN-line:case-line, TAB, why it fails. Rewritten by\n# UPSTREAM_BLESS=1 cargo test --profile verify -p ir-opt --features conformance --test upstream\n#\n",
        );
        for line in table.lines() {
            text.push_str(&format!("# {line}\n"));
        }
        for (rel, cases) in &results {
            for ((run, case), o) in cases {
                let status = if o.pass { "pass" } else { "fail" };
                text.push_str(&format!(
                    "{status}\t{}\t{}\n",
                    key(rel, *run, *case),
                    o.reason
                ));
            }
        }
        std::fs::write(&expected_path, text).expect("write EXPECTED.txt");
    }
    let expected = read_expected(&expected_path);
    let mut regressions = Vec::new();
    let mut improvements = Vec::new();
    let mut unlisted = Vec::new();
    let mut seen = std::collections::BTreeSet::new();
    for (rel, cases) in &results {
        for ((run, case), o) in cases {
            let k = key(rel, *run, *case);
            match expected.get(&k) {
                Some(true) if !o.pass => regressions.push(format!("{k}: {}", o.reason)),
                Some(false) if o.pass => improvements.push(k.clone()),
                None => unlisted.push(k.clone()),
                _ => {}
            }
            seen.insert(k);
        }
    }
    let ran = |k: &str| results.keys().any(|rel| k.starts_with(&format!("{rel}:")));
    let vanished: Vec<&String> = expected
        .keys()
        .filter(|k| !seen.contains(*k) && (filter.is_none() || ran(k)))
        .collect();
    let _ = std::io::stdout()
        .write_all(format!("upstream MLIR tests ({} files):\n{table}", results.len()).as_bytes());
    let mut problems = String::new();
    let mut list = |title: &str, items: &[String]| {
        if !items.is_empty() {
            problems.push_str(&format!("{title} ({}):\n", items.len()));
            for i in items.iter().take(40) {
                problems.push_str(&format!("  {i}\n"));
            }
        }
    };
    list("regressions: expected to pass, now failing", &regressions);
    list(
        "improvements: expected to fail, now passing (record them: UPSTREAM_BLESS=1)",
        &improvements,
    );
    list(
        "cases missing from EXPECTED.txt (UPSTREAM_BLESS=1 adds them)",
        &unlisted,
    );
    let vanished: Vec<String> = vanished.into_iter().cloned().collect();
    list(
        "lines of EXPECTED.txt for no case (UPSTREAM_BLESS=1 removes them)",
        &vanished,
    );
    assert!(problems.is_empty(), "{problems}");
}

#[test]
fn run_lines_are_read_as_lit_and_bash_read_them() {
    let text = "// RUN: mlir-opt %s -inline='default-pipeline=''' \\\n// RUN:   -split-input-file | FileCheck %s\n// # RUN: not mlir-opt \"a b\" 2>&1 | mlir-opt\n";
    let lines = run_lines(text);
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[0].0, 1);
    let st = parse_run_line(&lines[0].1, "f.mlir").unwrap();
    assert_eq!(st.len(), 1);
    assert_eq!(
        st[0].args,
        ["f.mlir", "-inline=default-pipeline=", "-split-input-file"]
    );
    let st = parse_run_line(&lines[1].1, "f.mlir").unwrap();
    assert_eq!(st.len(), 2);
    assert_eq!(
        (st[0].args.as_slice(), st[0].merge_stderr),
        (&["a b".to_string()][..], true)
    );
    assert!(parse_run_line("mlir-translate %s", "f").is_err());
    assert!(parse_run_line("mlir-opt %t", "f").is_err());
    let st = parse_run_line("mlir-opt -view-op-graph %s -o %t 2>&1", "f").unwrap();
    assert_eq!(st[0].args, ["-view-op-graph", "f", "-o", "/dev/null"]);
    assert!(parse_run_line("mlir-opt %s && mlir-opt", "f").is_err());
    let st = parse_run_line("mlir-opt %s --irdl-file=%S/a.irdl.mlir", "d/f.mlir").unwrap();
    assert_eq!(st[0].args, ["d/f.mlir", "--irdl-file=d/a.irdl.mlir"]);
    let st = parse_run_line("mlir-opt %s --irdl-file=%S/a.irdl.mlir", "f.mlir").unwrap();
    assert_eq!(st[0].args, ["f.mlir", "--irdl-file=./a.irdl.mlir"]);
}

#[test]
fn outputs_are_cut_at_marker_lines() {
    let out = b"module {\n}\n\n// -----\n// -----\nx\n";
    assert_eq!(
        output_chunks(out, DEFAULT_SPLIT_MARKER),
        [&b"module {\n}\n\n"[..], b"", b"x\n"]
    );
    assert!(output_chunks(b"", DEFAULT_SPLIT_MARKER).is_empty());
    let errors =
        errors_by_chunk(b"within split at a.mlir:7 offset :2:3: error: bad\nother: error: x\n");
    assert_eq!(errors[&7], ["bad"]);
    assert_eq!(errors[&0], ["x"]);
}
