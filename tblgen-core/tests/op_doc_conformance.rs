//! Differential test of the Markdown backend against `mlir-tblgen` 19.
//!
//! For every `.td` under `/usr/lib/llvm-19/include/mlir` whose
//! `mlir-tblgen -gen-op-doc` output documents at least one op, compares our
//! `gen_op_doc` and `gen_dialect_doc` with `-gen-op-doc` and
//! `-gen-dialect-doc` byte for byte (same `-I` flags, including the file's
//! own directory). Where `mlir-tblgen -gen-dialect-doc` fails, ours must
//! fail too. Fails (never skips) when `mlir-tblgen` is missing.
//!
//! Run: `cargo test --profile verify -p tblgen-core --features conformance --test op_doc_conformance -- --nocapture`

mod upstream;

use std::path::{Path, PathBuf};
use tblgen_core::emit::docs::{
    gen_attrdef_doc, gen_dialect_doc, gen_interface_docs, gen_op_doc, gen_typedef_doc,
};
use tblgen_core::ods::InterfaceKind;
use tblgen_core::tablegen::{with_file, Options};
use upstream::{includes, mlir_corpus, mlir_tblgen, td_files, MLIR_INCLUDE};

/// `Some(stdout)` when mlir-tblgen succeeds, `None` when it fails.
fn oracle(action: &str, file: &Path) -> Option<String> {
    mlir_tblgen(action, file, &includes(file))
}

/// For a file that defines ops (its `-gen-op-doc` lists one), `mlir-tblgen
/// ACTION`'s output and the options to load the file ourselves.
fn op_file_oracle(action: &str, file: &Path) -> Option<(String, Options)> {
    let op_doc = oracle("-gen-op-doc", file)?;
    if !op_doc.lines().any(|l| l.starts_with("### `")) {
        return None;
    }
    let out = oracle(action, file)?;
    let opts = Options {
        include_dirs: includes(file),
        defines: Vec::new(),
        print_records: false,
        ..Default::default()
    };
    Some((out, opts))
}

/// Ours: `Err(load error)` when the TableGen front end rejects the file,
/// else the two backend results (`Err` = backend diagnostic).
type Ours = Result<(Result<String, String>, Result<String, String>), String>;

fn ours(file: &Path, incs: &[PathBuf]) -> Ours {
    let opts = Options {
        include_dirs: incs.to_vec(),
        defines: Vec::new(),
        print_records: false,
        ..Default::default()
    };
    with_file(file, &opts, |res| {
        let loaded = res.map_err(|e| e.render())?;
        let kp = &loaded.records;
        let op = gen_op_doc(kp).map_err(|d| kp.render(&d));
        let dialect = gen_dialect_doc(kp, None).map_err(|d| kp.render(&d));
        Ok((op, dialect))
    })
}

fn first_difference(expected: &str, actual: &str) -> String {
    let (e, a): (Vec<&str>, Vec<&str>) =
        (expected.split('\n').collect(), actual.split('\n').collect());
    for i in 0..e.len().max(a.len()) {
        let (x, y) = (e.get(i), a.get(i));
        if x != y {
            return format!(
                "line {}:\n      expected: {:?}\n      actual:   {:?}",
                i + 1,
                x.copied().unwrap_or("<end of output>"),
                y.copied().unwrap_or("<end of output>")
            );
        }
    }
    "outputs differ only in the final newline".into()
}

fn first_line(s: &str) -> &str {
    s.lines().next().unwrap_or("")
}

