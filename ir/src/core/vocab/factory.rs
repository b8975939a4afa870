//! Types built where the context may only be shared: the `$_builder` of
//! result type inference, type transformers and verifier predicates.
//!
//! [`TypeFactory`] is what such code builds types with. A builder or a
//! `&mut Context` interns the type; a [`TypeLookup`] over a `&Context`
//! (what a verifier has) only finds types already interned. A type that
//! was never interned is no value's type, so the lookup answers with a
//! placeholder that equals no type a value can have, and remembers that it
//! did ([`TypeLookup::missed`]): a verifier comparing an expected type
//! with an actual one gets the right answer either way, and no verifier
//! needs `&mut Context`.

use crate::core::builder::OpBuilder;
use crate::core::context::Context;
use crate::core::types::{FloatKind, Signedness, Type, TypeData, DYNAMIC};

/// Something types can be built with: an [`OpBuilder`], a `Context` (both
/// intern) or a [`TypeLookup`] (finds interned types only).
pub trait TypeFactory {
    /// The context the types belong to.
    fn context(&self) -> &Context;

    /// The type with structure `data`.
    fn make_type(&mut self, data: TypeData) -> Type;

    /// The type of the dialect type definition whose parameters are a `P`
    /// (`params`): a parameterless `TypeDef`'s `builderCall`. The
    /// definition is registered with its dialect; when it is not, no value
    /// has the type, and the answer is the placeholder [`TypeLookup`]
    /// gives for a type never interned.
    fn dialect_type<P: crate::core::dialect_defs::ParamStorage>(&mut self, params: P) -> Type
    where
        Self: Sized,
    {
        match self.context().type_definition_of::<P>() {
            Some(def) => self.make_type(TypeData::Dialect {
                def,
                params: crate::core::dialect_defs::DialectParams::new(params),
            }),
            None => self.context().common.unavailable,
        }
    }

    /// `ty` with element type `element`: the same shape (and scalable
    /// dimensions, memory space) for a shaped type (upstream's
    /// `ShapedType::cloneWith`), `element` itself for any other type.
    fn with_element_type(&mut self, ty: Type, element: Type) -> Type {
        let data = match self.context().type_data(ty) {
            TypeData::RankedTensor {
                shape, encoding, ..
            } => TypeData::RankedTensor {
                shape: shape.clone(),
                element,
                encoding: *encoding,
            },
            TypeData::UnrankedTensor { .. } => TypeData::UnrankedTensor { element },
            TypeData::Vector {
                shape, scalable, ..
            } => TypeData::Vector {
                shape: shape.clone(),
                scalable: scalable.clone(),
                element,
            },
            TypeData::MemRef {
                shape,
                layout,
                memory_space,
                ..
            } => TypeData::MemRef {
                shape: shape.clone(),
                element,
                layout: *layout,
                memory_space: *memory_space,
            },
            TypeData::UnrankedMemRef { memory_space, .. } => TypeData::UnrankedMemRef {
                element,
                memory_space: *memory_space,
            },
            _ => return element,
        };
        self.make_type(data)
    }
}

impl TypeFactory for Context {
    fn context(&self) -> &Context {
        self
    }

    fn make_type(&mut self, data: TypeData) -> Type {
        self.get_type(data)
    }
}

impl TypeFactory for OpBuilder<'_> {
    fn context(&self) -> &Context {
        self
    }

    fn make_type(&mut self, data: TypeData) -> Type {
        Context::get_type(self, data)
    }
}

/// Builds types on a shared context by finding them (see the module
/// documentation). Offers the type constructors of `$_builder`
/// (`td/PREDICATES.md`).
pub struct TypeLookup<'a> {
    ctx: &'a Context,
    missed: bool,
}

impl<'a> TypeLookup<'a> {
    /// A lookup in `ctx`.
    pub fn new(ctx: &'a Context) -> Self {
        TypeLookup { ctx, missed: false }
    }

    /// Whether a type asked for was not interned (and the placeholder was
    /// given instead).
    pub fn missed(&self) -> bool {
        self.missed
    }

    /// The integer type of `width` bits and `signedness`.
    pub fn integer_type(&mut self, width: u32, signedness: Signedness) -> Type {
        self.make_type(TypeData::Integer { width, signedness })
    }

    /// The float type of format `kind`.
    pub fn float_type(&mut self, kind: FloatKind) -> Type {
        self.make_type(TypeData::Float(kind))
    }

    /// `index`
    pub fn index_type(&mut self) -> Type {
        self.ctx.common.index
    }

    /// `none`
    pub fn none_type(&mut self) -> Type {
        self.ctx.common.none
    }

    /// `complex<element>`
    pub fn complex_type(&mut self, element: Type) -> Type {
        self.make_type(TypeData::Complex(element))
    }

    /// The opaque type `!dialect.name`.
    pub fn opaque_type(&mut self, dialect: &str, name: &str) -> Type {
        self.make_type(TypeData::Opaque {
            dialect: dialect.into(),
            data: name.into(),
        })
    }

    /// `tensor<shape x element>`; negative dimensions are dynamic (`?`).
    pub fn ranked_tensor_type(&mut self, shape: &[i64], element: Type) -> Type {
        let shape = shape
            .iter()
            .map(|&d| if d < 0 { DYNAMIC } else { d })
            .collect();
        self.make_type(TypeData::RankedTensor {
            shape,
            element,
            encoding: None,
        })
    }
}

impl TypeFactory for TypeLookup<'_> {
    fn context(&self) -> &Context {
        self.ctx
    }

    fn dialect_type<P: crate::core::dialect_defs::ParamStorage>(&mut self, params: P) -> Type {
        match self.ctx.type_definition_of::<P>() {
            Some(def) => self.make_type(TypeData::Dialect {
                def,
                params: crate::core::dialect_defs::DialectParams::new(params),
            }),
            None => {
                self.missed = true;
                self.ctx.common.unavailable
            }
        }
    }

    fn make_type(&mut self, data: TypeData) -> Type {
        match self.ctx.lookup_type(&data) {
            Some(t) => t,
            None => {
                self.missed = true;
                self.ctx.common.unavailable
            }
        }
    }
}
