//! The port's record of itself: `upstream.diff` is every change made to
//! the pristine upstream `.td` files in `upstream/` (and is current), and
//! with the `conformance` feature those copies are LLVM 19's own.
//!
//! `UPSTREAM_DIFF_BLESS=1 cargo test -p dialect-gpu --test upstream`
//! rewrites `upstream.diff` after a reviewed change.

use dialect_port_check::Kept;

const DIR: &str = "include/mlir/Dialect/GPU/IR";

/// The upstream files the port keeps.
const FILES: &[Kept] = &[
    Kept::header(DIR, "GPUBase.td"),
    Kept::header(DIR, "CompilationAttrInterfaces.td"),
    Kept::header(DIR, "CompilationAttrs.td"),
    Kept::header(DIR, "GPUDeviceMappingAttr.td"),
    Kept::header(DIR, "ParallelLoopMapperAttr.td"),
    Kept::header(DIR, "GPUOps.td"),
    Kept::header_excerpt("include/mlir/Dialect/GPU/Transforms", "Passes.td"),
];

dialect_port_check::port_tests!(FILES);
