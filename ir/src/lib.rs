//! The runtime IR: the opaque `Operation` that generated op wrappers sit on.
//!
//! # Overview
//!
//! * [`Context`] owns everything: interned [`Type`]s, [`Attribute`]s,
//!   [`Location`]s and names ([`Ident`], [`OpName`]), the dialect registry,
//!   and the IR arenas. Types, attributes and locations are `Copy` handles;
//!   equality is handle equality.
//! * IR: [`OpId`] (alias [`Operation`]), [`BlockId`], [`RegionId`] and
//!   [`Value`] are `Copy` handles into generational arenas. Erasing an op
//!   makes its handles (and those of everything nested in it) stale: the
//!   `try_*` accessors and every mutation return an error
//!   ([`entity::StaleHandle`], [`IrError`]); the plain accessors panic with a
//!   clear message. Values have intrusive use lists:
//!   [`Context::replace_all_uses_with`] costs the number of uses; ops in a
//!   block form a doubly linked list (O(1) insert/detach).
//! * Queries and mutations are methods on [`Context`] (see [`ir`], [`types`],
//!   [`attrs`], [`location`]); [`OpBuilder`] creates ops from an
//!   [`OperationState`] at an insertion point and dereferences to the context.
//! * Text: [`parse_source`] and [`print_operation`] / [`printer::print_operation_to`]
//!   (generic form byte-identical to `mlir-opt` 19; custom forms through the
//!   registered hooks, e.g. `module { }` and `func @f(...)`).
//! * [`verify`]: structure, SSA dominance, terminators, then the hooks of
//!   registered ops (invariants, traits, `verify`; after the nested ops, region
//!   traits and `verify_regions`).
//! * [`rewrite`]: [`RewritePattern`], [`PatternRewriter`] and
//!   [`apply_patterns_greedily`] (folding, dead code removal, bounded).
//!
//! The sources are layered as MLIR's `mlir/lib` is (`support`, `core`,
//! `interfaces`, `parser`, `verifier`, `rewrite`, `dialect`; each uses only
//! the ones before it): see `ir/ARCHITECTURE.md`. The public paths above
//! are re-exported from wherever their layer keeps them.
//!
//! # For the ODS code generator: a typed wrapper and its registration
//!
//! A generated op is a `Copy` newtype around [`OpId`]; accessors take the
//! context by reference (an [`OpBuilder`] coerces to `&Context`). Constraint
//! predicates become Rust expressions over `$_ctx: &Context` and `$_self: Type`
//! or `Attribute` (e.g. `$_ctx.is_f64($_self)`, `$_ctx.is_tensor($_self)`,
//! `$_ctx.element_type($_self)`, `$_ctx.as_dense_elements($_self).is_some()`).
//! Inherent attributes can live in the properties dictionary (printed
//! `<{...}>`, modern MLIR) or in the attribute dictionary (printed `{...}`, as
//! the Toy chapter 2 listing shows); [`Context::attr`] finds either.
//!
//! ```
//! use ir::{Context, Location, OpBuilder, OpDefinition, OpId, OpTrait, OperationState, Type, Value};
//!
//! /// `toy.transpose`: transposes a tensor of f64.
//! #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
//! pub struct TransposeOp(pub OpId);
//!
//! impl TransposeOp {
//!     /// The operation name.
//!     pub const NAME: &'static str = "toy.transpose";
//!     /// Wraps `op` if it is a `toy.transpose`.
//!     pub fn cast(ctx: &Context, op: OpId) -> Option<Self> {
//!         ctx.op_is(op, Self::NAME).then_some(Self(op))
//!     }
//!     /// Creates the op at the builder's insertion point.
//!     pub fn build(b: &mut OpBuilder<'_>, loc: Location, result: Type, input: Value) -> Self {
//!         let name = b.op_name(Self::NAME);
//!         let mut st = OperationState::new(name, loc);
//!         st.operands.push(input);
//!         st.result_types.push(result);
//!         Self(b.create(st))
//!     }
//!     /// Operand `input`.
//!     pub fn input(self, ctx: &Context) -> Value {
//!         ctx.operand(self.0, 0)
//!     }
//!     /// The result.
//!     pub fn result(self, ctx: &Context) -> Value {
//!         ctx.result(self.0, 0)
//!     }
//!     /// Registers the op: traits and hooks are plain `fn` pointers.
//!     pub fn register(ctx: &mut Context) {
//!         let mut def = OpDefinition::new(Self::NAME);
//!         def.traits = vec![OpTrait::OneOperand, OpTrait::OneResult, OpTrait::Pure];
//!         def.verify_invariants = Some(Self::verify_invariants);
//!         ctx.register_op(def);
//!     }
//!     fn verify_invariants(ctx: &Context, op: OpId) -> Result<(), String> {
//!         let t = ctx.value_type(ctx.operand(op, 0));
//!         // ODS: `$_ctx.is_tensor($_self) && $_ctx.element_type($_self).is_some_and(|e| $_ctx.is_f64(e))`
//!         if ctx.is_tensor(t) && ctx.element_type(t).is_some_and(|e| ctx.is_f64(e)) {
//!             Ok(())
//!         } else {
//!             Err(format!("operand #0 must be tensor of 64-bit float values, but got '{}'",
//!                 ir::printer::type_to_string(ctx, t)))
//!         }
//!     }
//! }
//!
//! let mut ctx = Context::new();
//! ctx.allow_unregistered_dialects(true);
//! TransposeOp::register(&mut ctx);
//! // A registered dialect rejects unknown ops of its own: register them all.
//! let mut ret = OpDefinition::new("toy.return");
//! ret.traits = vec![OpTrait::IsTerminator, OpTrait::ZeroResults];
//! ctx.register_op(ret);
//! let loc = ctx.file_line_col_loc("input.toy", 1, 1);
//! let (module, body) = ir::builtin::create_module(&mut ctx, loc);
//! let f64t = ctx.f64();
//! let unranked = ctx.unranked_tensor(f64t);
//! let ft = ctx.function_type(&[unranked], &[unranked]);
//! let mut b = OpBuilder::at_end(&mut ctx, body);
//! let (_func, entry) = ir::builtin::create_func(&mut b, loc, "main", ft);
//! b.set_insertion_point_to_end(entry);
//! let arg = b.block_arg(entry, 0);
//! let t = TransposeOp::build(&mut b, loc, unranked, arg);
//! assert_eq!(t.input(&b), arg);
//! let r = t.result(&b);
//! b.create_simple("toy.return", loc, &[r], &[], &[]);
//! ir::verify(&ctx, module).map_err(|d| d.render(&ctx, &[])).unwrap();
//! assert!(TransposeOp::cast(&ctx, t.0).is_some());
//! let text = ir::print_operation(&ctx, module, &ir::PrintOptions::default());
//! assert!(text.contains("%0 = \"toy.transpose\"(%arg0) : (tensor<*xf64>) -> tensor<*xf64>"));
//! ```
//!
//! Other hooks of [`OpDefinition`]: `verify`, `verify_regions`, `fold`
//! ([`FoldResult`]), `canonicalization_patterns`, `parse` / `print` (custom
//! assembly through [`CustomParser`] / [`CustomPrinter`]), and interfaces
//! ([`OpDefinition::add_interface`] + [`Context::op_interface`]). A dialect's
//! constant materializer for folding is set in [`DialectDefinition`].
#![deny(missing_docs)]
#![forbid(unsafe_code)]

