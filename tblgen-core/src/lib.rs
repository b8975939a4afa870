//! TableGen for MLIR-style dialects, in Rust.
//!
//! The pipeline reads top to bottom: the TableGen language
//! (`.td` text → syntax → evaluated records), then the MLIR backends that
//! read those records through typed models (ODS operations, the declarative
//! assembly format, DRR patterns) and emit Rust and Markdown.
//!
//! The top-level modules are layers, each importing only from those below
//! it: [`diag`] → [`tablegen`] → [`ods`], [`pass`] → [`format`](mod@format), [`drr`] → [`emit`]
//! (`ARCHITECTURE.md` beside `src/`; `tests/layers.rs` checks it).
#![deny(missing_docs)]

// pest is built without its `std` feature (which adds a native stack probe on
// every grammar combinator, a quarter of parse time); its generated parser
// then names `::alloc`. Deep nesting is bounded by our own depth limits.
extern crate alloc;

pub mod diag;
pub mod drr;
pub mod emit;
pub mod format;
pub mod ods;
pub mod pass;
pub mod tablegen;
