//! MLIR's simplification of semi-affine expressions (`simplifySemiAffine`
//! and `getSemiAffineExprFromFlatForm` of `IR/AffineExpr.cpp`): a
//! division or modulo by a symbol that divides its left side, the modulo
//! of `x - x mod s` by `s`, and the rebuilding of a flattened expression
//! whose local variables are products, divisions and modulos of
//! dimensions and symbols, in MLIR's order of terms.

use super::{AffineBinaryKind, AffineExpr, AffineExprData};
use crate::core::context::Context;

use AffineBinaryKind::{Add, Mod, Mul};

impl Context {
    /// Whether `e` is divisible by symbol `pos` for the operator `kind`
    /// (MLIR's `isDivisibleBySymbol`).
    fn divisible_by_symbol(&self, e: AffineExpr, pos: u32, kind: AffineBinaryKind) -> bool {
        match self.affine_expr_data(e) {
            AffineExprData::Constant(v) => v == 0,
            AffineExprData::Dim(_) => false,
            AffineExprData::Symbol(p) => p == pos,
            AffineExprData::Binary(Add, l, r) => {
                self.divisible_by_symbol(l, pos, kind) && self.divisible_by_symbol(r, pos, kind)
            }
            AffineExprData::Binary(Mod, l, r) => {
                self.divisible_by_symbol(l, pos, Mod) && self.divisible_by_symbol(r, pos, Mod)
            }
            AffineExprData::Binary(Mul, l, r) => {
                self.divisible_by_symbol(l, pos, kind) || self.divisible_by_symbol(r, pos, kind)
            }
            AffineExprData::Binary(k, l, _) => k == kind && self.divisible_by_symbol(l, pos, k),
        }
    }

    /// `e` divided by symbol `pos` (MLIR's `symbolicDivide`), when it is
    /// divisible.
    fn symbolic_divide(
        &mut self,
        e: AffineExpr,
        pos: u32,
        kind: AffineBinaryKind,
    ) -> Option<AffineExpr> {
        Some(match self.affine_expr_data(e) {
            AffineExprData::Constant(0) => self.affine_constant(0),
            AffineExprData::Constant(_) | AffineExprData::Dim(_) => return None,
            AffineExprData::Symbol(_) => self.affine_constant(1),
            AffineExprData::Binary(Add, l, r) => {
                let l = self.symbolic_divide(l, pos, kind)?;
                let r = self.symbolic_divide(r, pos, kind)?;
                self.affine_add(l, r)
            }
            AffineExprData::Binary(Mod, l, r) => {
                let l = self.symbolic_divide(l, pos, Mod)?;
                let r = self.symbolic_divide(r, pos, Mod)?;
                self.affine_mod(l, r)
            }
            AffineExprData::Binary(Mul, l, r) => {
                if !self.divisible_by_symbol(l, pos, kind) {
                    let r = self.symbolic_divide(r, pos, kind)?;
                    self.affine_mul(l, r)
                } else {
                    let l = self.symbolic_divide(l, pos, kind)?;
                    self.affine_mul(l, r)
                }
            }
            AffineExprData::Binary(k, l, r) => {
                let l = self.symbolic_divide(l, pos, k)?;
                self.affine_op(k, l, r)
            }
        })
    }

    /// The summands of a sum, left to right (MLIR's `getSummandExprs`).
    fn summands(&self, e: AffineExpr, out: &mut Vec<AffineExpr>) {
        match self.affine_expr_data(e) {
            AffineExprData::Binary(Add, l, r) => {
                self.summands(l, out);
                self.summands(r, out);
            }
            _ => out.push(e),
        }
    }

    /// `x` if `e` is `x * -1` or `-1 * x` (MLIR's `isNegatedAffineExpr`).
    fn negated(&self, e: AffineExpr) -> Option<AffineExpr> {
        match self.affine_expr_data(e) {
            AffineExprData::Binary(Mul, l, r) => {
                if self.affine_constant_value(l) == Some(-1) {
                    Some(r)
                } else if self.affine_constant_value(r) == Some(-1) {
                    Some(l)
                } else {
                    None
                }
            }
            _ => None,
        }
    }

    /// Whether `lhs mod rhs` is `(x - x mod rhs) mod rhs` (MLIR's
    /// `isModOfModSubtraction`).
    fn is_mod_of_mod_subtraction(
        &mut self,
        lhs: AffineExpr,
        rhs: AffineExpr,
        nd: u32,
        ns: u32,
    ) -> bool {
        let mut summands = Vec::new();
        self.summands(lhs, &mut summands);
        for i in 0..summands.len() {
            let Some(inner) = self.negated(summands[i]) else {
                continue;
            };
            let AffineExprData::Binary(Mod, inner_lhs, inner_rhs) = self.affine_expr_data(inner)
            else {
                continue;
            };
            if inner_rhs != rhs {
                continue;
            }
            let mut diff = self.affine_constant(0);
            for (j, &s) in summands.iter().enumerate() {
                if i != j {
                    diff = self.affine_add(diff, s);
                }
            }
            diff = self.affine_sub(diff, inner_lhs);
            let diff = self.simplify_affine_expr(diff, nd, ns);
            if self.affine_constant_value(diff) == Some(0) {
                return true;
            }
        }
        false
    }

