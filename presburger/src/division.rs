//! Local variables recognised as floor divisions of the other variables
//! (upstream's `getLocalReprs`, `computeSingleVarRepr` and `getDivRepr` in
//! `Utils.cpp`).

use crate::int::{floor_div, gcd, Int};
use crate::relation::IntegerRelation;
use num_traits::{One, Zero};

/// Where a local variable's division comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LocalRepr {
    /// The inequality pair (upper bound, lower bound) `0 <= expr - d*q <= d - 1`.
    Inequality {
        /// The upper bound's row.
        upper: usize,
        /// The lower bound's row.
        lower: usize,
    },
    /// The equality `d*q == expr`.
    Equality(usize),
}

/// A local variable's value as `dividend floordiv divisor`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Division {
    /// Coefficients over the relation's columns (the constant last); zero at
    /// the local's own column.
    pub dividend: Vec<Int>,
    /// The positive divisor.
    pub divisor: Int,
    /// The constraints it was read from.
    pub repr: LocalRepr,
}

/// Divides a division by the gcd of its divisor and non-constant
/// coefficients, rounding the constant down (it cannot change the floor).
fn normalize_division(dividend: &mut [Int], divisor: &mut Int) {
    if dividend.is_empty() {
        return;
    }
    let mut g = gcd(&dividend[0], divisor);
    for d in &dividend[1..dividend.len() - 1] {
        g = gcd(d, &g);
        if g.is_one() {
            return;
        }
    }
    for d in dividend.iter_mut() {
        *d = floor_div(d, &g).unwrap_or_default();
    }
    *divisor = floor_div(divisor, &g).unwrap_or_default();
}

/// The division read from upper bound `ub` and lower bound `lb` of the
/// variable at `pos`, tolerating an upper bound tighter by `c` in
/// `[0, divisor - 1]`.
fn div_from_ineqs(
    cst: &IntegerRelation,
    pos: usize,
    ub: usize,
    lb: usize,
) -> Option<(Vec<Int>, Int)> {
    let divisor = cst.at_ineq(lb, pos).clone();
    let vars = cst.num_vars();
    if (0..vars).any(|i| *cst.at_ineq(ub, i) != -cst.at_ineq(lb, i)) {
        return None;
    }
    let last = cst.num_cols() - 1;
    let constant_sum = cst.at_ineq(lb, last) + cst.at_ineq(ub, last);
    let c = &divisor - 1 - constant_sum;
    if c < Int::zero() || c > &divisor - 1 {
        return None;
    }
    let mut expr = vec![Int::zero(); cst.num_cols()];
    for (i, e) in expr.iter_mut().enumerate().take(vars) {
        if i != pos {
            *e = cst.at_ineq(ub, i).clone();
        }
    }
    expr[last] = cst.at_ineq(ub, last) + c;
    let mut divisor = divisor;
    normalize_division(&mut expr, &mut divisor);
    Some((expr, divisor))
}

/// The division read from equality `eq`, `d*q == expr`.
fn div_from_eq(cst: &IntegerRelation, pos: usize, eq: usize) -> Option<(Vec<Int>, Int)> {
    let temp = cst.at_eq(eq, pos).clone();
    if temp.is_zero() {
        return None;
    }
    let negative = temp < Int::zero();
    let mut divisor = if negative { -temp } else { temp };
    let last = cst.num_cols() - 1;
    let mut expr = vec![Int::zero(); cst.num_cols()];
    for i in (0..cst.num_vars()).filter(|&i| i != pos).chain([last]) {
        let v = cst.at_eq(eq, i);
        expr[i] = if negative { v.clone() } else { -v };
    }
    normalize_division(&mut expr, &mut divisor);
    Some((expr, divisor))
}

/// Whether `dividend` only uses variables whose representation is known.
fn explicit(cst: &IntegerRelation, found: &[bool], dividend: &[Int], pos: usize) -> bool {
    (0..cst.num_vars()).all(|c| c == pos || found[c] || dividend[c].is_zero())
}

/// The division the variable at `pos` equals, given which variables already
/// have one (`found`): inequality pairs first (upper bounds outermost, in
/// row order), then equalities.
pub fn compute_single_var_repr(
    cst: &IntegerRelation,
    found: &[bool],
    pos: usize,
) -> Option<Division> {
    let (mut lbs, mut ubs, mut eqs) = (Vec::new(), Vec::new(), Vec::new());
    for r in 0..cst.num_inequalities() {
        let c = cst.at_ineq(r, pos);
        if *c >= Int::one() {
            lbs.push(r);
        } else if *c <= -Int::one() {
            ubs.push(r);
        }
    }
    for r in 0..cst.num_equalities() {
        if !cst.at_eq(r, pos).is_zero() {
            eqs.push(r);
        }
    }
    for &ub in &ubs {
        for &lb in &lbs {
            if let Some((dividend, divisor)) = div_from_ineqs(cst, pos, ub, lb) {
                if explicit(cst, found, &dividend, pos) {
                    return Some(Division {
                        dividend,
                        divisor,
                        repr: LocalRepr::Inequality {
                            upper: ub,
                            lower: lb,
                        },
                    });
                }
            }
        }
    }
    for &eq in &eqs {
        if let Some((dividend, divisor)) = div_from_eq(cst, pos, eq) {
            if explicit(cst, found, &dividend, pos) {
                return Some(Division {
                    dividend,
                    divisor,
                    repr: LocalRepr::Equality(eq),
                });
            }
        }
    }
    None
}

impl IntegerRelation {
    /// Each local variable's division, where one can be read from the
    /// constraints (upstream's `getLocalReprs`): found in rounds, a local
    /// whose dividend needs another local waits for that one.
    pub fn local_reprs(&self) -> Vec<Option<Division>> {
        let offset = self.num_dim_and_symbol_vars();
        let locals = self.num_local_vars();
        let mut found: Vec<bool> = (0..self.num_vars()).map(|i| i < offset).collect();
        let mut divs: Vec<Option<Division>> = vec![None; locals];
        loop {
            let mut changed = false;
            for i in 0..locals {
                if found[offset + i] {
                    continue;
                }
                if let Some(div) = compute_single_var_repr(self, &found, offset + i) {
                    divs[i] = Some(div);
                    found[offset + i] = true;
                    changed = true;
                }
            }
            if !changed {
                return divs;
            }
        }
    }
}
