//! The canonicalization patterns of `vector.extract_strided_slice` and
//! `vector.insert_strided_slice` (upstream `VectorOps.cpp`).

use crate::extract::{constant_of, replace_by_constant};
use crate::fold::{int_array, is_splat, shape, splat_of, splat_value};
use crate::*;
use ir::rewrite::fn_pattern;
use ir::{Attribute, Context, DenseData, OpId, PatternRewriter, RewritePattern};

/// Row-major strides of `shape` (`computeStrides`).
fn strides_of(shape: &[i64]) -> Vec<i64> {
    let mut strides = vec![1i64; shape.len()];
    for i in (0..shape.len().saturating_sub(1)).rev() {
        strides[i] = strides[i + 1].wrapping_mul(shape[i + 1]);
    }
    strides
}

/// The row-major positions, in a vector of `strides`, of the box of
/// `sizes` at `offsets` (the trailing `sizes.len()` dimensions of
/// `offsets` move, the leading ones stay), in lexicographic order
/// (`incSlicePosition`).
fn box_positions(offsets: &[i64], sizes: &[i64], strides: &[i64]) -> Option<Vec<usize>> {
    let lead = offsets.len().checked_sub(sizes.len())?;
    let count: i64 = sizes
        .iter()
        .try_fold(1i64, |n, &s| n.checked_mul(s.max(0)))?;
    let mut position = offsets.to_vec();
    let mut out = Vec::with_capacity(usize::try_from(count).ok()?);
    for _ in 0..count {
        let flat = position
            .iter()
            .zip(strides)
            .fold(0i64, |n, (&p, &s)| n.wrapping_add(p.wrapping_mul(s)));
        out.push(usize::try_from(flat).ok()?);
        for d in (0..sizes.len()).rev() {
            position[lead + d] += 1;
            if position[lead + d] < sizes[d] + offsets[lead + d] {
                break;
            }
            position[lead + d] = offsets[lead + d];
        }
    }
    Some(out)
}

/// The elements of `data` (splats expanded) at `positions`.
fn pick(data: &DenseData, positions: &[usize]) -> Option<DenseData> {
    fn take<T: Copy>(v: &[T], at: &[usize]) -> Option<Vec<T>> {
        at.iter()
            .map(|&i| v.get(if v.len() == 1 { 0 } else { i }).copied())
            .collect()
    }
    Some(match data {
        DenseData::Int(v) => DenseData::Int(take(v, positions)?),
        DenseData::Float(v) => DenseData::Float(take(v, positions)?),
        DenseData::WideFloat(v) => DenseData::WideFloat(take(v, positions)?),
        _ => return None,
    })
}

/// `dst` (`n` elements, splats expanded) with `src`'s elements written at
/// `positions` in order.
fn place(dst: &DenseData, n: usize, src: &DenseData, positions: &[usize]) -> Option<DenseData> {
    fn put<T: Copy>(d: &[T], n: usize, s: &[T], at: &[usize]) -> Option<Vec<T>> {
        let mut all = if d.len() == 1 {
            vec![d[0]; n]
        } else {
            d.to_vec()
        };
        for (k, &i) in at.iter().enumerate() {
            *all.get_mut(i)? = *s.get(if s.len() == 1 { 0 } else { k })?;
        }
        Some(all)
    }
    Some(match (dst, src) {
        (DenseData::Int(d), DenseData::Int(s)) => DenseData::Int(put(d, n, s, positions)?),
        (DenseData::Float(d), DenseData::Float(s)) => DenseData::Float(put(d, n, s, positions)?),
        (DenseData::WideFloat(d), DenseData::WideFloat(s)) => {
            DenseData::WideFloat(put(d, n, s, positions)?)
        }
        _ => return None,
    })
}

fn non_unit(ctx: &Context, strides: Attribute) -> bool {
    int_array(ctx, strides).iter().any(|&s| s != 1)
}

/// `ExtractStridedSliceOp`'s patterns, in upstream's order.
pub(crate) fn extract_patterns() -> Vec<Box<dyn RewritePattern>> {
    let name = ExtractStridedSliceOp::OPERATION_NAME;
    vec![
        fn_pattern(name, "StridedSliceConstantMaskFolder", of_constant_mask),
        fn_pattern(name, "StridedSliceSplatConstantFolder", of_splat_constant),
        fn_pattern(name, "StridedSliceNonSplatConstantFolder", of_constant),
        fn_pattern(name, "StridedSliceBroadcast", of_broadcast),
        fn_pattern(name, "StridedSliceSplat", of_splat),
    ]
}

