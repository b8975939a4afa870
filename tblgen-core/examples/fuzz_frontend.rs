//! A mutation fuzzer for the TableGen front end that runs on the stable
//! toolchain: it mutates `.td` seed files (token and byte level), evaluates
//! each mutant and reports panics and hangs.
//!
//! ```text
//! cargo run --profile verify -p tblgen-core --example fuzz_frontend -- [SECONDS] [SEED] [SEED_DIR]...
//! ```
//!
//! Defaults: 60 seconds, seed from the clock, seeds from `tests/features`
//! and (if installed) `/usr/lib/llvm-19/include/mlir`. Inputs that panic or
//! hang are written to `fuzz-findings/` in the working directory.

use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::{Duration, Instant};
use tblgen_core::tablegen::{self, Options};

const DICT: &[&str] = &[
    "def ",
    "defm ",
    "class ",
    "multiclass ",
    "let ",
    " in ",
    "foreach ",
    "if ",
    " then ",
    " else ",
    "defvar ",
    "defset ",
    "assert ",
    "dump ",
    "include \"x.td\"",
    "field ",
    "bits<4> ",
    "list<int> ",
    "dag ",
    "string ",
    "code ",
    "int ",
    "bit ",
    "?",
    "{",
    "}",
    "[",
    "]",
    "(",
    ")",
    "<",
    ">",
    ",",
    ";",
    ":",
    "#",
    ".",
    "=",
    "$x",
    // Stray characters (the lexer's "Unexpected character" outside
    // comments, strings and code).
    "é",
    "\u{0b}",
    "\u{a0}",
    "\u{2028}",
    "0x1F",
    "0b101",
    "-1",
    "9223372036854775807",
    "\"s\"",
    "[{ c }]",
    "!add(",
    "!cast<string>(",
    "!if(",
    "!foreach(x, ",
    "!foldl(0, ",
    "!con(",
    "!dag(",
    "!strconcat(",
    "!listconcat(",
    "!subst(",
    "!substr(",
    "!cond(",
    "!isa<",
    "!exists<",
    "!range(",
    "!getdagarg<",
    "!setdagname(",
    "!head(",
    "!size(",
    "!repr(",
    "NAME",
    "#ifdef X\n",
    "#else\n",
    "#endif\n",
    "#define X\n",
    "/*",
    "*/",
    "//",
    "\n",
];

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }
    fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }
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

fn mutate(rng: &mut Rng, seeds: &[Vec<u8>]) -> Vec<u8> {
    let mut v = seeds[rng.below(seeds.len())].clone();
    let rounds = 1 + rng.below(8);
    for _ in 0..rounds {
        let len = v.len();
        match rng.below(6) {
            0 if len > 0 => {
                let i = rng.below(len);
                v[i] = (rng.next() & 0x7f) as u8;
            }
            1 => {
                let i = rng.below(len + 1);
                let t = DICT[rng.below(DICT.len())].as_bytes();
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
                let chunk: Vec<u8> = v[i..j].to_vec();
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
            _ => {
                let t = DICT[rng.below(DICT.len())].as_bytes();
                let reps = 1 + rng.below(500);
                let k = rng.below(len + 1);
                let rep: Vec<u8> = t.iter().copied().cycle().take(t.len() * reps).collect();
                v.splice(k..k, rep);
            }
        }
    }
    v
}

enum Outcome {
    Accepted,
    Rejected,
    Panicked(String),
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let secs: u64 = args.first().and_then(|s| s.parse().ok()).unwrap_or(60);
    let seed: u64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or_else(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(1, |d| d.as_nanos() as u64)
            | 1
    });
    let mut dirs: Vec<PathBuf> = args.iter().skip(2).map(PathBuf::from).collect();
    if dirs.is_empty() {
        dirs.push(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/features"));
        dirs.push(PathBuf::from("/usr/lib/llvm-19/include/mlir"));
    }
    let mut files = Vec::new();
    for d in &dirs {
        collect(d, &mut files);
    }
    files.sort();
    let seeds: Vec<Vec<u8>> = files
        .iter()
        .filter_map(|f| std::fs::read(f).ok())
        .filter(|s| s.len() < 200_000)
        .collect();
    assert!(!seeds.is_empty(), "no seed files in {:?}", dirs);
    let opts = Options {
        include_dirs: vec![
            PathBuf::from("/usr/lib/llvm-19/include"),
            Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/features/inc"),
        ],
        defines: Vec::new(),
        // (Renders records while the evaluator waits, as `--print-records` does.)
        print_records: true,
    };
    std::panic::set_hook(Box::new(|_| {}));
    let mut rng = Rng(seed);
    let start = Instant::now();
    let (mut execs, mut accepted, mut rejected, mut panics, mut hangs) =
        (0u64, 0u64, 0u64, 0u64, 0u64);
    while start.elapsed() < Duration::from_secs(secs) {
        let input = mutate(&mut rng, &seeds);
        let text = String::from_utf8_lossy(&input).into_owned();
        let (tx, rx) = mpsc::channel();
        let t = text.clone();
        let o = opts.clone();
        let spawned = std::thread::Builder::new()
            .stack_size(512 << 20)
            .spawn(move || {
                let r =
                    std::panic::catch_unwind(move || match tablegen::load_str("fuzz.td", &t, &o) {
                        Ok(l) => {
                            let _ = l.records.print_records();
                            true
                        }
                        Err(d) => {
                            let _ = d.render();
                            false
                        }
                    });
                let out = match r {
                    Ok(true) => Outcome::Accepted,
                    Ok(false) => Outcome::Rejected,
                    Err(e) => Outcome::Panicked(
                        e.downcast_ref::<String>()
                            .cloned()
                            .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
                            .unwrap_or_default(),
                    ),
                };
                let _ = tx.send(out);
            });
        if spawned.is_err() {
            continue;
        }
        execs += 1;
        let save = |kind: &str, n: u64| {
            let _ = std::fs::create_dir_all("fuzz-findings");
            let _ = std::fs::write(format!("fuzz-findings/{}-{}-{}.td", kind, seed, n), &text);
        };
        match rx.recv_timeout(Duration::from_secs(20)) {
            Ok(Outcome::Accepted) => accepted += 1,
            Ok(Outcome::Rejected) => rejected += 1,
            Ok(Outcome::Panicked(msg)) => {
                panics += 1;
                eprintln!("panic: {}", msg);
                save("panic", execs);
            }
            Err(_) => {
                hangs += 1;
                eprintln!("hang (> 20 s)");
                save("hang", execs);
            }
        }
    }
    println!(
        "fuzz_frontend: seed {}, {} executions in {:.0?} ({} accepted, {} rejected), {} panics, {} hangs",
        seed,
        execs,
        start.elapsed(),
        accepted,
        rejected,
        panics,
        hangs
    );
    if panics > 0 || hangs > 0 {
        std::process::exit(1);
    }
}
