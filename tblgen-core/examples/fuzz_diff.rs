//! A differential fuzzer: `tblgen` against LLVM 19's `llvm-tblgen
//! --print-records` on mutants of `.td` files, with line ends rewritten
//! (CR, CRLF, LFCR, mixed) and invalid UTF-8 in strings and comments.
//!
//! ```text
//! cargo build --profile verify -p tblgen-core --bin tblgen
//! cargo run --profile verify -p tblgen-core --example fuzz_diff -- [--utf8] [SECONDS] [SEED] [SEED_DIR]...
//! ```
//!
//! `--utf8` adds the invalid UTF-8 mutations.
//!
//! Defaults: 60 seconds, seed from the clock, seeds from `tests/features`
//! and `/usr/lib/llvm-19/include/mlir` (files under 40 KB). `TBLGEN` and
//! `LLVM_TBLGEN` name the two tools (defaults: the `tblgen` built beside
//! this example, `/usr/lib/llvm-19/bin/llvm-tblgen`).
//!
//! The tools agree on an input when both accept it with the same records,
//! or both reject it, with the same first error line unless the mutant had
//! token mutations (syntax errors are worded and placed by LLVM's parser,
//! which tblgen does not copy; llvm-tblgen sometimes recovers from an error
//! and prints records anyway, `tblgen` stops at the first error). An input llvm-tblgen crashes on, or that either tool takes
//! more than 20 s on, is counted apart. Each distinct difference (by the
//! first differing line, with numbers blanked) is written once to
//! `fuzz-findings/diff-*.td` with both outputs beside it.

use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

#[path = "support/mutate.rs"]
mod mutate;
use mutate::{collect, mutate, Rng};

/// One tool's outcome on an input.
struct Run {
    /// The exit status (`None`: killed by a signal or timed out).
    code: Option<i32>,
    stdout: Vec<u8>,
    stderr: String,
    timed_out: bool,
}

fn run(tool: &Path, file: &Path, includes: &[PathBuf]) -> Run {
    let mut cmd = Command::new(tool);
    for i in includes {
        cmd.arg("-I").arg(i);
    }
    cmd.arg(file)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let Ok(mut child) = cmd.spawn() else {
        return Run {
            code: None,
            stdout: Vec::new(),
            stderr: format!("cannot run {}", tool.display()),
            timed_out: false,
        };
    };
    // Read both pipes on threads (a full pipe would block the child).
    let mut out = child.stdout.take().expect("piped");
    let mut err = child.stderr.take().expect("piped");
    let t_out = std::thread::spawn(move || {
        let mut v = Vec::new();
        let _ = std::io::Read::read_to_end(&mut out, &mut v);
        v
    });
    let t_err = std::thread::spawn(move || {
        let mut v = Vec::new();
        let _ = std::io::Read::read_to_end(&mut err, &mut v);
        v
    });
    let start = Instant::now();
    let mut timed_out = false;
    let status = loop {
        match child.try_wait() {
            Ok(Some(s)) => break Some(s),
            Ok(None) if start.elapsed() > Duration::from_secs(20) => {
                let _ = child.kill();
                timed_out = true;
                break child.wait().ok();
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(2)),
            Err(_) => break None,
        }
    };
    Run {
        code: status.and_then(|s| s.code()),
        stdout: t_out.join().unwrap_or_default(),
        stderr: String::from_utf8_lossy(&t_err.join().unwrap_or_default()).into_owned(),
        timed_out,
    }
}

/// Rewrites the line ends of `v`: every `\n` becomes `\r`, `\r\n`, `\n\r`,
/// or (mixed) one of the four at random.
fn line_ends(rng: &mut Rng, v: &[u8]) -> Vec<u8> {
    let style = rng.below(5);
    let mut out = Vec::with_capacity(v.len() + v.len() / 16);
    for &b in v {
        if b != b'\n' {
            out.push(b);
            continue;
        }
        let s = if style == 4 { rng.below(4) } else { style };
        match s {
            0 => out.push(b'\r'),
            1 => out.extend_from_slice(b"\r\n"),
            2 => out.extend_from_slice(b"\n\r"),
            _ => out.push(b'\n'),
        }
    }
    out
}

