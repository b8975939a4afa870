//! MLIR's `index` dialect: arithmetic, comparisons and casts on values of
//! the builtin `index` type, signless, with signed and unsigned variants
//! where the distinction matters. Folding is target-independent: constants
//! are 64-bit, and an op whose low 32 bits depend on the high ones folds
//! only when a 32-bit target would compute the same (the dialect's
//! documentation, on [`IndexDialect`], explains why).
//!
//! The ops and the `#index<cmp_predicate ...>` enum attribute are generated
//! by `build.rs` from upstream MLIR 19's `IndexOps.td`, `IndexEnums.td` and
//! `IndexDialect.td` (`include/mlir/Dialect/Index/IR/`), whose C++ snippets
//! are rewritten in Rust (`upstream.diff` records every change to the
//! pristine copies in `upstream/`). What upstream keeps in `IndexOps.cpp`
//! and `InferIntRangeInterfaceImpls.cpp` is here: folders, cast
//! compatibility, `index.cmp`'s canonicalization, result names, the constant
//! materialiser and integer range inference.
//!
//! ```
//! let mut ctx = ir::Context::new();
//! func::register(&mut ctx);
//! index::register(&mut ctx);
//! let src = "func.func @f(%a: index) -> index {\n  %c = index.constant 42\n  %s = index.add %a, %c\n  return %s : index\n}";
//! let module = ir::parse_source(&mut ctx, src, "input.mlir").expect("parses");
//! ir::verify(&ctx, module).expect("verifies");
//! let text = ir::print_operation(&ctx, module, &ir::PrintOptions::default());
//! assert!(text.contains("%idx42 = index.constant 42"));
//! assert!(text.contains("%0 = index.add %arg0, %idx42"));
//! ```
#![deny(warnings)]
#![deny(missing_docs)]
#![forbid(unsafe_code)]

// The `.td` files name the dialect's items `::index::...`.
extern crate self as index;

include!(concat!(env!("OUT_DIR"), "/index_ops.rs.inc"));

mod fold;
mod ops;
mod ranges;
