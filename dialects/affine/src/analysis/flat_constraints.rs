//! Constraint systems over the dimensions and symbols of affine maps and
//! integer sets (upstream's `FlatLinearValueConstraints` and
//! `FlatAffineValueConstraints`), and `simplifyIntegerSet`.

use std::ops::{Deref, DerefMut};

use ir::affine::{AffineExpr, AffineMap, IntegerSet};
use ir::{Context, Value};
use num_traits::{ToPrimitive, Zero};
use presburger::{BoundType, Int, IntegerPolyhedron, LocalRepr, PresburgerSpace, VarKind};

pub use super::flatten::FlattenError;
use super::flatten::{flatten_exprs, flatten_exprs_with};

/// An integer polyhedron over dimensions, symbols and locals, each
/// dimension and symbol optionally tied to an SSA value.
#[derive(Clone, Debug)]
pub struct FlatAffineValueConstraints {
    cst: IntegerPolyhedron,
    values: Vec<Option<Value>>,
}

impl Deref for FlatAffineValueConstraints {
    type Target = IntegerPolyhedron;
    fn deref(&self) -> &IntegerPolyhedron {
        &self.cst
    }
}

impl DerefMut for FlatAffineValueConstraints {
    fn deref_mut(&mut self) -> &mut IntegerPolyhedron {
        &mut self.cst
    }
}

impl FlatAffineValueConstraints {
    /// An unconstrained system of `dims` dimensions and `symbols` symbols
    /// tied to no value.
    pub fn new(dims: usize, symbols: usize) -> Self {
        FlatAffineValueConstraints {
            cst: IntegerPolyhedron::universe(PresburgerSpace::set(dims, symbols, 0)),
            values: vec![None; dims + symbols],
        }
    }

    /// The constraints of `set` (its constraints in order, then the
    /// division constraints of the locals its divisions and modulos need),
    /// its dimensions and symbols tied to `operands` when given. A set
    /// upstream cannot flatten (semi-affine, a division by a non-positive
    /// constant) gives no constraints, as upstream's release builds do;
    /// `None` when a coefficient is beyond 64 bits.
    pub fn from_integer_set(
        ctx: &mut Context,
        set: IntegerSet,
        operands: Option<&[Value]>,
    ) -> Option<Self> {
        let data = ctx.integer_set_data(set).clone();
        let (dims, syms) = (data.num_dims as usize, data.num_symbols as usize);
        let mut fac = Self::new(dims, syms);
        if let Some(ops) = operands {
            fac.values = ops.iter().map(|&v| Some(v)).collect();
        }
        let flat = match flatten_exprs(ctx, &data.constraints, dims, syms) {
            Ok(flat) => flat,
            Err(FlattenError::Unsupported) => return Some(fac),
            Err(FlattenError::Overflow) => return None,
        };
        fac.cst
            .append_var(VarKind::Local, flat.local_constraints.num_local_vars());
        for (row, &is_eq) in flat.rows.iter().zip(&data.eq_flags) {
            let row: Vec<Int> = row.iter().map(|&v| Int::from(v)).collect();
            if is_eq {
                fac.cst.add_equality(&row);
            } else {
                fac.cst.add_inequality(&row);
            }
        }
        fac.cst.append(&flat.local_constraints);
        Some(fac)
    }

    /// The number of dimensions.
    pub fn num_dims(&self) -> usize {
        self.cst.num_vars_of(VarKind::SET_DIM)
    }

    /// The number of symbols.
    pub fn num_symbols(&self) -> usize {
        self.cst.num_vars_of(VarKind::Symbol)
    }

    /// Appends a dimension tied to `value`; returns its column.
    pub fn append_dim_var(&mut self, value: Option<Value>) -> usize {
        let at = self.cst.append_var(VarKind::SET_DIM, 1);
        self.values.insert(at, value);
        at
    }

    /// Appends a symbol tied to `value`; returns its column.
    pub fn append_symbol_var(&mut self, value: Option<Value>) -> usize {
        let at = self.cst.append_var(VarKind::Symbol, 1);
        self.values.insert(at, value);
        at
    }

