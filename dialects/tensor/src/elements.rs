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
    if let AttrData::SparseElements {
        ty,
        indices,
        values,
    } = *ctx.attr_data(a)
    {
        return sparse_element(ctx, ty, indices, values, i);
    }
    let (ty, data) = dense(ctx, a)?;
    if !matches!(data, DenseData::ComplexInt(_) | DenseData::ComplexFloat(_)) {
        // Integers and floats; a string element would be a string
        // attribute of a type no registered dialect materializes as a
        // constant: no fold.
        return ctx.dense_number_element(a, i);
    }
    let elt = ctx.element_type_or_self(ty);
    let i = if data.len() == 1 { 0 } else { i };
    Some(match data {
        // A complex element is the array of its two parts, as upstream's
        // `getValues<Attribute>` gives it (`complex.constant` materializes
        // it).
        DenseData::ComplexInt(v) => {
            let (re, im) = (*v.get(2 * i)?, *v.get(2 * i + 1)?);
            let part = ctx.element_type(elt)?;
            let parts = [ctx.integer_attr(part, re), ctx.integer_attr(part, im)];
            ctx.array_attr(&parts)
        }
        DenseData::ComplexFloat(v) => {
            let (re, im) = (*v.get(2 * i)?, *v.get(2 * i + 1)?);
            let part = ctx.element_type(elt)?;
            let parts = [
                ctx.float_attr(part, f64::from_bits(re)),
                ctx.float_attr(part, f64::from_bits(im)),
            ];
            ctx.array_attr(&parts)
        }
        _ => return None,
    })
}

/// A `dense<...>` of complex type `ty` from `[re, im]` array attributes
/// (`DenseElementsAttr::get` of complex elements).
fn from_complex_parts(ctx: &mut Context, ty: Type, elements: &[Attribute]) -> Option<Attribute> {
    let mut ints = Vec::new();
    let mut floats = Vec::new();
    for &e in elements {
        let &[re, im] = ctx.as_array(e)? else {
            return None;
        };
        for part in [re, im] {
            match *ctx.attr_data(part) {
                AttrData::Integer { value, .. } => ints.push(value),
                AttrData::Float { bits, .. } => floats.push(bits),
                _ => return None,
            }
        }
    }
    let data = match (ints.is_empty(), floats.is_empty()) {
        (false, true) => DenseData::ComplexInt(ints),
        (true, false) => DenseData::ComplexFloat(floats),
        _ => return None,
    };
    Some(ctx.dense_elements_attr(ty, data))
}

/// Element `flat` (row-major) of a `sparse<indices, values>` of type `ty`:
/// the value of the first index naming it, zero if none does
/// (`SparseElementsAttr::getValues<Attribute>`).
fn sparse_element(
    ctx: &mut Context,
    ty: Type,
    indices: Attribute,
    values: Attribute,
    flat: usize,
) -> Option<Attribute> {
    let sizes = ctx.shape(ty)?.to_vec();
    let (index_ty, DenseData::Int(coords)) = dense(ctx, indices)? else {
        return None;
    };
    let rows = usize::try_from(*ctx.shape(index_ty)?.first()?).ok()?;
    let rank = sizes.len();
    // A splat names one element, `rows` times.
    let coordinate = |row: usize, d: usize| {
        if coords.len() == 1 {
            coords[0]
        } else {
            coords.get(row * rank + d).copied().unwrap_or(0)
        }
    };
    let hit = (0..rows).find(|&row| {
        let mut at: i128 = 0;
        for (d, &size) in sizes.iter().enumerate() {
            at = at * i128::from(size) + coordinate(row, d);
        }
        at == flat as i128
    });
    match hit {
        Some(row) => element(ctx, values, row),
        None => zero_element(ctx, ctx.element_type_or_self(ty)),
    }
}

/// The zero of an element type as an attribute (`getZeroAttr` of
/// `SparseElementsAttr`): a float, a `[zero, zero]` array for a complex
/// element, an integer for integers and indices (no fold of string
/// elements).
fn zero_element(ctx: &mut Context, elt: Type) -> Option<Attribute> {
    if ctx.is_float(elt) {
        return Some(ctx.float_attr(elt, 0.0));
    }
    if ctx.is_complex(elt) {
        let part = ctx.element_type(elt)?;
        let zero = zero_element(ctx, part)?;
        return Some(ctx.array_attr(&[zero, zero]));
    }
    (ctx.type_as_integer(elt).is_some() || ctx.is_index(elt)).then(|| ctx.integer_attr(elt, 0))
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
    if ctx.is_complex(ctx.element_type_or_self(ty)) {
        return from_complex_parts(ctx, ty, scalars);
    }
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
