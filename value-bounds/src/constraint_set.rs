//! `ValueBoundsConstraintSet` (upstream's `Interfaces/ValueBoundsOpInterface.cpp`):
//! a constraint system whose columns are index values and dimensions of
//! shaped values, filled by walking the IR backwards from the queried
//! value through the ops' [`ValueBoundsOpInterface`] models until a stop
//! condition holds.

use std::cell::Cell;
use std::collections::{HashMap, VecDeque};

use affine::analysis::FlatAffineValueConstraints;
use ir::affine::{AffineExpr, AffineExprData, AffineMap};
use ir::interfaces::DestinationStyleOpInterfaceRef;
use ir::{Context, OpFoldResult, OpId, Value};
use num_traits::Zero;
use presburger::{BoundType, Int, VarKind};

use crate::ValueBoundsOpInterface;

/// A value and, for a shaped value, one of its dimensions (`None`: the
/// value is an index; upstream's `ValueDim` with `kIndexValue`).
pub type ValueDim = (Value, Option<i64>);

/// When to stop walking the IR: called with each value (and dimension)
/// taken from the worklist; `true` leaves it unanalysed (upstream's
/// `StopConditionFn`).
pub type StopConditionFn<'a> =
    &'a dyn Fn(&Context, Value, Option<i64>, &ValueBoundsConstraintSet<'_>) -> bool;

/// A comparison of two variables (upstream's `ComparisonOperator`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ComparisonOperator {
    /// `<`
    Lt,
    /// `<=`
    Le,
    /// `==`
    Eq,
    /// `>`
    Gt,
    /// `>=`
    Ge,
}

/// What a bound is computed of: a single-result affine map over index
/// values and shaped dimensions, all of them symbols (upstream's
/// `ValueBoundsConstraintSet::Variable`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Variable {
    /// The map: no dimensions, one result.
    pub map: AffineMap,
    /// The operands of `map`, one per symbol.
    pub operands: Vec<ValueDim>,
}

/// The integer of a constant-like op's integer attribute.
pub(crate) fn constant_int(ctx: &Context, v: Value) -> Option<i64> {
    let op = ctx.defining_op(v)?;
    let attr = ctx.constant_value(op)?;
    ctx.as_integer(attr).and_then(|i| i64::try_from(i).ok())
}

/// The integer of an `OpFoldResult` (`getConstantIntValue`).
pub(crate) fn ofr_constant(ctx: &Context, ofr: OpFoldResult) -> Option<i64> {
    match ofr {
        OpFoldResult::Value(v) => constant_int(ctx, v),
        OpFoldResult::Attr(a) => ctx.as_integer(a).and_then(|i| i64::try_from(i).ok()),
    }
}

impl Variable {
    /// An index value or a constant.
    pub fn from_ofr(ctx: &mut Context, ofr: OpFoldResult) -> Self {
        Self::from_ofr_dim(ctx, ofr, None)
    }

    /// An index value.
    pub fn index(ctx: &mut Context, value: Value) -> Self {
        Self::from_ofr_dim(ctx, OpFoldResult::Value(value), None)
    }

    /// Dimension `dim` of a shaped value.
    pub fn shaped_dim(ctx: &mut Context, value: Value, dim: i64) -> Self {
        Self::from_ofr_dim(ctx, OpFoldResult::Value(value), Some(dim))
    }

    /// A value and optional dimension, or a constant.
    pub fn from_ofr_dim(ctx: &mut Context, ofr: OpFoldResult, dim: Option<i64>) -> Self {
        if let Some(c) = ofr_constant(ctx, ofr) {
            let e = ctx.affine_constant(c);
            return Variable {
                map: ctx.affine_map(0, 0, &[e]),
                operands: Vec::new(),
            };
        }
        let OpFoldResult::Value(value) = ofr else {
            // A non-integer attribute: upstream asserts.
            let e = ctx.affine_constant(0);
            return Variable {
                map: ctx.affine_map(0, 0, &[e]),
                operands: Vec::new(),
            };
        };
        let s0 = ctx.affine_symbol(0);
        Variable {
            map: ctx.affine_map(0, 1, &[s0]),
            operands: vec![(value, dim)],
        }
    }

