//! Integer relations and polyhedra (upstream's `IntegerRelation` and
//! `IntegerPolyhedron`): conjunctions of affine equalities `e(x) == 0` and
//! inequalities `e(x) >= 0` over the variables of a [`PresburgerSpace`],
//! each a row of coefficients with the constant term last.

use crate::int::{floor_div, gcd, lcm, Int};
use crate::matrix::Matrix;
use crate::space::{PresburgerSpace, VarKind};
use num_traits::{One, Signed, Zero};

/// Upstream's `kExplosionFactor`: `is_empty` gives up (answers "not
/// empty") once Fourier-Motzkin elimination has made this many constraints
/// per variable of the original system.
const EXPLOSION_FACTOR: usize = 32;

/// The kind of a bound (upstream's `BoundType`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoundType {
    /// `var == value`.
    Eq,
    /// `var >= value`.
    Lb,
    /// `var <= value`.
    Ub,
}

/// A conjunction of affine equalities and inequalities over integer
/// variables; a set when it has no domain variables.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct IntegerRelation {
    space: PresburgerSpace,
    equalities: Matrix,
    inequalities: Matrix,
}

/// A set: an [`IntegerRelation`] without domain variables.
pub type IntegerPolyhedron = IntegerRelation;

impl IntegerRelation {
    /// The universe (no constraints) over `space`.
    pub fn universe(space: PresburgerSpace) -> Self {
        let cols = space.num_vars() + 1;
        IntegerRelation {
            space,
            equalities: Matrix::new(0, cols),
            inequalities: Matrix::new(0, cols),
        }
    }

    /// The canonical empty relation over `space`: the single equality `1 == 0`.
    pub fn empty(space: PresburgerSpace) -> Self {
        let mut rel = Self::universe(space);
        let mut row = vec![Int::zero(); rel.num_cols()];
        row[rel.num_cols() - 1] = Int::one();
        rel.add_equality(&row);
        rel
    }

    /// The variables.
    pub fn space(&self) -> &PresburgerSpace {
        &self.space
    }

    /// The number of columns: one per variable and the constant term.
    pub fn num_cols(&self) -> usize {
        self.space.num_vars() + 1
    }

    /// The number of variables.
    pub fn num_vars(&self) -> usize {
        self.space.num_vars()
    }

    /// The number of variables of `kind`.
    pub fn num_vars_of(&self, kind: VarKind) -> usize {
        self.space.num_vars_of(kind)
    }

    /// The number of domain, range and symbol variables.
    pub fn num_dim_and_symbol_vars(&self) -> usize {
        self.space.num_dim_and_symbol_vars()
    }

    /// The number of local variables.
    pub fn num_local_vars(&self) -> usize {
        self.space.num_vars_of(VarKind::Local)
    }

    /// The number of equalities.
    pub fn num_equalities(&self) -> usize {
        self.equalities.num_rows()
    }

    /// The number of inequalities.
    pub fn num_inequalities(&self) -> usize {
        self.inequalities.num_rows()
    }

    /// The number of equalities and inequalities.
    pub fn num_constraints(&self) -> usize {
        self.num_equalities() + self.num_inequalities()
    }

    /// Equality `i`.
    pub fn equality(&self, i: usize) -> &[Int] {
        self.equalities.row(i)
    }

    /// Inequality `i`.
    pub fn inequality(&self, i: usize) -> &[Int] {
        self.inequalities.row(i)
    }

    /// The coefficient of column `j` in equality `i`.
    pub fn at_eq(&self, i: usize, j: usize) -> &Int {
        self.equalities.at(i, j)
    }

    /// The coefficient of column `j` in inequality `i`.
    pub fn at_ineq(&self, i: usize, j: usize) -> &Int {
        self.inequalities.at(i, j)
    }

    /// The equalities as a matrix.
    pub fn equalities(&self) -> &Matrix {
        &self.equalities
    }

    /// The inequalities as a matrix.
    pub fn inequalities(&self) -> &Matrix {
        &self.inequalities
    }

    /// Adds the equality `eq · (vars, 1) == 0` (`eq.len() == num_cols()`).
    pub fn add_equality(&mut self, eq: &[Int]) {
        self.equalities.append_row(eq);
    }

