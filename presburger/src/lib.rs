//! A port of what MLIR 19 uses of its Presburger library
//! (`mlir/lib/Analysis/Presburger`): integer relations and polyhedra as
//! conjunctions of affine equalities and inequalities over domain, range,
//! symbol and local variables, with upstream's algorithms and answers —
//! GCD tightening and tests, Gaussian and Fourier-Motzkin elimination,
//! `isEmpty` (with upstream's bail-out on a constraint explosion), trivial
//! and rational redundancy removal, constant bounds, division
//! representations of locals, and an exact rational simplex. Not yet:
//! `findIntegerSample`/`isIntegerEmpty` (generalized basis reduction),
//! lexicographic optima, unions of relations.
//!
//! Coefficients are arbitrary-precision integers (upstream's
//! `DynamicAPInt`), so no operation overflows; no input makes an operation
//! panic.
#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod bounds;
pub mod division;
pub mod int;
pub mod matrix;
pub mod relation;
pub mod simplex;
pub mod space;

pub use bounds::DimSizeBound;
pub use division::{Division, LocalRepr};
pub use int::Int;
pub use matrix::Matrix;
pub use relation::{BoundType, IntegerPolyhedron, IntegerRelation};
pub use simplex::{Direction, Fraction, Optimum, Simplex};
pub use space::{PresburgerSpace, VarKind};
