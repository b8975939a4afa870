//! The port's record of itself: `upstream.diff` is every change made to
//! the pristine upstream `.td` files in `upstream/` (and is current), and
//! with the `conformance` feature those copies are LLVM 19's own.
//!
//! `UPSTREAM_DIFF_BLESS=1 cargo test -p dialect-vector --test upstream`
//! rewrites `upstream.diff` after a reviewed change.

use dialect_port_check::Kept;

const DIR: &str = "include/mlir/Dialect/Vector/IR";
const INTERFACES: &str = "include/mlir/Dialect/Vector/Interfaces";

/// The upstream files the port keeps.
const FILES: &[Kept] = &[
    Kept::header(DIR, "Vector.td"),
    Kept::header(DIR, "VectorAttributes.td"),
    Kept::header(DIR, "VectorOps.td"),
    Kept::header(INTERFACES, "MaskableOpInterface.td"),
    Kept::header(INTERFACES, "MaskingOpInterface.td"),
    Kept::header_excerpt("include/mlir/Dialect/Vector", "Transforms/Passes.td"),
];

dialect_port_check::port_tests!(FILES);