fn of_constant_mask(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(slice) = ExtractStridedSliceOp::cast(rw, op) else {
        return false;
    };
    let Some(mask) = rw
        .defining_op(slice.vector(rw))
        .and_then(|d| ConstantMaskOp::cast(rw, d))
    else {
        return false;
    };
    if non_unit(rw, slice.strides(rw)) {
        return false;
    }
    let dims = int_array(rw, mask.mask_dim_sizes(rw));
    let offsets = int_array(rw, slice.offsets(rw));
    let sizes = int_array(rw, slice.sizes(rw));
    let mut sliced: Vec<i64> = dims
        .iter()
        .zip(&offsets)
        .zip(&sizes)
        .map(|((&m, &o), &s)| (o.wrapping_add(s).min(m) - o).max(0))
        .collect();
    sliced.extend(dims.iter().skip(sliced.len()));
    if sliced.contains(&0) {
        sliced = vec![0; dims.len()];
    }
    let i64t = rw.integer_type(64, ir::Signedness::Signless);
    let attrs: Vec<Attribute> = sliced.iter().map(|&v| rw.integer_attr(i64t, v)).collect();
    let attr = rw.array_attr(&attrs);
    let loc = rw.op_loc(op);
    let ty = rw.value_type(slice.result(rw));
    let new = ConstantMaskOp::build(rw, loc, ty, attr).result(rw);
    rw.replace_op(op, &[new]).is_ok()
}

fn of_splat_constant(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(slice) = ExtractStridedSliceOp::cast(rw, op) else {
        return false;
    };
    let Some(c) = constant_of(rw, slice.vector(rw)) else {
        return false;
    };
    if !is_splat(rw, c) {
        return false;
    }
    let ty = rw.value_type(slice.result(rw));
    match splat_value(rw, c).and_then(|s| splat_of(rw, ty, s)) {
        Some(a) => replace_by_constant(rw, op, a),
        None => false,
    }
}

fn of_constant(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(slice) = ExtractStridedSliceOp::cast(rw, op) else {
        return false;
    };
    let source = slice.vector(rw);
    let Some(c) = constant_of(rw, source) else {
        return false;
    };
    if rw.as_dense_elements(c).is_none() || is_splat(rw, c) || non_unit(rw, slice.strides(rw)) {
        return false;
    }
    let source_shape = shape(rw, rw.value_type(source));
    let ty = rw.value_type(slice.result(rw));
    let slice_shape = shape(rw, ty);
    let mut offsets = vec![0i64; slice_shape.len()];
    for (o, v) in offsets.iter_mut().zip(int_array(rw, slice.offsets(rw))) {
        *o = v;
    }
    let Some(positions) = box_positions(&offsets, &slice_shape, &strides_of(&source_shape)) else {
        return false;
    };
    let Some((_, data)) = rw.as_dense_elements(c) else {
        return false;
    };
    let Some(values) = pick(data, &positions) else {
        return false;
    };
    let attr = rw.dense_elements_attr(ty, values);
    replace_by_constant(rw, op, attr)
}

fn of_broadcast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(slice) = ExtractStridedSliceOp::cast(rw, op) else {
        return false;
    };
    let Some(b) = rw
        .defining_op(slice.vector(rw))
        .and_then(|d| BroadcastOp::cast(rw, d))
    else {
        return false;
    };
    let mut source = b.source(rw);
    let src_ty = rw.value_type(source);
    let src_shape = shape(rw, src_ty);
    let dst_ty = rw.value_type(slice.result(rw));
    let dst_shape = shape(rw, dst_ty);
    let rank_diff = dst_shape.len().saturating_sub(src_shape.len());
    let lower_match = src_shape[..] == dst_shape[rank_diff..];
    let scalar = src_shape.is_empty() || rw.num_elements(src_ty) == Some(1);
    let loc = rw.op_loc(op);
    if !lower_match && !scalar {
        let sub = |rw: &mut PatternRewriter<'_>, a: Attribute| {
            let items = rw
                .attr_as_array(a)
                .map(<[Attribute]>::to_vec)
                .unwrap_or_default();
            rw.array_attr(items.get(rank_diff..).unwrap_or_default())
        };
        let offsets = sub(rw, slice.offsets(rw));
        let sizes = sub(rw, slice.sizes(rw));
        let strides = sub(rw, slice.strides(rw));
        // `inferStridedSliceOpResultType`: the sizes replace the leading
        // dimensions; scalability stays.
        let mut data = rw.type_data(src_ty).clone();
        if let ir::TypeData::Vector { shape, .. } = &mut data {
            for (d, v) in shape.iter_mut().zip(int_array(rw, sizes)) {
                *d = v;
            }
        }
        let sliced_ty = rw.get_type(data);
        source = ExtractStridedSliceOp::build(rw, loc, sliced_ty, source, offsets, sizes, strides)
            .result(rw);
    }
    let new = BroadcastOp::build(rw, loc, dst_ty, source).vector(rw);
    rw.replace_op(op, &[new]).is_ok()
}

