//! The lifting through the library API: a loop that exits in two places,
//! under a conditional branch, becomes an `scf.while` in an `scf.if` (the
//! output `mlir-opt --lift-cf-to-scf` 19 prints for it); an infinite loop
//! outside a `func.func` is an error.

fn context() -> ir::Context {
    let mut ctx = ir::Context::new();
    func::register(&mut ctx);
    arith::register(&mut ctx);
    cf::register(&mut ctx);
    scf::register(&mut ctx);
    ub::register(&mut ctx);
    ctx
}

fn print(ctx: &ir::Context, op: ir::OpId) -> String {
    ir::print_operation(ctx, op, &ir::PrintOptions::default())
}

#[test]
fn a_loop_with_two_exits_becomes_a_while_in_an_if() {
    let mut ctx = context();
    let text = "func.func @f(%c: i1, %n: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  cf.cond_br %c, ^loop(%n : i32), ^done(%n : i32)
^loop(%i: i32):
  %j = arith.subi %i, %c1 : i32
  %z = arith.cmpi eq, %j, %c1 : i32
  cf.cond_br %z, ^done(%j : i32), ^loop(%j : i32)
^done(%r: i32):
  return %r : i32
}
";
    let m = ir::parse_source(&mut ctx, text, "in.mlir").expect("parses");
    assert!(cf_to_scf::lift_cf_to_scf(&mut ctx, m).expect("lifts"));
    ir::verify(&ctx, m)
        .map_err(|d| d.render(&ctx, &[]))
        .expect("valid");
    assert_eq!(
        print(&ctx, m),
        "module {
  func.func @f(%arg0: i1, %arg1: i32) -> i32 {
    %0 = ub.poison : i32
    %c1_i32 = arith.constant 1 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32_0 = arith.constant 1 : i32
    %1 = scf.if %arg0 -> (i32) {
      %2:2 = scf.while (%arg2 = %arg1, %arg3 = %0) : (i32, i32) -> (i32, i32) {
        %3 = arith.subi %arg2, %c1_i32_0 : i32
        %4 = arith.cmpi eq, %3, %c1_i32_0 : i32
        %5:4 = scf.if %4 -> (i32, i32, i32, i32) {
          scf.yield %0, %3, %c1_i32, %c0_i32 : i32, i32, i32, i32
        } else {
          scf.yield %3, %0, %c0_i32, %c1_i32 : i32, i32, i32, i32
        }
        %6 = arith.trunci %5#3 : i32 to i1
        scf.condition(%6) %5#0, %5#1 : i32, i32
      } do {
      ^bb0(%arg2: i32, %arg3: i32):
        scf.yield %arg2, %arg3 : i32, i32
      }
      scf.yield %2#1 : i32
    } else {
      scf.yield %arg1 : i32
    }
    return %1 : i32
  }
}
"
    );
    // Lifted already: nothing left to change.
    assert!(!cf_to_scf::lift_cf_to_scf(&mut ctx, m).expect("lifts"));
}

#[test]
fn an_infinite_loop_outside_a_function_is_an_error() {
    let mut ctx = context();
    let text = "func.func @f() {
  scf.execute_region {
    cf.br ^bb1
  ^bb1:
    cf.br ^bb1
  }
  return
}
";
    let m = ir::parse_source(&mut ctx, text, "in.mlir").expect("parses");
    let err = cf_to_scf::lift_cf_to_scf(&mut ctx, m).expect_err("no terminator to create");
    assert!(
        err.render(&ctx, &[])
            .contains("Cannot create unreachable terminator for 'scf.execute_region'"),
        "{}",
        err.render(&ctx, &[])
    );
}
