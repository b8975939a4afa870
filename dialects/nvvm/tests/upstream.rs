//! The port's record of itself: `upstream.diff` is every change made to
//! the pristine upstream `.td` files in `upstream/` (and is current), and
//! with the `conformance` feature those copies are LLVM 19's own.
//!
//! `UPSTREAM_DIFF_BLESS=1 cargo test -p dialect-nvvm --test upstream`
//! rewrites `upstream.diff` after a reviewed change.
//!
//! Beside upstream's own tests (`Dialect/LLVMIR/nvvm.mlir` and the nvvm
//! cases of `invalid.mlir`, run by ir-opt's upstream driver), the files in
//! `tests/ops/` through the `mlir-opt` driver in process, with the
//! `.stdout` and `.stderr` `mlir-opt` 19 writes for them: the errors of
//! the target attribute, the dialect's attributes and the verifiers
//! upstream's tests leave out; `nvvm.mma.sync` and `nvvm.vote.ballot.sync`
//! in both forms; and the PTX of every `BasicPtxBuilderInterface` op
//! against the `llvm.inline_asm` strings `mlir-opt --convert-nvvm-to-llvm`
//! makes of them (`ptx.converted`).

use std::path::{Path, PathBuf};

use dialect_port_check::Kept;

const DIR: &str = "include/mlir/Dialect/LLVMIR";

/// The upstream files the port keeps.
const FILES: &[Kept] = &[
    Kept::header(DIR, "BasicPtxBuilderInterface.td"),
    Kept::header(DIR, "NVVMOps.td"),
    Kept::header_excerpt("include/mlir/Dialect/LLVMIR/Transforms", "Passes.td"),
];

dialect_port_check::port_tests!(FILES);

fn ops_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/ops")
}

fn register(ctx: &mut ir::Context) {
    func::register(ctx);
    gpu::register_dialect(ctx);
    llvm::register_dialect(ctx);
    nvvm::register_dialect(ctx);
}

/// Runs the driver on `tests/ops/<name>.mlir` with `flags` and compares
/// with mlir-opt's outputs stored as `<golden>.stdout` and `.stderr`.
fn check(name: &str, golden: &str, flags: &[&str], expect_ok: bool) {
    dialect_port_check::check_against_mlir_opt(
        &ops_dir(),
        name,
        golden,
        flags,
        expect_ok,
        &register,
    );
}

#[test]
fn invalid_ops_and_attributes_give_upstream_messages() {
    check("invalid", "invalid", &["-split-input-file"], false);
}

#[test]
fn mma_and_vote_print_as_mlir_opt_prints_them() {
    check("mma", "mma", &[], true);
    check("mma", "mma.generic", &["--mlir-print-op-generic"], true);
}

/// In generic form: the custom form of
/// `nvvm.cp.async.bulk.tensor.shared.cluster.global` prints `type($dstMem)`
/// in full where upstream strips a type with a C++ class to its
/// parameters (`<3>` for `!llvm.ptr<3>`), which the generator does only
/// for ODS type definitions.
#[test]
fn ptx_builder_ops_print_as_mlir_opt_prints_them() {
    check("ptx", "ptx.generic", &["--mlir-print-op-generic"], true);
}

/// Every op of the module in `file`, in program order.
fn parse_ops(ctx: &mut ir::Context, file: &str) -> Vec<ir::OpId> {
    let text = std::fs::read_to_string(ops_dir().join(file)).expect("input");
    let module = ir::parse_source(ctx, &text, file).expect("parses");
    ctx.walk_preorder(module)
}

/// The PTX of each `BasicPtxBuilderInterface` op without an intrinsic
/// equals the assembly `convert-nvvm-to-llvm` (upstream's `PtxBuilder`)
/// makes of it: operands renamed `%N` to `$N` and a predicate guard
/// `@$N` in front.
#[test]
fn ptx_strings_are_the_ones_convert_nvvm_to_llvm_emits() {
    let mut ctx = ir::Context::new();
    register(&mut ctx);
    let mut ours = Vec::new();
    for op in parse_ops(&mut ctx, "ptx.mlir") {
        let Some(builder) = nvvm::BasicPtxBuilderInterfaceRef::get(&ctx, op) else {
            continue;
        };
        if builder.has_intrinsic(&ctx) {
            continue;
        }
        let mut ptx = builder.get_ptx(&ctx).replace('%', "$");
        if let Some(pred) = builder.get_predicate(&ctx) {
            let values: Vec<ir::Value> = ctx
                .results(op)
                .into_iter()
                .chain(ctx.operands(op))
                .collect();
            let at = values.iter().position(|&v| v == pred).expect("an operand");
            ptx = format!("@${at} {ptx}");
        }
        ours.push(ptx);
    }
    let mut theirs = Vec::new();
    for op in parse_ops(&mut ctx, "ptx.converted") {
        if ctx.op_name_of(op) == "llvm.inline_asm" {
            let asm = ctx.attr(op, "asm_string").expect("asm_string");
            theirs.push(ctx.attr_as_str(asm).expect("a string").to_string());
        }
    }
    assert_eq!(ours.len(), 28);
    assert_eq!(ours, theirs);
}

/// `#nvvm.target` promises `gpu::TargetAttrInterface`, as upstream's
/// dialect declares, and its verifier gives upstream's messages.
#[test]
fn target_attribute_promises_the_gpu_interface() {
    let mut ctx = ir::Context::new();
    register(&mut ctx);
    let target = nvvm::NVVMTargetAttr::get(
        &mut ctx,
        2,
        "nvptx64-nvidia-cuda",
        "sm_50",
        "+ptx60",
        None,
        None,
    );
    assert!(ctx.attr_has_interface(target.into(), "TargetAttrInterface"));
    let err = nvvm::NVVMTargetAttr::verify(&ctx, 4, "t", "c", "", None, None);
    assert_eq!(
        err.unwrap_err(),
        "The optimization level must be a number between 0 and 3."
    );
    assert!(nvvm::NVVMTargetAttr::verify(&ctx, 3, "t", "c", "", None, None).is_ok());
    assert!(!target.has_fast_math(&ctx));
}
