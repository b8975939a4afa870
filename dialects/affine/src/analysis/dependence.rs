//! Memory dependences between affine loads and stores (upstream's
//! `MemRefAccess` and `checkMemrefAccessDependence` of
//! `Analysis/AffineAnalysis.cpp`): the pairs of iterations of the two
//! accesses that touch the same element, ordered source before
//! destination, and the range of each common loop's distance.

use ir::affine::AffineMap;
use ir::{BlockId, Context, Operation, Value};
use presburger::{Int, VarKind};

use super::flat_constraints::FlatAffineValueConstraints;
use super::flatten::flatten_exprs;
use super::index_set::{enclosing_affine_ops, for_iv_owner, index_set, parallel_iv_owner};
use crate::compose::{canonicalize_map_and_operands, compose_affine_map_and_operands};
use crate::scope::{get_affine_scope, is_affine_scope};
use crate::syntax::map_of;
use crate::{AffineLoadOp, AffineStoreOp, AffineVectorLoadOp, AffineVectorStoreOp};

/// An affine read or write: the op, its memref, its subscripts and their
/// map (upstream's `MemRefAccess`).
#[derive(Clone, Debug)]
pub struct MemRefAccess {
    /// The load or store.
    pub op: Operation,
    /// The memref accessed.
    pub memref: Value,
    /// The map's operands.
    pub indices: Vec<Value>,
    /// The access map.
    pub map: AffineMap,
    /// Whether the op writes (an `AffineWriteOpInterface`).
    pub is_write: bool,
}

impl MemRefAccess {
    /// The access of an `affine.load`, `affine.store`,
    /// `affine.vector_load` or `affine.vector_store`.
    pub fn new(ctx: &Context, op: Operation) -> Option<Self> {
        let (map, first, is_write) = if let Some(l) = AffineLoadOp::cast(ctx, op) {
            (l.map(ctx), 0, false)
        } else if let Some(l) = AffineVectorLoadOp::cast(ctx, op) {
            (l.map(ctx), 0, false)
        } else if let Some(s) = AffineStoreOp::cast(ctx, op) {
            (s.map(ctx), 1, true)
        } else if let Some(s) = AffineVectorStoreOp::cast(ctx, op) {
            (s.map(ctx), 1, true)
        } else {
            return None;
        };
        let operands = ctx.operands(op);
        Some(MemRefAccess {
            op,
            memref: *operands.get(first)?,
            indices: operands[first + 1..].to_vec(),
            map: map_of(ctx, map)?,
            is_write,
        })
    }

    /// The access map composed with the `affine.apply` ops defining its
    /// operands, simplified and canonicalized (upstream's `getAccessMap`).
    pub fn access_map(&self, ctx: &mut Context) -> (AffineMap, Vec<Value>) {
        let mut map = self.map;
        let mut operands = self.indices.clone();
        compose_affine_map_and_operands(ctx, &mut map, &mut operands);
        canonicalize_map_and_operands(ctx, &mut map, &mut operands);
        (map, operands)
    }
}

/// The outcome of a dependence check.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DependenceResult {
    /// The accesses may touch the same element in the order asked.
    HasDependence,
    /// They never do.
    NoDependence,
    /// The check could not be made (different affine scopes, bounds that
    /// cannot be flattened).
    Failure,
}

/// The distance of a dependence along one common loop: constant bounds on
/// `dst iv - src iv`, `None` where unbounded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DependenceComponent {
    /// The loop (`affine.for` or `affine.parallel`).
    pub op: Operation,
    /// The least distance.
    pub lb: Option<i64>,
    /// The greatest distance.
    pub ub: Option<i64>,
}

/// An access's iteration domain with its subscripts as rows over the
/// domain's columns.
struct AccessSystem {
    domain: FlatAffineValueConstraints,
    /// Each subscript over the domain's columns.
    rows: Vec<Vec<Int>>,
}

