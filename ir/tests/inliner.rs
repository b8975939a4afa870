//! The inliner (`inline`) over a small dialect registered by hand: `t.func`
//! (callable, symbol), `t.call` (call), `t.br`/`t.return` (terminators),
//! with an inliner interface allowing everything; ops of `u` (no
//! interface) block inlining.

use ir::interfaces::{CallOpInterfaceVtable, CallableOpInterfaceVtable, Callee};
use ir::pass::{parse_pass_pipeline, OptionContext, PassManager, PassOutput, PassRegistry};
use ir::transforms::inlining::DialectInlinerInterface;
use ir::{BlockId, Context, OpDefinition, OpId, OpTrait, Operation, OperationState, PrintOptions};

fn callable_region(op: Operation, ctx: &Context) -> Option<ir::RegionId> {
    let r = ctx.op_region(op, 0);
    (!ctx.region_blocks(r).is_empty()).then_some(r)
}

fn function_type(op: Operation, ctx: &Context) -> Option<ir::Type> {
    ctx.attr(op, "function_type").and_then(|a| ctx.as_type(a))
}

static CALLABLE: CallableOpInterfaceVtable = CallableOpInterfaceVtable {
    get_callable_region: callable_region,
    get_argument_types: |op, ctx| {
        function_type(op, ctx)
            .and_then(|t| ctx.function_inputs(t).map(<[_]>::to_vec))
            .unwrap_or_default()
    },
    get_result_types: |op, ctx| {
        function_type(op, ctx)
            .and_then(|t| ctx.function_results(t).map(<[_]>::to_vec))
            .unwrap_or_default()
    },
    get_arg_attrs_attr: |_, _| None,
    get_res_attrs_attr: |_, _| None,
    set_arg_attrs_attr: |_, _, _| Ok(()),
    set_res_attrs_attr: |_, _, _| Ok(()),
    remove_arg_attrs_attr: |_, _| None,
    remove_res_attrs_attr: |_, _| None,
};

static CALL: CallOpInterfaceVtable = CallOpInterfaceVtable {
    get_callable_for_callee: |op, ctx| {
        Callee::Symbol(ctx.attr(op, "callee").expect("t.call has a callee"))
    },
    set_callee_from_callable: |_, _, _| {},
    get_arg_operands: |op, ctx| ctx.operands(op),
    get_arg_operands_mutable: |op, ctx| 0..ctx.num_operands(op),
};

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

fn setup() -> Context {
    let mut c = Context::new();
    c.allow_unregistered_dialects(true);
    let mut f = OpDefinition::new("t.func");
    f.traits = vec![OpTrait::IsolatedFromAbove, OpTrait::Symbol];
    f.add_interface::<CallableOpInterfaceVtable>(&CALLABLE);
    c.register_op(f);
    let mut call = OpDefinition::new("t.call");
    call.add_interface::<CallOpInterfaceVtable>(&CALL);
    c.register_op(call);
    for t in ["t.return", "t.br"] {
        let mut d = OpDefinition::new(t);
        d.traits = vec![OpTrait::IsTerminator];
        c.register_op(d);
    }
    c.register_op(OpDefinition::new("t.op"));
    c.add_dialect_interface::<dyn DialectInlinerInterface>("t", &INLINER);
    c
}

/// Runs `pipeline` on `src`; the printed module (generic form, with
/// locations when `locs`), or the diagnostics.
fn run(src: &str, pipeline: &str, locs: bool) -> String {
    let mut c = setup();
    let m = ir::parse_source(&mut c, src, "t.mlir")
        .unwrap_or_else(|e| panic!("{}", e.render("t.mlir", src)));
    let mut registry = PassRegistry::new();
    ir::transforms::register_transforms_passes(&mut registry);
    let mut cx = OptionContext::new(&registry, "test");
    let mut stream = String::new();
    let parsed = parse_pass_pipeline(pipeline, &mut cx, &mut stream).expect("pipeline parses");
    let mut pm = PassManager::new("builtin.module", ir::pass::Nesting::Implicit);
    pm.set_pipeline(parsed);
    let mut out = String::new();
    let r = pm.run(&mut c, m, &mut |ctx, o| match o {
        PassOutput::Diagnostic(d) => out.push_str(&d.render(ctx, &[])),
        PassOutput::Text(t) => out.push_str(&t),
    });
    if r.is_ok() {
        let opts = PrintOptions {
            generic: true,
            debug_info: locs,
            local_scope: locs,
        };
        out.push_str(&ir::print_operation(&c, m, &opts));
    }
    out
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
