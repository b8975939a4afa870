//! The lowering through the library API: a function's `scf.if` and
//! `scf.for` become branches (the output `mlir-opt --convert-scf-to-cf`
//! 19 prints for it), and a conversion that fails (an `scf.forall` with
//! shared outputs cannot be lowered) leaves the function as it was.

fn context() -> ir::Context {
    let mut ctx = ir::Context::new();
    func::register(&mut ctx);
    arith::register(&mut ctx);
    cf::register(&mut ctx);
    scf::register(&mut ctx);
    ctx
}

fn print(ctx: &ir::Context, op: ir::OpId) -> String {
    ir::print_operation(ctx, op, &ir::PrintOptions::default())
}

#[test]
fn if_and_for_become_branches() {
    let mut ctx = context();
    let text = "func.func @f(%c: i1, %n: index, %s: index, %x: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    %y = scf.for %i = %s to %n step %s iter_args(%a = %x) -> (i32) {
      %b = arith.addi %a, %a : i32
      scf.yield %b : i32
    }
    scf.yield %y : i32
  } else {
    scf.yield %x : i32
  }
  return %r : i32
}
";
    let m = ir::parse_source(&mut ctx, text, "in.mlir").expect("parses");
    scf_to_cf::convert_scf_to_cf(&mut ctx, m).expect("converts");
    ir::verify(&ctx, m)
        .map_err(|d| d.render(&ctx, &[]))
        .expect("valid");
    assert_eq!(
        print(&ctx, m),
        "module {
  func.func @f(%arg0: i1, %arg1: index, %arg2: index, %arg3: i32) -> i32 {
    cf.cond_br %arg0, ^bb1, ^bb5
  ^bb1:  // pred: ^bb0
    cf.br ^bb2(%arg2, %arg3 : index, i32)
  ^bb2(%0: index, %1: i32):  // 2 preds: ^bb1, ^bb3
    %2 = arith.cmpi slt, %0, %arg1 : index
    cf.cond_br %2, ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    %3 = arith.addi %1, %1 : i32
    %4 = arith.addi %0, %arg2 : index
    cf.br ^bb2(%4, %3 : index, i32)
  ^bb4:  // pred: ^bb2
    cf.br ^bb6(%1 : i32)
  ^bb5:  // pred: ^bb0
    cf.br ^bb6(%arg3 : i32)
  ^bb6(%5: i32):  // 2 preds: ^bb4, ^bb5
    cf.br ^bb7
  ^bb7:  // pred: ^bb6
    return %5 : i32
  }
}
"
    );
}

#[test]
fn a_forall_with_shared_outputs_fails_and_nothing_changes() {
    let mut ctx = context();
    let text = "func.func @f(%t: tensor<4xf32>, %c: i1) {
  scf.if %c {
    scf.yield
  }
  %0 = scf.forall (%i) in (4) shared_outs(%o = %t) -> tensor<4xf32> {
    scf.forall.in_parallel {
    }
  }
  return
}
";
    let m = ir::parse_source(&mut ctx, text, "in.mlir").expect("parses");
    let before = print(&ctx, m);
    let err = scf_to_cf::convert_scf_to_cf(&mut ctx, m).expect_err("cannot lower");
    assert_eq!(
        err.message,
        "failed to legalize operation 'scf.forall' that was explicitly marked illegal"
    );
    assert_eq!(print(&ctx, m), before);
}
