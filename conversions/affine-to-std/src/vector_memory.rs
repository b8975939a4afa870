//! `affine.vector_load` and `affine.vector_store` to `vector.load` and
//! `vector.store` of the expanded subscripts (upstream's
//! `populateAffineToVectorConversionPatterns`: `AffineVectorLoadLowering`,
//! `AffineVectorStoreLowering`).

use crate::expand::expand_affine_map;
use affine::{AffineVectorLoadOp, AffineVectorStoreOp};
use ir::{OpId, PatternRewriter, RewritePattern};

/// `affine.vector_load` → `vector.load`.
pub(crate) struct AffineVectorLoadLowering;

impl RewritePattern for AffineVectorLoadLowering {
    fn root(&self) -> Option<&str> {
        Some(AffineVectorLoadOp::OPERATION_NAME)
    }
    fn name(&self) -> &str {
        "AffineVectorLoadLowering"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let Some(load) = AffineVectorLoadOp::cast(rw, op) else {
            return false;
        };
        let Some(map) = rw.as_affine_map(load.map(rw)) else {
            return false;
        };
        let (loc, memref, indices) = (rw.op_loc(op), load.memref(rw), load.indices(rw));
        rw.set_insertion_point_before(op);
        let Some(subscripts) = expand_affine_map(rw, loc, map, &indices) else {
            return false;
        };
        let ty = rw.value_type(load.result(rw));
        let new = vector::LoadOp::build(rw, loc, ty, memref, &subscripts, None);
        let result = new.result(rw);
        rw.replace_op(op, &[result]).is_ok()
    }
}

/// `affine.vector_store` → `vector.store`.
pub(crate) struct AffineVectorStoreLowering;

impl RewritePattern for AffineVectorStoreLowering {
    fn root(&self) -> Option<&str> {
        Some(AffineVectorStoreOp::OPERATION_NAME)
    }
    fn name(&self) -> &str {
        "AffineVectorStoreLowering"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let Some(store) = AffineVectorStoreOp::cast(rw, op) else {
            return false;
        };
        let Some(map) = rw.as_affine_map(store.map(rw)) else {
            return false;
        };
        let (loc, value, memref) = (rw.op_loc(op), store.value(rw), store.memref(rw));
        let indices = store.indices(rw);
        rw.set_insertion_point_before(op);
        let Some(subscripts) = expand_affine_map(rw, loc, map, &indices) else {
            return false;
        };
        vector::StoreOp::build(rw, loc, value, memref, &subscripts, None);
        rw.erase_op(op).is_ok()
    }
}