    /// `map` (one result) applied to variables: its dimensions become
    /// symbols and the operands' maps are inlined, operands shared. A map
    /// without results (upstream asserts) gives a variable without one,
    /// which no constraint binds.
    pub fn from_map(ctx: &mut Context, map: AffineMap, operands: &[Variable]) -> Self {
        let data = ctx.affine_map_data(map).clone();
        let Some(&result) = data.results.first() else {
            return Variable {
                map: ctx.affine_map(0, 0, &[]),
                operands: Vec::new(),
            };
        };
        let nd = data.num_dims;
        let dims: Vec<AffineExpr> = (0..nd).map(|i| ctx.affine_symbol(i)).collect();
        let syms: Vec<AffineExpr> = (0..data.num_symbols)
            .map(|i| ctx.affine_symbol(i + nd))
            .collect();
        let mut expr = ctx.affine_replace_dims_and_symbols(result, &dims, &syms);
        let mut ops: Vec<ValueDim> = Vec::new();
        let mut replacements = Vec::with_capacity(operands.len());
        for var in operands {
            let vdata = ctx.affine_map_data(var.map).clone();
            let mut sym_repl = Vec::new();
            for vd in &var.operands {
                let at = match ops.iter().position(|o| o == vd) {
                    Some(at) => at,
                    None => {
                        ops.push(*vd);
                        ops.len() - 1
                    }
                };
                sym_repl.push(ctx.affine_symbol(at as u32));
            }
            let Some(&vresult) = vdata.results.first() else {
                // An operand without a result (upstream asserts one).
                let zero = ctx.affine_constant(0);
                replacements.push(zero);
                continue;
            };
            replacements.push(ctx.affine_replace_dims_and_symbols(vresult, &[], &sym_repl));
        }
        // Every symbol of the temporary map is replaced at once.
        let mut all = replacements;
        let total = nd + data.num_symbols;
        while (all.len() as u32) < total {
            let s = ctx.affine_symbol(all.len() as u32);
            all.push(s);
        }
        expr = ctx.affine_replace_dims_and_symbols(expr, &[], &all);
        let map = ctx.affine_map(0, ops.len() as u32, &[expr]);
        Variable { map, operands: ops }
    }

    /// `map` (one result) applied to index values.
    pub fn from_map_values(ctx: &mut Context, map: AffineMap, operands: &[Value]) -> Self {
        let vars: Vec<Variable> = operands.iter().map(|&v| Variable::index(ctx, v)).collect();
        Self::from_map(ctx, map, &vars)
    }
}

/// Whether `e` uses dimension (`dim`) or symbol `pos`.
fn uses_input(ctx: &Context, e: AffineExpr, dim: bool, pos: u32) -> bool {
    match ctx.affine_expr_data(e) {
        AffineExprData::Dim(i) => dim && i == pos,
        AffineExprData::Symbol(i) => !dim && i == pos,
        AffineExprData::Constant(_) => false,
        AffineExprData::Binary(_, l, r) => {
            uses_input(ctx, l, dim, pos) || uses_input(ctx, r, dim, pos)
        }
    }
}

/// The op owning a value: its defining op, or the op of its block.
fn owner_of_value(ctx: &Context, v: Value) -> Option<OpId> {
    match v {
        Value::Result { op, .. } => Some(op),
        Value::Arg { block, .. } => ctx.block_parent_op(block),
    }
}

/// What a scalable constraint set knows of `vector.vscale` (upstream's
/// `ScalableValueBoundsConstraintSet`): its range, and the first
/// `vector.vscale` value met, which every other one equals.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ScalableState {
    /// The least value of vscale.
    pub vscale_min: u32,
    /// The greatest value of vscale.
    pub vscale_max: u32,
    /// The `vector.vscale` value met first.
    pub vscale: Option<Value>,
}

