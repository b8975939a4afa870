//! Bounds of some dimensions of a constraint system as affine maps of the
//! others (upstream's `getSliceBounds`, `getLowerAndUpperBound` and
//! `detectAsMod` of `FlatLinearValueConstraints.cpp`).

use ir::affine::{AffineExpr, AffineExprData, AffineMap};
use ir::Context;
use num_traits::{ToPrimitive, Zero};
use presburger::{BoundType, Int};

use super::flat_constraints::FlatAffineValueConstraints;

/// A lower and an upper bound map of one dimension; `None` where none was
/// found (upstream's null maps).
pub type SliceBounds = (Option<AffineMap>, Option<AffineMap>);

fn row64(row: &[Int]) -> Option<Vec<i64>> {
    row.iter().map(ToPrimitive::to_i64).collect()
}

impl FlatAffineValueConstraints {
    /// A constant bound that fits 64 bits (upstream's `getConstantBound64`).
    pub fn constant_bound64(&self, kind: BoundType, pos: usize) -> Option<i64> {
        self.get_constant_bound(kind, pos)?.to_i64()
    }

    /// The variable at `pos` as `dim mod divisor` when an equality says so
    /// and its constant bounds are `[0, divisor - 1]` (upstream's
    /// `detectAsMod`); may also give the quotient's variable.
    fn detect_as_mod(
        &self,
        ctx: &mut Context,
        pos: usize,
        (offset, num): (usize, usize),
        (lb, ub): (i64, i64),
        memo: &mut [Option<AffineExpr>],
    ) -> bool {
        if lb != 0 || ub < 1 {
            return false;
        }
        let divisor = ub + 1;
        let last = self.num_cols() - 1;
        for eq in 0..self.num_equalities() {
            let Some(row) = row64(self.equality(eq)) else {
                continue;
            };
            let at_pos = row[pos];
            if at_pos == 0 || row[last] != 0 {
                continue;
            }
            let mut dividend = ctx.affine_constant(0);
            let (mut quotients, mut quotient_pos, mut quotient_sign) = (0, None, 1);
            let mut complete = true;
            for (var, &c) in row.iter().enumerate().take(self.num_dim_and_symbol_vars()) {
                if var == pos || c == 0 {
                    continue;
                }
                if divisor
                    .checked_mul(at_pos)
                    .is_some_and(|m| m != 0 && c % m == 0)
                {
                    quotients += 1;
                    quotient_pos = Some(var);
                    quotient_sign = if (c > 0) == (at_pos > 0) { 1 } else { -1 };
                    continue;
                }
                let Some(e) = memo[var] else {
                    complete = false;
                    break;
                };
                let term = ctx.affine_mul_const(e, c);
                dividend = ctx.affine_add(dividend, term);
            }
            if !complete {
                continue;
            }
            dividend = if at_pos > 0 {
                let neg = ctx.affine_neg(dividend);
                let d = ctx.affine_constant(at_pos);
                ctx.affine_floor_div(neg, d)
            } else {
                let d = ctx.affine_constant(-at_pos);
                ctx.affine_floor_div(dividend, d)
            };
            let dividend = ctx.simplify_affine_expr(
                dividend,
                self.num_dims() as u32,
                self.num_symbols() as u32,
            );
            let AffineExprData::Dim(dim) = ctx.affine_expr_data(dividend) else {
                continue;
            };
            if quotients >= 1 {
                let dim = dim as usize;
                let col = if dim < offset { dim } else { dim + num };
                let d = ctx.affine_constant(divisor);
                memo[pos] = Some(match self.constant_bound64(BoundType::Ub, col) {
                    Some(ub) if ub < divisor => dividend,
                    _ => ctx.affine_mod(dividend, d),
                });
                if let (1, Some(q)) = (quotients, quotient_pos) {
                    if memo[q].is_none() {
                        let div = ctx.affine_floor_div(dividend, d);
                        memo[q] = Some(ctx.affine_mul_const(div, quotient_sign));
                    }
                }
                return true;
            }
        }
        false
    }

