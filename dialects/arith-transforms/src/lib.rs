//! MLIR's arith transformations that build vector ops and convert function
//! signatures (upstream's `lib/Dialect/Arith/Transforms`):
//! `arith-emulate-wide-int` and `arith-int-narrowing`.
//!
//! They live in a crate of their own because they create vector ops and
//! rewrite `func` ops, and the vector dialect depends on arith: in the
//! arith crate they would make a cycle. Upstream's `MLIRArithTransforms`
//! library is likewise separate from `MLIRArithDialect` and links the
//! Vector and Func dialects. The passes are declared by an excerpt of
//! upstream's `Arith/Transforms/Passes.td` (`upstream.diff` records the
//! changes: the C++ snippets rewritten in Rust); `register_passes`
//! registers them under upstream's flags.
//!
//! ```
//! let mut ctx = ir::Context::new();
//! func::register(&mut ctx);
//! arith::register(&mut ctx);
//! vector::register(&mut ctx);
//! let module = ir::parse_source(
//!     &mut ctx,
//!     "func.func @f(%a: i64, %b: i64) -> i64 {
//!        %r = arith.xori %a, %b : i64
//!        return %r : i64
//!      }",
//!     "input.mlir",
//! )
//! .expect("parses");
//! arith_transforms::emulate_wide_int(&mut ctx, module, 32).expect("converts");
//! let text = ir::print_operation(&ctx, module, &ir::PrintOptions::default());
//! assert!(text.contains("func.func @f(%arg0: vector<2xi32>, %arg1: vector<2xi32>) -> vector<2xi32>"));
//! assert!(text.contains("arith.xori %0, %2 : i32"));
//! ```
#![deny(warnings)]
#![deny(missing_docs)]
#![forbid(unsafe_code)]

include!(concat!(env!("OUT_DIR"), "/passes.rs.inc"));

pub mod emulate_wide_int;
pub mod int_narrowing;

pub use emulate_wide_int::{
    emulate_wide_int, populate_arith_wide_int_emulation_patterns, ArithEmulateWideInt,
    WideIntEmulationConverter,
};
pub use int_narrowing::{populate_arith_int_narrowing_patterns, ArithIntNarrowing};