// Generated code (the builtin dialect's ODS output) names this crate `::ir`.
extern crate self as ir;

// The layers, lowest first: each uses only the ones before it
// (ARCHITECTURE.md; tests/layers.rs checks it).
//
// Storage and text utilities that know nothing of the IR.
mod support;
// The IR, and its printer (`core` names this module here; the language's
// is `::core`).
mod core;
// Interface support.
pub mod interfaces;
// The parser of the textual form.
pub mod parser;
// The verifier.
pub mod verifier;
// The greedy rewrite driver.
pub mod rewrite;
// Passes and the pass manager.
pub mod pass;
// The standard passes.
pub mod transforms;
// Dialect conversion.
pub mod conversion;
// The builtin dialect.
mod dialect;
// The reusable `mlir-opt` driver (MLIR's `lib/Tools/mlir-opt`).
pub mod tools;

// The public module paths, wherever their layer keeps them.
pub use self::core::op_asm::format as asm_support;
pub use self::core::vocab::{attribute_traits, op_traits, type_traits};
pub use self::core::{
    affine, apint, attrs, builder, context, diag, dialect_defs, dynamic, float, location, printer,
    registry, resources, storage, types, vocab,
};
pub use dialect::builtin;
pub use interfaces::effects;
pub use support::entity;