/// The domain of `access` and its subscripts over it (upstream's
/// `getAccessRelation`, its range kept as expressions).
fn access_system(ctx: &mut Context, access: &MemRefAccess) -> Option<AccessSystem> {
    let ops = enclosing_affine_ops(ctx, access.op);
    let mut domain = index_set(ctx, &ops).ok()?;
    let (map, operands) = access.access_map(ctx);
    let data = ctx.affine_map_data(map).clone();
    let (nd, ns) = (data.num_dims as usize, data.num_symbols as usize);
    let flat = flatten_exprs(ctx, &data.results, nd, ns).ok()?;
    let cols: Vec<usize> = operands
        .iter()
        .enumerate()
        .map(|(i, &v)| match domain.find_var(v) {
            Some(p) => p,
            None if i < nd => domain.append_dim_var(Some(v)),
            None => domain.append_symbol_var(Some(v)),
        })
        .collect();
    // The map's locals become the domain's last locals.
    domain.append_mapped(&flat.local_constraints, &cols);
    let n = domain.num_cols();
    let map_locals = flat.local_constraints.num_local_vars();
    let local_off = n - 1 - map_locals;
    let rows = flat
        .rows
        .iter()
        .map(|r| {
            let mut row = vec![Int::from(0); n];
            for (j, &c) in r[..nd + ns].iter().enumerate() {
                row[cols[j]] += c;
            }
            for k in 0..map_locals {
                row[local_off + k] = Int::from(r[nd + ns + k]);
            }
            row[n - 1] = Int::from(r[r.len() - 1]);
            row
        })
        .collect();
    Some(AccessSystem { domain, rows })
}

/// Whether `v` is the induction variable of an `affine.for` or
/// `affine.parallel`.
fn is_affine_iv(ctx: &Context, v: Option<Value>) -> bool {
    v.is_some_and(|v| for_iv_owner(ctx, v).is_some() || parallel_iv_owner(ctx, v).is_some())
}

/// The number of outer loops the two domains share (upstream's
/// `getNumCommonLoops`), with their ops.
fn common_loops(
    ctx: &Context,
    src: &FlatAffineValueConstraints,
    dst: &FlatAffineValueConstraints,
) -> Vec<Operation> {
    let mut loops = Vec::new();
    for i in 0..src.num_dims().min(dst.num_dims()) {
        let (a, b) = (src.value(i), dst.value(i));
        if !is_affine_iv(ctx, a) || !is_affine_iv(ctx, b) || a != b {
            break;
        }
        let Some(v) = a else { break };
        let Value::Arg { block, .. } = v else { break };
        let Some(owner) = ctx.block_parent_op(block) else {
            break;
        };
        loops.push(owner);
    }
    loops
}

/// The blocks from `op`'s up to the first whose parent op is an affine
/// scope, included.
fn ancestor_blocks(ctx: &Context, op: Operation) -> Vec<BlockId> {
    let mut blocks = Vec::new();
    let mut cur = ctx.op_parent_block(op);
    while let Some(b) = cur {
        blocks.push(b);
        match ctx.block_parent_op(b) {
            Some(p) if !is_affine_scope(ctx, p) => cur = ctx.op_parent_block(p),
            _ => break,
        }
    }
    blocks
}

/// The closest block around both ops within their affine scope (upstream's
/// `getCommonBlockInAffineScope`).
pub fn common_block_in_affine_scope(ctx: &Context, a: Operation, b: Operation) -> Option<BlockId> {
    let (ba, bb) = (ancestor_blocks(ctx, a), ancestor_blocks(ctx, b));
    let mut common = None;
    for (x, y) in ba.iter().rev().zip(bb.iter().rev()) {
        if x != y {
            break;
        }
        common = Some(*x);
    }
    common
}

/// The ancestor of `op` (or `op`) that lies in `block`.
pub fn ancestor_in_block(ctx: &Context, block: BlockId, op: Operation) -> Option<Operation> {
    let mut cur = op;
    loop {
        if ctx.op_parent_block(cur) == Some(block) {
            return Some(cur);
        }
        cur = ctx.op_parent_op(cur)?;
    }
}