    /// Drops the value of the dimension or symbol at `pos` after its column
    /// was removed from the constraints.
    pub(crate) fn forget_value(&mut self, pos: usize) {
        if pos < self.values.len() {
            self.values.remove(pos);
        }
    }

    /// Inserts a dimension tied to no value before the others.
    pub(crate) fn insert_dim_var_front(&mut self) {
        self.cst.insert_var(VarKind::SET_DIM, 0, 1);
        self.values.insert(0, None);
    }

    /// Inserts a symbol tied to `value` before the `at`-th symbol.
    pub(crate) fn insert_symbol_var_at(&mut self, at: usize, value: Option<Value>) {
        let col = self.cst.insert_var(VarKind::Symbol, at, 1);
        self.values.insert(col, value);
    }

    /// Swaps two dimensions or two symbols with their values.
    pub(crate) fn swap_value_var(&mut self, a: usize, b: usize) {
        self.cst.swap_var(a, b);
        self.values.swap(a, b);
    }

    /// The values of the dimensions and symbols.
    pub fn values(&self) -> &[Option<Value>] {
        &self.values
    }

    /// Adds bounds `var(pos) >= / <= / == result` for each result of `map`
    /// (over this system's dimensions and symbols), its divisions becoming
    /// new locals placed before the existing ones; an upper bound that is
    /// not `closed` is exclusive (upstream's `addBound` with an affine
    /// map). A result that involves `pos` itself is skipped, as upstream
    /// does. `Err` when the map cannot be flattened.
    pub fn add_bound_map(
        &mut self,
        ctx: &mut Context,
        kind: BoundType,
        pos: usize,
        map: AffineMap,
        closed: bool,
    ) -> Result<(), FlattenError> {
        self.add_bound_map_with(ctx, kind, pos, map, closed, false)
    }

    /// [`Self::add_bound_map`], with upstream's
    /// `AddConservativeSemiAffineBounds` when `conservative_semi_affine`
    /// (see [`super::flatten::flatten_exprs_with`]).
    pub fn add_bound_map_with(
        &mut self,
        ctx: &mut Context,
        kind: BoundType,
        pos: usize,
        map: AffineMap,
        closed: bool,
        conservative_semi_affine: bool,
    ) -> Result<(), FlattenError> {
        let data = ctx.affine_map_data(map).clone();
        let inputs = (data.num_dims + data.num_symbols) as usize;
        let flat = flatten_exprs_with(
            ctx,
            &data.results,
            data.num_dims as usize,
            data.num_symbols as usize,
            conservative_semi_affine,
        )?;
        let new_locals = flat.local_constraints.num_local_vars();
        if new_locals > 0 {
            let existing = self.cst.num_local_vars();
            self.cst.insert_var(VarKind::Local, 0, new_locals);
            let mut local_cst = flat.local_constraints.clone();
            local_cst.append_var(VarKind::Local, existing);
            self.cst.append(&local_cst);
        }
        let lower = kind != BoundType::Ub;
        let cols = self.cst.num_cols();
        let sign = |v: i64| Int::from(if lower { -v } else { v });
        for row in &flat.rows {
            let mut ineq = vec![Int::zero(); cols];
            for j in 0..inputs {
                ineq[j] = sign(row[j]);
            }
            if !ineq[pos].is_zero() {
                continue;
            }
            ineq[pos] = Int::from(if lower { 1 } else { -1 });
            // The map's locals are the first locals of the system.
            for (k, j) in (inputs..row.len() - 1).zip(self.cst.num_dim_and_symbol_vars()..) {
                ineq[j] = sign(row[k]);
            }
            let adjustment = if closed || kind == BoundType::Eq {
                0
            } else {
                -1
            };
            ineq[cols - 1] = sign(row[row.len() - 1]) + adjustment;
            if kind == BoundType::Eq {
                self.cst.add_equality(&ineq);
            } else {
                self.cst.add_inequality(&ineq);
            }
        }
        Ok(())
    }

