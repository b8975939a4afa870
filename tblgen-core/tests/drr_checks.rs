//! The DRR static checks: each failing `.td` in `tests/drr/` is rejected at
//! generation time with a located error (file:line:col, message, caret).

use std::path::{Path, PathBuf};
use tblgen_core::emit::drr::gen_rewriters;
use tblgen_core::tablegen::{load_file, Options};

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/drr")
}

/// Generates the rewriters of `name` and returns the rendered error.
fn error_of(name: &str) -> String {
    let opts = Options {
        include_dirs: vec![fixtures(), td::include_dir()],
        defines: Vec::new(),
    };
    let loaded = load_file(&fixtures().join(name), &opts).expect("the .td file loads");
    match gen_rewriters(&loaded.records) {
        Ok(text) => panic!("{} generated without error:\n{}", name, text),
        Err(d) => d.render(),
    }
}

fn check(name: &str, line: usize, col: usize, message: &str) {
    let text = error_of(name);
    let head = format!("{}:{}:{}: error: ", name, line, col);
    let first = text.lines().next().unwrap_or_default();
    assert!(first.contains(&head), "expected `{}` in:\n{}", head, text);
    assert!(
        first.ends_with(message),
        "expected `{}` in:\n{}",
        message,
        text
    );
    // The source line and a caret follow.
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines.len() >= 3, "{}", text);
    assert!(lines[2].trim_start().starts_with('^'), "{}", text);
}

#[test]
fn unknown_op() {
    check(
        "unknown_op.td",
        5,
        5,
        "pattern 'UnknownOp': unknown op 'NotAnOp': not an ODS op",
    );
}

#[test]
fn wrong_argument_count() {
    check(
        "arg_count.td",
        3,
        5,
        "pattern 'ArgCount': op 't.add' has 2 argument(s) but the source pattern gives 1",
    );
}

#[test]
fn unbound_symbol() {
    check(
        "unbound.td",
        3,
        5,
        "pattern 'Unbound': symbol '$y' is not bound",
    );
}

#[test]
fn doubly_bound_symbol() {
    check(
        "double_bound.td",
        3,
        5,
        "pattern 'DoubleBound': symbol '$x' is bound more than once",
    );
}

#[test]
fn result_type_neither_from_root_nor_inferred() {
    check(
        "no_result_type.td",
        3,
        5,
        "pattern 'NoResultType': cannot infer the result types of generated op 't.cast': it \
         does not replace the matched root's results, ODS cannot infer them, no builder takes \
         exactly its arguments, and there is no 'returnType'",
    );
}

#[test]
fn op_both_auxiliary_and_replacement() {
    check(
        "aux_and_replacement.td",
        3,
        5,
        "pattern 'AuxAndReplacement': one op is used both as an auxiliary op and as a \
         replacement; split it",
    );
}

#[test]
fn replacing_results_with_fewer_values() {
    check(
        "fewer_values.td",
        3,
        5,
        "pattern 'FewerValues': replacing 2 result(s) of 't.pair' with only 1 value(s)",
    );
}

#[test]
fn location_not_last() {
    check(
        "location_not_last.td",
        3,
        5,
        "pattern 'LocationNotLast': 'location' must be the last argument",
    );
}

#[test]
fn rendered_error_points_at_the_pattern() {
    let text = error_of("unbound.td");
    let lines: Vec<&str> = text.lines().collect();
    assert!(
        lines[0].contains("unbound.td:3:5: error: pattern 'Unbound'"),
        "{}",
        text
    );
    assert_eq!(
        lines[1],
        "def Unbound : Pat<(T_NegOp $x), (T_AddOp $x, $y)>;"
    );
    assert_eq!(lines[2], "    ^");
}

#[test]
fn either_on_an_attribute() {
    check(
        "either_attr.td",
        8,
        5,
        "pattern 'EitherAttr': 'either' applies to single operands only; argument #1 of 't.scale' is not one",
    );
}

#[test]
fn attribute_passed_as_operand() {
    check(
        "attr_as_operand.td",
        8,
        5,
        "pattern 'AttrAsOperand': attribute '$f' is passed as operand #1 of 't.add'",
    );
}
