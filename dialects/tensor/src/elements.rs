//! The `dense<...>` queries the folders need (upstream's
//! `DenseElementsAttr`: splats, element access, reshaping a splat).

use ir::{AttrData, Attribute, Context, DenseData, FloatElement, Type};

/// The stored elements of a `dense<...>` attribute and its type.
fn dense(ctx: &Context, a: Attribute) -> Option<(Type, &DenseData)> {
    ctx.as_dense_elements(a)
}

/// Whether `a` is a splat `dense<...>` (one stored element).
pub fn is_splat(ctx: &Context, a: Attribute) -> bool {
    dense(ctx, a).is_some_and(|(_, d)| d.len() == 1)
}

/// Element `i` (row-major) of a `dense<...>` as a scalar attribute.
pub fn element(ctx: &mut Context, a: Attribute, i: usize) -> Option<Attribute> {
    let (ty, data) = dense(ctx, a)?;
    let elt = ctx.element_type_or_self(ty);
    let i = if data.len() == 1 { 0 } else { i };
    Some(match data {
        DenseData::Int(v) => {
            let x = *v.get(i)?;
            ctx.integer_attr(elt, x)
        }
        DenseData::Float(v) => {
            let x = f64::from_bits(*v.get(i)?);
            ctx.float_attr(elt, x)
        }
        DenseData::WideFloat(v) => {
            let bits = *v.get(i)?;
            ctx.float_attr_from_bits(elt, bits)
        }
        // A complex element is an attribute of the complex dialect, which
        // the project does not have: no fold.
        DenseData::ComplexInt(_) | DenseData::ComplexFloat(_) => return None,
        // A string element would be a string attribute of a type no
        // registered dialect materializes as a constant: no fold.
        DenseData::String(_) => return None,
    })
}

/// The splat value of a splat `dense<...>`.
pub fn splat_value(ctx: &mut Context, a: Attribute) -> Option<Attribute> {
    if !is_splat(ctx, a) {
        return None;
    }
    element(ctx, a, 0)
}

/// A splat `dense<...>` of type `ty` with `a`'s element
/// (`DenseElementsAttr::resizeSplat`).
pub fn resize_splat(ctx: &mut Context, a: Attribute, ty: Type) -> Option<Attribute> {
    let (_, data) = dense(ctx, a)?;
    if data.len() != 1 {
        return None;
    }
    let data = data.clone();
    Some(ctx.get_attr(AttrData::DenseElements { ty, data }))
}

/// `reshapeConstantSource`: a splat constant reshaped to a static `result`
/// type (and, when `cst` is given, only if the splat value is `cst`).
pub fn reshape_constant_source(
    ctx: &mut Context,
    source: Option<Attribute>,
    result: Type,
    cst: Option<Attribute>,
) -> Option<Attribute> {
    let source = source?;
    if !is_splat(ctx, source) || !ctx.has_static_shape(result) {
        return None;
    }
    if let Some(c) = cst {
        if splat_value(ctx, source) != Some(c) {
            return None;
        }
    }
    resize_splat(ctx, source, result)
}

/// A `dense<...>` of type `ty` from scalar integer or float attributes
/// (`DenseElementsAttr::get`); `None` for other element attributes.
pub fn from_scalars(ctx: &mut Context, ty: Type, scalars: &[Attribute]) -> Option<Attribute> {
    let mut ints = Vec::new();
    let mut floats = Vec::new();
    for &s in scalars {
        match *ctx.attr_data(s) {
            AttrData::Integer { value, .. } => ints.push(value),
            AttrData::Float { bits, .. } => floats.push(FloatElement::Exact(f64::from_bits(bits))),
            AttrData::WideFloat { bits, .. } => floats.push(FloatElement::Wide(bits)),
            _ => return None,
        }
    }
    if floats.is_empty() {
        Some(ctx.dense_int_attr(ty, &ints))
    } else if ints.is_empty() {
        let k = ctx.float_kind(ctx.element_type_or_self(ty))?;
        let data = DenseData::from_float_elements(k, &floats);
        Some(ctx.dense_elements_attr(ty, data))
    } else {
        None
    }
}
