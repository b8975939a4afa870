//! The Rust of `VectorOps.td`'s C++ predicates and type transformers
//! (`ResultIsDoubleSourceVectorType`, `ResultIsHalfSourceVectorType`,
//! `SourceVectorEvenElementCount`, the scalable insert/extract positions,
//! `vector.print`'s string literal).

use ir::{Attribute, Context, Type, TypeData, TypeFactory, Value};

/// `ty` (a vector) with its trailing dimension doubled; a 0-D vector
/// becomes `vector<2x...>` (`interleave`'s result).
pub fn double_trailing_dim(types: &mut impl TypeFactory, ty: Type) -> Type {
    let TypeData::Vector {
        shape,
        scalable,
        element,
    } = types.context().type_data(ty).clone()
    else {
        return ty;
    };
    let (mut shape, mut scalable) = (shape, scalable);
    match shape.last_mut() {
        Some(last) => *last = last.saturating_mul(2),
        None => {
            shape = vec![2];
            scalable = vec![false];
        }
    }
    types.make_type(TypeData::Vector {
        shape,
        scalable,
        element,
    })
}

/// `ty` (a vector) with its trailing dimension halved (`deinterleave`'s
/// results); a trailing dimension that halves to nothing keeps `ty`.
pub fn half_trailing_dim(types: &mut impl TypeFactory, ty: Type) -> Type {
    let TypeData::Vector {
        mut shape,
        scalable,
        element,
    } = types.context().type_data(ty).clone()
    else {
        return ty;
    };
    match shape.last_mut() {
        Some(last) if *last / 2 > 0 => *last /= 2,
        _ => return ty,
    }
    types.make_type(TypeData::Vector {
        shape,
        scalable,
        element,
    })
}

/// The trailing dimension of the vector `ty` is even.
pub fn trailing_dim_is_even(ctx: &Context, ty: Type) -> bool {
    ctx.shape(ty)
        .and_then(|s| s.last())
        .is_some_and(|d| d % 2 == 0)
}

/// The integer attribute `pos` is a multiple of the number of elements of
/// the vector `ty` (the scalable insert and extract positions).
pub fn is_multiple_of_length(ctx: &Context, pos: Attribute, ty: Type) -> bool {
    match (ctx.attr_as_int(pos), ctx.num_elements(ty)) {
        (Some(p), Some(n)) if n != 0 => p % n == 0,
        _ => false,
    }
}

/// `vector.print` of a string literal has no source and the default
/// punctuation.
pub fn print_string_alone(
    ctx: &Context,
    string: Option<Attribute>,
    source: Option<Value>,
    punctuation: Attribute,
) -> bool {
    let newline = crate::PrintPunctuationAttr::from_attribute(ctx, punctuation)
        .is_some_and(|p| p.value(ctx) == crate::PrintPunctuation::NewLine);
    string.is_none() || (source.is_none() && newline)
}
