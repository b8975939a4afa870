//! The port's record of itself: `upstream.diff` is every change made to
//! the pristine upstream `.td` files in `upstream/` (the two C++ type
//! predicates of `QuantOpsBase.td`), and with the `conformance` feature
//! those copies are LLVM 19's own.
//!
//! `UPSTREAM_DIFF_BLESS=1 cargo test -p dialect-quant --test upstream`
//! rewrites `upstream.diff` after a reviewed change.

use dialect_port_check::Kept;

const DIR: &str = "include/mlir/Dialect/Quant";

const FILES: &[Kept] = &[
    Kept::header(DIR, "QuantOpsBase.td"),
    Kept::header(DIR, "QuantOps.td"),
];

dialect_port_check::port_tests!(FILES);