/// Whether `a` comes before `b`, two ops of one block.
pub fn is_before_in_block(ctx: &Context, a: Operation, b: Operation) -> bool {
    let mut cur = ctx.next_op(a);
    while let Some(o) = cur {
        if o == b {
            return true;
        }
        cur = ctx.next_op(o);
    }
    false
}

/// Whether the ancestor of `src` comes before that of `dst` in their
/// common block (upstream's `srcAppearsBeforeDstInAncestralBlock`).
fn src_before_dst(ctx: &Context, src: Operation, dst: Operation) -> bool {
    let Some(block) = common_block_in_affine_scope(ctx, src, dst) else {
        return false;
    };
    match (
        ancestor_in_block(ctx, block, src),
        ancestor_in_block(ctx, block, dst),
    ) {
        (Some(a), Some(b)) => is_before_in_block(ctx, a, b),
        _ => false,
    }
}

/// Checks whether `src` and `dst` may access the same element, `src`'s
/// iteration before `dst`'s at `loop_depth` (1 for the outermost common
/// loop, the number of common loops plus one for the same iteration of
/// them all); fills `components` with the distances along each common loop
/// when a dependence exists (upstream's `checkMemrefAccessDependence`).
/// Read-after-read pairs count only when `allow_rar`.
pub fn check_memref_access_dependence(
    ctx: &mut Context,
    src: &MemRefAccess,
    dst: &MemRefAccess,
    loop_depth: usize,
    components: Option<&mut Vec<DependenceComponent>>,
    allow_rar: bool,
) -> DependenceResult {
    if src.memref != dst.memref {
        return DependenceResult::NoDependence;
    }
    if !allow_rar && !src.is_write && !dst.is_write {
        return DependenceResult::NoDependence;
    }
    if get_affine_scope(ctx, src.op) != get_affine_scope(ctx, dst.op)
        || common_block_in_affine_scope(ctx, src.op, dst.op).is_none()
    {
        return DependenceResult::Failure;
    }
    let (Some(s), Some(d)) = (access_system(ctx, src), access_system(ctx, dst)) else {
        return DependenceResult::Failure;
    };
    if s.rows.len() != d.rows.len() {
        return DependenceResult::Failure;
    }
    let loops = common_loops(ctx, &s.domain, &d.domain);
    let num_common = loops.len();
    if !allow_rar && loop_depth > num_common && !src_before_dst(ctx, src.op, dst.op) {
        return DependenceResult::NoDependence;
    }
    let mut dep = dependence_system(&s, &d);
    add_ordering_constraints(&mut dep, s.domain.num_dims(), num_common, loop_depth);
    if dep.is_empty() {
        return DependenceResult::NoDependence;
    }
    if let Some(components) = components {
        *components = direction_vector(dep, s.domain.num_dims(), &loops);
    }
    DependenceResult::HasDependence
}

