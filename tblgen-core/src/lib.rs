//! TableGen for MLIR-style dialects, in Rust.
//!
//! The pipeline reads top to bottom: the TableGen language
//! (`.td` text → syntax → evaluated records), then the MLIR backends that
//! read those records through typed models (ODS operations, the declarative
//! assembly format, DRR patterns) and emit Rust and Markdown.
#![deny(missing_docs)]

pub mod diag;
pub mod drr;
pub mod emit;
pub mod format;
pub mod ods;
pub mod tablegen;
