//! `mem2reg` and `sroa` over memref slots through the library entry points
//! (`try_to_promote_memory_slots`, `try_to_destructure_memory_slots`): the
//! counts upstream's `Dialect/MemRef/mem2reg-statistics.mlir` checks (the
//! upstream driver cannot compare them: `mlir-opt` 19 as packaged is built
//! without statistics), and the IR `mlir-opt` 19 prints afterwards.

use ir::transforms::dominance::DominanceInfo;
use ir::transforms::{
    try_to_destructure_memory_slots, try_to_promote_memory_slots, Mem2RegCounts, SROACounts,
};
use ir::{Context, OpId};

fn context() -> Context {
    let mut ctx = Context::new();
    func::register(&mut ctx);
    arith::register(&mut ctx);
    cf::register(&mut ctx);
    memref::register(&mut ctx);
    memref::register_memory_slot_external_models(&mut ctx);
    ctx
}

/// The `func.func` ops of `module`, and the ops of each's body in walk
/// order that are `memref.alloca`.
fn allocas_per_function(ctx: &Context, module: OpId) -> Vec<Vec<OpId>> {
    let mut out = Vec::new();
    for f in ctx.walk_preorder(module) {
        if ctx.op_name_of(f) != "func.func" {
            continue;
        }
        let allocas = ctx
            .walk_postorder(f)
            .into_iter()
            .filter(|&o| ctx.op_name_of(o) == "memref.alloca")
            .collect();
        out.push(allocas);
    }
    out
}

/// Promotes the slots of every function of `src`: the counts per function
/// and the module printed.
fn mem2reg(src: &str) -> (Vec<(u64, u64)>, String) {
    let mut ctx = context();
    let module = ir::parse_source(&mut ctx, src, "in.mlir").expect("parses");
    let mut counts = Vec::new();
    for allocas in allocas_per_function(&ctx, module) {
        let mut dominance = DominanceInfo::new();
        let mut c = Mem2RegCounts::default();
        try_to_promote_memory_slots(&mut ctx, &allocas, &mut dominance, &mut c).expect("promotes");
        counts.push((c.new_block_args, c.promoted_slots));
    }
    ir::verify(&ctx, module).expect("verifies");
    (
        counts,
        ir::print_operation(&ctx, module, &ir::PrintOptions::default()),
    )
}

#[test]
fn mem2reg_statistics_as_upstream_checks_them() {
    // The four cases of `mem2reg-statistics.mlir`: (new block args,
    // promoted slots) as its CHECK lines give them.
    let basic = "func.func @basic() -> i32 {
  %0 = arith.constant 5 : i32
  %1 = memref.alloca() : memref<i32>
  memref.store %0, %1[] : memref<i32>
  %2 = memref.load %1[] : memref<i32>
  return %2 : i32
}";
    let (counts, text) = mem2reg(basic);
    assert_eq!(counts, vec![(0, 1)]);
    assert_eq!(
        text,
        "module {\n  func.func @basic() -> i32 {\n    %c5_i32 = arith.constant 5 : i32\n    return %c5_i32 : i32\n  }\n}\n"
    );
    let no_alloca =
        "func.func @no_alloca() -> i32 {\n  %0 = arith.constant 5 : i32\n  return %0 : i32\n}";
    assert_eq!(mem2reg(no_alloca).0, vec![(0, 0)]);
    let cycle = "func.func @cycle(%arg0: i64, %arg1: i1, %arg2: i64) {
  %alloca = memref.alloca() : memref<i64>
  memref.store %arg2, %alloca[] : memref<i64>
  cf.cond_br %arg1, ^bb1, ^bb2
^bb1:
  %use = memref.load %alloca[] : memref<i64>
  call @use(%use) : (i64) -> ()
  memref.store %arg0, %alloca[] : memref<i64>
  cf.br ^bb2
^bb2:
  cf.br ^bb1
}
func.func @use(%arg: i64) { return }";
    let (counts, text) = mem2reg(cycle);
    assert_eq!(counts, vec![(2, 1), (0, 0)]);
    // `mlir-opt` 19's output.
    assert!(text.contains(
        "    cf.cond_br %arg1, ^bb1(%arg2 : i64), ^bb2(%arg2 : i64)\n  ^bb1(%0: i64):  // 2 preds: ^bb0, ^bb2\n    call @use(%0) : (i64) -> ()\n    cf.br ^bb2(%arg0 : i64)\n  ^bb2(%1: i64):  // 2 preds: ^bb0, ^bb1\n    cf.br ^bb1(%1 : i64)\n"
    ), "{text}");
    let recursive = "func.func @recursive(%arg: i64) -> i64 {
  %alloca0 = memref.alloca() : memref<memref<memref<i64>>>
  %alloca1 = memref.alloca() : memref<memref<i64>>
  %alloca2 = memref.alloca() : memref<i64>
  memref.store %arg, %alloca2[] : memref<i64>
  memref.store %alloca2, %alloca1[] : memref<memref<i64>>
  memref.store %alloca1, %alloca0[] : memref<memref<memref<i64>>>
  %load0 = memref.load %alloca0[] : memref<memref<memref<i64>>>
  %load1 = memref.load %load0[] : memref<memref<i64>>
  %load2 = memref.load %load1[] : memref<i64>
  return %load2 : i64
}";
    let (counts, text) = mem2reg(recursive);
    assert_eq!(counts, vec![(0, 3)]);
    assert!(!text.contains("memref.alloca"), "{text}");
}

