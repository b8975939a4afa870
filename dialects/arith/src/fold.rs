//! Constant folding utilities (upstream's `constFoldBinaryOp`,
//! `constFoldUnaryOp`, `constFoldCastOp` and the `m_Zero`/`m_One`/...
//! matchers): on scalar integer and float attributes and on dense elements
//! (splat or not) of the same type. Public for the dialects whose folders
//! upstream writes with the same `CommonFolders.h` (math).

use crate::apint::{sext, trunc};
use ir::{AttrData, Attribute, Context, DenseData, FoldResult, OpFoldResult, Type, Value};

/// The bit width of an integer or index element type (index: 64, as
/// upstream's internal storage width; 0 for `i0`).
pub fn int_width(ctx: &Context, ty: Type) -> Option<u32> {
    if ctx.is_index(ty) {
        return Some(64);
    }
    ctx.type_as_integer(ty)
        .map(|(w, _)| w)
        .filter(|&w| w <= 128)
}

/// Integer constant contents: the attribute's type, the element width and
/// the element bits (one for a scalar or a splat).
pub struct IntConst {
    /// The attribute's type (scalar or shaped).
    pub ty: Type,
    /// The element width.
    pub width: u32,
    /// The element bits (one for a scalar or a splat).
    pub values: Vec<u128>,
}

/// The integer constant `attr` holds.
pub fn int_const(ctx: &Context, attr: Attribute) -> Option<IntConst> {
    match ctx.attr_data(attr) {
        AttrData::Integer { value, ty } => {
            let width = int_width(ctx, *ty)?;
            Some(IntConst {
                ty: *ty,
                width,
                values: vec![trunc(*value as u128, width)],
            })
        }
        AttrData::DenseElements {
            ty,
            data: DenseData::Int(v),
        } => {
            let width = int_width(ctx, ctx.element_type_or_self(*ty))?;
            Some(IntConst {
                ty: *ty,
                width,
                values: v.iter().map(|&x| trunc(x as u128, width)).collect(),
            })
        }
        _ => None,
    }
}

/// The value of an integer or splat integer constant (`m_ConstantInt`).
pub fn const_int(ctx: &Context, attr: Option<Attribute>) -> Option<(u128, u32)> {
    let attr = attr?;
    // A scalar, the common case, needs no element vector.
    if let AttrData::Integer { value, ty } = ctx.attr_data(attr) {
        let width = int_width(ctx, *ty)?;
        return Some((trunc(*value as u128, width), width));
    }
    let c = int_const(ctx, attr)?;
    (c.values.len() == 1).then(|| (c.values[0], c.width))
}

/// `m_Zero`: an integer (or splat) zero.
pub fn is_zero(ctx: &Context, attr: Option<Attribute>) -> bool {
    const_int(ctx, attr).is_some_and(|(v, _)| v == 0)
}

/// `m_One`: an integer (or splat) one.
pub fn is_one(ctx: &Context, attr: Option<Attribute>) -> bool {
    const_int(ctx, attr).is_some_and(|(v, _)| v == 1)
}

/// `isAllOnes` of an integer (or splat) constant.
pub fn is_all_ones(ctx: &Context, attr: Option<Attribute>) -> bool {
    const_int(ctx, attr).is_some_and(|(v, w)| v == crate::apint::mask(w))
}

/// Builds the integer constant of type `ty` (scalar or shaped) with the
/// element bits `values` of width `width`.
pub fn make_int(ctx: &mut Context, ty: Type, width: u32, values: &[u128]) -> Attribute {
    if !ctx.is_shaped(ty) {
        return ctx.integer_attr(ty, sext(values[0], width));
    }
    let ints: Vec<i128> = values.iter().map(|&v| sext(v, width)).collect();
    ctx.dense_int_attr(ty, &ints)
}

/// The first operand that is `#ub.poison`: what the common folders fold
/// to (a poisoned operand poisons the result), as upstream's do by default.
pub fn poison_operand(ctx: &Context, operands: &[Option<Attribute>]) -> Option<Attribute> {
    operands
        .iter()
        .flatten()
        .copied()
        .find(|&a| ub::PoisonAttr::from_attribute(ctx, a).is_some())
}

/// Elementwise results of `f` over two constants of the same type and
/// shape (a splat stands for every element), `None` when `f` fails on one.
fn zip_elements<T: Copy, R>(
    a: &[T],
    b: &[T],
    mut f: impl FnMut(T, T) -> Option<R>,
) -> Option<Vec<R>> {
    let n = a.len().max(b.len());
    if a.len() != n && a.len() != 1 || b.len() != n && b.len() != 1 {
        return None;
    }
    (0..n)
        .map(|i| f(a[i.min(a.len() - 1)], b[i.min(b.len() - 1)]))
        .collect()
}

