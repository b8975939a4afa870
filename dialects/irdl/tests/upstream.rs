//! The port's record of itself: `upstream.diff` is every change made to
//! the pristine upstream `.td` files in `upstream/` (and is current), and
//! with the `conformance` feature those copies are LLVM 19's own.
//!
//! `UPSTREAM_DIFF_BLESS=1 cargo test -p dialect-irdl --test upstream`
//! rewrites `upstream.diff` after a reviewed change.

use dialect_port_check::Kept;

const DIR: &str = "include/mlir/Dialect/IRDL/IR";

const FILES: &[Kept] = &[
    Kept::header(DIR, "IRDL.td"),
    Kept::header(DIR, "IRDLAttributes.td"),
    Kept::header(DIR, "IRDLTypes.td"),
    Kept::header(DIR, "IRDLInterfaces.td"),
    Kept::header(DIR, "IRDLOps.td"),
];

dialect_port_check::port_tests!(FILES);