    /// Lower and upper bound maps of the dimension at `offset + pos` from
    /// the constraints that do not involve the dimensions `[offset, offset
    /// + num)` but it (upstream's `getLowerAndUpperBound`, without locals):
    /// over the other dimensions (those before `sym_start` less `num`) and
    /// the variables from `sym_start` on as symbols.
    pub fn lower_and_upper_bound(
        &self,
        ctx: &mut Context,
        pos: usize,
        (offset, num): (usize, usize),
        sym_start: usize,
        closed_ub: bool,
    ) -> Option<(AffineMap, AffineMap)> {
        let var = pos + offset;
        let free = |row: &[Int]| (offset..offset + num).all(|c| c == var || row[c].is_zero());
        let keep = |a: &[i64]| -> Vec<i64> {
            a.iter()
                .enumerate()
                .filter(|&(i, _)| i < offset || i >= offset + num)
                .map(|(_, &v)| v)
                .collect()
        };
        let dim_count = sym_start - num;
        let sym_count = self.num_dim_and_symbol_vars() - sym_start;
        let (mut lbs, mut ubs) = (Vec::new(), Vec::new());
        for r in 0..self.num_inequalities() {
            let row = self.inequality(r);
            if !free(row) {
                continue;
            }
            let ineq = row64(row)?;
            let c = ineq[var];
            if c >= 1 {
                let lb: Vec<i64> = keep(&ineq).iter().map(|v| -v).collect();
                let e = ctx.affine_expr_from_flat_form(&lb, dim_count, sym_count, &[]);
                let e = ctx.affine_add_const(e, c - 1);
                let d = ctx.affine_constant(c);
                lbs.push(ctx.affine_floor_div(e, d));
            } else if c <= -1 {
                let e = ctx.affine_expr_from_flat_form(&keep(&ineq), dim_count, sym_count, &[]);
                let d = ctx.affine_constant(-c);
                let e = ctx.affine_floor_div(e, d);
                ubs.push(ctx.affine_add_const(e, if closed_ub { 0 } else { 1 }));
            }
        }
        for r in 0..self.num_equalities() {
            let row = self.equality(r);
            if row[var].is_zero() || !free(row) {
                continue;
            }
            let eq = row64(row)?;
            let mut b = keep(&eq);
            if eq[var] > 0 {
                b.iter_mut().for_each(|v| *v = -*v);
            }
            let d = ctx.affine_constant(eq[var].abs());
            let e = ctx.affine_expr_from_flat_form(&b, dim_count, sym_count, &[]);
            let e = ctx.affine_floor_div(e, d);
            ubs.push(ctx.affine_add_const(e, 1));
            let e = ctx.affine_expr_from_flat_form(&b, dim_count, sym_count, &[]);
            lbs.push(ctx.affine_ceil_div(e, d));
        }
        let lb = ctx.affine_map(dim_count as u32, sym_count as u32, &lbs);
        let ub = ctx.affine_map(dim_count as u32, sym_count as u32, &ubs);
        Some((lb, ub))
    }

