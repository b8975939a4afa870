//! Conformance of the `.td` library with LLVM 19's `llvm-tblgen` and with
//! upstream MLIR's library (feature `conformance`; needs
//! /usr/lib/llvm-19/bin/llvm-tblgen and fails without it).
//!
//! * every file of the library, the Toy chapter 2 port and the manual
//!   examples evaluate with `llvm-tblgen --print-records`;
//! * "same interface": every class and named def of upstream's library
//!   exists in ours with the same template arguments (names and types, in
//!   order) and the same fields (names and types); values may differ.

mod support;

use std::path::{Path, PathBuf};
use support::records::{self, Record, RecordSet};

/// The library files compared with their upstream namesakes.
const COMPARED_FILES: &[&str] = &[
    "mlir/IR/OpBase.td",
    "mlir/IR/DialectBase.td",
    "mlir/IR/Constraints.td",
    "mlir/IR/CommonTypeConstraints.td",
    "mlir/IR/CommonAttrConstraints.td",
    "mlir/IR/Traits.td",
    "mlir/IR/Interfaces.td",
    "mlir/IR/Properties.td",
    "mlir/IR/EnumAttr.td",
    "mlir/IR/AttrTypeBase.td",
    "mlir/IR/Utils.td",
    "mlir/IR/OpAsmInterface.td",
    "mlir/IR/SymbolInterfaces.td",
    "mlir/IR/PatternBase.td",
    "mlir/IR/RegionKindInterface.td",
    "mlir/Interfaces/SideEffectInterfaceBase.td",
    "mlir/Interfaces/SideEffectInterfaces.td",
    "mlir/Interfaces/InferTypeOpInterface.td",
    "mlir/Interfaces/CallInterfaces.td",
    "mlir/Interfaces/CastInterfaces.td",
    "mlir/Interfaces/ControlFlowInterfaces.td",
    "mlir/Interfaces/FunctionInterfaces.td",
];

/// Upstream names deliberately absent or different in ours. Each entry is
/// `(record name, field or argument name or "*" for the whole record,
/// reason)`, and also covers every record deriving from the named one.
/// Keep this list short: it is the whole of our divergence.
const ALLOWED_DIFFERENCES: &[(&str, &str, &str)] = &[
    // The modern ODS manual (newer than LLVM 19) documents properties with
    // constraints (`ConfinedProp`), wrappers (`OptionalProp`,
    // `DefaultValuedProp`) and a storage-typed default; LLVM 19's
    // `Property` lacks the fields these need.
    (
        "Property",
        "predicate",
        "property constraints (ConfinedProp)",
    ),
    ("Property", "baseProperty", "the property a wrapper wraps"),
    (
        "Property",
        "storageTypeValueOverride",
        "DefaultValuedProp's storage-typed default",
    ),
];

fn tmp_file(name: &str, text: &str) -> PathBuf {
    let path = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    std::fs::write(&path, text).unwrap_or_else(|e| panic!("writing {}: {e}", path.display()));
    path
}

/// Whether the difference `member` of record `name` (deriving from
/// `supers`) is in `ALLOWED_DIFFERENCES`.
fn allowed(name: &str, supers: &[String], member: &str) -> bool {
    ALLOWED_DIFFERENCES.iter().any(|(n, m, _)| {
        (*n == name || supers.iter().any(|s| s == n)) && (*m == member || *m == "*")
    })
}

