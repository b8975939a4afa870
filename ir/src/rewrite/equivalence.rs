//! Structural equality of operations (MLIR's `OperationEquivalence`): a
//! hash and a comparison of name, attributes, properties, result types,
//! operands (through caller-supplied value rules) and, for CSE, regions.

use std::hash::{Hash, Hasher};

use crate::core::context::Context;
use crate::core::registry::OpTrait;
use crate::core::storage::{OpId, Value};
use crate::support::intern::FxHasher;

/// A hash of `op` (`computeHash`): name, attributes, properties, result
/// types, the location unless `ignore_locations`, then each operand's hash
/// by `operand` (summed for commutative ops) and each result's by `result`.
pub fn op_hash(
    ctx: &Context,
    op: OpId,
    operand: impl Fn(Value) -> u64,
    result: impl Fn(Value) -> u64,
    ignore_locations: bool,
) -> u64 {
    let mut h = FxHasher::default();
    ctx.op_get_name(op).hash(&mut h);
    ctx.attrs(op).hash(&mut h);
    ctx.props(op).hash(&mut h);
    for i in 0..ctx.num_results(op) {
        ctx.value_type(ctx.result(op, i)).hash(&mut h);
    }
    if !ignore_locations {
        ctx.op_loc(op).hash(&mut h);
    }
    if ctx.op_has_trait(op, &OpTrait::Commutative) && ctx.num_operands(op) > 0 {
        let sum = ctx
            .operands_iter(op)
            .fold(0u64, |acc, v| acc.wrapping_add(operand(v)));
        sum.hash(&mut h);
    } else {
        for v in ctx.operands_iter(op) {
            operand(v).hash(&mut h);
        }
    }
    for i in 0..ctx.num_results(op) {
        result(ctx.result(op, i)).hash(&mut h);
    }
    h.finish()
}

/// Whether `a` and `b` agree in everything but operands and regions
/// (`isEquivalentTo`'s first step, and result types): name, attributes,
/// properties, numbers of regions, successors, operands and results, the
/// location unless `ignore_locations`, result types.
pub fn same_shape(ctx: &Context, a: OpId, b: OpId, ignore_locations: bool) -> bool {
    if ctx.op_get_name(a) != ctx.op_get_name(b)
        || ctx.attrs(a) != ctx.attrs(b)
        || ctx.op_regions(a).len() != ctx.op_regions(b).len()
        || ctx.successors(a).len() != ctx.successors(b).len()
        || ctx.num_operands(a) != ctx.num_operands(b)
        || ctx.num_results(a) != ctx.num_results(b)
        || ctx.props(a) != ctx.props(b)
    {
        return false;
    }
    if !ignore_locations && ctx.op_loc(a) != ctx.op_loc(b) {
        return false;
    }
    (0..ctx.num_results(a))
        .all(|i| ctx.value_type(ctx.result(a, i)) == ctx.value_type(ctx.result(b, i)))
}

/// Values known to correspond while two ops (and their regions) are
/// compared (`ValueEquivalenceCache`).
#[derive(Default)]
pub struct ValueMap {
    pairs: crate::support::intern::FxHashMap<Value, Value>,
}

impl ValueMap {
    fn equivalent(&self, a: Value, b: Value) -> bool {
        a == b || self.pairs.get(&a) == Some(&b)
    }
    fn mark(&mut self, a: Value, b: Value) {
        self.pairs.entry(a).or_insert(b);
    }
    /// Commutative operands: equal in order, or the rest a permutation.
    fn commutative(&self, a: &[Value], b: &[Value]) -> bool {
        if a.len() != b.len() {
            return false;
        }
        let same = a
            .iter()
            .zip(b)
            .take_while(|(x, y)| self.equivalent(**x, **y))
            .count();
        if same == a.len() {
            return true;
        }
        let mut x = a[same..].to_vec();
        let mut y = b[same..].to_vec();
        x.sort();
        y.sort();
        x == y
    }
}

