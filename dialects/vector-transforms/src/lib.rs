//! The vector dialect's lowering patterns (upstream MLIR 19's
//! `Dialect/Vector/Transforms`) that rewrite vector ops into simpler
//! vector ops, for the conversions out of the dialect to apply first
//! (`convert-vector-to-llvm` runs them greedily before converting).
//!
//! Populate functions keep upstream's names in snake case:
//! [`populate_vector_broadcast_lowering_patterns`]
//! (`LowerVectorBroadcast.cpp`),
//! [`populate_vector_outer_product_lowering_patterns`] (`LowerVectorContract.cpp`),
//! [`populate_vector_mask_op_lowering_patterns`] (`LowerVectorMask.cpp`),
//! [`populate_vector_mask_materialization_patterns`] (`VectorTransforms.cpp`).
//!
//! Not yet: the contraction lowerings (`vector.contract`), the transpose, shape-cast, interleave,
//! bit-cast and transfer lowerings and the vector-to-vector
//! canonicalizations (`VectorTransforms.cpp`).
#![deny(missing_docs)]
#![forbid(unsafe_code)]

mod broadcast;
mod contract;
mod mask;
mod transfer;

pub use broadcast::populate_vector_broadcast_lowering_patterns;
pub use contract::populate_vector_outer_product_lowering_patterns;
pub use mask::{
    populate_vector_mask_materialization_patterns, populate_vector_mask_op_lowering_patterns,
};
pub use transfer::populate_vector_transfer_lowering_patterns;