#[test]
fn op_and_dialect_docs_match_mlir_tblgen() {
    let files = mlir_corpus("docs");

    let (mut passed, mut failed) = (0usize, 0usize);
    let (mut load_failures, mut backend_failures) = (0usize, 0usize);
    let (mut expected_errors_matched, mut expected_errors_missed) = (0usize, 0usize);
    let mut report = Vec::new();
    let mut considered = 0usize;
    for file in &files {
        let Some(op_expected) = oracle("-gen-op-doc", file) else {
            continue;
        };
        if !op_expected.lines().any(|l| l.starts_with("### `")) {
            continue;
        }
        considered += 1;
        let dialect_expected = oracle("-gen-dialect-doc", file);
        let name = file
            .strip_prefix(MLIR_INCLUDE)
            .unwrap_or(file)
            .display()
            .to_string();
        let n_outputs = 1 + usize::from(dialect_expected.is_some());
        match ours(file, &includes(file)) {
            Err(load) => {
                failed += n_outputs;
                load_failures += n_outputs;
                if dialect_expected.is_none() {
                    expected_errors_matched += 1;
                }
                report.push(format!(
                    "{} (op-doc, dialect-doc): TableGen load error: {}",
                    name,
                    first_line(&load)
                ));
            }
            Ok((op, dialect)) => {
                for (what, expected, actual) in [
                    ("op-doc", Some(op_expected.clone()), op),
                    ("dialect-doc", dialect_expected.clone(), dialect),
                ] {
                    match (expected, actual) {
                        (Some(e), Ok(a)) if e == a => passed += 1,
                        (Some(e), Ok(a)) => {
                            failed += 1;
                            backend_failures += 1;
                            report.push(format!(
                                "{} ({}): {}",
                                name,
                                what,
                                first_difference(&e, &a)
                            ));
                        }
                        (Some(_), Err(d)) => {
                            failed += 1;
                            backend_failures += 1;
                            report.push(format!(
                                "{} ({}): we failed: {}",
                                name,
                                what,
                                first_line(&d)
                            ));
                        }
                        (None, Err(_)) => expected_errors_matched += 1,
                        (None, Ok(_)) => {
                            expected_errors_missed += 1;
                            report.push(format!(
                                "{} ({}): mlir-tblgen fails but we succeeded",
                                name, what
                            ));
                        }
                    }
                }
            }
        }
    }
    for r in &report {
        println!("FAIL {}", r);
    }
    println!(
        "files: {}; failures from TableGen load errors: {}, from the docs backend/model: {}; \
         dialect-doc errors reproduced: {}, not reproduced: {}",
        considered,
        load_failures,
        backend_failures,
        expected_errors_matched,
        expected_errors_missed
    );
    println!("op-doc conformance: {} passed, {} failed", passed, failed);
    assert!(considered > 0, "no upstream .td file with ops found");
    assert!(
        failed == 0 && expected_errors_missed == 0,
        "op-doc conformance failures (see above)"
    );
}

/// The model's predicate rendering against `mlir-tblgen -gen-op-defs`:
/// every operand, result, attribute, region and successor constraint of
/// every op must appear, with `$_self` substituted as upstream's static
/// verifiers do, as `!(condition)` in the generated C++.
#[test]
fn constraint_conditions_match_mlir_tblgen_op_defs() {
    use tblgen_core::ods::{fmt_placeholders, operators};
    let files = mlir_corpus("ODS model");
    let (mut found, mut missing, mut ops_read) = (0usize, 0usize, 0usize);
    let mut report = Vec::new();
    for file in &files {
        let Some((defs, opts)) = op_file_oracle("-gen-op-defs", file) else {
            continue;
        };
        let conds: Result<(usize, Vec<(String, String)>), String> = with_file(file, &opts, |res| {
            let loaded = res.map_err(|e| e.render())?;
            let kp = &loaded.records;
            let ops = operators(kp).map_err(|d| kp.render(&d))?;
            let mut out = Vec::new();
            for op in &ops {
                let mut push = |what: &str, cond: String, self_name: &str| {
                    if !cond.is_empty() {
                        out.push((
                            format!("{} {}", op.def_name, what),
                            fmt_placeholders(&cond, &[("_self", self_name)]),
                        ));
                    }
                };
                for o in op.operands.iter().chain(&op.results) {
                    push(&o.name, o.constraint.constraint.condition(), "type");
                }
                for a in op.native_attributes() {
                    push(&a.name, a.attr.constraint.condition(), "attr");
                }
                for r in &op.regions {
                    push(&r.name, r.constraint.condition(), "region");
                }
                for s in &op.successors {
                    push(&s.name, s.constraint.condition(), "successor");
                }
            }
            Ok((ops.len(), out))
        });
        let name = file
            .strip_prefix(MLIR_INCLUDE)
            .unwrap_or(file)
            .display()
            .to_string();
        match conds {
            Err(e) => {
                missing += 1;
                report.push(format!("{}: {}", name, first_line(&e)));
            }
            Ok((n, conds)) => {
                ops_read += n;
                for (what, c) in conds {
                    if defs.contains(&format!("!({})", c)) {
                        found += 1;
                    } else {
                        missing += 1;
                        if report.len() < 20 {
                            report.push(format!(
                                "{}: {}: condition not in -gen-op-defs output: {}",
                                name, what, c
                            ));
                        }
                    }
                }
            }
        }
    }
    for r in &report {
        println!("FAIL {}", r);
    }
    println!(
        "constraint conditions: {} ops read; {} found, {} missing",
        ops_read, found, missing
    );
    assert!(found > 0 && missing == 0);
}

