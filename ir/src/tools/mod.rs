//! What `mlir-opt`-like tools share (MLIR's `lib/Tools/mlir-opt` and
//! `lib/Support/ToolUtilities.cpp`): the driver [`opt_main()`] a tool of
//! one's own calls with its dialects, `--split-input-file`
//! ([`split`]), `--verify-diagnostics` ([`diagnostic_verifier`]) and the
//! source buffers diagnostics are shown from ([`source_mgr`]).

pub mod diagnostic_verifier;
mod flags;
mod irdl_file;
pub mod opt_main;
mod passes;
mod regex;
pub mod source_mgr;
pub mod split;

pub use irdl_file::{DialectFileLoader, DIALECT_FILE_NAMESPACE};
pub use opt_main::{
    default_registry, opt_main, opt_main_with, process_input, process_input_bytes,
    process_input_with, stdout_writer, OptConfig, PassFlags, Tool, EXIT_BROKEN_PIPE,
};
