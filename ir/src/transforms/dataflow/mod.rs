//! MLIR's data-flow framework (`Analysis/DataFlow/`): the solver running
//! the dead-code analysis together with a sparse forward analysis
//! ([`solver`]), the constant analysis `sccp` uses ([`constant`]), the
//! integer range analysis ([`int_range`]) and the backward liveness
//! analysis `remove-dead-values` uses ([`liveness`]).

pub mod constant;
pub mod int_range;
pub mod liveness;
pub mod solver;

pub use constant::{ConstantAnalysis, ConstantLattice};
pub use int_range::{IntRangeLattice, IntegerRangeAnalysis};
pub use liveness::Liveness;
pub use solver::{Solver, SparseAnalysis, Updates};
