//! The lowering through the library API: a function with an `affine.for`
//! (map bounds, a step, a carried value), `floordiv`/`mod`/`ceildiv`
//! subscripts, an `affine.if` and an `affine.parallel` reduction becomes the
//! `scf`/`arith`/`memref` text `mlir-opt --lower-affine` 19 prints for it;
//! `affine.delinearize_index` becomes divisions and remainders.

fn context() -> ir::Context {
    let mut ctx = ir::Context::new();
    func::register(&mut ctx);
    arith::register(&mut ctx);
    memref::register(&mut ctx);
    scf::register(&mut ctx);
    affine::register(&mut ctx);
    ctx
}

/// Parses `text`, lowers it, checks it verifies and returns the printout.
fn lower(text: &str) -> String {
    let mut ctx = context();
    let m = ir::parse_source(&mut ctx, text, "in.mlir").expect("parses");
    affine_to_std::lower_affine(&mut ctx, m).expect("lowers");
    ir::verify(&ctx, m)
        .map_err(|d| d.render(&ctx, &[]))
        .expect("valid");
    ir::print_operation(&ctx, m, &ir::PrintOptions::default())
}

#[test]
fn loops_conditions_and_reductions_lower() {
    let text = r#"func.func @f(%m: memref<?xf32>, %n: index, %x: f32) -> f32 {
  %r = affine.for %i = max affine_map<(d0) -> (0, d0 - 3)>(%n) to min affine_map<()[s0] -> (s0, 64)>()[%n] step 2 iter_args(%a = %x) -> (f32) {
    %v = affine.load %m[%i floordiv 4 + %i mod 3] : memref<?xf32>
    %c = affine.apply affine_map<(d0) -> (d0 ceildiv 8)>(%i)
    affine.if affine_set<(d0)[s0] : (s0 - d0 - 1 >= 0, d0 == 0)>(%i)[%n] {
      affine.store %v, %m[%c] : memref<?xf32>
    }
    %s = arith.addf %a, %v : f32
    affine.yield %s : f32
  }
  %p = affine.parallel (%k) = (0) to (%n) reduce ("maximumf") -> (f32) {
    %w = affine.load %m[%k] : memref<?xf32>
    affine.yield %w : f32
  }
  %q = arith.addf %r, %p : f32
  return %q : f32
}
"#;
    assert_eq!(
        lower(text),
        r#"module {
  func.func @f(%arg0: memref<?xf32>, %arg1: index, %arg2: f32) -> f32 {
    %c0 = arith.constant 0 : index
    %c-3 = arith.constant -3 : index
    %0 = arith.addi %arg1, %c-3 : index
    %1 = arith.maxsi %c0, %0 : index
    %c64 = arith.constant 64 : index
    %2 = arith.minsi %arg1, %c64 : index
    %c2 = arith.constant 2 : index
    %3 = scf.for %arg3 = %1 to %2 step %c2 iter_args(%arg4 = %arg2) -> (f32) {
      %c4 = arith.constant 4 : index
      %c0_1 = arith.constant 0 : index
      %c-1 = arith.constant -1 : index
      %6 = arith.cmpi slt, %arg3, %c0_1 : index
      %7 = arith.subi %c-1, %arg3 : index
      %8 = arith.select %6, %7, %arg3 : index
      %9 = arith.divsi %8, %c4 : index
      %10 = arith.subi %c-1, %9 : index
      %11 = arith.select %6, %10, %9 : index
      %c3 = arith.constant 3 : index
      %12 = arith.remsi %arg3, %c3 : index
      %c0_2 = arith.constant 0 : index
      %13 = arith.cmpi slt, %12, %c0_2 : index
      %14 = arith.addi %12, %c3 : index
      %15 = arith.select %13, %14, %12 : index
      %16 = arith.addi %11, %15 : index
      %17 = memref.load %arg0[%16] : memref<?xf32>
      %c8 = arith.constant 8 : index
      %c0_3 = arith.constant 0 : index
      %c1_4 = arith.constant 1 : index
      %18 = arith.cmpi sle, %arg3, %c0_3 : index
      %19 = arith.subi %c0_3, %arg3 : index
      %20 = arith.subi %arg3, %c1_4 : index
      %21 = arith.select %18, %19, %20 : index
      %22 = arith.divsi %21, %c8 : index
      %23 = arith.subi %c0_3, %22 : index
      %24 = arith.addi %22, %c1_4 : index
      %25 = arith.select %18, %23, %24 : index
      %c0_5 = arith.constant 0 : index
      %c-1_6 = arith.constant -1 : index
      %26 = arith.muli %arg3, %c-1_6 : index
      %27 = arith.addi %26, %arg1 : index
      %c-1_7 = arith.constant -1 : index
      %28 = arith.addi %27, %c-1_7 : index
      %29 = arith.cmpi sge, %28, %c0_5 : index
      %30 = arith.cmpi eq, %arg3, %c0_5 : index
      %31 = arith.andi %29, %30 : i1
      scf.if %31 {
        memref.store %17, %arg0[%25] : memref<?xf32>
      }
      %32 = arith.addf %arg4, %17 : f32
      scf.yield %32 : f32
    }
    %c0_0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cst = arith.constant 0xFF800000 : f32
    %4 = scf.parallel (%arg3) = (%c0_0) to (%arg1) step (%c1) init (%cst) -> f32 {
      %6 = memref.load %arg0[%arg3] : memref<?xf32>
      scf.reduce(%6 : f32) {
      ^bb0(%arg4: f32, %arg5: f32):
        %7 = arith.maximumf %arg4, %arg5 : f32
        scf.reduce.return %7 : f32
      }
    }
    %5 = arith.addf %3, %4 : f32
    return %5 : f32
  }
}
"#
    );
}

#[test]
fn delinearize_index_becomes_divisions() {
    let text = "func.func @d(%i: index, %b: index) -> (index, index) {
  %c4 = arith.constant 4 : index
  %0:2 = affine.delinearize_index %i into (%b, %c4) : index, index
  return %0#0, %0#1 : index, index
}
";
    let out = lower(text);
    assert!(!out.contains("affine."), "{out}");
    // `%i floordiv 4` then `%i mod 4`, each with its constant.
    assert_eq!(out.matches("arith.divsi").count(), 1, "{out}");
    assert_eq!(out.matches("arith.remsi").count(), 1, "{out}");
}
