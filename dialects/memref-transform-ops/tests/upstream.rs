//! The port's record of itself: `upstream.diff` is every change made to
//! the pristine upstream excerpt in `upstream/` (and is current), and with
//! the `conformance` feature that excerpt is a run of LLVM 19's lines.
//!
//! `UPSTREAM_DIFF_BLESS=1 cargo test -p dialect-memref-transform-ops --test upstream`
//! rewrites `upstream.diff` after a reviewed change.

use dialect_port_check::Kept;

/// The upstream file the port keeps: the header and
/// `MemrefToLLVMTypeConverterOp` (the pattern and transform ops after it
/// left out).
const FILES: &[Kept] = &[Kept::header_excerpt(
    "include/mlir/Dialect/MemRef/TransformOps",
    "MemRefTransformOps.td",
)];

dialect_port_check::port_tests!(FILES);
