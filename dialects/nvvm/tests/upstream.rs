//! The port's record of itself: `upstream.diff` is every change made to
//! the pristine upstream `.td` files in `upstream/` (and is current), and
//! with the `conformance` feature those copies are LLVM 19's own.
//!
//! `UPSTREAM_DIFF_BLESS=1 cargo test -p dialect-nvvm --test upstream`
//! rewrites `upstream.diff` after a reviewed change.

use dialect_port_check::Kept;

const DIR: &str = "include/mlir/Dialect/LLVMIR";

/// The upstream files the port keeps.
const FILES: &[Kept] = &[
    Kept::header(DIR, "BasicPtxBuilderInterface.td"),
    Kept::header(DIR, "NVVMOps.td"),
];

dialect_port_check::port_tests!(FILES);
