//! The port's record of itself: `upstream.diff` is every change made to
//! the pristine upstream `.td` files in `upstream/` (their C++ snippets
//! rewritten in Rust), and with the `conformance` feature those copies are
//! LLVM 19's own.
//!
//! `UPSTREAM_DIFF_BLESS=1 cargo test -p dialect-openmp --test upstream`
//! rewrites `upstream.diff` after a reviewed change.

use dialect_port_check::Kept;

const DIR: &str = "include/mlir/Dialect/OpenMP";
const COMMON: &str = "include/mlir/Dialect/OpenACCMPCommon/Interfaces";

const FILES: &[Kept] = &[
    Kept::header(DIR, "OmpCommon.td"),
    Kept::header(DIR, "OpenMPAttrDefs.td"),
    Kept::header(DIR, "OpenMPClauses.td"),
    Kept::header(DIR, "OpenMPDialect.td"),
    Kept::header(DIR, "OpenMPEnums.td"),
    Kept::header(DIR, "OpenMPOpBase.td"),
    Kept::header(DIR, "OpenMPOps.td"),
    Kept::header(DIR, "OpenMPOpsInterfaces.td"),
    Kept::header(DIR, "OpenMPTypeInterfaces.td"),
    Kept::header(COMMON, "AtomicInterfaces.td"),
    Kept::header(COMMON, "OpenACCMPOpsInterfaces.td"),
];

dialect_port_check::port_tests!(FILES);