    /// The same constraints with the first `dims` dimensions and symbols as
    /// dimensions and the others as symbols (upstream's
    /// `setDimSymbolSeparation`).
    pub fn with_dims(&self, dims: usize) -> Self {
        let ds = self.cst.num_dim_and_symbol_vars();
        let locals = self.cst.num_local_vars();
        let dims = dims.min(ds);
        let space = PresburgerSpace::set(dims, ds - dims, locals);
        let mut cst = IntegerPolyhedron::universe(space);
        for i in 0..self.cst.num_equalities() {
            cst.add_equality(self.cst.equality(i));
        }
        for i in 0..self.cst.num_inequalities() {
            cst.add_inequality(self.cst.inequality(i));
        }
        FlatAffineValueConstraints {
            cst,
            values: self.values.clone(),
        }
    }

    /// Removes the dimension or symbol at `pos` with its value.
    pub fn remove_dim_or_symbol(&mut self, pos: usize) {
        self.cst.remove_var(pos);
        if pos < self.values.len() {
            self.values.remove(pos);
        }
    }

    /// Inequality `row` as a bound on dimension `pos`: a map over the other
    /// dimensions and the symbols with its operands, exclusive when an
    /// upper bound (upstream's `getIneqAsAffineValueMap`). `None` when a
    /// local in use has no division or a coefficient is beyond 64 bits.
    pub fn ineq_as_value_map(
        &self,
        ctx: &mut Context,
        pos: usize,
        row: usize,
    ) -> Option<(AffineMap, Vec<Value>)> {
        let dims = self.num_dims();
        let syms = self.num_symbols();
        if pos >= dims || row >= self.cst.num_inequalities() {
            return None;
        }
        let memo = self.compute_local_vars(ctx);
        let ds = dims + syms;
        let mut locals = Vec::with_capacity(memo.len() - ds);
        let ineq = self
            .cst
            .inequality(row)
            .iter()
            .map(ToPrimitive::to_i64)
            .collect::<Option<Vec<i64>>>()?;
        for (i, m) in memo[ds..].iter().enumerate() {
            match m {
                Some(e) => locals.push(*e),
                // A local the bound does not use needs no expression.
                None if ineq[ds + i] == 0 => locals.push(ctx.affine_constant(0)),
                None => return None,
            }
        }
        let mut bound: Vec<i64> = ineq[..pos]
            .iter()
            .chain(&ineq[pos + 1..])
            .copied()
            .collect();
        if ineq[pos] > 0 {
            bound.iter_mut().for_each(|v| *v = -*v);
        } else if let Some(last) = bound.last_mut() {
            *last = last.checked_add(1)?;
        }
        let e = ctx.affine_expr_from_flat_form(&bound, dims - 1, syms, &locals);
        let map = ctx.affine_map((dims - 1) as u32, syms as u32, &[e]);
        let operands = (0..ds)
            .filter(|&i| i != pos)
            .map(|i| self.value(i))
            .collect::<Option<Vec<Value>>>()?;
        Some((map, operands))
    }

    /// The value tied to dimension or symbol `pos`, if any.
    pub fn value(&self, pos: usize) -> Option<Value> {
        self.values.get(pos).copied().flatten()
    }

    /// The expression of each local variable that is a floor division of
    /// dimensions, symbols and locals found before it (upstream's
    /// `computeLocalVars`), indexed by column; dimensions and symbols are
    /// themselves.
    fn compute_local_vars(&self, ctx: &mut Context) -> Vec<Option<AffineExpr>> {
        let dims = self.cst.num_vars_of(VarKind::SET_DIM);
        let syms = self.cst.num_vars_of(VarKind::Symbol);
        let mut memo: Vec<Option<AffineExpr>> = vec![None; self.cst.num_vars()];
        for (i, m) in memo.iter_mut().enumerate().take(dims + syms) {
            *m = Some(if i < dims {
                ctx.affine_dim(i as u32)
            } else {
                ctx.affine_symbol((i - dims) as u32)
            });
        }
        loop {
            let mut changed = false;
            for pos in dims + syms..self.cst.num_vars() {
                if memo[pos].is_none() {
                    if let Some(e) = self.detect_as_floor_div(ctx, pos, &memo) {
                        memo[pos] = Some(e);
                        changed = true;
                    }
                }
            }
            if !changed {
                return memo;
            }
        }
    }