#[test]
fn a_load_before_any_store_reads_a_zero_and_stored_slots_stay() {
    let src = "func.func @f(%m: memref<memref<f32>>) -> (i32, f32) {
  %c = arith.constant 5 : i32
  %a = memref.alloca() : memref<i32>
  %v = memref.load %a[] : memref<i32>
  memref.store %c, %a[] : memref<i32>
  %b = memref.alloca() : memref<f32>
  memref.store %b, %m[] : memref<memref<f32>>
  %w = memref.load %b[] : memref<f32>
  return %v, %w : i32, f32
}";
    let (counts, text) = mem2reg(src);
    // `%a` is promoted, its load reading the default zero; `%b` escapes.
    assert_eq!(counts, vec![(0, 1)]);
    assert!(text.contains("%c0_i32 = arith.constant 0 : i32"), "{text}");
    assert!(text.contains("return %c0_i32, %0 : i32, f32"), "{text}");
    assert!(
        text.contains("%alloca = memref.alloca() : memref<f32>"),
        "{text}"
    );
}

/// Splits the slots of every function of `src`: the counts (destructured,
/// with memory benefit, max fields) and the module printed.
fn sroa(src: &str) -> ((u64, u64, u64), String) {
    let mut ctx = context();
    let module = ir::parse_source(&mut ctx, src, "in.mlir").expect("parses");
    let mut c = SROACounts::default();
    for allocas in allocas_per_function(&ctx, module) {
        try_to_destructure_memory_slots(&mut ctx, &allocas, &mut c).expect("splits");
    }
    ir::verify(&ctx, module).expect("verifies");
    let counts = (
        c.destructured_slots,
        c.slots_with_memory_benefit,
        c.max_subelement_number,
    );
    (
        counts,
        ir::print_operation(&ctx, module, &ir::PrintOptions::default()),
    )
}

#[test]
fn sroa_splits_small_static_memrefs_by_constant_index() {
    let src = "func.func @f(%x: i32, %y: i32, %z: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloca() : memref<2x2xi32>
  memref.store %x, %a[%c0, %c0] : memref<2x2xi32>
  memref.store %y, %a[%c0, %c1] : memref<2x2xi32>
  memref.store %z, %a[%c1, %c0] : memref<2x2xi32>
  %r = memref.load %a[%c0, %c1] : memref<2x2xi32>
  return %r : i32
}";
    let (counts, text) = sroa(src);
    assert_eq!(counts, (1, 1, 4));
    // `mlir-opt` 19's output: one rank-0 alloca per used index, in the
    // order the accessors were met (uses are visited newest first).
    let expected = "    %alloca = memref.alloca() : memref<i32>
    %alloca_0 = memref.alloca() : memref<i32>
    %alloca_1 = memref.alloca() : memref<i32>
    memref.store %arg0, %alloca_1[] : memref<i32>
    memref.store %arg1, %alloca[] : memref<i32>
    memref.store %arg2, %alloca_0[] : memref<i32>
    %0 = memref.load %alloca[] : memref<i32>
";
    assert!(text.contains(expected), "{text}");
    // A dynamic index, a dynamic shape, an out-of-bounds index or an
    // escaping pointer keep the aggregate.
    for body in [
        "%a = memref.alloca() : memref<2xi32>\n  memref.store %x, %a[%i] : memref<2xi32>",
        "%a = memref.alloca(%i) : memref<?x2xi32>\n  memref.store %x, %a[%c0, %c0] : memref<?x2xi32>",
        "%a = memref.alloca() : memref<2xi32>\n  memref.store %x, %a[%c9] : memref<2xi32>",
        "%a = memref.alloca() : memref<2xi32>\n  memref.store %x, %a[%c0] : memref<2xi32>\n  \"test.use\"(%a) : (memref<2xi32>) -> ()",
    ] {
        let src = format!(
            "func.func @f(%x: i32, %i: index) {{\n  %c0 = arith.constant 0 : index\n  %c9 = arith.constant 9 : index\n  {body}\n  return\n}}"
        );
        let mut ctx = context();
        ctx.allow_unregistered_dialects(true);
        let module = ir::parse_source(&mut ctx, &src, "in.mlir").expect("parses");
        let mut c = SROACounts::default();
        for allocas in allocas_per_function(&ctx, module) {
            let split = try_to_destructure_memory_slots(&mut ctx, &allocas, &mut c).expect("runs");
            assert!(!split, "{src}");
        }
        assert_eq!(c.destructured_slots, 0);
    }
}