/// `constFoldBinaryOp<IntegerAttr>`: both operands constant integers of one
/// type; `f` gets the bits and the width.
pub fn fold_int_binary(
    ctx: &mut Context,
    operands: &[Option<Attribute>],
    mut f: impl FnMut(u128, u128, u32) -> Option<u128>,
) -> Option<Attribute> {
    if let Some(p) = poison_operand(ctx, operands) {
        return Some(p);
    }
    let (a, b) = (*operands.first()?.as_ref()?, *operands.get(1)?.as_ref()?);
    // Two scalars, the common case, need no element vectors.
    if let (AttrData::Integer { value: x, ty }, AttrData::Integer { value: y, ty: ty_b }) =
        (ctx.attr_data(a), ctx.attr_data(b))
    {
        let (x, y, ty) = (*x as u128, *y as u128, *ty);
        if ty != *ty_b {
            return None;
        }
        let w = int_width(ctx, ty)?;
        let r = trunc(f(trunc(x, w), trunc(y, w), w)?, w);
        return Some(ctx.integer_attr(ty, sext(r, w)));
    }
    let (a, b) = (int_const(ctx, a)?, int_const(ctx, b)?);
    if a.ty != b.ty {
        return None;
    }
    let w = a.width;
    let values = zip_elements(&a.values, &b.values, |x, y| f(x, y, w).map(|r| trunc(r, w)))?;
    Some(make_int(ctx, a.ty, w, &values))
}

/// `constFoldBinaryOp` with a result type of its own (the results of the
/// extended ops' carry or high half have the operands' shape).
pub fn fold_int_binary_to(
    ctx: &mut Context,
    operands: &[Option<Attribute>],
    result_type: Type,
    result_width: u32,
    mut f: impl FnMut(u128, u128, u32) -> Option<u128>,
) -> Option<Attribute> {
    let (a, b) = (operands.first()?.as_ref()?, operands.get(1)?.as_ref()?);
    let (a, b) = (int_const(ctx, *a)?, int_const(ctx, *b)?);
    if a.width != b.width {
        return None;
    }
    let w = a.width;
    let values = zip_elements(&a.values, &b.values, |x, y| {
        f(x, y, w).map(|r| trunc(r, result_width))
    })?;
    Some(make_int(ctx, result_type, result_width, &values))
}

/// Float constant contents: the attribute's type and the element values
/// (one for a scalar or a splat).
pub struct FloatConst {
    /// The attribute's type (scalar or shaped).
    pub ty: Type,
    /// The element values (one for a scalar or a splat).
    pub values: Vec<f64>,
}

/// The float constant `attr` holds.
pub fn float_const(ctx: &Context, attr: Attribute) -> Option<FloatConst> {
    match ctx.attr_data(attr) {
        AttrData::Float { bits, ty } => Some(FloatConst {
            ty: *ty,
            values: vec![f64::from_bits(*bits)],
        }),
        AttrData::DenseElements {
            ty,
            data: DenseData::Float(v),
        } => Some(FloatConst {
            ty: *ty,
            values: v.iter().map(|&b| f64::from_bits(b)).collect(),
        }),
        _ => None,
    }
}

/// The value of a float or splat float constant.
pub fn const_float(ctx: &Context, attr: Option<Attribute>) -> Option<f64> {
    let c = float_const(ctx, attr?)?;
    (c.values.len() == 1).then(|| c.values[0])
}

/// Builds the float constant of type `ty` (scalar or shaped).
pub fn make_float(ctx: &mut Context, ty: Type, values: &[f64]) -> Attribute {
    if ctx.is_shaped(ty) {
        ctx.dense_float_attr(ty, values)
    } else {
        ctx.float_attr(ty, values[0])
    }
}

/// `constFoldBinaryOp<FloatAttr>`: both operands constant floats of one
/// type (results rounded to it).
pub fn fold_float_binary(
    ctx: &mut Context,
    operands: &[Option<Attribute>],
    mut f: impl FnMut(f64, f64) -> Option<f64>,
) -> Option<Attribute> {
    if let Some(p) = poison_operand(ctx, operands) {
        return Some(p);
    }
    let (a, b) = (operands.first()?.as_ref()?, operands.get(1)?.as_ref()?);
    let (a, b) = (float_const(ctx, *a)?, float_const(ctx, *b)?);
    if a.ty != b.ty {
        return None;
    }
    let values = zip_elements(&a.values, &b.values, &mut f)?;
    Some(make_float(ctx, a.ty, &values))
}

/// `constFoldUnaryOp<FloatAttr>`.
pub fn fold_float_unary(
    ctx: &mut Context,
    operand: Option<Attribute>,
    f: impl Fn(f64) -> f64,
) -> Option<Attribute> {
    if let Some(p) = poison_operand(ctx, &[operand]) {
        return Some(p);
    }
    let a = float_const(ctx, operand?)?;
    let values: Vec<f64> = a.values.iter().map(|&v| f(v)).collect();
    Some(make_float(ctx, a.ty, &values))
}

/// A fold to an attribute.
pub fn to_attr(a: Option<Attribute>) -> FoldResult {
    match a {
        Some(a) => FoldResult::Replace(vec![OpFoldResult::Attr(a)]),
        None => FoldResult::Failure,
    }
}

/// A fold to an existing value.
pub fn to_value(v: Value) -> FoldResult {
    FoldResult::Replace(vec![OpFoldResult::Value(v)])
}

/// The zero of an integer, index or float type, or of a shaped type of
/// them (`Builder::getZeroAttr`).
pub fn zero_attr(ctx: &mut Context, ty: Type) -> Option<Attribute> {
    let elt = ctx.element_type_or_self(ty);
    if ctx.is_float(elt) {
        return Some(make_float(ctx, ty, &[0.0]));
    }
    let w = int_width(ctx, elt)?;
    Some(make_int(ctx, ty, w, &[0]))
}
