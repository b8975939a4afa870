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
