//! Constant folding utilities (upstream's `constFoldBinaryOp`,
//! `constFoldUnaryOp`, `constFoldCastOp` and the `m_Zero`/`m_One`/...
//! matchers): on scalar integer and float attributes and on dense elements
//! (splat or not) of the same type. Public for the dialects whose folders
//! upstream writes with the same `CommonFolders.h` (math).

use ir::apint::APInt;
use ir::{AttrData, Attribute, Context, DenseData, FoldResult, OpFoldResult, Type, Value};

/// The bit width of an integer or index element type (index: 64, as
/// upstream's internal storage width; 0 for `i0`).
pub fn int_width(ctx: &Context, ty: Type) -> Option<u32> {
    if ctx.is_index(ty) {
        return Some(64);
    }
    ctx.type_as_integer(ty).map(|(w, _)| w)
}

/// Integer constant contents: the attribute's type, the element width and
/// the element values (one for a scalar or a splat).
pub struct IntConst {
    /// The attribute's type (scalar or shaped).
    pub ty: Type,
    /// The element width.
    pub width: u32,
    /// The element values, each of the element width (one for a scalar or
    /// a splat).
    pub values: Vec<APInt>,
}

/// The value of a scalar integer attribute (`IntegerAttr::getValue`).
pub(crate) fn scalar_int(ctx: &Context, attr: Attribute) -> Option<APInt> {
    match ctx.attr_data(attr) {
        AttrData::Integer { value, ty } => Some(APInt::from_i128(int_width(ctx, *ty)?, *value)),
        AttrData::WideInteger { value, .. } => Some(value.clone()),
        _ => None,
    }
}

/// The integer constant `attr` holds.
pub fn int_const(ctx: &Context, attr: Attribute) -> Option<IntConst> {
    match ctx.attr_data(attr) {
        AttrData::DenseElements {
            ty,
            data: DenseData::Int(v),
        } => {
            let width = int_width(ctx, ctx.element_type_or_self(*ty))?;
            Some(IntConst {
                ty: *ty,
                width,
                values: v.iter().map(|&x| APInt::from_i128(width, x)).collect(),
            })
        }
        _ => {
            let value = scalar_int(ctx, attr)?;
            Some(IntConst {
                ty: ctx.attr_type(attr),
                width: value.width(),
                values: vec![value],
            })
        }
    }
}

/// The value of an integer or splat integer constant (`m_ConstantInt`).
pub fn const_int(ctx: &Context, attr: Option<Attribute>) -> Option<APInt> {
    let attr = attr?;
    // A scalar, the common case, needs no element vector.
    if let Some(v) = scalar_int(ctx, attr) {
        return Some(v);
    }
    let mut c = int_const(ctx, attr)?;
    (c.values.len() == 1).then(|| c.values.remove(0))
}

/// `m_Zero`: an integer (or splat) zero.
pub fn is_zero(ctx: &Context, attr: Option<Attribute>) -> bool {
    const_int(ctx, attr).is_some_and(|v| v.is_zero())
}

/// `m_One`: an integer (or splat) one.
pub fn is_one(ctx: &Context, attr: Option<Attribute>) -> bool {
    const_int(ctx, attr).is_some_and(|v| v.is_one())
}

/// `isAllOnes` of an integer (or splat) constant.
pub fn is_all_ones(ctx: &Context, attr: Option<Attribute>) -> bool {
    const_int(ctx, attr).is_some_and(|v| v.is_all_ones())
}

/// Builds the integer constant of type `ty` (scalar or shaped) with the
/// element values `values` (of the element width); `None` when an element
/// of a shaped constant does not fit in the `i128` that `dense` elements
/// are held in (wider element values are not representable yet).
pub fn make_int(ctx: &mut Context, ty: Type, values: &[APInt]) -> Option<Attribute> {
    if !ctx.is_shaped(ty) {
        return Some(ctx.apint_attr(ty, values.first()?.clone()));
    }
    let ints: Option<Vec<i128>> = values.iter().map(|v| v.to_i128(true)).collect();
    Some(ctx.dense_int_attr(ty, &ints?))
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
fn zip_elements<T, R>(a: &[T], b: &[T], mut f: impl FnMut(&T, &T) -> Option<R>) -> Option<Vec<R>> {
    let n = a.len().max(b.len());
    if a.len() != n && a.len() != 1 || b.len() != n && b.len() != 1 {
        return None;
    }
    (0..n)
        .map(|i| f(&a[i.min(a.len() - 1)], &b[i.min(b.len() - 1)]))
        .collect()
}

/// `constFoldBinaryOp<IntegerAttr>`: both operands constant integers of one
/// type; `f` gets the two values (of the element width) and gives one of
/// that width.
pub fn fold_int_binary(
    ctx: &mut Context,
    operands: &[Option<Attribute>],
    mut f: impl FnMut(&APInt, &APInt) -> Option<APInt>,
) -> Option<Attribute> {
    if let Some(p) = poison_operand(ctx, operands) {
        return Some(p);
    }
    let (a, b) = (*operands.first()?.as_ref()?, *operands.get(1)?.as_ref()?);
    // Two scalars, the common case, need no element vectors.
    if let (Some(x), Some(y)) = (scalar_int(ctx, a), scalar_int(ctx, b)) {
        let ty = ctx.attr_type(a);
        if ty != ctx.attr_type(b) {
            return None;
        }
        let r = f(&x, &y)?;
        return Some(ctx.apint_attr(ty, r));
    }
    let (a, b) = (int_const(ctx, a)?, int_const(ctx, b)?);
    if a.ty != b.ty {
        return None;
    }
    let values = zip_elements(&a.values, &b.values, f)?;
    make_int(ctx, a.ty, &values)
}

/// `constFoldBinaryOp` with a result type of its own (the results of the
/// extended ops' carry or high half have the operands' shape): `f` gives
/// values of the result's element width.
pub fn fold_int_binary_to(
    ctx: &mut Context,
    operands: &[Option<Attribute>],
    result_type: Type,
    f: impl FnMut(&APInt, &APInt) -> Option<APInt>,
) -> Option<Attribute> {
    let (a, b) = (operands.first()?.as_ref()?, operands.get(1)?.as_ref()?);
    let (a, b) = (int_const(ctx, *a)?, int_const(ctx, *b)?);
    if a.width != b.width {
        return None;
    }
    let values = zip_elements(&a.values, &b.values, f)?;
    make_int(ctx, result_type, &values)
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
    let values = zip_elements(&a.values, &b.values, |&x, &y| f(x, y))?;
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
        Some(a) => FoldResult::single(OpFoldResult::Attr(a)),
        None => FoldResult::Failure,
    }
}

/// A fold to an existing value.
pub fn to_value(v: Value) -> FoldResult {
    FoldResult::single(OpFoldResult::Value(v))
}

/// The zero of an integer, index or float type, or of a shaped type of
/// them (`Builder::getZeroAttr`).
pub fn zero_attr(ctx: &mut Context, ty: Type) -> Option<Attribute> {
    let elt = ctx.element_type_or_self(ty);
    if ctx.is_float(elt) {
        return Some(make_float(ctx, ty, &[0.0]));
    }
    let w = int_width(ctx, elt)?;
    make_int(ctx, ty, &[APInt::zero(w)])
}
