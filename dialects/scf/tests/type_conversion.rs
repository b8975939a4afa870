//! scf's structural type conversions with func's: an `i64` carried by
//! `scf.for`, `scf.if` and `scf.while` becomes an `i32`.

use std::rc::Rc;

use ir::conversion::{
    apply_partial_conversion, populate_function_op_interface_type_conversion_pattern,
    ConversionTarget, TypeConverter,
};

#[test]
fn loops_and_branches_carry_converted_values() {
    let mut ctx = ir::Context::new();
    func::register(&mut ctx);
    arith::register(&mut ctx);
    scf::register(&mut ctx);
    let input = "func.func @f(%a: i64, %c: i1, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> (i64) {
    %y = scf.if %c -> (i64) {
      scf.yield %x : i64
    } else {
      scf.yield %a : i64
    }
    scf.yield %y : i64
  }
  %w = scf.while (%v = %r) : (i64) -> i64 {
    scf.condition(%c) %v : i64
  } do {
  ^bb0(%u: i64):
    scf.yield %u : i64
  }
  return %w : i64
}
";
    let m = ir::parse_source(&mut ctx, input, "in.mlir").expect("parses");
    let mut tc = TypeConverter::new();
    tc.add_conversion(|_, t| Some(t));
    tc.add_conversion(|c, t| c.is_integer(t, 64).then(|| c.i32()));
    let tc = Rc::new(tc);
    let mut patterns = Vec::new();
    populate_function_op_interface_type_conversion_pattern(
        func::FuncOp::OPERATION_NAME,
        &mut patterns,
    );
    func::type_conversion::populate_return_op_type_conversion_pattern(&mut patterns);
    let mut target = ConversionTarget::new();
    func::type_conversion::add_function_boundary_legality(&mut target, tc.clone());
    scf::type_conversion::populate_scf_structural_type_conversions_and_legality(
        tc.clone(),
        &mut patterns,
        &mut target,
    );
    apply_partial_conversion(&mut ctx, m, &target, &patterns, Some(&*tc)).expect("converts");
    ir::verify(&ctx, m)
        .map_err(|d| d.render(&ctx, &[]))
        .expect("valid");
    assert_eq!(
        ir::print_operation(&ctx, m, &ir::PrintOptions::default()),
        "module {
  func.func @f(%arg0: i32, %arg1: i1, %arg2: index) -> i32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %arg0) -> (i32) {
      %2 = scf.if %arg1 -> (i32) {
        scf.yield %arg4 : i32
      } else {
        scf.yield %arg0 : i32
      }
      scf.yield %2 : i32
    }
    %1 = scf.while (%arg3 = %0) : (i32) -> i32 {
      scf.condition(%arg1) %arg3 : i32
    } do {
    ^bb0(%arg3: i32):
      scf.yield %arg3 : i32
    }
    return %1 : i32
  }
}
"
    );
}
