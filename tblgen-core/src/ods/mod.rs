//! The ODS model: typed views of the records that describe dialects,
//! operations, constraints, traits, interfaces, builders and enums.
//!
//! This is the only layer that reads raw records for ODS. Emitters (Rust,
//! Markdown) read the model. Each type mirrors its upstream counterpart in
//! `mlir/lib/TableGen/` and follows its semantics (field names, defaults,
//! the checks that reject malformed definitions), so both our `.td` library
//! and upstream MLIR's load.
//!
//! ```text
//! RecordKeeper ─► Operator::from_record ─► { Dialect, operands/attributes/properties,
//!                                           results, regions, successors, traits,
//!                                           builders, Pred trees, ... }
//! ```
//!
//! Entry points: [`Operator::from_record`], [`operators`], [`Dialect::from_record`],
//! [`dialects`], [`EnumInfo::from_record`], [`Interface::from_record`],
//! [`AttrOrTypeDef::from_record`]. Every malformed definition is a
//! [`Diagnostic`] located at the record; nothing panics.
//!
//! Checked against LLVM 19 on every upstream `.td` file defining ops
//! (`tests/op_doc_conformance.rs`, feature `conformance`): the Markdown
//! backends built on the model are byte-identical to mlir-tblgen's, every
//! rendered constraint condition appears in `-gen-op-defs`, every custom
//! builder signature and attribute storage type in `-gen-op-decls`.

mod attr_type_def;
mod constraint;
mod dialect;
mod enums;
mod ident;
mod interface;
mod operator;
mod pred;
pub(crate) mod util;

pub use util::derived_definitions;

pub use attr_type_def::{AttrOrTypeDef, AttrOrTypeParameter};
pub use constraint::{AttrConstraint, Constraint, ConstraintKind, Property, TypeConstraint};
pub use dialect::{dialects, find_dialect_to_generate, Dialect};
pub use enums::{enum_attrs, enums, EnumAttrDef, EnumAttrFormatItem, EnumCase, EnumInfo};
pub use ident::ident;
pub use interface::{interfaces, Interface, InterfaceKind, InterfaceMethod, MethodArg};
pub use operator::{
    operators, Argument, Builder, BuilderParam, InferredType, NamedAttribute, NamedProperty,
    NamedRegion, NamedSuccessor, NamedTypeConstraint, OpCache, Operator, SideEffect, Trait,
    TraitKind, TypeSource,
};
pub use pred::{fmt_placeholders, Pred};

#[doc(no_inline)]
pub use crate::diag::Diagnostic;

#[cfg(test)]
mod tests;