/// The constraint set (upstream's `ValueBoundsConstraintSet`).
pub struct ValueBoundsConstraintSet<'a> {
    pub(crate) cstr: FlatAffineValueConstraints,
    pub(crate) position_to_value_dim: Vec<Option<ValueDim>>,
    value_dim_to_position: HashMap<ValueDim, usize>,
    worklist: VecDeque<usize>,
    stop: StopConditionFn<'a>,
    scalable: Option<ScalableState>,
    /// Upstream's `addConservativeSemiAffineBounds`.
    conservative_semi_affine: bool,
}

impl<'a> ValueBoundsConstraintSet<'a> {
    /// An empty set walking the IR until `stop` holds.
    pub fn new(stop: StopConditionFn<'a>) -> Self {
        ValueBoundsConstraintSet {
            cstr: FlatAffineValueConstraints::new(0, 0),
            position_to_value_dim: Vec::new(),
            value_dim_to_position: HashMap::new(),
            worklist: VecDeque::new(),
            stop,
            scalable: None,
            conservative_semi_affine: false,
        }
    }

    /// A scalable set (upstream's `ScalableValueBoundsConstraintSet`):
    /// `vector.vscale` is bounded by `[vscale_min, vscale_max]`, and a
    /// semi-affine modulo is bounded by its divisor (upstream's
    /// `addConservativeSemiAffineBounds`: the constraints may become
    /// empty when the divisor is not positive).
    pub fn new_scalable(stop: StopConditionFn<'a>, vscale_min: u32, vscale_max: u32) -> Self {
        let mut set = Self::new(stop);
        set.conservative_semi_affine = true;
        set.scalable = Some(ScalableState {
            vscale_min,
            vscale_max,
            vscale: None,
        });
        set
    }

    /// The vscale state of a scalable set.
    pub fn scalable(&self) -> Option<ScalableState> {
        self.scalable
    }

    /// Records the first `vector.vscale` value of a scalable set.
    pub fn set_vscale(&mut self, vscale: Value) {
        if let Some(s) = &mut self.scalable {
            s.vscale.get_or_insert(vscale);
        }
    }

    /// The constraints.
    pub fn constraints(&self) -> &FlatAffineValueConstraints {
        &self.cstr
    }

    /// The columns: the value and dimension of each (`None`: anonymous).
    pub fn columns(&self) -> &[Option<ValueDim>] {
        &self.position_to_value_dim
    }

    /// Adds `var(pos) kind expr` (upstream's `addBound`); a bound the
    /// constraints cannot hold (semi-affine) is dropped, as upstream does.
    fn add_bound(&mut self, ctx: &mut Context, kind: BoundType, pos: usize, expr: AffineExpr) {
        let map = ctx.affine_map(
            self.cstr.num_dims() as u32,
            self.cstr.num_symbols() as u32,
            &[expr],
        );
        let _ = self.cstr.add_bound_map_with(
            ctx,
            kind,
            pos,
            map,
            kind != BoundType::Ub,
            self.conservative_semi_affine,
        );
    }

    /// The expression of a column.
    fn pos_expr(&self, ctx: &mut Context, pos: usize) -> AffineExpr {
        let dims = self.cstr.num_dims();
        if pos < dims {
            ctx.affine_dim(pos as u32)
        } else {
            ctx.affine_symbol((pos - dims) as u32)
        }
    }

    /// The expression of an index value or shaped dimension: a constant
    /// when it is one, else its column, inserted (and queued) when new
    /// (upstream's `getExpr`).
    pub fn get_expr(&mut self, ctx: &mut Context, value: Value, dim: Option<i64>) -> AffineExpr {
        let ty = ctx.value_type(value);
        let const_size = match dim {
            Some(d) => ctx
                .shape(ty)
                .and_then(|s| s.get(usize::try_from(d).ok()?).copied())
                .filter(|&s| s != ir::DYNAMIC),
            None => constant_int(ctx, value),
        };
        if let Some(&pos) = self.value_dim_to_position.get(&(value, dim)) {
            return match const_size {
                Some(c) => ctx.affine_constant(c),
                None => self.pos_expr(ctx, pos),
            };
        }
        if let Some(c) = const_size {
            let pos = self.insert(value, dim, true, false);
            let e = ctx.affine_constant(c);
            self.add_bound(ctx, BoundType::Eq, pos, e);
            return e;
        }
        let pos = self.insert(value, dim, true, true);
        self.pos_expr(ctx, pos)
    }

