//! The inliner (`inline`) over a small dialect registered by hand: `t.func`
//! (callable, symbol), `t.call` (call), `t.br`/`t.return` (terminators),
//! with an inliner interface allowing everything; ops of `u` (no
//! interface) block inlining.

mod common;

use ir::transforms::inlining::DialectInlinerInterface;
use ir::{BlockId, Context, OpDefinition, OpId, OpTrait, OperationState};

struct Inliner;

impl DialectInlinerInterface for Inliner {
    fn is_legal_to_inline_call(&self, _: &Context, _: OpId, _: OpId, _: bool) -> bool {
        true
    }
    fn is_legal_to_inline_region(
        &self,
        _: &Context,
        _: ir::RegionId,
        _: ir::RegionId,
        _: bool,
        _: &ir::IrMapping,
    ) -> bool {
        true
    }
    fn is_legal_to_inline_op(
        &self,
        _: &Context,
        _: OpId,
        _: ir::RegionId,
        _: bool,
        _: &ir::IrMapping,
    ) -> bool {
        true
    }
    /// `t.return` becomes a `t.br` to the block after the call.
    fn handle_terminator_branch(&self, ctx: &mut Context, op: OpId, dest: BlockId) {
        if !ctx.op_is(op, "t.return") {
            return;
        }
        let mut st = OperationState::new(ctx.op_name("t.br"), ctx.op_loc(op));
        st.operands = ctx.operands(op);
        st.successors = vec![dest];
        let br = ctx.create_operation(st);
        ctx.insert_op(ctx.op_parent_block(op).unwrap(), Some(op), br)
            .unwrap();
        ctx.erase_op(op).unwrap();
    }
}

static INLINER: Inliner = Inliner;

/// The common dialect with `t.br`, `t.op` and the inliner interface.
fn run(src: &str, pipeline: &str, locs: bool) -> String {
    let mut c = common::context();
    let mut br = OpDefinition::new("t.br");
    br.traits = vec![OpTrait::IsTerminator];
    c.register_op(br);
    c.register_op(OpDefinition::new("t.op"));
    c.add_dialect_interface::<dyn DialectInlinerInterface>("t", &INLINER);
    common::run(&mut c, src, pipeline, locs)
}

const TWO_CALLS: &str = r#"
"t.func"() ({
^bb0(%a: i32):
  %r = "t.op"(%a) : (i32) -> i32
  "t.return"(%r) : (i32) -> ()
}) {sym_name = "callee", sym_visibility = "private", function_type = (i32) -> i32} : () -> ()
"t.func"() ({
^bb0(%x: i32):
  %0 = "t.call"(%x) {callee = @callee} : (i32) -> i32
  %1 = "t.call"(%0) {callee = @callee} : (i32) -> i32
  "t.return"(%1) : (i32) -> ()
}) {sym_name = "caller", function_type = (i32) -> i32} : () -> ()
"#;

#[test]
fn inlines_both_calls_and_erases_the_dead_callee() {
    let out = run(
        TWO_CALLS,
        "builtin.module(inline{default-pipeline=})",
        false,
    );
    assert_eq!(
        out,
        r#""builtin.module"() ({
  "t.func"() ({
  ^bb0(%arg0: i32):
    %0 = "t.op"(%arg0) : (i32) -> i32
    %1 = "t.op"(%0) : (i32) -> i32
    "t.return"(%1) : (i32) -> ()
  }) {function_type = (i32) -> i32, sym_name = "caller"} : () -> ()
}) : () -> ()
"#
    );
}

#[test]
fn a_public_callee_stays() {
    let src = TWO_CALLS.replace(", sym_visibility = \"private\"", "");
    let out = run(&src, "builtin.module(inline{default-pipeline=})", false);
    assert!(out.contains("sym_name = \"callee\""), "{out}");
    assert_eq!(out.matches("\"t.call\"").count(), 0, "{out}");
}

