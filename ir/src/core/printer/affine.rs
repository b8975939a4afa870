//! Affine expressions, maps and integer sets as MLIR prints them
//! (`printAffineExprInternal`, `printAffineMap`, `printIntegerSet`):
//! `x * -1` as `-x`, additions of negative products and constants as
//! subtractions, parentheses where a tighter operator encloses a looser one.

use std::fmt::Write;

use crate::core::affine::{AffineBinaryKind, AffineExpr, AffineExprData, AffineMap, IntegerSet};
use crate::core::storage::Value;

use super::Printer;

/// The SSA values that stand for the dimensions and symbols of an
/// expression (`affine.load %m[%i + symbol(%n)]`), when it is printed
/// with them.
#[derive(Clone, Copy)]
struct Leaves<'v> {
    dims: &'v [Value],
    symbols: &'v [Value],
}

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
        self.print_affine_expr_in(e, enclosing, None);
    }

    /// MLIR's `printAffineExprInternal`, with the dimensions and symbols
    /// as `d<i>`/`s<i>` or as the SSA values of `leaves`.
    fn print_affine_expr_in(&mut self, e: AffineExpr, enclosing: Binding, leaves: Option<Leaves>) {
        let ctx = self.ctx;
        let (kind, lhs, rhs) = match ctx.affine_expr_data(e) {
            AffineExprData::Dim(i) => {
                match leaves.and_then(|l| l.dims.get(i as usize)) {
                    Some(&v) => self.print_value(v, true),
                    None => {
                        let _ = write!(self.out, "d{i}");
                    }
                }
                return;
            }
            AffineExprData::Symbol(i) => {
                match leaves.and_then(|l| l.symbols.get(i as usize)) {
                    Some(&v) => {
                        self.out.push_str("symbol(");
                        self.print_value(v, true);
                        self.out.push(')');
                    }
                    None => {
                        let _ = write!(self.out, "s{i}");
                    }
                }
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
                self.print_affine_expr_in(lhs, Binding::Strong, leaves);
            } else {
                self.print_affine_expr_in(lhs, Binding::Strong, leaves);
                self.out.push_str(match kind {
                    AffineBinaryKind::Mul => " * ",
                    AffineBinaryKind::FloorDiv => " floordiv ",
                    AffineBinaryKind::CeilDiv => " ceildiv ",
                    _ => " mod ",
                });
                self.print_affine_expr_in(rhs, Binding::Strong, leaves);
            }
        } else {
            self.print_affine_add(lhs, rhs, leaves);
        }
        if strong {
            self.out.push(')');
        }
    }

    /// `lhs + rhs`, with subtractions for negative right sides.
    fn print_affine_add(&mut self, lhs: AffineExpr, rhs: AffineExpr, leaves: Option<Leaves>) {
        let ctx = self.ctx;
        if let AffineExprData::Binary(AffineBinaryKind::Mul, rl, rr) = ctx.affine_expr_data(rhs) {
            match ctx.affine_constant_value(rr) {
                Some(-1) => {
                    self.print_affine_expr_in(lhs, Binding::Weak, leaves);
                    self.out.push_str(" - ");
                    let inner = match ctx.affine_expr_data(rl) {
                        AffineExprData::Binary(AffineBinaryKind::Add, _, _) => Binding::Strong,
                        _ => Binding::Weak,
                    };
                    self.print_affine_expr_in(rl, inner, leaves);
                    return;
                }
                Some(c) if c < -1 => {
                    self.print_affine_expr_in(lhs, Binding::Weak, leaves);
                    self.out.push_str(" - ");
                    self.print_affine_expr_in(rl, Binding::Strong, leaves);
                    let _ = write!(self.out, " * {}", c.wrapping_neg());
                    return;
                }
                _ => {}
            }
        }
        if let Some(c) = ctx.affine_constant_value(rhs).filter(|&c| c < 0) {
            self.print_affine_expr_in(lhs, Binding::Weak, leaves);
            let _ = write!(self.out, " - {}", c.wrapping_neg());
            return;
        }
        self.print_affine_expr_in(lhs, Binding::Weak, leaves);
        self.out.push_str(" + ");
        self.print_affine_expr_in(rhs, Binding::Weak, leaves);
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

impl super::CustomPrinter<'_, '_> {
    /// The results of `map`, comma-separated, with its dimensions and
    /// symbols written as `operands` (dimensions first; a symbol as
    /// `symbol(%v)`), as MLIR's `printAffineMapOfSSAIds`.
    pub fn print_affine_map_of_ssa_ids(&mut self, map: AffineMap, operands: &[Value]) {
        let d = self.p.ctx.affine_map_data(map);
        let nd = (d.num_dims as usize).min(operands.len());
        let leaves = Leaves {
            dims: &operands[..nd],
            symbols: &operands[nd..],
        };
        for (i, &e) in d.results.iter().enumerate() {
            if i > 0 {
                self.p.out.push_str(", ");
            }
            self.p.print_affine_expr_in(e, Binding::Weak, Some(leaves));
        }
    }

    /// One expression with its dimensions and symbols written as SSA
    /// values (MLIR's `printAffineExprOfSSAIds`).
    pub fn print_affine_expr_of_ssa_ids(
        &mut self,
        expr: AffineExpr,
        dims: &[Value],
        symbols: &[Value],
    ) {
        self.p
            .print_affine_expr_in(expr, Binding::Weak, Some(Leaves { dims, symbols }));
    }

    /// An affine map in its bare form, `(d0)[s0] -> (d0 + s0)`.
    pub fn print_affine_map(&mut self, map: AffineMap) {
        self.p.print_affine_map(map);
    }
}

/// An affine map on its own (for messages and tests).
pub fn affine_map_to_string(ctx: &crate::core::context::Context, m: AffineMap) -> String {
    let mut p = Printer::bare(ctx);
    p.print_affine_map(m);
    p.out
}
