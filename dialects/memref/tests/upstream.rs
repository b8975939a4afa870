//! The port's record of itself: `upstream.diff` is every change made to
//! the pristine upstream `.td` files in `upstream/` (and is current), and
//! with the `conformance` feature those copies are LLVM 19's own.
//!
//! `UPSTREAM_DIFF_BLESS=1 cargo test -p dialect-memref --test upstream`
//! rewrites `upstream.diff` after a reviewed change.

use std::path::Path;

/// The upstream files the port keeps, in `include/mlir/Dialect/MemRef/IR/`.
const FILES: &[&str] = &["MemRefBase.td", "MemRefOps.td"];

const IR_DIR: &str = "include/mlir/Dialect/MemRef/IR";

fn read(rel: &str) -> String {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join(rel);
    std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

/// The unified diff of every pristine copy against the port's file.
fn diff() -> String {
    let mut out = String::new();
    for f in FILES {
        let (a, b) = (
            read(&format!("upstream/{f}")),
            read(&format!("{IR_DIR}/{f}")),
        );
        let d = similar::TextDiff::from_lines(&a, &b);
        out.push_str(
            &d.unified_diff()
                .context_radius(3)
                .header(&format!("upstream/{f}"), &format!("{IR_DIR}/{f}"))
                .to_string(),
        );
    }
    out
}

#[test]
fn upstream_diff_is_current() {
    let now = diff();
    if std::env::var_os("UPSTREAM_DIFF_BLESS").is_some() {
        let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("upstream.diff");
        std::fs::write(p, &now).expect("write upstream.diff");
    }
    assert!(
        read("upstream.diff") == now,
        "upstream.diff is not the diff of upstream/ against {IR_DIR}: rerun with UPSTREAM_DIFF_BLESS=1 after reviewing"
    );
}

#[cfg(feature = "conformance")]
#[test]
fn pristine_copies_are_llvm_19s() {
    let installed = Path::new("/usr/lib/llvm-19/include/mlir/Dialect/MemRef/IR");
    for f in FILES {
        let theirs = std::fs::read_to_string(installed.join(f))
            .unwrap_or_else(|e| panic!("LLVM 19's {f} (install libmlir-19-dev): {e}"));
        assert_eq!(read(&format!("upstream/{f}")), theirs, "{f}");
    }
}
