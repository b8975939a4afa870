//! Shared by the conformance tests that compare with `mlir-tblgen` 19: where
//! the oracle and upstream's `.td` corpus live, how to run the oracle, and
//! the `-I` flags both tools get (including the file's own directory).

use std::path::{Path, PathBuf};
use std::process::Command;

/// LLVM 19's `mlir-tblgen`.
pub const MLIR_TBLGEN: &str = "/usr/lib/llvm-19/bin/mlir-tblgen";
/// The include root of upstream MLIR's `.td` files.
pub const MLIR_INCLUDE: &str = "/usr/lib/llvm-19/include";
/// The include root of upstream LLVM's `.td` files.
pub const LLVM_INCLUDE: &str = "/usr/include/llvm-19";

/// Appends every `.td` file under `dir` (recursively) to `out`.
pub fn td_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    for e in rd.flatten() {
        let p = e.path();
        if p.is_dir() {
            td_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "td") {
            out.push(p);
        }
    }
}

/// Every upstream MLIR `.td` file, sorted. Fails (never skips) when the
/// oracle is missing; `test` names the suite in that message.
pub fn mlir_corpus(test: &str) -> Vec<PathBuf> {
    require_mlir_tblgen(test);
    let mut files = Vec::new();
    td_files(Path::new(&format!("{}/mlir", MLIR_INCLUDE)), &mut files);
    files.sort();
    files
}

/// Fails (never skips) when the oracle is missing; `test` names the suite.
pub fn require_mlir_tblgen(test: &str) {
    assert!(
        Path::new(MLIR_TBLGEN).exists(),
        "{} is missing: the {} conformance test needs LLVM 19's mlir-tblgen",
        MLIR_TBLGEN,
        test
    );
}

/// The `-I` directories for `file`: MLIR's, LLVM's, then its own.
pub fn includes(file: &Path) -> Vec<PathBuf> {
    vec![
        PathBuf::from(MLIR_INCLUDE),
        PathBuf::from(LLVM_INCLUDE),
        file.parent().unwrap_or(Path::new(".")).to_path_buf(),
    ]
}

/// `mlir-tblgen ACTION -I ... FILE`: `Some(stdout)` when it succeeds,
/// `None` when it fails.
pub fn mlir_tblgen(action: &str, file: &Path, incs: &[PathBuf]) -> Option<String> {
    let mut cmd = Command::new(MLIR_TBLGEN);
    cmd.arg(action);
    for i in incs {
        cmd.arg("-I").arg(i);
    }
    let out = cmd
        .arg(file)
        .output()
        .unwrap_or_else(|e| panic!("cannot run {}: {}", MLIR_TBLGEN, e));
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).into_owned())
}
