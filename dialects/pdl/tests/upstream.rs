//! The port's record of itself: `upstream.diff` is every change made to
//! the pristine upstream `.td` files in `upstream/` (their C++ snippets
//! rewritten in Rust), and with the `conformance` feature those copies are
//! LLVM 19's own.
//!
//! `UPSTREAM_DIFF_BLESS=1 cargo test -p dialect-pdl --test upstream`
//! rewrites `upstream.diff` after a reviewed change.

use dialect_port_check::Kept;

const DIR: &str = "include/mlir/Dialect/PDL/IR";

const FILES: &[Kept] = &[
    Kept::header(DIR, "PDLDialect.td"),
    Kept::header(DIR, "PDLTypes.td"),
    Kept::header(DIR, "PDLOps.td"),
];

dialect_port_check::port_tests!(FILES);
