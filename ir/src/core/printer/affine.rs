//! Affine expressions, maps and integer sets as MLIR prints them
//! (`printAffineExprInternal`, `printAffineMap`, `printIntegerSet`):
//! `x * -1` as `-x`, additions of negative products and constants as
//! subtractions, parentheses where a tighter operator encloses a looser one.

use std::fmt::Write;

use crate::core::affine::{AffineBinaryKind, AffineExpr, AffineExprData, AffineMap, IntegerSet};

use super::Printer;

/// How tightly the enclosing operator binds.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Binding {
    /// `+` (and `-`).
    Weak,
    /// Every other operator.
    Strong,
}

impl<'a> Printer<'a> {
    fn print_affine_expr(&mut self, e: AffineExpr, enclosing: Binding) {
        let ctx = self.ctx;
        let (kind, lhs, rhs) = match ctx.affine_expr_data(e) {
            AffineExprData::Dim(i) => {
                let _ = write!(self.out, "d{i}");
                return;
            }
            AffineExprData::Symbol(i) => {
                let _ = write!(self.out, "s{i}");
                return;
            }
            AffineExprData::Constant(v) => {
                let _ = write!(self.out, "{v}");
                return;
            }
            AffineExprData::Binary(k, l, r) => (k, l, r),
        };
        let strong = enclosing == Binding::Strong;
        if strong {
            self.out.push('(');
        }
        let rconst = ctx.affine_constant_value(rhs);
        if kind != AffineBinaryKind::Add {
            if kind == AffineBinaryKind::Mul && rconst == Some(-1) {
                self.out.push('-');
                self.print_affine_expr(lhs, Binding::Strong);
            } else {
                self.print_affine_expr(lhs, Binding::Strong);
                self.out.push_str(match kind {
                    AffineBinaryKind::Mul => " * ",
                    AffineBinaryKind::FloorDiv => " floordiv ",
                    AffineBinaryKind::CeilDiv => " ceildiv ",
                    _ => " mod ",
                });
                self.print_affine_expr(rhs, Binding::Strong);
            }
        } else {
            self.print_affine_add(lhs, rhs);
        }
        if strong {
            self.out.push(')');
        }
    }

    /// `lhs + rhs`, with subtractions for negative right sides.
    fn print_affine_add(&mut self, lhs: AffineExpr, rhs: AffineExpr) {
        let ctx = self.ctx;
        if let AffineExprData::Binary(AffineBinaryKind::Mul, rl, rr) = ctx.affine_expr_data(rhs) {
            match ctx.affine_constant_value(rr) {
                Some(-1) => {
                    self.print_affine_expr(lhs, Binding::Weak);
                    self.out.push_str(" - ");
                    let inner = match ctx.affine_expr_data(rl) {
                        AffineExprData::Binary(AffineBinaryKind::Add, _, _) => Binding::Strong,
                        _ => Binding::Weak,
                    };
                    self.print_affine_expr(rl, inner);
                    return;
                }
                Some(c) if c < -1 => {
                    self.print_affine_expr(lhs, Binding::Weak);
                    self.out.push_str(" - ");
                    self.print_affine_expr(rl, Binding::Strong);
                    let _ = write!(self.out, " * {}", c.wrapping_neg());
                    return;
                }
                _ => {}
            }
        }
        if let Some(c) = ctx.affine_constant_value(rhs).filter(|&c| c < 0) {
            self.print_affine_expr(lhs, Binding::Weak);
            let _ = write!(self.out, " - {}", c.wrapping_neg());
            return;
        }
        self.print_affine_expr(lhs, Binding::Weak);
        self.out.push_str(" + ");
        self.print_affine_expr(rhs, Binding::Weak);
    }

    fn print_dim_and_symbol_lists(&mut self, dims: u32, symbols: u32) {
        self.out.push('(');
        for i in 0..dims {
            if i > 0 {
                self.out.push_str(", ");
            }
            let _ = write!(self.out, "d{i}");
        }
        self.out.push(')');
        if symbols != 0 {
            self.out.push('[');
            for i in 0..symbols {
                if i > 0 {
                    self.out.push_str(", ");
                }
                let _ = write!(self.out, "s{i}");
            }
            self.out.push(']');
        }
    }

    /// `(d0, d1)[s0] -> (d0 + s0, d1)`
    pub(super) fn print_affine_map(&mut self, m: AffineMap) {
        let d = self.ctx.affine_map_data(m);
        self.print_dim_and_symbol_lists(d.num_dims, d.num_symbols);
        self.out.push_str(" -> (");
        for (i, &e) in d.results.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_affine_expr(e, Binding::Weak);
        }
        self.out.push(')');
    }

    /// `(d0)[s0] : (d0 - s0 >= 0, d0 == 0)`
    pub(super) fn print_integer_set(&mut self, s: IntegerSet) {
        let d = self.ctx.integer_set_data(s);
        self.print_dim_and_symbol_lists(d.num_dims, d.num_symbols);
        self.out.push_str(" : (");
        for (i, (&e, &eq)) in d.constraints.iter().zip(&d.eq_flags).enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_affine_expr(e, Binding::Weak);
            self.out.push_str(if eq { " == 0" } else { " >= 0" });
        }
        self.out.push(')');
    }
}

/// An affine map on its own (for messages and tests).
pub fn affine_map_to_string(ctx: &crate::core::context::Context, m: AffineMap) -> String {
    let mut p = Printer::bare(ctx);
    p.print_affine_map(m);
    p.out
}
