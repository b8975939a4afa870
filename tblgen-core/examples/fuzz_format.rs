//! A mutation fuzzer for the assembly-format parser and validator
//! (`tblgen_core::format`): the formats of real upstream ops, mutated at the
//! token and byte level, are parsed and checked against their op, and the
//! valid ones go through the Rust generator (`emit::format`). Reports
//! panics, slow inputs (over a second: the work is linear in the format)
//! and errors without a location.
//!
//! ```text
//! cargo run --profile verify -p tblgen-core --example fuzz_format -- [SECONDS] [SEED]
//! ```
//!
//! The ops come from the op files of `/usr/lib/llvm-19/include/mlir`
//! (LLVM 19's MLIR headers; required). Findings are written to
//! `fuzz-findings/format-*.txt` (the op and the format).

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};
use tblgen_core::emit::format::emit_format_hooks;
use tblgen_core::format::{parse_op_format, FormatLocator};
use tblgen_core::ods::operators;
use tblgen_core::tablegen::{self, Options};

#[path = "support/mutate.rs"]
mod mutate;
use mutate::Rng;

/// Op files whose formats seed the fuzzer (between them, most directives).
const FILES: &[&str] = &[
    "Dialect/Arith/IR/ArithOps.td",
    "Dialect/Func/IR/FuncOps.td",
    "Dialect/SCF/IR/SCFOps.td",
    "Dialect/MemRef/IR/MemRefOps.td",
    "Dialect/Tensor/IR/TensorOps.td",
    "Dialect/Vector/IR/VectorOps.td",
    "Dialect/LLVMIR/LLVMOps.td",
    "Dialect/GPU/IR/GPUOps.td",
    "Dialect/Transform/IR/TransformOps.td",
    "Dialect/SPIRV/IR/SPIRVOps.td",
];

/// Format tokens inserted by the mutations (besides the op's own `$names`).
const TOKENS: &[&str] = &[
    "attr-dict",
    "attr-dict-with-keyword",
    "prop-dict",
    "type(",
    "qualified(",
    "functional-type(",
    "custom<X>(",
    "ref(",
    "oilist(",
    "operands",
    "results",
    "regions",
    "successors",
    "(",
    ")",
    ")?",
    "^",
    "|",
    "`,`",
    "`:`",
    "`->`",
    "`(`",
    "` `",
    "``",
    "`keyword`",
    "$",
    "$_",
    "`",
    " ",
    ":",
    ",",
    "[",
    "]",
];

/// One op: its name, its file's records index and its format.
struct Case {
    file: usize,
    op: usize,
    format: String,
}

fn mutate(rng: &mut Rng, format: &str, names: &[String]) -> String {
    let mut v: Vec<u8> = format.as_bytes().to_vec();
    for _ in 0..1 + rng.below(6) {
        let len = v.len();
        match rng.below(6) {
            0 if len > 0 => {
                let i = rng.below(len);
                let j = (i + 1 + rng.below(12)).min(len);
                v.drain(i..j);
            }
            1 if len > 0 => {
                let i = rng.below(len);
                let j = (i + 1 + rng.below(40)).min(len);
                let chunk = v[i..j].to_vec();
                let k = rng.below(v.len() + 1);
                v.splice(k..k, chunk);
            }
            2 if !names.is_empty() => {
                let k = rng.below(len + 1);
                let n = format!(" ${} ", names[rng.below(names.len())]);
                v.splice(k..k, n.into_bytes());
            }
            3 if len > 0 => {
                let i = rng.below(len);
                const BYTES: &[u8] = b"`$()?^|,: <>{}[]a_0\"\\";
                v[i] = BYTES[rng.below(BYTES.len())];
            }
            4 => {
                // Deep nesting.
                let k = rng.below(len + 1);
                let open = ["(", "type(", "custom<X>(", "qualified("][rng.below(4)];
                let reps = 1 + rng.below(300);
                v.splice(k..k, open.repeat(reps).into_bytes());
            }
            _ => {
                let k = rng.below(len + 1);
                let t = TOKENS[rng.below(TOKENS.len())];
                v.splice(k..k, format!(" {} ", t).into_bytes());
            }
        }
    }
    String::from_utf8_lossy(&v).into_owned()
}

