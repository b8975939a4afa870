//! `vector.insert`'s canonicalization patterns and the folders of the
//! strided slice ops (upstream `VectorOps.cpp`).

use crate::extract::{constant_of, replace_by_constant};
use crate::fold::{int_array, is_scalable, value};
use crate::*;
use ir::rewrite::fn_pattern;
use ir::{AttrData, Context, DenseData, FoldResult, OpId, PatternRewriter, RewritePattern};

/// `InsertOp`'s patterns, in upstream's order (`BroadcastFolder` is
/// `vector.broadcast`'s, registered here too as upstream does).
pub(crate) fn insert_patterns() -> Vec<Box<dyn RewritePattern>> {
    let name = InsertOp::OPERATION_NAME;
    let mut patterns = vec![fn_pattern(name, "InsertToBroadcast", to_broadcast)];
    patterns.extend(crate::patterns::broadcast_patterns());
    patterns.push(fn_pattern(name, "InsertSplatToSplat", splat_into_splat));
    patterns.push(fn_pattern(
        name,
        "InsertOpConstantFolder",
        constant_into_constant,
    ));
    patterns
}

/// An insert of as many elements as the destination holds is a broadcast.
fn to_broadcast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(insert) = InsertOp::cast(rw, op) else {
        return false;
    };
    let source = insert.source(rw);
    let (st, dt) = (rw.value_type(source), rw.value_type(insert.dest(rw)));
    if !rw.is_vector(st) || rw.num_elements(st) != rw.num_elements(dt) {
        return false;
    }
    let loc = rw.op_loc(op);
    let new = BroadcastOp::build(rw, loc, dt, source).vector(rw);
    rw.replace_op(op, &[new]).is_ok()
}

/// A splat inserted into a splat of the same value is that splat.
fn splat_into_splat(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(insert) = InsertOp::cast(rw, op) else {
        return false;
    };
    let splat_input = |rw: &PatternRewriter<'_>, v| {
        rw.defining_op(v)
            .and_then(|d| SplatOp::cast(rw, d))
            .map(|s| s.input(rw))
    };
    let (Some(a), Some(b)) = (
        splat_input(rw, insert.source(rw)),
        splat_input(rw, insert.dest(rw)),
    ) else {
        return false;
    };
    if a != b {
        return false;
    }
    let loc = rw.op_loc(op);
    let ty = rw.value_type(insert.result(rw));
    let new = SplatOp::build(rw, loc, ty, a).aggregate(rw);
    rw.replace_op(op, &[new]).is_ok()
}

/// Constants larger than this are not created unless the destination
/// constant has one use (`vectorSizeFoldThreshold`).
const FOLD_THRESHOLD: i64 = 256;

/// The elements of a `dense<...>` of `n` elements, splats expanded.
fn expanded(data: &DenseData, n: usize) -> Option<DenseData> {
    fn grow<T: Clone>(v: &[T], n: usize) -> Vec<T> {
        match v {
            [x] => vec![x.clone(); n],
            _ => v.to_vec(),
        }
    }
    Some(match data {
        DenseData::Int(v) => DenseData::Int(grow(v, n)),
        DenseData::Float(v) => DenseData::Float(grow(v, n)),
        DenseData::WideFloat(v) => DenseData::WideFloat(grow(v, n)),
        _ => return None,
    })
}

/// Writes `src` (elements or a scalar attribute's data) into `dst` from
/// `at` on; `None` when their kinds differ or it does not fit.
fn overwrite(dst: &mut DenseData, src: &DenseData, at: usize) -> Option<()> {
    fn put<T: Clone>(d: &mut [T], s: &[T], at: usize) -> Option<()> {
        d.get_mut(at..at.checked_add(s.len())?)?.clone_from_slice(s);
        Some(())
    }
    match (dst, src) {
        (DenseData::Int(d), DenseData::Int(s)) => put(d, s, at),
        (DenseData::Float(d), DenseData::Float(s)) => put(d, s, at),
        (DenseData::WideFloat(d), DenseData::WideFloat(s)) => put(d, s, at),
        _ => None,
    }
}

/// The elements of a constant (a scalar is one element).
fn constant_elements(ctx: &Context, c: ir::Attribute) -> Option<DenseData> {
    match ctx.attr_data(c) {
        AttrData::Integer { value, .. } => Some(DenseData::Int(vec![*value])),
        AttrData::Float { bits, .. } => Some(DenseData::Float(vec![*bits])),
        AttrData::DenseElements { ty, data } => {
            expanded(data, ctx.num_elements(*ty)?.max(0) as usize)
        }
        _ => None,
    }
}

