//! The Toy language of MLIR's tutorial, chapter 2: front end, the `toy`
//! dialect generated from `Ops.td`, and MLIR generation.
//!
//! For now only the front end exists: [`frontend`] lexes, parses and checks
//! Toy source and dumps its syntax tree (`toyc -emit=ast`).
#![deny(missing_docs)]
#![forbid(unsafe_code)]

pub mod dialect;
pub mod frontend;
pub mod mlirgen;
