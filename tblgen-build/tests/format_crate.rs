//! End to end through `cargo`: the format dialect in `tests/format_dialect/`
//! (ops whose printers and parsers are generated from `assemblyFormat` by
//! its `build.rs`) is copied into a throw-away directory, built, and its
//! print/parse and round-trip property tests run. A format the generator
//! cannot handle would make its op unknown in custom form, so those tests
//! would fail.
//!
//! The nested build uses a target directory under `CARGO_TARGET_TMPDIR`.

use std::path::{Path, PathBuf};
use std::process::Command;

fn workspace() -> PathBuf {
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

#[test]
fn format_dialect_prints_parses_and_round_trips() {
    let dir = tempfile::tempdir().expect("tempdir");
    let ws = workspace();
    copy_dir(&ws.join("tblgen-build/tests/format_dialect"), dir.path());
    let manifest = dir.path().join("Cargo.toml");
    let mut text = std::fs::read_to_string(&manifest).expect("manifest");
    for krate in ["ir", "tblgen-core", "td"] {
        text = text.replace(
            &format!("\"../../../{}\"", krate),
            &format!("{:?}", ws.join(krate).display().to_string()),
        );
    }
    std::fs::write(&manifest, text).expect("write manifest");
    if let Ok(lock) = std::fs::read(ws.join("Cargo.lock")) {
        std::fs::write(dir.path().join("Cargo.lock"), lock).expect("lock");
    }
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let target = Path::new(env!("CARGO_TARGET_TMPDIR")).join("format-dialect-target");
    let out = Command::new(cargo)
        .args(["test", "--offline"])
        .current_dir(dir.path())
        .env("CARGO_TARGET_DIR", &target)
        .env_remove("RUSTFLAGS")
        .output()
        .expect("cargo runs");
    let log = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.status.success(), "format dialect tests fail:\n{}", log);
    let tests = std::fs::read_to_string(dir.path().join("tests/roundtrip.rs"))
        .expect("read")
        .matches("#[test]")
        .count();
    let summary = format!("test result: ok. {} passed; 0 failed", tests);
    assert!(log.contains(&summary), "expected '{}':\n{}", summary, log);
}
