//! The `toy` dialect end to end: ops generated from `Ops.td` by `build.rs`,
//! built through their typed builders, read back through their getters,
//! verified, and printed in MLIR's generic form; and the chapter's invalid
//! `toy.print` rejected once the dialect is registered.

use ir::{Context, OpBuilder, PrintOptions};
use toy::dialect::{
    AddOp, ConstantOp, FuncOp, GenericCallOp, MulOp, PrintOp, ReshapeOp, ReturnOp, TransposeOp,
};

fn context() -> Context {
    let mut ctx = Context::new();
    toy::dialect::register(&mut ctx);
    ctx
}

fn generic(ctx: &Context, op: ir::Operation) -> String {
    let opts = PrintOptions {
        generic: true,
        debug_info: false,
        local_scope: false,
        resource_string_limit: None,
        skip_regions: false,
        ..Default::default()
    };
    ir::print_operation(ctx, op, &opts)
}

#[test]
fn typed_builders_getters_verifier_and_generic_form() {
    let mut ctx = context();
    let loc = ctx.unknown_loc();
    let (module, module_body) = ir::builtin::create_module(&mut ctx, loc);
    let f64 = ctx.f64();
    let t2x3 = ctx.ranked_tensor(&[2, 3], f64);
    let t3x2 = ctx.ranked_tensor(&[3, 2], f64);
    let unranked = ctx.unranked_tensor(f64);
    let t6 = ctx.ranked_tensor(&[6], f64);

    let mut b = OpBuilder::at_end(&mut ctx, module_body);
    let helper_type = b.function_type(&[unranked], &[unranked]);
    let helper = FuncOp::build_from_name_type(&mut b, loc, "helper", helper_type);
    let main_type = b.function_type(&[], &[]);
    let main = FuncOp::build_from_name_type(&mut b, loc, "main", main_type);

    // helper(%arg0) { return transpose(%arg0) }
    let entry = helper.entry_block(&b).expect("entry block");
    let arg = b.block_arg(entry, 0);
    b.set_insertion_point_to_end(entry);
    let t = TransposeOp::build_from_input(&mut b, loc, arg);
    let transposed = t.result(&b);
    ReturnOp::build(&mut b, loc, &[transposed]);

    let entry = main.entry_block(&b).expect("entry block");
    b.set_insertion_point_to_end(entry);
    let values = b.dense_float_attr(t2x3, &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]);
    let c0 = ConstantOp::build_from_attribute(&mut b, loc, values);
    let c1 = ConstantOp::build_from_f64(&mut b, loc, 2.5);
    // Values are `Copy` handles: read them, then build with them.
    let v0 = c0.result(&b);
    let tr = TransposeOp::build(&mut b, loc, t3x2, v0);
    let v2 = tr.result(&b);
    let tr2 = TransposeOp::build_from_input(&mut b, loc, v2);
    let v3 = tr2.result(&b);
    let mul = MulOp::build_from_lhs_rhs(&mut b, loc, v3, v0);
    let v4 = mul.result(&b);
    let add = AddOp::build(&mut b, loc, unranked, v4, v4);
    let v5 = add.result(&b);
    let call = GenericCallOp::build_from_callee_arguments(&mut b, loc, "helper", &[v5]);
    let v6 = call.result(&b);
    let reshape = ReshapeOp::build(&mut b, loc, t6, v0);
    PrintOp::build(&mut b, loc, v6);
    let ret = ReturnOp::build_default(&mut b, loc);
    drop(b);

    // Getters return what was built.
    assert_eq!(ConstantOp::OPERATION_NAME, "toy.constant");
    assert_eq!(c0.value(&ctx), values);
    assert_eq!(c0.value_attr(&ctx), values);
    assert_eq!(ctx.value_type(c0.result(&ctx)), t2x3);
    assert_eq!(tr.input(&ctx), c0.result(&ctx));
    assert_eq!(ctx.value_type(tr.result(&ctx)), t3x2);
    assert_eq!(ctx.value_type(tr2.result(&ctx)), unranked);
    assert_eq!(
        (mul.lhs(&ctx), mul.rhs(&ctx)),
        (tr2.result(&ctx), c0.result(&ctx))
    );
    assert_eq!(add.lhs(&ctx), mul.result(&ctx));
    assert_eq!(call.callee(&ctx), "helper");
    assert_eq!(call.inputs(&ctx), vec![add.result(&ctx)]);
    assert_eq!(reshape.input(&ctx), c0.result(&ctx));
    assert!(ret.input(&ctx).is_empty());
    assert!(!ret.has_operand(&ctx));
    assert_eq!(main.sym_name(&ctx), "main");
    assert_eq!(main.function_type(&ctx), main_type);
    assert_eq!(helper.argument_types(&ctx), &[unranked]);
    assert_eq!(main.arg_attrs(&ctx), None);
    let scalar = ctx.attr_type(c1.value(&ctx));
    assert_eq!(ctx.shape(scalar), Some(&[][..]));

    // `cast` checks the name; wrappers are cheap `Copy` handles.
    assert_eq!(MulOp::cast(&ctx, mul.operation()), Some(mul));
    assert_eq!(AddOp::cast(&ctx, mul.operation()), None);
    let copy = mul;
    assert_eq!(copy.operation(), mul.operation());

    ir::verify(&ctx, module).expect("the built module verifies");

    // mlir-opt 19's generic form numbers values uniquely across the module,
    // in the order it visits regions (checked with `mlir-opt
    // --mlir-print-op-generic`): hence `%8` in the first function.

    let expected = r#""builtin.module"() ({
  "toy.func"() ({
  ^bb0(%arg0: tensor<*xf64>):
    %8 = "toy.transpose"(%arg0) : (tensor<*xf64>) -> tensor<*xf64>
    "toy.return"(%8) : (tensor<*xf64>) -> ()
  }) {function_type = (tensor<*xf64>) -> tensor<*xf64>, sym_name = "helper"} : () -> ()
  "toy.func"() ({
    %0 = "toy.constant"() {value = dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf64>} : () -> tensor<2x3xf64>
    %1 = "toy.constant"() {value = dense<2.500000e+00> : tensor<f64>} : () -> tensor<f64>
    %2 = "toy.transpose"(%0) : (tensor<2x3xf64>) -> tensor<3x2xf64>
    %3 = "toy.transpose"(%2) : (tensor<3x2xf64>) -> tensor<*xf64>
    %4 = "toy.mul"(%3, %0) : (tensor<*xf64>, tensor<2x3xf64>) -> tensor<*xf64>
    %5 = "toy.add"(%4, %4) : (tensor<*xf64>, tensor<*xf64>) -> tensor<*xf64>
    %6 = "toy.generic_call"(%5) {callee = @helper} : (tensor<*xf64>) -> tensor<*xf64>
    %7 = "toy.reshape"(%0) : (tensor<2x3xf64>) -> tensor<6xf64>
    "toy.print"(%6) : (tensor<*xf64>) -> ()
    "toy.return"() : () -> ()
  }) {function_type = () -> (), sym_name = "main"} : () -> ()
}) : () -> ()
"#;
    assert_eq!(generic(&ctx, module), expected);
}

