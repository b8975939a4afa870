//! MLIR's data-flow framework (`Analysis/DataFlow/`): the solver running
//! the dead-code analysis together with a sparse forward analysis
//! ([`solver`]), the constant analysis `sccp` uses ([`constant`]) and the
//! integer range analysis ([`int_range`]).

pub mod constant;
pub mod int_range;
pub mod solver;

pub use constant::{ConstantAnalysis, ConstantLattice};
pub use int_range::{IntRangeLattice, IntegerRangeAnalysis};
pub use solver::{Solver, SparseAnalysis, Updates};
