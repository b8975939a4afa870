//! The record a dialect port keeps of itself, checked by its tests: the
//! pristine upstream `.td` files sit in `upstream/`, the port's rewritten
//! copies elsewhere in the crate, and `upstream.diff` is the unified diff of
//! the ones against the others (only snippets rewritten in Rust should
//! show). With the `conformance` feature the pristine copies are checked
//! against LLVM 19's installed headers.
//!
//! A port's `tests/upstream.rs`:
//!
//! ```no_run
//! use dialect_port_check::Kept;
//! const FILES: &[Kept] = &[Kept::header("include/mlir/Dialect/UB/IR", "UBOps.td")];
//! dialect_port_check::port_tests!(FILES);
//! ```
#![forbid(unsafe_code)]
#![deny(missing_docs)]

use std::path::Path;

/// Where LLVM 19's MLIR headers are installed (`libmlir-19-dev`).
pub const LLVM_19_MLIR_INCLUDE: &str = "/usr/lib/llvm-19/include/mlir";

/// One upstream file the port keeps.
#[derive(Clone, Copy, Debug)]
pub struct Kept {
    /// The folder of the port's copy, relative to the crate; for a header,
    /// `include/mlir/` and its folder in upstream's `include/mlir/`.
    pub dir: &'static str,
    /// The file's name (also in `upstream/`).
    pub name: &'static str,
    /// Whether LLVM installs it (headers do; files of upstream's `lib/` do
    /// not).
    pub installed: bool,
    /// Whether the pristine copy is a run of consecutive lines of the
    /// installed file rather than all of it (one pass of a `Passes.td`).
    pub excerpt: bool,
}

impl Kept {
    /// A header, kept in `dir` (`include/mlir/...`).
    pub const fn header(dir: &'static str, name: &'static str) -> Kept {
        Kept {
            dir,
            name,
            installed: true,
            excerpt: false,
        }
    }

    /// Consecutive lines of a header, kept in `dir`: the pristine copy in
    /// `upstream/` must appear in LLVM's file as it is.
    pub const fn header_excerpt(dir: &'static str, name: &'static str) -> Kept {
        Kept {
            dir,
            name,
            installed: true,
            excerpt: true,
        }
    }

    /// A file of upstream's sources (`lib/...`), which LLVM does not install.
    pub const fn source(dir: &'static str, name: &'static str) -> Kept {
        Kept {
            dir,
            name,
            installed: false,
            excerpt: false,
        }
    }
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The unified diff of every pristine copy against the port's file.
pub fn diff(crate_dir: &str, files: &[Kept]) -> String {
    let root = Path::new(crate_dir);
    let mut out = String::new();
    for f in files {
        let port = format!("{}/{}", f.dir, f.name);
        let a = read(&root.join("upstream").join(f.name));
        let b = read(&root.join(&port));
        let d = similar::TextDiff::from_lines(&a, &b);
        out.push_str(
            &d.unified_diff()
                .context_radius(3)
                .header(&format!("upstream/{}", f.name), &port)
                .to_string(),
        );
    }
    out
}

/// Panics unless `upstream.diff` is [`diff`]; with `UPSTREAM_DIFF_BLESS`
/// set, writes it first (after a reviewed change).
pub fn assert_diff_current(crate_dir: &str, files: &[Kept]) {
    let now = diff(crate_dir, files);
    let path = Path::new(crate_dir).join("upstream.diff");
    if std::env::var_os("UPSTREAM_DIFF_BLESS").is_some() {
        std::fs::write(&path, &now).expect("write upstream.diff");
    }
    assert!(
        read(&path) == now,
        "upstream.diff is not the diff of upstream/ against the port's files: rerun with UPSTREAM_DIFF_BLESS=1 after reviewing"
    );
}

/// Panics unless every installed file's pristine copy is LLVM 19's (fails
/// when the headers are missing).
pub fn assert_pristine(crate_dir: &str, files: &[Kept]) {
    for f in files.iter().filter(|f| f.installed) {
        let under = f.dir.strip_prefix("include/mlir/").unwrap_or(f.dir);
        let installed = Path::new(LLVM_19_MLIR_INCLUDE).join(under).join(f.name);
        let theirs = std::fs::read_to_string(&installed).unwrap_or_else(|e| {
            panic!(
                "LLVM 19's {} (install libmlir-19-dev): {e}",
                installed.display()
            )
        });
        let ours = read(&Path::new(crate_dir).join("upstream").join(f.name));
        if f.excerpt {
            // Whole lines: the excerpt starts and ends at line ends.
            let whole = format!("\n{theirs}");
            assert!(
                ours.ends_with('\n') && whole.contains(&format!("\n{ours}")),
                "upstream/{} is not a run of lines of LLVM 19's",
                f.name
            );
            continue;
        }
        assert!(ours == theirs, "upstream/{} differs from LLVM 19's", f.name);
    }
}

/// The two tests of a port's `tests/upstream.rs`: `upstream_diff_is_current`
/// and, with the crate's `conformance` feature, `pristine_copies_are_llvm_19s`.
#[macro_export]
macro_rules! port_tests {
    ($files:expr) => {
        #[test]
        fn upstream_diff_is_current() {
            $crate::assert_diff_current(env!("CARGO_MANIFEST_DIR"), $files);
        }

        #[cfg(feature = "conformance")]
        #[test]
        fn pristine_copies_are_llvm_19s() {
            $crate::assert_pristine(env!("CARGO_MANIFEST_DIR"), $files);
        }
    };
}

/// Runs the `mlir-opt` driver in process on `<dir>/<name>.mlir` with
/// `flags`, the dialects registered by `register`, and compares its
/// standard error, standard output and status with `mlir-opt` 19's, stored
/// as `<dir>/<golden>.stderr` and `.stdout` (a port's tests of what
/// upstream's own test files leave out).
pub fn check_against_mlir_opt(
    dir: &Path,
    name: &str,
    golden: &str,
    flags: &[&str],
    expect_ok: bool,
    register: &(dyn Fn(&mut ir::Context) + Sync),
) {
    use ir::tools::opt_main::{parse_args, Command};
    let file = format!("{name}.mlir");
    let text = std::fs::read_to_string(dir.join(&file)).expect("input");
    let Ok(Command::Run(config)) = parse_args("t", flags) else {
        panic!("flags not taken: {flags:?}");
    };
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let ok = ir::tools::process_input(&config, &file, &text, register, &mut out, &mut err);
    let read =
        |ext: &str| std::fs::read_to_string(dir.join(format!("{golden}.{ext}"))).expect("golden");
    assert_eq!(
        String::from_utf8(err).unwrap(),
        read("stderr"),
        "{golden}: stderr"
    );
    assert_eq!(
        String::from_utf8(out).unwrap(),
        read("stdout"),
        "{golden}: stdout"
    );
    assert_eq!(ok, expect_ok, "{golden}: status");
}