#[test]
fn every_library_file_evaluates() {
    let inc = support::our_include();
    let files = support::td_files(&inc);
    assert!(files.len() >= 20, "only {} files", files.len());
    let mut failures = Vec::new();
    for f in &files {
        if let Err(e) = support::print_records(&inc.join(f), &[&inc]) {
            failures.push(format!("{}:\n{e}", f.display()));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

fn evaluate_input(name: &str) -> RecordSet {
    let inc = support::our_include();
    let file = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/inputs")
        .join(name);
    let text = support::print_records(&file, &[&inc]).unwrap_or_else(|e| panic!("{name}:\n{e}"));
    records::parse(&text).unwrap_or_else(|e| panic!("{name}: {e}"))
}

#[test]
fn toy_ops_evaluate() {
    let set = evaluate_input("toy_ops.td");
    for op in [
        "ConstantOp",
        "AddOp",
        "GenericCallOp",
        "MulOp",
        "PrintOp",
        "ReshapeOp",
        "ReturnOp",
        "TransposeOp",
        "FuncOp",
        "Toy_Dialect",
    ] {
        assert!(set.defs.contains_key(op), "toy_ops.td lacks {op}");
    }
}

#[test]
fn manual_examples_evaluate() {
    let set = evaluate_input("manual_examples.td");
    assert!(set.defs.len() > 300, "{} defs", set.defs.len());
}

fn compare_args(name: &str, up: &Record, ours: &Record, diffs: &mut Vec<String>) -> bool {
    if up.args == ours.args || allowed(name, &up.superclasses, "<args>") {
        return true;
    }
    let show = |r: &Record| {
        r.args
            .iter()
            .map(|(n, t)| format!("{t} {n}"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    diffs.push(format!(
        "class {name}: template arguments differ\n    upstream: <{}>\n    ours:     <{}>",
        show(up),
        show(ours)
    ));
    false
}

fn compare_fields(
    kind: &str,
    name: &str,
    up: &Record,
    ours: &Record,
    diffs: &mut Vec<String>,
) -> bool {
    let mut ok = true;
    for (f, ty) in &up.fields {
        match ours.fields.iter().find(|(g, _)| g == f) {
            None if !allowed(name, &up.superclasses, f) => {
                diffs.push(format!("{kind} {name}: missing field `{ty} {f}`"));
                ok = false;
            }
            Some((_, t)) if t != ty && !allowed(name, &up.superclasses, f) => {
                diffs.push(format!(
                    "{kind} {name}: field `{f}` is `{t}`, upstream `{ty}`"
                ));
                ok = false;
            }
            _ => {}
        }
    }
    for (f, _) in &ours.fields {
        if !up.fields.iter().any(|(g, _)| g == f) && !allowed(name, &ours.superclasses, f) {
            diffs.push(format!("{kind} {name}: extra field `{f}`"));
            ok = false;
        }
    }
    ok
}

/// Both record sets of the compared files: (upstream, ours).
fn both_record_sets() -> (RecordSet, RecordSet) {
    let includes: String = COMPARED_FILES
        .iter()
        .map(|f| format!("include \"{f}\"\n"))
        .collect();
    let file = tmp_file("td_interface_conformance.td", &includes);
    let upstream_inc = PathBuf::from(support::UPSTREAM_INCLUDE);
    let ours_inc = support::our_include();
    let up_text = support::print_records(&file, &[&upstream_inc]).expect("upstream evaluates");
    let our_text = support::print_records(&file, &[&ours_inc])
        .unwrap_or_else(|e| panic!("our library does not evaluate:\n{e}"));
    let up = records::parse(&up_text).expect("upstream records parse");
    let ours = records::parse(&our_text).expect("our records parse");
    (up, ours)
}

#[test]
fn allowed_differences_are_real() {
    let (up, ours) = both_record_sets();
    for (name, member, why) in ALLOWED_DIFFERENCES {
        let u = up.classes.get(*name).or(up.defs.get(*name));
        let o = ours.classes.get(*name).or(ours.defs.get(*name));
        let real = match (u, o, *member) {
            (Some(_), None, "*") => true,
            (Some(u), Some(o), m) => {
                let has = |r: &Record| r.fields.iter().any(|(f, _)| f == m);
                has(u) != has(o)
            }
            _ => false,
        };
        assert!(real, "stale allowance ({name}, {member}): {why}");
    }
}

#[test]
fn same_interface_as_upstream() {
    let (up, ours) = both_record_sets();
    assert!(
        up.classes.len() > 300,
        "upstream has {} classes",
        up.classes.len()
    );

    let (mut passed, mut failed) = (0usize, 0usize);
    let mut diffs = Vec::new();
    for (name, rec) in &up.classes {
        let ok = match ours.classes.get(name) {
            None if allowed(name, &rec.superclasses, "*") => true,
            None => {
                diffs.push(format!("class {name}: missing"));
                false
            }
            Some(o) => {
                let a = compare_args(name, rec, o, &mut diffs);
                compare_fields("class", name, rec, o, &mut diffs) && a
            }
        };
        if ok {
            passed += 1;
        } else {
            failed += 1;
        }
    }
    for (name, rec) in &up.defs {
        let ok = match ours.defs.get(name) {
            None if allowed(name, &rec.superclasses, "*") => true,
            None => {
                diffs.push(format!("def {name}: missing"));
                false
            }
            Some(o) => compare_fields("def", name, rec, o, &mut diffs),
        };
        if ok {
            passed += 1;
        } else {
            failed += 1;
        }
    }
    for d in &diffs {
        println!("  {d}");
    }
    println!(
        "compared {} upstream classes and {} named defs",
        up.classes.len(),
        up.defs.len()
    );
    println!("td interface conformance: {passed} passed, {failed} failed");
    assert_eq!(failed, 0, "{}", diffs.join("\n"));
}
