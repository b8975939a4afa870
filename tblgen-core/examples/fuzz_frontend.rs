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

#[path = "support/mutate.rs"]
mod mutate;
use mutate::{collect, mutate, Rng};

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
        ..Default::default()
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