    /// Adds the inequality `ineq · (vars, 1) >= 0` (`ineq.len() == num_cols()`).
    pub fn add_inequality(&mut self, ineq: &[Int]) {
        self.inequalities.append_row(ineq);
    }

    /// Removes equality `pos`.
    pub fn remove_equality(&mut self, pos: usize) {
        self.equalities.remove_row(pos);
    }

    /// Removes inequality `pos`.
    pub fn remove_inequality(&mut self, pos: usize) {
        self.inequalities.remove_row(pos);
    }

    /// Removes the equalities `[start, end)`.
    pub fn remove_equality_range(&mut self, start: usize, end: usize) {
        if start < end {
            self.equalities.remove_rows(start, end - start);
        }
    }

    /// Removes the inequalities `[start, end)`.
    pub fn remove_inequality_range(&mut self, start: usize, end: usize) {
        if start < end {
            self.inequalities.remove_rows(start, end - start);
        }
    }

    /// Removes every constraint.
    pub fn clear_constraints(&mut self) {
        self.equalities.resize_vertically(0);
        self.inequalities.resize_vertically(0);
    }

    /// Inserts `num` variables of `kind` before its `pos`-th one, with zero
    /// coefficients; returns the absolute column of the first one.
    pub fn insert_var(&mut self, kind: VarKind, pos: usize, num: usize) -> usize {
        let at = self.space.insert_vars(kind, pos, num);
        self.equalities.insert_columns(at, num);
        self.inequalities.insert_columns(at, num);
        at
    }

    /// Appends `num` variables of `kind`; returns the absolute column of the
    /// first one.
    pub fn append_var(&mut self, kind: VarKind, num: usize) -> usize {
        let pos = self.num_vars_of(kind);
        self.insert_var(kind, pos, num)
    }

    /// Removes the variables `[start, limit)` of `kind` and their columns.
    pub fn remove_var_range_of(&mut self, kind: VarKind, start: usize, limit: usize) {
        if start >= limit {
            return;
        }
        let offset = self.space.offset_of(kind);
        self.equalities
            .remove_columns(offset + start, limit - start);
        self.inequalities
            .remove_columns(offset + start, limit - start);
        self.space.remove_var_range(kind, start, limit);
    }

    /// Removes the variables in absolute columns `[start, limit)`.
    pub fn remove_var_range(&mut self, start: usize, limit: usize) {
        if start >= limit {
            return;
        }
        self.equalities.remove_columns(start, limit - start);
        self.inequalities.remove_columns(start, limit - start);
        // Each kind loses the part of the range it holds.
        let mut space = self.space;
        for kind in [
            VarKind::Domain,
            VarKind::Range,
            VarKind::Symbol,
            VarKind::Local,
        ] {
            let offset = self.space.offset_of(kind);
            let num = self.space.num_vars_of(kind);
            let lo = start.saturating_sub(offset).min(num);
            let hi = limit.saturating_sub(offset).min(num);
            space.remove_var_range(kind, lo, hi);
        }
        self.space = space;
    }

    /// Removes the variable in column `pos`.
    pub fn remove_var(&mut self, pos: usize) {
        self.remove_var_range(pos, pos + 1);
    }

    /// Swaps the columns of two variables of the same kind.
    pub fn swap_var(&mut self, a: usize, b: usize) {
        self.equalities.swap_columns(a, b);
        self.inequalities.swap_columns(a, b);
    }

    /// Adds `var == value`, `var >= value` or `var <= value` for the variable
    /// in column `pos`.
    pub fn add_bound(&mut self, kind: BoundType, pos: usize, value: &Int) {
        let mut row = vec![Int::zero(); self.num_cols()];
        let last = row.len() - 1;
        match kind {
            BoundType::Eq => {
                row[pos] = Int::one();
                row[last] = -value;
                self.add_equality(&row);
            }
            BoundType::Lb => {
                row[pos] = Int::one();
                row[last] = -value;
                self.add_inequality(&row);
            }
            BoundType::Ub => {
                row[pos] = -Int::one();
                row[last] = value.clone();
                self.add_inequality(&row);
            }
        }
    }

