//! The port's record of itself: `upstream.diff` is every change made to
//! the pristine upstream `.td` files in `upstream/` (and is current), and
//! with the `conformance` feature those copies are LLVM 19's own.
//!
//! `UPSTREAM_DIFF_BLESS=1 cargo test -p dialect-transform --test upstream`
//! rewrites `upstream.diff` after a reviewed change.

use dialect_port_check::Kept;

const IR: &str = "include/mlir/Dialect/Transform/IR";
const INTERFACES: &str = "include/mlir/Dialect/Transform/Interfaces";
const TRANSFORMS: &str = "include/mlir/Dialect/Transform/Transforms";
const DEBUG: &str = "include/mlir/Dialect/Transform/DebugExtension";
const PDL: &str = "include/mlir/Dialect/Transform/PDLExtension";

/// The upstream files the port keeps.
const FILES: &[Kept] = &[
    Kept::header(IR, "TransformAttrs.td"),
    Kept::header(IR, "TransformDialect.td"),
    Kept::header(IR, "TransformTypes.td"),
    Kept::header(IR, "TransformOps.td"),
    Kept::header(INTERFACES, "TransformInterfaces.td"),
    Kept::header(INTERFACES, "MatchInterfaces.td"),
    Kept::header(DEBUG, "DebugExtensionOps.td"),
    Kept::header(PDL, "PDLExtensionOps.td"),
    Kept::header(TRANSFORMS, "Passes.td"),
];

dialect_port_check::port_tests!(FILES);
