//! Shared by the tests that build a test dialect crate through `cargo`: the
//! crate is copied into a throw-away directory with absolute dependency paths
//! and the workspace's lock file (same dependency versions, no network), and
//! built with a target directory kept under cargo's `CARGO_TARGET_TMPDIR`, so
//! only the first run compiles the dependencies.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// The workspace root.
pub fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("workspace")
        .to_path_buf()
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).expect("mkdir");
    for entry in std::fs::read_dir(from).expect("read_dir") {
        let entry = entry.expect("entry");
        let target = to.join(entry.file_name());
        if entry.file_type().expect("type").is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), &target).expect("copy");
        }
    }
}

/// A copy of the test crate `tblgen-build/tests/<name>` in a fresh
/// directory. Its manifest names the workspace crates by relative path
/// (`"../../../ir"`, `"../.."` for `tblgen-build`); those become absolute.
pub fn throwaway_crate(name: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("tempdir");
    let ws = workspace();
    copy_dir(&ws.join("tblgen-build/tests").join(name), dir.path());
    let manifest = dir.path().join("Cargo.toml");
    let quoted = |p: PathBuf| format!("{:?}", p.display().to_string());
    let text = std::fs::read_to_string(&manifest)
        .expect("manifest")
        .replace("\"../..\"", &quoted(ws.join("tblgen-build")))
        .replace("\"../../../", &format!("\"{}/", ws.display()));
    std::fs::write(&manifest, text).expect("write manifest");
    if let Ok(lock) = std::fs::read(ws.join("Cargo.lock")) {
        std::fs::write(dir.path().join("Cargo.lock"), lock).expect("lock");
    }
    dir
}

/// The target directory of the nested builds named `name`.
pub fn target_dir(name: &str) -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("{}-target", name))
}

/// Runs `cargo ARGS --offline` in `dir` with the target directory `target`
/// (`--offline` goes before a `--` that passes the rest to a tool).
pub fn cargo(dir: &Path, target: &str, args: &[&str]) -> Output {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let split = args.iter().position(|&a| a == "--").unwrap_or(args.len());
    Command::new(cargo)
        .args(&args[..split])
        .arg("--offline")
        .args(&args[split..])
        .current_dir(dir)
        .env("CARGO_TARGET_DIR", target_dir(target))
        .env_remove("RUSTFLAGS")
        .output()
        .expect("cargo runs")
}

/// Standard output then standard error, as text.
pub fn text(o: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
}
