//! The vocabulary of the `.td` standard library (`td/PREDICATES.md`).
//!
//! Every Rust snippet in `td/include/**` reaches the IR through the names
//! listed in `td/PREDICATES.md`. This module adds the ones the core of the
//! crate does not already provide, on top of its representation:
//!
//! * queries on `&Context` for type constraints ([`types`]), attribute
//!   constraints ([`attrs`]) and op-level predicates ([`ops`]);
//! * constructors on `&mut OpBuilder` for `builderCall` and
//!   `constBuilderCall` snippets ([`builder`]), reachable through a
//!   `&mut PatternRewriter` too (it dereferences to the builder);
//! * [`TypeFactory`] and [`TypeLookup`]: types built where the context may
//!   only be shared (inference, transformers, verifiers) ([`factory`]);
//! * the `$_state` helpers of custom builder bodies ([`state`]);
//! * the assembly-format hooks on `$_parser` and `$_printer` ([`asm`]);
//! * [`PropertyStorage`], the generic attribute form of property values
//!   ([`property`]).
//!
//! The native traits are here too ([`op_traits`], [`attribute_traits`],
//! [`type_traits`]); side effects and interface support are the layer
//! above ([`crate::interfaces`], MLIR's `Interfaces/`).

pub mod asm;
pub mod attribute_traits;
pub mod attrs;
pub mod builder;
pub mod factory;
pub mod op_traits;
pub mod ops;
pub mod property;
pub mod state;
pub mod type_traits;
pub mod types;

pub use factory::{TypeFactory, TypeLookup};
pub use property::PropertyStorage;

/// A region handle under the name `.td` snippets use (`::ir::Region`).
pub type Region = crate::core::storage::RegionId;

/// A block handle under the name `.td` snippets use (`::ir::Block`).
pub type Block = crate::core::storage::BlockId;
