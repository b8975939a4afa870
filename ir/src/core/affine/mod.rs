//! Affine expressions, maps and integer sets (MLIR's `AffineExpr`,
//! `AffineMap`, `IntegerSet`), uniqued by the context.
//!
//! An [`AffineExpr`] is a `Copy` handle to an interned expression: a
//! dimension `d<i>`, a symbol `s<i>`, a constant, or a binary operation.
//! Expressions are built through the context ([`Context::affine_add`], ...)
//! with exactly the simplifications MLIR's operators perform (`expr.rs`):
//! constants fold, constants and symbols move to the right, `x + 0` and
//! `x * 1` vanish, `c1 * x + c2 * x` becomes `(c1 + c2) * x`, and so on.
//! What the simplifications ask of a subexpression (whether it is symbolic
//! or constant, its largest known divisor) is kept beside it when it is
//! interned, so no query walks a tree. An [`AffineMap`] and an
//! [`IntegerSet`] are interned lists of results or constraints over
//! counted dimensions and symbols.

mod expr;
mod semi;
mod simplify;

use crate::core::context::Context;
use crate::support::intern::Interner;

/// Handle to an interned affine expression.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct AffineExpr(pub(crate) u32);

/// Handle to an interned affine map.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct AffineMap(pub(crate) u32);

/// Handle to an interned integer set.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct IntegerSet(pub(crate) u32);

/// The binary operations of affine expressions.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum AffineBinaryKind {
    /// `+`
    Add,
    /// `*`
    Mul,
    /// `mod`
    Mod,
    /// `floordiv`
    FloorDiv,
    /// `ceildiv`
    CeilDiv,
}

/// The structure of an affine expression.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum AffineExprData {
    /// `d<i>`
    Dim(u32),
    /// `s<i>`
    Symbol(u32),
    /// An integer.
    Constant(i64),
    /// `lhs op rhs`
    Binary(AffineBinaryKind, AffineExpr, AffineExpr),
}

/// What simplification asks of an expression, computed once when it is
/// interned.
#[derive(Clone, Copy, Debug)]
pub(crate) struct ExprProps {
    /// No dimension occurs in it (MLIR's `isSymbolicOrConstant`).
    pub(crate) symbolic_or_constant: bool,
    /// MLIR's `getLargestKnownDivisor`.
    pub(crate) divisor: i64,
    /// Nesting depth of the tree (1 for a leaf).
    pub(crate) depth: u32,
}

/// The structure of an affine map.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct AffineMapData {
    /// Number of dimensions.
    pub num_dims: u32,
    /// Number of symbols.
    pub num_symbols: u32,
    /// The results.
    pub results: Vec<AffineExpr>,
}

/// The structure of an integer set: `constraints[i] == 0` when
/// `eq_flags[i]`, else `constraints[i] >= 0`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct IntegerSetData {
    /// Number of dimensions.
    pub num_dims: u32,
    /// Number of symbols.
    pub num_symbols: u32,
    /// The constraint expressions.
    pub constraints: Vec<AffineExpr>,
    /// Which constraints are equalities.
    pub eq_flags: Vec<bool>,
}

/// The context's tables of affine objects.
#[derive(Default)]
pub(crate) struct AffineTables {
    pub(crate) exprs: Interner<AffineExprData>,
    pub(crate) props: Vec<ExprProps>,
    pub(crate) maps: Interner<AffineMapData>,
    pub(crate) sets: Interner<IntegerSetData>,
}

/// Deepest affine expression the context builds: deeper ones (only from
/// pathological input) are refused by the parser, so the recursive
/// simplifications stay within the stack.
pub const MAX_AFFINE_DEPTH: u32 = 1000;

impl Context {
    /// The structure of an affine expression.
    #[inline]
    pub fn affine_expr_data(&self, e: AffineExpr) -> AffineExprData {
        *self.affine.exprs.get(e.0)
    }
    #[inline]
    pub(crate) fn affine_props(&self, e: AffineExpr) -> ExprProps {
        self.affine.props[e.0 as usize]
    }
    /// The nesting depth of an expression (1 for a dimension, symbol or
    /// constant).
    pub fn affine_expr_depth(&self, e: AffineExpr) -> u32 {
        self.affine_props(e).depth
    }
    /// The largest integer known to divide the expression's values
    /// (MLIR's `AffineExpr::getLargestKnownDivisor`).
    pub fn affine_largest_known_divisor(&self, e: AffineExpr) -> i64 {
        self.affine_props(e).divisor
    }
    /// Whether no dimension occurs in the expression.
    pub fn affine_is_symbolic_or_constant(&self, e: AffineExpr) -> bool {
        self.affine_props(e).symbolic_or_constant
    }
    /// The constant value, if the expression is a constant.
    pub fn affine_constant_value(&self, e: AffineExpr) -> Option<i64> {
        match self.affine_expr_data(e) {
            AffineExprData::Constant(v) => Some(v),
            _ => None,
        }
    }

    /// Interns an affine map.
    pub fn affine_map(
        &mut self,
        num_dims: u32,
        num_symbols: u32,
        results: &[AffineExpr],
    ) -> AffineMap {
        AffineMap(self.affine.maps.intern(AffineMapData {
            num_dims,
            num_symbols,
            results: results.to_vec(),
        }))
    }
    /// The structure of an affine map.
    #[inline]
    pub fn affine_map_data(&self, m: AffineMap) -> &AffineMapData {
        self.affine.maps.get(m.0)
    }
    /// `(d0, ..., d<n-1>) -> (d0, ..., d<n-1>)`.
    pub fn identity_affine_map(&mut self, num_dims: u32) -> AffineMap {
        let dims: Vec<AffineExpr> = (0..num_dims).map(|i| self.affine_dim(i)).collect();
        self.affine_map(num_dims, 0, &dims)
    }
    /// Whether the map is `(d0, ..., dn) -> (d0, ..., dn)` (MLIR's
    /// `isIdentity`: symbols allowed).
    pub fn affine_map_is_identity(&self, m: AffineMap) -> bool {
        let d = self.affine_map_data(m);
        d.num_dims as usize == d.results.len()
            && d.results
                .iter()
                .enumerate()
                .all(|(i, &e)| self.affine_expr_data(e) == AffineExprData::Dim(i as u32))
    }

    /// Interns an integer set (at least one constraint: an empty list is
    /// MLIR's degenerate `0 == 0`, which the parser builds).
    pub fn integer_set(
        &mut self,
        num_dims: u32,
        num_symbols: u32,
        constraints: &[AffineExpr],
        eq_flags: &[bool],
    ) -> IntegerSet {
        IntegerSet(self.affine.sets.intern(IntegerSetData {
            num_dims,
            num_symbols,
            constraints: constraints.to_vec(),
            eq_flags: eq_flags.to_vec(),
        }))
    }
    /// The structure of an integer set.
    #[inline]
    pub fn integer_set_data(&self, s: IntegerSet) -> &IntegerSetData {
        self.affine.sets.get(s.0)
    }
}
