//! The conversion's record of its pass declaration: `upstream.diff` is
//! every change made to the def of `upstream/Passes.td` (and is current),
//! and with the `conformance` feature that excerpt is LLVM 19's own text.
//!
//! `UPSTREAM_DIFF_BLESS=1 cargo test -p conversion-tosa-to-scf --test upstream`
//! rewrites `upstream.diff` after a reviewed change.

use dialect_port_check::Kept;

/// The upstream file the conversion keeps a def of.
const FILES: &[Kept] = &[Kept::header_excerpt("include/mlir/Conversion", "Passes.td")];

dialect_port_check::port_tests!(FILES);
