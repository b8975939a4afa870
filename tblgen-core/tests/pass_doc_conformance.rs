//! Differential test of the pass documentation backend against
//! `mlir-tblgen -gen-pass-doc` 19.
//!
//! For every `.td` under `/usr/lib/llvm-19/include/mlir` whose
//! `-gen-pass-doc` output documents at least one pass, compares our
//! `gen_pass_doc` byte for byte (same `-I` flags, including the file's own
//! directory). Fails (never skips) when `mlir-tblgen` is missing.
//!
//! Run: `cargo test --profile verify -p tblgen-core --features conformance --test pass_doc_conformance -- --nocapture`

mod upstream;

use std::path::Path;
use tblgen_core::emit::docs::gen_pass_doc;
use tblgen_core::tablegen::{with_file, Options};
use upstream::{includes, mlir_corpus, mlir_tblgen, MLIR_INCLUDE};

fn ours(file: &Path) -> Result<String, String> {
    let opts = Options {
        include_dirs: includes(file),
        defines: Vec::new(),
        print_records: false,
    };
    with_file(file, &opts, |res| {
        let loaded = res.map_err(|e| e.render())?;
        gen_pass_doc(&loaded.records).map_err(|d| loaded.records.render(&d))
    })
}

fn first_difference(expected: &str, actual: &str) -> String {
    let (e, a): (Vec<&str>, Vec<&str>) =
        (expected.split('\n').collect(), actual.split('\n').collect());
    for i in 0..e.len().max(a.len()) {
        if e.get(i) != a.get(i) {
            return format!(
                "line {}:\n      expected: {:?}\n      actual:   {:?}",
                i + 1,
                e.get(i).copied().unwrap_or("<end of output>"),
                a.get(i).copied().unwrap_or("<end of output>")
            );
        }
    }
    "outputs differ only in the final newline".into()
}

#[test]
fn pass_docs_match_mlir_tblgen() {
    let files = mlir_corpus("pass docs");
    let (mut passed, mut passes) = (0usize, 0usize);
    let mut report = Vec::new();
    for file in &files {
        let Some(expected) = mlir_tblgen("-gen-pass-doc", file, &includes(file)) else {
            continue;
        };
        let documented = expected.lines().filter(|l| l.starts_with("### `-")).count();
        if documented == 0 {
            continue;
        }
        let name = file.strip_prefix(MLIR_INCLUDE).unwrap_or(file).display();
        match ours(file) {
            Ok(actual) if actual == expected => {
                passed += 1;
                passes += documented;
            }
            Ok(actual) => report.push(format!(
                "{}: {}",
                name,
                first_difference(&expected, &actual)
            )),
            Err(e) => report.push(format!(
                "{}: error: {}",
                name,
                e.lines().next().unwrap_or("")
            )),
        }
    }
    let total = passed + report.len();
    println!("pass docs: {passed}/{total} files byte-identical ({passes} passes)");
    assert!(
        total >= 30,
        "only {total} pass files found under {MLIR_INCLUDE}"
    );
    assert!(report.is_empty(), "{}", report.join("\n"));
}
