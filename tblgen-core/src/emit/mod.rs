//! Emitters: the stage after the models. Each backend reads only the typed
//! models (`crate::ods`, ...), never raw records.
//!
//! * [`rust`]: the Rust code of a dialect (op wrappers, builders, verifiers,
//!   registration) that `tblgen-build` writes into `$OUT_DIR`.

pub mod docs;
pub mod drr;
pub mod format;
pub mod rust;