    /// Bound maps of the dimensions `[offset, offset + num)` over the other
    /// dimensions and the symbols: the expression a dimension was found to
    /// equal (a constant, a modulo, a division, an equality), else the
    /// bounds read from the constraints, else constant bounds (upstream's
    /// `getSliceBounds`). Normalizes the constraints by their gcd first.
    pub fn get_slice_bounds(
        &mut self,
        ctx: &mut Context,
        offset: usize,
        num: usize,
        closed_ub: bool,
    ) -> Vec<SliceBounds> {
        self.normalize_constraints_by_gcd();
        let dims = self.num_dims();
        let mut memo: Vec<Option<AffineExpr>> = vec![None; self.num_vars()];
        for (i, m) in memo.iter_mut().enumerate().take(dims) {
            if i < offset {
                *m = Some(ctx.affine_dim(i as u32));
            } else if i >= offset + num {
                *m = Some(ctx.affine_dim((i - num) as u32));
            }
        }
        for (i, m) in memo
            .iter_mut()
            .enumerate()
            .take(self.num_dim_and_symbol_vars())
            .skip(dims)
        {
            *m = Some(ctx.affine_symbol((i - dims) as u32));
        }
        loop {
            let mut changed = false;
            for pos in 0..self.num_vars() {
                if memo[pos].is_some() {
                    continue;
                }
                let lb = self.constant_bound64(BoundType::Lb, pos);
                let ub = self.constant_bound64(BoundType::Ub, pos);
                if let (Some(lb), Some(ub)) = (lb, ub) {
                    if lb == ub {
                        memo[pos] = Some(ctx.affine_constant(lb));
                        changed = true;
                        continue;
                    }
                    if self.detect_as_mod(ctx, pos, (offset, num), (lb, ub), &mut memo) {
                        changed = true;
                        continue;
                    }
                }
                if let Some(e) = self.detect_as_floor_div(ctx, pos, &memo) {
                    memo[pos] = Some(e);
                    changed = true;
                    continue;
                }
                if let Some(e) = self.solve_with_equality(ctx, pos, &memo) {
                    memo[pos] = Some(e);
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        let adjustment = if closed_ub { 0 } else { 1 };
        let (map_dims, map_syms) = ((dims - num) as u32, self.num_symbols() as u32);
        let mut clone: Option<FlatAffineValueConstraints> = None;
        let mut out = Vec::with_capacity(num);
        for pos in 0..num {
            if let Some(e) = memo[pos + offset] {
                let e = ctx.simplify_affine_expr(e, map_dims, map_syms);
                let lb = ctx.affine_map(map_dims, map_syms, &[e]);
                let e1 = ctx.affine_add_const(e, adjustment);
                let ub = ctx.affine_map(map_dims, map_syms, &[e1]);
                out.push((Some(lb), Some(ub)));
                continue;
            }
            let (mut lb, mut ub) = (None, None);
            if self.num_local_vars() == 0 {
                let tmp = clone.get_or_insert_with(|| {
                    let mut c = self.clone();
                    c.remove_redundant_inequalities();
                    c
                });
                if let Some((l, u)) =
                    tmp.lower_and_upper_bound(ctx, pos, (offset, num), dims, closed_ub)
                {
                    (lb, ub) = (Some(l), Some(u));
                }
            }
            let results = |ctx: &Context, m: Option<AffineMap>| {
                m.map(|m| ctx.affine_map_data(m).results.len())
            };
            if results(ctx, lb).is_none_or(|n| n > 1) {
                if let Some(c) = self.constant_bound64(BoundType::Lb, pos + offset) {
                    let e = ctx.affine_constant(c);
                    lb = Some(ctx.affine_map(map_dims, map_syms, &[e]));
                }
            }
            if results(ctx, ub).is_none_or(|n| n > 1) {
                if let Some(c) = self.constant_bound64(BoundType::Ub, pos + offset) {
                    let e = ctx.affine_constant(c + adjustment);
                    ub = Some(ctx.affine_map(map_dims, map_syms, &[e]));
                }
            }
            out.push((lb, ub));
        }
        out
    }

    /// The variable at `pos` solved from the first equality involving it,
    /// when every other variable there is known (`floor` of the quotient,
    /// as upstream).
    fn solve_with_equality(
        &self,
        ctx: &mut Context,
        pos: usize,
        memo: &[Option<AffineExpr>],
    ) -> Option<AffineExpr> {
        let idx = (0..self.num_equalities()).find(|&r| !self.at_eq(r, pos).is_zero())?;
        let row = row64(self.equality(idx))?;
        let mut expr = ctx.affine_constant(0);
        for (j, &c) in row.iter().enumerate().take(self.num_vars()) {
            if j == pos || c == 0 {
                continue;
            }
            let term = ctx.affine_mul_const(memo[j]?, c);
            expr = ctx.affine_add(expr, term);
        }
        expr = ctx.affine_add_const(expr, row[self.num_vars()]);
        let v = row[pos];
        Some(if v > 0 {
            let neg = ctx.affine_neg(expr);
            let d = ctx.affine_constant(v);
            ctx.affine_floor_div(neg, d)
        } else {
            let d = ctx.affine_constant(-v);
            ctx.affine_floor_div(expr, d)
        })
    }
}
