//! Building affine expressions with MLIR's simplifications (`AffineExpr.cpp`:
//! `simplifyAdd`, `simplifyMul`, `simplifyFloorDiv`, `simplifyCeilDiv`,
//! `simplifyMod`), in the same order and with the same results, so the
//! parser interns what MLIR interns. Integer arithmetic wraps where C++'s
//! would overflow, and folds that would overflow are left undone, as in
//! MLIR.

use super::{AffineBinaryKind, AffineExpr, AffineExprData, ExprProps};
use crate::core::context::Context;

use AffineBinaryKind::{Add, CeilDiv, FloorDiv, Mod, Mul};

/// `llvm::divideFloorSigned`.
fn floor_div(n: i64, d: i64) -> i64 {
    let q = n.wrapping_div(d);
    if (n % d != 0) && ((n < 0) != (d < 0)) {
        q - 1
    } else {
        q
    }
}

/// `llvm::divideCeilSigned`.
fn ceil_div(n: i64, d: i64) -> i64 {
    let q = n.wrapping_div(d);
    if (n % d != 0) && ((n < 0) == (d < 0)) {
        q + 1
    } else {
        q
    }
}

/// `llvm::mod` (the divisor is at least 1): never negative.
fn modulo(n: i64, d: i64) -> i64 {
    let m = n % d;
    if m < 0 {
        m + d
    } else {
        m
    }
}

pub(super) fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

impl Context {
    fn intern_affine(&mut self, data: AffineExprData) -> AffineExpr {
        let id = self.affine.exprs.intern(data);
        if id as usize == self.affine.props.len() {
            let props = self.compute_props(data);
            self.affine.props.push(props);
        }
        AffineExpr(id)
    }

    fn compute_props(&self, data: AffineExprData) -> ExprProps {
        match data {
            AffineExprData::Dim(_) => ExprProps {
                symbolic_or_constant: false,
                divisor: 1,
                depth: 1,
            },
            AffineExprData::Symbol(_) => ExprProps {
                symbolic_or_constant: true,
                divisor: 1,
                depth: 1,
            },
            AffineExprData::Constant(v) => ExprProps {
                symbolic_or_constant: true,
                divisor: v.wrapping_abs(),
                depth: 1,
            },
            AffineExprData::Binary(kind, l, r) => {
                let (lp, rp) = (self.affine_props(l), self.affine_props(r));
                let divisor = match kind {
                    FloorDiv | CeilDiv => match self.affine_constant_value(r) {
                        Some(c) if c != 0 && lp.divisor.wrapping_rem(c) == 0 => {
                            lp.divisor.wrapping_div(c).wrapping_abs()
                        }
                        _ => 1,
                    },
                    Mul => lp.divisor.wrapping_mul(rp.divisor),
                    Add | Mod => gcd(lp.divisor as u64, rp.divisor as u64) as i64,
                };
                ExprProps {
                    symbolic_or_constant: lp.symbolic_or_constant && rp.symbolic_or_constant,
                    divisor,
                    depth: 1 + lp.depth.max(rp.depth),
                }
            }
        }
    }

    fn binary(&self, e: AffineExpr) -> Option<(AffineBinaryKind, AffineExpr, AffineExpr)> {
        match self.affine_expr_data(e) {
            AffineExprData::Binary(k, l, r) => Some((k, l, r)),
            _ => None,
        }
    }

    /// `d<position>`
    pub fn affine_dim(&mut self, position: u32) -> AffineExpr {
        self.intern_affine(AffineExprData::Dim(position))
    }
    /// `s<position>`
    pub fn affine_symbol(&mut self, position: u32) -> AffineExpr {
        self.intern_affine(AffineExprData::Symbol(position))
    }
    /// A constant.
    pub fn affine_constant(&mut self, value: i64) -> AffineExpr {
        self.intern_affine(AffineExprData::Constant(value))
    }
    /// `lhs op rhs` without simplification.
    fn affine_binary(
        &mut self,
        kind: AffineBinaryKind,
        lhs: AffineExpr,
        rhs: AffineExpr,
    ) -> AffineExpr {
        self.intern_affine(AffineExprData::Binary(kind, lhs, rhs))
    }
    /// `lhs op rhs`, simplified as MLIR's `getAffineBinaryOpExpr`.
    pub fn affine_op(
        &mut self,
        kind: AffineBinaryKind,
        lhs: AffineExpr,
        rhs: AffineExpr,
    ) -> AffineExpr {
        match kind {
            Add => self.affine_add(lhs, rhs),
            Mul => self.affine_mul(lhs, rhs),
            FloorDiv => self.affine_floor_div(lhs, rhs),
            CeilDiv => self.affine_ceil_div(lhs, rhs),
            Mod => self.affine_mod(lhs, rhs),
        }
    }

