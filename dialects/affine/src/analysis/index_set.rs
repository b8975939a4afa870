//! Iteration domains: the constraints the `affine.for`, `affine.if` and
//! `affine.parallel` ops around an op put on its loop variables
//! (upstream's `getIndexSet`, `addAffineForOpDomain`,
//! `addAffineIfOpDomain`, `addAffineParallelOpDomain` and the `addBound`
//! over map operands of `AffineStructures.cpp`).

use ir::affine::AffineMap;
use ir::{Context, Operation, Value};
use presburger::{BoundType, Int, IntegerRelation, VarKind};

use super::flat_constraints::FlatAffineValueConstraints;
use super::min_max::constant_int_value;
use crate::compose::{
    canonicalize_map_and_operands, canonicalize_set_and_operands, compose_affine_map_and_operands,
};
use crate::scope::is_affine_scope;
use crate::{AffineForOp, AffineIfOp, AffineParallelOp};

/// Why a domain could not be built: a bound upstream cannot flatten.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DomainError;

/// The `affine.for`, `affine.if` and `affine.parallel` ops around `op`,
/// outermost first, up to its affine scope (upstream's
/// `getEnclosingAffineOps`).
pub fn enclosing_affine_ops(ctx: &Context, op: Operation) -> Vec<Operation> {
    let mut ops = Vec::new();
    let mut cur = ctx.op_parent_op(op);
    while let Some(p) = cur {
        if is_affine_scope(ctx, p) {
            break;
        }
        if is_affine_loop_or_if(ctx, p) {
            ops.push(p);
        }
        cur = ctx.op_parent_op(p);
    }
    ops.reverse();
    ops
}

fn is_affine_loop_or_if(ctx: &Context, op: Operation) -> bool {
    AffineForOp::cast(ctx, op).is_some()
        || AffineIfOp::cast(ctx, op).is_some()
        || AffineParallelOp::cast(ctx, op).is_some()
}

/// The induction variables of the `affine.for` and `affine.parallel` ops
/// around `op`, outermost first, across affine scopes (upstream's
/// `getAffineIVs`).
pub fn affine_ivs(ctx: &Context, op: Operation) -> Vec<Value> {
    let mut ivs = Vec::new();
    let mut cur = ctx.op_parent_op(op);
    while let Some(p) = cur {
        ivs.extend(loop_ivs(ctx, p).into_iter().rev());
        cur = ctx.op_parent_op(p);
    }
    ivs.reverse();
    ivs
}

/// The induction variables of an `affine.for` (one) or `affine.parallel`;
/// none for other ops.
pub fn loop_ivs(ctx: &Context, op: Operation) -> Vec<Value> {
    if let Some(f) = AffineForOp::cast(ctx, op) {
        return f.get_induction_var(ctx).into_iter().collect();
    }
    if let Some(p) = AffineParallelOp::cast(ctx, op) {
        let body = ctx.region_blocks(p.region(ctx)).first().copied();
        return body.map(|b| ctx.block_args(b)).unwrap_or_default();
    }
    Vec::new()
}

/// The `affine.for` whose induction variable `v` is (upstream's
/// `getForInductionVarOwner`).
pub fn for_iv_owner(ctx: &Context, v: Value) -> Option<AffineForOp> {
    let Value::Arg { block, index: 0 } = v else {
        return None;
    };
    let op = ctx.block_parent_op(block)?;
    AffineForOp::cast(ctx, op).filter(|f| f.get_body(ctx) == Some(block))
}

/// The `affine.parallel` one of whose induction variables `v` is.
pub fn parallel_iv_owner(ctx: &Context, v: Value) -> Option<AffineParallelOp> {
    let Value::Arg { block, .. } = v else {
        return None;
    };
    let op = ctx.block_parent_op(block)?;
    AffineParallelOp::cast(ctx, op)
        .filter(|p| ctx.region_blocks(p.region(ctx)).first() == Some(&block))
}

impl FlatAffineValueConstraints {
    /// The column of the dimension or symbol tied to `v`.
    pub fn find_var(&self, v: Value) -> Option<usize> {
        self.values().iter().position(|&x| x == Some(v))
    }

