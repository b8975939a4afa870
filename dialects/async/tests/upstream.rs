//! The port's record of itself: `upstream.diff` is every change made to
//! the pristine upstream `.td` files in `upstream/` (`Passes.td` keeps the
//! defs of the passes ported so far), and with the `conformance` feature
//! those copies are LLVM 19's own.
//!
//! `UPSTREAM_DIFF_BLESS=1 cargo test -p dialect-async --test upstream`
//! rewrites `upstream.diff` after a reviewed change.

use dialect_port_check::Kept;

const DIR: &str = "include/mlir/Dialect/Async/IR";

const FILES: &[Kept] = &[
    Kept::header(DIR, "AsyncDialect.td"),
    Kept::header(DIR, "AsyncTypes.td"),
    Kept::header(DIR, "AsyncOps.td"),
    Kept::header("include/mlir/Dialect/Async", "Passes.td"),
];

dialect_port_check::port_tests!(FILES);
