//! Affine expressions flattened into rows of coefficients over dimensions,
//! symbols, local variables and a constant, each division (and the
//! quotient of each modulo) a local variable whose defining inequalities
//! are collected (upstream's `SimpleAffineExprFlattener` with
//! `FlatLinearConstraints`' `AffineExprFlattener`).

use ir::affine::{AffineBinaryKind, AffineExpr, AffineExprData};
use ir::Context;
use presburger::{Int, IntegerPolyhedron, PresburgerSpace};

/// Expressions flattened over shared local variables.
pub struct Flattened {
    /// One row per expression: `[dims, symbols, locals, constant]`.
    pub rows: Vec<Vec<i64>>,
    /// The expression of each local variable.
    pub locals: Vec<AffineExpr>,
    /// The division constraints of the locals, over the same columns.
    pub local_constraints: IntegerPolyhedron,
}

struct Flattener {
    conservative_semi_affine: bool,
    num_dims: usize,
    num_symbols: usize,
    stack: Vec<Vec<i64>>,
    locals: Vec<AffineExpr>,
    local_cst: IntegerPolyhedron,
}

/// Why expressions could not be flattened.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FlattenError {
    /// A semi-affine expression or a division by a non-positive constant
    /// (upstream's flattener fails).
    Unsupported,
    /// A coefficient beyond 64 bits (upstream's flattener computes in
    /// `int64_t` and would overflow).
    Overflow,
}

/// Flattens `exprs` (upstream's `getFlattenedAffineExprs`).
pub fn flatten_exprs(
    ctx: &mut Context,
    exprs: &[AffineExpr],
    num_dims: usize,
    num_symbols: usize,
) -> Result<Flattened, FlattenError> {
    flatten_exprs_with(ctx, exprs, num_dims, num_symbols, false)
}

/// [`flatten_exprs`], with `conservative_semi_affine` upstream's
/// `addConservativeSemiAffineBounds` (its `SemiAffineExprFlattener`): a
/// semi-affine `lhs mod rhs` becomes a local `r` with `0 <= r < rhs`
/// (which assumes `rhs > 0`); other semi-affine expressions still fail.
pub fn flatten_exprs_with(
    ctx: &mut Context,
    exprs: &[AffineExpr],
    num_dims: usize,
    num_symbols: usize,
    conservative_semi_affine: bool,
) -> Result<Flattened, FlattenError> {
    let mut f = Flattener {
        conservative_semi_affine,
        num_dims,
        num_symbols,
        stack: Vec::new(),
        locals: Vec::new(),
        local_cst: IntegerPolyhedron::universe(PresburgerSpace::set(num_dims, num_symbols, 0)),
    };
    for &e in exprs {
        if !conservative_semi_affine && !ctx.affine_is_pure(e) {
            return Err(FlattenError::Unsupported);
        }
        f.walk(ctx, e)?;
    }
    Ok(Flattened {
        rows: f.stack,
        locals: f.locals,
        local_constraints: f.local_cst,
    })
}

impl Flattener {
    fn cols(&self) -> usize {
        self.num_dims + self.num_symbols + self.locals.len() + 1
    }

    fn local_start(&self) -> usize {
        self.num_dims + self.num_symbols
    }

    fn unit(&self, col: usize, value: i64) -> Vec<i64> {
        let mut v = vec![0; self.cols()];
        v[col] = value;
        v
    }

    /// A new local variable `expr` = `dividend floordiv divisor`: a column
    /// in every pending row, and its two division constraints.
    fn add_local_floor_div(&mut self, dividend: &[i64], divisor: i64, expr: AffineExpr) {
        let at = self.local_start() + self.locals.len();
        for row in &mut self.stack {
            row.insert(at, 0);
        }
        self.locals.push(expr);
        let dividend: Vec<Int> = dividend.iter().map(|&v| Int::from(v)).collect();
        self.local_cst
            .add_local_floor_div(&dividend, &Int::from(divisor));
    }

