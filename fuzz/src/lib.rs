//! A mutation fuzzer that runs on the stable toolchain, for the project's
//! parsers: seed inputs are mutated (bytes, tokens of a dictionary, spliced
//! pieces of other seeds, long repetitions), and each mutant is given to a
//! target on a thread of its own, with the stack the tool gives its parser.
//! A panic, a run past the time limit (a hang) or a run slower than linear
//! cost allows is a finding, saved under `fuzz-findings/`; so is whatever the
//! target itself reports (an unlocated error, output that does not read
//! back). The mutations are deterministic for a seed, so a run reproduces.
//!
//! ```no_run
//! use fuzz_support::{Campaign, Verdict};
//! let seeds = vec![b"\"a.x\"() : () -> ()".to_vec()];
//! let report = Campaign::from_args("example", "mlir").run(&seeds, &["(", ")"], |input| {
//!     if input.is_empty() { Verdict::Rejected } else { Verdict::Accepted }
//! });
//! std::process::exit(report.exit_code());
//! ```

pub mod programs;

use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// What a target made of one input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The input was valid.
    Accepted,
    /// The input was refused with a proper (located) error.
    Rejected,
    /// A defect: what went wrong.
    Finding(String),
}

/// A xorshift generator: fast, deterministic for a seed.
pub struct Rng(pub u64);

impl Rng {
    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }
    /// A number in `0..n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next_u64() % n as u64) as usize
        }
    }
}

/// A mutant of one of `seeds`: one to eight rounds of byte changes, token
/// insertions from `dict`, deletions, duplications, splices of another seed
/// and long repetitions of a token (nesting, long lines).
pub fn mutate(rng: &mut Rng, seeds: &[Vec<u8>], dict: &[&str]) -> Vec<u8> {
    let mut v = seeds[rng.below(seeds.len())].clone();
    let rounds = 1 + rng.below(8);
    for _ in 0..rounds {
        let len = v.len();
        let token = |rng: &mut Rng| -> &[u8] {
            if dict.is_empty() {
                b" "
            } else {
                dict[rng.below(dict.len())].as_bytes()
            }
        };
        match rng.below(7) {
            0 if len > 0 => {
                let i = rng.below(len);
                v[i] = rng.next_u64() as u8;
            }
            1 => {
                let i = rng.below(len + 1);
                let t = token(rng);
                v.splice(i..i, t.iter().copied());
            }
            2 if len > 0 => {
                let i = rng.below(len);
                let j = (i + 1 + rng.below(64)).min(len);
                v.drain(i..j);
            }
            3 if len > 0 => {
                let i = rng.below(len);
                let j = (i + 1 + rng.below(256)).min(len);
                let chunk = v[i..j].to_vec();
                let k = rng.below(len + 1);
                v.splice(k..k, chunk);
            }
            4 => {
                let other = &seeds[rng.below(seeds.len())];
                if !other.is_empty() {
                    let i = rng.below(other.len());
                    let j = (i + 1 + rng.below(512)).min(other.len());
                    let k = rng.below(len + 1);
                    v.splice(k..k, other[i..j].iter().copied());
                }
            }
            5 if len > 0 => {
                // A line repeated: many ops, blocks or definitions.
                let i = rng.below(len);
                let start = v[..i]
                    .iter()
                    .rposition(|&c| c == b'\n')
                    .map_or(0, |p| p + 1);
                let end = v[i..]
                    .iter()
                    .position(|&c| c == b'\n')
                    .map_or(len, |p| i + p + 1);
                let line = v[start..end].to_vec();
                let reps = 1 + rng.below(2000).min(MAX_GROWTH / line.len().max(1));
                let rep: Vec<u8> = line
                    .iter()
                    .copied()
                    .cycle()
                    .take(line.len() * reps)
                    .collect();
                v.splice(end..end, rep);
            }
            _ => {
                let t = token(rng);
                let reps = 1 + rng.below(3000);
                let k = rng.below(len + 1);
                let rep: Vec<u8> = t.iter().copied().cycle().take(t.len() * reps).collect();
                v.splice(k..k, rep);
            }
        }
    }
    v.truncate(MAX_LEN);
    v
}

/// The most one repetition adds, and the longest mutant.
const MAX_GROWTH: usize = 256 << 10;
const MAX_LEN: usize = 1 << 20;

