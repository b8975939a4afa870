//! The vector dialect's lowering patterns (upstream MLIR 19's
//! `Dialect/Vector/Transforms`) that rewrite vector ops into simpler
//! vector ops, for the conversions out of the dialect to apply first
//! (`convert-vector-to-llvm` runs them greedily before converting).
//!
//! Populate functions keep upstream's names in snake case:
//! [`populate_vector_bit_cast_lowering_patterns`] (`LowerVectorBitCast.cpp`),
//! [`populate_vector_broadcast_lowering_patterns`]
//! (`LowerVectorBroadcast.cpp`),
//! [`populate_vector_outer_product_lowering_patterns`] (`LowerVectorContract.cpp`),
//! [`populate_vector_interleave_lowering_patterns`] (`LowerVectorInterleave.cpp`),
//! [`populate_vector_mask_op_lowering_patterns`] (`LowerVectorMask.cpp`),
//! [`populate_vector_mask_materialization_patterns`] (`VectorTransforms.cpp`),
//! [`populate_vector_shape_cast_lowering_patterns`] (`LowerVectorShapeCast.cpp`),
//! [`populate_vector_insert_extract_strided_slice_transforms`]
//! (`VectorInsertExtractStridedSliceRewritePatterns.cpp`),
//! [`populate_vector_transfer_lowering_patterns`] and
//! [`populate_vector_transfer_permutation_map_lowering_patterns`]
//! (`LowerVectorTransfer.cpp`),
//! [`populate_vector_transpose_lowering_patterns`] (`LowerVectorTranspose.cpp`,
//! element-wise).
//!
//! Not yet: the contraction lowerings (`vector.contract`), the flat and
//! shuffle transpose lowerings, the scalable shape-cast, gather and scan
//! lowerings of this crate's upstream directory (the multi-reduction one
//! is in the vector crate), `FoldI1Select`.
#![deny(missing_docs)]
#![forbid(unsafe_code)]

mod bitcast;
mod broadcast;
mod contract;
mod interleave;
mod mask;
mod permutation;
mod reduction_to_contract;
mod shape_cast;
mod strided_slice;
mod transfer;
mod transpose;
pub mod util;

pub use bitcast::populate_vector_bit_cast_lowering_patterns;
pub use broadcast::populate_vector_broadcast_lowering_patterns;
pub use contract::populate_vector_outer_product_lowering_patterns;
pub use interleave::populate_vector_interleave_lowering_patterns;
pub use mask::{
    populate_vector_mask_materialization_patterns, populate_vector_mask_op_lowering_patterns,
};
pub use permutation::populate_vector_transfer_permutation_map_lowering_patterns;
pub use reduction_to_contract::{
    populate_sink_vector_broadcast_patterns, populate_vector_reduction_to_contract_patterns,
};
pub use shape_cast::populate_vector_shape_cast_lowering_patterns;
pub use strided_slice::populate_vector_insert_extract_strided_slice_transforms;
pub use transfer::populate_vector_transfer_lowering_patterns;
pub use transpose::populate_vector_transpose_lowering_patterns;

/// A pattern allowed to apply again to the ops its own rewrite creates
/// (upstream's `setHasBoundedRewriteRecursion`: it strictly decreases a
/// rank).
struct Bounded(Box<dyn ir::RewritePattern>);

impl ir::RewritePattern for Bounded {
    fn root(&self) -> Option<&str> {
        self.0.root()
    }
    fn benefit(&self) -> u16 {
        self.0.benefit()
    }
    fn name(&self) -> &str {
        self.0.name()
    }
    fn has_bounded_rewrite_recursion(&self) -> bool {
        true
    }
    fn match_and_rewrite(&self, op: ir::OpId, rewriter: &mut ir::PatternRewriter<'_>) -> bool {
        self.0.match_and_rewrite(op, rewriter)
    }
}

/// `pattern` with a bounded rewrite recursion (upstream's
/// `setHasBoundedRewriteRecursion`).
pub fn with_bounded_recursion(pattern: Box<dyn ir::RewritePattern>) -> Box<dyn ir::RewritePattern> {
    Box::new(Bounded(pattern))
}
