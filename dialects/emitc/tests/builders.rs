//! The builders EmitC.cpp writes by hand (for, if, subscript, call, func,
//! the constant materialiser) and the `form-expressions` pass's pieces,
//! used through the crate's API: what they build verifies and prints as
//! `mlir-opt` 19 prints the same IR.

use ir::{Context, OpBuilder, OpId, PrintOptions, Value};

/// `text` parsed and verified in a context with emitc registered.
fn parse(ctx: &mut Context, text: &str) -> OpId {
    emitc::register(ctx);
    let module = ir::parse_source(ctx, text, "input.mlir").expect("parses");
    ir::verify(ctx, module).expect("verifies");
    module
}

/// The top-level ops of `module`.
fn top_ops(ctx: &Context, module: OpId) -> Vec<OpId> {
    let region = ctx.op_regions(module)[0];
    ctx.block_ops(ctx.region_blocks(region)[0]).collect()
}

/// The arguments and the terminator of `func`'s entry block.
fn entry(ctx: &Context, func: OpId) -> (Vec<Value>, OpId) {
    let block = ctx.region_blocks(ctx.op_regions(func)[0])[0];
    let last = ctx.block_last_op(block).expect("a terminator");
    (ctx.block_args(block), last)
}

fn print(ctx: &Context, module: OpId) -> String {
    ir::print_operation(ctx, module, &PrintOptions::default())
}

#[test]
fn hand_written_builders_build_what_upstream_prints() {
    let mut ctx = Context::new();
    let module = parse(
        &mut ctx,
        "emitc.func @g() {\n  emitc.return\n}\n\
         emitc.func @f(%p: !emitc.ptr<i32>, %a: !emitc.array<2x3xf32>, %i: index, %c: i1) {\n  emitc.return\n}\n",
    );
    let ops = top_ops(&ctx, module);
    let (g, f) = (emitc::FuncOp::cast(&ctx, ops[0]).expect("g"), ops[1]);
    let (args, ret) = entry(&ctx, f);
    let loc = ctx.unknown_loc();
    let mut b = OpBuilder::new(&mut ctx);
    b.set_insertion_point_before(ret);
    let by_pointer = emitc::SubscriptOp::build_from_pointer_index(&mut b, loc, args[0], args[2]);
    let by_array =
        emitc::SubscriptOp::build_from_array_indices(&mut b, loc, args[1], &[args[2], args[2]]);
    emitc::ForOp::build_from_lower_bound_upper_bound_step(&mut b, loc, args[2], args[2], args[2]);
    let mut else_body = |b: &mut OpBuilder<'_>, loc| {
        emitc::VerbatimOp::build_with_values(b, loc, "else");
        emitc::build_terminated_body(b, loc);
    };
    emitc::IfOp::build_from_cond_then_builder_else_builder(
        &mut b,
        loc,
        args[3],
        &mut emitc::build_terminated_body,
        Some(&mut else_body),
    );
    emitc::CallOp::build_from_callee_operands(&mut b, loc, g, &[]);
    let i32t = b.i32();
    let seven = b.integer_attr(i32t, 7);
    let constant = <emitc::EmitcDialect as emitc::EmitcDialectHooks>::materialize_constant(
        &mut b, seven, i32t, loc,
    )
    .expect("a constant");
    let built = [by_pointer.operation(), by_array.operation(), constant];
    let types: Vec<String> = built
        .iter()
        .map(|&o| ir::printer::type_to_string(&b, b.result_type(o, 0)))
        .collect();
    assert_eq!(types, ["i32", "f32", "i32"]);
    ir::verify(&ctx, module).expect("what the builders build verifies");
    let text = print(&ctx, module);
    let expected = "module {
  emitc.func @g() {
    emitc.return
  }
  emitc.func @f(%arg0: !emitc.ptr<i32>, %arg1: !emitc.array<2x3xf32>, %arg2: index, %arg3: i1) {
    %0 = emitc.subscript %arg0[%arg2] : (!emitc.ptr<i32>, index) -> i32
    %1 = emitc.subscript %arg1[%arg2, %arg2] : (!emitc.array<2x3xf32>, index, index) -> f32
    emitc.for %arg4 = %arg2 to %arg2 step %arg2 {
    }
    emitc.if %arg3 {
    } else {
      emitc.verbatim \"else\"
    }
    emitc.call @g() : () -> ()
    %2 = \"emitc.constant\"() <{value = 7 : i32}> : () -> i32
    emitc.return
  }
}
";
    assert_eq!(text, expected);
}

#[test]
fn form_expressions_wraps_and_folds_c_operators() {
    let mut ctx = Context::new();
    let module = parse(
        &mut ctx,
        "emitc.func @f(%x: i32, %y: i32) -> i32 {\n\
           %0 = emitc.add %x, %y : (i32, i32) -> i32\n\
           %1 = emitc.mul %0, %y : (i32, i32) -> i32\n\
           emitc.return %1 : i32\n}\n",
    );
    let f = top_ops(&ctx, module)[0];
    let (_, ret) = entry(&ctx, f);
    let block = ctx.op_parent_block(ret).expect("in a block");
    let add = ctx.block_ops(block).next().expect("the add");
    let mut b = OpBuilder::new(&mut ctx);
    let expression = emitc::create_expression(add, &mut b);
    assert_eq!(
        expression.get_root_op(&ctx),
        Some(add),
        "the wrapped op is the expression's root"
    );
    assert!(!expression.has_side_effects(&ctx));
    ir::verify(&ctx, module).expect("a wrapped op verifies");
    let mut pm = ir::pass::PassManager::new("builtin.module", ir::pass::Nesting::Explicit);
    pm.add_pass(emitc::create_form_expressions_pass());
    let mut diagnostics = Vec::new();
    let run = pm.run(&mut ctx, module, &mut |_, out| {
        diagnostics.push(match out {
            ir::pass::PassOutput::Diagnostic(d) => d.message,
            ir::pass::PassOutput::Text(t) => t,
        })
    });
    assert_eq!((run, diagnostics), (Ok(()), Vec::<String>::new()));
    let expected = "module {
  emitc.func @f(%arg0: i32, %arg1: i32) -> i32 {
    %0 = emitc.expression : i32 {
      %1 = emitc.add %arg0, %arg1 : (i32, i32) -> i32
      %2 = emitc.mul %1, %arg1 : (i32, i32) -> i32
      emitc.yield %2 : i32
    }
    emitc.return %0 : i32
  }
}
";
    assert_eq!(print(&ctx, module), expected);
}
