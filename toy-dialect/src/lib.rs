//! The Toy language of MLIR's tutorial, chapter 2: front end, the `toy`
//! dialect generated from `Ops.td`, and MLIR generation.
#![deny(missing_docs)]