    /// The expression of an index value or a constant.
    pub fn get_expr_ofr(&mut self, ctx: &mut Context, ofr: OpFoldResult) -> AffineExpr {
        match ofr {
            OpFoldResult::Value(v) => self.get_expr(ctx, v, None),
            OpFoldResult::Attr(_) => {
                let c = ofr_constant(ctx, ofr).unwrap_or(0);
                ctx.affine_constant(c)
            }
        }
    }

    fn reindex_from(&mut self, pos: usize) {
        for i in pos..self.position_to_value_dim.len() {
            if let Some(vd) = self.position_to_value_dim[i] {
                self.value_dim_to_position.insert(vd, i);
            }
        }
    }

    fn append_column(&mut self, is_symbol: bool) -> usize {
        let kind = if is_symbol {
            VarKind::Symbol
        } else {
            VarKind::SET_DIM
        };
        self.cstr.append_var(kind, 1)
    }

    /// Inserts a column for `value` (and `dim`), queued when
    /// `add_to_worklist` (upstream's `insert`).
    pub fn insert(
        &mut self,
        value: Value,
        dim: Option<i64>,
        is_symbol: bool,
        add_to_worklist: bool,
    ) -> usize {
        let pos = self.append_column(is_symbol);
        self.position_to_value_dim.insert(pos, Some((value, dim)));
        self.reindex_from(pos);
        if add_to_worklist {
            self.worklist.push_back(pos);
        }
        pos
    }

    /// Inserts an anonymous column.
    pub fn insert_anonymous(&mut self, is_symbol: bool) -> usize {
        let pos = self.append_column(is_symbol);
        self.position_to_value_dim.insert(pos, None);
        self.reindex_from(pos);
        pos
    }

    /// Inserts an anonymous column equal to `map` (one result) of
    /// `operands`, dimensions first (upstream's `insert(AffineMap, ...)`).
    pub fn insert_map(
        &mut self,
        ctx: &mut Context,
        map: AffineMap,
        operands: &[ValueDim],
        is_symbol: bool,
    ) -> usize {
        let pos = self.insert_anonymous(is_symbol);
        let data = ctx.affine_map_data(map).clone();
        let nd = data.num_dims as usize;
        let mut dims = Vec::new();
        let mut syms = Vec::new();
        for (i, &(v, d)) in operands.iter().enumerate() {
            let e = self.get_expr(ctx, v, d);
            if i < nd {
                dims.push(e);
            } else {
                syms.push(e);
            }
        }
        // A map without results (upstream asserts one) binds nothing.
        if let Some(&result) = data.results.first() {
            let e = ctx.affine_replace_dims_and_symbols(result, &dims, &syms);
            self.add_bound(ctx, BoundType::Eq, pos, e);
        }
        pos
    }

    /// The column of a mapped value (and dimension).
    pub fn get_pos(&self, value: Value, dim: Option<i64>) -> Option<usize> {
        self.value_dim_to_position.get(&(value, dim)).copied()
    }

    /// Whether the value (and dimension) has a column.
    pub fn is_mapped(&self, value: Value, dim: Option<i64>) -> bool {
        self.value_dim_to_position.contains_key(&(value, dim))
    }

