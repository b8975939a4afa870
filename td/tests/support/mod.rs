//! Helpers shared by the `td` integration tests.

#![allow(dead_code)]

pub mod records;

use std::path::{Path, PathBuf};
use std::process::Command;

/// The llvm-tblgen of LLVM 19 used as the oracle.
pub const LLVM_TBLGEN: &str = "/usr/lib/llvm-19/bin/llvm-tblgen";

/// Upstream MLIR's include directory (the reference library).
pub const UPSTREAM_INCLUDE: &str = "/usr/lib/llvm-19/include";

/// The crate's own include directory.
pub fn our_include() -> PathBuf {
    td::include_dir()
}

/// Every `.td` file under `dir`, sorted, as paths relative to `dir`.
pub fn td_files(dir: &Path) -> Vec<PathBuf> {
    fn walk(root: &Path, dir: &Path, out: &mut Vec<PathBuf>) {
        let mut entries: Vec<_> = std::fs::read_dir(dir)
            .unwrap_or_else(|e| panic!("reading {}: {e}", dir.display()))
            .map(|e| e.expect("directory entry").path())
            .collect();
        entries.sort();
        for p in entries {
            if p.is_dir() {
                walk(root, &p, out);
            } else if p.extension().is_some_and(|x| x == "td") {
                out.push(p.strip_prefix(root).expect("under root").to_path_buf());
            }
        }
    }
    let mut out = Vec::new();
    walk(dir, dir, &mut out);
    out
}

/// Runs `llvm-tblgen --print-records` on `file` with the include dirs given;
/// returns stdout or the diagnostics. Panics (fails the test) when the tool is
/// missing: the conformance tests must never pass silently.
pub fn print_records(file: &Path, includes: &[&Path]) -> Result<String, String> {
    assert!(
        Path::new(LLVM_TBLGEN).exists(),
        "{LLVM_TBLGEN} is missing: install llvm-19 to run the conformance tests"
    );
    let mut cmd = Command::new(LLVM_TBLGEN);
    cmd.arg("--print-records");
    for inc in includes {
        cmd.arg("-I").arg(inc);
    }
    cmd.arg(file);
    let out = cmd
        .output()
        .unwrap_or_else(|e| panic!("running {LLVM_TBLGEN}: {e}"));
    if out.status.success() {
        Ok(String::from_utf8_lossy(&out.stdout).into_owned())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}
