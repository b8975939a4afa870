//! Differential test of the pass flags against `mlir-opt` 19: for each set
//! of flags (pipelines and their errors, options and theirs, IR dumps,
//! pipeline dumps, `print-ir`, `strip-debuginfo`, `view-op-graph`,
//! `symbol-dce`), `ir-opt`
//! and `mlir-opt`
//! give the same standard output, the same standard error (`cl`'s messages
//! start with the program name, `ir-opt` for us) and the same exit status.
//! Requires the `conformance` feature; fails when `mlir-opt` is missing.

use std::path::{Path, PathBuf};
use std::process::Command;

fn mlir_opt() -> PathBuf {
    let p = std::env::var_os("MLIR_OPT")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("/usr/lib/llvm-19/bin/mlir-opt"));
    assert!(
        p.exists(),
        "mlir-opt 19 not found at {} (install mlir-19-tools or set MLIR_OPT)",
        p.display()
    );
    p
}

/// Flag sets, each run on `tests/pass_flags/graph.mlir` (view-op-graph).
const GRAPH_CASES: &[&[&str]] = &[
    &["--view-op-graph"],
    &["--view-op-graph=print-control-flow-edges=1 print-attrs=0 max-label-len=5"],
    &["--view-op-graph=print-data-flow-edges=false print-result-types=0"],
    &["--view-op-graph", "--view-op-graph=max-label-len=0"],
];

/// Flag sets, each run on `tests/pass_flags/symbols.mlir` (symbol-dce).
const SYMBOL_CASES: &[&[&str]] = &[
    &["--split-input-file", "--symbol-dce"],
    &[
        "--split-input-file",
        "--pass-pipeline=builtin.module(builtin.module(symbol-dce))",
    ],
    &[
        "--split-input-file",
        "--symbol-dce",
        "--mlir-print-op-generic",
    ],
];

/// Flag sets, each run on `tests/pass_flags/nested.mlir`.
/// The inliner over func calls (`inline.mlir`).
const INLINE_CASES: &[&[&str]] = &[
    &["-inline"],
    &["-inline=default-pipeline="],
    &[
        "-mlir-print-debuginfo",
        "-mlir-print-local-scope",
        "-inline",
    ],
    &[
        "-inline",
        "--mlir-print-ir-after-all",
        "--mlir-disable-threading",
    ],
    &["-inline=max-iterations=1"],
    &["-inline=default-pipeline=bogus"],
    &["-inline=default-pipeline=canonicalize{max-iterations=x}"],
    &["-inline=inlining-threshold=0"],
    &["-inline=inlining-threshold=60 default-pipeline="],
    &["-inline=op-pipelines=func.func(cse)"],
    // (Single-threaded: threaded, mlir-opt's workers race, and how many of
    // the failing functions report depends on the machine's load.)
    &[
        "--pass-pipeline=builtin.module(func.func(inline))",
        "--mlir-disable-threading",
    ],
];

