//! The port's record of itself: `upstream.diff` is every change made to
//! the pristine upstream `.td` file in `upstream/` (and is current), and
//! with the `conformance` feature that copy is LLVM 19's own.
//!
//! `UPSTREAM_DIFF_BLESS=1 cargo test -p dialect-rocdl --test upstream`
//! rewrites `upstream.diff` after a reviewed change.
//!
//! Beside, the files in `tests/ops/` through the `mlir-opt` driver in
//! process, with the `.stdout` and `.stderr` `mlir-opt` 19 writes for them:
//! the raw buffer ops' custom forms, some intrinsics, `#rocdl.target` (its
//! parameters unverified when parsed, as upstream's) in both forms, and the
//! errors of `rocdl.kernel`, the buffer ops' parser and a bad ABI version.

use std::path::Path;

use dialect_port_check::Kept;

/// The upstream files the port keeps.
const FILES: &[Kept] = &[Kept::header("include/mlir/Dialect/LLVMIR", "ROCDLOps.td")];

dialect_port_check::port_tests!(FILES);

fn register(ctx: &mut ir::Context) {
    func::register(ctx);
    gpu::register_dialect(ctx);
    rocdl::register_dialect(ctx);
}

/// Runs the driver on `tests/ops/<name>.mlir` with `flags` and compares
/// with mlir-opt's outputs stored as `<golden>.stdout` and `.stderr`.
fn check(name: &str, golden: &str, flags: &[&str], expect_ok: bool) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/ops");
    dialect_port_check::check_against_mlir_opt(&dir, name, golden, flags, expect_ok, &register);
}

#[test]
fn ops_and_targets_print_as_mlir_opt_prints_them() {
    check("ops", "ops", &[], true);
    check("ops", "ops.generic", &["--mlir-print-op-generic"], true);
}

#[test]
fn invalid_ops_give_upstream_messages() {
    check("invalid", "invalid", &["-split-input-file"], false);
}

/// `#rocdl.target` promises `gpu::TargetAttrInterface`, and its verifier
/// gives upstream's messages.
#[test]
fn target_attribute_promises_the_gpu_interface() {
    let mut ctx = ir::Context::new();
    rocdl::register_dialect(&mut ctx);
    let target = rocdl::ROCDLTargetAttr::get(
        &mut ctx,
        2,
        "amdgcn-amd-amdhsa",
        "gfx900",
        "",
        "500",
        None,
        None,
    );
    assert!(ctx.attr_has_interface(target.into(), "TargetAttrInterface"));
    assert!(target.has_wave64(&ctx) && target.has_correct_sqrt(&ctx));
    let err = rocdl::ROCDLTargetAttr::verify(&ctx, 2, "t", "c", "", "300", None, None);
    assert_eq!(
        err.unwrap_err(),
        "Invalid ABI version, it must be either `400` or `500`."
    );
}
