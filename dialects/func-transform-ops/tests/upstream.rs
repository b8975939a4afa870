//! The port's record of itself: `upstream.diff` is every change made to
//! the pristine upstream excerpt in `upstream/` (and is current), and with
//! the `conformance` feature that excerpt is a run of LLVM 19's lines.
//!
//! `UPSTREAM_DIFF_BLESS=1 cargo test -p dialect-func-transform-ops --test upstream`
//! rewrites `upstream.diff` after a reviewed change.

use dialect_port_check::Kept;

/// The upstream file the port keeps: the header and
/// `ApplyFuncToLLVMConversionPatternsOp` (`func.cast_and_call` left out).
const FILES: &[Kept] = &[Kept::header_excerpt(
    "include/mlir/Dialect/Func/TransformOps",
    "FuncTransformOps.td",
)];

dialect_port_check::port_tests!(FILES);
