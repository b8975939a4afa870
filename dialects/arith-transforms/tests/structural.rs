//! The structural type conversions (`ir::conversion`'s function signature
//! conversion, `func::type_conversion`'s call, return and branch
//! conversions and legality checks) on a function whose `i64` values
//! become `i32` across blocks, branches, calls and returns.

use std::rc::Rc;

use func::type_conversion::{
    is_legal_for_branch_op_interface_type_conversion_pattern,
    is_legal_for_return_op_type_conversion_pattern, is_not_branch_op_interface_or_return_like_op,
    populate_branch_op_interface_type_conversion_pattern, populate_call_op_type_conversion_pattern,
    populate_return_op_type_conversion_pattern,
};
use ir::conversion::{
    apply_partial_conversion, populate_function_op_interface_type_conversion_pattern,
    ConversionPattern, ConversionTarget, TypeConverter,
};

const INPUT: &str = "func.func private @g(i64) -> i64
func.func @f(%a: i64, %c: i1) -> i64 {
  cf.cond_br %c, ^bb1(%a : i64), ^bb2(%a : i64)
^bb1(%x: i64):
  %r = func.call @g(%x) : (i64) -> i64
  return %r : i64
^bb2(%y: i64):
  cf.br ^bb1(%y : i64)
}
";

fn context() -> ir::Context {
    let mut ctx = ir::Context::new();
    func::register(&mut ctx);
    arith::register(&mut ctx);
    cf::register(&mut ctx);
    ctx
}

/// i64 becomes i32, every other type stays; no materializations.
fn converter() -> Rc<TypeConverter> {
    let mut tc = TypeConverter::new();
    tc.add_conversion(|_, t| Some(t));
    tc.add_conversion(|c, t| c.is_integer(t, 64).then(|| c.i32()));
    Rc::new(tc)
}

fn patterns(
    filter: Option<func::type_conversion::BranchOperandFilter>,
) -> Vec<Box<dyn ConversionPattern>> {
    let mut patterns = Vec::new();
    populate_function_op_interface_type_conversion_pattern(
        func::FuncOp::OPERATION_NAME,
        &mut patterns,
    );
    populate_call_op_type_conversion_pattern(&mut patterns);
    populate_return_op_type_conversion_pattern(&mut patterns);
    populate_branch_op_interface_type_conversion_pattern(&mut patterns, filter);
    patterns
}

/// As upstream's users set it up: functions legal when their signature
/// is, returns and branches when their types are, other ops left.
fn target(tc: &Rc<TypeConverter>) -> ConversionTarget {
    let mut target = ConversionTarget::new();
    let c = tc.clone();
    target.add_dynamically_legal_op(func::FuncOp::OPERATION_NAME, move |ctx, op| {
        let ty = func::FuncOp::cast(ctx, op).map(|f| f.function_type(ctx));
        ty.is_some_and(|t| c.is_signature_legal(ctx, t))
    });
    let c = tc.clone();
    target.add_dynamically_legal_op(func::CallOp::OPERATION_NAME, move |ctx, op| {
        c.is_op_legal(ctx, op)
    });
    let c = tc.clone();
    target.mark_unknown_op_dynamically_legal(move |ctx, op| {
        is_not_branch_op_interface_or_return_like_op(ctx, op)
            || is_legal_for_branch_op_interface_type_conversion_pattern(ctx, op, &c)
            || is_legal_for_return_op_type_conversion_pattern(ctx, op, &c, false)
    });
    target
}

fn print(ctx: &ir::Context, op: ir::OpId) -> String {
    ir::print_operation(ctx, op, &ir::PrintOptions::default())
}

#[test]
fn values_convert_across_blocks_branches_calls_and_returns() {
    let mut ctx = context();
    let m = ir::parse_source(&mut ctx, INPUT, "in.mlir").expect("parses");
    let tc = converter();
    apply_partial_conversion(&mut ctx, m, &target(&tc), &patterns(None), Some(&*tc))
        .expect("converts");
    ir::verify(&ctx, m)
        .map_err(|d| d.render(&ctx, &[]))
        .expect("valid");
    assert_eq!(
        print(&ctx, m),
        "module {
  func.func private @g(i32) -> i32
  func.func @f(%arg0: i32, %arg1: i1) -> i32 {
    cf.cond_br %arg1, ^bb1(%arg0 : i32), ^bb2(%arg0 : i32)
  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
    %1 = call @g(%0) : (i32) -> i32
    return %1 : i32
  ^bb2(%2: i32):  // pred: ^bb0
    cf.br ^bb1(%2 : i32)
  }
}
"
    );
}

#[test]
fn branch_operands_left_unconverted_need_a_materialization() {
    let mut ctx = context();
    let m = ir::parse_source(&mut ctx, INPUT, "in.mlir").expect("parses");
    let before = print(&ctx, m);
    let tc = converter();
    // `cf.br`'s operand is not converted: the op stays (a partial
    // conversion) with the argument of its block in its old type, i64,
    // which no materialization rebuilds from the converted one.
    let filter: func::type_conversion::BranchOperandFilter =
        Box::new(|ctx, op, _| cf::BranchOp::cast(ctx, op).is_none());
    let err = apply_partial_conversion(
        &mut ctx,
        m,
        &target(&tc),
        &patterns(Some(filter)),
        Some(&*tc),
    )
    .expect_err("cf.br keeps an i64 operand");
    assert_eq!(
        err.message,
        "failed to legalize unresolved materialization from ('i32') to 'i64' that remained live after conversion"
    );
    assert_eq!(print(&ctx, m), before);
}

#[test]
fn legality_checks() {
    let mut ctx = context();
    let m = ir::parse_source(&mut ctx, INPUT, "in.mlir").expect("parses");
    let tc = converter();
    let ops = ctx.walk_preorder(m);
    let named = |ctx: &ir::Context, name: &str| -> ir::OpId {
        *ops.iter()
            .find(|&&o| ctx.op_name_of(o) == name)
            .expect("op present")
    };
    let (br, ret, call) = (
        named(&ctx, "cf.br"),
        named(&ctx, "func.return"),
        named(&ctx, "func.call"),
    );
    assert!(!is_legal_for_branch_op_interface_type_conversion_pattern(
        &mut ctx, br, &tc
    ));
    assert!(!is_legal_for_branch_op_interface_type_conversion_pattern(
        &mut ctx, ret, &tc
    ));
    assert!(!is_legal_for_return_op_type_conversion_pattern(
        &mut ctx, ret, &tc, false
    ));
    assert!(is_legal_for_return_op_type_conversion_pattern(
        &mut ctx, ret, &tc, true
    ));
    assert!(!is_legal_for_return_op_type_conversion_pattern(
        &mut ctx, br, &tc, false
    ));
    assert!(is_not_branch_op_interface_or_return_like_op(&ctx, call));
    assert!(!is_not_branch_op_interface_or_return_like_op(&ctx, br));
    assert!(!is_not_branch_op_interface_or_return_like_op(&ctx, ret));
}
