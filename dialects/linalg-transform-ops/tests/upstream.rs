//! The port's record of itself: `upstream.diff` is every change made to
//! the pristine upstream copies in `upstream/` (and is current), and with
//! the `conformance` feature they are LLVM 19's (the enums whole, the ops
//! a run of lines).
//!
//! `UPSTREAM_DIFF_BLESS=1 cargo test -p dialect-linalg-transform-ops --test upstream`
//! rewrites `upstream.diff` after a reviewed change.

use dialect_port_check::Kept;

const DIR: &str = "include/mlir/Dialect/Linalg/TransformOps";

/// The upstream files the port keeps: the enums, and of the ops
/// `MatchOp` (`transform.structured.match`), under the file's includes.
const FILES: &[Kept] = &[
    Kept::header(DIR, "LinalgTransformEnums.td"),
    Kept::header_excerpt(DIR, "LinalgTransformOps.td"),
];

dialect_port_check::port_tests!(FILES);
