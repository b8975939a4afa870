//! `sccp` over a small dialect registered by hand (`t.const`, `t.add`
//! with folders; `t.br`/`t.cond_br` branches; `t.func`/`t.call`/
//! `t.return`), checked against what `mlir-opt -sccp` 19 prints for the
//! same program in `func`/`arith`/`cf` (constants materialized at the
//! front of the entry block in the order they are met, a dead block's
//! value ignored, constants through calls of a private function).

mod common;

use ir::interfaces::{BranchOpInterfaceVtable, SuccessorOperands};
use ir::{OpDefinition, OpTrait};

/// `t.br` forwards every operand; `t.cond_br` forwards none and takes its
/// first successor when its condition is a non-zero constant.
static BR: BranchOpInterfaceVtable = BranchOpInterfaceVtable {
    get_successor_operands: |op, ctx, _| SuccessorOperands::new(0..ctx.num_operands(op)),
    get_successor_block_argument: |_, _, _| None,
    get_successor_for_operands: |_, _, _| None,
    are_types_compatible: |_, _, a, b| a == b,
};

static COND_BR: BranchOpInterfaceVtable = BranchOpInterfaceVtable {
    get_successor_operands: |_, _, _| SuccessorOperands::new(0..0),
    get_successor_block_argument: |_, _, _| None,
    get_successor_for_operands: |op, ctx, operands| {
        let c = operands.first().copied().flatten()?;
        let i = usize::from(ctx.as_integer(c)? == 0);
        ctx.successors(op).get(i).copied()
    },
    are_types_compatible: |_, _, a, b| a == b,
};

fn run(src: &str, pipeline: &str) -> String {
    let mut c = common::context();
    let mut br = OpDefinition::new("t.br");
    br.traits = vec![OpTrait::IsTerminator, OpTrait::Pure];
    br.add_interface::<BranchOpInterfaceVtable>(&BR);
    c.register_op(br);
    let mut cbr = OpDefinition::new("t.cond_br");
    cbr.traits = vec![OpTrait::IsTerminator, OpTrait::Pure];
    cbr.add_interface::<BranchOpInterfaceVtable>(&COND_BR);
    c.register_op(cbr);
    common::run(&mut c, src, pipeline, false)
}

const PROGRAM: &str = r#"
"t.func"() ({
^bb0(%arg: i32):
  %c1 = "t.const"() {value = 1 : i32} : () -> i32
  %c0 = "t.const"() {value = 0 : i32} : () -> i32
  "t.cond_br"(%c1)[^bb1, ^bb2] : (i32) -> ()
^bb1:
  %s = "t.add"(%c1, %c1) : (i32, i32) -> i32
  "t.br"(%s)[^bb3] : (i32) -> ()
^bb2:
  "t.br"(%arg)[^bb3] : (i32) -> ()
^bb3(%x: i32):
  %r = "t.call"(%x) {callee = @inc} : (i32) -> i32
  %u = "t.add"(%r, %arg) : (i32, i32) -> i32
  "t.return"(%u) : (i32) -> ()
}) {sym_name = "main"} : () -> ()
"t.func"() ({
^bb0(%a: i32):
  %one = "t.const"() {value = 1 : i32} : () -> i32
  %b = "t.add"(%a, %one) : (i32, i32) -> i32
  "t.return"(%b) : (i32) -> ()
}) {sym_name = "inc", sym_visibility = "private"} : () -> ()
"#;

#[test]
fn constants_flow_through_live_edges_and_calls() {
    assert_eq!(
        run(PROGRAM, "builtin.module(sccp)"),
        r#""builtin.module"() ({
  "t.func"() ({
  ^bb0(%arg1: i32):
    %3 = "t.const"() {value = 3 : i32} : () -> i32
    %4 = "t.const"() {value = 2 : i32} : () -> i32
    %5 = "t.const"() {value = 0 : i32} : () -> i32
    %6 = "t.const"() {value = 1 : i32} : () -> i32
    "t.cond_br"(%6)[^bb1, ^bb2] : (i32) -> ()
  ^bb1:  // pred: ^bb0
    "t.br"(%4)[^bb3] : (i32) -> ()
  ^bb2:  // pred: ^bb0
    "t.br"(%arg1)[^bb3] : (i32) -> ()
  ^bb3(%7: i32):  // 2 preds: ^bb1, ^bb2
    %8 = "t.call"(%4) {callee = @inc} : (i32) -> i32
    %9 = "t.add"(%3, %arg1) : (i32, i32) -> i32
    "t.return"(%9) : (i32) -> ()
  }) {sym_name = "main"} : () -> ()
  "t.func"() ({
  ^bb0(%arg0: i32):
    %0 = "t.const"() {value = 2 : i32} : () -> i32
    %1 = "t.const"() {value = 3 : i32} : () -> i32
    %2 = "t.const"() {value = 1 : i32} : () -> i32
    "t.return"(%1) : (i32) -> ()
  }) {sym_name = "inc", sym_visibility = "private"} : () -> ()
}) : () -> ()
"#
    );
}

#[test]
fn a_public_callee_or_a_nested_run_knows_no_call_sites() {
    // Run on each function alone, @inc's argument is unknown.
    let out = run(PROGRAM, "builtin.module(t.func(sccp))");
    assert!(out.contains("\"t.add\"(%arg0, %0)"), "{out}");
    let public = PROGRAM.replace(", sym_visibility = \"private\"", "");
    let out = run(&public, "builtin.module(sccp)");
    assert!(out.contains("\"t.add\"(%arg0, %0)"), "{out}");
    assert!(out.contains("\"t.add\"(%6, %arg1)"), "{out}");
}
