//! The port's record of itself: `upstream.diff` is every change made to
//! the pristine upstream `.td` files in `upstream/` (and is current), and
//! with the `conformance` feature those copies are LLVM 19's own.
//!
//! `UPSTREAM_DIFF_BLESS=1 cargo test -p dialect-bufferization --test upstream`
//! rewrites `upstream.diff` after a reviewed change.

use dialect_port_check::Kept;

const DIR: &str = "include/mlir/Dialect/Bufferization/IR";

/// The upstream files the port keeps.
const FILES: &[Kept] = &[
    Kept::header(DIR, "AllocationOpInterface.td"),
    Kept::header(DIR, "BufferDeallocationOpInterface.td"),
    Kept::header(DIR, "BufferViewFlowOpInterface.td"),
    Kept::header(DIR, "BufferizableOpInterface.td"),
    Kept::header(DIR, "BufferizationBase.td"),
    Kept::header(DIR, "BufferizationEnums.td"),
    Kept::header(DIR, "BufferizationOps.td"),
    Kept::header("include/mlir/Interfaces", "SubsetOpInterface.td"),
];

dialect_port_check::port_tests!(FILES);
