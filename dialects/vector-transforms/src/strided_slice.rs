//! `VectorInsertExtractStridedSliceRewritePatterns.cpp`: strided slice
//! insertions and extractions as shuffles, inserts and extracts, one
//! leading dimension at a time
//! (`populateVectorInsertExtractStridedSliceTransforms`).

use crate::util::{extract_at, insert_at, vector_parts as parts};
use ir::rewrite::fn_pattern;
use ir::{Attribute, Location, OpId, PatternRewriter, RewritePattern, TypeData, Value};
use vector::{
    ExtractElementOp, ExtractStridedSliceOp, InsertElementOp, InsertStridedSliceOp, ShuffleOp,
    SplatOp,
};

/// The integers of an `I64ArrayAttr`.
fn ints(rw: &PatternRewriter<'_>, a: Attribute) -> Vec<i64> {
    rw.attr_as_array(a)
        .map(|xs| xs.iter().filter_map(|&x| rw.attr_as_int(x)).collect())
        .unwrap_or_default()
}

/// An `I64ArrayAttr` of `values`.
fn i64_array(rw: &mut PatternRewriter<'_>, values: &[i64]) -> Attribute {
    let attrs: Vec<Attribute> = values.iter().map(|&v| rw.i64_attr(v)).collect();
    rw.array_attr(&attrs)
}

/// An `arith.constant` index.
fn index_constant(rw: &mut PatternRewriter<'_>, loc: Location, v: i64) -> Value {
    let index = rw.index_type();
    let a = rw.index_attr(v);
    arith::ConstantOp::build(rw, loc, index, a).result(rw)
}

/// Upstream's `insertOne`.
fn insert_one(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    from: Value,
    into: Value,
    offset: i64,
) -> Value {
    let ty = rw.value_type(into);
    if parts(rw, ty).is_some_and(|p| p.0.len() > 1) {
        return insert_at(rw, loc, from, into, &[offset]);
    }
    let c = index_constant(rw, loc, offset);
    InsertElementOp::build(rw, loc, ty, from, into, Some(c)).result(rw)
}

/// Upstream's `extractOne`.
fn extract_one(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    v: Value,
    offset: i64,
) -> Option<Value> {
    let (shape, _, element) = parts(rw, rw.value_type(v))?;
    if shape.len() > 1 {
        return extract_at(rw, loc, v, &[offset]);
    }
    let c = index_constant(rw, loc, offset);
    Some(ExtractElementOp::build(rw, loc, element, v, Some(c)).result(rw))
}

/// `vector.shuffle` of `v1` and `v2` by `mask`, its type inferred.
fn shuffle(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    v1: Value,
    v2: Value,
    mask: &[i64],
) -> Option<Value> {
    let (shape, scalable, element) = parts(rw, rw.value_type(v1))?;
    let mut new_shape = vec![mask.len() as i64];
    let mut new_scalable = vec![false];
    if shape.len() > 1 {
        new_shape.extend_from_slice(&shape[1..]);
        new_scalable.extend_from_slice(&scalable[1..]);
    }
    let ty = rw.get_type(TypeData::Vector {
        shape: new_shape,
        scalable: new_scalable,
        element,
    });
    let m = i64_array(rw, mask);
    Some(ShuffleOp::build(rw, loc, ty, v1, v2, m).vector(rw))
}

/// `DecomposeDifferentRankInsertStridedSlice`.
fn decompose_different_rank_insert(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    (|| {
        let s = InsertStridedSliceOp::cast(rw, op)?;
        let offsets = ints(rw, s.offsets(rw));
        if offsets.is_empty() {
            return None;
        }
        let (source, dest) = (s.source(rw), s.dest(rw));
        let src_rank = parts(rw, rw.value_type(source))?.0.len();
        let dst_rank = parts(rw, rw.value_type(dest))?.0.len();
        let rank_diff = dst_rank - src_rank;
        if rank_diff == 0 {
            return None;
        }
        let loc = rw.op_loc(op);
        let outer = &offsets[..rank_diff];
        let extracted = extract_at(rw, loc, dest, outer)?;
        let inner_offsets = i64_array(rw, &offsets[rank_diff..]);
        let strides = s.strides(rw);
        let ty = rw.value_type(extracted);
        let inner =
            InsertStridedSliceOp::build(rw, loc, ty, source, extracted, inner_offsets, strides)
                .res(rw);
        let v = insert_at(rw, loc, inner, dest, outer);
        rw.replace_op(op, &[v]).ok()
    })()
    .is_some()
}

