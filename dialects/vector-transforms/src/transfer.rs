//! `LowerVectorTransfer.cpp`'s lowerings of transfers to loads and stores
//! (`populateVectorTransferLoweringPatterns`): an in-bounds transfer of
//! a minor identity map (with broadcasts, for reads) on a memref of unit
//! innermost stride as `vector.load`/`vector.maskedload` (then a
//! broadcast) or `vector.store`/`vector.maskedstore`; a load or store of
//! one element as `memref.load`/`memref.store`. And
//! `VectorTransforms.cpp`'s `MaterializeTransferMask`: a 1-D transfer
//! that may be out of bounds is given the mask of its in-bounds lanes.

use crate::util::vector_parts as parts;
use crate::util::{is_last_memref_dim_unit_stride, minor_identity_with_broadcasting};
use ir::rewrite::fn_pattern;
use ir::{Context, OpId, PatternRewriter, RewritePattern, Type, TypeData};
use vector::{
    BroadcastOp, CreateMaskOp, ExtractElementOp, ExtractOp, LoadOp, MaskedLoadOp, MaskedStoreOp,
    SplatOp, StoreOp, TransferReadOp, TransferWriteOp,
};

/// The element type of the memref type `ty`.
fn memref_element(ctx: &Context, ty: Type) -> Option<Type> {
    match ctx.type_data(ty) {
        TypeData::MemRef { element, .. } => Some(*element),
        _ => None,
    }
}

/// The transfer's vector rank exceeds `max_rank`.
fn too_big(ctx: &Context, vector: Type, max_rank: Option<usize>) -> bool {
    max_rank.is_some_and(|m| parts(ctx, vector).map_or(0, |p| p.0.len()) > m)
}

/// Whether `op` is inside a `vector.mask`.
pub(crate) fn is_masked(rw: &PatternRewriter<'_>, op: OpId) -> bool {
    rw.op_parent_op(op)
        .is_some_and(|p| rw.op_name_of(p) == vector::MaskOp::OPERATION_NAME)
}

/// `TransferReadToVectorLoadLowering`.
struct ReadToLoad {
    max_rank: Option<usize>,
}

impl RewritePattern for ReadToLoad {
    fn root(&self) -> Option<&str> {
        Some(TransferReadOp::OPERATION_NAME)
    }
    fn name(&self) -> &str {
        "TransferReadToVectorLoadLowering"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let Some(read) = TransferReadOp::cast(rw, op) else {
            return false;
        };
        let vector_type = rw.result_type(op, 0);
        if too_big(rw, vector_type, self.max_rank) || is_masked(rw, op) {
            return false;
        }
        let Some(map) = rw.as_affine_map(read.permutation_map(rw)) else {
            return false;
        };
        let Some(broadcasts) = minor_identity_with_broadcasting(rw, map) else {
            return false;
        };
        let source = read.source(rw);
        let memref_type = rw.value_type(source);
        let Some(memref_elt) = memref_element(rw, memref_type) else {
            return false;
        };
        if !is_last_memref_dim_unit_stride(rw, memref_type) {
            return false;
        }
        let Some((mut shape, scalable, element)) = parts(rw, vector_type) else {
            return false;
        };
        for &i in &broadcasts {
            shape[i] = 1;
        }
        let unbroadcast = rw.get_type(TypeData::Vector {
            shape,
            scalable,
            element,
        });
        if rw.is_vector(memref_elt) && memref_elt != unbroadcast {
            return false;
        }
        if !rw.is_vector(memref_elt) && memref_elt != element {
            return false;
        }
        let flags = read.in_bounds(rw);
        if vector::transfer::has_out_of_bounds_dim(rw, map, flags) {
            return false;
        }
        let loc = rw.op_loc(op);
        let indices = read.indices(rw);
        let mut res = match read.mask(rw) {
            Some(mask) => {
                if parts(rw, vector_type).map_or(0, |p| p.0.len()) != 1 {
                    return false;
                }
                let padding = read.padding(rw);
                let fill = SplatOp::build(rw, loc, unbroadcast, padding).aggregate(rw);
                MaskedLoadOp::build(rw, loc, unbroadcast, source, &indices, mask, fill).result(rw)
            }
            None => LoadOp::build(rw, loc, unbroadcast, source, &indices, None).result(rw),
        };
        if !broadcasts.is_empty() {
            res = BroadcastOp::build(rw, loc, vector_type, res).vector(rw);
        }
        rw.replace_op(op, &[res]).is_ok()
    }
}

