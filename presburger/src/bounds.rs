//! Constant bounds of variables and constant folding (upstream's
//! `getConstantBound`, `computeConstantLowerOrUpperBound`,
//! `getConstantBoundOnDimSize`, `constantFoldVar`).

use crate::int::{ceil_div, floor_div, Int};
use crate::relation::{BoundType, IntegerRelation};
use crate::space::VarKind;
use num_traits::{One, Signed, Zero};

/// A constant bound on the extent of a dimension, with the symbolic lower
/// bound it was measured from (upstream's `getConstantBoundOnDimSize`
/// outputs).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DimSizeBound {
    /// The number of values the dimension can take, at most.
    pub size: Int,
    /// The lower bound's coefficients over the symbols and the constant;
    /// the bound is `lb floordiv divisor`.
    pub lb: Vec<Int>,
    /// The divisor of the lower bound.
    pub divisor: Int,
    /// The upper bound's coefficients over the symbols and the constant.
    pub ub: Vec<Int>,
    /// The constraint rows of the lower and upper bounds (the equality's
    /// row twice when an equality fixes the dimension).
    pub rows: (usize, usize),
}

impl IntegerRelation {
    /// The number of domain and range variables.
    fn num_dim_vars(&self) -> usize {
        self.num_vars_of(VarKind::Domain) + self.num_vars_of(VarKind::Range)
    }

    /// An equality `±var + c == 0` free of the other variables (with
    /// `symbolic`, of the other dimensions only).
    pub fn find_equality_to_constant(&self, pos: usize, symbolic: bool) -> Option<usize> {
        let limit = if symbolic {
            self.num_dim_vars()
        } else {
            self.num_vars()
        };
        (0..self.num_equalities()).find(|&r| {
            self.at_eq(r, pos).abs().is_one()
                && (0..limit).all(|c| c == pos || self.at_eq(r, c).is_zero())
        })
    }

    /// Replaces the variable at `pos` by its value when an equality fixes
    /// it to a constant; whether it did.
    pub fn constant_fold_var(&mut self, pos: usize) -> bool {
        let Some(row) = self.find_equality_to_constant(pos, false) else {
            return false;
        };
        let last = self.num_cols() - 1;
        let value = -self.at_eq(row, last) / self.at_eq(row, pos);
        self.set_and_eliminate(pos, &[value]);
        true
    }

    /// [`Self::constant_fold_var`] on the variables `[pos, pos + num)`.
    pub fn constant_fold_var_range(&mut self, pos: usize, num: usize) {
        let mut t = pos;
        for _ in 0..num {
            if !self.constant_fold_var(t) {
                t += 1;
            }
        }
    }

    /// The tightest constant lower (or upper) bound of the variable at
    /// `pos` after projecting out every other variable.
    fn constant_lower_or_upper_bound(mut self, pos: usize, lower: bool) -> Option<Int> {
        self.project_out(0, pos);
        let n = self.num_vars();
        self.project_out(1, n - 1);
        let last = self.num_cols() - 1;
        if let Some(row) = self.find_equality_to_constant(0, false) {
            return Some(-self.at_eq(row, last) / self.at_eq(row, 0));
        }
        if (0..self.num_inequalities()).all(|r| self.at_ineq(r, 0).is_zero()) {
            return None;
        }
        let mut best: Option<Int> = None;
        for r in 0..self.num_inequalities() {
            let c = self.at_ineq(r, 0);
            if (lower && !c.is_positive()) || (!lower && !c.is_negative()) {
                continue;
            }
            if (1..last).any(|j| !self.at_ineq(r, j).is_zero()) {
                continue;
            }
            let constant = self.at_ineq(r, last);
            let bound = if lower {
                ceil_div(&-constant, c)
            } else {
                floor_div(constant, &-c)
            }?;
            let better = match &best {
                None => true,
                Some(b) => (lower && bound > *b) || (!lower && bound < *b),
            };
            if better {
                best = Some(bound);
            }
        }
        best
    }

