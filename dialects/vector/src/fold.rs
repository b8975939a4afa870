//! Folders of the element and shape ops (upstream `VectorOps.cpp`):
//! `multi_reduction`, `broadcast`, `extractelement`, `insert`,
//! `shape_cast`, `transpose`, `splat`, `step`, and the `dense<...>`
//! helpers the folders and patterns share.

use crate::*;
use ir::interfaces::FoldResult as Ofr;
use ir::{AttrData, Attribute, Context, DenseData, FoldResult, Type, Value};

/// The shape of a vector type; empty for a scalar (rank 0 as upstream's
/// `getRank` lambdas count it).
pub(crate) fn shape(ctx: &Context, t: Type) -> Vec<i64> {
    ctx.shape(t).map(<[i64]>::to_vec).unwrap_or_default()
}

/// The rank of a vector type, 0 for a scalar.
pub(crate) fn rank(ctx: &Context, t: Type) -> usize {
    ctx.shape(t).map_or(0, <[i64]>::len)
}

/// Whether `t` has a scalable dimension.
pub(crate) fn is_scalable(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), ir::TypeData::Vector { scalable, .. } if scalable.iter().any(|&s| s))
}

/// The integers of an `ArrayAttr` of `IntegerAttr`s (`extractVector`).
pub(crate) fn int_array(ctx: &Context, a: Attribute) -> Vec<i64> {
    ctx.attr_as_array(a)
        .map(|xs| xs.iter().filter_map(|&x| ctx.attr_as_int(x)).collect())
        .unwrap_or_default()
}

/// The row-major offset of `position` in a vector of `sizes` (the
/// position's entries against the leading sizes; `linearize` with
/// `computeStrides`), wrapping as upstream's `int64_t` arithmetic.
pub(crate) fn linearize(position: &[i64], sizes: &[i64]) -> i64 {
    let (mut flat, mut stride) = (0i64, 1i64);
    for (&p, &s) in position.iter().zip(sizes).rev() {
        flat = flat.wrapping_add(p.wrapping_mul(stride));
        stride = stride.wrapping_mul(s);
    }
    flat
}

/// `array<i64: ...>` of `values`.
pub(crate) fn i64_array(ctx: &mut Context, values: &[i64]) -> Attribute {
    let i64t = ctx.integer_type(64);
    let wide: Vec<i128> = values.iter().map(|&v| i128::from(v)).collect();
    ctx.dense_i_array_attr(i64t, &wide)
}

/// `DenseElementsAttr::get(ty, scalar)`: the splat of an integer or float
/// attribute (`None` for anything else).
pub(crate) fn splat_of(ctx: &mut Context, ty: Type, scalar: Attribute) -> Option<Attribute> {
    let data = match *ctx.attr_data(scalar) {
        AttrData::Integer { value, .. } => DenseData::Int(vec![value]),
        AttrData::Float { bits, .. } => DenseData::Float(vec![bits]),
        _ => return None,
    };
    Some(ctx.dense_elements_attr(ty, data))
}

/// The value of a splat `dense<...>` (`SplatElementsAttr::getSplatValue`).
pub(crate) fn splat_value(ctx: &mut Context, a: Attribute) -> Option<Attribute> {
    let (_, data) = ctx.as_dense_elements(a)?;
    if data.len() != 1 {
        return None;
    }
    element(ctx, a, 0)
}

/// Whether `a` is a splat `dense<...>`.
pub(crate) fn is_splat(ctx: &Context, a: Attribute) -> bool {
    ctx.as_dense_elements(a).is_some_and(|(_, d)| d.len() == 1)
}

/// Element `i` (row-major, splats expanded) of a `dense<...>` of numbers.
/// (Vectors hold no complex or string elements.)
pub(crate) fn element(ctx: &mut Context, a: Attribute, i: usize) -> Option<Attribute> {
    ctx.dense_number_element(a, i)
}

