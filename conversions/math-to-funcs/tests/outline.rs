//! The conversion through the library API: `math.ctlz` becomes a call of
//! the outlined `__mlir_math_ctlz_i32` only when asked for, and the
//! implementation is what `mlir-opt --convert-math-to-funcs` 19 prints.

fn context() -> ir::Context {
    let mut ctx = ir::Context::new();
    func::register(&mut ctx);
    arith::register(&mut ctx);
    cf::register(&mut ctx);
    scf::register(&mut ctx);
    math::register(&mut ctx);
    ctx
}

const INPUT: &str = "func.func @f(%x: i32) -> i32 {
  %0 = math.ctlz %x : i32
  return %0 : i32
}
";

fn run(convert_ctlz: bool) -> String {
    let mut ctx = context();
    let m = ir::parse_source(&mut ctx, INPUT, "in.mlir").expect("parses");
    let opts = math_to_funcs::MathToFuncsOptions {
        min_width_of_fpowi_exponent: 1,
        convert_ctlz,
    };
    math_to_funcs::convert_math_to_funcs(&mut ctx, m, opts).expect("converts");
    ir::verify(&ctx, m)
        .map_err(|d| d.render(&ctx, &[]))
        .expect("valid");
    ir::print_operation(&ctx, m, &ir::PrintOptions::default())
}

#[test]
fn ctlz_is_outlined_on_request() {
    assert_eq!(
        run(true),
        "module {
  func.func @f(%arg0: i32) -> i32 {
    %0 = call @__mlir_math_ctlz_i32(%arg0) : (i32) -> i32
    return %0 : i32
  }
  func.func private @__mlir_math_ctlz_i32(%arg0: i32) -> i32 attributes {llvm.linkage = #llvm.linkage<linkonce_odr>} {
    %c32_i32 = arith.constant 32 : i32
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.cmpi eq, %arg0, %c0_i32 : i32
    %1 = scf.if %0 -> (i32) {
      scf.yield %c32_i32 : i32
    } else {
      %c1 = arith.constant 1 : index
      %c1_i32 = arith.constant 1 : i32
      %c32 = arith.constant 32 : index
      %c0_i32_0 = arith.constant 0 : i32
      %2:2 = scf.for %arg1 = %c1 to %c32 step %c1 iter_args(%arg2 = %arg0, %arg3 = %c0_i32_0) -> (i32, i32) {
        %3 = arith.cmpi slt, %arg2, %c0_i32 : i32
        %4:2 = scf.if %3 -> (i32, i32) {
          scf.yield %arg2, %arg3 : i32, i32
        } else {
          %5 = arith.addi %arg3, %c1_i32 : i32
          %6 = arith.shli %arg2, %c1_i32 : i32
          scf.yield %6, %5 : i32, i32
        }
        scf.yield %4#0, %4#1 : i32, i32
      }
      scf.yield %2#1 : i32
    }
    return %1 : i32
  }
}
"
    );
}

#[test]
fn ctlz_stays_by_default() {
    assert!(run(false).contains("math.ctlz %arg0 : i32"));
}