/// Whether `a` and `b` compute the same thing (`isEquivalentTo` with the
/// value cache): same shape, operands equal or corresponding (commutative
/// operands as a permutation), results then corresponding, regions
/// equivalent block by block.
pub fn ops_equivalent(ctx: &Context, a: OpId, b: OpId, ignore_locations: bool) -> bool {
    let mut map = ValueMap::default();
    if ctx.op_regions(a).is_empty() && ctx.op_regions(b).is_empty() {
        // Most ops: no region to compare, so nothing to remember of their
        // results (no allocation).
        return a == b
            || same_shape(ctx, a, b, ignore_locations) && operands_equivalent(ctx, a, b, &map);
    }
    ops_equivalent_in(ctx, a, b, ignore_locations, &mut map)
}

/// Whether the operands of `a` and `b` (of the same shape) are equal or
/// correspond through `map` (commutative ones as a permutation).
fn operands_equivalent(ctx: &Context, a: OpId, b: OpId, map: &ValueMap) -> bool {
    let pairs = ctx.operands_iter(a).zip(ctx.operands_iter(b));
    if ctx.op_has_trait(a, &OpTrait::Commutative) {
        let same = pairs.take_while(|&(x, y)| map.equivalent(x, y)).count();
        return same == ctx.num_operands(a)
            || map.commutative(&ctx.operands(a)[same..], &ctx.operands(b)[same..]);
    }
    for (x, y) in pairs {
        if x != y && (ctx.value_type(x) != ctx.value_type(y) || !map.equivalent(x, y)) {
            return false;
        }
    }
    true
}

fn ops_equivalent_in(
    ctx: &Context,
    a: OpId,
    b: OpId,
    ignore_locations: bool,
    map: &mut ValueMap,
) -> bool {
    if a == b {
        return true;
    }
    if !same_shape(ctx, a, b, ignore_locations) {
        return false;
    }
    if !operands_equivalent(ctx, a, b, map) {
        return false;
    }
    for i in 0..ctx.num_results(a) {
        map.mark(ctx.result(a, i), ctx.result(b, i));
    }
    let (ra, rb) = (ctx.op_regions(a).to_vec(), ctx.op_regions(b).to_vec());
    ra.iter()
        .zip(&rb)
        .all(|(&x, &y)| regions_equivalent_in(ctx, x, y, ignore_locations, map))
}

/// Whether regions `a` and `b` are equivalent block by block, their
/// arguments and the values their ops define corresponding
/// (`isRegionEquivalentTo`).
pub fn regions_equivalent(
    ctx: &Context,
    a: crate::core::storage::RegionId,
    b: crate::core::storage::RegionId,
    ignore_locations: bool,
) -> bool {
    regions_equivalent_in(ctx, a, b, ignore_locations, &mut ValueMap::default())
}

fn regions_equivalent_in(
    ctx: &Context,
    a: crate::core::storage::RegionId,
    b: crate::core::storage::RegionId,
    ignore_locations: bool,
    map: &mut ValueMap,
) -> bool {
    use crate::core::storage::BlockId;
    let (ba, bb) = (ctx.region_blocks(a), ctx.region_blocks(b));
    if ba.len() != bb.len() {
        return false;
    }
    let mut blocks: crate::support::intern::FxHashMap<BlockId, BlockId> = Default::default();
    for (&x, &y) in ba.iter().zip(bb) {
        if ctx.num_block_args(x) != ctx.num_block_args(y) {
            return false;
        }
        if *blocks.entry(x).or_insert(y) != y {
            return false;
        }
        for i in 0..ctx.num_block_args(x) {
            let (p, q) = (ctx.block_arg(x, i), ctx.block_arg(y, i));
            if ctx.value_type(p) != ctx.value_type(q) {
                return false;
            }
            if !ignore_locations && ctx.block_arg_loc(x, i) != ctx.block_arg_loc(y, i) {
                return false;
            }
            map.mark(p, q);
        }
        let (ox, oy): (Vec<OpId>, Vec<OpId>) =
            (ctx.block_ops(x).collect(), ctx.block_ops(y).collect());
        if ox.len() != oy.len() {
            return false;
        }
        for (&p, &q) in ox.iter().zip(&oy) {
            if !ops_equivalent_in(ctx, p, q, ignore_locations, map) {
                return false;
            }
            for (&s, &t) in ctx.successors(p).iter().zip(ctx.successors(q)) {
                if *blocks.entry(s).or_insert(t) != t {
                    return false;
                }
            }
        }
    }
    true
}