/// Elements `[begin, begin + n)` of a non-splat `dense<...>` as a
/// `dense<...>` of type `ty`.
pub(crate) fn slice_of(
    ctx: &mut Context,
    a: Attribute,
    ty: Type,
    begin: usize,
    n: usize,
) -> Option<Attribute> {
    let (_, data) = ctx.as_dense_elements(a)?;
    let end = begin.checked_add(n)?;
    let data = match data {
        DenseData::Int(v) => DenseData::Int(v.get(begin..end)?.to_vec()),
        DenseData::Float(v) => DenseData::Float(v.get(begin..end)?.to_vec()),
        DenseData::WideFloat(v) => DenseData::WideFloat(v.get(begin..end)?.to_vec()),
        _ => return None,
    };
    Some(ctx.dense_elements_attr(ty, data))
}

/// A fold to an attribute.
pub(crate) fn attr(a: Attribute) -> FoldResult {
    FoldResult::single(Ofr::Attr(a))
}

/// A fold to an existing value.
pub(crate) fn value(v: Value) -> FoldResult {
    FoldResult::single(Ofr::Value(v))
}

/// `OpFoldResult` of a value found by a fold helper: the op's own result
/// means it was updated in place.
pub(crate) fn own_or_value(ctx: &Context, op: ir::Operation, v: Value) -> FoldResult {
    if ctx.result(op, 0) == v {
        FoldResult::InPlace
    } else {
        value(v)
    }
}

/// `MultiDimReductionOp::fold`: a 1-D reduction over no dimension is its
/// source.
pub(crate) fn multi_reduction(ctx: &Context, op: MultiDimReductionOp) -> FoldResult {
    let source = op.source(ctx);
    let reduced = int_array(ctx, op.reduction_dims(ctx));
    if rank(ctx, ctx.value_type(source)) == 1 && !reduced.contains(&0) {
        return value(source);
    }
    FoldResult::Failure
}

/// `BroadcastOp::fold`.
pub(crate) fn broadcast(
    ctx: &mut Context,
    op: BroadcastOp,
    operands: &[Option<Attribute>],
) -> FoldResult {
    let source = op.source(ctx);
    let result_ty = ctx.value_type(op.vector(ctx));
    if ctx.value_type(source) == result_ty {
        return value(source);
    }
    let Some(c) = operands.first().copied().flatten() else {
        return FoldResult::Failure;
    };
    let scalar = match ctx.attr_data(c) {
        AttrData::Integer { .. } | AttrData::Float { .. } => Some(c),
        _ => splat_value(ctx, c),
    };
    match scalar.and_then(|s| splat_of(ctx, result_ty, s)) {
        Some(a) => attr(a),
        None => FoldResult::Failure,
    }
}

/// `ExtractElementOp::fold`.
pub(crate) fn extract_element(
    ctx: &mut Context,
    op: ExtractElementOp,
    operands: &[Option<Attribute>],
) -> FoldResult {
    // Only with a constant position (0-D vectors have none).
    if operands.get(1).copied().flatten().is_none() {
        return FoldResult::Failure;
    }
    let vector = op.vector(ctx);
    let def = ctx.defining_op(vector);
    if let Some(splat) = def.and_then(|d| SplatOp::cast(ctx, d)) {
        return value(splat.input(ctx));
    }
    if let Some(b) = def.and_then(|d| BroadcastOp::cast(ctx, d)) {
        let source = b.source(ctx);
        if !ctx.is_vector(ctx.value_type(source)) {
            return value(source);
        }
    }
    let (Some(src), Some(pos)) = (
        operands.first().copied().flatten(),
        operands.get(1).copied().flatten(),
    ) else {
        return FoldResult::Failure;
    };
    let (Some((ty, _)), Some(pos)) = (ctx.as_dense_elements(src), ctx.attr_as_int(pos)) else {
        return FoldResult::Failure;
    };
    // The position is read as unsigned, as upstream's `uint64_t`.
    let n = ctx.num_elements(ty).unwrap_or(0);
    let pos = pos as u64;
    if pos >= n.max(0) as u64 {
        return FoldResult::Failure;
    }
    match element(ctx, src, pos as usize) {
        Some(a) => attr(a),
        None => FoldResult::Failure,
    }
}

