//! What `mlir-opt`-like tools share (MLIR's `lib/Tools/mlir-opt` and
//! `lib/Support/ToolUtilities.cpp`): the driver [`opt_main`] a tool of
//! one's own calls with its dialects, `--split-input-file`
//! ([`split`]), `--verify-diagnostics` ([`diagnostic_verifier`]) and the
//! source buffers diagnostics are shown from ([`source_mgr`]).

pub mod diagnostic_verifier;
pub mod opt_main;
mod regex;
pub mod source_mgr;
pub mod split;

pub use opt_main::{opt_main, process_input, OptConfig};