    /// Adds `expr >= value` (`Lb`) or `expr <= value` (`Ub`); `Eq` adds
    /// `expr == value`.
    pub fn add_bound_expr(&mut self, kind: BoundType, expr: &[Int], value: &Int) {
        let mut row: Vec<Int> = match kind {
            BoundType::Ub => expr.iter().map(|e| -e).collect(),
            _ => expr.to_vec(),
        };
        let last = row.len() - 1;
        match kind {
            BoundType::Ub => row[last] += value,
            _ => row[last] -= value,
        }
        if kind == BoundType::Eq {
            self.add_equality(&row);
        } else {
            self.add_inequality(&row);
        }
    }

    /// Adds a local variable `q = dividend floordiv divisor` (`divisor > 0`,
    /// `dividend` over the columns before the new one) with its two
    /// constraints `divisor * q <= dividend <= divisor * q + divisor - 1`.
    pub fn add_local_floor_div(&mut self, dividend: &[Int], divisor: &Int) {
        self.append_var(VarKind::Local, 1);
        let mut div = dividend.to_vec();
        div.insert(div.len() - 1, Int::zero());
        let pos = div.len() - 2;
        self.add_inequality(&div_lower_bound(&div, divisor, pos));
        self.add_inequality(&div_upper_bound(&div, divisor, pos));
    }

    /// Whether no constraint involves the variable in column `pos`.
    pub fn is_col_zero(&self, pos: usize) -> bool {
        self.find_nonzero(pos, true).is_none() && self.find_nonzero(pos, false).is_none()
    }

    /// The first equality (or inequality) with a non-zero coefficient in
    /// column `col`.
    fn find_nonzero(&self, col: usize, is_eq: bool) -> Option<usize> {
        let m = if is_eq {
            &self.equalities
        } else {
            &self.inequalities
        };
        (0..m.num_rows()).find(|&r| !m.at(r, col).is_zero())
    }

    /// Divides every constraint by the gcd of its coefficients.
    pub fn normalize_constraints_by_gcd(&mut self) {
        for i in 0..self.num_equalities() {
            self.equalities.normalize_row(i);
        }
        for i in 0..self.num_inequalities() {
            self.inequalities.normalize_row(i);
        }
    }

    /// Whether a constraint without variables is false (`1 == 0`, `-1 >= 0`).
    pub fn has_invalid_constraint(&self) -> bool {
        let last = self.num_cols() - 1;
        let constant_only = |m: &Matrix, r: usize| m.row(r)[..last].iter().all(Zero::is_zero);
        (0..self.num_equalities())
            .any(|r| constant_only(&self.equalities, r) && !self.at_eq(r, last).is_zero())
            || (0..self.num_inequalities()).any(|r| {
                constant_only(&self.inequalities, r) && self.at_ineq(r, last).is_negative()
            })
    }

    /// The GCD test on the equalities: an equality whose coefficients' gcd
    /// does not divide its constant has no integer solution.
    pub fn is_empty_by_gcd_test(&self) -> bool {
        let last = self.num_cols() - 1;
        (0..self.num_equalities()).any(|i| {
            let row = self.equality(i);
            let g = row[..last].iter().fold(Int::zero(), |g, c| gcd(&g, c));
            !g.is_zero() && !(row[last].abs() % &g).is_zero()
        })
    }

    /// The GCD test or a false constant constraint (upstream's
    /// `isObviouslyEmpty`).
    pub fn is_obviously_empty(&self) -> bool {
        self.is_empty_by_gcd_test() || self.has_invalid_constraint()
    }

    /// Normalizes each inequality's coefficients by their gcd and rounds its
    /// constant term down to a multiple of it: `64*i - 100 >= 0` becomes
    /// `i - 2 >= 0`.
    pub fn gcd_tighten_inequalities(&mut self) {
        let last = self.num_cols() - 1;
        for i in 0..self.num_inequalities() {
            let g = self.inequalities.normalize_row_prefix(i, last);
            if g > Int::one() {
                let c = self.inequalities.at_mut(i, last);
                *c = floor_div(c, &g).unwrap_or_default();
            }
        }
    }

