//! The port's record of itself: `upstream.diff` is every change made to
//! the pristine upstream file in `upstream/` (and is current), and with
//! the `conformance` feature that file is LLVM 19's.
//!
//! `UPSTREAM_DIFF_BLESS=1 cargo test -p dialect-scf-transform-ops --test upstream`
//! rewrites `upstream.diff` after a reviewed change.

use dialect_port_check::Kept;

/// The upstream file the port keeps, whole.
const FILES: &[Kept] = &[Kept::header(
    "include/mlir/Dialect/SCF/TransformOps",
    "SCFTransformOps.td",
)];

dialect_port_check::port_tests!(FILES);
