//! Memory regions: the elements of a memref an affine load or store touches
//! over the iterations of the loops around it, symbolic in the outermost
//! ones (upstream's `MemRefRegion` of `Analysis/Utils.cpp`:
//! `compute`, `getConstantBoundingSizeAndShape`, `getRegionSize`,
//! `unionBoundingBox`), the memory footprint of a loop nest
//! (`getMemoryFootprintBytes`) and the sizes of memref elements and memrefs
//! (`getMemRefIntOrFloatEltSizeInBytes`, `getIntOrFloatMemRefSizeInBytes`).

use ir::diag::{op_for_note, Severity};
use ir::{Context, Diagnostic, Operation, Type, Value};
use num_traits::{ToPrimitive, Zero};
use presburger::{BoundType, Int, VarKind};

use super::dependence::MemRefAccess;
use super::flat_constraints::FlatAffineValueConstraints;
use super::flatten::flatten_exprs;
use super::index_set::{affine_ivs, for_iv_owner, parallel_iv_owner};
use super::min_max::constant_int_value;
use super::parallelism::nesting_depth;
use crate::scope::is_valid_symbol;
use crate::AffineForOp;

/// Why a region could not be computed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RegionError {
    /// The op is no affine load or store, a subscript operand is neither a
    /// loop variable nor a symbol, or a loop's bounds cannot be flattened.
    Unsupported,
    /// The access map could not be flattened (upstream reports
    /// "getMemRefRegion: compose affine map failed" at the op).
    ComposeFailed,
}

/// The part of a memref an access touches: constraints whose dimensions are
/// the memref's (one per rank) and whose symbols are the loop variables it
/// is symbolic in and the other symbols of the bounds.
#[derive(Clone, Debug)]
pub struct MemRefRegion {
    /// The memref.
    pub memref: Value,
    /// Whether the access writes.
    pub write: bool,
    /// The region's constraints.
    pub cst: FlatAffineValueConstraints,
}

impl FlatAffineValueConstraints {
    /// A system of `dims` dimensions and `symbols` symbols tied to `values`
    /// in order.
    pub fn with_values(dims: usize, symbols: usize, values: &[Value]) -> Self {
        let mut cst = Self::new(0, 0);
        for (i, &v) in values.iter().enumerate().take(dims + symbols) {
            if i < dims {
                cst.append_dim_var(Some(v));
            } else {
                cst.append_symbol_var(Some(v));
            }
        }
        cst
    }

    /// The column of the first dimension or symbol from `from` on tied to
    /// `v`.
    fn find_var_from(&self, v: Value, from: usize) -> Option<usize> {
        self.values()
            .iter()
            .skip(from)
            .position(|&x| x == Some(v))
            .map(|p| p + from)
    }

    /// Eliminates the variable tied to `v` by Fourier-Motzkin (upstream's
    /// `projectOut(Value)`).
    pub fn project_out_value(&mut self, v: Value) {
        if let Some(pos) = self.find_var(v) {
            self.fourier_motzkin_eliminate(pos, false);
            self.forget_value(pos);
        }
    }

    /// Constant-folds the dimensions and symbols `[pos, pos + num)`, each
    /// fixed by an equality replaced by its value (upstream's
    /// `constantFoldVarRange`).
    pub fn constant_fold_values(&mut self, pos: usize, num: usize) {
        let mut t = pos;
        for _ in 0..num {
            if self.constant_fold_var(t) {
                self.forget_value(t);
            } else {
                t += 1;
            }
        }
    }

    /// Adds one dimension per result of `map` (over this system's
    /// dimensions and symbols) at the front, each equal to its result; the
    /// map's divisions become the first locals (upstream's
    /// `composeMatchingMap`).
    pub fn compose_matching_map(
        &mut self,
        ctx: &mut Context,
        map: ir::affine::AffineMap,
    ) -> Result<(), RegionError> {
        let data = ctx.affine_map_data(map).clone();
        let (nd, ns) = (data.num_dims as usize, data.num_symbols as usize);
        let flat =
            flatten_exprs(ctx, &data.results, nd, ns).map_err(|_| RegionError::ComposeFailed)?;
        let new_locals = flat.local_constraints.num_local_vars();
        if new_locals > 0 {
            let existing = self.num_local_vars();
            self.insert_var(VarKind::Local, 0, new_locals);
            let mut local_cst = flat.local_constraints.clone();
            local_cst.append_var(VarKind::Local, existing);
            self.append(&local_cst);
        }
        let results = flat.rows.len();
        for _ in 0..results {
            self.insert_dim_var_front();
        }
        let inputs = nd + ns;
        let cols = self.num_cols();
        let ds = self.num_dim_and_symbol_vars();
        for (r, row) in flat.rows.iter().enumerate() {
            let mut eq = vec![Int::zero(); cols];
            eq[r] = Int::from(1);
            for i in 0..inputs {
                eq[results + i] = Int::from(-row[i]);
            }
            for (k, j) in (inputs..row.len() - 1).zip(ds..) {
                eq[j] = Int::from(-row[k]);
            }
            eq[cols - 1] = Int::from(-row[row.len() - 1]);
            self.add_equality(&eq);
        }
        Ok(())
    }