/// Every documentation action we implement.
const ALL_ACTIONS: [&str; 7] = [
    "-gen-op-doc",
    "-gen-dialect-doc",
    "-gen-attrdef-doc",
    "-gen-typedef-doc",
    "-gen-op-interface-docs",
    "-gen-attr-interface-docs",
    "-gen-type-interface-docs",
];

/// Runs our backend for each action (`Err(load error)` when the file does
/// not load).
fn ours_for(
    file: &Path,
    incs: &[PathBuf],
    actions: &'static [&'static str],
) -> Result<Vec<Result<String, String>>, String> {
    let opts = Options {
        include_dirs: incs.to_vec(),
        defines: Vec::new(),
        print_records: false,
        ..Default::default()
    };
    with_file(file, &opts, move |res| {
        let loaded = res.map_err(|e| e.render())?;
        let kp = &loaded.records;
        Ok(actions
            .iter()
            .map(|a| {
                let out = match *a {
                    "-gen-op-doc" => gen_op_doc(kp),
                    "-gen-dialect-doc" => gen_dialect_doc(kp, None),
                    "-gen-attrdef-doc" => gen_attrdef_doc(kp),
                    "-gen-typedef-doc" => gen_typedef_doc(kp),
                    "-gen-op-interface-docs" => gen_interface_docs(kp, InterfaceKind::Op),
                    "-gen-attr-interface-docs" => gen_interface_docs(kp, InterfaceKind::Attr),
                    "-gen-type-interface-docs" => gen_interface_docs(kp, InterfaceKind::Type),
                    other => return Err(format!("unknown action {}", other)),
                };
                out.map_err(|d| kp.render(&d))
            })
            .collect())
    })
}

/// Counts of one differential run.
#[derive(Default)]
struct Tally {
    passed: usize,
    failed: usize,
    non_empty: usize,
    load_errors: usize,
}

/// Compares every action on `file`: identical output where mlir-tblgen
/// succeeds, a failure where it fails.
fn compare(
    file: &Path,
    name: &str,
    incs: &[PathBuf],
    actions: &'static [&'static str],
    t: &mut Tally,
) {
    let expected: Vec<Option<String>> =
        actions.iter().map(|a| mlir_tblgen(a, file, incs)).collect();
    let actual = ours_for(file, incs, actions).unwrap_or_else(|load| {
        t.load_errors += 1;
        actions.iter().map(|_| Err(load.clone())).collect()
    });
    for ((what, e), a) in actions.iter().zip(expected).zip(actual) {
        if e.as_deref()
            .is_some_and(|e| e.contains("\n### ") || e.contains("\n## "))
        {
            t.non_empty += 1;
        }
        match (e, a) {
            (Some(e), Ok(a)) if e == a => t.passed += 1,
            (None, Err(_)) => t.passed += 1,
            (Some(e), Ok(a)) => {
                t.failed += 1;
                println!("FAIL {} ({}): {}", name, what, first_difference(&e, &a));
            }
            (Some(_), Err(d)) => {
                t.failed += 1;
                println!("FAIL {} ({}): we failed: {}", name, what, first_line(&d));
            }
            (None, Ok(_)) => {
                t.failed += 1;
                println!(
                    "FAIL {} ({}): mlir-tblgen fails but we succeeded",
                    name, what
                );
            }
        }
    }
}

