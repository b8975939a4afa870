//! Helpers the lowerings share: vector type parts, leading dimensions
//! dropped, zero constants, single-position extracts and inserts, and the
//! row-major positions of an unrolled shape.

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
