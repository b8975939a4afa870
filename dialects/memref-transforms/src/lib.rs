//! MLIR's memref transformations that build affine ops (upstream's
//! `lib/Dialect/MemRef/Transforms`): `fold-memref-alias-ops`,
//! `expand-strided-metadata` and `expand-realloc`; and
//! `memref-emulate-wide-int`, which extends arith's wide-integer emulation
//! (`dialect-arith-transforms`) to memrefs.
//!
//! They live in a crate of their own because they create `affine.apply`,
//! `affine.min` and `scf.if`, and the affine dialect depends on memref
//! (its loads and stores are of memrefs), scf on affine: in the memref
//! crate they would make a cycle. Upstream's `MLIRMemRefTransforms` library is likewise separate
//! from `MLIRMemRefDialect` and links the Affine dialect. The passes are
//! declared by an excerpt of upstream's `MemRef/Transforms/Passes.td`
//! (`upstream.diff` records the changes: the C++ snippets rewritten in
//! Rust); `register_passes` registers them under upstream's flags.
//!
//! ```
//! let mut ctx = ir::Context::new();
//! func::register(&mut ctx);
//! arith::register(&mut ctx);
//! memref::register(&mut ctx);
//! affine::register(&mut ctx);
//! let module = ir::parse_source(
//!     &mut ctx,
//!     "func.func @f(%m: memref<8x8xf32>) -> memref<2x2xf32, strided<[8, 1], offset: 18>> {
//!        %s = memref.subview %m[2, 2] [2, 2] [1, 1] : memref<8x8xf32> to memref<2x2xf32, strided<[8, 1], offset: 18>>
//!        return %s : memref<2x2xf32, strided<[8, 1], offset: 18>>
//!      }",
//!     "input.mlir",
//! )
//! .expect("parses");
//! let patterns = memref_transforms::expand_strided_metadata_patterns();
//! ir::apply_patterns_greedily(&mut ctx, module, &patterns, ir::GreedyConfig::default())
//!     .expect("converges");
//! let text = ir::print_operation(&ctx, module, &ir::PrintOptions::default());
//! assert!(text.contains("memref.reinterpret_cast %base_buffer to offset: [18], sizes: [2, 2], strides: [8, 1]"));
//! ```
#![deny(warnings)]
#![deny(missing_docs)]
#![forbid(unsafe_code)]

include!(concat!(env!("OUT_DIR"), "/passes.rs.inc"));

pub mod emulate_wide_int;
pub mod expand_realloc;
pub mod expand_strided_metadata;
pub mod fold_alias;
mod util;

pub use emulate_wide_int::{
    memref_emulate_wide_int, populate_memref_wide_int_emulation_conversions,
    populate_memref_wide_int_emulation_patterns, MemRefEmulateWideInt,
};
pub use expand_realloc::{create_expand_realloc_pass, ExpandRealloc};
pub use expand_strided_metadata::{
    create_expand_strided_metadata_pass, expand_strided_metadata_patterns, ExpandStridedMetadata,
};
pub use fold_alias::{
    create_fold_memref_alias_ops_pass, expand_output_shape, fold_memref_alias_ops_patterns,
    FoldMemRefAliasOps,
};
pub use util::{extract_strided_metadata, reinterpret_as_rank0};