    /// Eliminates the variable at `pivot_col` from constraint `row` with
    /// equality `pivot_row`; columns `[elim_col_start, pivot_col)` are known
    /// to be zero already and are skipped (upstream's
    /// `eliminateFromConstraint`).
    pub(crate) fn eliminate_from_constraint(
        &mut self,
        row: usize,
        pivot_row: usize,
        pivot_col: usize,
        elim_col_start: usize,
        is_eq: bool,
    ) {
        if is_eq && row == pivot_row {
            return;
        }
        let lead = if is_eq {
            self.at_eq(row, pivot_col)
        } else {
            self.at_ineq(row, pivot_col)
        }
        .clone();
        if lead.is_zero() {
            return;
        }
        let pivot = self.at_eq(pivot_row, pivot_col).clone();
        let negative = (&lead * &pivot).is_positive();
        let l = lcm(&pivot, &lead);
        let mut pivot_mult = &l / pivot.abs();
        if negative {
            pivot_mult = -pivot_mult;
        }
        let row_mult = &l / lead.abs();
        for j in 0..self.num_cols() {
            if j >= elim_col_start && j < pivot_col {
                continue;
            }
            let p = &pivot_mult * self.at_eq(pivot_row, j);
            let m = if is_eq {
                &mut self.equalities
            } else {
                &mut self.inequalities
            };
            let v = p + &row_mult * m.at(row, j);
            *m.at_mut(row, j) = v;
        }
    }

    /// Eliminates the variables in columns `[start, limit)` with equalities,
    /// stopping at the first that has no equality but appears in an
    /// inequality; returns how many were eliminated.
    pub fn gaussian_eliminate_vars(&mut self, start: usize, limit: usize) -> usize {
        if start >= limit {
            return 0;
        }
        self.gcd_tighten_inequalities();
        let mut pivot_col = start;
        while pivot_col < limit {
            let Some(pivot_row) = self.find_nonzero(pivot_col, true) else {
                if self.find_nonzero(pivot_col, false).is_none() {
                    pivot_col += 1;
                    continue;
                }
                break;
            };
            for i in 0..self.num_equalities() {
                self.eliminate_from_constraint(i, pivot_row, pivot_col, start, true);
                self.equalities.normalize_row(i);
            }
            for i in 0..self.num_inequalities() {
                self.eliminate_from_constraint(i, pivot_row, pivot_col, start, false);
                self.inequalities.normalize_row(i);
            }
            self.remove_equality(pivot_row);
            self.gcd_tighten_inequalities();
            pivot_col += 1;
        }
        self.remove_var_range(start, pivot_col);
        pivot_col - start
    }

    /// Eliminates the variable in column `pos` with an equality; false when
    /// it could not be.
    pub fn gaussian_eliminate_var(&mut self, pos: usize) -> bool {
        self.gaussian_eliminate_vars(pos, pos + 1) == 1
    }

    /// Brings the equalities to row echelon form, eliminating each pivot from
    /// the inequalities; returns whether rows were found redundant (the
    /// relation becomes the canonical empty one when one is `c == 0`, `c != 0`).
    pub fn gaussian_eliminate(&mut self) -> bool {
        self.gcd_tighten_inequalities();
        let vars = self.num_vars();
        let eqs = self.num_equalities();
        let mut first_var = 0;
        let mut now_done = 0;
        while now_done < eqs {
            let mut pivot_row = None;
            while first_var < vars {
                pivot_row = (now_done..eqs).find(|&r| !self.at_eq(r, first_var).is_zero());
                // Rows above `now_done` are zero in this column already.
                if pivot_row.is_some() {
                    break;
                }
                first_var += 1;
            }
            let Some(mut pivot_row) = pivot_row.filter(|_| first_var < vars) else {
                break;
            };
            if pivot_row > now_done {
                self.equalities.swap_rows(pivot_row, now_done);
                pivot_row = now_done;
            }
            for i in now_done + 1..eqs {
                self.eliminate_from_constraint(i, pivot_row, first_var, 0, true);
                self.equalities.normalize_row(i);
            }
            // Upstream skips columns `[0, first_var)` here too, which are
            // zero in the equalities below but not in the inequalities (it
            // changes their points): every column is updated here.
            for i in 0..self.num_inequalities() {
                self.eliminate_from_constraint(i, pivot_row, first_var, first_var, false);
                self.inequalities.normalize_row(i);
            }
            self.gcd_tighten_inequalities();
            now_done += 1;
        }
        if now_done == eqs {
            return false;
        }
        if (now_done..eqs).any(|i| !self.at_eq(i, vars).is_zero()) {
            *self = Self::empty(self.space);
            return true;
        }
        self.remove_equality_range(now_done, eqs);
        true
    }

