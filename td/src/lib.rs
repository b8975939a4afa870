//! The `.td` standard library that ODS and DRR definitions include.
//!
//! It keeps upstream MLIR's file, class and field names
//! (`include "mlir/IR/OpBase.td"`, `Op`, `Dialect`, `Variadic`, `F64Tensor`,
//! `I64Attr`, `Pat`, ...) so that a dialect written for MLIR ports by
//! rewriting only its C++ snippets in Rust. The files live in this crate's
//! `include/` folder; [`include_dir`] tells the TableGen front end where, so
//! `tblgen-build` finds them with no path set-up.

use std::path::{Path, PathBuf};

/// The directory to add to the TableGen include path so that
/// `include "mlir/IR/OpBase.td"` resolves to this crate's library.
pub fn include_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("include")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn include_dir_exists() {
        assert!(include_dir().is_dir(), "{}", include_dir().display());
    }
}
