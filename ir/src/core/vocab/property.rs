//! [`PropertyStorage`]: the generic (attribute) form of property values.
//!
//! Properties (`Property` in `.td` files) store a Rust value; printing,
//! parsing and the generic `<{...}>` dictionary see it as an [`Attribute`].
//! The forms follow MLIR's builtin properties:
//!
//! | Rust value | attribute |
//! |---|---|
//! | `bool` | `true` / `false` (`i1`) |
//! | `i8` ... `i64` | integer attribute of `i8` ... `i64` |
//! | `u8` ... `u64` | integer attribute of `ui8` ... `ui64` |
//! | `f64` | `f64` float attribute |
//! | `String` | string attribute |
//! | `Vec<i32>`, `Vec<i64>` | `array<i32: ...>`, `array<i64: ...>` (dense arrays, as MLIR's `ArrayRef<int32_t>`/`ArrayRef<int64_t>` properties, so `operandSegmentSizes` prints as `mlir-opt` prints it) |
//! | other `Vec<T>` | array of the elements' forms |
//! | `Option<T>` | `[]` for `None`, `[x]` for `Some` (MLIR's `OptionalProp`) |
//!
//! `from_attribute` accepts exactly these forms (integers of any integer
//! type whose value fits), and `None` otherwise.

use crate::core::attrs::{Attribute, DenseData};
use crate::core::builder::OpBuilder;
use crate::core::context::Context;
use crate::core::types::{FloatKind, Signedness};

/// A property value that converts to and from its attribute form.
pub trait PropertyStorage {
    /// The attribute form of the value, interned through `builder`.
    fn to_attribute(&self, builder: &mut OpBuilder) -> Attribute;
    /// The value of an attribute form; `None` if `attr` is not one.
    fn from_attribute(ctx: &Context, attr: Attribute) -> Option<Self>
    where
        Self: Sized;

    /// The attribute form of a `Vec<Self>`: an array of the elements'
    /// forms, unless the element type chooses a denser one.
    fn vec_to_attribute(values: &[Self], builder: &mut OpBuilder) -> Attribute
    where
        Self: Sized,
    {
        let elements: Vec<Attribute> = values.iter().map(|v| v.to_attribute(builder)).collect();
        builder.array_attr(&elements)
    }

    /// The `Vec<Self>` of an attribute form made by [`Self::vec_to_attribute`].
    fn vec_from_attribute(ctx: &Context, attr: Attribute) -> Option<Vec<Self>>
    where
        Self: Sized,
    {
        ctx.attr_as_array(attr)?
            .iter()
            .map(|&a| Self::from_attribute(ctx, a))
            .collect()
    }
}

impl PropertyStorage for bool {
    fn to_attribute(&self, builder: &mut OpBuilder) -> Attribute {
        builder.bool_attr(*self)
    }
    fn from_attribute(ctx: &Context, attr: Attribute) -> Option<Self> {
        ctx.attr_as_bool(attr)
    }
}

macro_rules! integer_property {
    ($($t:ty => $width:literal, $signedness:ident;)*) => {$(
        impl PropertyStorage for $t {
            fn to_attribute(&self, builder: &mut OpBuilder) -> Attribute {
                let ty = builder.integer_type($width, Signedness::$signedness);
                let cx: &mut Context = builder;
                cx.integer_attr(ty, i128::from(*self))
            }
            fn from_attribute(ctx: &Context, attr: Attribute) -> Option<Self> {
                ctx.as_integer(attr).and_then(|v| <$t>::try_from(v).ok())
            }
        }
    )*};
}

macro_rules! dense_array_property {
    ($($t:ty => $width:literal;)*) => {$(
        impl PropertyStorage for $t {
            fn to_attribute(&self, builder: &mut OpBuilder) -> Attribute {
                let ty = builder.integer_type($width, Signedness::Signless);
                let cx: &mut Context = builder;
                cx.integer_attr(ty, i128::from(*self))
            }
            fn from_attribute(ctx: &Context, attr: Attribute) -> Option<Self> {
                ctx.as_integer(attr).and_then(|v| <$t>::try_from(v).ok())
            }
            fn vec_to_attribute(values: &[Self], builder: &mut OpBuilder) -> Attribute {
                let ty = builder.integer_type($width, Signedness::Signless);
                let wide: Vec<i64> = values.iter().map(|&v| i64::from(v)).collect();
                builder.dense_int_array_attr(ty, &wide)
            }
            fn vec_from_attribute(ctx: &Context, attr: Attribute) -> Option<Vec<Self>> {
                let (element, data) = ctx.as_dense_array(attr)?;
                if ctx.type_as_integer(element) != Some(($width, Signedness::Signless)) {
                    return None;
                }
                match data {
                    DenseData::Int(v) => v.iter().map(|&x| <$t>::try_from(x).ok()).collect(),
                    _ => None,
                }
            }
        }
    )*};
}

dense_array_property! {
    i32 => 32;
    i64 => 64;
}

integer_property! {
    i8 => 8, Signless;
    i16 => 16, Signless;
    u8 => 8, Unsigned;
    u16 => 16, Unsigned;
    u32 => 32, Unsigned;
    u64 => 64, Unsigned;
}

impl PropertyStorage for f64 {
    fn to_attribute(&self, builder: &mut OpBuilder) -> Attribute {
        let ty = builder.float_type(FloatKind::F64);
        builder.float_attr(ty, *self)
    }
    fn from_attribute(ctx: &Context, attr: Attribute) -> Option<Self> {
        ctx.attr_as_float(attr)
    }
}

impl PropertyStorage for String {
    fn to_attribute(&self, builder: &mut OpBuilder) -> Attribute {
        builder.string_attr(self)
    }
    fn from_attribute(ctx: &Context, attr: Attribute) -> Option<Self> {
        ctx.attr_as_str(attr).map(str::to_owned)
    }
}

impl<T: PropertyStorage> PropertyStorage for Vec<T> {
    fn to_attribute(&self, builder: &mut OpBuilder) -> Attribute {
        T::vec_to_attribute(self, builder)
    }
    fn from_attribute(ctx: &Context, attr: Attribute) -> Option<Self> {
        T::vec_from_attribute(ctx, attr)
    }
}

impl<T: PropertyStorage> PropertyStorage for Option<T> {
    fn to_attribute(&self, builder: &mut OpBuilder) -> Attribute {
        match self {
            None => builder.array_attr(&[]),
            Some(v) => {
                let a = v.to_attribute(builder);
                builder.array_attr(&[a])
            }
        }
    }
    fn from_attribute(ctx: &Context, attr: Attribute) -> Option<Self> {
        match ctx.attr_as_array(attr)? {
            [] => Some(None),
            [a] => T::from_attribute(ctx, *a).map(Some),
            _ => None,
        }
    }
}