    /// `lhs + rhs` (MLIR's `operator+`).
    pub fn affine_add(&mut self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        match self.simplify_add(lhs, rhs) {
            Some(e) => e,
            None => self.affine_binary(Add, lhs, rhs),
        }
    }
    /// `lhs + v`
    pub fn affine_add_const(&mut self, lhs: AffineExpr, v: i64) -> AffineExpr {
        let c = self.affine_constant(v);
        self.affine_add(lhs, c)
    }
    /// `lhs * rhs` (MLIR's `operator*`).
    pub fn affine_mul(&mut self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        match self.simplify_mul(lhs, rhs) {
            Some(e) => e,
            None => self.affine_binary(Mul, lhs, rhs),
        }
    }
    /// `lhs * v`
    pub fn affine_mul_const(&mut self, lhs: AffineExpr, v: i64) -> AffineExpr {
        let c = self.affine_constant(v);
        self.affine_mul(lhs, c)
    }
    /// `-e`, that is `e * -1`.
    pub fn affine_neg(&mut self, e: AffineExpr) -> AffineExpr {
        self.affine_mul_const(e, -1)
    }
    /// `lhs - rhs`, that is `lhs + rhs * -1`.
    pub fn affine_sub(&mut self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        let n = self.affine_neg(rhs);
        self.affine_add(lhs, n)
    }
    /// `lhs floordiv rhs`
    pub fn affine_floor_div(&mut self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        match self.simplify_floor_div(lhs, rhs) {
            Some(e) => e,
            None => self.affine_binary(FloorDiv, lhs, rhs),
        }
    }
    /// `lhs ceildiv rhs`
    pub fn affine_ceil_div(&mut self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        match self.simplify_ceil_div(lhs, rhs) {
            Some(e) => e,
            None => self.affine_binary(CeilDiv, lhs, rhs),
        }
    }
    /// `lhs mod rhs`
    pub fn affine_mod(&mut self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        match self.simplify_mod(lhs, rhs) {
            Some(e) => e,
            None => self.affine_binary(Mod, lhs, rhs),
        }
    }

    fn simplify_add(&mut self, lhs: AffineExpr, rhs: AffineExpr) -> Option<AffineExpr> {
        let lc = self.affine_constant_value(lhs);
        let rc = self.affine_constant_value(rhs);
        if let (Some(a), Some(b)) = (lc, rc) {
            return a.checked_add(b).map(|s| self.affine_constant(s));
        }
        // Only the right side is a constant; a symbolic side goes right.
        if lc.is_some()
            || (self.affine_is_symbolic_or_constant(lhs)
                && !self.affine_is_symbolic_or_constant(rhs))
        {
            return Some(self.affine_add(rhs, lhs));
        }
        if rc == Some(0) {
            return Some(lhs);
        }
        let lbin = self.binary(lhs);
        // (d0 + 2) + 3 is d0 + 5.
        if let (Some((Add, ll, lr)), Some(c2)) = (lbin, rc) {
            if let Some(c1) = self.affine_constant_value(lr) {
                let c = self.affine_constant(c1.wrapping_add(c2));
                return Some(self.affine_add(ll, c));
            }
        }
        // c1 * x + c2 * x is (c1 + c2) * x.
        let (c1, first) = match lbin {
            Some((Mul, l, r)) if self.affine_constant_value(r).is_some() => {
                (self.affine_constant_value(r).unwrap_or(1), l)
            }
            _ => (1, lhs),
        };
        let rbin = self.binary(rhs);
        let (c2, second) = match rbin {
            Some((Mul, l, r)) if self.affine_constant_value(r).is_some() => {
                (self.affine_constant_value(r).unwrap_or(1), l)
            }
            _ => (1, rhs),
        };
        if first == second {
            let c = self.affine_constant(c1.wrapping_add(c2));
            return Some(self.affine_mul(first, c));
        }
        // (d0 + 2) + d1 is (d0 + d1) + 2.
        if let Some((Add, ll, lr)) = lbin {
            if self.affine_constant_value(lr).is_some() {
                let s = self.affine_add(ll, rhs);
                return Some(self.affine_add(s, lr));
            }
        }
        // expr - q * (expr floordiv q) is expr mod q.
        let (_, lrhs, rrhs) = rbin?;
        if self.affine_constant_value(rrhs) == Some(-1) {
            if let Some((Mul, llrhs, rlrhs)) = self.binary(lrhs) {
                let Some((FloorDiv, fl, fr)) = self.binary(llrhs) else {
                    return None;
                };
                if fr == rlrhs && lhs == fl {
                    return Some(self.affine_mod(lhs, rlrhs));
                }
            }
        }
        // expr + (expr floordiv c) * -c is expr mod c.
        let Some((FloorDiv, llrhs, rlrhs)) = self.binary(lrhs) else {
            return None;
        };
        if !matches!(rbin, Some((Mul, _, _))) {
            return None;
        }
        let neg = self.affine_neg(rrhs);
        if lhs == llrhs && rlrhs == neg {
            return Some(self.affine_mod(lhs, rlrhs));
        }
        None
    }

