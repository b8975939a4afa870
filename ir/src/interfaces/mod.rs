//! Interface support (`::ir::interfaces`): the types interface methods use
//! and the helper functions their default bodies and `verify` code call.
//!
//! * [`types`]: [`Callee`], [`ConstantIntRanges`], [`FoldResult`],
//!   [`InvocationBounds`], [`RegionBranchPoint`], [`RegionKind`],
//!   [`RegionSuccessor`], [`ShapedTypeComponents`], [`Speculatability`],
//!   [`SuccessorOperands`], [`Visibility`];
//! * [`symbols`]: symbol names, visibility, uses and lookup
//!   ([`SymbolTableCollection`], [`resolve_callable`]);
//! * [`verify`]: the interface verifiers that need no interface dispatch
//!   ([`verify_symbol`], [`verify_function_op`], [`verify_function_body`],
//!   [`verify_shaped_dim_op`], [`verify_parallel_combining_op`]) and the
//!   structural helpers ([`function_is_external`], [`is_defined_outside_of`],
//!   [`move_op_before`]).
//!
//! * [`effects`]: side effects, what `MemoryEffectOpInterface` reports
//!   (also `::ir::effects`).
//!
//! The interface traits themselves (`SymbolOpInterface`, ...) are generated
//! from the `.td` library; the attribute and type interfaces of the builtin
//! IR are here ([`TypedAttr`] with its table [`TypedAttrVtable`],
//! [`ShapedType`]).

pub mod effects;
pub mod shaped;
pub mod symbols;
pub mod types;
pub mod verify;

pub use crate::core::dialect_defs::{TypedAttr, TypedAttrVtable};
pub use shaped::{ShapedType, ShapedTypeRef, ShapedTypeVtable};
pub use symbols::{
    replace_symbol_uses, resolve_callable, set_symbol_name, set_symbol_visibility,
    symbol_name_attr, symbol_uses, symbol_visibility, SymbolTableCollection,
};
pub use types::{
    Callee, ConstantIntRanges, FoldResult, InvocationBounds, RegionBranchPoint, RegionKind,
    RegionSuccessor, ShapedTypeComponents, Speculatability, SuccessorOperands, Visibility,
};
pub use verify::{
    function_is_external, is_defined_outside_of, move_op_before, verify_function_body,
    verify_function_op, verify_parallel_combining_op, verify_shaped_dim_op, verify_symbol,
};