    /// Analyses the queued values until the worklist is empty (upstream's
    /// `processWorklist`).
    pub fn process_worklist(&mut self, ctx: &mut Context) {
        while let Some(pos) = self.worklist.pop_front() {
            let Some((value, dim)) = self.position_to_value_dim[pos] else {
                continue;
            };
            if let Some(d) = dim {
                let ty = ctx.value_type(value);
                let size = ctx
                    .shape(ty)
                    .and_then(|s| s.get(usize::try_from(d).ok()?).copied());
                if let Some(size) = size.filter(|&s| s != ir::DYNAMIC) {
                    let e = self.get_expr_const(ctx, size);
                    self.bound_eq(ctx, value, dim, e);
                    continue;
                }
            }
            if (self.stop)(ctx, value, dim, self) {
                continue;
            }
            let Some(owner) = owner_of_value(ctx, value) else {
                continue;
            };
            if let Some(model) = ctx.op_interface::<dyn ValueBoundsOpInterface>(owner) {
                match dim {
                    None => model.populate_bounds_for_index_value(ctx, owner, value, self),
                    Some(d) => {
                        model.populate_bounds_for_shaped_value_dim(ctx, owner, value, d, self)
                    }
                }
                continue;
            }
            // Results of destination-style ops have their inits' shapes.
            let (Some(d), Value::Result { op, index }) = (dim, value) else {
                continue;
            };
            let Some(dps) = DestinationStyleOpInterfaceRef::get(ctx, op) else {
                continue;
            };
            let inits = dps.get_dps_inits_mutable(ctx);
            let Some(&tied) = ctx.operands(op).get(inits.start + index as usize) else {
                continue;
            };
            let e = self.get_expr(ctx, tied, Some(d));
            self.bound_eq(ctx, value, dim, e);
        }
    }

    fn get_expr_const(&self, ctx: &mut Context, c: i64) -> AffineExpr {
        ctx.affine_constant(c)
    }

    /// Projects out the column at `pos` (upstream's `projectOut`).
    pub fn project_out(&mut self, pos: usize) {
        self.cstr.project_out(pos, 1);
        if let Some(vd) = self.position_to_value_dim[pos] {
            self.value_dim_to_position.remove(&vd);
        }
        self.position_to_value_dim.remove(pos);
        self.reindex_from(pos);
    }

    /// Projects out the mapped columns satisfying `condition`.
    pub fn project_out_if(&mut self, mut condition: impl FnMut(&Self, ValueDim) -> bool) {
        let mut next = 0;
        while next < self.position_to_value_dim.len() {
            match self.position_to_value_dim[next] {
                Some(vd) if condition(self, vd) => self.project_out(next),
                _ => next += 1,
            }
        }
    }

    /// Projects out the anonymous columns but `except`.
    pub fn project_out_anonymous(&mut self, except: Option<usize>) {
        let mut next = 0;
        while next < self.position_to_value_dim.len() {
            if self.position_to_value_dim[next].is_some() || except == Some(next) {
                next += 1;
            } else {
                self.project_out(next);
            }
        }
    }

    /// Adds the constraints of `value` (and `dim`) and of the IR it
    /// depends on, as far as the stop condition allows.
    pub fn populate_constraints(&mut self, ctx: &mut Context, value: Value, dim: Option<i64>) {
        let _ = self.get_expr(ctx, value, dim);
        self.process_worklist(ctx);
    }

    /// Inserts a column for `map` of `operands` (a dimension), adds the
    /// constraints it depends on; returns its column.
    pub fn populate_constraints_map(
        &mut self,
        ctx: &mut Context,
        map: AffineMap,
        operands: &[ValueDim],
    ) -> usize {
        let pos = self.insert_map(ctx, map, operands, false);
        self.process_worklist(ctx);
        pos
    }

    /// A constant bound of the column at `pos` that fits 64 bits.
    pub fn constant_bound_of(&self, kind: BoundType, pos: usize) -> Option<i64> {
        self.cstr.constant_bound64(kind, pos)
    }

