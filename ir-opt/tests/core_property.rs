//! Property test of the core dialects against `mlir-opt` 19 (issue 25):
//! random well-typed `func`/`arith`/`scf`/`cf` programs
//! (`fuzz_support::programs`) must print identically through `ir-opt` and
//! `mlir-opt` in custom and generic form, and `--cse`, `--canonicalize`,
//! `--convert-scf-to-cf`, `--lift-cf-to-scf` (also after lowering scf) and
//! the lowerings into EmitC must give identical output; the same programs
//! with `memref` and `affine` ops (issue 26) too, and lowered with
//! `--lower-affine` (then `--convert-scf-to-cf`, then `--canonicalize`).
//! `PROPERTY_CASES` sets the number of programs of each kind
//! (default 120), `PROPERTY_SEED` the first seed; a difference is written
//! under `target/tmp/core_property/` with both outputs.
//! Requires the `conformance` feature; fails when `mlir-opt` is missing.

use std::path::{Path, PathBuf};
use std::process::Command;

fn mlir_opt() -> PathBuf {
    if let Ok(p) = std::env::var("MLIR_OPT") {
        return PathBuf::from(p);
    }
    let default = PathBuf::from("/usr/lib/llvm-19/bin/mlir-opt");
    assert!(
        default.exists(),
        "mlir-opt 19 not found (install mlir-19-tools or set MLIR_OPT)"
    );
    default
}

/// The flag sets each program runs with.
const FLAGS: &[&[&str]] = &[
    &[],
    &["--mlir-print-op-generic"],
    &["--cse"],
    &["--canonicalize"],
    &["--convert-scf-to-cf"],
    &["--canonicalize", "--convert-scf-to-cf", "--canonicalize"],
    &["--lift-cf-to-scf"],
    &["--canonicalize", "--lift-cf-to-scf"],
    &["--convert-scf-to-cf", "--canonicalize", "--lift-cf-to-scf"],
    &["--convert-arith-to-emitc"],
    &[
        "--convert-scf-to-emitc",
        "--convert-arith-to-emitc",
        "--convert-func-to-emitc",
    ],
];

/// The flag sets of the programs with `memref` and `affine` ops.
const AFFINE_FLAGS: &[&[&str]] = &[
    &[],
    &["--mlir-print-op-generic"],
    &["--cse"],
    &["--canonicalize"],
    &["--lower-affine"],
    &["--lower-affine", "--convert-scf-to-cf"],
    &["--lower-affine", "--convert-scf-to-cf", "--canonicalize"],
];

fn run(tool: &Path, file: &Path, flags: &[&str]) -> (bool, String) {
    let out = Command::new(tool)
        .args(flags)
        .arg(file)
        .output()
        .unwrap_or_else(|e| panic!("cannot run {}: {e}", tool.display()));
    let mut text = String::from_utf8_lossy(&out.stdout).into_owned();
    text.push_str(&String::from_utf8_lossy(&out.stderr));
    (out.status.success(), text)
}

fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

#[test]
fn core_dialects_match_mlir_opt() {
    compare("p", FLAGS, fuzz_support::programs::core_program);
}

#[test]
fn affine_and_memref_match_mlir_opt() {
    compare("a", AFFINE_FLAGS, fuzz_support::programs::affine_program);
}

/// Runs the programs `generate` makes (files named `{prefix}{seed}`) with
/// each flag set through both tools.
fn compare(prefix: &str, flag_sets: &[&[&str]], generate: fn(u64, usize, usize) -> String) {
    let theirs = mlir_opt();
    let ours = PathBuf::from(env!("CARGO_BIN_EXE_ir-opt"));
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("core_property");
    std::fs::create_dir_all(&dir).expect("create the scratch directory");
    let cases = env_number("PROPERTY_CASES", 120);
    let first = env_number("PROPERTY_SEED", 1);
    let mut failures = Vec::new();
    let mut rejected = 0;
    for seed in first..first + cases {
        let size = 4 + (seed % 5) as usize * 6;
        let program = generate(seed, 1 + (seed % 4) as usize, size);
        let file = dir.join(format!("{prefix}{seed}.mlir"));
        std::fs::write(&file, &program).expect("write a program");
        for flags in flag_sets {
            let (ok_theirs, want) = run(&theirs, &file, flags);
            // A lowering into EmitC may fail (types or ops it does not
            // take), and the lifting to scf refuses unreachable blocks,
            // which the generator makes: both tools must then fail alike.
            let may_fail = flags
                .iter()
                .any(|f| f.ends_with("-to-emitc") || *f == "--lift-cf-to-scf");
            if !ok_theirs && !may_fail {
                // The generator makes only valid programs: a rejection is a
                // generator bug, reported as such.
                rejected += 1;
                failures.push(format!(
                    "seed {seed}: mlir-opt rejects the program:\n{want}"
                ));
                break;
            }
            let (ok_ours, got) = run(&ours, &file, flags);
            if ok_ours != ok_theirs || got != want {
                let tag = flags.join("").replace("--", "_");
                std::fs::write(dir.join(format!("{prefix}{seed}{tag}.want")), &want).ok();
                std::fs::write(dir.join(format!("{prefix}{seed}{tag}.got")), &got).ok();
                failures.push(format!(
                    "seed {seed} {flags:?}: {} (see {}/{prefix}{seed}{tag}.{{want,got}})",
                    match (ok_ours, ok_theirs) {
                        (true, false) => "ir-opt succeeds where mlir-opt fails",
                        (false, true) => "ir-opt fails",
                        _ => "output differs",
                    },
                    dir.display()
                ));
            }
        }
    }
    eprintln!(
        "property test ({prefix}): {cases} programs x {} flag sets, {} differences, {rejected} rejected by mlir-opt",
        flag_sets.len(),
        failures.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
