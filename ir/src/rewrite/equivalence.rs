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
