//! The affine dialect's passes (upstream `lib/Dialect/Affine/Transforms`),
//! declared by `include/mlir/Dialect/Affine/Passes.td`, and the loop
//! utilities they share (`loop_utils`).

pub mod coalesce;
pub mod expand_index;
pub mod licm;
pub mod loop_utils;
pub mod normalize;
pub mod parallelize;
pub mod scalrep;
pub mod separate;
pub mod simplify_structures;
pub mod tiling;
pub mod unroll;
pub mod unroll_jam;