    /// The local at `pos` as a floor division read from an inequality pair
    /// (upstream's `detectAsFloorDiv`; equalities are not used).
    pub(crate) fn detect_as_floor_div(
        &self,
        ctx: &mut Context,
        pos: usize,
        memo: &[Option<AffineExpr>],
    ) -> Option<AffineExpr> {
        let found: Vec<bool> = memo.iter().map(Option::is_some).collect();
        let div = presburger::division::compute_single_var_repr(&self.cst, &found, pos)?;
        if matches!(div.repr, LocalRepr::Equality(_)) {
            return None;
        }
        let last = div.dividend.len() - 1;
        let mut expr = ctx.affine_constant(div.dividend[last].to_i64()?);
        for (c, coeff) in div.dividend[..last].iter().enumerate() {
            if coeff.is_zero() {
                continue;
            }
            let term = ctx.affine_mul_const(memo[c]?, coeff.to_i64()?);
            expr = ctx.affine_add(expr, term);
        }
        let d = ctx.affine_constant(div.divisor.to_i64()?);
        Some(ctx.affine_floor_div(expr, d))
    }

    /// The system as an integer set: equalities first, then inequalities,
    /// each rebuilt from its coefficients, locals as their divisions
    /// (upstream's `getAsIntegerSet`); `0 == 0` without constraints. `None`
    /// when a local in use is no division or a coefficient is beyond 64 bits.
    pub fn as_integer_set(&self, ctx: &mut Context) -> Option<IntegerSet> {
        let dims = self.cst.num_vars_of(VarKind::SET_DIM);
        let syms = self.cst.num_vars_of(VarKind::Symbol);
        if self.cst.num_constraints() == 0 {
            let zero = ctx.affine_constant(0);
            return Some(ctx.integer_set(dims as u32, syms as u32, &[zero], &[true]));
        }
        let memo = self.compute_local_vars(ctx);
        if (dims + syms..self.cst.num_vars()).any(|i| memo[i].is_none() && !self.cst.is_col_zero(i))
        {
            return None;
        }
        // A local without a division has no coefficient anywhere: any
        // placeholder serves.
        let zero = ctx.affine_constant(0);
        let locals: Vec<AffineExpr> = memo[dims + syms..]
            .iter()
            .map(|m| m.unwrap_or(zero))
            .collect();
        let mut exprs = Vec::with_capacity(self.cst.num_constraints());
        let rows = (0..self.cst.num_equalities())
            .map(|i| self.cst.equality(i))
            .chain((0..self.cst.num_inequalities()).map(|i| self.cst.inequality(i)));
        for row in rows {
            let flat = row
                .iter()
                .map(ToPrimitive::to_i64)
                .collect::<Option<Vec<i64>>>()?;
            exprs.push(ctx.affine_expr_from_flat_form(&flat, dims, syms, &locals));
        }
        let eq_flags: Vec<bool> = (0..exprs.len())
            .map(|i| i < self.cst.num_equalities())
            .collect();
        Some(ctx.integer_set(dims as u32, syms as u32, &exprs, &eq_flags))
    }
}

/// `set` simplified (upstream's `simplifyIntegerSet`): the canonical empty
/// set `1 == 0` when Fourier-Motzkin elimination proves it empty, else its
/// constraints with trivial redundancy removed. A set that cannot be
/// flattened or rebuilt is returned as it is.
pub fn simplify_integer_set(ctx: &mut Context, set: IntegerSet) -> IntegerSet {
    let Some(mut fac) = FlatAffineValueConstraints::from_integer_set(ctx, set, None) else {
        return set;
    };
    let data = ctx.integer_set_data(set);
    let (dims, syms) = (data.num_dims, data.num_symbols);
    if fac.is_empty() {
        let one = ctx.affine_constant(1);
        return ctx.integer_set(dims, syms, &[one], &[true]);
    }
    fac.remove_trivial_redundancy();
    fac.as_integer_set(ctx).unwrap_or(set)
}
