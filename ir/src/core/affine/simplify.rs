//! MLIR's `simplifyAffineExpr` and `simplifyAffineMap`
//! (`SimpleAffineExprFlattener` and `getAffineExprFromFlatForm` of
//! `IR/AffineExpr.cpp`): an expression is flattened into coefficients of
//! its dimensions, symbols, local variables (one per distinct division or
//! modulo by a constant, and per product, division or modulo of two
//! non-constant expressions) and a constant, then rebuilt in that order;
//! semi-affine expressions go through `semi.rs` first and after.
//!
//! Also the substitution of dimensions and symbols (MLIR's
//! `replaceDimsAndSymbols`), which the rebuilding uses.

use super::expr::gcd;
use super::{AffineBinaryKind, AffineExpr, AffineExprData, AffineMap};
use crate::core::context::Context;

/// The flattener's state: columns are `[dims, symbols, locals, constant]`.
struct Flattener {
    num_dims: usize,
    num_symbols: usize,
    /// The flattened operands of the expressions being visited.
    stack: Vec<Vec<i64>>,
    /// The expression of each local variable.
    locals: Vec<AffineExpr>,
}

impl Flattener {
    fn cols(&self) -> usize {
        self.num_dims + self.num_symbols + self.locals.len() + 1
    }
    fn local_start(&self) -> usize {
        self.num_dims + self.num_symbols
    }
    fn push_unit(&mut self, col: Option<usize>, constant: i64) {
        let mut v = vec![0; self.cols()];
        match col {
            Some(c) => v[c] = 1,
            None => {
                let last = v.len() - 1;
                v[last] = constant;
            }
        }
        self.stack.push(v);
    }
    /// A new local variable for `expr`, a column in every pending operand.
    fn add_local(&mut self, expr: AffineExpr) {
        let at = self.local_start() + self.locals.len();
        for v in &mut self.stack {
            v.insert(at, 0);
        }
        self.locals.push(expr);
    }
}

impl Context {
    /// Whether the expression is pure affine: products have a constant
    /// side and divisions and modulos a constant right side (MLIR's
    /// `isPureAffine`).
    pub fn affine_is_pure(&self, e: AffineExpr) -> bool {
        match self.affine_expr_data(e) {
            AffineExprData::Binary(AffineBinaryKind::Add, l, r) => {
                self.affine_is_pure(l) && self.affine_is_pure(r)
            }
            AffineExprData::Binary(AffineBinaryKind::Mul, l, r) => {
                self.affine_is_pure(l)
                    && self.affine_is_pure(r)
                    && (self.affine_constant_value(l).is_some()
                        || self.affine_constant_value(r).is_some())
            }
            AffineExprData::Binary(_, l, r) => {
                self.affine_is_pure(l) && self.affine_constant_value(r).is_some()
            }
            _ => true,
        }
    }

    /// `e` with `d<i>` replaced by `dims[i]` and `s<j>` by `symbols[j]`
    /// (those out of range kept), rebuilt with the simplifying
    /// constructors (MLIR's `AffineExpr::replaceDimsAndSymbols`).
    pub fn affine_replace_dims_and_symbols(
        &mut self,
        e: AffineExpr,
        dims: &[AffineExpr],
        symbols: &[AffineExpr],
    ) -> AffineExpr {
        match self.affine_expr_data(e) {
            AffineExprData::Dim(i) => dims.get(i as usize).copied().unwrap_or(e),
            AffineExprData::Symbol(i) => symbols.get(i as usize).copied().unwrap_or(e),
            AffineExprData::Constant(_) => e,
            AffineExprData::Binary(kind, l, r) => {
                let nl = self.affine_replace_dims_and_symbols(l, dims, symbols);
                let nr = self.affine_replace_dims_and_symbols(r, dims, symbols);
                if nl == l && nr == r {
                    return e;
                }
                self.affine_op(kind, nl, nr)
            }
        }
    }

