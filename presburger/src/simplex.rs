//! An exact rational simplex over the constraints of an
//! [`IntegerRelation`] (what upstream's `Simplex` answers: rational
//! emptiness, optima of affine functions, redundant constraints).
//!
//! Upstream keeps one incrementally pivoted tableau; this one solves each
//! query as a two-phase linear program with Bland's rule (no cycling), over
//! free variables split into differences of non-negative ones. The answers
//! are exact (rationals of arbitrary precision) and so the same as
//! upstream's.

use crate::int::Int;
use crate::relation::IntegerRelation;
use num_rational::BigRational;
use num_traits::{One, Signed, Zero};

/// An exact rational number (upstream's `Fraction`).
pub type Fraction = BigRational;

/// The optimum of an affine function over a set (upstream's `MaybeOptimum`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Optimum {
    /// The set is empty.
    Empty,
    /// The function is unbounded in the requested direction.
    Unbounded,
    /// The optimum and a point where it is reached.
    Bounded(Fraction, Vec<Fraction>),
}

/// The direction of an optimisation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    /// Minimise.
    Down,
    /// Maximise.
    Up,
}

/// A system of constraints `row · (x, 1) >= 0` over free rational `x`, with
/// upstream's numbering: the inequalities first, then each equality as the
/// pair `e >= 0`, `-e >= 0`.
#[derive(Clone, Debug)]
pub struct Simplex {
    num_vars: usize,
    rows: Vec<Vec<Fraction>>,
    redundant: Vec<bool>,
    empty: bool,
}

impl Simplex {
    /// The constraints of `rel` (its locals are free variables too).
    pub fn new(rel: &IntegerRelation) -> Self {
        let to_q = |row: &[Int]| {
            row.iter()
                .map(|v| Fraction::from_integer(v.clone()))
                .collect::<Vec<_>>()
        };
        let mut rows = Vec::with_capacity(rel.num_inequalities() + 2 * rel.num_equalities());
        for i in 0..rel.num_inequalities() {
            rows.push(to_q(rel.inequality(i)));
        }
        for i in 0..rel.num_equalities() {
            let eq = to_q(rel.equality(i));
            rows.push(eq.iter().map(|v| -v).collect());
            rows.insert(rows.len() - 1, eq);
        }
        let mut simplex = Simplex {
            num_vars: rel.num_vars(),
            redundant: vec![false; rows.len()],
            rows,
            empty: false,
        };
        simplex.empty = matches!(simplex.optimize(None, &[]), Optimum::Empty);
        simplex
    }

    /// The number of variables.
    pub fn num_vars(&self) -> usize {
        self.num_vars
    }

    /// The number of constraints (each equality counts twice).
    pub fn num_constraints(&self) -> usize {
        self.rows.len()
    }

    /// Whether the constraints have no rational solution.
    pub fn is_empty(&self) -> bool {
        self.empty
    }

    /// Whether constraint `i` was marked redundant by [`Self::detect_redundant`].
    pub fn is_marked_redundant(&self, i: usize) -> bool {
        self.redundant[i]
    }

    /// Marks, in order, each constraint that the constraints not yet marked
    /// (itself excluded) imply: its minimum over them is non-negative. Does
    /// nothing on an empty system.
    pub fn detect_redundant(&mut self) {
        if self.empty {
            return;
        }
        for i in 0..self.rows.len() {
            let objective = self.rows[i].clone();
            if let Optimum::Bounded(min, _) = self.optimize(Some(i), &objective) {
                if !min.is_negative() {
                    self.redundant[i] = true;
                }
            }
        }
    }

    /// The optimum of `coeffs · (x, 1)` in `direction` over the constraints
    /// not marked redundant.
    pub fn compute_optimum(&self, direction: Direction, coeffs: &[Int]) -> Optimum {
        let q: Vec<Fraction> = coeffs
            .iter()
            .map(|v| Fraction::from_integer(v.clone()))
            .collect();
        match direction {
            Direction::Down => self.optimize(None, &q),
            Direction::Up => {
                let neg: Vec<Fraction> = q.iter().map(|v| -v).collect();
                match self.optimize(None, &neg) {
                    Optimum::Bounded(v, p) => Optimum::Bounded(-v, p),
                    other => other,
                }
            }
        }
    }

    /// Minimises `objective · (x, 1)` (an empty objective: feasibility only)
    /// over the rows not marked redundant, leaving out row `skip`.
    fn optimize(&self, skip: Option<usize>, objective: &[Fraction]) -> Optimum {
        let active: Vec<&Vec<Fraction>> = (0..self.rows.len())
            .filter(|&i| Some(i) != skip && !self.redundant[i])
            .map(|i| &self.rows[i])
            .collect();
        Lp::solve(self.num_vars, &active, objective)
    }
}

/// A two-phase tableau: columns `p_j`, `q_j` (x = p - q), a slack per row,
/// an artificial per row; the right-hand side is kept apart.
struct Lp {
    tableau: Vec<Vec<Fraction>>,
    rhs: Vec<Fraction>,
    basis: Vec<usize>,
}

