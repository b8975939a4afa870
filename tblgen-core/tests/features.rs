//! Language features and bang operators, one `.td` snippet per group under
//! `tests/features/`, checked against reviewed `--print-records` output of
//! LLVM 19's `llvm-tblgen` stored next to it (`.expected`). The
//! `conformance` feature re-checks those files against the oracle itself.

use std::path::{Path, PathBuf};
use tblgen_core::tablegen::{self, Options};

fn features_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/features")
}

/// Options used for a snippet (the include/preprocessor one needs `-I`/`-D`).
fn options_for(name: &str) -> Options {
    let mut o = Options::default();
    if name == "include_pp.td" {
        o.include_dirs.push(features_dir().join("inc"));
        o.defines.push("FROM_CMDLINE".into());
    }
    o
}

fn check(name: &str) {
    let path = features_dir().join(name);
    let expected =
        std::fs::read_to_string(path.with_extension("expected")).expect("expected output");
    let got = tablegen::with_file(&path, &options_for(name), |r| match r {
        Ok(l) => Ok(l.records.print_records()),
        Err(d) => Err(d.render()),
    });
    match got {
        Ok(text) => {
            if text != expected {
                let first = text
                    .lines()
                    .zip(expected.lines())
                    .enumerate()
                    .find(|(_, (a, b))| a != b)
                    .map(|(i, (a, b))| format!("line {}: got `{}`, expected `{}`", i + 1, a, b))
                    .unwrap_or_else(|| "outputs differ in length".into());
                panic!("{}: output differs from llvm-tblgen: {}", name, first);
            }
        }
        Err(e) => panic!("{} failed:\n{}", name, e),
    }
}

#[test]
fn classes_template_args_defaults_anonymous_instances() {
    check("classes.td");
}

#[test]
fn let_in_bodies_and_blocks() {
    check("lets.td");
}

#[test]
fn multiclass_defm_nested_name() {
    check("multiclass.td");
}

#[test]
fn foreach_defvar_defset_if() {
    check("foreach.td");
}

#[test]
fn value_forms() {
    check("values.td");
}

#[test]
fn template_with_more_than_64_arguments() {
    check("many_targs.td");
}

#[test]
fn arithmetic_logic_comparison_operators() {
    check("bang1.td");
}

#[test]
fn string_and_list_operators() {
    check("bang2.td");
}

#[test]
fn dag_and_record_operators() {
    check("bang3.td");
}

#[test]
fn assert_and_dump() {
    check("asserts.td");
}

#[test]
fn include_and_preprocessor() {
    check("include_pp.td");
}

/// Every bang operator LLVM 19 knows appears in some snippet.
#[test]
fn every_bang_operator_is_covered() {
    const OPS: &[&str] = &[
        "add",
        "and",
        "cast",
        "con",
        "cond",
        "dag",
        "div",
        "empty",
        "eq",
        "exists",
        "filter",
        "find",
        "foldl",
        "foreach",
        "ge",
        "getdagarg",
        "getdagname",
        "getdagop",
        "gt",
        "head",
        "if",
        "interleave",
        "isa",
        "le",
        "listconcat",
        "listremove",
        "listsplat",
        "logtwo",
        "lt",
        "mul",
        "ne",
        "not",
        "or",
        "range",
        "repr",
        "setdagarg",
        "setdagname",
        "setdagop",
        "shl",
        "size",
        "sra",
        "srl",
        "strconcat",
        "sub",
        "subst",
        "substr",
        "tail",
        "tolower",
        "toupper",
        "xor",
    ];
    let mut all = String::new();
    for e in std::fs::read_dir(features_dir())
        .expect("features dir")
        .flatten()
    {
        if e.path().extension().is_some_and(|x| x == "td") {
            all.push_str(&std::fs::read_to_string(e.path()).expect("read"));
        }
    }
    let missing: Vec<&&str> = OPS
        .iter()
        .filter(|op| !all.contains(&format!("!{}(", op)) && !all.contains(&format!("!{}<", op)))
        .collect();
    assert!(
        missing.is_empty(),
        "operators without a test: {:?}",
        missing
    );
}