/// `TransferWriteToVectorStoreLowering`.
struct WriteToStore {
    max_rank: Option<usize>,
}

impl RewritePattern for WriteToStore {
    fn root(&self) -> Option<&str> {
        Some(TransferWriteOp::OPERATION_NAME)
    }
    fn name(&self) -> &str {
        "TransferWriteToVectorStoreLowering"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let Some(write) = TransferWriteOp::cast(rw, op) else {
            return false;
        };
        let value = write.vector(rw);
        let vector_type = rw.value_type(value);
        if too_big(rw, vector_type, self.max_rank) || is_masked(rw, op) {
            return false;
        }
        let Some(map) = rw.as_affine_map(write.permutation_map(rw)) else {
            return false;
        };
        if minor_identity_with_broadcasting(rw, map).is_none_or(|b| !b.is_empty()) {
            return false;
        }
        let source = write.source(rw);
        let memref_type = rw.value_type(source);
        let Some(memref_elt) = memref_element(rw, memref_type) else {
            return false;
        };
        if !is_last_memref_dim_unit_stride(rw, memref_type) {
            return false;
        }
        let element = rw.element_type_or_self(vector_type);
        if rw.is_vector(memref_elt) && memref_elt != vector_type {
            return false;
        }
        if !rw.is_vector(memref_elt) && memref_elt != element {
            return false;
        }
        let flags = write.in_bounds(rw);
        if vector::transfer::has_out_of_bounds_dim(rw, map, flags) {
            return false;
        }
        let loc = rw.op_loc(op);
        let indices = write.indices(rw);
        match write.mask(rw) {
            Some(mask) => {
                if parts(rw, vector_type).map_or(0, |p| p.0.len()) != 1 {
                    return false;
                }
                MaskedStoreOp::build(rw, loc, source, &indices, mask, value);
            }
            None => {
                StoreOp::build(rw, loc, value, source, &indices, None);
            }
        }
        rw.erase_op(op).is_ok()
    }
}

/// The number of elements of the vector type `ty`.
fn num_elements(ctx: &Context, ty: Type) -> Option<i64> {
    parts(ctx, ty).map(|(s, _, _)| s.iter().product())
}

/// `VectorLoadToMemrefLoadLowering`.
fn load_to_memref_load(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(load) = LoadOp::cast(rw, op) else {
        return false;
    };
    let ty = rw.result_type(op, 0);
    if num_elements(rw, ty) != Some(1) {
        return rw.notify_match_failure("not a single element vector");
    }
    let loc = rw.op_loc(op);
    let (base, indices) = (load.base(rw), load.indices(rw));
    let element = rw.element_type_or_self(ty);
    let v = memref::LoadOp::build(rw, loc, element, base, &indices, None).result(rw);
    let b = BroadcastOp::build(rw, loc, ty, v).vector(rw);
    rw.replace_op(op, &[b]).is_ok()
}

/// `VectorStoreToMemrefStoreLowering`.
fn store_to_memref_store(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(store) = StoreOp::cast(rw, op) else {
        return false;
    };
    let value = store.value_to_store(rw);
    let ty = rw.value_type(value);
    if num_elements(rw, ty) != Some(1) {
        return rw.notify_match_failure("not single element vector");
    }
    let loc = rw.op_loc(op);
    let element = rw.element_type_or_self(ty);
    let rank = parts(rw, ty).map_or(0, |p| p.0.len());
    let extracted = if rank == 0 {
        ExtractElementOp::build(rw, loc, element, value, None).result(rw)
    } else {
        let i64t = rw.i64();
        let pos = rw.dense_int_array_attr(i64t, &vec![0; rank]);
        ExtractOp::build(rw, loc, element, value, &[], pos).result(rw)
    };
    let (base, indices) = (store.base(rw), store.indices(rw));
    memref::StoreOp::build(rw, loc, extracted, base, &indices, None);
    rw.erase_op(op).is_ok()
}

