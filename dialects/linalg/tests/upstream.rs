//! The port's record of itself: `upstream.diff` is every change made to
//! the pristine upstream `.td` files in `upstream/` (and is current), and
//! with the `conformance` feature those copies are LLVM 19's own (the
//! YAML, a source file LLVM does not install, is checked for its place).
//!
//! `UPSTREAM_DIFF_BLESS=1 cargo test -p dialect-linalg --test upstream`
//! rewrites `upstream.diff` after a reviewed change.

use dialect_port_check::Kept;

const DIR: &str = "include/mlir/Dialect/Linalg/IR";

/// The upstream files the port keeps.
const FILES: &[Kept] = &[
    Kept::header(DIR, "LinalgBase.td"),
    Kept::header(DIR, "LinalgEnums.td"),
    Kept::header(DIR, "LinalgInterfaces.td"),
    Kept::header(DIR, "LinalgOps.td"),
    Kept::header(DIR, "LinalgStructuredOps.td"),
    Kept::header(DIR, "LinalgNamedStructuredOps.yamlgen.td"),
    Kept::source(DIR, "LinalgNamedStructuredOps.yaml"),
    Kept::header("include/mlir/Dialect/Utils", "StructuredOpsUtils.td"),
];

dialect_port_check::port_tests!(FILES);