/// `ConvertSameRankInsertStridedSliceIntoShuffle`.
fn same_rank_insert_into_shuffle(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    (|| {
        let s = InsertStridedSliceOp::cast(rw, op)?;
        let offsets = ints(rw, s.offsets(rw));
        if offsets.is_empty() {
            return None;
        }
        let (source, dest) = (s.source(rw), s.dest(rw));
        let (src_type, dst_type) = (rw.value_type(source), rw.value_type(dest));
        let src_shape = parts(rw, src_type)?.0;
        let dst_shape = parts(rw, dst_type)?.0;
        if src_shape.len() != dst_shape.len() {
            return None;
        }
        if src_type == dst_type {
            return rw.replace_op(op, &[source]).ok();
        }
        let strides = ints(rw, s.strides(rw));
        let (offset, size, stride) = (offsets[0], src_shape[0], strides[0]);
        let loc = rw.op_loc(op);
        if src_shape.len() == 1 {
            let (n_src, n_dest) = (src_shape[0], dst_shape[0]);
            let mut mask = vec![0i64; n_dest as usize];
            for (i, m) in mask.iter_mut().enumerate().take(n_src as usize) {
                *m = i as i64;
            }
            let scaled = shuffle(rw, loc, source, source, &mask)?;
            let end = offset + size * stride;
            let mask: Vec<i64> = (0..n_dest)
                .map(|i| {
                    if i < offset || i >= end || (i - offset) % stride != 0 {
                        n_dest + i
                    } else {
                        (i - offset) / stride
                    }
                })
                .collect();
            let v = shuffle(rw, loc, scaled, dest, &mask)?;
            return rw.replace_op(op, &[v]).ok();
        }
        let mut res = dest;
        let (mut off, end, mut idx) = (offset, offset + size * stride, 0);
        while off < end {
            let mut extracted_source = extract_one(rw, loc, source, idx)?;
            if rw.is_vector(rw.value_type(extracted_source)) {
                let extracted_dest = extract_one(rw, loc, dest, off)?;
                let inner_offsets = i64_array(rw, &offsets[1..]);
                let inner_strides = i64_array(rw, &strides[1..]);
                let ty = rw.value_type(extracted_dest);
                extracted_source = InsertStridedSliceOp::build(
                    rw,
                    loc,
                    ty,
                    extracted_source,
                    extracted_dest,
                    inner_offsets,
                    inner_strides,
                )
                .res(rw);
            }
            res = insert_one(rw, loc, extracted_source, res, off);
            off += stride;
            idx += 1;
        }
        rw.replace_op(op, &[res]).ok()
    })()
    .is_some()
}

/// `Convert1DExtractStridedSliceIntoShuffle`.
fn extract_1d_into_shuffle(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    (|| {
        let s = ExtractStridedSliceOp::cast(rw, op)?;
        let offsets = ints(rw, s.offsets(rw));
        if offsets.len() != 1 {
            return None;
        }
        let sizes = ints(rw, s.sizes(rw));
        let strides = ints(rw, s.strides(rw));
        let (offset, size, stride) = (offsets[0], sizes[0], strides[0]);
        let mut mask = Vec::new();
        let mut off = offset;
        while off < offset + size * stride {
            mask.push(off);
            off += stride;
        }
        let loc = rw.op_loc(op);
        let v = s.vector(rw);
        let ty = rw.result_type(op, 0);
        let m = i64_array(rw, &mask);
        let r = ShuffleOp::build(rw, loc, ty, v, v, m).vector(rw);
        rw.replace_op(op, &[r]).ok()
    })()
    .is_some()
}

/// `DecomposeNDExtractStridedSlice`.
fn decompose_nd_extract(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    (|| {
        let s = ExtractStridedSliceOp::cast(rw, op)?;
        let offsets = ints(rw, s.offsets(rw));
        if offsets.len() <= 1 {
            return None;
        }
        let sizes = ints(rw, s.sizes(rw));
        let strides = ints(rw, s.strides(rw));
        let (offset, size, stride) = (offsets[0], sizes[0], strides[0]);
        let loc = rw.op_loc(op);
        let dst = rw.result_type(op, 0);
        let (dst_shape, dst_scalable, element) = parts(rw, dst)?;
        let zero_attr = arith::fold::zero_attr(rw, element)?;
        let zero = arith::ConstantOp::build(rw, loc, element, zero_attr).result(rw);
        let mut res = SplatOp::build(rw, loc, dst, zero).aggregate(rw);
        let v = s.vector(rw);
        let inner_type = rw.get_type(TypeData::Vector {
            shape: dst_shape[1..].to_vec(),
            scalable: dst_scalable[1..].to_vec(),
            element,
        });
        let (mut off, end, mut idx) = (offset, offset + size * stride, 0);
        while off < end {
            let one = extract_one(rw, loc, v, off)?;
            let o = i64_array(rw, &offsets[1..]);
            let z = i64_array(rw, &sizes[1..]);
            let t = i64_array(rw, &strides[1..]);
            let extracted =
                ExtractStridedSliceOp::build(rw, loc, inner_type, one, o, z, t).result(rw);
            res = insert_one(rw, loc, extracted, res, idx);
            off += stride;
            idx += 1;
        }
        rw.replace_op(op, &[res]).ok()
    })()
    .is_some()
}

/// Adds the decompositions of n-D strided slices and the shuffles of the
/// same-rank insertions and 1-D extractions (upstream's
/// `populateVectorInsertExtractStridedSliceTransforms`).
pub fn populate_vector_insert_extract_strided_slice_transforms(
    patterns: &mut Vec<Box<dyn RewritePattern>>,
) {
    let (insert, extract) = (
        InsertStridedSliceOp::OPERATION_NAME,
        ExtractStridedSliceOp::OPERATION_NAME,
    );
    patterns.extend([
        fn_pattern(
            insert,
            "DecomposeDifferentRankInsertStridedSlice",
            decompose_different_rank_insert,
        ),
        crate::with_bounded_recursion(fn_pattern(
            extract,
            "DecomposeNDExtractStridedSlice",
            decompose_nd_extract,
        )),
        crate::with_bounded_recursion(fn_pattern(
            insert,
            "ConvertSameRankInsertStridedSliceIntoShuffle",
            same_rank_insert_into_shuffle,
        )),
        fn_pattern(
            extract,
            "Convert1DExtractStridedSliceIntoShuffle",
            extract_1d_into_shuffle,
        ),
    ]);
}
