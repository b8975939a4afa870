//! The destination tensors of an op's tensor results (upstream's
//! `tensor::getOrCreateDestination(s)`, `TensorOps.cpp`), which the tiling
//! drivers thread through their loops.

use crate::builders::decompose_mixed;
use crate::EmptyOp;
use ir::interfaces::{DestinationStyleOpInterfaceRef, ReifyRankedShapedTypeOpInterfaceRef};
use ir::{Location, OpBuilder, OpId, Value};

/// The destination of result `result` of `op`, a tensor: the tied init
/// of a destination-style op, else a new `tensor.empty` before `op` of
/// the result's shape, its dynamic sizes reified through the op's
/// `ReifyRankedShapedTypeOpInterface` (upstream's
/// `getOrCreateDestination`); `None` when they cannot be.
pub fn get_or_create_destination(
    b: &mut OpBuilder<'_>,
    loc: Location,
    op: OpId,
    result: usize,
) -> Option<Value> {
    let value = *b.results(op).get(result)?;
    let ty = b.value_type(value);
    if let Some(dps) = DestinationStyleOpInterfaceRef::get(b, op) {
        // The inits tied to the tensor results, in order.
        let operands = b.operands(op);
        let inits: Vec<usize> = dps.get_dps_inits_mutable(b).collect();
        return inits.get(result).map(|&i| operands[i]);
    }
    let shape = b.shape(ty)?.to_vec();
    let element = b.element_type(ty)?;
    let saved = b.insertion_point();
    b.set_insertion_point_before(op);
    let sizes = if shape.contains(&ir::DYNAMIC) {
        let reify = ReifyRankedShapedTypeOpInterfaceRef::get(b, op);
        let mut shapes = Vec::new();
        let reified = match reify {
            Some(r) => r.reify_result_shapes(b, &mut shapes).is_ok(),
            None => false,
        };
        if !reified || shapes.len() <= result {
            b.set_insertion_point(saved);
            return None;
        }
        shapes.swap_remove(result)
    } else {
        shape
            .iter()
            .map(|&s| ir::OpFoldResult::Attr(b.index_attr(s)))
            .collect()
    };
    let (statics, dynamics) = decompose_mixed(b, &sizes);
    let empty_ty = b.ranked_tensor(&statics, element);
    let empty = EmptyOp::build(b, loc, empty_ty, &dynamics).result(b);
    b.set_insertion_point(saved);
    Some(empty)
}

/// The destinations of every tensor result of `op`, in order
/// ([`get_or_create_destination`], upstream's `getOrCreateDestinations`);
/// `None` when one cannot be made.
pub fn get_or_create_destinations(
    b: &mut OpBuilder<'_>,
    loc: Location,
    op: OpId,
) -> Option<Vec<Value>> {
    let mut out = Vec::new();
    for (i, r) in b.results(op).to_vec().into_iter().enumerate() {
        let ty = b.value_type(r);
        if b.is_tensor(ty) {
            out.push(get_or_create_destination(b, loc, op, i)?);
        }
    }
    Some(out)
}