/// A constant inserted into a constant is a constant.
fn constant_into_constant(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(insert) = InsertOp::cast(rw, op) else {
        return false;
    };
    if !insert.dynamic_position(rw).is_empty() {
        return false;
    }
    let dest = insert.dest(rw);
    let Some(dest_c) = constant_of(rw, dest) else {
        return false;
    };
    let dt = rw.value_type(dest);
    let Some((_, dest_data)) = rw.as_dense_elements(dest_c) else {
        return false;
    };
    if is_scalable(rw, dt) {
        return false;
    }
    let n = rw.num_elements(dt).unwrap_or(0);
    if n > FOLD_THRESHOLD && !rw.has_one_use(dest) {
        return false;
    }
    let Some(mut all) = expanded(dest_data, n.max(0) as usize) else {
        return false;
    };
    let Some(source_c) = constant_of(rw, insert.source(rw)) else {
        return false;
    };
    let sizes = rw.shape(dt).map(<[i64]>::to_vec).unwrap_or_default();
    let mut position = insert.static_position(rw).to_vec();
    position.resize(sizes.len(), 0);
    let begin = crate::fold::linearize(&position, &sizes);
    let Some(inserted) = constant_elements(rw, source_c) else {
        return false;
    };
    let fits = usize::try_from(begin)
        .ok()
        .and_then(|b| overwrite(&mut all, &inserted, b));
    if fits.is_none() {
        return false;
    }
    let new = rw.dense_elements_attr(dt, all);
    replace_by_constant(rw, op, new)
}

/// `InsertStridedSliceOp::fold`: a slice as large as its destination is
/// its source.
pub(crate) fn insert_strided_slice(ctx: &Context, op: InsertStridedSliceOp) -> FoldResult {
    let source = op.source(ctx);
    if ctx.value_type(source) == ctx.value_type(op.dest(ctx)) {
        return value(source);
    }
    FoldResult::Failure
}

/// `ExtractStridedSliceOp::fold`: the whole vector, or a slice of what a
/// chain of `insert_strided_slice` inserted.
pub(crate) fn extract_strided_slice(ctx: &mut Context, op: ExtractStridedSliceOp) -> FoldResult {
    let vector = op.vector(ctx);
    if ctx.value_type(vector) == ctx.value_type(op.result(ctx)) {
        return value(vector);
    }
    if from_insert_chain(ctx, op).is_some() {
        return FoldResult::InPlace;
    }
    FoldResult::Failure
}

/// `foldExtractStridedOpFromInsertChain`.
fn from_insert_chain(ctx: &mut Context, op: ExtractStridedSliceOp) -> Option<()> {
    let offsets = int_array(ctx, op.offsets(ctx));
    let strides = int_array(ctx, op.strides(ctx));
    let sizes = int_array(ctx, op.sizes(ctx));
    let rank = ctx.rank(ctx.value_type(op.vector(ctx)));
    let mut insert = InsertStridedSliceOp::cast(ctx, ctx.defining_op(op.vector(ctx))?)?;
    loop {
        let src_shape = ctx.shape(ctx.value_type(insert.source(ctx)))?.to_vec();
        if rank != Some(src_shape.len()) {
            return None;
        }
        let insert_offsets = int_array(ctx, insert.offsets(ctx));
        let insert_strides = int_array(ctx, insert.strides(ctx));
        if offsets.len() > insert_offsets.len() {
            return None;
        }
        let (mut partial, mut disjoint) = (false, false);
        let mut diffs = Vec::new();
        for dim in 0..offsets.len() {
            if strides.get(dim) != insert_strides.get(dim) {
                return None;
            }
            let start = insert_offsets[dim];
            let end = start.wrapping_add(*src_shape.get(dim)?);
            let (offset, size) = (offsets[dim], *sizes.get(dim)?);
            if start <= offset && offset < end {
                if offset.wrapping_add(size) > end {
                    partial = true;
                }
                diffs.push(offset - start);
                continue;
            }
            disjoint = true;
            break;
        }
        if !disjoint && !partial {
            let source = insert.source(ctx);
            ctx.set_operand(op.operation(), 0, source).ok()?;
            let i64t = ctx.integer_type(64);
            let attrs: Vec<_> = diffs
                .iter()
                .map(|&d| ctx.integer_attr(i64t, i128::from(d)))
                .collect();
            let attr = ctx.array_attr(&attrs);
            return op.set_offsets_attr(ctx, attr).ok();
        }
        if !disjoint {
            return None;
        }
        insert = InsertStridedSliceOp::cast(ctx, ctx.defining_op(insert.dest(ctx))?)?;
    }
}
