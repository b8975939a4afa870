//! A small dialect registered by hand for the transform tests: `t.func`
//! (callable symbol), `t.call` (call through `callee`), `t.return`
//! (return-like terminator), `t.const` and `t.add` (with folders and a
//! constant materializer), and a pipeline runner.
#![allow(dead_code)]

use ir::interfaces::{CallOpInterfaceVtable, CallableOpInterfaceVtable, Callee};
use ir::pass::{
    parse_pass_pipeline, Nesting, OptionContext, PassManager, PassOutput, PassRegistry,
};
use ir::{
    Attribute, Context, DialectDefinition, FoldResult, OpDefinition, OpFoldResult, OpId, OpTrait,
    PrintOptions,
};

/// The `function_type` attribute of a `t.func`.
fn function_type(op: ir::Operation, ctx: &Context) -> Option<ir::Type> {
    ctx.attr(op, "function_type").and_then(|a| ctx.as_type(a))
}

/// `t.func`: its region (when it has blocks), types from `function_type`.
pub static CALLABLE: CallableOpInterfaceVtable = CallableOpInterfaceVtable {
    get_callable_region: |op, ctx| {
        let r = ctx.op_region(op, 0);
        (!ctx.region_blocks(r).is_empty()).then_some(r)
    },
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

/// `t.call`: calls `callee` with all its operands.
pub static CALL: CallOpInterfaceVtable = CallOpInterfaceVtable {
    get_callable_for_callee: |op, ctx| Callee::Symbol(ctx.attr(op, "callee").expect("callee")),
    set_callee_from_callable: |_, _, _| {},
    get_arg_operands: |op, ctx| ctx.operands(op),
    get_arg_operands_mutable: |op, ctx| 0..ctx.num_operands(op),
};

/// `t.const`'s folder: its `value`.
pub fn fold_const(c: &mut Context, op: OpId, _: &[Option<Attribute>]) -> FoldResult {
    match c.attr(op, "value") {
        Some(a) => FoldResult::single(OpFoldResult::Attr(a)),
        None => FoldResult::Failure,
    }
}

/// `t.add`'s folder: the sum of two constants, or `x + 0 = x`.
pub fn fold_add(c: &mut Context, op: OpId, consts: &[Option<Attribute>]) -> FoldResult {
    let ty = c.value_type(c.result(op, 0));
    match (
        consts[0].and_then(|a| c.as_integer(a)),
        consts[1].and_then(|a| c.as_integer(a)),
    ) {
        (Some(x), Some(y)) => FoldResult::single(OpFoldResult::Attr(c.integer_attr(ty, x + y))),
        (_, Some(0)) => FoldResult::single(OpFoldResult::Value(c.operand(op, 0))),
        _ => FoldResult::Failure,
    }
}

/// A context with the dialect `t` (materializing `t.const`) and its
/// function, call, return, constant and add ops.
pub fn context() -> Context {
    let mut c = Context::new();
    c.allow_unregistered_dialects(true);
    let mut d = DialectDefinition::new("t");
    d.materialize_constant = Some(|b, value, ty, loc| {
        Some(b.create_simple("t.const", loc, &[], &[ty], &[("value", value)]))
    });
    c.register_dialect(d);
    let mut f = OpDefinition::new("t.func");
    f.traits = vec![OpTrait::IsolatedFromAbove, OpTrait::Symbol];
    f.add_interface::<CallableOpInterfaceVtable>(&CALLABLE);
    c.register_op(f);
    let mut call = OpDefinition::new("t.call");
    call.add_interface::<CallOpInterfaceVtable>(&CALL);
    c.register_op(call);
    let mut r = OpDefinition::new("t.return");
    r.traits = vec![OpTrait::IsTerminator, OpTrait::ReturnLike, OpTrait::Pure];
    c.register_op(r);
    let mut k = OpDefinition::new("t.const");
    k.traits = vec![OpTrait::ConstantLike, OpTrait::Pure];
    k.fold = Some(fold_const);
    c.register_op(k);
    let mut a = OpDefinition::new("t.add");
    a.traits = vec![OpTrait::Pure];
    a.fold = Some(fold_add);
    c.register_op(a);
    c
}

/// Parses `src` into `c`, runs `pipeline` (with the transforms' passes
/// registered) and prints the module in generic form (`locs`: with
/// locations, inline); on failure, the diagnostics and text instead.
pub fn run(c: &mut Context, src: &str, pipeline: &str, locs: bool) -> String {
    let m = ir::parse_source(c, src, "t.mlir")
        .unwrap_or_else(|e| panic!("{}", e.render("t.mlir", src)));
    let mut registry = PassRegistry::new();
    ir::transforms::register_transforms_passes(&mut registry);
    let mut cx = OptionContext::new(&registry, "test");
    let mut stream = String::new();
    let parsed = parse_pass_pipeline(pipeline, &mut cx, &mut stream).expect("pipeline parses");
    let mut pm = PassManager::new("builtin.module", Nesting::Implicit);
    pm.set_pipeline(parsed);
    let mut out = String::new();
    let r = pm.run(c, m, &mut |ctx, o| match o {
        PassOutput::Diagnostic(d) => out.push_str(&d.render(ctx, &[])),
        PassOutput::Text(t) => out.push_str(&t),
    });
    if r.is_ok() {
        let opts = PrintOptions {
            generic: true,
            debug_info: locs,
            local_scope: locs,
            resource_string_limit: None,
            skip_regions: false,
            ..Default::default()
        };
        out.push_str(&ir::print_operation(c, m, &opts));
    }
    out
}