    /// Eliminates local variables with equalities in which they have a unit
    /// coefficient.
    pub fn remove_redundant_local_vars(&mut self) {
        for i in 0..self.num_equalities() {
            self.equalities.normalize_row(i);
        }
        loop {
            let first_local = self.num_dim_and_symbol_vars();
            let found = (0..self.num_equalities()).find_map(|i| {
                (first_local..self.num_vars())
                    .find(|&j| self.at_eq(i, j).abs().is_one())
                    .map(|j| (i, j))
            });
            let Some((i, j)) = found else { break };
            for k in 0..self.num_equalities() {
                if !self.at_eq(k, j).is_zero() {
                    self.eliminate_from_constraint(k, i, j, j, true);
                    self.equalities.normalize_row(k);
                }
            }
            for k in 0..self.num_inequalities() {
                self.eliminate_from_constraint(k, i, j, j, false);
            }
            self.remove_var(j);
            self.remove_equality(i);
        }
    }

    /// The column among `[start, end)` with the fewest lower times upper
    /// bounds: the cheapest to eliminate by Fourier-Motzkin.
    fn best_var_to_eliminate(&self, start: usize, end: usize) -> usize {
        let product = |pos: usize| {
            let (mut lb, mut ub) = (0usize, 0usize);
            for r in 0..self.num_inequalities() {
                let c = self.at_ineq(r, pos);
                if c.is_positive() {
                    lb += 1;
                } else if c.is_negative() {
                    ub += 1;
                }
            }
            lb.saturating_mul(ub)
        };
        let mut best = start;
        let mut min = product(start);
        for c in start + 1..end {
            let p = product(c);
            if p < min {
                min = p;
                best = c;
            }
        }
        best
    }

    /// Whether the relation has no integer point, as far as Gaussian and
    /// Fourier-Motzkin elimination with GCD tests can tell: `true` is always
    /// right, `false` may be wrong for a set with rational but no integer
    /// points (upstream's `isEmpty`).
    pub fn is_empty(&self) -> bool {
        if self.is_obviously_empty() {
            return true;
        }
        let mut tmp = self.clone();
        tmp.remove_redundant_local_vars();
        if tmp.is_obviously_empty() {
            return true;
        }
        let mut pos = 0;
        while pos < tmp.num_vars() {
            let n = tmp.num_vars();
            tmp.gaussian_eliminate_vars(pos, n);
            pos += 1;
            if tmp.has_invalid_constraint() || tmp.is_empty_by_gcd_test() {
                return true;
            }
        }
        for _ in 0..tmp.num_vars() {
            let n = tmp.num_vars();
            let best = tmp.best_var_to_eliminate(0, n);
            tmp.fourier_motzkin_eliminate(best, false);
            // FM is exponential: give up on a constraint explosion.
            if tmp.num_constraints() >= EXPLOSION_FACTOR * self.num_vars() {
                return false;
            }
            if tmp.has_invalid_constraint() {
                return true;
            }
        }
        false
    }

