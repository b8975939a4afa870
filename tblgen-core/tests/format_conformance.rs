//! Conformance of the assembly-format parser and validator over upstream MLIR.
//!
//! For every `.td` under `/usr/lib/llvm-19/include/mlir` that
//! `mlir-tblgen -gen-op-defs` accepts, loads the file with our TableGen and
//! parses and validates every op's `assemblyFormat`; all must be accepted.
//! Fails (never skips) when `mlir-tblgen` is missing.
//!
//! Run: `cargo test --release -p tblgen-core --features conformance --test format_conformance -- --nocapture`

use std::collections::HashSet;
mod upstream;

use std::path::Path;
use tblgen_core::emit::format::emit_format_hooks;
use tblgen_core::format::op_format;
use tblgen_core::ods::operators;
use tblgen_core::tablegen::{with_file, Options};
use upstream::{includes, mlir_corpus, mlir_tblgen};

/// Whether mlir-tblgen -gen-op-defs accepts the file and it defines ops.
fn oracle_accepts(file: &Path) -> bool {
    mlir_tblgen("-gen-op-defs", file, &includes(file)).is_some_and(|o| o.contains("GET_OP_CLASSES"))
}

/// (passed, failures) for one file, skipping ops already checked through
/// another file (keyed by defining file and def name); `Err` = the file did
/// not load.
fn check_file(
    file: &Path,
    seen: &mut HashSet<String>,
) -> Result<(usize, Vec<String>, usize, Vec<String>), String> {
    let already = seen.clone();
    let opts = Options {
        include_dirs: includes(file),
        defines: Vec::new(),
    };
    with_file(file, &opts, move |res| {
        let mut local: Vec<String> = Vec::new();
        let loaded = res.map_err(|e| e.render())?;
        let kp = &loaded.records;
        let ops = operators(kp).map_err(|d| kp.render(&d))?;
        type Checked = (usize, Vec<String>, Vec<String>, usize, Vec<String>);
        let (mut passed, mut failed, mut generated) = (0usize, Vec::new(), 0usize);
        let mut reasons: Vec<String> = Vec::new();
        for op in &ops {
            if op.assembly_format.is_none() {
                continue;
            }
            let key = format!(
                "{}:{}",
                kp.sources().file(op.loc.file).path.display(),
                op.def_name
            );
            if already.contains(&key) {
                continue;
            }
            local.push(key);
            match op_format(kp, op) {
                Ok(Some(f)) => {
                    passed += 1;
                    match emit_format_hooks(op, &f, "op") {
                        Ok(_) => generated += 1,
                        Err(why) => reasons.push(why.0),
                    }
                }
                Ok(None) => {}
                Err(d) => failed.push(format!("{}: {}", op.def_name, kp.render(&d))),
            }
        }
        Ok::<Checked, String>((passed, failed, local, generated, reasons))
    })
    .map(|(p, f, keys, g, r)| {
        seen.extend(keys);
        (p, f, g, r)
    })
}

#[test]
fn upstream_assembly_formats_are_accepted() {
    let files = mlir_corpus("assembly-format");
    let (mut passed, mut failed, mut nfiles) = (0usize, 0usize, 0usize);
    let mut generated = 0usize;
    let mut unsupported = std::collections::BTreeMap::new();
    let mut report = Vec::new();
    let mut seen = HashSet::new();
    for file in &files {
        if !oracle_accepts(file) {
            continue;
        }
        match check_file(file, &mut seen) {
            Ok((p, f, g, r)) => {
                generated += g;
                for why in r {
                    *unsupported.entry(why).or_insert(0usize) += 1;
                }
                if p + f.len() > 0 {
                    nfiles += 1;
                }
                passed += p;
                failed += f.len();
                for m in f {
                    report.push(format!("{}: {}", file.display(), m));
                }
            }
            Err(e) => {
                failed += 1;
                report.push(format!("{}: load failed: {}", file.display(), e));
            }
        }
    }
    for r in &report {
        eprintln!("FAIL {}", r);
    }
    eprintln!(
        "assembly-format conformance: {} passed, {} failed ({} files with formats)",
        passed, failed, nfiles
    );
    eprintln!(
        "assembly-format code generation: {} of {} formats get a generated printer and parser",
        generated, passed
    );
    for (why, n) in &unsupported {
        eprintln!("  generic form only: {:4} ({})", n, why);
    }
    assert!(passed > 1000, "too few formats checked: {}", passed);
    assert_eq!(failed, 0, "{} formats rejected", failed);
}