/// Every documentation action on inputs written against our own `td`
/// library: the library's own files (interfaces, ...), `td/tests/inputs`
/// and this crate's `tests/ods` fixtures, with `-I <td include dir> -I <file's dir>`.
#[test]
fn library_docs_match_mlir_tblgen() {
    upstream::require_mlir_tblgen("docs");
    let td_include = td::include_dir();
    let mut files = Vec::new();
    td_files(&td_include, &mut files);
    td_files(&td_include.join("../tests/inputs"), &mut files);
    td_files(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/ods"),
        &mut files,
    );
    files.sort();
    let mut t = Tally::default();
    for file in &files {
        let incs = vec![
            td_include.clone(),
            file.parent().unwrap_or(Path::new(".")).to_path_buf(),
        ];
        compare(
            file,
            &file.display().to_string(),
            &incs,
            &ALL_ACTIONS,
            &mut t,
        );
    }
    println!(
        "library docs conformance: {} passed, {} failed ({} files, {} non-empty outputs, {} files with TableGen load errors)",
        t.passed,
        t.failed,
        files.len(),
        t.non_empty,
        t.load_errors
    );
    assert!(t.passed > 0 && t.failed == 0);
}

/// `-gen-attrdef-doc`, `-gen-typedef-doc` and `-gen-{op,attr,type}-interface-docs`
/// on every upstream `.td` file: where mlir-tblgen succeeds our output must
/// be identical, where it fails we must fail.
#[test]
fn attr_type_and_interface_docs_match_mlir_tblgen() {
    static ACTIONS: [&str; 5] = [
        "-gen-attrdef-doc",
        "-gen-typedef-doc",
        "-gen-op-interface-docs",
        "-gen-attr-interface-docs",
        "-gen-type-interface-docs",
    ];
    let files = mlir_corpus("docs");
    let mut t = Tally::default();
    for file in &files {
        let name = file
            .strip_prefix(MLIR_INCLUDE)
            .unwrap_or(file)
            .display()
            .to_string();
        compare(file, &name, &includes(file), &ACTIONS, &mut t);
    }
    println!(
        "attr/type def and interface docs conformance: {} passed, {} failed \
         ({} files, {} non-empty outputs, {} files with TableGen load errors)",
        t.passed,
        t.failed,
        files.len(),
        t.non_empty,
        t.load_errors
    );
    assert!(t.passed > 0 && t.failed == 0);
}