/// The files under `dir` (recursively) whose names end with `.{ext}`,
/// sorted, read whole; files over 200 KB are left out.
pub fn seed_files(dir: &Path, ext: &str) -> Vec<Vec<u8>> {
    fn collect(dir: &Path, ext: &str, out: &mut Vec<PathBuf>) {
        let Ok(rd) = std::fs::read_dir(dir) else {
            return;
        };
        for e in rd.flatten() {
            let p = e.path();
            if p.is_dir() {
                collect(&p, ext, out);
            } else if p.extension().is_some_and(|x| x == ext) {
                out.push(p);
            }
        }
    }
    let mut files = Vec::new();
    collect(dir, ext, &mut files);
    files.sort();
    files
        .iter()
        .filter_map(|f| std::fs::read(f).ok())
        .filter(|s| s.len() < 200_000)
        .collect()
}

/// The CPU time of the calling thread so far (Linux: the first field of
/// `/proc/thread-self/schedstat`, nanoseconds on the CPU), if known.
fn thread_cpu_time() -> Option<Duration> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let ns: u64 = text.split_whitespace().next()?.parse().ok()?;
    Some(Duration::from_nanos(ns))
}

/// A fuzzing run: how long, from which random seed, and the limits.
pub struct Campaign {
    /// The target's name (in the summary and the findings' file names).
    pub name: String,
    /// The extension of saved findings (`mlir`, `toy`).
    pub extension: String,
    /// How long to run.
    pub duration: Duration,
    /// The random seed.
    pub seed: u64,
    /// The stack of each run's thread (the tool's).
    pub stack: usize,
    /// A run longer than this is a hang (and ends the campaign: the thread
    /// cannot be stopped).
    pub hang: Duration,
    /// A run is slow when it takes longer than `slow_base` plus
    /// `slow_per_byte` times the input's length, twice.
    pub slow_base: Duration,
    /// See `slow_base`.
    pub slow_per_byte: Duration,
    /// Where findings are saved.
    pub findings: PathBuf,
    /// A saved input to run once instead of fuzzing (to reproduce a
    /// finding).
    pub replay: Option<PathBuf>,
}

/// What a campaign found.
#[derive(Clone, Debug, Default)]
pub struct Report {
    /// Inputs run.
    pub executions: u64,
    /// Inputs accepted.
    pub accepted: u64,
    /// Inputs rejected.
    pub rejected: u64,
    /// Panics.
    pub panics: u64,
    /// Runs past the hang limit.
    pub hangs: u64,
    /// Runs slower than linear cost allows.
    pub slow: u64,
    /// The target's own findings.
    pub findings: u64,
}

impl Report {
    /// 0 when nothing was found, 1 otherwise.
    pub fn exit_code(&self) -> i32 {
        i32::from(self.panics + self.hangs + self.slow + self.findings > 0)
    }
}

enum Outcome {
    Done(Verdict, Duration),
    Panicked(String),
}

/// How much slower an unoptimised build may be before a run counts as
/// slow.
const UNOPTIMISED_FACTOR: u32 = if cfg!(debug_assertions) { 20 } else { 1 };

impl Campaign {
    /// A campaign from the command line: `[SECONDS] [SEED]` (60 seconds and
    /// a seed from the clock by default), or `FILE` to run one saved input
    /// again, with the tools' 256 MiB stack, a
    /// 20-second hang limit and a slow limit of 250 ms plus 5 µs per byte
    /// (the parsers read about 100 ns per byte) in an optimised build, 20
    /// times that in an unoptimised one (CI runs the MLIR and Toy targets
    /// in the dev profile, where f80/f128 literals alone take over a second
    /// to print: a constant factor, so a run slower than linear still
    /// shows on larger inputs).
    pub fn from_args(name: &str, extension: &str) -> Campaign {
        let args: Vec<String> = std::env::args().skip(1).collect();
        let replay = args
            .first()
            .filter(|a| a.parse::<u64>().is_err() && Path::new(a).is_file())
            .map(PathBuf::from);
        let secs: u64 = args.first().and_then(|s| s.parse().ok()).unwrap_or(60);
        let seed: u64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or_else(|| {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(1, |d| d.as_nanos() as u64)
                | 1
        });
        Campaign {
            name: name.to_string(),
            extension: extension.to_string(),
            duration: Duration::from_secs(secs),
            seed,
            stack: 256 << 20,
            hang: Duration::from_secs(20),
            slow_base: Duration::from_millis(250) * UNOPTIMISED_FACTOR,
            slow_per_byte: Duration::from_micros(5) * UNOPTIMISED_FACTOR,
            findings: PathBuf::from("fuzz-findings"),
            replay,
        }
    }