/// Adds the lowerings of transfers of rank up to `max_transfer_rank` (any
/// rank when `None`) to loads and stores (upstream's
/// `populateVectorTransferLoweringPatterns`).
pub fn populate_vector_transfer_lowering_patterns(
    patterns: &mut Vec<Box<dyn RewritePattern>>,
    max_transfer_rank: Option<usize>,
) {
    patterns.push(Box::new(ReadToLoad {
        max_rank: max_transfer_rank,
    }));
    patterns.push(Box::new(WriteToStore {
        max_rank: max_transfer_rank,
    }));
    patterns.push(fn_pattern(
        LoadOp::OPERATION_NAME,
        "VectorLoadToMemrefLoadLowering",
        load_to_memref_load,
    ));
    patterns.push(fn_pattern(
        StoreOp::OPERATION_NAME,
        "VectorStoreToMemrefStoreLowering",
        store_to_memref_store,
    ));
}

/// `MaterializeTransferMask`: a transfer of a 1-D vector that may be out
/// of bounds gets the mask `[0, dim - offset)` of its last index (and'ed
/// with its own mask) and is marked in bounds.
pub(crate) fn materialize_transfer_mask(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (is_read, source, indices, map, flags, mask, vector_type) =
        if let Some(r) = TransferReadOp::cast(rw, op) {
            let t = rw.result_type(op, 0);
            (
                true,
                r.source(rw),
                r.indices(rw),
                r.permutation_map(rw),
                r.in_bounds(rw),
                r.mask(rw),
                t,
            )
        } else if let Some(w) = TransferWriteOp::cast(rw, op) {
            let t = rw.value_type(w.vector(rw));
            (
                false,
                w.source(rw),
                w.indices(rw),
                w.permutation_map(rw),
                w.in_bounds(rw),
                w.mask(rw),
                t,
            )
        } else {
            return false;
        };
    let Some(map) = rw.as_affine_map(map) else {
        return false;
    };
    if !vector::transfer::has_out_of_bounds_dim(rw, map, flags) {
        return false;
    }
    let Some((shape, scalable, _)) = parts(rw, vector_type) else {
        return false;
    };
    if shape.len() > 1 || indices.is_empty() {
        return false;
    }
    let loc = rw.op_loc(op);
    let last = indices.len() - 1;
    let off = indices[last];
    if !matches!(rw.type_data(rw.value_type(source)), TypeData::MemRef { .. }) {
        return false;
    }
    let index = rw.index_type();
    // Upstream's `createOrFoldDimOp`: the index constant stays.
    let position = rw.index_attr(last as i64);
    let c = arith::ConstantOp::build(rw, loc, index, position).result(rw);
    let dim_op = memref::DimOp::build(rw, loc, index, source, c).operation();
    let dim = ir::rewrite::create_or_fold(rw, dim_op)[0];
    let b = arith::SubIOp::build(rw, loc, index, dim, off, None).result(rw);
    let i1 = rw.i1();
    let mask_type = rw.get_type(TypeData::Vector {
        shape,
        scalable,
        element: i1,
    });
    let mut new_mask = CreateMaskOp::build(rw, loc, mask_type, &[b]).result(rw);
    if let Some(m) = mask {
        new_mask = arith::AndIOp::build(rw, loc, mask_type, new_mask, m).result(rw);
    }
    let t = rw.bool_attr(true);
    let in_bounds = rw.array_attr(&[t]);
    let new = if is_read {
        let read = TransferReadOp::from_operation_unchecked(op);
        let padding = read.padding(rw);
        let map = read.permutation_map_attr(rw);
        TransferReadOp::build(
            rw,
            loc,
            vector_type,
            source,
            &indices,
            map,
            padding,
            Some(new_mask),
            in_bounds,
        )
        .vector(rw)
    } else {
        let write = TransferWriteOp::from_operation_unchecked(op);
        let map = write.permutation_map_attr(rw);
        let value = write.vector(rw);
        let result = rw.num_results(op).gt(&0).then(|| rw.result_type(op, 0));
        let w = TransferWriteOp::build(
            rw,
            loc,
            result,
            value,
            source,
            &indices,
            map,
            Some(new_mask),
            in_bounds,
        );
        if result.is_none() {
            return rw.erase_op(op).is_ok();
        }
        rw.result(w.operation(), 0)
    };
    rw.replace_op(op, &[new]).is_ok()
}
