//! The ops through the `mlir-opt` driver in process: the files in
//! `tests/ops/` with the `.stdout` and `.stderr` that `mlir-opt` 19 writes
//! for them (made in that folder with the flags named in each test):
//! `llvm.func` and `llvm.mlir.global` in their custom and generic forms,
//! the constant-like ops folded and materialized by `--canonicalize`, and
//! the verifiers' and parsers' errors; the arithmetic, memory, call,
//! aggregate, vector, atomic and switch ops and some intrinsics in both
//! forms, their folders and dead-code removal, their errors and the
//! dialect's parameter attribute checks; the metadata and debug-info
//! attributes (alias scopes, access groups, TBAA, loop annotations, target
//! features, `#llvm.di_*`) on the ops that hold them, and their errors.

use std::path::Path;

use ir::tools::opt_main::{parse_args, Command};
use ir::tools::process_input;

/// Runs the driver on `tests/ops/<name>.mlir` with `flags` and compares
/// with mlir-opt's outputs stored as `<golden>.stdout` and `.stderr`.
fn check(name: &str, golden: &str, flags: &[&str], expect_ok: bool) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/ops");
    let file = format!("{name}.mlir");
    let text = std::fs::read_to_string(dir.join(&file)).expect("input");
    let Ok(Command::Run(config)) = parse_args("t", flags) else {
        panic!("flags not taken: {flags:?}");
    };
    let register = |ctx: &mut ir::Context| {
        func::register(ctx);
        dlti::register(ctx);
        llvm::register_dialect(ctx);
    };
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let ok = process_input(&config, &file, &text, &register, &mut out, &mut err);
    let read =
        |ext: &str| std::fs::read_to_string(dir.join(format!("{golden}.{ext}"))).expect("golden");
    assert_eq!(
        String::from_utf8(err).unwrap(),
        read("stderr"),
        "{golden}: stderr"
    );
    assert_eq!(
        String::from_utf8(out).unwrap(),
        read("stdout"),
        "{golden}: stdout"
    );
    assert_eq!(ok, expect_ok, "{golden}: status");
}

#[test]
fn functions_and_globals_print_as_mlir_opt_prints_them() {
    check("round_trip", "round_trip", &[], true);
}

#[test]
fn functions_and_globals_print_generically_as_mlir_opt_does() {
    check(
        "round_trip",
        "round_trip.generic",
        &["--mlir-print-op-generic"],
        true,
    );
}

#[test]
fn constants_fold_and_materialize_as_upstream() {
    check(
        "fold",
        "fold",
        &["--canonicalize", "-allow-unregistered-dialect"],
        true,
    );
}

#[test]
fn invalid_ops_give_upstream_messages() {
    check("invalid", "invalid", &["-split-input-file"], false);
}

#[test]
fn casts_and_branches_print_as_mlir_opt_prints_them() {
    check("casts_branches", "casts_branches", &[], true);
}

#[test]
fn casts_fold_as_upstream() {
    check(
        "casts_branches",
        "casts_branches.canonical",
        &["--canonicalize"],
        true,
    );
}

#[test]
fn invalid_casts_and_branches_give_upstream_messages() {
    check(
        "casts_branches_invalid",
        "casts_branches_invalid",
        &["-split-input-file"],
        false,
    );
}

#[test]
fn memory_call_and_aggregate_ops_print_as_mlir_opt_prints_them() {
    check("memory_calls", "memory_calls", &[], true);
}

#[test]
fn memory_call_and_aggregate_ops_print_generically_as_mlir_opt_does() {
    check(
        "memory_calls",
        "memory_calls.generic",
        &["--mlir-print-op-generic"],
        true,
    );
}

#[test]
fn compares_shifts_geps_and_aggregates_fold_as_upstream() {
    check(
        "fold_ops",
        "fold_ops",
        &["--canonicalize", "-allow-unregistered-dialect"],
        true,
    );
}

#[test]
fn new_ops_and_parameter_attributes_give_upstream_messages() {
    check("ops_invalid", "ops_invalid", &["-split-input-file"], false);
}

#[test]
fn intrinsics_print_as_mlir_opt_prints_them() {
    check("intrinsics", "intrinsics", &[], true);
    check(
        "intrinsics",
        "intrinsics.generic",
        &["--mlir-print-op-generic"],
        true,
    );
}

#[test]
fn data_layout_entries_of_llvm_types_check_and_size_as_upstream() {
    // Pointer and struct entries rejected with `verifyEntries`' messages;
    // the last case's 32-bit `!llvm.ptr<1>` and aligned struct fields
    // drive `sroa` and `mem2reg` (a load of the pointer as `i32`).
    check(
        "data_layout_entries",
        "data_layout_entries",
        &["-split-input-file"],
        false,
    );
    check(
        "data_layout_entries",
        "data_layout_entries.slots",
        &[
            "-split-input-file",
            "--pass-pipeline=builtin.module(llvm.func(sroa,mem2reg))",
        ],
        false,
    );
}