    /// Whether `lhs cmp rhs` holds for the columns: the opposite makes
    /// the constraints empty (upstream's `comparePos`).
    pub fn compare_pos(&self, lhs: usize, cmp: ComparisonOperator, rhs: usize) -> bool {
        if self.cstr.is_empty() {
            return false;
        }
        if cmp == ComparisonOperator::Eq {
            return self.compare_pos(lhs, ComparisonOperator::Le, rhs)
                && self.compare_pos(lhs, ComparisonOperator::Ge, rhs);
        }
        let cols = self.cstr.num_cols();
        let mut ineq = vec![Int::zero(); cols];
        let (l, r) = match cmp {
            ComparisonOperator::Lt | ComparisonOperator::Le => (1, -1),
            _ => (-1, 1),
        };
        ineq[lhs] += Int::from(l);
        ineq[rhs] += Int::from(r);
        if matches!(cmp, ComparisonOperator::Le | ComparisonOperator::Ge) {
            ineq[cols - 1] -= Int::from(1);
        }
        let mut with = self.cstr.clone();
        with.add_inequality(&ineq);
        with.is_empty()
    }

    /// Whether `lhs cmp rhs` holds for two variables of this set, their
    /// constraints added first.
    pub fn populate_and_compare(
        &mut self,
        ctx: &mut Context,
        lhs: &Variable,
        cmp: ComparisonOperator,
        rhs: &Variable,
    ) -> bool {
        let l = self.populate_constraints_map(ctx, lhs.map, &lhs.operands);
        let r = self.populate_constraints_map(ctx, rhs.map, &rhs.operands);
        self.compare_pos(l, cmp, r)
    }

    /// Bounds `value` (and `dim`): `value kind expr`. Nothing when it has
    /// no column.
    fn bound(
        &mut self,
        ctx: &mut Context,
        kind: BoundType,
        value: Value,
        dim: Option<i64>,
        expr: AffineExpr,
    ) {
        if let Some(pos) = self.get_pos(value, dim) {
            self.add_bound(ctx, kind, pos, expr);
        }
    }

    /// `value[dim] == expr` (upstream's `bound(value)[dim] == expr`).
    pub fn bound_eq(
        &mut self,
        ctx: &mut Context,
        value: Value,
        dim: Option<i64>,
        expr: AffineExpr,
    ) {
        self.bound(ctx, BoundType::Eq, value, dim, expr);
    }

    /// `value[dim] < expr`.
    pub fn bound_lt(
        &mut self,
        ctx: &mut Context,
        value: Value,
        dim: Option<i64>,
        expr: AffineExpr,
    ) {
        self.bound(ctx, BoundType::Ub, value, dim, expr);
    }

    /// `value[dim] <= expr`.
    pub fn bound_le(
        &mut self,
        ctx: &mut Context,
        value: Value,
        dim: Option<i64>,
        expr: AffineExpr,
    ) {
        let e = ctx.affine_add_const(expr, 1);
        self.bound_lt(ctx, value, dim, e);
    }

    /// `value[dim] >= expr`.
    pub fn bound_ge(
        &mut self,
        ctx: &mut Context,
        value: Value,
        dim: Option<i64>,
        expr: AffineExpr,
    ) {
        self.bound(ctx, BoundType::Lb, value, dim, expr);
    }

    /// `value[dim] > expr`.
    pub fn bound_gt(
        &mut self,
        ctx: &mut Context,
        value: Value,
        dim: Option<i64>,
        expr: AffineExpr,
    ) {
        let e = ctx.affine_add_const(expr, 1);
        self.bound_ge(ctx, value, dim, e);
    }

    /// `value[dim] == ofr`.
    pub fn bound_eq_ofr(
        &mut self,
        ctx: &mut Context,
        value: Value,
        dim: Option<i64>,
        ofr: OpFoldResult,
    ) {
        let e = self.get_expr_ofr(ctx, ofr);
        self.bound_eq(ctx, value, dim, e);
    }

    /// `value[dim] == c`.
    pub fn bound_eq_const(&mut self, ctx: &mut Context, value: Value, dim: Option<i64>, c: i64) {
        let e = ctx.affine_constant(c);
        self.bound_eq(ctx, value, dim, e);
    }
}

/// A bound computed as an affine map over values and dimensions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ComputedBound {
    /// The bound: no dimensions, one symbol per operand.
    pub map: AffineMap,
    /// The map's operands.
    pub operands: Vec<ValueDim>,
}

