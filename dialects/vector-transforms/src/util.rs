//! Helpers the lowerings share: vector type parts, leading dimensions
//! dropped, zero constants, single-position extracts and inserts, and the
//! row-major positions of an unrolled shape.

use ir::affine::{AffineExprData, AffineMap};
use ir::{Context, Location, OpBuilder, Type, TypeData, Value};
use vector::{ExtractOp, InsertOp};

/// The shape, scalable flags and element type of the vector type `ty`.
pub fn vector_parts(ctx: &Context, ty: Type) -> Option<(Vec<i64>, Vec<bool>, Type)> {
    match ctx.type_data(ty) {
        TypeData::Vector {
            shape,
            scalable,
            element,
        } => Some((shape.clone(), scalable.clone(), *element)),
        _ => None,
    }
}

/// The vector type `ty` without its first `n` dimensions (upstream's
/// `VectorType::Builder(ty).dropDim(0)`, `n` times); its element type
/// when none is left and `scalar_when_empty`.
pub fn drop_leading_dims(
    ctx: &mut Context,
    ty: Type,
    n: usize,
    scalar_when_empty: bool,
) -> Option<Type> {
    let (shape, scalable, element) = vector_parts(ctx, ty)?;
    if n > shape.len() {
        return None;
    }
    if n == shape.len() && scalar_when_empty {
        return Some(element);
    }
    Some(ctx.get_type(TypeData::Vector {
        shape: shape[n..].to_vec(),
        scalable: scalable[n..].to_vec(),
        element,
    }))
}

/// `AffineMap::isMinorIdentityWithBroadcasting`: each result the input
/// dimension of its position among the trailing ones, or a constant zero
/// (a broadcast, whose result position is returned).
pub fn minor_identity_with_broadcasting(ctx: &Context, map: AffineMap) -> Option<Vec<usize>> {
    let data = ctx.affine_map_data(map);
    let (dims, results) = (data.num_dims as usize, data.results.len());
    if dims < results {
        return None;
    }
    let start = dims - results;
    let mut broadcasts = Vec::new();
    for (i, &e) in data.results.iter().enumerate() {
        match ctx.affine_expr_data(e) {
            AffineExprData::Constant(0) => broadcasts.push(i),
            AffineExprData::Dim(d) if d as usize == start + i => {}
            _ => return None,
        }
    }
    Some(broadcasts)
}

/// Upstream's `isLastMemrefDimUnitStride`.
pub fn is_last_memref_dim_unit_stride(ctx: &Context, ty: Type) -> bool {
    memref::strides_and_offset(ctx, ty).is_some_and(|(s, _)| s.last().is_none_or(|&s| s == 1))
}

/// The map is a minor identity (`AffineMap::isMinorIdentity`).
pub fn is_minor_identity(ctx: &Context, map: AffineMap) -> bool {
    minor_identity_with_broadcasting(ctx, map).is_some_and(|b| b.is_empty())
}

/// `vector::createOrFoldDimOp`: the size of dimension `i` of the memref
/// or tensor `v`, a folded `memref.dim` or `tensor.dim` (its index
/// constant made first, as upstream's builder does).
pub fn create_or_fold_dim_op(b: &mut OpBuilder<'_>, loc: Location, v: Value, i: usize) -> Value {
    let t = b.value_type(v);
    let index = b.index_type();
    let attr = b.index_attr(i as i64);
    let c = arith::ConstantOp::build(b, loc, index, attr).result(b);
    let dim = if b.is_memref(t) {
        memref::DimOp::build(b, loc, index, v, c).operation()
    } else {
        tensor::DimOp::build(b, loc, index, v, c).operation()
    };
    ir::rewrite::create_or_fold(b, dim)[0]
}

/// A zero `arith.constant` of `ty` (upstream's `getZeroAttr`).
pub fn zero_constant(b: &mut OpBuilder<'_>, loc: Location, ty: Type) -> Option<Value> {
    let attr = arith::fold::zero_attr(b, ty)?;
    Some(arith::ConstantOp::build(b, loc, ty, attr).result(b))
}

/// `vector.extract %v[pos]` (static positions), of the type of what is
/// left (the element for a full position).
pub fn extract_at(b: &mut OpBuilder<'_>, loc: Location, v: Value, pos: &[i64]) -> Option<Value> {
    let ty = b.value_type(v);
    let ty = drop_leading_dims(b, ty, pos.len(), true)?;
    let i64t = b.i64();
    let p = b.dense_int_array_attr(i64t, pos);
    Some(ExtractOp::build(b, loc, ty, v, &[], p).result(b))
}

/// `vector.insert %v, %dest[pos]` (static positions).
pub fn insert_at(
    b: &mut OpBuilder<'_>,
    loc: Location,
    v: Value,
    dest: Value,
    pos: &[i64],
) -> Value {
    let ty = b.value_type(dest);
    let i64t = b.i64();
    let p = b.dense_int_array_attr(i64t, pos);
    InsertOp::build(b, loc, ty, v, dest, &[], p).result(b)
}

/// The positions of `sizes`, in row-major order (upstream's
/// `StaticTileOffsetRange` with unit steps, `nDVectorIterate`).
pub fn row_major_positions(sizes: &[i64]) -> Vec<Vec<i64>> {
    let count: i64 = sizes.iter().product();
    (0..count)
        .map(|linear| {
            let mut position = vec![0i64; sizes.len()];
            let mut rest = linear;
            for (k, &s) in sizes.iter().enumerate().rev() {
                position[k] = rest % s;
                rest /= s;
            }
            position
        })
        .collect()
}