    /// A constant bound of the variable at `pos`: the largest lower bound,
    /// the smallest upper bound, or (`Eq`) their value when they agree.
    pub fn get_constant_bound(&self, kind: BoundType, pos: usize) -> Option<Int> {
        match kind {
            BoundType::Lb => self.clone().constant_lower_or_upper_bound(pos, true),
            BoundType::Ub => self.clone().constant_lower_or_upper_bound(pos, false),
            BoundType::Eq => {
                let lb = self.clone().constant_lower_or_upper_bound(pos, true)?;
                let ub = self.clone().constant_lower_or_upper_bound(pos, false)?;
                (lb == ub).then_some(ub)
            }
        }
    }

    /// A constant bound on the extent (upper minus lower bound, plus one)
    /// of the dimension at `pos`, read from an equality or from a pair of
    /// bounds that differ only in their constant and in symbols.
    pub fn get_constant_bound_on_dim_size(&self, pos: usize) -> Option<DimSizeBound> {
        let dims = self.num_dim_vars();
        let syms = self.num_vars_of(VarKind::Symbol);
        let last = self.num_cols() - 1;
        if let Some(eq) = self.find_equality_to_constant(pos, true) {
            let row = self.equality(eq);
            if row[self.num_dim_and_symbol_vars()..last]
                .iter()
                .any(|c| !c.is_zero())
            {
                return None;
            }
            let v = &row[pos];
            let lb: Vec<Int> = (0..=syms)
                .map(|c| {
                    if v.is_negative() {
                        &row[dims + c] / -v
                    } else {
                        -&row[dims + c] / v
                    }
                })
                .collect();
            return Some(DimSizeBound {
                size: Int::one(),
                ub: lb.clone(),
                lb,
                divisor: Int::one(),
                rows: (eq, eq),
            });
        }
        if (0..self.num_inequalities()).all(|r| self.at_ineq(r, pos).is_zero()) {
            return None;
        }
        let depends_on_other_dims =
            |r: usize| (0..dims).any(|c| c != pos && !self.at_ineq(r, c).is_zero());
        let (mut lbs, mut ubs) = (Vec::new(), Vec::new());
        for r in (0..self.num_inequalities()).filter(|&r| !depends_on_other_dims(r)) {
            let c = self.at_ineq(r, pos);
            if *c >= Int::one() {
                lbs.push(r);
            } else if *c <= -Int::one() {
                ubs.push(r);
            }
        }
        let mut best: Option<(Int, usize, usize)> = None;
        for &ub in &ubs {
            for &lb in &lbs {
                if (0..last).any(|j| *self.at_ineq(ub, j) != -self.at_ineq(lb, j)) {
                    continue;
                }
                let sum = self.at_ineq(ub, last) + self.at_ineq(lb, last) + 1;
                let diff = ceil_div(&sum, self.at_ineq(lb, pos))?.max(Int::zero());
                if best.as_ref().is_none_or(|(d, _, _)| diff < *d) {
                    best = Some((diff, lb, ub));
                }
            }
        }
        let (size, lb_row, ub_row) = best?;
        let divisor = self.at_ineq(lb_row, pos).clone();
        let mut lb: Vec<Int> = (0..=syms)
            .map(|c| -self.at_ineq(lb_row, dims + c))
            .collect();
        let ub: Vec<Int> = (0..=syms)
            .map(|c| self.at_ineq(ub_row, dims + c).clone())
            .collect();
        lb[syms] += &divisor - 1;
        Some(DimSizeBound {
            size,
            lb,
            divisor,
            ub,
            rows: (lb_row, ub_row),
        })
    }
}

/// How two bounds compare when they differ only in their constant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum BoundCmp {
    Greater,
    Less,
    Equal,
    Unknown,
}

/// Compares two bounds (coefficients, then the constant): comparable only
/// when all but the constant agree (upstream's `compareBounds`).
fn compare_bounds(a: &[Int], b: &[Int]) -> BoundCmp {
    let n = a.len() - 1;
    if a[..n] != b[..n] {
        return BoundCmp::Unknown;
    }
    match a[n].cmp(&b[n]) {
        std::cmp::Ordering::Equal => BoundCmp::Equal,
        std::cmp::Ordering::Less => BoundCmp::Less,
        std::cmp::Ordering::Greater => BoundCmp::Greater,
    }
}

