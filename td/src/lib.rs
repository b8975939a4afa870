//! The `.td` standard library that ODS and DRR definitions include.
//!
//! It keeps upstream MLIR's file, class and field names
//! (`include "mlir/IR/OpBase.td"`, `Op`, `Dialect`, `Variadic`, `F64Tensor`,
//! `I64Attr`, `Pat`, ...) so that a dialect written for MLIR ports by
//! rewriting only its C++ snippets in Rust. The files live in this crate's
//! `include/` folder; [`include_dir`] tells the TableGen front end where, so
//! `tblgen-build` finds them with no path set-up.
//!
//! # Contents
//!
//! * `mlir/IR/`: `OpBase.td` (ops, op traits, regions, successors,
//!   builders, op-level predicates) and what it includes — `Constraints.td`
//!   (predicates and their combinators), `DialectBase.td`, `Traits.td`,
//!   `Interfaces.td`, `Properties.td`, `AttrTypeBase.td` (`AttrDef`,
//!   `TypeDef`, parameters), `CommonTypeConstraints.td`,
//!   `CommonAttrConstraints.td`, `Utils.td`; and `EnumAttr.td`,
//!   `PatternBase.td` (DRR), `SymbolInterfaces.td`, `OpAsmInterface.td`,
//!   `RegionKindInterface.td`, `BuiltinAttributeInterfaces.td`,
//!   `BuiltinTypeInterfaces.td`.
//! * `mlir/Interfaces/`: side effects (`Pure`, `MemRead`, ...), result type
//!   inference, calls, casts, control flow, functions, loops, views,
//!   destination style, copies, derived attributes, integer ranges, vector
//!   unrolling and transfers, dimension queries, parallel combining, runtime
//!   verification, tiling (declared, no methods yet), data layouts
//!   (`DataLayoutInterfaces.td`: specifications and their entries, the ops
//!   they attach to, the types subject to them).
//! * `mlir/Pass/PassBase.td`: pass declarations (`Pass`, `InterfacePass`,
//!   `Option`, `ListOption`, `Statistic`) for `tblgen_build`'s pass
//!   generator, and `mlir/Rewrite/PassUtil.td` (the pattern-filtering
//!   options of rewrite passes).
//!
//! # Snippets are Rust
//!
//! Predicates, conversions, builder calls and method bodies are Rust, with
//! MLIR's placeholders (`$_self`, `$_op`, `$_builder`, `$_state`, `$0`, ...)
//! plus `$_ctx`, the `&ir::Context` through which interned handles are
//! inspected. They call the IR only through the vocabulary listed, with
//! exact signatures, in the crate's `PREDICATES.md`; the tests check that
//! every method a snippet uses is listed there and that every snippet
//! type-checks against exactly that vocabulary.
//!
//! # Tests
//!
//! `cargo test -p td` checks the files, their includes and the vocabulary.
//! `cargo test -p td --features conformance` also needs LLVM 19's
//! `llvm-tblgen` (and fails without it): every file evaluates, the library
//! has upstream MLIR's interface (every upstream class and def, with the same
//! template arguments and fields), upstream's dialects evaluate against it,
//! and every snippet parses and type-checks.

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
