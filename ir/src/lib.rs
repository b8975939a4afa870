//! The runtime IR: the opaque `Operation` that generated op wrappers sit on.
//!
//! * [`Context`] owns everything: interned [`Type`]s, [`Attribute`]s,
//!   [`Location`]s and names, the dialect registry, and the IR arenas.
//! * IR: [`OpId`] (alias [`Operation`]), [`BlockId`], [`RegionId`] and
//!   [`Value`] are `Copy` handles; erasing makes handles stale (detected, see
//!   [`entity::StaleHandle`]). Values have use lists
//!   ([`Context::replace_all_uses_with`] is proportional to the number of uses).
//! * Create ops with an [`OpBuilder`] and an [`OperationState`].
//! * Text: [`parse_source`] and [`print_operation`] (MLIR's generic form
//!   byte-identical to `mlir-opt` 19; custom forms through hooks).
//! * [`verify`] checks structure, dominance and the registered hooks.
//! * [`rewrite`]: patterns, [`PatternRewriter`], and the greedy driver.
#![deny(missing_docs)]
#![forbid(unsafe_code)]

pub mod attrs;
pub mod builder;
pub mod builtin;
pub mod context;
pub mod diag;
pub mod entity;
pub mod float;
mod intern;
pub mod ir;
pub mod location;
pub mod parser;
pub mod printer;
pub mod registry;
pub mod rewrite;
pub mod types;
pub mod verifier;
// The `.td` vocabulary (td/PREDICATES.md).
pub mod attribute_traits;
pub mod effects;
pub mod interfaces;
pub mod op_traits;
pub mod type_traits;
pub mod vocab;
pub use vocab::{Block, PropertyStorage, Region};

pub use attrs::{AttrData, AttrKind, Attribute, DenseData, NamedAttr};
pub use builder::{InsertPoint, OpBuilder};
pub use context::{Context, Ident, OpName};
pub use diag::Diagnostic;
pub use ir::{BlockId, IrError, OpId, OpOperand, Operation, OperationState, RegionId, Value};
pub use location::{LocData, Location};
pub use parser::{parse_source, CustomParser, ParseError};
pub use printer::{print_operation, CustomPrinter, PrintOptions};
pub use registry::{DialectDefinition, FoldResult, OpDefinition, OpFoldResult, OpTrait};
pub use rewrite::{apply_patterns_greedily, GreedyConfig, PatternRewriter, RewritePattern};
pub use types::{FloatKind, Signedness, Type, TypeData, TypeKind, DYNAMIC};
pub use verifier::verify;