const CASES: &[&[&str]] = &[
    &["--pass-pipeline=builtin.module(canonicalize{max-iterations=abc})"],
    &["--pass-pipeline=builtin.module(canonicalize{top-down=maybe})"],
    &["--pass-pipeline=builtin.module(canonicalize{region-simplify=foo})"],
    &["--pass-pipeline=builtin.module(canonicalize{nope=1})"],
    &["--pass-pipeline=builtin.module(canonicalizex)"],
    &["--pass-pipeline=builtin.module(canonicalize))"],
    &["--pass-pipeline=canonicalize"],
    &["--pass-pipeline=builtin.module(f(cse)"],
    &["--pass-pipeline=builtin.module()"],
    &["--pass-pipeline=func.func(cse)"],
    &["--pass-pipeline=builtin.module(canonicalize{top-down=false},)"],
    &["--pass-pipeline=builtin.module(func.func())"],
    &["--pass-pipeline=builtin.module(cse x)"],
    &["--pass-pipeline=builtin.module(func.func(cse) x)"],
    &["--pass-pipeline= builtin.module ( cse )"],
    &["--pass-pipeline=builtin.module(cse{}(x))"],
    &["--pass-pipeline=builtin.module(cse{a)"],
    &["-p", "builtin.module(any(cse),canonicalize{ top-down=0 })"],
    &["-canonicalize=max-iterations=abc"],
    &["-canonicalize=nope=1"],
    &["--cse", "--pass-pipeline=builtin.module(cse)"],
    &["--mlir-print-ir-after-all", "--cse", "--canonicalize"],
    &["--mlir-print-ir-before=cse", "--cse", "--canonicalize"],
    &[
        "--mlir-print-ir-before=cse,canonicalize",
        "--cse",
        "--canonicalize",
        "--mlir-print-debuginfo",
    ],
    &["--mlir-print-ir-before=foo", "--cse"],
    &[
        "-dump-pass-pipeline",
        "--cse",
        "--canonicalize=top-down=false",
    ],
    &[
        "-dump-pass-pipeline",
        "--pass-pipeline=builtin.module(cse,canonicalize)",
    ],
    &[
        "--mlir-print-ir-module-scope",
        "--mlir-print-ir-after-all",
        "--cse",
    ],
    &[
        "--mlir-print-ir-module-scope",
        "--mlir-print-ir-after-all",
        "--cse",
        "--mlir-disable-threading",
    ],
    &["--strip-debuginfo", "--mlir-print-debuginfo"],
    &["--print-ir"],
    &["--print-ir=label=hello"],
    &[
        "--mlir-print-ir-after-change",
        "--mlir-print-ir-after-all",
        "--cse",
        "--canonicalize",
    ],
    &[
        "-canonicalize=max-iterations=3 region-simplify=disabled",
        "-dump-pass-pipeline",
    ],
    &["-canonicalize=top-down", "-dump-pass-pipeline"],
    &[
        "-canonicalize=disable-patterns=a,b enable-patterns={c d}",
        "-dump-pass-pipeline",
    ],
    &["--mlir-timing-display=nope", "--cse"],
    &[
        "--pass-pipeline=builtin.module(inline)",
        "-dump-pass-pipeline",
    ],
    &[
        "-inline=op-pipelines=func.func(cse),foo(canonicalize{max-iterations=2})",
        "-dump-pass-pipeline",
    ],
    &["-inline=op-pipelines=func.func(bogus)"],
    &["-inline=op-pipelines=bogus"],
    &["-inline=default-pipeline= max-iterations=x"],
    &[
        "--pass-pipeline=builtin.module(inline{default-pipeline=cse inlining-threshold=0})",
        "-dump-pass-pipeline",
    ],
    &["--mlir-pass-statistics-display=list", "--cse"],
];

fn run(tool: &Path, flags: &[&str], file: &str) -> (Vec<u8>, String, bool) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/pass_flags");
    let out = Command::new(tool)
        .current_dir(dir)
        .arg("--allow-unregistered-dialect")
        .args(flags)
        .arg(file)
        .output()
        .unwrap_or_else(|e| panic!("cannot run {}: {e}", tool.display()));
    let stderr = String::from_utf8_lossy(&out.stderr)
        .lines()
        .map(|l| match l.strip_prefix("mlir-opt:") {
            Some(rest) => format!("ir-opt:{rest}\n"),
            None => format!("{l}\n"),
        })
        .collect();
    (out.stdout, stderr, out.status.success())
}

#[test]
fn pass_flags_behave_as_mlir_opt() {
    let ours = PathBuf::from(env!("CARGO_BIN_EXE_ir-opt"));
    let theirs = mlir_opt();
    let mut failures = Vec::new();
    let cases = CASES
        .iter()
        .map(|f| (f, "nested.mlir"))
        .chain(GRAPH_CASES.iter().map(|f| (f, "graph.mlir")))
        .chain(SYMBOL_CASES.iter().map(|f| (f, "symbols.mlir")))
        .chain(INLINE_CASES.iter().map(|f| (f, "inline.mlir")));
    let total = CASES.len() + GRAPH_CASES.len() + SYMBOL_CASES.len() + INLINE_CASES.len();
    for (flags, file) in cases {
        let (o, t) = (run(&ours, flags, file), run(&theirs, flags, file));
        if o != t {
            failures.push(format!(
                "{flags:?}:\n  ours:   {:?} {:?} {}\n  theirs: {:?} {:?} {}",
                String::from_utf8_lossy(&o.0),
                o.1,
                o.2,
                String::from_utf8_lossy(&t.0),
                t.1,
                t.2
            ));
        }
    }
    println!(
        "pass flags: {}/{} flag sets identical",
        total - failures.len(),
        total
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
