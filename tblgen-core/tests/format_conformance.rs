//! Conformance of the assembly-format parser and validator over upstream MLIR.
//!
//! For every `.td` under `/usr/lib/llvm-19/include/mlir` that
//! `mlir-tblgen -gen-op-defs` accepts, loads the file with our TableGen and
//! parses and validates every op's `assemblyFormat`; all must be accepted.
//! Fails (never skips) when `mlir-tblgen` is missing.
//!
//! It also generates the Rust printer and parser of every accepted format
//! (reporting how many get hooks and why the others keep the generic form)
//! and checks that all the generated code parses as Rust with `rustfmt`
//! (the `.td` files' C++ snippets — builder calls, type transformers,
//! default values — are replaced by a Rust placeholder first, since only the
//! generator's own syntax is under test). Fails when `rustfmt` is missing.
//!
//! Run: `cargo test --profile verify -p tblgen-core --features conformance --test format_conformance -- --nocapture`

use std::collections::HashSet;
mod upstream;

use std::path::Path;
use tblgen_core::emit::format::emit_format_hooks;
use tblgen_core::format::{op_format, Format, TypeResolution};
use tblgen_core::ods::operators;
use tblgen_core::tablegen::{with_file, Options};
use upstream::{includes, mlir_corpus, mlir_tblgen};

/// Whether mlir-tblgen -gen-op-defs accepts the file and it defines ops.
fn oracle_accepts(file: &Path) -> bool {
    mlir_tblgen("-gen-op-defs", file, &includes(file)).is_some_and(|o| o.contains("GET_OP_CLASSES"))
}

/// `op` and `format` with their C++ snippets replaced by Rust placeholders.
fn rust_only(op: &tblgen_core::ods::Operator, f: &Format) -> (tblgen_core::ods::Operator, Format) {
    const PLACEHOLDER: &str = "__cpp_snippet()";
    let mut op = op.clone();
    for a in &mut op.attributes {
        if a.attr.default_value.is_some() {
            a.attr.default_value = Some(PLACEHOLDER.into());
        }
        a.attr.convert_from_storage = "$_self".into();
    }
    let mut f = f.clone();
    for t in f.operand_types.iter_mut().chain(f.result_types.iter_mut()) {
        match t {
            TypeResolution::Builder(b) => *b = PLACEHOLDER.to_string(),
            TypeResolution::Resolver {
                transformer: Some(t),
                ..
            } => *t = PLACEHOLDER.to_string(),
            _ => {}
        }
    }
    for t in f.attr_value_types.iter_mut().flatten() {
        *t = PLACEHOLDER.to_string();
    }
    (op, f)
}

/// What one file contributes.
struct FileResult {
    passed: usize,
    failed: Vec<String>,
    generated: usize,
    /// `(def name, reason)` of formats that keep the generic form.
    unsupported: Vec<(String, String)>,
    /// The generated code (snippets replaced), for the syntax check.
    code: String,
}

/// (passed, failures) for one file, skipping ops already checked through
/// another file (keyed by defining file and def name); `Err` = the file did
/// not load.
fn check_file(file: &Path, seen: &mut HashSet<String>) -> Result<FileResult, String> {
    let already = seen.clone();
    let opts = Options {
        include_dirs: includes(file),
        defines: Vec::new(),
        print_records: false,
        ..Default::default()
    };
    with_file(file, &opts, move |res| {
        let mut local: Vec<String> = Vec::new();
        let loaded = res.map_err(|e| e.render())?;
        let kp = &loaded.records;
        let ops = operators(kp).map_err(|d| kp.render(&d))?;
        let mut r = FileResult {
            passed: 0,
            failed: Vec::new(),
            generated: 0,
            unsupported: Vec::new(),
            code: String::new(),
        };
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
                    r.passed += 1;
                    let (rop, rf) = rust_only(op, &f);
                    let stem = format!("op{}", local.len());
                    match emit_format_hooks(&rop, &rf, &stem) {
                        Ok(h) => {
                            r.generated += 1;
                            r.code.push_str(&format!("// {}\n", op.def_name));
                            r.code.push_str(&h.code);
                        }
                        Err(why) => r.unsupported.push((op.def_name.to_string(), why.0)),
                    }
                }
                Ok(None) => {}
                Err(d) => r.failed.push(format!("{}: {}", op.def_name, kp.render(&d))),
            }
        }
        Ok::<(FileResult, Vec<String>), String>((r, local))
    })
    .map(|(r, keys)| {
        seen.extend(keys);
        r
    })
}

/// Runs `rustfmt` on `code` (one module per file); `Err` with its
/// diagnostics when the code does not parse.
fn rustfmt_parses(code: &str, name: &str) -> Result<(), String> {
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let path = dir.path().join(format!("{name}.rs"));
    std::fs::write(&path, code).map_err(|e| e.to_string())?;
    let out = std::process::Command::new("rustfmt")
        .args(["--edition", "2021", "--emit", "stdout"])
        .arg(&path)
        .output()
        .map_err(|e| format!("cannot run rustfmt: {e}"))?;
    if out.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

#[test]
fn upstream_assembly_formats_are_accepted() {
    let files = mlir_corpus("assembly-format");
    let (mut passed, mut failed, mut nfiles) = (0usize, 0usize, 0usize);
    let mut generated = 0usize;
    let mut unsupported = std::collections::BTreeMap::new();
    let mut report = Vec::new();
    let mut seen = HashSet::new();
    let mut syntax_errors: Vec<String> = Vec::new();
    for file in &files {
        if !oracle_accepts(file) {
            continue;
        }
        match check_file(file, &mut seen) {
            Ok(r) => {
                generated += r.generated;
                for (def, why) in r.unsupported {
                    eprintln!("  generic form: {} ({})", def, why);
                    *unsupported.entry(why).or_insert(0usize) += 1;
                }
                if r.passed + r.failed.len() > 0 {
                    nfiles += 1;
                }
                passed += r.passed;
                failed += r.failed.len();
                for m in r.failed {
                    report.push(format!("{}: {}", file.display(), m));
                }
                if !r.code.is_empty() {
                    let name = file
                        .file_stem()
                        .map(|s| s.to_string_lossy().into_owned())
                        .unwrap_or_default();
                    if let Err(e) = rustfmt_parses(&r.code, &name) {
                        syntax_errors.push(format!("{}: {}", file.display(), e));
                    }
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
    for e in &syntax_errors {
        eprintln!("GENERATED CODE DOES NOT PARSE: {}", e);
    }
    eprintln!(
        "generated hooks parse as Rust (rustfmt): {} files with errors",
        syntax_errors.len()
    );
    assert!(passed > 1000, "too few formats checked: {}", passed);
    assert!(syntax_errors.is_empty(), "generated code does not parse");
    assert_eq!(failed, 0, "{} formats rejected", failed);
}