    fn run_one<F>(&self, target: &Arc<F>, input: &[u8]) -> Option<Outcome>
    where
        F: Fn(&[u8]) -> Verdict + Send + Sync + 'static,
    {
        let (tx, rx) = mpsc::channel();
        let t = Arc::clone(target);
        let data = input.to_vec();
        std::thread::Builder::new()
            .stack_size(self.stack)
            .spawn(move || {
                let (start, cpu) = (Instant::now(), thread_cpu_time());
                let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| t(&data)));
                // (The thread's CPU time where the system tells it: a busy
                // machine's waits are not the target's cost.)
                let took = match (cpu, thread_cpu_time()) {
                    (Some(a), Some(b)) => b.saturating_sub(a),
                    _ => start.elapsed(),
                };
                let out = match r {
                    Ok(v) => Outcome::Done(v, took),
                    Err(e) => Outcome::Panicked(
                        e.downcast_ref::<String>()
                            .cloned()
                            .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
                            .unwrap_or_default(),
                    ),
                };
                let _ = tx.send(out);
            })
            .ok()?;
        rx.recv_timeout(self.hang).ok()
    }

    fn save(&self, kind: &str, n: u64, input: &[u8]) {
        let _ = std::fs::create_dir_all(&self.findings);
        let path = self.findings.join(format!(
            "{}-{}-{}-{}.{}",
            self.name, kind, self.seed, n, self.extension
        ));
        let _ = std::fs::write(path, input);
    }

    /// Runs `target` on mutants of `seeds` until the time is up (or a hang)
    /// and prints a summary line.
    pub fn run<F>(&self, seeds: &[Vec<u8>], dict: &[&str], target: F) -> Report
    where
        F: Fn(&[u8]) -> Verdict + Send + Sync + 'static,
    {
        assert!(!seeds.is_empty(), "{}: no seed inputs", self.name);
        let target = Arc::new(target);
        if let Some(path) = &self.replay {
            let input = std::fs::read(path).unwrap_or_default();
            let mut report = Report {
                executions: 1,
                ..Report::default()
            };
            match self.run_one(&target, &input) {
                Some(Outcome::Done(verdict, took)) => {
                    println!("{}: {verdict:?} in {took:?}", path.display());
                    match verdict {
                        Verdict::Accepted => report.accepted = 1,
                        Verdict::Rejected => report.rejected = 1,
                        Verdict::Finding(_) => report.findings = 1,
                    }
                }
                Some(Outcome::Panicked(msg)) => {
                    println!("{}: panic: {msg}", path.display());
                    report.panics = 1;
                }
                None => {
                    println!("{}: hang", path.display());
                    report.hangs = 1;
                }
            }
            return report;
        }
        std::panic::set_hook(Box::new(|_| {}));
        let mut rng = Rng(self.seed.max(1));
        let mut report = Report::default();
        let start = Instant::now();
        while start.elapsed() < self.duration {
            let input = mutate(&mut rng, seeds, dict);
            let Some(outcome) = self.run_one(&target, &input) else {
                report.hangs += 1;
                eprintln!("{}: hang (> {:?})", self.name, self.hang);
                self.save("hang", report.executions, &input);
                break;
            };
            report.executions += 1;
            match outcome {
                Outcome::Done(verdict, took) => {
                    let limit = self.slow_base + self.slow_per_byte * input.len() as u32;
                    // (Once more before it counts: the machine may be busy.)
                    let slow = took > limit
                        && matches!(self.run_one(&target, &input), Some(Outcome::Done(_, t)) if t > limit);
                    if slow {
                        report.slow += 1;
                        eprintln!("{}: slow: {took:?} for {} bytes", self.name, input.len());
                        self.save("slow", report.executions, &input);
                    }
                    match verdict {
                        Verdict::Accepted => report.accepted += 1,
                        Verdict::Rejected => report.rejected += 1,
                        Verdict::Finding(what) => {
                            report.findings += 1;
                            eprintln!("{}: {what}", self.name);
                            self.save("finding", report.executions, &input);
                        }
                    }
                }
                Outcome::Panicked(msg) => {
                    report.panics += 1;
                    eprintln!("{}: panic: {msg}", self.name);
                    self.save("panic", report.executions, &input);
                }
            }
        }
        println!(
            "{}: seed {}, {} executions in {:.0?} ({} accepted, {} rejected), {} panics, {} hangs, {} slow, {} other findings",
            self.name,
            self.seed,
            report.executions,
            start.elapsed(),
            report.accepted,
            report.rejected,
            report.panics,
            report.hangs,
            report.slow,
            report.findings
        );
        report
    }
}