    /// A map's results with dimensions and symbols replaced, over
    /// `num_dims` and `num_symbols` inputs.
    pub fn affine_map_replace_dims_and_symbols(
        &mut self,
        m: AffineMap,
        dims: &[AffineExpr],
        symbols: &[AffineExpr],
        num_dims: u32,
        num_symbols: u32,
    ) -> AffineMap {
        let results = self.affine_map_data(m).results.clone();
        let new: Vec<AffineExpr> = results
            .into_iter()
            .map(|e| self.affine_replace_dims_and_symbols(e, dims, symbols))
            .collect();
        self.affine_map(num_dims, num_symbols, &new)
    }

    /// Every result simplified (MLIR's `simplifyAffineMap`).
    pub fn simplify_affine_map(&mut self, m: AffineMap) -> AffineMap {
        let d = self.affine_map_data(m).clone();
        let results: Vec<AffineExpr> = d
            .results
            .iter()
            .map(|&e| self.simplify_affine_expr(e, d.num_dims, d.num_symbols))
            .collect();
        self.affine_map(d.num_dims, d.num_symbols, &results)
    }

    /// MLIR's `simplifyAffineExpr`: flattened and rebuilt as a sum of
    /// dimensions, symbols, divisions and a constant (semi-affine ones
    /// simplified first and rebuilt in MLIR's order); an expression with a
    /// division by a non-positive constant is returned unchanged.
    pub fn simplify_affine_expr(
        &mut self,
        e: AffineExpr,
        num_dims: u32,
        num_symbols: u32,
    ) -> AffineExpr {
        let e = if self.affine_is_pure(e) {
            e
        } else {
            self.simplify_semi_affine(e, num_dims, num_symbols)
        };
        let mut f = Flattener {
            num_dims: num_dims as usize,
            num_symbols: num_symbols as usize,
            stack: Vec::new(),
            locals: Vec::new(),
        };
        if self.flatten(&mut f, e).is_none() {
            return e;
        }
        let Some(flat) = f.stack.pop() else {
            return e;
        };
        let rebuilt = self.expr_from_flat(&flat, f.num_dims, f.num_symbols, &f.locals);
        if self.affine_is_pure(e) {
            return rebuilt;
        }
        if rebuilt == e {
            return e;
        }
        self.semi_affine_from_flat(&flat, f.num_dims, f.num_symbols, &f.locals)
    }

    /// The flat form of a pure affine expression: the coefficients of its
    /// dimensions, symbols, local variables (divisions) and its constant
    /// (`SimpleAffineExprFlattener`'s result); `None` for a semi-affine
    /// expression or a division by a non-positive constant.
    pub fn affine_flatten(
        &mut self,
        e: AffineExpr,
        num_dims: u32,
        num_symbols: u32,
    ) -> Option<Vec<i64>> {
        if !self.affine_is_pure(e) {
            return None;
        }
        let mut f = Flattener {
            num_dims: num_dims as usize,
            num_symbols: num_symbols as usize,
            stack: Vec::new(),
            locals: Vec::new(),
        };
        self.flatten(&mut f, e)?;
        f.stack.pop()
    }

    /// MLIR's `getAffineExprFromFlatForm`: the sum of the dimensions,
    /// symbols and `locals` (one per column after the symbols) times their
    /// coefficients in `flat`, then its last element, the constant.
    pub fn affine_expr_from_flat_form(
        &mut self,
        flat: &[i64],
        num_dims: usize,
        num_symbols: usize,
        locals: &[AffineExpr],
    ) -> AffineExpr {
        self.expr_from_flat(flat, num_dims, num_symbols, locals)
    }

