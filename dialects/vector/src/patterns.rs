//! Canonicalization patterns of `vector.broadcast` and
//! `vector.from_elements` (upstream `VectorOps.cpp`).

use crate::*;
use ir::rewrite::fn_pattern;
use ir::{OpId, PatternRewriter, RewritePattern};

/// `BroadcastOp`'s patterns: `BroadcastFolder`.
pub(crate) fn broadcast_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![fn_pattern(
        BroadcastOp::OPERATION_NAME,
        "BroadcastFolder",
        broadcast_of_broadcast,
    )]
}

/// `broadcast(broadcast(x))` is `broadcast(x)`.
fn broadcast_of_broadcast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(b) = BroadcastOp::cast(rw, op) else {
        return false;
    };
    let Some(inner) = rw
        .defining_op(b.source(rw))
        .and_then(|d| BroadcastOp::cast(rw, d))
    else {
        return false;
    };
    let loc = rw.op_loc(op);
    let ty = rw.value_type(b.vector(rw));
    let source = inner.source(rw);
    let new = BroadcastOp::build(rw, loc, ty, source).vector(rw);
    rw.replace_op(op, &[new]).is_ok()
}

/// `FromElementsOp`'s patterns: `rewriteFromElementsAsSplat`.
pub(crate) fn from_elements_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![fn_pattern(
        FromElementsOp::OPERATION_NAME,
        "rewriteFromElementsAsSplat",
        from_elements_as_splat,
    )]
}

/// A `from_elements` of one value repeated is a `splat`.
fn from_elements_as_splat(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(from) = FromElementsOp::cast(rw, op) else {
        return false;
    };
    let elements = from.elements(rw);
    let Some(&first) = elements.first() else {
        return false;
    };
    if elements.iter().any(|&e| e != first) {
        return false;
    }
    let loc = rw.op_loc(op);
    let ty = rw.value_type(from.result(rw));
    let new = SplatOp::build(rw, loc, ty, first).aggregate(rw);
    rw.replace_op(op, &[new]).is_ok()
}

/// `ContractionOp`'s patterns: `CanonicalizeContractAdd` of `arith.addi`
/// and of `arith.addf` (rooted at the add).
pub(crate) fn contraction_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        fn_pattern(
            "arith.addi",
            "CanonicalizeContractAdd<AddIOp>",
            contract_add,
        ),
        fn_pattern(
            "arith.addf",
            "CanonicalizeContractAdd<AddFOp>",
            contract_add,
        ),
    ]
}

/// `add(contract(a, b, zero), d)` is `contract(a, b, d)`.
fn contract_add(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    if rw.num_operands(op) != 2 {
        return false;
    }
    let (a, b) = (rw.operand(op, 0), rw.operand(op, 1));
    fold_into_contract(op, rw, a, b) || fold_into_contract(op, rw, b, a)
}

fn fold_into_contract(
    op: OpId,
    rw: &mut PatternRewriter<'_>,
    maybe: ir::Value,
    other: ir::Value,
) -> bool {
    let Some(contract) = rw
        .defining_op(maybe)
        .and_then(|d| ContractionOp::cast(rw, d))
    else {
        return false;
    };
    let acc = contract.acc(rw);
    let Some(c) = rw
        .defining_op(acc)
        .and_then(|d| arith::ConstantOp::cast(rw, d))
    else {
        return false;
    };
    // `getZeroAttr` of the accumulator's type.
    let ty = rw.value_type(acc);
    let elt = rw.element_type_or_self(ty);
    let scalar = if rw.is_float(elt) {
        rw.float_attr(elt, 0.0)
    } else if rw.is_any_integer(elt) || rw.is_index(elt) {
        rw.integer_attr(elt, 0)
    } else {
        return false;
    };
    let zero = if rw.is_vector(ty) {
        crate::fold::splat_of(rw, ty, scalar)
    } else {
        Some(scalar)
    };
    if zero != Some(c.value(rw)) {
        return false;
    }
    let mut mapping = ir::IrMapping::default();
    mapping.map_value(acc, other);
    let Ok(new) = rw.clone_op(contract.operation(), &mut mapping) else {
        return false;
    };
    let result = rw.result(new, 0);
    rw.replace_op(op, &[result]).is_ok()
}
