//! Affine analyses over the Presburger library (upstream
//! `lib/Dialect/Affine/Analysis` and `lib/Analysis/FlatLinearValueConstraints.cpp`):
//! affine expressions flattened into linear constraints with local
//! variables for their divisions (`flatten`), constraint systems over the
//! values of affine maps and sets (`FlatAffineValueConstraints`), and the
//! simplification of integer sets built on them.

pub mod dependence;
pub mod flat_constraints;
pub mod flatten;
pub mod index_set;
pub mod min_max;
pub mod parallelism;
pub mod region;
pub mod slice_bounds;

pub use flat_constraints::{simplify_integer_set, FlatAffineValueConstraints};