    /// Appends the constraints of `other`, its dimensions and symbols
    /// placed at the columns `cols` gives, its locals as new locals.
    pub fn append_mapped(&mut self, other: &IntegerRelation, cols: &[usize]) {
        let other_ds = other.num_dim_and_symbol_vars();
        let other_locals = other.num_local_vars();
        self.append_var(VarKind::Local, other_locals);
        let n = self.num_cols();
        let local_off = n - 1 - other_locals;
        let map_row = |r: &[Int]| {
            let mut row = vec![Int::from(0); n];
            for (j, c) in r[..other_ds].iter().enumerate() {
                row[cols[j]] += c;
            }
            row[local_off..local_off + other_locals]
                .clone_from_slice(&r[other_ds..other_ds + other_locals]);
            row[n - 1] = r[r.len() - 1].clone();
            row
        };
        for i in 0..other.num_equalities() {
            let row = map_row(other.equality(i));
            self.add_equality(&row);
        }
        for i in 0..other.num_inequalities() {
            let row = map_row(other.inequality(i));
            self.add_inequality(&row);
        }
    }

    /// Adds `v` as a dimension (an induction variable, with its loop's
    /// domain) or a symbol (fixed when constant), unless present (upstream's
    /// `addInductionVarOrTerminalSymbol`).
    pub fn add_induction_var_or_terminal_symbol(&mut self, ctx: &mut Context, v: Value) {
        if self.find_var(v).is_some() {
            return;
        }
        if let Some(f) = for_iv_owner(ctx, v) {
            self.append_dim_var(Some(v));
            // Upstream only warns (in debug builds) when this fails.
            let _ = self.add_affine_for_op_domain(ctx, f);
            return;
        }
        if let Some(p) = parallel_iv_owner(ctx, v) {
            for iv in loop_ivs(ctx, p.operation()) {
                self.append_dim_var(Some(iv));
            }
            let _ = self.add_affine_parallel_op_domain(ctx, p);
            return;
        }
        let pos = self.append_symbol_var(Some(v));
        if let Some(c) = constant_int_value(ctx, v) {
            self.add_bound(BoundType::Eq, pos, &Int::from(c));
        }
    }

    /// Adds `var(pos) (kind) map(operands)`, the map fully composed with
    /// the `affine.apply` ops defining its operands, each operand added as a
    /// dimension or symbol (upstream's `addBound` with a `ValueRange`).
    pub fn add_bound_with_operands(
        &mut self,
        ctx: &mut Context,
        kind: BoundType,
        pos: usize,
        map: AffineMap,
        operands: &[Value],
    ) -> Result<(), DomainError> {
        let mut map = map;
        let mut ops = operands.to_vec();
        compose_affine_map_and_operands(ctx, &mut map, &mut ops);
        canonicalize_map_and_operands(ctx, &mut map, &mut ops);
        for &v in &ops {
            self.add_induction_var_or_terminal_symbol(ctx, v);
        }
        let aligned = self.aligned_map(ctx, map, &ops);
        self.add_bound_map(ctx, kind, pos, aligned, kind != BoundType::Ub)
            .map_err(|_| DomainError)
    }

    /// `map` over `operands` (all in the system) rewritten over the
    /// system's dimensions and symbols (upstream's `computeAlignedMap`).
    pub fn aligned_map(&self, ctx: &mut Context, map: AffineMap, operands: &[Value]) -> AffineMap {
        let nd = self.num_dims();
        let ns = self.num_symbols();
        let map_dims = ctx.affine_map_data(map).num_dims as usize;
        let (mut dim_repl, mut sym_repl) = (Vec::new(), Vec::new());
        for (i, &v) in operands.iter().enumerate() {
            let p = self.find_var(v).unwrap_or(0);
            let e = if p < nd {
                ctx.affine_dim(p as u32)
            } else {
                ctx.affine_symbol((p - nd) as u32)
            };
            if i < map_dims {
                dim_repl.push(e);
            } else {
                sym_repl.push(e);
            }
        }
        ctx.affine_map_replace_dims_and_symbols(map, &dim_repl, &sym_repl, nd as u32, ns as u32)
    }

    /// Adds the bounds and step of `f` on its induction variable, which must
    /// be a dimension (upstream's `addAffineForOpDomain`).
    pub fn add_affine_for_op_domain(
        &mut self,
        ctx: &mut Context,
        f: AffineForOp,
    ) -> Result<(), DomainError> {
        let iv = f.get_induction_var(ctx).ok_or(DomainError)?;
        let pos = self.find_var(iv).ok_or(DomainError)?;
        let step = f.step(ctx);
        let const_lb = f.get_constant_lower_bound(ctx);
        if step != 1 {
            // Without a constant lower bound the domain is approximated.
            if let Some(lb) = const_lb {
                // (iv - lb) - step * q = 0 with q = (iv - lb) floordiv step.
                let mut dividend = vec![Int::from(0); self.num_cols()];
                dividend[pos] = Int::from(1);
                *dividend.last_mut().expect("constant column") -= lb;
                self.add_local_floor_div(&dividend, &Int::from(step));
                let n = self.num_cols();
                let mut eq = vec![Int::from(0); n];
                eq[pos] = Int::from(1);
                eq[n - 1] -= lb;
                eq[n - 2] = Int::from(-step);
                self.add_equality(&eq);
            }
        }
        if let Some(lb) = const_lb {
            self.add_bound(BoundType::Lb, pos, &Int::from(lb));
        } else {
            let map = f.get_lower_bound_map(ctx);
            let ops = f.lower_bound_operands(ctx);
            self.add_bound_with_operands(ctx, BoundType::Lb, pos, map, &ops)?;
        }
        if let Some(ub) = f.get_constant_upper_bound(ctx) {
            self.add_bound(BoundType::Ub, pos, &(Int::from(ub) - 1));
            return Ok(());
        }
        let map = f.get_upper_bound_map(ctx);
        let ops = f.upper_bound_operands(ctx);
        self.add_bound_with_operands(ctx, BoundType::Ub, pos, map, &ops)
    }

