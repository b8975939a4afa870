//! Native type traits (`NativeTypeTrait<"Name">` is
//! `::ir::type_traits::Name`).
//!
//! The library's one type trait, MLIR's `ValueSemantics`, is answered by
//! [`crate::Context::type_has_value_semantics`] for builtin types; dialect
//! types implement this marker trait on their generated wrappers.

/// Values of the type are immutable: copying one is the same as sharing it
/// (tensors, vectors).
pub trait ValueSemantics {}
