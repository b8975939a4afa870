//! The crate's record of its pass declarations: `upstream.diff` is every
//! change made to the defs of `upstream/Passes.td` (and is current), and
//! with the `conformance` feature that excerpt is LLVM 19's own text.
//!
//! `UPSTREAM_DIFF_BLESS=1 cargo test -p dialect-gpu-transforms --test upstream`
//! rewrites `upstream.diff` after a reviewed change.

use dialect_port_check::Kept;

/// The upstream file the crate keeps defs of.
const FILES: &[Kept] = &[Kept::header_excerpt(
    "include/mlir/Dialect/GPU/Transforms",
    "Passes.td",
)];

dialect_port_check::port_tests!(FILES);