#[test]
fn locations_become_call_sites() {
    let src = r#"
"t.func"() ({
^bb0(%a: i32):
  %r = "t.op"(%a) : (i32) -> i32 loc("callee.cc":1:1)
  "t.return"(%r) : (i32) -> () loc("callee.cc":2:1)
}) {sym_name = "callee", sym_visibility = "private", function_type = (i32) -> i32} : () -> ()
"t.func"() ({
^bb0(%x: i32):
  %0 = "t.call"(%x) {callee = @callee} : (i32) -> i32 loc("caller.cc":7:3)
  "t.return"(%0) : (i32) -> ()
}) {sym_name = "caller", function_type = (i32) -> i32} : () -> ()
"#;
    let out = run(src, "builtin.module(inline{default-pipeline=})", true);
    assert!(
        out.contains(r#"loc(callsite("callee.cc":1:1 at "caller.cc":7:3))"#),
        "{out}"
    );
}

#[test]
fn recursion_and_foreign_ops_are_not_inlined() {
    let src = r#"
"t.func"() ({
^bb0(%a: i32):
  %r = "t.call"(%a) {callee = @rec} : (i32) -> i32
  "t.return"(%r) : (i32) -> ()
}) {sym_name = "rec", function_type = (i32) -> i32} : () -> ()
"t.func"() ({
^bb0(%a: i32):
  %r = "u.op"(%a) : (i32) -> i32
  "t.return"(%r) : (i32) -> ()
}) {sym_name = "foreign", sym_visibility = "private", function_type = (i32) -> i32} : () -> ()
"t.func"() ({
^bb0(%x: i32):
  %0 = "t.call"(%x) {callee = @rec} : (i32) -> i32
  %1 = "t.call"(%0) {callee = @foreign} : (i32) -> i32
  "t.return"(%1) : (i32) -> ()
}) {sym_name = "caller", function_type = (i32) -> i32} : () -> ()
"#;
    let out = run(src, "builtin.module(inline{default-pipeline=})", false);
    assert_eq!(out.matches("\"t.call\"").count(), 3, "{out}");
    assert!(out.contains("sym_name = \"foreign\""), "{out}");
}

#[test]
fn a_callee_with_blocks_branches_to_the_rest_of_the_caller() {
    let src = r#"
"t.func"() ({
^bb0(%a: i32):
  "t.br"()[^bb1] : () -> ()
^bb1:
  "t.return"(%a) : (i32) -> ()
}) {sym_name = "callee", sym_visibility = "private", function_type = (i32) -> i32} : () -> ()
"t.func"() ({
^bb0(%x: i32):
  %0 = "t.call"(%x) {callee = @callee} : (i32) -> i32
  %1 = "t.op"(%0) : (i32) -> i32
  "t.return"(%1) : (i32) -> ()
}) {sym_name = "caller", function_type = (i32) -> i32} : () -> ()
"#;
    let out = run(src, "builtin.module(inline{default-pipeline=})", false);
    assert_eq!(
        out,
        r#""builtin.module"() ({
  "t.func"() ({
  ^bb0(%arg0: i32):
    "t.br"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    "t.br"(%arg0)[^bb2] : (i32) -> ()
  ^bb2(%0: i32):  // pred: ^bb1
    %1 = "t.op"(%0) : (i32) -> i32
    "t.return"(%1) : (i32) -> ()
  }) {function_type = (i32) -> i32, sym_name = "caller"} : () -> ()
}) : () -> ()
"#
    );
}

#[test]
fn the_inliner_needs_a_symbol_table() {
    let src = r#""t.func"() ({
^bb0:
  "t.return"() : () -> ()
}) {sym_name = "f", function_type = () -> ()} : () -> ()
"#;
    let out = run(src, "builtin.module(t.func(inline))", false);
    assert!(
        out.contains("'t.func' op  was scheduled to run under the inliner, but does not define a symbol table"),
        "{out}"
    );
}