impl IntegerRelation {
    /// The constraints found in both `self` and `other`, inequalities then
    /// equalities, in `self`'s order (upstream's `getCommonConstraints`).
    fn common_constraints(&self, other: &IntegerRelation) -> IntegerRelation {
        let mut c = IntegerRelation::universe(*self.space());
        for r in 0..self.num_inequalities() {
            let row = self.inequality(r);
            if (0..other.num_inequalities()).any(|s| other.inequality(s) == row) {
                c.add_inequality(row);
            }
        }
        for r in 0..self.num_equalities() {
            let row = self.equality(r);
            if (0..other.num_equalities()).any(|s| other.equality(s) == row) {
                c.add_equality(row);
            }
        }
        c
    }

    /// Replaces the constraints by the bounding box of `self` and `other`
    /// (same space, no locals): per dimension the least lower and greatest
    /// upper bound, symbolic where comparable, constant otherwise, plus the
    /// constraints common to both (upstream's `unionBoundingBox`). False,
    /// leaving `self` unchanged, when a dimension has no constant extent in
    /// either system, their lower bounds differ in divisor, or incomparable
    /// bounds are not constant.
    pub fn union_bounding_box(&mut self, other: &IntegerRelation) -> bool {
        let common = self.common_constraints(other);
        let dims = self.num_dim_vars();
        let cols = self.num_cols();
        let mut lbs = Vec::with_capacity(dims);
        let mut ubs = Vec::with_capacity(dims);
        for d in 0..dims {
            let Some(mine) = self.get_constant_bound_on_dim_size(d) else {
                return false;
            };
            let Some(theirs) = other.get_constant_bound_on_dim_size(d) else {
                return false;
            };
            if mine.divisor != theirs.divisor {
                return false;
            }
            let min_lb = match compare_bounds(&mine.lb, &theirs.lb) {
                BoundCmp::Less | BoundCmp::Equal => {
                    let mut lb = mine.lb.clone();
                    *lb.last_mut().expect("constant term") -= &mine.divisor - 1;
                    lb
                }
                BoundCmp::Greater => {
                    let mut lb = theirs.lb.clone();
                    *lb.last_mut().expect("constant term") -= &theirs.divisor - 1;
                    lb
                }
                BoundCmp::Unknown => {
                    let (Some(a), Some(b)) = (
                        self.get_constant_bound(BoundType::Lb, d),
                        other.get_constant_bound(BoundType::Lb, d),
                    ) else {
                        return false;
                    };
                    let mut lb = vec![Int::zero(); mine.lb.len()];
                    *lb.last_mut().expect("constant term") = a.min(b);
                    lb
                }
            };
            let max_ub = match compare_bounds(&mine.ub, &theirs.ub) {
                BoundCmp::Greater | BoundCmp::Equal => mine.ub.clone(),
                BoundCmp::Less => theirs.ub.clone(),
                BoundCmp::Unknown => {
                    let (Some(a), Some(b)) = (
                        self.get_constant_bound(BoundType::Ub, d),
                        other.get_constant_bound(BoundType::Ub, d),
                    ) else {
                        return false;
                    };
                    let mut ub = vec![Int::zero(); mine.ub.len()];
                    *ub.last_mut().expect("constant term") = a.max(b);
                    ub
                }
            };
            let mut new_lb = vec![Int::zero(); cols];
            let mut new_ub = vec![Int::zero(); cols];
            new_lb[d] = mine.divisor.clone();
            new_ub[d] = -&mine.divisor;
            // The symbols and the constant follow the dimensions (upstream
            // copies them there, as if there were no locals).
            for (k, v) in min_lb.iter().enumerate() {
                if let Some(slot) = new_lb.get_mut(dims + k) {
                    *slot = -v;
                }
            }
            for (k, v) in max_ub.iter().enumerate() {
                if let Some(slot) = new_ub.get_mut(dims + k) {
                    *slot = v.clone();
                }
            }
            lbs.push(new_lb);
            ubs.push(new_ub);
        }
        self.clear_constraints();
        for (lb, ub) in lbs.iter().zip(&ubs) {
            self.add_inequality(lb);
            self.add_inequality(ub);
        }
        self.append(&common);
        self.remove_trivial_redundancy();
        true
    }
}
