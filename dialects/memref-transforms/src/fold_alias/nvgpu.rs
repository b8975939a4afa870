//! The nvgpu cases of `FoldMemRefAliasOps.cpp`:
//! `LoadOpOfSubViewOpFolder<nvgpu::LdMatrixOp>` and
//! `NVGPUAsyncCopyOpSubViewOpFolder`, an `nvgpu.ldmatrix` or
//! `nvgpu.device_async_copy` through a `memref.subview` addressing the
//! subview's source, its indices resolved as for `memref.load`.

use ir::{OpId, PatternRewriter, RewritePattern, TypeHandle};
use memref::canonicalize::pattern;
use nvgpu::{DeviceAsyncCopyOp, DeviceAsyncTokenType, LdMatrixOp};

use super::gpu::resolve;

/// `LoadOpOfSubViewOpFolder<nvgpu::LdMatrixOp>`.
fn ldmatrix_of_subview(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(load) = LdMatrixOp::cast(rw, op) else {
        return false;
    };
    let (memref, indices) = (load.src_memref(rw), load.indices(rw));
    let Some((source, resolved)) = resolve(rw, op, memref, indices) else {
        return false;
    };
    let loc = rw.op_loc(op);
    let ty = rw.value_type(load.res(rw));
    let (transpose, num_tiles) = (load.transpose_attr(rw), load.num_tiles_attr(rw));
    let new = LdMatrixOp::build(rw, loc, ty, source, &resolved, transpose, num_tiles).res(rw);
    rw.replace_op(op, &[new]).is_ok()
}

/// `NVGPUAsyncCopyOpSubViewOpFolder`: the source, the destination or both
/// through subviews.
fn async_copy_of_subview(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(copy) = DeviceAsyncCopyOp::cast(rw, op) else {
        return false;
    };
    let (src, src_indices) = (copy.src(rw), copy.src_indices(rw));
    let (dst, dst_indices) = (copy.dst(rw), copy.dst_indices(rw));
    let folded_src = resolve(rw, op, src, src_indices.clone());
    let folded_dst = resolve(rw, op, dst, dst_indices.clone());
    if folded_src.is_none() && folded_dst.is_none() {
        return false;
    }
    let (src, src_indices) = folded_src.unwrap_or((src, src_indices));
    let (dst, dst_indices) = folded_dst.unwrap_or((dst, dst_indices));
    let loc = rw.op_loc(op);
    let token = DeviceAsyncTokenType::get(rw).to_type();
    let dst_elements = copy.dst_elements_attr(rw);
    let (src_elements, bypass_l1) = (copy.src_elements(rw), copy.bypass_l1_attr(rw));
    let new = DeviceAsyncCopyOp::build(
        rw,
        loc,
        token,
        dst,
        &dst_indices,
        src,
        &src_indices,
        dst_elements,
        src_elements,
        bypass_l1,
    )
    .async_token(rw);
    rw.replace_op(op, &[new]).is_ok()
}

/// The `nvgpu.ldmatrix` pattern (upstream lists it among the loads of
/// subviews).
pub(super) fn load_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![pattern(
        LdMatrixOp::OPERATION_NAME,
        "LoadOpOfSubViewOpFolder",
        ldmatrix_of_subview,
    )]
}

/// The `nvgpu.device_async_copy` pattern (upstream's last).
pub(super) fn async_copy_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![pattern(
        DeviceAsyncCopyOp::OPERATION_NAME,
        "NVGPUAsyncCopyOpSubViewOpFolder",
        async_copy_of_subview,
    )]
}
