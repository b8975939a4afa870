//! MLIR's linalg passes (upstream's `lib/Dialect/Linalg/Transforms`):
//! the lowerings of structured ops on buffers to loop nests
//! (`convert-linalg-to-loops`, `convert-linalg-to-affine-loops`,
//! `convert-linalg-to-parallel-loops`, `Loops.cpp`) and the generalization
//! of named ops to `linalg.generic` (`linalg-generalize-named-ops`,
//! `Generalization.cpp`), the rewriting of elementwise-mappable ops on
//! tensors as `linalg.generic` (`convert-elementwise-to-linalg`) and the
//! inlining of constant-indexed inputs (`linalg-inline-scalar-operands`)
//! and the rewriting of `linalg.generic`s that compute a named op as that
//! op (`linalg-specialize-generic-ops`, `Specialize.cpp`), and the
//! detensoring of 0-d tensor computations (`linalg-detensorize`); the
//! `TilingInterface` model of the structured ops
//! (`TilingInterfaceImpl.cpp`, [`register_tiling_interface_external_models`])
//! and tiling to `scf.forall` (`Tiling.cpp`, [`tile_to_forall_op`],
//! [`tile_to_forall_op_using_tile_sizes`]).
//!
//! They live in a crate of their own because they build scf, affine and
//! memref ops, which the linalg dialect does not depend on (upstream's
//! `MLIRLinalgTransforms` library is likewise separate from
//! `MLIRLinalgDialect`). The passes are declared by an excerpt of
//! upstream's `Linalg/Passes.td` (`upstream.diff` records the changes: the
//! C++ snippets rewritten in Rust); `register_passes` registers them under
//! upstream's flags.
//!
//! ```
//! let mut ctx = ir::Context::new();
//! func::register(&mut ctx);
//! arith::register(&mut ctx);
//! memref::register(&mut ctx);
//! linalg::register(&mut ctx);
//! scf::register(&mut ctx);
//! affine::register(&mut ctx);
//! let module = ir::parse_source(
//!     &mut ctx,
//!     "func.func @f(%a: memref<4xf32>, %b: memref<4xf32>) {
//!        linalg.copy ins(%a : memref<4xf32>) outs(%b : memref<4xf32>)
//!        return
//!      }",
//!     "input.mlir",
//! )
//! .expect("parses");
//! let patterns = linalg_transforms::linalg_to_loops_patterns(
//!     &mut ctx,
//!     linalg_transforms::LoopKind::Scf,
//! );
//! ir::apply_patterns_greedily(&mut ctx, module, &patterns, ir::GreedyConfig::default())
//!     .expect("converges");
//! let text = ir::print_operation(&ctx, module, &ir::PrintOptions::default());
//! assert!(text.contains("scf.for %arg2 = %c0 to %c4 step %c1"));
//! assert!(text.contains("memref.store"));
//! ```
#![deny(warnings)]
#![deny(missing_docs)]
#![forbid(unsafe_code)]

// The generated anchor check of the `InterfacePass`es names the interface.
use ir::interfaces::FunctionOpInterfaceRef;

include!(concat!(env!("OUT_DIR"), "/passes.rs.inc"));

pub mod detensorize;
pub mod elementwise;
pub mod generalize;
pub mod inline_scalar;
pub mod loops;
pub mod named_op_conversion;
pub mod specialize;
pub mod tiling;
pub mod tiling_interface;
pub mod tiling_models;
pub mod vectorize;
mod vectorize_pack;
mod vectorize_pad;
pub mod vectorize_patterns;

pub use detensorize::{
    create_linalg_detensorize_pass, detensorize, detensorize_type_converter, Detensorize,
};
pub use elementwise::{
    create_convert_elementwise_to_linalg_pass, is_elementwise_mappable_on_ranked_tensors,
    ConvertElementwiseMappable, ConvertElementwiseToLinalg,
};
pub use generalize::{
    create_linalg_generalize_named_ops_pass, generalize_named_op, GeneralizeNamedOps,
    LinalgGeneralizationPattern,
};
pub use inline_scalar::{
    create_linalg_inline_scalar_operands_pass, InlineScalarOperands, InlineScalarOperandsPass,
};
pub use loops::{
    create_convert_linalg_to_affine_loops_pass, create_convert_linalg_to_loops_pass,
    create_convert_linalg_to_parallel_loops_pass, linalg_op_to_loops, linalg_to_loops_patterns,
    LinalgToLoops, LoopKind,
};
pub use named_op_conversion::{
    create_linalg_named_op_conversion_pass, NamedOpConversion, SimplifyDepthwiseConv,
};
pub use specialize::{
    create_linalg_specialize_generic_ops_pass, specialize_generic_op, LinalgSpecializationPattern,
    SpecializeGenericOps,
};
pub use tiling::{tile_to_forall_op, tile_to_forall_op_using_tile_sizes, ForallTilingResult};
pub use tiling_interface::{register_tiling_interface_external_models, LinalgOpTilingModel};
pub use tiling_models::{
    bubble_up_pad_slice, register_tensor_tiling_interface_external_models, PackTilingModel,
    PadTilingModel, SoftmaxTilingModel, UnPackTilingModel,
};
pub use vectorize::{is_convolution, vectorize, vectorize_precondition};
pub use vectorize_pad::pad_op_vectorization_patterns;
pub use vectorize_patterns::{
    copy_forwarding_patterns, vectorize_copy, CopyVectorizationPattern, VectorizationPattern,
};

pub(crate) use linalg::dps_split;
pub(crate) use linalg::verify::is_scalar;