    /// Eliminates the variable in column `pos` by Fourier-Motzkin (exact
    /// over the rationals, an over-approximation of the integer projection),
    /// or with an equality when one involves it. With `dark_shadow` the
    /// result is the dark shadow instead. Returns whether the elimination
    /// was integer exact (all lcms one).
    pub fn fourier_motzkin_eliminate(&mut self, pos: usize, dark_shadow: bool) -> bool {
        if (0..self.num_equalities()).any(|r| !self.at_eq(r, pos).is_zero()) {
            self.gaussian_eliminate_var(pos);
            return false;
        }
        self.gcd_tighten_inequalities();
        if self.is_col_zero(pos) {
            self.remove_var(pos);
            return false;
        }
        let (mut lbs, mut ubs, mut nbs) = (Vec::new(), Vec::new(), Vec::new());
        for r in 0..self.num_inequalities() {
            let c = self.at_ineq(r, pos);
            if c.is_zero() {
                nbs.push(r);
            } else if c.is_positive() {
                lbs.push(r);
            } else {
                ubs.push(r);
            }
        }
        let mut space = self.space;
        let kind = space.kind_at(pos);
        let rel = pos - space.offset_of(kind);
        space.remove_var_range(kind, rel, rel + 1);
        let mut new_rel = Self::universe(space);
        let mut exact = true;
        let cols = self.num_cols();
        for &ub in &ubs {
            for &lb in &lbs {
                let lb_coeff = self.at_ineq(lb, pos).clone();
                let ub_coeff = -self.at_ineq(ub, pos);
                let l = lcm(&lb_coeff, &ub_coeff);
                if !l.is_one() {
                    exact = false;
                }
                let (um, lm) = (&l / &ub_coeff, &l / &lb_coeff);
                let mut ineq: Vec<Int> = (0..cols)
                    .filter(|&c| c != pos)
                    .map(|c| self.at_ineq(ub, c) * &um + self.at_ineq(lb, c) * &lm)
                    .collect();
                if dark_shadow {
                    let last = ineq.len() - 1;
                    ineq[last] += &lb_coeff * &ub_coeff - &lb_coeff - &ub_coeff + 1;
                }
                new_rel.add_inequality(&ineq);
            }
        }
        let without = |row: &[Int]| -> Vec<Int> {
            row.iter()
                .enumerate()
                .filter(|&(c, _)| c != pos)
                .map(|(_, v)| v.clone())
                .collect()
        };
        for &nb in &nbs {
            new_rel.add_inequality(&without(self.inequality(nb)));
        }
        for r in 0..self.num_equalities() {
            new_rel.add_equality(&without(self.equality(r)));
        }
        new_rel.gcd_tighten_inequalities();
        new_rel.normalize_constraints_by_gcd();
        new_rel.remove_trivial_redundancy();
        *self = new_rel;
        exact
    }

    /// Projects out the variables in columns `[pos, pos + num)`: Gaussian
    /// elimination where equalities allow, Fourier-Motzkin for the rest.
    pub fn project_out(&mut self, pos: usize, num: usize) {
        if num == 0 {
            return;
        }
        let mut current = pos;
        let mut to_eliminate = num;
        let mut gaussian = 0;
        while current < self.num_vars() {
            let done = self.gaussian_eliminate_vars(current, current + to_eliminate);
            current += 1;
            to_eliminate = to_eliminate.saturating_sub(done + 1);
            gaussian += done;
        }
        for i in 0..num - gaussian {
            let n = num - gaussian - i;
            let best = self.best_var_to_eliminate(pos, pos + n);
            self.fourier_motzkin_eliminate(best, false);
        }
        self.gcd_tighten_inequalities();
        self.normalize_constraints_by_gcd();
    }

    /// Removes trivially true inequalities (`c >= 0`, `c >= 0`), duplicates,
    /// and, of inequalities that differ only in their constant, all but the
    /// tightest; the kept ones keep their order.
    pub fn remove_trivial_redundancy(&mut self) {
        use std::collections::hash_map::Entry;
        use std::collections::{HashMap, HashSet};
        self.gcd_tighten_inequalities();
        self.normalize_constraints_by_gcd();
        let cols = self.num_cols();
        let n = self.num_inequalities();
        let mut redundant = vec![false; n];
        let mut rows: HashSet<&[Int]> = HashSet::new();
        let mut by_coeffs: HashMap<&[Int], (usize, &Int)> = HashMap::new();
        for r in 0..n {
            let row = self.inequalities.row(r);
            let trivially_valid =
                row[..cols - 1].iter().all(Zero::is_zero) && !row[cols - 1].is_negative();
            if trivially_valid || !rows.insert(row) {
                redundant[r] = true;
                continue;
            }
            match by_coeffs.entry(&row[..cols - 1]) {
                Entry::Vacant(v) => {
                    v.insert((r, &row[cols - 1]));
                }
                Entry::Occupied(mut o) => {
                    let (stored, constant) = *o.get();
                    if *constant > row[cols - 1] {
                        redundant[stored] = true;
                        o.insert((r, &row[cols - 1]));
                    } else {
                        redundant[r] = true;
                    }
                }
            }
        }
        self.keep_inequalities(&redundant);
    }

