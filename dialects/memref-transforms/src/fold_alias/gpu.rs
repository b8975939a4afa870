//! The gpu cases of `LoadOpOfSubViewOpFolder` and `StoreOpOfSubViewOpFolder`
//! (`FoldMemRefAliasOps.cpp`): `gpu.subgroup_mma_load_matrix` and
//! `gpu.subgroup_mma_store_matrix` through a `memref.subview` address the
//! subview's source, their indices resolved as for `memref.load`.

use gpu::{SubgroupMmaLoadMatrixOp, SubgroupMmaStoreMatrixOp};
use ir::{OpFoldResult, OpId, PatternRewriter, RewritePattern, Value};
use memref::canonicalize::pattern;
use memref::SubViewOp;

use super::resolve_through_subview;
use crate::util::subview_lists;

/// The subview `memref` comes from, and the indices through it resolved
/// into its source (before `op`); also used by the nvgpu patterns.
pub(super) fn resolve(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    memref: Value,
    indices: Vec<Value>,
) -> Option<(Value, Vec<Value>)> {
    let sv = rw
        .defining_op(memref)
        .and_then(|d| SubViewOp::cast(rw, d))?;
    let dropped = memref::subview_dropped_dims(rw, sv)?;
    let loc = rw.op_loc(op);
    rw.set_insertion_point_before(op);
    let indices: Vec<OpFoldResult> = indices.into_iter().map(OpFoldResult::Value).collect();
    let [offsets, _, strides] = subview_lists(rw, sv);
    let resolved = resolve_through_subview(rw, loc, &offsets, &strides, &dropped, &indices);
    Some((sv.source(rw), resolved))
}

/// `LoadOpOfSubViewOpFolder<gpu::SubgroupMmaLoadMatrixOp>`.
fn mma_load_of_subview(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(load) = SubgroupMmaLoadMatrixOp::cast(rw, op) else {
        return false;
    };
    let (memref, indices) = (load.src_memref(rw), load.indices(rw));
    let Some((source, resolved)) = resolve(rw, op, memref, indices) else {
        return false;
    };
    let loc = rw.op_loc(op);
    let ty = rw.value_type(load.res(rw));
    let (lead, transpose) = (load.lead_dimension_attr(rw), load.transpose_attr(rw));
    let new =
        SubgroupMmaLoadMatrixOp::build(rw, loc, ty, source, &resolved, lead, transpose).res(rw);
    rw.replace_op(op, &[new]).is_ok()
}

/// `StoreOpOfSubViewOpFolder<gpu::SubgroupMmaStoreMatrixOp>`.
fn mma_store_of_subview(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(store) = SubgroupMmaStoreMatrixOp::cast(rw, op) else {
        return false;
    };
    let (memref, indices) = (store.dst_memref(rw), store.indices(rw));
    let Some((source, resolved)) = resolve(rw, op, memref, indices) else {
        return false;
    };
    let loc = rw.op_loc(op);
    let src = store.src(rw);
    let (lead, transpose) = (store.lead_dimension_attr(rw), store.transpose_attr(rw));
    SubgroupMmaStoreMatrixOp::build(rw, loc, src, source, &resolved, lead, transpose);
    rw.replace_op(op, &[]).is_ok()
}

/// The load pattern (upstream lists it among the loads of subviews).
pub(super) fn load_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![pattern(
        SubgroupMmaLoadMatrixOp::OPERATION_NAME,
        "LoadOpOfSubViewOpFolder",
        mma_load_of_subview,
    )]
}

/// The store pattern (upstream lists it among the stores into subviews).
pub(super) fn store_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![pattern(
        SubgroupMmaStoreMatrixOp::OPERATION_NAME,
        "StoreOpOfSubViewOpFolder",
        mma_store_of_subview,
    )]
}
