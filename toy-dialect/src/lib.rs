//! The Toy language of MLIR's tutorial, chapters 2 and 3.
//!
//! * [`frontend`] lexes, parses and checks Toy source and dumps its syntax
//!   tree (`toyc -emit=ast`);
//! * [`dialect`] is the `toy` dialect, generated from `Ops.td` by
//!   `build.rs`, plus the hand-written builders and verifiers;
//! * [`mlirgen`] lowers a checked program to a module of `toy` ops
//!   (`toyc -emit=mlir`);
//! * [`combine`] holds chapter 3's combines (the DRR rules of
//!   `ToyCombine.td` and a hand-written transpose pattern) and runs them
//!   with the greedy driver (`toyc -emit=mlir -opt`).
#![deny(missing_docs)]
#![forbid(unsafe_code)]

pub mod combine;
pub mod dialect;
pub mod frontend;
pub mod mlirgen;