/// The system over `[src dims, dst dims, symbols, locals]` of the pairs of
/// iterations whose subscripts agree (upstream composes the source's access
/// relation with the destination's inverse).
fn dependence_system(s: &AccessSystem, d: &AccessSystem) -> FlatAffineValueConstraints {
    let (sd, dd) = (s.domain.num_dims(), d.domain.num_dims());
    let mut dep = FlatAffineValueConstraints::new(0, 0);
    for i in 0..sd {
        dep.append_dim_var(s.domain.value(i));
    }
    for i in 0..dd {
        dep.append_dim_var(d.domain.value(i));
    }
    let sym_col = |dep: &mut FlatAffineValueConstraints, v: Option<Value>| {
        let ds = dep.num_dims();
        let found =
            v.and_then(|v| (ds..dep.num_dim_and_symbol_vars()).find(|&p| dep.value(p) == Some(v)));
        found.unwrap_or_else(|| dep.append_symbol_var(v))
    };
    let mut src_syms = Vec::new();
    for i in sd..s.domain.num_dim_and_symbol_vars() {
        src_syms.push(sym_col(&mut dep, s.domain.value(i)));
    }
    let mut dst_syms = Vec::new();
    for i in dd..d.domain.num_dim_and_symbol_vars() {
        dst_syms.push(sym_col(&mut dep, d.domain.value(i)));
    }
    let total_dims = sd + dd;
    let sym_cols = |dims: Vec<usize>, syms: &[usize]| -> Vec<usize> {
        dims.into_iter().chain(syms.iter().copied()).collect()
    };
    let src_cols = sym_cols((0..sd).collect(), &src_syms);
    let dst_cols = sym_cols((sd..total_dims).collect(), &dst_syms);
    dep.append_mapped(&s.domain, &src_cols);
    let src_local_off = dep.num_cols() - 1 - s.domain.num_local_vars();
    dep.append_mapped(&d.domain, &dst_cols);
    let dst_local_off = dep.num_cols() - 1 - d.domain.num_local_vars();
    let n = dep.num_cols();
    for (sr, dr) in s.rows.iter().zip(&d.rows) {
        let mut eq = vec![Int::from(0); n];
        add_row(&mut eq, sr, &src_cols, src_local_off, 1);
        add_row(&mut eq, dr, &dst_cols, dst_local_off, -1);
        dep.add_equality(&eq);
    }
    dep
}

/// Adds `sign * row` (over an access domain's columns) to `eq`.
fn add_row(eq: &mut [Int], row: &[Int], cols: &[usize], local_off: usize, sign: i64) {
    let ds = cols.len();
    let n = eq.len();
    for (j, c) in row[..ds].iter().enumerate() {
        eq[cols[j]] += c * sign;
    }
    for (k, c) in row[ds..row.len() - 1].iter().enumerate() {
        eq[local_off + k] += c * sign;
    }
    eq[n - 1] += &row[row.len() - 1] * sign;
}

/// Source before destination: equal induction variables on the common
/// loops above `loop_depth`, and a later destination iteration of the loop
/// at `loop_depth` (upstream's `addOrderingConstraints`).
fn add_ordering_constraints(
    dep: &mut FlatAffineValueConstraints,
    num_src_dims: usize,
    num_common: usize,
    loop_depth: usize,
) {
    let n = dep.num_cols();
    for i in 0..num_common.min(loop_depth) {
        let mut eq = vec![Int::from(0); n];
        eq[i] = Int::from(-1);
        eq[i + num_src_dims] = Int::from(1);
        if i + 1 == loop_depth {
            eq[n - 1] = Int::from(-1);
            dep.add_inequality(&eq);
        } else {
            dep.add_equality(&eq);
        }
    }
}

/// The constant bounds of `dst iv - src iv` along each common loop, every
/// other variable projected out (upstream's `computeDirectionVector`).
fn direction_vector(
    mut dep: FlatAffineValueConstraints,
    num_src_dims: usize,
    loops: &[Operation],
) -> Vec<DependenceComponent> {
    let nc = loops.len();
    if nc == 0 {
        return Vec::new();
    }
    let to_eliminate = dep.num_vars();
    for _ in 0..nc {
        dep.insert_var(VarKind::SET_DIM, 0, 1);
    }
    let n = dep.num_cols();
    for j in 0..nc {
        let mut eq = vec![Int::from(0); n];
        eq[j] = Int::from(1);
        eq[j + nc] = Int::from(1);
        eq[j + nc + num_src_dims] = Int::from(-1);
        dep.add_equality(&eq);
    }
    dep.project_out(nc, to_eliminate);
    loops
        .iter()
        .enumerate()
        .map(|(j, &op)| DependenceComponent {
            op,
            lb: dep.constant_bound64(presburger::BoundType::Lb, j),
            ub: dep.constant_bound64(presburger::BoundType::Ub, j),
        })
        .collect()
}

/// Whether a result is a dependence.
pub fn has_dependence(r: DependenceResult) -> bool {
    r == DependenceResult::HasDependence
}