    /// Merges the symbols of `self` and `other` so that both have the same
    /// symbols in the same order: `self`'s first, then those only `other`
    /// has (upstream's `mergeSymbolVars`).
    fn merge_symbol_vars(&mut self, other: &mut FlatAffineValueConstraints) {
        let (nd, ns) = (self.num_dims(), self.num_symbols());
        let mine: Vec<Option<Value>> = self.values()[nd..nd + ns].to_vec();
        for (s, v) in (other.num_dims()..).zip(mine) {
            let on = other.num_dims();
            let end = on + other.num_symbols();
            let found = v
                .and_then(|v| other.find_var_from(v, s))
                .filter(|&l| l >= on && l < end);
            match found {
                Some(l) => other.swap_value_var(s, l),
                None => other.insert_symbol_var_at(s - on, v),
            }
        }
        let on = other.num_dims();
        for t in on + self.num_symbols()..on + other.num_symbols() {
            let v = other.value(t);
            let at = self.num_symbols();
            self.insert_symbol_var_at(at, v);
        }
    }

    /// Replaces the constraints by the bounding box of these and `other`'s
    /// (same dimensions, no locals), after aligning the symbols of both
    /// (upstream's `FlatLinearValueConstraints::unionBoundingBox`); false
    /// when no box is found.
    pub fn union_bounding_box_values(&mut self, other: &FlatAffineValueConstraints) -> bool {
        let aligned = self.num_dims() == other.num_dims()
            && self.num_symbols() == other.num_symbols()
            && self.values() == other.values();
        if aligned {
            return self.union_bounding_box(other);
        }
        let mut copy = other.clone();
        self.merge_symbol_vars(&mut copy);
        self.union_bounding_box(&copy)
    }
}

impl MemRefRegion {
    /// The region `op` (an affine load or store) touches over the loops
    /// around it but the outermost `loop_depth`, which it is symbolic in;
    /// with `add_memref_dim_bounds`, bounded by the memref's static shape
    /// (upstream's `MemRefRegion::compute` without a slice).
    pub fn compute(
        ctx: &mut Context,
        op: Operation,
        loop_depth: usize,
        add_memref_dim_bounds: bool,
    ) -> Result<MemRefRegion, RegionError> {
        let access = MemRefAccess::new(ctx, op).ok_or(RegionError::Unsupported)?;
        let memref = access.memref;
        let write = access.is_write;
        let ty = ctx.value_type(memref);
        let shape: Vec<i64> = ctx.shape(ty).ok_or(RegionError::Unsupported)?.to_vec();
        let rank = shape.len();
        if rank == 0 {
            let mut ivs = affine_ivs(ctx, op);
            ivs.truncate(loop_depth);
            let cst = FlatAffineValueConstraints::with_values(0, ivs.len(), &ivs);
            return Ok(MemRefRegion { memref, write, cst });
        }
        let (map, operands) = access.access_map(ctx);
        let data = ctx.affine_map_data(map);
        let (nd, ns) = (data.num_dims as usize, data.num_symbols as usize);
        let mut cst = FlatAffineValueConstraints::with_values(nd, ns, &operands);
        for &operand in &operands {
            if let Some(f) = for_iv_owner(ctx, operand) {
                cst.add_affine_for_op_domain(ctx, f)
                    .map_err(|_| RegionError::Unsupported)?;
            } else if let Some(p) = parallel_iv_owner(ctx, operand) {
                cst.add_affine_parallel_op_domain(ctx, p)
                    .map_err(|_| RegionError::Unsupported)?;
            } else if is_valid_symbol(ctx, operand) {
                if let Some(c) = constant_int_value(ctx, operand) {
                    if let Some(pos) = cst.find_var(operand) {
                        cst.add_bound(BoundType::Eq, pos, &Int::from(c));
                    }
                }
            } else {
                return Err(RegionError::Unsupported);
            }
        }
        let aligned = cst.aligned_map(ctx, map, &operands);
        cst.compose_matching_map(ctx, aligned)?;
        let mut cst = cst.with_dims(rank);
        // Loop variables other than the outermost `loop_depth` ones are
        // projected out.
        let mut enclosing = affine_ivs(ctx, op);
        enclosing.truncate(loop_depth);
        let symbols: Vec<Value> = cst.values()[rank..].iter().flatten().copied().collect();
        for v in symbols {
            let is_iv = for_iv_owner(ctx, v).is_some() || parallel_iv_owner(ctx, v).is_some();
            if is_iv && !enclosing.contains(&v) {
                cst.project_out_value(v);
            }
        }
        let ds = cst.num_dim_and_symbol_vars();
        let locals = cst.num_local_vars();
        cst.project_out(ds, locals);
        let syms = cst.num_symbols();
        cst.constant_fold_values(rank, syms);
        if add_memref_dim_bounds {
            for (r, &size) in shape.iter().enumerate() {
                cst.add_bound(BoundType::Lb, r, &Int::from(0));
                if size != ir::DYNAMIC {
                    cst.add_bound(BoundType::Ub, r, &Int::from(size - 1));
                }
            }
        }
        cst.remove_trivial_redundancy();
        Ok(MemRefRegion { memref, write, cst })
    }