    /// MLIR's `simplifySemiAffine`.
    pub(super) fn simplify_semi_affine(&mut self, e: AffineExpr, nd: u32, ns: u32) -> AffineExpr {
        let AffineExprData::Binary(kind, l, r) = self.affine_expr_data(e) else {
            return e;
        };
        let sl = self.simplify_semi_affine(l, nd, ns);
        let sr = self.simplify_semi_affine(r, nd, ns);
        if matches!(kind, Add | Mul) {
            return self.affine_op(kind, sl, sr);
        }
        if self.is_mod_of_mod_subtraction(sl, sr, nd, ns) {
            return self.affine_constant(0);
        }
        let AffineExprData::Symbol(pos) = self.affine_expr_data(sr) else {
            return self.affine_op(kind, sl, sr);
        };
        if !self.divisible_by_symbol(l, pos, kind) {
            return self.affine_op(kind, sl, sr);
        }
        if kind == Mod {
            return self.affine_constant(0);
        }
        match self.symbolic_divide(sl, pos, kind) {
            Some(q) => q,
            None => self.affine_op(kind, sl, sr),
        }
    }

    /// MLIR's `getSemiAffineExprFromFlatForm`: symbols, then the local
    /// variables that are an operation on a dimension or symbol and a
    /// dimension, symbol or constant, then dimensions, ordered by the
    /// position of their dimension or symbol; the other locals, then the
    /// constant.
    pub(super) fn semi_affine_from_flat(
        &mut self,
        flat: &[i64],
        nd: usize,
        ns: usize,
        locals: &[AffineExpr],
    ) -> AffineExpr {
        // (position, order) -> (expression, coefficient)
        let mut entries: Vec<((u32, i64), AffineExpr, i64)> = Vec::new();
        let big = nd.max(ns) as i64;
        let mut offset_sym = 0i64;
        let mut offset_dim = -1i64;
        for (j, &c) in flat.iter().enumerate().skip(nd).take(ns) {
            if c == 0 {
                continue;
            }
            let s = self.affine_symbol((j - nd) as u32);
            entries.push((((j - nd) as u32, big + offset_sym), s, c));
            offset_sym += 1;
        }
        let mut added = vec![false; locals.len()];
        for (i, &local) in locals.iter().enumerate() {
            let c = flat[nd + ns + i];
            if c == 0 {
                continue;
            }
            let AffineExprData::Binary(_, lhs, rhs) = self.affine_expr_data(local) else {
                continue;
            };
            let lhs_d = self.affine_expr_data(lhs);
            let rhs_d = self.affine_expr_data(rhs);
            let key = match (lhs_d, rhs_d) {
                (AffineExprData::Dim(p), AffineExprData::Constant(_)) => {
                    let k = (p, offset_dim);
                    offset_dim -= 1;
                    k
                }
                (
                    AffineExprData::Symbol(p),
                    AffineExprData::Constant(_)
                    | AffineExprData::Symbol(_)
                    | AffineExprData::Dim(_),
                ) => {
                    let k = (p, big + offset_sym);
                    offset_sym += 1;
                    k
                }
                (AffineExprData::Dim(p), AffineExprData::Symbol(q) | AffineExprData::Dim(q)) => {
                    (p, i64::from(q))
                }
                _ => continue,
            };
            entries.push((key, local, c));
            added[i] = true;
        }
        for (j, &c) in flat.iter().enumerate().take(nd) {
            if c == 0 {
                continue;
            }
            let d = self.affine_dim(j as u32);
            entries.push(((j as u32, offset_dim), d, c));
            offset_dim -= 1;
        }
        entries.sort_by_key(|&(k, _, _)| k);
        let mut expr = self.affine_constant(0);
        for (_, e, c) in entries {
            let term = self.affine_mul_const(e, c);
            expr = self.affine_add(expr, term);
        }
        for (i, &local) in locals.iter().enumerate() {
            let c = flat[nd + ns + i];
            if c == 0 || added[i] {
                continue;
            }
            let term = self.affine_mul_const(local, c);
            expr = self.affine_add(expr, term);
        }
        if let Some(&c) = flat.last() {
            if c != 0 {
                expr = self.affine_add_const(expr, c);
            }
        }
        expr
    }
}
