//! `ShapedType` (MLIR's `ShapedTypeInterface`, `BuiltinTypeInterfaces.td`):
//! a type with a shape and an element type. Dialect types that list the
//! interface implement the trait on their typed handle and register its
//! table; the builtin tensors, memrefs and vectors answer through a table
//! of this module, so [`ShapedTypeRef::get`] sees both.

use crate::core::context::Context;
use crate::core::types::{Type, TypeData};

/// MLIR's `ShapedTypeInterface`, implemented by typed handles of dialect
/// types.
pub trait ShapedType: Copy {
    /// The same kind of type with `shape` (the type's own when `None`) and
    /// `element_type`.
    fn clone_with(self, ctx: &mut Context, shape: Option<&[i64]>, element_type: Type) -> Type;
    /// The element type.
    fn get_element_type(self, ctx: &Context) -> Type;
    /// Whether the type has a rank.
    fn has_rank(self, ctx: &Context) -> bool;
    /// The dimensions of a ranked type ([`DYNAMIC`](crate::core::types::DYNAMIC) for `?`).
    fn get_shape(self, ctx: &Context) -> &[i64];
}

/// [`ShapedType`] as functions of the opaque type (registered with a
/// dialect type's definition).
#[derive(Clone, Copy, Debug)]
pub struct ShapedTypeVtable {
    /// [`ShapedType::clone_with`].
    pub clone_with: fn(Type, &mut Context, Option<&[i64]>, Type) -> Type,
    /// [`ShapedType::get_element_type`].
    pub get_element_type: fn(Type, &Context) -> Type,
    /// [`ShapedType::has_rank`].
    pub has_rank: fn(Type, &Context) -> bool,
    /// [`ShapedType::get_shape`].
    pub get_shape: fn(Type, &Context) -> &[i64],
}

/// The builtin shaped types (tensors, memrefs, vectors).
static BUILTIN: ShapedTypeVtable = ShapedTypeVtable {
    clone_with: builtin_clone_with,
    get_element_type: |t, ctx| ctx.element_type_or_self(t),
    has_rank: |t, ctx| ctx.rank(t).is_some(),
    get_shape: |t, ctx| ctx.shape(t).unwrap_or(&[]),
};

fn builtin_clone_with(t: Type, ctx: &mut Context, shape: Option<&[i64]>, element: Type) -> Type {
    let shape = shape.map(<[i64]>::to_vec);
    let d = match ctx.type_data(t).clone() {
        TypeData::RankedTensor {
            shape: s, encoding, ..
        } => TypeData::RankedTensor {
            shape: shape.unwrap_or(s),
            element,
            encoding,
        },
        TypeData::UnrankedTensor { .. } => match shape {
            Some(shape) => TypeData::RankedTensor {
                shape,
                element,
                encoding: None,
            },
            None => TypeData::UnrankedTensor { element },
        },
        TypeData::Vector {
            shape: s, scalable, ..
        } => {
            let scalable = match &shape {
                Some(n) if n.len() != s.len() => vec![false; n.len()],
                _ => scalable,
            };
            TypeData::Vector {
                shape: shape.unwrap_or(s),
                scalable,
                element,
            }
        }
        TypeData::MemRef {
            shape: s,
            layout,
            memory_space,
            ..
        } => TypeData::MemRef {
            shape: shape.unwrap_or(s),
            element,
            layout,
            memory_space,
        },
        TypeData::UnrankedMemRef { memory_space, .. } => match shape {
            Some(shape) => TypeData::MemRef {
                shape,
                element,
                layout: None,
                memory_space,
            },
            None => TypeData::UnrankedMemRef {
                element,
                memory_space,
            },
        },
        _ => return t,
    };
    ctx.get_type(d)
}

/// A type implementing [`ShapedType`], seen through the interface.
#[derive(Clone, Copy, Debug)]
pub struct ShapedTypeRef {
    value: Type,
    vtable: &'static ShapedTypeVtable,
}

impl ShapedTypeRef {
    /// `value` through [`ShapedType`], if it is a builtin shaped type or
    /// its definition implements the interface.
    pub fn get(ctx: &Context, value: Type) -> Option<Self> {
        if ctx.is_shaped(value) {
            return Some(ShapedTypeRef {
                value,
                vtable: &BUILTIN,
            });
        }
        ctx.type_interface::<ShapedTypeVtable>(value)
            .map(|vtable| ShapedTypeRef { value, vtable })
    }
    /// The type.
    pub fn value(self) -> Type {
        self.value
    }
    /// [`ShapedType::clone_with`].
    pub fn clone_with(self, ctx: &mut Context, shape: Option<&[i64]>, element_type: Type) -> Type {
        (self.vtable.clone_with)(self.value, ctx, shape, element_type)
    }
    /// [`ShapedType::get_element_type`].
    pub fn get_element_type(self, ctx: &Context) -> Type {
        (self.vtable.get_element_type)(self.value, ctx)
    }
    /// [`ShapedType::has_rank`].
    pub fn has_rank(self, ctx: &Context) -> bool {
        (self.vtable.has_rank)(self.value, ctx)
    }
    /// [`ShapedType::get_shape`].
    pub fn get_shape(self, ctx: &Context) -> &[i64] {
        (self.vtable.get_shape)(self.value, ctx)
    }
}