fn save(seed: u64, n: u64, kind: &str, op: &str, format: &str) {
    let _ = std::fs::create_dir_all("fuzz-findings");
    let _ = std::fs::write(
        format!("fuzz-findings/format-{}-{}-{}.txt", kind, seed, n),
        format!("{}\n{}\n", op, format),
    );
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
    let root = PathBuf::from("/usr/lib/llvm-19/include/mlir");
    assert!(
        root.exists(),
        "{} is missing (install libmlir-19-dev)",
        root.display()
    );
    let opts = Options {
        include_dirs: vec![PathBuf::from("/usr/lib/llvm-19/include")],
        defines: Vec::new(),
        print_records: false,
        ..Default::default()
    };
    // Everything runs on the evaluation thread: records are not `Send`.
    let files: Vec<PathBuf> = FILES.iter().map(|f| root.join(f)).collect();
    let first = files[0].clone();
    let summary = tablegen::with_file(&first, &opts.clone(), move |_| {
        run(secs, seed, &files, &opts)
    });
    println!("{}", summary.0);
    if summary.1 {
        std::process::exit(1);
    }
}

/// The fuzzing loop: its summary line and whether it found anything.
fn run(secs: u64, seed: u64, files: &[PathBuf], opts: &Options) -> (String, bool) {
    let mut loaded = Vec::new();
    for f in files {
        match tablegen::load_file(Path::new(f), opts) {
            Ok(l) => loaded.push(l),
            Err(d) => eprintln!("skipping {}: {}", f.display(), d.render()),
        }
    }
    let ops: Vec<_> = loaded
        .iter()
        .map(|l| operators(&l.records).unwrap_or_default())
        .collect();
    let mut cases = Vec::new();
    for (file, list) in ops.iter().enumerate() {
        for (op, o) in list.iter().enumerate() {
            if let Some(f) = &o.assembly_format {
                cases.push(Case {
                    file,
                    op,
                    format: f.to_string(),
                });
            }
        }
    }
    assert!(!cases.is_empty(), "no op with a format in {:?}", FILES);
    std::panic::set_hook(Box::new(|_| {}));
    let mut rng = Rng(seed);
    let start = Instant::now();
    let (mut execs, mut ok, mut rejected) = (0u64, 0u64, 0u64);
    let (mut panics, mut slow, mut unlocated) = (0u64, 0u64, 0u64);
    while start.elapsed() < Duration::from_secs(secs) {
        let c = &cases[rng.below(cases.len())];
        let kp = &loaded[c.file].records;
        let op = &ops[c.file][c.op];
        let names: Vec<String> = op
            .operands
            .iter()
            .map(|a| a.name.to_string())
            .chain(op.results.iter().map(|r| r.name.to_string()))
            .collect();
        let text = mutate(&mut rng, &c.format, &names);
        execs += 1;
        let t0 = Instant::now();
        let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            let locator = FormatLocator::new(kp, op, &text);
            let f = parse_op_format(kp, op, &text, &locator)?;
            // A valid format also goes through the Rust generator.
            let _ = emit_format_hooks(op, &f, "fuzz");
            Ok::<_, tblgen_core::diag::Diagnostic>(f)
        }));
        if t0.elapsed() > Duration::from_secs(1) {
            slow += 1;
            eprintln!("slow ({:.1?}): {} {:?}", t0.elapsed(), op.def_name, text);
            save(seed, execs, "slow", &op.def_name, &text);
        }
        match r {
            Ok(Ok(_)) => ok += 1,
            Ok(Err(d)) => {
                rejected += 1;
                if d.loc.is_none() {
                    unlocated += 1;
                    eprintln!("unlocated: {} {:?}: {}", op.def_name, text, d.message);
                    save(seed, execs, "unlocated", &op.def_name, &text);
                }
            }
            Err(_) => {
                panics += 1;
                eprintln!("panic: {} {:?}", op.def_name, text);
                save(seed, execs, "panic", &op.def_name, &text);
            }
        }
    }
    let found = panics + slow + unlocated > 0;
    (
        format!(
            "fuzz_format: seed {}, {} ops, {} executions in {:.0?} ({} accepted, {} rejected), {} panics, {} slow, {} unlocated",
            seed,
            cases.len(),
            execs,
            start.elapsed(),
            ok,
            rejected,
            panics,
            slow,
            unlocated
        ),
        found,
    )
}