/// Puts bytes that are not UTF-8 (a lone continuation byte, a truncated
/// sequence, 0xFF) into a few strings, code blocks and comments of `v`.
fn bad_utf8(rng: &mut Rng, v: &mut Vec<u8>) {
    const BAD: &[&[u8]] = &[
        b"\xff",
        b"\x80",
        b"\xc3",
        b"\xe2\x82",
        b"\xed\xa0\x80",
        b"\xc3\xa9",
    ];
    let spots: Vec<usize> = v
        .windows(2)
        .enumerate()
        .filter(|(_, w)| w[0] == b'"' || w == b"//" || w == b"/*" || w == b"[{")
        .map(|(i, w)| i + if w[0] == b'"' { 1 } else { 2 })
        .collect();
    if spots.is_empty() {
        return;
    }
    let mut picked: Vec<usize> = (0..1 + rng.below(3))
        .map(|_| spots[rng.below(spots.len())])
        .collect();
    // (From the end, so that each insertion leaves the other spots in place.)
    picked.sort_unstable_by(|a, b| b.cmp(a));
    for at in picked {
        let bad = BAD[rng.below(BAD.len())];
        v.splice(at..at, bad.iter().copied());
    }
}

/// The line where two outputs first differ (`<eof>` past the end of one).
fn first_difference(a: &[u8], b: &[u8]) -> String {
    let a = String::from_utf8_lossy(a);
    let b = String::from_utf8_lossy(b);
    let mut la = a.split('\n');
    let mut lb = b.split('\n');
    loop {
        match (la.next(), lb.next()) {
            (Some(x), Some(y)) if x == y => {}
            (None, None) => return String::new(),
            (x, y) => {
                return format!(
                    "llvm `{}` vs ours `{}`",
                    x.unwrap_or("<eof>"),
                    y.unwrap_or("<eof>")
                )
            }
        }
    }
}

/// The first `error:` line of a run, without the input's path.
fn first_error(stderr: &str, path: &str) -> String {
    stderr
        .lines()
        .find(|l| l.contains(" error: ") || l.starts_with("error: "))
        .unwrap_or("")
        .replace(path, "F")
}

