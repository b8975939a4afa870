//! The port's record of itself: `upstream.diff` is every change made to
//! the pristine upstream copies in `upstream/` (and is current), and with
//! the `conformance` feature they are LLVM 19's.
//!
//! `UPSTREAM_DIFF_BLESS=1 cargo test -p dialect-linalg-transform-ops --test upstream`
//! rewrites `upstream.diff` after a reviewed change.

use dialect_port_check::Kept;

const DIR: &str = "include/mlir/Dialect/Linalg/TransformOps";

/// The upstream files the port keeps: the enums, and the ops file (its
/// port keeps `ApplyTilingCanonicalizationPatternsOp`, `MatchOp`,
/// `TileUsingForOp`, `TileUsingForallOp`,
/// `VectorizeChildrenAndApplyPatternsOp` and `VectorizeOp`).
const FILES: &[Kept] = &[
    Kept::header(DIR, "LinalgTransformEnums.td"),
    Kept::header(DIR, "LinalgTransformOps.td"),
];

dialect_port_check::port_tests!(FILES);