    /// MLIR's `getAffineExprFromFlatForm`.
    fn expr_from_flat(
        &mut self,
        flat: &[i64],
        num_dims: usize,
        num_symbols: usize,
        locals: &[AffineExpr],
    ) -> AffineExpr {
        let mut expr = self.affine_constant(0);
        for (j, &c) in flat.iter().enumerate().take(num_dims + num_symbols) {
            if c == 0 {
                continue;
            }
            let id = if j < num_dims {
                self.affine_dim(j as u32)
            } else {
                self.affine_symbol((j - num_dims) as u32)
            };
            let term = self.affine_mul_const(id, c);
            expr = self.affine_add(expr, term);
        }
        let start = num_dims + num_symbols;
        for (j, &c) in flat
            .iter()
            .enumerate()
            .take(flat.len().saturating_sub(1))
            .skip(start)
        {
            if c == 0 {
                continue;
            }
            let Some(&local) = locals.get(j - start) else {
                continue;
            };
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

    /// The post-order walk of the flattener; `None` on a division or
    /// modulo by a non-positive constant.
    fn flatten(&mut self, f: &mut Flattener, e: AffineExpr) -> Option<()> {
        match self.affine_expr_data(e) {
            AffineExprData::Dim(i) => {
                f.push_unit(Some(i as usize), 0);
            }
            AffineExprData::Symbol(i) => {
                f.push_unit(Some(f.num_dims + i as usize), 0);
            }
            AffineExprData::Constant(v) => f.push_unit(None, v),
            AffineExprData::Binary(kind, l, r) => {
                self.flatten(f, l)?;
                self.flatten(f, r)?;
                let rhs = f.stack.pop()?;
                match (kind, self.affine_constant_value(r)) {
                    (AffineBinaryKind::Add, _) => {
                        let lhs = f.stack.last_mut()?;
                        for (a, b) in lhs.iter_mut().zip(&rhs) {
                            *a = a.wrapping_add(*b);
                        }
                    }
                    (AffineBinaryKind::Mul, Some(c)) => {
                        let lhs = f.stack.last_mut()?;
                        for a in lhs.iter_mut() {
                            *a = a.wrapping_mul(c);
                        }
                    }
                    (AffineBinaryKind::Mod, Some(c)) => self.flatten_mod(f, c)?,
                    (AffineBinaryKind::FloorDiv, Some(c)) => self.flatten_div(f, c, false)?,
                    (AffineBinaryKind::CeilDiv, Some(c)) => self.flatten_div(f, c, true)?,
                    (kind, None) => self.flatten_semi_affine(f, kind, &rhs)?,
                }
            }
        }
        Some(())
    }

    /// A product, division or modulo whose right side is not a constant:
    /// a local variable for the operation on the two sides rebuilt
    /// (MLIR's `addLocalVariableSemiAffine`).
    fn flatten_semi_affine(
        &mut self,
        f: &mut Flattener,
        kind: AffineBinaryKind,
        rhs: &[i64],
    ) -> Option<()> {
        let lhs = f.stack.last()?.clone();
        let a = self.expr_from_flat(&lhs, f.num_dims, f.num_symbols, &f.locals);
        let b = self.expr_from_flat(rhs, f.num_dims, f.num_symbols, &f.locals);
        let local = self.affine_op(kind, a, b);
        let pos = match f.locals.iter().position(|&x| x == local) {
            Some(p) => p,
            None => {
                f.add_local(local);
                f.locals.len() - 1
            }
        };
        let at = f.local_start() + pos;
        let top = f.stack.last_mut()?;
        top.iter_mut().for_each(|x| *x = 0);
        top[at] = 1;
        Some(())
    }

    /// `lhs mod c`: `lhs - c * (lhs floordiv c)`, the division a local.
    fn flatten_mod(&mut self, f: &mut Flattener, c: i64) -> Option<()> {
        if c <= 0 {
            return None;
        }
        let lhs = f.stack.last()?.clone();
        if lhs.iter().all(|&x| x % c == 0) {
            f.stack.last_mut()?.iter_mut().for_each(|x| *x = 0);
            return Some(());
        }
        let g = lhs
            .iter()
            .fold(c.unsigned_abs(), |g, &x| gcd(g, x.unsigned_abs()));
        let g = g as i64;
        let dividend: Vec<i64> = lhs.iter().map(|&x| x / g).collect();
        let divisor = c / g;
        let dividend_expr = self.expr_from_flat(&dividend, f.num_dims, f.num_symbols, &f.locals);
        let d = self.affine_constant(divisor);
        let div = self.affine_floor_div(dividend_expr, d);
        let pos = match f.locals.iter().position(|&x| x == div) {
            Some(p) => p,
            None => {
                f.add_local(div);
                f.locals.len() - 1
            }
        };
        let at = f.local_start() + pos;
        f.stack.last_mut()?[at] = -c;
        Some(())
    }

    /// `lhs floordiv c` or `lhs ceildiv c`: a local variable, after the
    /// common divisor of `lhs` and `c` is taken out.
    fn flatten_div(&mut self, f: &mut Flattener, c: i64, ceil: bool) -> Option<()> {
        if c <= 0 {
            return None;
        }
        let lhs = f.stack.last_mut()?;
        let g = lhs
            .iter()
            .fold(c.unsigned_abs(), |g, &x| gcd(g, x.unsigned_abs())) as i64;
        if g != 1 {
            lhs.iter_mut().for_each(|x| *x /= g);
        }
        let divisor = c / g;
        if divisor == 1 {
            return Some(());
        }
        let lhs = lhs.clone();
        let a = self.expr_from_flat(&lhs, f.num_dims, f.num_symbols, &f.locals);
        let b = self.affine_constant(divisor);
        let div = if ceil {
            self.affine_ceil_div(a, b)
        } else {
            self.affine_floor_div(a, b)
        };
        let pos = match f.locals.iter().position(|&x| x == div) {
            Some(p) => p,
            None => {
                f.add_local(div);
                f.locals.len() - 1
            }
        };
        let at = f.local_start() + pos;
        let lhs = f.stack.last_mut()?;
        lhs.iter_mut().for_each(|x| *x = 0);
        lhs[at] = 1;
        Some(())
    }
}

#[cfg(test)]
mod tests {
    use crate::core::affine::AffineMap;
    use crate::core::context::Context;

    fn text(ctx: &mut Context, m: AffineMap) -> String {
        let s = ctx.simplify_affine_map(m);
        crate::core::printer::affine_map_to_string(ctx, s)
    }

    #[test]
    fn flattening_orders_terms_as_mlir() {
        let mut ctx = Context::new();
        let (d0, d1, s0) = (ctx.affine_dim(0), ctx.affine_dim(1), ctx.affine_symbol(0));
        // s0 + d1 * 2 + d0 + 3 - d0
        let t = ctx.affine_mul_const(d1, 2);
        let mut e = ctx.affine_add(s0, t);
        e = ctx.affine_add(e, d0);
        e = ctx.affine_add_const(e, 3);
        e = ctx.affine_sub(e, d0);
        let m = ctx.affine_map(2, 1, &[e]);
        assert_eq!(text(&mut ctx, m), "(d0, d1)[s0] -> (d1 * 2 + s0 + 3)");
        // (d0 * 4 + 2) mod 4
        let four = ctx.affine_constant(4);
        let t = ctx.affine_mul_const(d0, 4);
        let t = ctx.affine_add_const(t, 2);
        let e = ctx.affine_mod(t, four);
        let m = ctx.affine_map(1, 0, &[e]);
        assert_eq!(text(&mut ctx, m), "(d0) -> (2)");
    }

    #[test]
    fn semi_affine_modulo_of_a_multiple_of_the_symbol_goes() {
        let mut ctx = Context::new();
        let (s0, s1) = (ctx.affine_symbol(0), ctx.affine_symbol(1));
        // (s0 - s0 mod s1) mod s1
        let inner = ctx.affine_mod(s0, s1);
        let diff = ctx.affine_sub(s0, inner);
        let e = ctx.affine_mod(diff, s1);
        let m = ctx.affine_map(0, 2, &[e]);
        assert_eq!(text(&mut ctx, m), "()[s0, s1] -> (0)");
    }
}