    fn simplify_mul(&mut self, lhs: AffineExpr, rhs: AffineExpr) -> Option<AffineExpr> {
        let lc = self.affine_constant_value(lhs);
        let rc = self.affine_constant_value(rhs);
        if let (Some(a), Some(b)) = (lc, rc) {
            return a.checked_mul(b).map(|p| self.affine_constant(p));
        }
        let (ls, rs) = (
            self.affine_is_symbolic_or_constant(lhs),
            self.affine_is_symbolic_or_constant(rhs),
        );
        if !ls && !rs {
            return None;
        }
        // The constant or symbolic side goes right.
        if !rs || lc.is_some() {
            return Some(self.affine_mul(rhs, lhs));
        }
        match rc {
            Some(1) => return Some(lhs),
            Some(0) => return Some(rhs),
            _ => {}
        }
        // (d0 * 2) * 3 is d0 * 6; (d0 * 2) * d1 is (d0 * d1) * 2.
        if let Some((Mul, ll, lr)) = self.binary(lhs) {
            if let Some(c1) = self.affine_constant_value(lr) {
                if let Some(c2) = rc {
                    let c = self.affine_constant(c1.wrapping_mul(c2));
                    return Some(self.affine_mul(ll, c));
                }
                let p = self.affine_mul(ll, rhs);
                return Some(self.affine_mul(p, lr));
            }
        }
        None
    }

    fn simplify_floor_div(&mut self, lhs: AffineExpr, rhs: AffineExpr) -> Option<AffineExpr> {
        let c = self.affine_constant_value(rhs).filter(|&c| c != 0)?;
        if let Some(l) = self.affine_constant_value(lhs) {
            if l == i64::MIN && c == -1 {
                return None;
            }
            return Some(self.affine_constant(floor_div(l, c)));
        }
        if c == 1 {
            return Some(lhs);
        }
        let lbin = self.binary(lhs);
        if let Some((Mul, ll, lr)) = lbin {
            if let Some(k) = self.affine_constant_value(lr) {
                if k.wrapping_rem(c) == 0 {
                    let q = self.affine_constant(k.wrapping_div(c));
                    return Some(self.affine_mul(ll, q));
                }
            }
        }
        // (e1 + e2) floordiv c splits when one side is a multiple of c.
        if let Some((Add, ll, lr)) = lbin {
            let (ld, rd) = (self.affine_props(ll).divisor, self.affine_props(lr).divisor);
            if ld.wrapping_rem(c) == 0 || rd.wrapping_rem(c) == 0 {
                let a = self.affine_floor_div(ll, rhs);
                let b = self.affine_floor_div(lr, rhs);
                return Some(self.affine_add(a, b));
            }
        }
        None
    }

    fn simplify_ceil_div(&mut self, lhs: AffineExpr, rhs: AffineExpr) -> Option<AffineExpr> {
        let c = self.affine_constant_value(rhs).filter(|&c| c != 0)?;
        if let Some(l) = self.affine_constant_value(lhs) {
            if l == i64::MIN && c == -1 {
                return None;
            }
            return Some(self.affine_constant(ceil_div(l, c)));
        }
        if c == 1 {
            return Some(lhs);
        }
        if let Some((Mul, ll, lr)) = self.binary(lhs) {
            if let Some(k) = self.affine_constant_value(lr) {
                if k.wrapping_rem(c) == 0 {
                    let q = self.affine_constant(k.wrapping_div(c));
                    return Some(self.affine_mul(ll, q));
                }
            }
        }
        None
    }

    fn simplify_mod(&mut self, lhs: AffineExpr, rhs: AffineExpr) -> Option<AffineExpr> {
        // Modulo by zero or a negative number is undefined and kept.
        let c = self.affine_constant_value(rhs).filter(|&c| c >= 1)?;
        if let Some(l) = self.affine_constant_value(lhs) {
            return Some(self.affine_constant(modulo(l, c)));
        }
        if self.affine_props(lhs).divisor.wrapping_rem(c) == 0 {
            return Some(self.affine_constant(0));
        }
        let lbin = self.binary(lhs);
        if let Some((Add, ll, lr)) = lbin {
            if self.affine_props(ll).divisor.wrapping_rem(c) == 0 {
                return Some(self.affine_mod(lr, rhs));
            }
            if self.affine_props(lr).divisor.wrapping_rem(c) == 0 {
                return Some(self.affine_mod(ll, rhs));
            }
        }
        // (e mod a) mod b is e mod b when b divides a.
        if let Some((Mod, ll, lr)) = lbin {
            if let Some(a) = self.affine_constant_value(lr) {
                if a >= 1 && modulo(a, c) == 0 {
                    return Some(self.affine_mod(ll, rhs));
                }
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integer_helpers_are_llvms() {
        assert_eq!(floor_div(7, 2), 3);
        assert_eq!(floor_div(-7, 2), -4);
        assert_eq!(floor_div(7, -2), -4);
        assert_eq!(ceil_div(7, 2), 4);
        assert_eq!(ceil_div(-7, 2), -3);
        assert_eq!(modulo(-7, 3), 2);
        assert_eq!(gcd(12, 18), 6);
    }
}