    /// Adds the bounds of each loop of `p` on its induction variables
    /// (upstream's `addAffineParallelOpDomain`).
    pub fn add_affine_parallel_op_domain(
        &mut self,
        ctx: &mut Context,
        p: AffineParallelOp,
    ) -> Result<(), DomainError> {
        let lb_ops = p.get_lower_bounds_operands(ctx);
        let ub_ops = p.get_upper_bounds_operands(ctx);
        for (i, iv) in loop_ivs(ctx, p.operation()).into_iter().enumerate() {
            let pos = self.find_var(iv).ok_or(DomainError)?;
            let lb = p.get_lower_bound_map(ctx, i);
            match single_constant(ctx, lb) {
                Some(c) => self.add_bound(BoundType::Lb, pos, &Int::from(c)),
                None => self.add_bound_with_operands(ctx, BoundType::Lb, pos, lb, &lb_ops)?,
            }
            let ub = p.get_upper_bound_map(ctx, i);
            match single_constant(ctx, ub) {
                Some(c) => self.add_bound(BoundType::Ub, pos, &(Int::from(c) - 1)),
                None => self.add_bound_with_operands(ctx, BoundType::Ub, pos, ub, &ub_ops)?,
            }
        }
        Ok(())
    }

    /// Adds the constraints of `op`'s integer set over its operands, which
    /// become dimensions and symbols where new (upstream's
    /// `addAffineIfOpDomain`).
    pub fn add_affine_if_op_domain(&mut self, ctx: &mut Context, op: AffineIfOp) {
        let Some(mut set) = op.get_integer_set(ctx) else {
            return;
        };
        let mut operands = ctx.operands(op.operation());
        canonicalize_set_and_operands(ctx, &mut set, &mut operands);
        let Some(cst) = FlatAffineValueConstraints::from_integer_set(ctx, set, Some(&operands))
        else {
            return;
        };
        let set_dims = cst.num_dims();
        let cols: Vec<usize> = operands
            .iter()
            .enumerate()
            .map(|(i, &v)| match self.find_var(v) {
                Some(p) => p,
                None if i < set_dims => self.append_dim_var(Some(v)),
                None => self.append_symbol_var(Some(v)),
            })
            .collect();
        self.append_mapped(&cst, &cols);
    }
}

/// The one constant of a single-result constant map.
fn single_constant(ctx: &Context, m: AffineMap) -> Option<i64> {
    match ctx.affine_map_data(m).results.as_slice() {
        [e] => ctx.affine_constant_value(*e),
        _ => None,
    }
}

/// The iteration domain of `ops` (enclosing `affine.for`, `affine.if` and
/// `affine.parallel` ops, outermost first): a dimension per induction
/// variable, symbols for the values their bounds use (upstream's
/// `getIndexSet`).
pub fn index_set(
    ctx: &mut Context,
    ops: &[Operation],
) -> Result<FlatAffineValueConstraints, DomainError> {
    let ivs: Vec<Value> = ops.iter().flat_map(|&o| loop_ivs(ctx, o)).collect();
    let mut domain = FlatAffineValueConstraints::new(0, 0);
    for iv in ivs {
        domain.append_dim_var(Some(iv));
    }
    for &o in ops {
        if let Some(f) = AffineForOp::cast(ctx, o) {
            domain.add_affine_for_op_domain(ctx, f)?;
        } else if let Some(i) = AffineIfOp::cast(ctx, o) {
            domain.add_affine_if_op_domain(ctx, i);
        } else if let Some(p) = AffineParallelOp::cast(ctx, o) {
            domain.add_affine_parallel_op_domain(ctx, p)?;
        } else {
            return Err(DomainError);
        }
    }
    Ok(domain)
}
