//! The vector transfer patterns of `fold-tensor-subset-ops` (upstream's
//! `populateFoldTensorSubsetIntoVectorTransferPatterns`): a
//! `vector.transfer_read` of a `tensor.extract_slice` reads the slice's
//! source, and a `tensor.insert_slice` of a `vector.transfer_write` writes
//! into the insert's destination, indices resolved by `affine.apply`.

use affine::view_like::resolve_indices_into_op_with_offsets_and_strides as resolve;
use ir::interfaces::FoldResult as Ofr;
use ir::{Attribute, OpId, PatternRewriter, RewritePattern, Value};
use vector::{MaskableOpInterface, TransferReadOp, TransferWriteOp};

use crate::slice::{dropped_dims, SliceParts};
use crate::util::shape;
use crate::{ExtractSliceOp, InsertSliceOp};

/// `preconditionsFoldExtractOrInsertWithTransferOp`: all dims in bounds,
/// no mask operand, unit strides.
fn preconditions(
    rw: &PatternRewriter<'_>,
    map: Attribute,
    flags: Attribute,
    mask: Option<Value>,
    strides: &[Ofr],
) -> bool {
    let Some(map) = rw.as_affine_map(map) else {
        return false;
    };
    !vector::transfer::has_out_of_bounds_dim(rw, map, flags)
        && mask.is_none()
        && super::fold_subset::has_unit_stride(rw, strides)
}

/// `TransferReadOfExtractSliceOpFolder` (a `MaskableOpRewritePattern`: a
/// read masked by `vector.mask` is rebuilt under a new mask before it).
fn transfer_read_of_extract_slice(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(read) = TransferReadOp::cast(rw, op) else {
        return false;
    };
    let masking = read.get_masking_op(rw);
    let Some(slice) = rw
        .defining_op(read.source(rw))
        .and_then(|d| ExtractSliceOp::cast(rw, d))
    else {
        return false;
    };
    let Some(parts) = SliceParts::of(rw, slice.operation()) else {
        return false;
    };
    let [offsets, sizes, strides] = parts.mixed(rw);
    let (map, flags) = (read.permutation_map(rw), read.in_bounds(rw));
    if !preconditions(rw, map, flags, read.mask(rw), &strides) {
        return false;
    }
    let result_shape = shape(rw, rw.value_type(slice.result(rw)));
    let dropped = dropped_dims(rw, &result_shape, &sizes);
    let loc = rw.op_loc(op);
    rw.set_insertion_point_before(masking.unwrap_or(op));
    let indices: Vec<Ofr> = read.indices(rw).into_iter().map(Ofr::Value).collect();
    let resolved = resolve(rw, loc, &offsets, &strides, &dropped, &indices);
    let source = slice.source(rw);
    let rank = rw.rank(rw.value_type(source)).unwrap_or(0);
    let Some(m) = rw.as_affine_map(map) else {
        return false;
    };
    let widened = vector::transfer::expand_dims_to_rank(rw, m, rank, &dropped);
    let widened = rw.affine_map_attr(widened);
    let ty = rw.value_type(read.vector(rw));
    let padding = read.padding(rw);
    let new = TransferReadOp::build(
        rw, loc, ty, source, &resolved, widened, padding, None, flags,
    );
    let mut result = new.vector(rw);
    let mut replaced = op;
    if let Some(mask_op) = masking.and_then(|m| vector::MaskOp::cast(rw, m)) {
        let mask = mask_op.mask(rw);
        let masked = vector::mask::mask_operation(rw, new.operation(), mask);
        result = rw.result(masked, 0);
        replaced = mask_op.operation();
    }
    rw.replace_op(replaced, &[result]).is_ok()
}

/// `InsertSliceOfTransferWriteOpFolder`.
fn insert_slice_of_transfer_write(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(insert) = InsertSliceOp::cast(rw, op) else {
        return false;
    };
    let Some(write) = rw
        .defining_op(insert.source(rw))
        .and_then(|d| TransferWriteOp::cast(rw, d))
    else {
        return false;
    };
    let Some(parts) = SliceParts::of(rw, op) else {
        return false;
    };
    let [offsets, sizes, strides] = parts.mixed(rw);
    let (map, flags) = (write.permutation_map(rw), write.in_bounds(rw));
    if !preconditions(rw, map, flags, write.mask(rw), &strides) {
        return false;
    }
    let source_shape = shape(rw, rw.value_type(insert.source(rw)));
    let dropped = dropped_dims(rw, &source_shape, &sizes);
    let loc = rw.op_loc(write.operation());
    rw.set_insertion_point_before(op);
    let indices: Vec<Ofr> = write.indices(rw).into_iter().map(Ofr::Value).collect();
    let resolved = resolve(rw, loc, &offsets, &strides, &dropped, &indices);
    let dest = insert.dest(rw);
    let rank = rw.rank(rw.value_type(dest)).unwrap_or(0);
    let Some(m) = rw.as_affine_map(map) else {
        return false;
    };
    let widened = vector::transfer::expand_dims_to_rank(rw, m, rank, &dropped);
    let widened = rw.affine_map_attr(widened);
    let ty = rw.value_type(dest);
    let value = write.vector(rw);
    let insert_loc = rw.op_loc(op);
    let new = TransferWriteOp::build(
        rw,
        insert_loc,
        Some(ty),
        value,
        dest,
        &resolved,
        widened,
        None,
        flags,
    );
    let result = rw.result(new.operation(), 0);
    rw.replace_op(op, &[result]).is_ok()
}

/// `populateFoldTensorSubsetIntoVectorTransferPatterns`.
pub(crate) fn patterns() -> Vec<Box<dyn RewritePattern>> {
    let pattern = memref::canonicalize::pattern;
    vec![
        pattern(
            TransferReadOp::OPERATION_NAME,
            "TransferReadOfExtractSliceOpFolder",
            transfer_read_of_extract_slice,
        ),
        pattern(
            InsertSliceOp::OPERATION_NAME,
            "InsertSliceOfTransferWriteOpFolder",
            insert_slice_of_transfer_write,
        ),
    ]
}