/// A bound of `var` in terms of the values where `stop` holds (upstream's
/// `computeBound`); an upper bound is exclusive unless `closed_ub`.
pub fn compute_bound(
    ctx: &mut Context,
    kind: BoundType,
    var: &Variable,
    stop: StopConditionFn<'_>,
    closed_ub: bool,
) -> Option<ComputedBound> {
    let mut cstr = ValueBoundsConstraintSet::new(stop);
    let pos = cstr.insert_map(ctx, var.map, &var.operands, false);
    cstr.process_worklist(ctx);
    cstr.project_out_if(|c, (v, d)| !stop(ctx, v, d, c));
    cstr.project_out_anonymous(Some(pos));
    let bounds = cstr.cstr.get_slice_bounds(ctx, pos, 1, true);
    let (lb, ub) = bounds.first().copied().unwrap_or((None, None));
    let nonempty = |ctx: &Context, m: Option<AffineMap>| {
        m.filter(|&m| !ctx.affine_map_data(m).results.is_empty())
    };
    let (lb, ub) = (nonempty(ctx, lb), nonempty(ctx, ub));
    if kind != BoundType::Lb && ub.is_none() {
        return None;
    }
    if kind != BoundType::Ub && lb.is_none() {
        return None;
    }
    if kind == BoundType::Eq && ub != lb {
        return None;
    }
    let bound = if kind == BoundType::Ub {
        let ub = ub?;
        let d = ctx.affine_map_data(ub).clone();
        let e = ctx.affine_add_const(d.results[0], if closed_ub { 0 } else { 1 });
        ctx.affine_map(d.num_dims, d.num_symbols, &[e])
    } else {
        let lb = lb?;
        let d = ctx.affine_map_data(lb).clone();
        ctx.affine_map(d.num_dims, d.num_symbols, &d.results[..1])
    };
    let bd = ctx.affine_map_data(bound).clone();
    let num_dim_vars = cstr.cstr.num_dims();
    let (mut rd, mut rs) = (Vec::new(), Vec::new());
    let (mut nd, mut ns) = (0u32, 0u32);
    let mut operands = Vec::new();
    for i in 0..cstr.cstr.num_dim_and_symbol_vars() {
        if i == pos {
            continue;
        }
        let is_dim = i < num_dim_vars;
        // The bound's dimensions skip `pos`, the only dimension.
        let idx = if is_dim {
            (if i > pos { i - 1 } else { i }) as u32
        } else {
            (i - num_dim_vars) as u32
        };
        let used = bd.results.iter().any(|&e| uses_input(ctx, e, is_dim, idx));
        if !used {
            let zero = ctx.affine_constant(0);
            if is_dim {
                rd.push(zero);
            } else {
                rs.push(zero);
            }
            continue;
        }
        if is_dim {
            rd.push(ctx.affine_dim(nd));
            nd += 1;
        } else {
            rs.push(ctx.affine_symbol(ns));
            ns += 1;
        }
        operands.push(cstr.position_to_value_dim[i]?);
    }
    let map = ctx.affine_map_replace_dims_and_symbols(bound, &rd, &rs, nd, ns);
    Some(ComputedBound { map, operands })
}

/// A bound of `var` in terms of the values (and dimensions) of
/// `dependencies` (upstream's `computeDependentBound`).
pub fn compute_dependent_bound(
    ctx: &mut Context,
    kind: BoundType,
    var: &Variable,
    dependencies: &[ValueDim],
    closed_ub: bool,
) -> Option<ComputedBound> {
    let stop = |_: &Context, v: Value, d: Option<i64>, _: &ValueBoundsConstraintSet<'_>| {
        dependencies.contains(&(v, d))
    };
    compute_bound(ctx, kind, var, &stop, closed_ub)
}