/// `sroa` over the llvm allocas of each `llvm.func` of `src` through the
/// library entry point: the counts (destructured slots, slots with memory
/// benefit, max subelement number).
fn sroa_counts(src: &str) -> (u64, u64, u64) {
    let mut ctx = ir::Context::new();
    llvm::register_dialect(&mut ctx);
    let module = ir::parse_source(&mut ctx, src, "in.mlir").expect("parses");
    let funcs: Vec<ir::OpId> = ctx
        .walk_preorder(module)
        .into_iter()
        .filter(|&o| ctx.op_name_of(o) == "llvm.func")
        .collect();
    let mut c = ir::transforms::SROACounts::default();
    for f in funcs {
        let allocas: Vec<ir::OpId> = ctx
            .walk_postorder(f)
            .into_iter()
            .filter(|&o| ctx.op_name_of(o) == "llvm.alloca")
            .collect();
        ir::transforms::try_to_destructure_memory_slots(&mut ctx, &allocas, &mut c)
            .expect("splits");
    }
    ir::verify(&ctx, module).expect("verifies");
    (
        c.destructured_slots,
        c.slots_with_memory_benefit,
        c.max_subelement_number,
    )
}

#[test]
fn sroa_statistics_as_upstream_checks_them() {
    // The four cases of upstream's `Dialect/LLVMIR/sroa-statistics.mlir`
    // (the upstream driver cannot compare them: `mlir-opt` 19 as packaged
    // is built without statistics).
    let basic = r#"llvm.func @basic() -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.alloca %0 x !llvm.struct<"foo", (i32, i32)> {alignment = 8 : i64} : (i32) -> !llvm.ptr
  %2 = llvm.getelementptr inbounds %1[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"foo", (i32, i32)>
  %3 = llvm.load %2 : !llvm.ptr -> i32
  llvm.return %3 : i32
}"#;
    assert_eq!(sroa_counts(basic), (1, 1, 2));
    let no_benefit = r#"llvm.func @basic_no_memory_benefit() -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.alloca %0 x !llvm.struct<"foo", (i32, i32)> {alignment = 8 : i64} : (i32) -> !llvm.ptr
  %2 = llvm.getelementptr inbounds %1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"foo", (i32, i32)>
  %3 = llvm.getelementptr inbounds %1[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"foo", (i32, i32)>
  %4 = llvm.load %2 : !llvm.ptr -> i32
  %5 = llvm.load %3 : !llvm.ptr -> i32
  %6 = llvm.add %4, %5 : i32
  llvm.return %6 : i32
}"#;
    assert_eq!(sroa_counts(no_benefit), (1, 0, 2));
    let array = r#"llvm.func @basic_array() -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.alloca %0 x !llvm.array<10 x i32> {alignment = 8 : i64} : (i32) -> !llvm.ptr
  %2 = llvm.getelementptr inbounds %1[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<10 x i32>
  %3 = llvm.load %2 : !llvm.ptr -> i32
  llvm.return %3 : i32
}"#;
    assert_eq!(sroa_counts(array), (1, 1, 10));
    let multi_level = r#"llvm.func @multi_level_direct() -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.alloca %0 x !llvm.struct<"foo", (i32, f64, struct<"bar", (i8, array<10 x array<10 x i32>>, i8)>)> {alignment = 8 : i64} : (i32) -> !llvm.ptr
  %2 = llvm.getelementptr inbounds %1[0, 2, 1, 5, 8] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"foo", (i32, f64, struct<"bar", (i8, array<10 x array<10 x i32>>, i8)>)>
  %3 = llvm.load %2 : !llvm.ptr -> i32
  llvm.return %3 : i32
}"#;
    assert_eq!(sroa_counts(multi_level), (4, 4, 10));
}

#[test]
fn metadata_attributes_print_as_mlir_opt_prints_them() {
    // Alias scopes, access groups, TBAA, loop annotations, target features
    // and debug information, with the op arguments that hold them and
    // the dialect's aliases.
    check("metadata", "metadata", &[], true);
    check(
        "metadata",
        "metadata.generic",
        &["--mlir-print-op-generic"],
        true,
    );
}

#[test]
fn invalid_metadata_attributes_give_upstream_messages() {
    check(
        "metadata_invalid",
        "metadata_invalid",
        &["--split-input-file"],
        false,
    );
}