    /// The number of elements of the region's bounding box and its extent
    /// along each dimension, with each dimension's lower bound (over the
    /// symbols and the constant, `lb floordiv divisor`) and divisor; a
    /// dimension without a constant extent takes the memref's static size
    /// from 0; `None` when that is dynamic too (upstream's
    /// `getConstantBoundingSizeAndShape`).
    pub fn constant_bounding_size_and_shape(&self, ctx: &Context) -> Option<BoundingBox> {
        let ty = ctx.value_type(self.memref);
        let shape = ctx.shape(ty)?;
        let mut with_shape = self.cst.clone();
        for (r, &size) in shape.iter().enumerate() {
            with_shape.add_bound(BoundType::Lb, r, &Int::from(0));
            if size != ir::DYNAMIC {
                with_shape.add_bound(BoundType::Ub, r, &Int::from(size - 1));
            }
        }
        let mut b = BoundingBox {
            num_elements: 1,
            shape: Vec::with_capacity(shape.len()),
            lbs: Vec::with_capacity(shape.len()),
            lb_divisors: Vec::with_capacity(shape.len()),
        };
        for (d, &size) in shape.iter().enumerate() {
            let (extent, lb, divisor) = match with_shape.get_constant_bound_on_dim_size(d) {
                Some(bound) => (
                    bound.size.to_i64()?,
                    bound
                        .lb
                        .iter()
                        .map(ToPrimitive::to_i64)
                        .collect::<Option<Vec<i64>>>()?,
                    bound.divisor.to_i64()?,
                ),
                None if size == ir::DYNAMIC => return None,
                None => (size, vec![0; with_shape.num_symbols() + 1], 1),
            };
            b.num_elements = b.num_elements.wrapping_mul(extent);
            b.shape.push(extent);
            b.lbs.push(lb);
            b.lb_divisors.push(divisor);
        }
        Some(b)
    }

    /// The size in bytes of the region's bounding box; `Some(0)` for a
    /// memref whose layout is not the identity (upstream's `getRegionSize`
    /// returns `false` there, which converts to zero).
    pub fn region_size(&self, ctx: &Context) -> Option<i64> {
        let ty = ctx.value_type(self.memref);
        if !memref::has_identity_layout(ctx, ty) {
            return Some(0);
        }
        let n = self.constant_bounding_size_and_shape(ctx)?.num_elements;
        let elt = memref_elt_size_in_bytes(ctx, ty)?;
        Some(elt.wrapping_mul(n))
    }

    /// Replaces the region by the bounding box of it and `other` (the same
    /// memref); false when no box is found (upstream's `unionBoundingBox`).
    pub fn union_bounding_box(&mut self, other: &MemRefRegion) -> bool {
        self.cst.union_bounding_box_values(&other.cst)
    }
}