/// The model's custom builders against `mlir-tblgen -gen-op-decls`: every
/// `OpBuilder<(ins ...)>` of every op appears as a `build` declaration with
/// the same parameter types, names and `CArg` defaults, in order.
#[test]
fn custom_builders_match_mlir_tblgen_op_decls() {
    use tblgen_core::ods::operators;
    let files = mlir_corpus("ODS model");
    let (mut found, mut dropped, mut missing) = (0usize, 0usize, 0usize);
    for file in &files {
        let Some((decls, opts)) = op_file_oracle("-gen-op-decls", file) else {
            continue;
        };
        // (op, signature, subsumed): a builder whose parameter types are a
        // prefix of another builder's, the rest of which have defaults, is
        // dropped by upstream (the call would be ambiguous).
        type Sig = (String, String, bool);
        let sigs: Result<Vec<Sig>, String> = with_file(file, &opts, |res| {
            let loaded = res.map_err(|e| e.render())?;
            let kp = &loaded.records;
            let ops = operators(kp).map_err(|d| kp.render(&d))?;
            let mut out = Vec::new();
            for op in &ops {
                for b in &op.builders {
                    let mut sig = String::from("::mlir::OperationState &odsState");
                    for (i, p) in b.params.iter().enumerate() {
                        sig.push_str(", ");
                        // Upstream prints the type as written, then a space
                        // unless it ends in `*` or `&`.
                        sig.push_str(&p.ty);
                        if !p.ty.ends_with(['*', '&']) {
                            sig.push(' ');
                        }
                        match &p.name {
                            Some(n) => sig.push_str(n),
                            None => sig.push_str(&format!("odsArg{}", i)),
                        }
                        if let Some(d) = &p.default_value {
                            sig.push_str(" = ");
                            sig.push_str(d);
                        }
                    }
                    sig.push_str(");");
                    let subsumed = op.builders.iter().any(|o| {
                        o.params.len() > b.params.len()
                            && o.params
                                .iter()
                                .zip(&b.params)
                                .all(|(x, y)| x.ty.trim() == y.ty.trim())
                            && o.params[b.params.len()..]
                                .iter()
                                .all(|x| x.default_value.is_some())
                    });
                    out.push((op.def_name.to_string(), sig, subsumed));
                }
            }
            Ok(out)
        });
        let name = file
            .strip_prefix(MLIR_INCLUDE)
            .unwrap_or(file)
            .display()
            .to_string();
        match sigs {
            Err(e) => {
                missing += 1;
                println!("FAIL {}: {}", name, first_line(&e));
            }
            Ok(sigs) => {
                for (op, sig, subsumed) in sigs {
                    match (decls.contains(&sig), subsumed) {
                        (true, false) => found += 1,
                        (false, true) => dropped += 1,
                        (true, true) => {
                            missing += 1;
                            println!(
                                "FAIL {}: {}: subsumed builder kept upstream: {}",
                                name, op, sig
                            );
                        }
                        (false, false) => {
                            missing += 1;
                            println!(
                                "FAIL {}: {}: no build declaration ending with {}",
                                name, op, sig
                            );
                        }
                    }
                }
            }
        }
    }
    println!(
        "custom builders: {} found, {} dropped as subsumed (like upstream), {} missing",
        found, dropped, missing
    );
    assert!(found > 0 && missing == 0);
}

/// LLVM's `convertToCamelFromSnakeCase(name, /*capitalizeFirst=*/true)`.
fn camel(name: &str) -> String {
    let c: Vec<char> = name.chars().collect();
    let mut out = String::new();
    let Some(first) = c.first() else { return out };
    out.push(first.to_ascii_uppercase());
    let mut i = 1;
    while i < c.len() {
        if c[i] == '_' && i + 1 < c.len() && c[i + 1].is_ascii_lowercase() {
            out.push(c[i + 1].to_ascii_uppercase());
            i += 2;
        } else {
            out.push(c[i]);
            i += 1;
        }
    }
    out
}

/// The model's attribute storage types against `mlir-tblgen -gen-op-decls`:
/// every native attribute of every op has a `<storageType> get<Name>Attr()`
/// accessor there.
#[test]
fn attribute_storage_types_match_mlir_tblgen_op_decls() {
    use tblgen_core::ods::operators;
    let files = mlir_corpus("ODS model");
    let (mut found, mut missing) = (0usize, 0usize);
    for file in &files {
        let Some((decls, opts)) = op_file_oracle("-gen-op-decls", file) else {
            continue;
        };
        let accessors: Result<Vec<(String, String)>, String> = with_file(file, &opts, |res| {
            let loaded = res.map_err(|e| e.render())?;
            let kp = &loaded.records;
            let ops = operators(kp).map_err(|d| kp.render(&d))?;
            Ok(ops
                .iter()
                .flat_map(|op| {
                    op.native_attributes().iter().map(move |a| {
                        (
                            op.def_name.to_string(),
                            format!("{} get{}Attr()", a.attr.storage_type, camel(&a.name)),
                        )
                    })
                })
                .collect())
        });
        let name = file
            .strip_prefix(MLIR_INCLUDE)
            .unwrap_or(file)
            .display()
            .to_string();
        match accessors {
            Err(e) => {
                missing += 1;
                println!("FAIL {}: {}", name, first_line(&e));
            }
            Ok(list) => {
                for (op, acc) in list {
                    if decls.contains(&acc) {
                        found += 1;
                    } else {
                        missing += 1;
                        if missing < 20 {
                            println!("FAIL {}: {}: no accessor {}", name, op, acc);
                        }
                    }
                }
            }
        }
    }
    println!("attribute accessors: {} found, {} missing", found, missing);
    assert!(found > 0 && missing == 0);
}