fn of_splat(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(slice) = ExtractStridedSliceOp::cast(rw, op) else {
        return false;
    };
    let Some(s) = rw
        .defining_op(slice.vector(rw))
        .and_then(|d| SplatOp::cast(rw, d))
    else {
        return false;
    };
    let loc = rw.op_loc(op);
    let ty = rw.value_type(slice.result(rw));
    let input = s.input(rw);
    let new = SplatOp::build(rw, loc, ty, input).aggregate(rw);
    rw.replace_op(op, &[new]).is_ok()
}

/// `InsertStridedSliceOp`'s patterns, in upstream's order.
pub(crate) fn insert_patterns() -> Vec<Box<dyn RewritePattern>> {
    let name = InsertStridedSliceOp::OPERATION_NAME;
    vec![
        fn_pattern(name, "FoldInsertStridedSliceSplat", insert_splat_into_splat),
        fn_pattern(name, "FoldInsertStridedSliceOfExtract", insert_of_extract),
        fn_pattern(name, "InsertStridedSliceConstantFolder", insert_constant),
    ]
}

fn insert_splat_into_splat(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(insert) = InsertStridedSliceOp::cast(rw, op) else {
        return false;
    };
    let splat_input = |rw: &PatternRewriter<'_>, v| {
        rw.defining_op(v)
            .and_then(|d| SplatOp::cast(rw, d))
            .map(|s| s.input(rw))
    };
    let dest = insert.dest(rw);
    match (splat_input(rw, insert.source(rw)), splat_input(rw, dest)) {
        (Some(a), Some(b)) if a == b => rw.replace_op(op, &[dest]).is_ok(),
        _ => false,
    }
}

fn insert_of_extract(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(insert) = InsertStridedSliceOp::cast(rw, op) else {
        return false;
    };
    let Some(extract) = rw
        .defining_op(insert.source(rw))
        .and_then(|d| ExtractStridedSliceOp::cast(rw, d))
    else {
        return false;
    };
    let dest = insert.dest(rw);
    if extract.vector(rw) != dest
        || extract.strides(rw) != insert.strides(rw)
        || extract.offsets(rw) != insert.offsets(rw)
    {
        return false;
    }
    rw.replace_op(op, &[dest]).is_ok()
}

/// Constants larger than this are not created unless the destination
/// constant has one use (`vectorSizeFoldThreshold`).
const FOLD_THRESHOLD: i64 = 256;

fn insert_constant(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(insert) = InsertStridedSliceOp::cast(rw, op) else {
        return false;
    };
    let dest = insert.dest(rw);
    let Some(dest_c) = constant_of(rw, dest) else {
        return false;
    };
    let dt = rw.value_type(dest);
    if crate::fold::is_scalable(rw, dt) {
        return false;
    }
    let n = rw.num_elements(dt).unwrap_or(0);
    if n > FOLD_THRESHOLD && !rw.has_one_use(dest) {
        return false;
    }
    let source = insert.source(rw);
    let Some(source_c) = constant_of(rw, source) else {
        return false;
    };
    if non_unit(rw, insert.strides(rw)) {
        return false;
    }
    let slice_shape = shape(rw, rw.value_type(source));
    let offsets = int_array(rw, insert.offsets(rw));
    let Some(positions) = box_positions(&offsets, &slice_shape, &strides_of(&shape(rw, dt))) else {
        return false;
    };
    let (Some((_, d)), Some((_, s))) =
        (rw.as_dense_elements(dest_c), rw.as_dense_elements(source_c))
    else {
        return false;
    };
    let Some(values) = place(d, n.max(0) as usize, s, &positions) else {
        return false;
    };
    let attr = rw.dense_elements_attr(dt, values);
    replace_by_constant(rw, op, attr)
}