/// A region's constant bounding box.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoundingBox {
    /// The number of elements.
    pub num_elements: i64,
    /// The extent along each dimension.
    pub shape: Vec<i64>,
    /// Each dimension's lower bound over the symbols and the constant.
    pub lbs: Vec<Vec<i64>>,
    /// The divisor of each lower bound.
    pub lb_divisors: Vec<i64>,
}

/// The size in bytes of an element of the memref type `ty`: an integer or
/// float, or a vector of them; `None` otherwise (upstream's
/// `getMemRefIntOrFloatEltSizeInBytes`).
pub fn memref_elt_size_in_bytes(ctx: &Context, ty: Type) -> Option<i64> {
    let elt = ctx.element_type(ty)?;
    let bits = match ctx.int_or_float_width(elt) {
        Some(w) => i64::from(w),
        None if ctx.is_vector(elt) => {
            let inner = ctx.element_type(elt)?;
            let w = i64::from(ctx.int_or_float_width(inner)?);
            let n: i64 = ctx.shape(elt)?.iter().product();
            w * n
        }
        None => return None,
    };
    Some((bits + 7) / 8)
}

/// The size in bytes of a statically shaped memref of integers, floats or
/// vectors of them (upstream's `getIntOrFloatMemRefSizeInBytes`).
pub fn memref_size_in_bytes(ctx: &Context, ty: Type) -> Option<i64> {
    if !ctx.has_static_shape(ty) {
        return None;
    }
    let mut size = memref_elt_size_in_bytes(ctx, ty)?;
    for &d in ctx.shape(ty)? {
        size = size.wrapping_mul(d);
    }
    Some(size)
}

/// The bytes the loads and stores in `for_op` touch, each memref's regions
/// joined in a bounding box (upstream's `getMemoryFootprintBytes`):
/// `None` when a region or its size is unknown. Upstream's diagnostics on
/// the way (an error when a region cannot be computed, a warning when two
/// cannot be joined) are returned with it.
pub fn memory_footprint_bytes(
    ctx: &mut Context,
    for_op: AffineForOp,
) -> (Option<i64>, Vec<Diagnostic>) {
    let root = for_op.operation();
    let depth = ctx
        .op_parent_block(root)
        .and_then(|b| ctx.block_first_op(b))
        .map_or(0, |first| nesting_depth(ctx, first));
    let mut regions: Vec<MemRefRegion> = Vec::new();
    let mut diags = Vec::new();
    for op in ctx.walk_postorder(root) {
        if MemRefAccess::new(ctx, op).is_none() {
            continue;
        }
        let region = match MemRefRegion::compute(ctx, op, depth, true) {
            Ok(r) => r,
            Err(e) => {
                if e == RegionError::ComposeFailed {
                    let msg = "getMemRefRegion: compose affine map failed";
                    diags.push(Diagnostic::at_op(ctx, op, msg));
                }
                diags.push(Diagnostic::at_op(
                    ctx,
                    op,
                    "error obtaining memory region\n",
                ));
                return (None, diags);
            }
        };
        match regions.iter_mut().find(|r| r.memref == region.memref) {
            None => regions.push(region),
            Some(existing) => {
                if !existing.union_bounding_box(&region) {
                    let msg =
                        "getMemoryFootprintBytes: unable to perform a union on a memory region";
                    diags.push(op_diagnostic(ctx, op, Severity::Warning, msg));
                    return (None, diags);
                }
            }
        }
    }
    let mut total: i64 = 0;
    for r in &regions {
        let Some(size) = r.region_size(ctx) else {
            return (None, diags);
        };
        total = total.wrapping_add(size);
    }
    (Some(total), diags)
}

/// A warning or remark at `op` (MLIR's `Operation::emitWarning` and
/// `emitRemark`: the op in its custom form in a note unless the context
/// prints no op on diagnostics).
pub fn op_diagnostic(
    ctx: &Context,
    op: Operation,
    severity: Severity,
    message: &str,
) -> Diagnostic {
    let loc = ctx.op_loc(op);
    let mut d = Diagnostic::error(loc, message);
    d.severity = severity;
    if ctx.print_op_on_diagnostic() {
        let text = format!("see current operation: {}", op_for_note(ctx, op));
        d = d.with_note(loc, text);
    }
    d
}
