//! `SwapExtractSliceOfTransferWrite`, one of `vector.transfer_write`'s
//! canonicalization patterns (upstream `VectorOps.cpp`), rooted at
//! `tensor.insert_slice`. It lives here, registered with the insert's own
//! patterns, because this crate depends on the vector one.

use ir::interfaces::FoldResult as Ofr;
use ir::{OpId, PatternRewriter, RewritePattern};
use vector::TransferWriteOp;

use crate::fold_subset::has_unit_stride;
use crate::slice::SliceParts;
use crate::{ExtractSliceOp, InsertSliceOp};

/// The pattern, for [`crate::slice_patterns::insert_slice_patterns`].
pub(crate) fn swap_extract_slice_of_transfer_write() -> Box<dyn RewritePattern> {
    ir::rewrite::fn_pattern(
        InsertSliceOp::OPERATION_NAME,
        "SwapExtractSliceOfTransferWrite",
        swap,
    )
}

/// The constant integer of a mixed entry.
fn constant(rw: &PatternRewriter<'_>, e: Ofr) -> Option<i64> {
    match e {
        Ofr::Attr(a) => rw.attr_as_int(a),
        Ofr::Value(v) => rw
            .defining_op(v)
            .and_then(|d| rw.constant_value(d))
            .and_then(|a| rw.attr_as_int(a)),
    }
}

/// `isEqualConstantIntOrValue`.
fn same(rw: &PatternRewriter<'_>, a: Ofr, b: Ofr) -> bool {
    match (constant(rw, a), constant(rw, b)) {
        (Some(x), Some(y)) => x == y,
        _ => a == b,
    }
}

/// `insert_slice(extract_slice(transfer_write(v, t)))` of the whole written
/// tensor becomes `insert_slice(transfer_write(v, extract_slice(dest)))`.
fn swap(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(insert) = InsertSliceOp::cast(rw, op) else {
        return false;
    };
    let Some(ins) = SliceParts::of(rw, op) else {
        return false;
    };
    let [_, ins_sizes, ins_strides] = ins.mixed(rw);
    if !has_unit_stride(rw, &ins_strides) {
        return false;
    }
    let source = insert.source(rw);
    let Some(extract) = rw
        .defining_op(source)
        .and_then(|d| ExtractSliceOp::cast(rw, d))
    else {
        return false;
    };
    let Some(ext) = SliceParts::of(rw, extract.operation()) else {
        return false;
    };
    let [ext_offsets, ext_sizes, ext_strides] = ext.mixed(rw);
    if !has_unit_stride(rw, &ext_strides) || !rw.has_one_use(extract.result(rw)) {
        return false;
    }
    let Some(write) = rw
        .defining_op(extract.source(rw))
        .and_then(|d| TransferWriteOp::cast(rw, d))
    else {
        return false;
    };
    let Some(written) = write.result(rw) else {
        return false;
    };
    let vector = write.vector(rw);
    let vector_shape = rw
        .shape(rw.value_type(vector))
        .map(<[i64]>::to_vec)
        .unwrap_or_default();
    let source_ty = rw.value_type(source);
    if !rw.has_one_use(written) || rw.rank(source_ty) != Some(vector_shape.len()) {
        return false;
    }
    if !ext_offsets.iter().all(|&o| constant(rw, o) == Some(0)) {
        return false;
    }
    let indices = write.indices(rw);
    if !indices
        .iter()
        .all(|&v| constant(rw, Ofr::Value(v)) == Some(0))
    {
        return false;
    }
    if ins_sizes.len() != ext_sizes.len()
        || !ins_sizes
            .iter()
            .zip(&ext_sizes)
            .all(|(&a, &b)| same(rw, a, b))
    {
        return false;
    }
    // The write must cover the whole tensor: its vector is the tensor's
    // shape through the permutation map.
    let map_attr = write.permutation_map(rw);
    let Some(map) = rw.as_affine_map(map_attr) else {
        return false;
    };
    let shaped = rw
        .shape(rw.value_type(write.source(rw)))
        .map(<[i64]>::to_vec)
        .unwrap_or_default();
    let results = rw.affine_map_data(map).results.clone();
    let mapped: Option<Vec<i64>> = results
        .iter()
        .map(|&e| match rw.affine_expr_data(e) {
            ir::affine::AffineExprData::Dim(d) => shaped.get(d as usize).copied(),
            _ => None,
        })
        .collect();
    if write.mask(rw).is_some() || mapped.as_deref() != Some(&vector_shape[..]) {
        return false;
    }
    let loc_extract = rw.op_loc(extract.operation());
    let dest = insert.dest(rw);
    let [o, s, t] = ins.attrs(rw);
    let new_extract = ExtractSliceOp::build(
        rw,
        loc_extract,
        source_ty,
        dest,
        &ins.dyn_offsets,
        &ins.dyn_sizes,
        &ins.dyn_strides,
        o,
        s,
        t,
    )
    .result(rw);
    // All dimensions out of bounds: the folder infers them.
    let flags: Vec<_> = vector_shape.iter().map(|_| rw.bool_attr(false)).collect();
    let in_bounds = rw.array_attr(&flags);
    let loc_write = rw.op_loc(write.operation());
    let new_write = TransferWriteOp::build(
        rw,
        loc_write,
        Some(source_ty),
        vector,
        new_extract,
        &indices,
        map_attr,
        None,
        in_bounds,
    );
    let Some(new_value) = new_write.result(rw) else {
        return false;
    };
    rw.modify_op_in_place(op, |ctx| ctx.set_operand(op, 0, new_value).is_ok())
}