    /// Removes the inequalities marked in `redundant`, keeping the order.
    pub(crate) fn keep_inequalities(&mut self, redundant: &[bool]) {
        self.inequalities.remove_marked_rows(redundant);
    }

    /// Removes the equalities marked in `redundant`, keeping the order.
    pub(crate) fn keep_equalities(&mut self, redundant: &[bool]) {
        self.equalities.remove_marked_rows(redundant);
    }

    /// Removes each inequality whose complement is empty by [`Self::is_empty`]
    /// (upstream's Fourier-Motzkin based `removeRedundantInequalities`).
    pub fn remove_redundant_inequalities(&mut self) {
        let n = self.num_inequalities();
        let last = self.num_cols() - 1;
        let mut redundant = vec![false; n];
        let mut tmp = self.clone();
        for (r, red) in redundant.iter_mut().enumerate() {
            tmp.inequalities.negate_row(r);
            *tmp.inequalities.at_mut(r, last) -= 1;
            if tmp.is_empty() {
                *red = true;
                self.inequalities.fill_row(r, &Int::zero());
                tmp.inequalities.fill_row(r, &Int::zero());
            } else {
                *tmp.inequalities.at_mut(r, last) += 1;
                tmp.inequalities.negate_row(r);
            }
        }
        self.keep_inequalities(&redundant);
    }

    /// Substitutes `values` for the variables in columns `[pos, pos +
    /// values.len())` and removes them.
    pub fn set_and_eliminate(&mut self, pos: usize, values: &[Int]) {
        if values.is_empty() {
            return;
        }
        let last = self.num_cols() - 1;
        for (i, v) in values.iter().enumerate() {
            self.inequalities.add_to_column(pos + i, last, v);
            self.equalities.add_to_column(pos + i, last, v);
        }
        self.remove_var_range(pos, pos + values.len());
    }

    /// Whether `point` (a value per variable) satisfies every constraint.
    pub fn contains_point(&self, point: &[Int]) -> bool {
        let value = |row: &[Int]| -> Int {
            let last = row.len() - 1;
            row[..last]
                .iter()
                .zip(point)
                .map(|(c, p)| c * p)
                .sum::<Int>()
                + &row[last]
        };
        (0..self.num_equalities()).all(|i| value(self.equality(i)).is_zero())
            && (0..self.num_inequalities()).all(|i| !value(self.inequality(i)).is_negative())
    }

    /// Appends `other`'s constraints (same columns).
    pub fn append(&mut self, other: &IntegerRelation) {
        for i in 0..other.num_equalities() {
            self.add_equality(other.equality(i));
        }
        for i in 0..other.num_inequalities() {
            self.add_inequality(other.inequality(i));
        }
    }
}

/// The upper bound `divisor * q <= dividend` of a division variable `q` in
/// column `pos` of `dividend`, as `dividend - divisor * q >= 0` (upstream's
/// `getDivUpperBound`).
pub fn div_upper_bound(dividend: &[Int], divisor: &Int, pos: usize) -> Vec<Int> {
    let mut ineq = dividend.to_vec();
    ineq[pos] = -divisor;
    ineq
}

/// The lower bound `dividend <= divisor * q + divisor - 1` of a division
/// variable `q` in column `pos`, as `divisor * q - dividend + divisor - 1 >= 0`
/// (upstream's `getDivLowerBound`).
pub fn div_lower_bound(dividend: &[Int], divisor: &Int, pos: usize) -> Vec<Int> {
    let mut ineq: Vec<Int> = dividend.iter().map(|d| -d).collect();
    ineq[pos] = divisor.clone();
    let last = ineq.len() - 1;
    ineq[last] += divisor - 1;
    ineq
}