/// A difference's kind: the text with its digits blanked.
fn signature(s: &str) -> String {
    s.chars()
        .map(|c| if c.is_ascii_digit() { '#' } else { c })
        .collect()
}

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let utf8 = args.iter().any(|a| a == "--utf8");
    args.retain(|a| a != "--utf8");
    let secs: u64 = args.first().and_then(|s| s.parse().ok()).unwrap_or(60);
    let seed: u64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or_else(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(1, |d| d.as_nanos() as u64)
            | 1
    });
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut dirs: Vec<PathBuf> = args.iter().skip(2).map(PathBuf::from).collect();
    if dirs.is_empty() {
        dirs.push(manifest.join("tests/features"));
        dirs.push(PathBuf::from("/usr/lib/llvm-19/include/mlir"));
    }
    let ours = std::env::var_os("TBLGEN")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            // The example's own directory is `target/<profile>/examples`.
            let exe = std::env::current_exe().expect("current exe");
            exe.parent()
                .and_then(Path::parent)
                .map(|p| p.join("tblgen"))
                .expect("target dir")
        });
    let oracle = std::env::var_os("LLVM_TBLGEN")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("/usr/lib/llvm-19/bin/llvm-tblgen"));
    for tool in [&ours, &oracle] {
        assert!(
            tool.exists(),
            "{} is missing (build tblgen first; the oracle is required)",
            tool.display()
        );
    }
    let mut files = Vec::new();
    for d in &dirs {
        collect(d, &mut files);
    }
    files.sort();
    let seeds: Vec<(PathBuf, Vec<u8>)> = files
        .iter()
        .filter_map(|f| std::fs::read(f).ok().map(|t| (f.clone(), t)))
        .filter(|(_, t)| t.len() < 40_000)
        .collect();
    assert!(!seeds.is_empty(), "no seed files in {:?}", dirs);
    let texts: Vec<Vec<u8>> = seeds.iter().map(|(_, t)| t.clone()).collect();
    let work = tempfile::tempdir().expect("tempdir");
    let mut rng = Rng(seed);
    let start = Instant::now();
    let (mut execs, mut same, mut crashes, mut slow) = (0u64, 0u64, 0u64, 0u64);
    let mut kinds: HashSet<String> = HashSet::new();
    let mut diffs = 0u64;
    while start.elapsed() < Duration::from_secs(secs) {
        let pick = rng.below(seeds.len());
        let (seed_path, _) = &seeds[pick];
        // Most mutants keep the seed's statements; a third also get
        // token and byte mutations.
        let mutated = rng.below(3) == 0;
        let mut input = if mutated {
            mutate(&mut rng, &texts[pick..=pick])
        } else {
            texts[pick].clone()
        };
        if utf8 && rng.below(2) == 0 {
            bad_utf8(&mut rng, &mut input);
        } else if !utf8 {
            // (A mutation may split a character: without `--utf8` the
            // input stays UTF-8, which is all tblgen reads so far.)
            input = String::from_utf8_lossy(&input).into_owned().into_bytes();
        }
        if rng.below(4) != 0 {
            input = line_ends(&mut rng, &input);
        }
        let file = work.path().join("fuzz.td");
        std::fs::write(&file, &input).expect("write input");
        let includes = [
            PathBuf::from("/usr/lib/llvm-19/include"),
            manifest.join("tests/features/inc"),
            seed_path
                .parent()
                .map(Path::to_path_buf)
                .unwrap_or_default(),
        ];
        let want = run(&oracle, &file, &includes);
        let got = run(&ours, &file, &includes);
        execs += 1;
        if want.timed_out || got.timed_out {
            slow += 1;
            if got.timed_out && !want.timed_out {
                let _ = std::fs::create_dir_all("fuzz-findings");
                let _ = std::fs::write(format!("fuzz-findings/slow-{}-{}.td", seed, execs), &input);
                eprintln!("tblgen takes > 20 s where llvm-tblgen does not");
            }
            continue;
        }
        if !matches!(want.code, Some(0 | 1)) {
            crashes += 1;
            continue;
        }
        let path = file.display().to_string();
        let diff = match (want.code == Some(0), got.code == Some(0)) {
            (true, true) if want.stdout == got.stdout => None,
            (true, true) => Some(first_difference(&want.stdout, &got.stdout)),
            // (After token mutations the syntax errors are LLVM's own
            // words and places, which tblgen does not copy.)
            (false, false) if mutated => None,
            (false, false) => {
                let (w, g) = (
                    first_error(&want.stderr, &path),
                    first_error(&got.stderr, &path),
                );
                (w != g).then(|| format!("llvm `{}` vs ours `{}`", w, g))
            }
            (w, _) => Some(format!(
                "llvm {} vs ours {}: {}",
                if w { "accepts" } else { "rejects" },
                if w { "rejects" } else { "accepts" },
                if w {
                    first_error(&got.stderr, &path)
                } else {
                    first_error(&want.stderr, &path)
                }
            )),
        };
        let Some(diff) = diff else {
            same += 1;
            continue;
        };
        diffs += 1;
        if kinds.insert(signature(&diff)) {
            eprintln!("difference {}: {}", kinds.len(), diff);
            let _ = std::fs::create_dir_all("fuzz-findings");
            let base = format!("fuzz-findings/diff-{}-{}", seed, execs);
            let _ = std::fs::write(format!("{}.td", base), &input);
            let _ = std::fs::write(
                format!("{}.txt", base),
                format!(
                    "seed file: {}\n{}\n--- llvm-tblgen (exit {:?})\n{}\n--- tblgen (exit {:?})\n{}\n",
                    seed_path.display(),
                    diff,
                    want.code,
                    want.stderr,
                    got.code,
                    got.stderr
                ),
            );
        }
    }
    println!(
        "fuzz_diff: seed {}, {} executions in {:.0?}: {} agree, {} differ ({} distinct), {} llvm-tblgen crashes, {} timeouts",
        seed,
        execs,
        start.elapsed(),
        same,
        diffs,
        kinds.len(),
        crashes,
        slow
    );
    if diffs > 0 {
        std::process::exit(1);
    }
}