    fn walk(&mut self, ctx: &mut Context, e: AffineExpr) -> Result<(), FlattenError> {
        match ctx.affine_expr_data(e) {
            AffineExprData::Dim(i) => {
                let row = self.unit(i as usize, 1);
                self.stack.push(row);
            }
            AffineExprData::Symbol(i) => {
                let row = self.unit(self.num_dims + i as usize, 1);
                self.stack.push(row);
            }
            AffineExprData::Constant(v) => {
                let row = self.unit(self.cols() - 1, v);
                self.stack.push(row);
            }
            AffineExprData::Binary(kind, l, r) => {
                self.walk(ctx, l)?;
                self.walk(ctx, r)?;
                let rhs = self.stack.pop().ok_or(FlattenError::Unsupported)?;
                let rhs_const = ctx.affine_constant_value(r);
                match (kind, rhs_const) {
                    (AffineBinaryKind::Add, _) => {
                        let lhs = self.stack.last_mut().ok_or(FlattenError::Unsupported)?;
                        for (a, b) in lhs.iter_mut().zip(&rhs) {
                            *a = a.checked_add(*b).ok_or(FlattenError::Overflow)?;
                        }
                    }
                    (AffineBinaryKind::Mul, Some(c)) => {
                        for a in self
                            .stack
                            .last_mut()
                            .ok_or(FlattenError::Unsupported)?
                            .iter_mut()
                        {
                            *a = a.checked_mul(c).ok_or(FlattenError::Overflow)?;
                        }
                    }
                    (AffineBinaryKind::Mod, Some(c)) => self.modulo(ctx, c)?,
                    (AffineBinaryKind::Mod | AffineBinaryKind::Mul, None) => {
                        self.semi_affine(ctx, kind, &rhs)?
                    }
                    (AffineBinaryKind::FloorDiv, Some(c)) => self.division(ctx, c, false)?,
                    (AffineBinaryKind::CeilDiv, Some(c)) => self.division(ctx, c, true)?,
                    _ => return Err(FlattenError::Unsupported),
                }
            }
        }
        Ok(())
    }

    /// A semi-affine `lhs mod rhs` or `lhs * rhs` as a local (upstream's
    /// `addLocalVariableSemiAffine`): an existing local of the same
    /// expression, else, for a modulo in the conservative mode, a new
    /// local `r` with `0 <= r` and `r < rhs` (`SemiAffineExprFlattener`).
    fn semi_affine(
        &mut self,
        ctx: &mut Context,
        kind: AffineBinaryKind,
        rhs: &[i64],
    ) -> Result<(), FlattenError> {
        if !self.conservative_semi_affine {
            return Err(FlattenError::Unsupported);
        }
        let lhs = self.stack.last().ok_or(FlattenError::Unsupported)?.clone();
        let (nd, ns) = (self.num_dims, self.num_symbols);
        let a = ctx.affine_expr_from_flat_form(&lhs, nd, ns, &self.locals);
        let b = ctx.affine_expr_from_flat_form(rhs, nd, ns, &self.locals);
        let local = ctx.affine_op(kind, a, b);
        let at = match self.locals.iter().position(|&x| x == local) {
            Some(loc) => self.local_start() + loc,
            None => {
                if kind != AffineBinaryKind::Mod {
                    return Err(FlattenError::Unsupported);
                }
                let at = self.local_start() + self.locals.len();
                for row in &mut self.stack {
                    row.insert(at, 0);
                }
                self.locals.push(local);
                let r = self.local_cst.append_var(presburger::VarKind::Local, 1);
                self.local_cst
                    .add_bound(presburger::BoundType::Lb, r, &Int::from(0));
                let mut b_minus_r: Vec<Int> = rhs.iter().map(|&v| Int::from(v)).collect();
                b_minus_r.insert(r, Int::from(-1));
                self.local_cst
                    .add_bound_expr(presburger::BoundType::Lb, &b_minus_r, &Int::from(1));
                at
            }
        };
        let top = self.stack.last_mut().ok_or(FlattenError::Unsupported)?;
        top.iter_mut().for_each(|x| *x = 0);
        top[at] = 1;
        Ok(())
    }

