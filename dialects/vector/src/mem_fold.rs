//! Folders and patterns of the memory ops (upstream `VectorOps.cpp`):
//! `memref.cast` folded into `load`/`store`/`maskedload`/`maskedstore`,
//! and the masked ops whose mask is all true or all false.

use crate::mask_fold::{mask_format, MaskFormat};
use crate::*;
use ir::rewrite::fn_pattern;
use ir::{Context, FoldResult, OpId, PatternRewriter, RewritePattern};

/// `memref::foldMemRefCast` of any operand.
pub(crate) fn fold_cast(ctx: &mut Context, op: OpId) -> FoldResult {
    memref::fold_memref_cast(ctx, op, None)
}

/// `MaskedLoadOp`'s patterns: `MaskedLoadFolder`.
pub(crate) fn masked_load_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![fn_pattern(
        MaskedLoadOp::OPERATION_NAME,
        "MaskedLoadFolder",
        masked_load,
    )]
}

fn masked_load(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(load) = MaskedLoadOp::cast(rw, op) else {
        return false;
    };
    match mask_format(rw, load.mask(rw)) {
        MaskFormat::AllTrue => {
            let loc = rw.op_loc(op);
            let ty = rw.value_type(load.result(rw));
            let (base, indices) = (load.base(rw), load.indices(rw));
            let new = LoadOp::build(rw, loc, ty, base, &indices, None).result(rw);
            rw.replace_op(op, &[new]).is_ok()
        }
        MaskFormat::AllFalse => {
            let pass = load.pass_thru(rw);
            rw.replace_op(op, &[pass]).is_ok()
        }
        MaskFormat::Unknown => false,
    }
}

/// `MaskedStoreOp`'s patterns: `MaskedStoreFolder`.
pub(crate) fn masked_store_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![fn_pattern(
        MaskedStoreOp::OPERATION_NAME,
        "MaskedStoreFolder",
        masked_store,
    )]
}

fn masked_store(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(store) = MaskedStoreOp::cast(rw, op) else {
        return false;
    };
    match mask_format(rw, store.mask(rw)) {
        MaskFormat::AllTrue => {
            let loc = rw.op_loc(op);
            let (v, base, indices) = (store.value_to_store(rw), store.base(rw), store.indices(rw));
            StoreOp::build(rw, loc, v, base, &indices, None);
            rw.erase_op(op).is_ok()
        }
        MaskFormat::AllFalse => rw.erase_op(op).is_ok(),
        MaskFormat::Unknown => false,
    }
}

/// `GatherOp`'s patterns: `GatherFolder`.
pub(crate) fn gather_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![fn_pattern(GatherOp::OPERATION_NAME, "GatherFolder", gather)]
}

fn gather(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(g) = GatherOp::cast(rw, op) else {
        return false;
    };
    if mask_format(rw, g.mask(rw)) != MaskFormat::AllFalse {
        return false;
    }
    let pass = g.pass_thru(rw);
    rw.replace_op(op, &[pass]).is_ok()
}

/// `ScatterOp`'s patterns: `ScatterFolder`.
pub(crate) fn scatter_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![fn_pattern(
        ScatterOp::OPERATION_NAME,
        "ScatterFolder",
        scatter,
    )]
}

fn scatter(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(s) = ScatterOp::cast(rw, op) else {
        return false;
    };
    if mask_format(rw, s.mask(rw)) != MaskFormat::AllFalse {
        return false;
    }
    rw.erase_op(op).is_ok()
}

/// `ExpandLoadOp`'s patterns: `ExpandLoadFolder`.
pub(crate) fn expand_load_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![fn_pattern(
        ExpandLoadOp::OPERATION_NAME,
        "ExpandLoadFolder",
        expand_load,
    )]
}

fn expand_load(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(e) = ExpandLoadOp::cast(rw, op) else {
        return false;
    };
    match mask_format(rw, e.mask(rw)) {
        MaskFormat::AllTrue => {
            let loc = rw.op_loc(op);
            let ty = rw.value_type(e.result(rw));
            let (base, indices) = (e.base(rw), e.indices(rw));
            let new = LoadOp::build(rw, loc, ty, base, &indices, None).result(rw);
            rw.replace_op(op, &[new]).is_ok()
        }
        MaskFormat::AllFalse => {
            let pass = e.pass_thru(rw);
            rw.replace_op(op, &[pass]).is_ok()
        }
        MaskFormat::Unknown => false,
    }
}

/// `CompressStoreOp`'s patterns: `CompressStoreFolder`.
pub(crate) fn compress_store_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![fn_pattern(
        CompressStoreOp::OPERATION_NAME,
        "CompressStoreFolder",
        compress_store,
    )]
}

fn compress_store(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(c) = CompressStoreOp::cast(rw, op) else {
        return false;
    };
    match mask_format(rw, c.mask(rw)) {
        MaskFormat::AllTrue => {
            let loc = rw.op_loc(op);
            let (v, base, indices) = (c.value_to_store(rw), c.base(rw), c.indices(rw));
            StoreOp::build(rw, loc, v, base, &indices, None);
            rw.erase_op(op).is_ok()
        }
        MaskFormat::AllFalse => rw.erase_op(op).is_ok(),
        MaskFormat::Unknown => false,
    }
}
