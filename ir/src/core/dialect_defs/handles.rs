//! Typed handles over [`Type`] and [`Attribute`] (MLIR's `FooType` and
//! `FooAttr` classes over the opaque `Type`/`Attribute`), with
//! `isa`/`dyn_cast`/`cast` from the opaque handle, and the `TypedAttr`
//! interface the printer asks of dialect attributes.

use crate::core::attrs::Attribute;
use crate::core::context::Context;
use crate::core::types::Type;

/// A `Copy` handle to types of one kind (a generated `FooType`, or a
/// builtin kind such as `IntegerType`).
pub trait TypeHandle: Copy {
    /// Whether `ty` is of this kind (MLIR's `classof`).
    fn classof(ctx: &Context, ty: Type) -> bool;
    /// Wraps `ty` without checking its kind (for callers that know it).
    fn from_type_unchecked(ty: Type) -> Self;
    /// The opaque type.
    fn to_type(self) -> Type;
}

/// A `Copy` handle to attributes of one kind (a generated `FooAttr`, or a
/// builtin kind such as `IntegerAttr`).
pub trait AttrHandle: Copy {
    /// Whether `attr` is of this kind.
    fn classof(ctx: &Context, attr: Attribute) -> bool;
    /// Wraps `attr` without checking its kind.
    fn from_attr_unchecked(attr: Attribute) -> Self;
    /// The opaque attribute.
    fn to_attr(self) -> Attribute;
}

impl Type {
    /// Whether the type is a `T` (MLIR's `isa<T>`).
    #[inline]
    pub fn isa<T: TypeHandle>(self, ctx: &Context) -> bool {
        T::classof(ctx, self)
    }
    /// The type as a `T`, if it is one (MLIR's `dyn_cast<T>`).
    #[inline]
    pub fn dyn_cast<T: TypeHandle>(self, ctx: &Context) -> Option<T> {
        T::classof(ctx, self).then(|| T::from_type_unchecked(self))
    }
    /// The type as a `T` (MLIR's `cast<T>`).
    ///
    /// # Panics
    /// If the type is not a `T`: use [`Type::dyn_cast`] when unsure.
    #[track_caller]
    pub fn cast<T: TypeHandle>(self, ctx: &Context) -> T {
        match self.dyn_cast(ctx) {
            Some(t) => t,
            None => panic!(
                "cast to {} of a type of another kind",
                std::any::type_name::<T>()
            ),
        }
    }
}

impl Attribute {
    /// Whether the attribute is a `T` (MLIR's `isa<T>`).
    #[inline]
    pub fn isa<T: AttrHandle>(self, ctx: &Context) -> bool {
        T::classof(ctx, self)
    }
    /// The attribute as a `T`, if it is one (MLIR's `dyn_cast<T>`).
    #[inline]
    pub fn dyn_cast<T: AttrHandle>(self, ctx: &Context) -> Option<T> {
        T::classof(ctx, self).then(|| T::from_attr_unchecked(self))
    }
    /// The attribute as a `T` (MLIR's `cast<T>`).
    ///
    /// # Panics
    /// If the attribute is not a `T`: use [`Attribute::dyn_cast`] when unsure.
    #[track_caller]
    pub fn cast<T: AttrHandle>(self, ctx: &Context) -> T {
        match self.dyn_cast(ctx) {
            Some(a) => a,
            None => panic!(
                "cast to {} of an attribute of another kind",
                std::any::type_name::<T>()
            ),
        }
    }
}

/// MLIR's `TypedAttr` interface, as the typed handles of dialect
/// attributes implement it (`::ir::interfaces::TypedAttr`): an attribute
/// with a type, printed after it (`#d.a<...> : i32`) unless it is `none`.
pub trait TypedAttr: Copy {
    /// The attribute's type.
    fn get_type(self, ctx: &Context) -> Type;
}

/// [`TypedAttr`] as functions of the opaque attribute, registered with a
/// dialect attribute's definition
/// (`def.add_interface::<TypedAttrVtable>(...)`).
#[derive(Clone, Copy, Debug)]
pub struct TypedAttrVtable {
    /// [`TypedAttr::get_type`].
    pub get_type: fn(Attribute, &Context) -> Type,
}