/// `InsertOp::fold`: an insert at no position is its source.
pub(crate) fn insert(ctx: &Context, op: InsertOp) -> FoldResult {
    if op.static_position(ctx).is_empty() {
        return value(op.source(ctx));
    }
    FoldResult::Failure
}

/// `ShapeCastOp::fold`.
pub(crate) fn shape_cast(ctx: &mut Context, op: ShapeCastOp) -> FoldResult {
    let source = op.source(ctx);
    let result_ty = ctx.value_type(op.result(ctx));
    if ctx.value_type(source) == result_ty {
        return value(source);
    }
    let def = ctx.defining_op(source);
    if let Some(other) = def.and_then(|d| ShapeCastOp::cast(ctx, d)) {
        let inner = other.source(ctx);
        if ctx.value_type(inner) == result_ty {
            return value(inner);
        }
        let (a, b) = (shape(ctx, ctx.value_type(inner)), shape(ctx, result_ty));
        let valid = match a.len().cmp(&b.len()) {
            std::cmp::Ordering::Less => crate::verify_shape::valid_shape_cast(&a, &b),
            std::cmp::Ordering::Greater => crate::verify_shape::valid_shape_cast(&b, &a),
            std::cmp::Ordering::Equal => false,
        };
        if !valid {
            return FoldResult::Failure;
        }
        return match ctx.set_operand(op.operation(), 0, inner) {
            Ok(()) => FoldResult::InPlace,
            Err(_) => FoldResult::Failure,
        };
    }
    if let Some(b) = def.and_then(|d| BroadcastOp::cast(ctx, d)) {
        let bsource = b.source(ctx);
        if ctx.value_type(bsource) == result_ty {
            return value(bsource);
        }
    }
    FoldResult::Failure
}

/// `TransposeOp::fold`: a splat constant is reshaped, the identity
/// permutation is its operand.
pub(crate) fn transpose(
    ctx: &mut Context,
    op: TransposeOp,
    operands: &[Option<Attribute>],
) -> FoldResult {
    if let Some(c) = operands.first().copied().flatten() {
        if is_splat(ctx, c) {
            let result_ty = ctx.value_type(op.result(ctx));
            if let Some((_, data)) = ctx.as_dense_elements(c) {
                let data = data.clone();
                return attr(ctx.dense_elements_attr(result_ty, data));
            }
        }
    }
    let identity = op
        .permutation(ctx)
        .iter()
        .enumerate()
        .all(|(i, &p)| i64::try_from(i) == Ok(p));
    if identity {
        return value(op.vector(ctx));
    }
    FoldResult::Failure
}

/// `SplatOp::fold`: the splat of a constant scalar.
pub(crate) fn splat(ctx: &mut Context, op: SplatOp, operands: &[Option<Attribute>]) -> FoldResult {
    let Some(c) = operands.first().copied().flatten() else {
        return FoldResult::Failure;
    };
    let ty = ctx.value_type(op.aggregate(ctx));
    match splat_of(ctx, ty, c) {
        Some(a) => attr(a),
        None => FoldResult::Failure,
    }
}

/// `StepOp::fold`: `[0, 1, ..., n - 1]` for a fixed-size vector.
pub(crate) fn step(ctx: &mut Context, op: StepOp) -> FoldResult {
    let ty = ctx.value_type(op.result(ctx));
    if is_scalable(ctx, ty) {
        return FoldResult::Failure;
    }
    let n = ctx.num_elements(ty).unwrap_or(0).max(0);
    let values: Vec<i128> = (0..i128::from(n)).collect();
    attr(ctx.dense_int_attr(ty, &values))
}
