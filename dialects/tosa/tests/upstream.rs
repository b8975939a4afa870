//! The port's record of itself: `upstream.diff` is every change made to
//! the pristine upstream `.td` files in `upstream/` (their C++ snippets,
//! rewritten in Rust), and with the `conformance` feature those copies are
//! LLVM 19's own.
//!
//! `UPSTREAM_DIFF_BLESS=1 cargo test -p dialect-tosa --test upstream`
//! rewrites `upstream.diff` after a reviewed change.

use dialect_port_check::Kept;

const DIR: &str = "include/mlir/Dialect/Tosa/IR";

const FILES: &[Kept] = &[
    Kept::header(DIR, "TosaInterfaces.td"),
    Kept::header(DIR, "TosaTypesBase.td"),
    Kept::header(DIR, "TosaOpBase.td"),
    Kept::header(DIR, "TosaOps.td"),
    Kept::header(DIR, "TosaUtilOps.td"),
    Kept::header_excerpt("include/mlir/Dialect/Tosa/Transforms", "Passes.td"),
];

dialect_port_check::port_tests!(FILES);