    /// The gcd of `c` and the row's elements, taken out of both.
    fn common_divisor(row: &[i64], c: i64) -> i64 {
        let mut g = c.unsigned_abs();
        for &x in row {
            g = gcd(g, x.unsigned_abs());
        }
        i64::try_from(g).unwrap_or(1)
    }

    /// `lhs mod c` as `lhs - c * q`, `q = lhs floordiv c` a local.
    fn modulo(&mut self, ctx: &mut Context, c: i64) -> Result<(), FlattenError> {
        if c <= 0 {
            return Err(FlattenError::Unsupported);
        }
        let lhs = self.stack.last().ok_or(FlattenError::Unsupported)?.clone();
        if lhs.iter().all(|&x| x % c == 0) {
            self.stack
                .last_mut()
                .ok_or(FlattenError::Unsupported)?
                .iter_mut()
                .for_each(|x| *x = 0);
            return Ok(());
        }
        let g = Self::common_divisor(&lhs, c);
        let dividend: Vec<i64> = lhs.iter().map(|&x| x / g).collect();
        let divisor = c / g;
        let dividend_expr = ctx.affine_expr_from_flat_form(
            &dividend,
            self.num_dims,
            self.num_symbols,
            &self.locals,
        );
        let d = ctx.affine_constant(divisor);
        let div = ctx.affine_floor_div(dividend_expr, d);
        match self.locals.iter().position(|&x| x == div) {
            None => {
                self.add_local_floor_div(&dividend, divisor, div);
                let at = self.local_start() + self.locals.len() - 1;
                self.stack.last_mut().ok_or(FlattenError::Unsupported)?[at] = -c;
            }
            Some(loc) => {
                let at = self.local_start() + loc;
                let v = &mut self.stack.last_mut().ok_or(FlattenError::Unsupported)?[at];
                *v = v.checked_sub(c).ok_or(FlattenError::Overflow)?;
            }
        }
        Ok(())
    }

    /// `lhs floordiv c` or `lhs ceildiv c`: a local, after the common
    /// divisor of `lhs` and `c` is taken out.
    fn division(&mut self, ctx: &mut Context, c: i64, ceil: bool) -> Result<(), FlattenError> {
        if c <= 0 {
            return Err(FlattenError::Unsupported);
        }
        let g = Self::common_divisor(self.stack.last().ok_or(FlattenError::Unsupported)?, c);
        let lhs = self.stack.last_mut().ok_or(FlattenError::Unsupported)?;
        if g != 1 {
            lhs.iter_mut().for_each(|x| *x /= g);
        }
        let divisor = c / g;
        if divisor == 1 {
            return Ok(());
        }
        let lhs = lhs.clone();
        let a = ctx.affine_expr_from_flat_form(&lhs, self.num_dims, self.num_symbols, &self.locals);
        let b = ctx.affine_constant(divisor);
        let div = if ceil {
            ctx.affine_ceil_div(a, b)
        } else {
            ctx.affine_floor_div(a, b)
        };
        let loc = self.locals.iter().position(|&x| x == div);
        if loc.is_none() {
            let mut dividend = lhs;
            if ceil {
                // lhs ceildiv c == (lhs + c - 1) floordiv c.
                let last = dividend.len() - 1;
                dividend[last] = dividend[last]
                    .checked_add(divisor - 1)
                    .ok_or(FlattenError::Overflow)?;
            }
            self.add_local_floor_div(&dividend, divisor, div);
        }
        let at = self.local_start() + loc.unwrap_or(self.locals.len() - 1);
        let top = self.stack.last_mut().ok_or(FlattenError::Unsupported)?;
        top.iter_mut().for_each(|x| *x = 0);
        top[at] = 1;
        Ok(())
    }
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}
