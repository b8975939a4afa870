//! The port's record of itself: `upstream.diff` is every change made to
//! the pristine upstream `.td` files in `upstream/` (and is current), and
//! with the `conformance` feature those copies are LLVM 19's own.
//!
//! `UPSTREAM_DIFF_BLESS=1 cargo test -p dialect-scf --test upstream`
//! rewrites `upstream.diff` after a reviewed change.

use dialect_port_check::Kept;

const DIR: &str = "include/mlir/Dialect/SCF/IR";

/// The upstream files the port keeps.
const FILES: &[Kept] = &[
    Kept::header(DIR, "SCFOps.td"),
    Kept::header(DIR, "DeviceMappingInterface.td"),
    Kept::header_excerpt("include/mlir/Dialect/SCF/Transforms", "Passes.td"),
    // Named with its folder: `upstream/Passes.td` is SCF's.
    Kept::header_excerpt("include/mlir/Dialect", "Affine/Passes.td"),
];

dialect_port_check::port_tests!(FILES);
