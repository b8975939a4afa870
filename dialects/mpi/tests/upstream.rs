//! The port's record of itself: `upstream.diff` is every change made to
//! the pristine upstream `.td` files in `upstream/` (none: they have no C++
//! snippets), and with the `conformance` feature those copies are LLVM
//! 19's own.
//!
//! `UPSTREAM_DIFF_BLESS=1 cargo test -p dialect-mpi --test upstream`
//! rewrites `upstream.diff` after a reviewed change.

use dialect_port_check::Kept;

const DIR: &str = "include/mlir/Dialect/MPI/IR";

const FILES: &[Kept] = &[
    Kept::header(DIR, "MPI.td"),
    Kept::header(DIR, "MPITypes.td"),
    Kept::header(DIR, "MPIOps.td"),
];

dialect_port_check::port_tests!(FILES);