#[test]
fn chapter_invalid_print_is_rejected_by_the_verifier() {
    // The chapter's example: `toy.print` with no operand and a result.
    let src = r#""toy.func"() ({
  %0 = "toy.print"() : () -> tensor<2x3xf64>
  "toy.return"() : () -> ()
}) {function_type = () -> (), sym_name = "main"} : () -> ()
"#;
    // Unregistered, the op round-trips opaquely.
    let mut opaque = Context::new();
    opaque.allow_unregistered_dialects(true);
    let module = ir::parse_source(&mut opaque, src, "invalid.mlir").expect("parses");
    ir::verify(&opaque, module).expect("opaque ops verify structurally");

    // Registered, the generated verifier rejects it. Traits are checked in
    // upstream's order (regions, results, successors, operands), so the
    // result is reported before the missing operand, as `mlir-opt` would.
    let mut ctx = context();
    let module = ir::parse_source(&mut ctx, src, "invalid.mlir").expect("parses");
    let err = ir::verify(&ctx, module).expect_err("invalid toy.print");
    assert_eq!(err.message, "'toy.print' op requires zero results");
}

#[test]
fn each_constraint_violation_names_its_summary() {
    let mut ctx = context();
    let loc = ctx.unknown_loc();
    let (module, module_body) = ir::builtin::create_module(&mut ctx, loc);
    let f32 = ctx.f32();
    let f64 = ctx.f64();
    let t2xf32 = ctx.ranked_tensor(&[2], f32);
    let unranked = ctx.unranked_tensor(f64);
    let mut b = OpBuilder::at_end(&mut ctx, module_body);
    let fn_type = b.function_type(&[t2xf32], &[]);
    let func = FuncOp::build_from_name_type(&mut b, loc, "f", fn_type);
    let entry = func.entry_block(&b).expect("entry");
    let arg = b.block_arg(entry, 0);
    b.set_insertion_point_to_end(entry);
    // An f32 tensor where a tensor of f64 is required.
    PrintOp::build(&mut b, loc, arg);
    ReturnOp::build_default(&mut b, loc);
    drop(b);
    let err = ir::verify(&ctx, module).expect_err("f32 operand");
    assert_eq!(
        err.message,
        "'toy.print' op operand #0 must be tensor of 64-bit float values, but got 'tensor<2xf32>'"
    );

    // A missing required attribute.
    let mut ctx = context();
    let loc = ctx.unknown_loc();
    let mut b = OpBuilder::new(&mut ctx);
    let ty = unranked_f64(&mut b);
    let c = ConstantOp::build_generic(&mut b, loc, &[ty], &[], &[]);
    drop(b);
    assert_eq!(
        ir::verify(&ctx, c.operation())
            .expect_err("no value")
            .message,
        "'toy.constant' op requires attribute 'value'"
    );

    // An attribute that fails its constraint.
    let mut ctx = context();
    let loc = ctx.unknown_loc();
    let mut b = OpBuilder::new(&mut ctx);
    let ty = unranked_f64(&mut b);
    let wrong = b.string_attr("not a tensor");
    let c = ConstantOp::build(&mut b, loc, ty, wrong);
    drop(b);
    assert_eq!(
        ir::verify(&ctx, c.operation()).expect_err("wrong value").message,
        "'toy.constant' op attribute 'value' failed to satisfy constraint: 64-bit float elements attribute"
    );

    // A result that fails its constraint (`reshape` needs a static shape).
    let mut ctx = context();
    let loc = ctx.unknown_loc();
    let mut b = OpBuilder::new(&mut ctx);
    let ty = unranked_f64(&mut b);
    let input = ConstantOp::build_from_f64(&mut b, loc, 1.0);
    let v = input.result(&b);
    let r = ReshapeOp::build(&mut b, loc, ty, v);
    drop(b);
    assert_eq!(
        ir::verify(&ctx, r.operation()).expect_err("unranked result").message,
        "'toy.reshape' op result #0 must be statically shaped tensor of 64-bit float values, but got 'tensor<*xf64>'"
    );

    // The library's `FlatSymbolRefAttr` rejects a nested symbol reference.
    let mut ctx = context();
    let loc = ctx.unknown_loc();
    let nested = ctx.symbol_ref_attr("f", &["g"]);
    let mut b = OpBuilder::new(&mut ctx);
    let ty = unranked_f64(&mut b);
    let call = GenericCallOp::build_generic(&mut b, loc, &[ty], &[], &[("callee", nested)]);
    drop(b);
    assert_eq!(
        ir::verify(&ctx, call.operation())
            .expect_err("nested callee")
            .message,
        "'toy.generic_call' op attribute 'callee' failed to satisfy constraint: flat symbol reference attribute"
    );

    // The library's `TypeAttrOf<FunctionType>` rejects a non-function type.
    let mut ctx = context();
    let loc = ctx.unknown_loc();
    let f64 = ctx.f64();
    let not_fn = ctx.type_attr(f64);
    let mut b = OpBuilder::new(&mut ctx);
    let fn_type = b.function_type(&[], &[]);
    let func = FuncOp::build_from_name_type(&mut b, loc, "f", fn_type);
    let entry = func.entry_block(&b).expect("entry");
    b.set_insertion_point_to_end(entry);
    ReturnOp::build_default(&mut b, loc);
    drop(b);
    let key = ctx.ident("function_type");
    ctx.set_attr(func.operation(), key, not_fn)
        .expect("the op exists");
    assert_eq!(
        ir::verify(&ctx, func.operation())
            .expect_err("non-function type")
            .message,
        "'toy.func' op attribute 'function_type' failed to satisfy constraint: type attribute of function type"
    );

    // The hand-written verifier of `constant` (`hasVerifier`) runs too.
    let mut ctx = context();
    let loc = ctx.unknown_loc();
    let mut b = OpBuilder::new(&mut ctx);
    let f64 = b.f64();
    let t2 = b.ranked_tensor(&[2], f64);
    let t3 = b.ranked_tensor(&[3], f64);
    let values = b.dense_float_attr(t2, &[1.0, 2.0]);
    let c = ConstantOp::build(&mut b, loc, t3, values);
    drop(b);
    assert_eq!(
        ir::verify(&ctx, c.operation())
            .expect_err("shape mismatch")
            .message,
        "'toy.constant' op return type shape mismatches its attribute at dimension 0: 2 != 3"
    );
    let _ = unranked;
}

fn unranked_f64(ctx: &mut Context) -> ir::Type {
    let f64 = ctx.f64();
    ctx.unranked_tensor(f64)
}