pub use self::core::vocab::{Block, PropertyStorage, Region, TypeFactory, TypeLookup};

pub use self::core::attrs::{AttrData, AttrKind, Attribute, DenseData, FloatElement, NamedAttr};
pub use self::core::builder::{InsertPoint, OpBuilder, RegionBodyBuilder};
pub use self::core::context::{Context, Ident, OpName};
pub use self::core::diag::Diagnostic;
pub use self::core::dialect_defs::{AttrHandle, TypeHandle};
pub use self::core::location::{FusedLoc, LocData, Location};
pub use self::core::op_asm::format::PropertyKind;
pub use self::core::printer::{print_operation, CustomPrinter, PrintOptions};
pub use self::core::registry::{
    DialectDefinition, FoldResult, FoldValues, InherentAttrsCheckFn, InterfaceVerifier,
    OpDefinition, OpFoldResult, OpTrait, OpVerifyFn, OpWrapper,
};
pub use self::core::storage::{
    BlockId, IrError, IrMapping, OpId, OpOperand, Operation, OperationState, RegionId, Value,
};
pub use self::core::types::{FloatKind, Signedness, Type, TypeData, TypeKind, DYNAMIC};
pub use parser::{
    parse_attribute_str, parse_bytes_with_limits, parse_source, parse_source_with_limits,
    CustomParser, ParseError, ParseLimits,
};
pub use rewrite::{
    apply_op_patterns_greedily, apply_patterns_greedily, GreedyConfig, PatternRewriter,
    RewritePattern, Strictness,
};
pub use verifier::verify;

// The macros a dialect crate uses for types written in Rust. They live at
// the crate root (not a layer) because their expansions name the public
// paths (`$crate::Type`, ...) that the root re-exports.

/// Implements [`TypeHandle`](crate::TypeHandle) and `From<$name> for Type`, with `dyn_cast`
/// and `storage`, for a handle `$name(Type)` over the dialect types whose
/// parameters are a `$storage` (a type written in Rust rather than
/// generated from a `TypeDef`).
#[macro_export]
macro_rules! dialect_type_handle {
    ($name:ident, $storage:ty) => {
        impl $crate::TypeHandle for $name {
            fn classof(ctx: &$crate::Context, ty: $crate::Type) -> bool {
                ctx.dialect_type_params::<$storage>(ty).is_some()
            }
            fn from_type_unchecked(ty: $crate::Type) -> Self {
                Self(ty)
            }
            fn to_type(self) -> $crate::Type {
                self.0
            }
        }

        impl ::core::convert::From<$name> for $crate::Type {
            fn from(value: $name) -> $crate::Type {
                value.0
            }
        }

        impl $name {
            /// `ty` as this type, if it is one.
            pub fn dyn_cast(
                ctx: &$crate::Context,
                ty: $crate::Type,
            ) -> ::core::option::Option<Self> {
                <Self as $crate::TypeHandle>::classof(ctx, ty).then_some(Self(ty))
            }

            /// The parameters.
            pub fn storage(self, ctx: &$crate::Context) -> &$storage {
                ctx.dialect_type_params::<$storage>(self.0)
                    .expect("the handle holds a type of its kind")
            }
        }
    };
}

/// Declares a parameterless type of dialect `$dialect` (a `&str`), spelled
/// `!dialect.$keyword`: the handle `$name`, its empty parameters
/// `$storage`, `KEYWORD`, `get` (interned, its definition registered on
/// first use) and the [`dialect_type_handle!`] implementations. The
/// dialect's type parser and printer spell it.
#[macro_export]
macro_rules! dialect_unit_type {
    ($dialect:expr; $(#[$doc:meta])* $name:ident, $storage:ident, $keyword:literal) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub struct $name($crate::Type);

        /// The (empty) parameters of the type.
        #[derive(Clone, Debug, PartialEq, Eq, Hash)]
        pub struct $storage;

        impl $name {
            /// What follows the dialect's prefix (`!dialect.`) in the IR text.
            pub const KEYWORD: &'static str = $keyword;

            /// The type (interned).
            pub fn get(ctx: &mut $crate::Context) -> Self {
                let def = ctx.type_definition_or_register::<$storage>($dialect, stringify!($name));
                Self(ctx.dialect_type(def, $storage))
            }
        }

        $crate::dialect_type_handle!($name, $storage);
    };
}
