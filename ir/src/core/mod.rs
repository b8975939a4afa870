//! The IR layer (MLIR's `IR/`): the context, uniqued types, attributes and
//! locations, diagnostics, float semantics, the storage of operations,
//! blocks and regions, the builder, the op and dialect registry with the
//! interfaces of its hooks, the printer (as MLIR's `IR/AsmPrinter.cpp`),
//! and the `.td` vocabulary the generated predicates call. It uses only
//! [`crate::support`].

pub mod affine;
pub mod apint;
pub mod attrs;
pub mod builder;
pub mod context;
pub mod diag;
pub mod dialect_defs;
pub mod dynamic;
pub mod float;
pub(crate) mod journal;
pub mod location;
pub mod op_asm;
pub mod pattern;
pub mod printer;
pub mod registry;
pub mod resources;
pub mod storage;
pub mod types;
pub mod vocab;