/// A bound of `var` in terms of values that do not depend on any of
/// `independencies` (upstream's `computeIndependentBound`).
pub fn compute_independent_bound(
    ctx: &mut Context,
    kind: BoundType,
    var: &Variable,
    independencies: &[Value],
    closed_ub: bool,
) -> Option<ComputedBound> {
    let is_independent = |ctx: &Context, v: Value| {
        let mut worklist = vec![v];
        let mut visited = std::collections::HashSet::new();
        while let Some(next) = worklist.pop() {
            if !visited.insert(next) {
                continue;
            }
            if independencies.contains(&next) {
                return false;
            }
            if let Some(op) = ctx.defining_op(next) {
                worklist.extend(ctx.operands(op));
            }
        }
        true
    };
    let stop = |ctx: &Context, v: Value, _: Option<i64>, _: &ValueBoundsConstraintSet<'_>| {
        is_independent(ctx, v)
    };
    compute_bound(ctx, kind, var, &stop, closed_ub)
}

/// A constant bound of `var` (upstream's `computeConstantBound`): the IR
/// is walked until `stop` holds, or without one until a constant bound is
/// known; an upper bound is exclusive unless `closed_ub`.
pub fn compute_constant_bound(
    ctx: &mut Context,
    kind: BoundType,
    var: &Variable,
    stop: Option<StopConditionFn<'_>>,
    closed_ub: bool,
) -> Option<i64> {
    let default_stop = |_: &Context, _: Value, _: Option<i64>, c: &ValueBoundsConstraintSet<'_>| {
        c.cstr.constant_bound64(kind, 0).is_some()
    };
    let mut cstr = ValueBoundsConstraintSet::new(stop.unwrap_or(&default_stop));
    let pos = cstr.populate_constraints_map(ctx, var.map, &var.operands);
    let bound = cstr.cstr.constant_bound64(kind, pos)?;
    Some(if kind == BoundType::Ub && !closed_ub {
        bound + 1
    } else {
        bound
    })
}

/// `value1[dim1] - value2[dim2]` when it is a constant (upstream's
/// `computeConstantDelta`).
pub fn compute_constant_delta(
    ctx: &mut Context,
    value1: ValueDim,
    value2: ValueDim,
) -> Option<i64> {
    let d0 = ctx.affine_dim(0);
    let d1 = ctx.affine_dim(1);
    let e = ctx.affine_sub(d0, d1);
    let map = ctx.affine_map(2, 0, &[e]);
    let vars = [
        Variable::from_ofr_dim(ctx, OpFoldResult::Value(value1.0), value1.1),
        Variable::from_ofr_dim(ctx, OpFoldResult::Value(value2.0), value2.1),
    ];
    let var = Variable::from_map(ctx, map, &vars);
    compute_constant_bound(ctx, BoundType::Eq, &var, None, false)
}

/// Whether `lhs cmp rhs` is proven (upstream's `compare`): the IR is
/// walked until the relation is proven or nothing is left.
pub fn compare(ctx: &mut Context, lhs: &Variable, cmp: ComparisonOperator, rhs: &Variable) -> bool {
    let lhs_pos = Cell::new(usize::MAX);
    let rhs_pos = Cell::new(usize::MAX);
    let stop = |_: &Context, _: Value, _: Option<i64>, c: &ValueBoundsConstraintSet<'_>| {
        let n = c.position_to_value_dim.len();
        if lhs_pos.get() >= n || rhs_pos.get() >= n {
            return false;
        }
        c.compare_pos(lhs_pos.get(), cmp, rhs_pos.get())
    };
    let mut cstr = ValueBoundsConstraintSet::new(&stop);
    lhs_pos.set(cstr.populate_constraints_map(ctx, lhs.map, &lhs.operands));
    rhs_pos.set(cstr.populate_constraints_map(ctx, rhs.map, &rhs.operands));
    cstr.compare_pos(lhs_pos.get(), cmp, rhs_pos.get())
}

/// Whether two variables are equal, different, or not known to be either
/// (upstream's `areEqual`).
pub fn are_equal(ctx: &mut Context, var1: &Variable, var2: &Variable) -> Option<bool> {
    if compare(ctx, var1, ComparisonOperator::Eq, var2) {
        return Some(true);
    }
    if compare(ctx, var1, ComparisonOperator::Lt, var2)
        || compare(ctx, var1, ComparisonOperator::Gt, var2)
    {
        return Some(false);
    }
    None
}
