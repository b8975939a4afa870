//! The port's record of itself: `upstream.diff` is every change made to
//! the pristine upstream `.td` file in `upstream/` (and is current), and
//! with the `conformance` feature that copy is LLVM 19's own.
//!
//! `UPSTREAM_DIFF_BLESS=1 cargo test -p dialect-arm-neon --test upstream`
//! rewrites `upstream.diff` after a reviewed change.

use dialect_port_check::Kept;

const DIR: &str = "include/mlir/Dialect/ArmNeon";

/// The upstream files the port keeps.
const FILES: &[Kept] = &[Kept::header(DIR, "ArmNeon.td")];

dialect_port_check::port_tests!(FILES);