impl Lp {
    fn solve(n: usize, rows: &[&Vec<Fraction>], objective: &[Fraction]) -> Optimum {
        let m = rows.len();
        let cols = 2 * n + 2 * m;
        let mut tableau = Vec::with_capacity(m);
        let mut rhs = Vec::with_capacity(m);
        // Row k: a·p - a·q - s_k = -b_k, made to have a non-negative rhs.
        for (k, row) in rows.iter().enumerate() {
            let mut t = vec![Fraction::zero(); cols];
            for j in 0..n {
                t[j] = row[j].clone();
                t[n + j] = -&row[j];
            }
            t[2 * n + k] = -Fraction::one();
            let mut b = -&row[n];
            if b.is_negative() {
                t.iter_mut().for_each(|v| *v = -&*v);
                b = -b;
            }
            t[2 * n + m + k] = Fraction::one();
            tableau.push(t);
            rhs.push(b);
        }
        let mut lp = Lp {
            tableau,
            rhs,
            basis: (2 * n + m..cols).collect(),
        };
        // Phase 1: minimise the artificials.
        let mut phase1 = vec![Fraction::zero(); cols];
        phase1[2 * n + m..]
            .iter_mut()
            .for_each(|v| *v = Fraction::one());
        if lp.run(&phase1, cols).is_none() {
            return Optimum::Unbounded;
        }
        let infeasibility: Fraction = lp
            .basis
            .iter()
            .zip(&lp.rhs)
            .map(|(&b, r)| &phase1[b] * r)
            .sum();
        if infeasibility.is_positive() {
            return Optimum::Empty;
        }
        // Drive the artificials out of the basis; a row that cannot be
        // pivoted on is a combination of the others.
        let mut k = 0;
        while k < lp.basis.len() {
            if lp.basis[k] >= 2 * n + m {
                match (0..2 * n + m).find(|&j| !lp.tableau[k][j].is_zero()) {
                    Some(j) => lp.pivot(k, j),
                    None => {
                        lp.tableau.remove(k);
                        lp.rhs.remove(k);
                        lp.basis.remove(k);
                        continue;
                    }
                }
            }
            k += 1;
        }
        let point = |lp: &Lp| {
            let mut x = vec![Fraction::zero(); n];
            for (&b, r) in lp.basis.iter().zip(&lp.rhs) {
                if b < n {
                    x[b] += r;
                } else if b < 2 * n {
                    x[b - n] -= r;
                }
            }
            x
        };
        if objective.is_empty() {
            return Optimum::Bounded(Fraction::zero(), point(&lp));
        }
        let mut cost = vec![Fraction::zero(); cols];
        for j in 0..n {
            cost[j] = objective[j].clone();
            cost[n + j] = -&objective[j];
        }
        if lp.run(&cost, 2 * n + m).is_none() {
            return Optimum::Unbounded;
        }
        let x = point(&lp);
        let value = x
            .iter()
            .zip(objective)
            .map(|(a, b)| a * b)
            .sum::<Fraction>()
            + &objective[n];
        Optimum::Bounded(value, x)
    }

    /// Minimises `cost` with entering columns below `limit` (Bland's rule);
    /// `None` when unbounded.
    fn run(&mut self, cost: &[Fraction], limit: usize) -> Option<()> {
        loop {
            let entering = (0..limit).find(|&j| {
                if self.basis.contains(&j) {
                    return false;
                }
                let reduced: Fraction = cost[j].clone()
                    - self
                        .basis
                        .iter()
                        .enumerate()
                        .map(|(k, &b)| &cost[b] * &self.tableau[k][j])
                        .sum::<Fraction>();
                reduced.is_negative()
            });
            let Some(j) = entering else { return Some(()) };
            let mut leave: Option<(usize, Fraction)> = None;
            for k in 0..self.tableau.len() {
                let a = &self.tableau[k][j];
                if a.is_positive() {
                    let ratio = &self.rhs[k] / a;
                    let better = match &leave {
                        None => true,
                        Some((l, r)) => {
                            ratio < *r || (ratio == *r && self.basis[k] < self.basis[*l])
                        }
                    };
                    if better {
                        leave = Some((k, ratio));
                    }
                }
            }
            let (k, _) = leave?;
            self.pivot(k, j);
        }
    }

    fn pivot(&mut self, k: usize, j: usize) {
        let p = self.tableau[k][j].clone();
        self.tableau[k].iter_mut().for_each(|v| *v = &*v / &p);
        self.rhs[k] = &self.rhs[k] / &p;
        let pivot_row = self.tableau[k].clone();
        let pivot_rhs = self.rhs[k].clone();
        for r in 0..self.tableau.len() {
            if r == k || self.tableau[r][j].is_zero() {
                continue;
            }
            let f = self.tableau[r][j].clone();
            for (v, pv) in self.tableau[r].iter_mut().zip(&pivot_row) {
                if !pv.is_zero() {
                    *v -= &f * pv;
                }
            }
            self.rhs[r] -= &f * &pivot_rhs;
        }
        self.basis[k] = j;
    }
}

impl IntegerRelation {
    /// Whether the relation has no rational point.
    pub fn is_rationally_empty(&self) -> bool {
        Simplex::new(self).is_empty()
    }

    /// Removes the constraints the others imply over the rationals, after
    /// GCD tightening (upstream's Simplex-based `removeRedundantConstraints`):
    /// each in order, an equality when both its halves are.
    pub fn remove_redundant_constraints(&mut self) {
        self.gcd_tighten_inequalities();
        let mut simplex = Simplex::new(self);
        simplex.detect_redundant();
        let n = self.num_inequalities();
        let ineqs: Vec<bool> = (0..n).map(|r| simplex.is_marked_redundant(r)).collect();
        self.keep_inequalities(&ineqs);
        let eqs: Vec<bool> = (0..self.num_equalities())
            .map(|r| {
                simplex.is_marked_redundant(n + 2 * r) && simplex.is_marked_redundant(n + 2 * r + 1)
            })
            .collect();
        self.keep_equalities(&eqs);
    }
}
