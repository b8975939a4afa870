//! Emitters: the stage after the models. Each backend reads only the typed
//! models (`crate::ods`, ...), never raw records.
//!
//! * [`rust`]: the Rust code of a dialect (op wrappers, builders, verifiers,
//!   registration) that `tblgen-build` writes into `$OUT_DIR`.
//! * [`format`](mod@format): the printers and parsers of ops' declarative assembly
//!   formats, part of that code.
//! * [`drr`]: the Rust patterns of DRR rules (`--gen-rewriters`).
//! * [`docs`]: Markdown documentation, as `mlir-tblgen`'s doc backends.

pub mod docs;
pub mod drr;
pub mod format;
pub mod rust;
