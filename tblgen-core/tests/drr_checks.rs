//! The DRR static checks: each failing `.td` in `tests/drr/` is rejected at
//! generation time with an error located at the offending argument or
//! sub-dag (file:line:col, message, the source line and a caret under that
//! column), followed by a note at the pattern's `def`.

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
        print_records: false,
        ..Default::default()
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
    // The source line and a caret under the column follow, then the note.
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines.len() >= 4, "{}", text);
    assert_eq!(lines[2], format!("{}^", " ".repeat(col - 1)), "{}", text);
    assert!(
        lines[3].contains(": note: in this pattern"),
        "no note at the def:\n{}",
        text
    );
}

#[test]
fn unknown_op() {
    // At the operator.
    check(
        "unknown_op.td",
        5,
        22,
        "pattern 'UnknownOp': unknown op 'NotAnOp': not an ODS op",
    );
}

#[test]
fn unknown_op_in_a_result() {
    check(
        "unknown_result_op.td",
        5,
        61,
        "pattern 'UnknownResultOp': unknown op 'NotAnOp': not an ODS op",
    );
}

#[test]
fn wrong_argument_count() {
    // At the sub-dag's `(`.
    check(
        "arg_count.td",
        3,
        20,
        "pattern 'ArgCount': op 't.add' has 2 argument(s) but the source pattern gives 1",
    );
}

#[test]
fn wrong_argument_count_in_a_nested_result() {
    check(
        "result_arg_count.td",
        4,
        35,
        "pattern 'ResultArgCount': op 't.add' has 2 argument(s) but the result pattern gives 1",
    );
}

#[test]
fn unbound_symbol() {
    // At the symbol.
    check(
        "unbound.td",
        3,
        46,
        "pattern 'Unbound': symbol '$y' is not bound",
    );
}

#[test]
fn unbound_symbol_in_a_location_directive() {
    check(
        "unbound_location.td",
        3,
        64,
        "pattern 'UnboundLocation': symbol '$nowhere' is not bound",
    );
}

#[test]
fn doubly_bound_symbol() {
    // At the second binding.
    check(
        "double_bound.td",
        3,
        35,
        "pattern 'DoubleBound': symbol '$x' is bound more than once",
    );
}

#[test]
fn symbol_bound_again_by_a_generated_op() {
    check(
        "bound_in_result.td",
        3,
        60,
        "pattern 'BoundInResult': symbol '$n' is bound more than once",
    );
}

#[test]
fn result_type_neither_from_root_nor_inferred() {
    // At the generated op's sub-dag.
    check(
        "no_result_type.td",
        3,
        47,
        "pattern 'NoResultType': cannot infer the result types of generated op 't.cast': it \
         does not replace the matched root's results, ODS cannot infer them, no builder takes \
         exactly its arguments, and there is no 'returnType'",
    );
}

#[test]
fn op_both_auxiliary_and_replacement() {
    // At the result pattern.
    check(
        "aux_and_replacement.td",
        3,
        48,
        "pattern 'AuxAndReplacement': one op is used both as an auxiliary op and as a \
         replacement; split it",
    );
}

#[test]
fn replacing_results_with_fewer_values() {
    // At the list of result patterns.
    check(
        "fewer_values.td",
        3,
        42,
        "pattern 'FewerValues': replacing 2 result(s) of 't.pair' with only 1 value(s)",
    );
}

#[test]
fn location_not_last() {
    // At the directive.
    check(
        "location_not_last.td",
        3,
        54,
        "pattern 'LocationNotLast': 'location' must be the last argument",
    );
}

#[test]
fn multi_line_pattern_points_at_the_line_of_the_argument() {
    // `$m` in the constraint list, on the pattern's last line.
    check(
        "multiline.td",
        12,
        17,
        "pattern 'Multiline': symbol '$m' is not bound",
    );
}

#[test]
fn rendered_error_shows_the_argument_and_notes_the_pattern() {
    let text = error_of("unbound.td");
    let lines: Vec<&str> = text.lines().collect();
    assert!(
        lines[0].contains("unbound.td:3:46: error: pattern 'Unbound'"),
        "{}",
        text
    );
    let source = "def Unbound : Pat<(T_NegOp $x), (T_AddOp $x, $y)>;";
    assert_eq!(lines[1], source);
    assert_eq!(lines[2], format!("{}^", " ".repeat(45)));
    assert!(
        lines[3].contains("unbound.td:3:5: note: in this pattern"),
        "{}",
        text
    );
    assert_eq!(lines[4], source);
    assert_eq!(lines[5], "    ^");
}

#[test]
fn either_on_an_attribute() {
    check(
        "either_attr.td",
        8,
        45,
        "pattern 'EitherAttr': 'either' applies to single operands only; argument #1 of 't.scale' is not one",
    );
}

#[test]
fn attribute_passed_as_operand() {
    check(
        "attr_as_operand.td",
        8,
        58,
        "pattern 'AttrAsOperand': attribute '$f' is passed as operand #1 of 't.add'",
    );
}

#[test]
fn generated_op_with_variadic_results_must_replace_the_root() {
    check(
        "variadic_results_nested.td",
        3,
        56,
        "pattern 'VariadicResultsNested': 't.multi' has variadic results: it can only replace \
         the matched root's results (taking their types)",
    );
}

#[test]
fn root_with_variadic_results_needs_the_same_result_groups() {
    check(
        "variadic_root_replaced.td",
        3,
        53,
        "pattern 'VariadicRootReplaced': 't.multi' has variadic results: the last result \
         pattern must build an op with the same result groups, replacing all of them (its \
         types are the root's)",
    );
}
