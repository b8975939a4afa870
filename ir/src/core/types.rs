//! Builtin types: interned, compared by handle.
//!
//! A [`Type`] is a `Copy` handle into the [`Context`]'s type table; two types are
//! equal exactly when their handles are. Constructors that may create a new
//! type take `&mut Context`; the common scalar types are pre-interned and
//! available through `&Context` (`ctx.f64()`, `ctx.i32()`, `ctx.index_type()`,
//! ...), so `ctx.unranked_tensor(ctx.f64())` compiles.
//!
//! Queries used by `.td` constraint predicates (where `$_self` is a `Type` and
//! `$_ctx` a `&Context`) are methods on [`Context`]: [`Context::type_kind`],
//! [`Context::is_f64`], [`Context::is_integer`], [`Context::is_tensor`],
//! [`Context::element_type`], [`Context::shape`], ...

use crate::core::attrs::Attribute;
use crate::core::context::Context;
use crate::core::dialect_defs::{DialectParams, TypeDefId};

/// Handle to an interned type.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Type(pub(crate) u32);

/// The marker for a dynamic dimension (`?`) in a shape, as MLIR's `ShapedType::kDynamic`.
pub const DYNAMIC: i64 = i64::MIN;

/// Signedness of an integer type.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Signedness {
    /// `iN`
    Signless,
    /// `siN`
    Signed,
    /// `uiN`
    Unsigned,
}

/// The builtin floating-point formats.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum FloatKind {
    /// IEEE half.
    F16,
    /// bfloat16.
    BF16,
    /// IEEE single.
    F32,
    /// IEEE double.
    F64,
    /// x87 extended.
    F80,
    /// IEEE quad.
    F128,
    /// `f8E5M2`: 5 exponent bits, 2 mantissa bits, IEEE infinities and NaNs.
    F8E5M2,
    /// `f8E4M3`: 4 exponent bits, 3 mantissa bits, IEEE infinities and NaNs.
    F8E4M3,
    /// `f8E4M3FN`: finite (no infinities), one NaN pattern per sign.
    F8E4M3FN,
    /// `f8E5M2FNUZ`: finite, no negative zero (its pattern is the NaN), bias 16.
    F8E5M2FNUZ,
    /// `f8E4M3FNUZ`: finite, no negative zero, bias 8.
    F8E4M3FNUZ,
    /// `f8E4M3B11FNUZ`: finite, no negative zero, bias 11.
    F8E4M3B11FNUZ,
    /// `tf32`: 8 exponent bits, 10 mantissa bits (19 bits in all).
    TF32,
}

impl FloatKind {
    /// Every format, in declaration order.
    pub const ALL: [FloatKind; 13] = [
        FloatKind::F16,
        FloatKind::BF16,
        FloatKind::F32,
        FloatKind::F64,
        FloatKind::F80,
        FloatKind::F128,
        FloatKind::F8E5M2,
        FloatKind::F8E4M3,
        FloatKind::F8E4M3FN,
        FloatKind::F8E5M2FNUZ,
        FloatKind::F8E4M3FNUZ,
        FloatKind::F8E4M3B11FNUZ,
        FloatKind::TF32,
    ];

    /// The keyword (`f32`, `bf16`, `f8E4M3FN`, ...).
    pub fn keyword(self) -> &'static str {
        match self {
            FloatKind::F16 => "f16",
            FloatKind::BF16 => "bf16",
            FloatKind::F32 => "f32",
            FloatKind::F64 => "f64",
            FloatKind::F80 => "f80",
            FloatKind::F128 => "f128",
            FloatKind::F8E5M2 => "f8E5M2",
            FloatKind::F8E4M3 => "f8E4M3",
            FloatKind::F8E4M3FN => "f8E4M3FN",
            FloatKind::F8E5M2FNUZ => "f8E5M2FNUZ",
            FloatKind::F8E4M3FNUZ => "f8E4M3FNUZ",
            FloatKind::F8E4M3B11FNUZ => "f8E4M3B11FNUZ",
            FloatKind::TF32 => "tf32",
        }
    }

    /// The format whose keyword is `keyword`.
    pub fn from_keyword(keyword: &str) -> Option<FloatKind> {
        FloatKind::ALL.into_iter().find(|k| k.keyword() == keyword)
    }

    /// Bit width of the storage.
    pub fn width(self) -> u32 {
        match self {
            FloatKind::F16 | FloatKind::BF16 => 16,
            FloatKind::F32 => 32,
            FloatKind::F64 => 64,
            FloatKind::F80 => 80,
            FloatKind::F128 => 128,
            FloatKind::F8E5M2
            | FloatKind::F8E4M3
            | FloatKind::F8E4M3FN
            | FloatKind::F8E5M2FNUZ
            | FloatKind::F8E4M3FNUZ
            | FloatKind::F8E4M3B11FNUZ => 8,
            FloatKind::TF32 => 19,
        }
    }
}

/// The structure of a type. Obtain it with [`Context::type_data`].
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum TypeData {
    /// `i32`, `si8`, `ui1`, ...
    Integer {
        /// Bit width.
        width: u32,
        /// Signedness.
        signedness: Signedness,
    },
    /// `index`
    Index,
    /// `f16` ... `f128`
    Float(FloatKind),
    /// `none`
    None,
    /// `complex<T>`
    Complex(Type),
    /// `tuple<...>`
    Tuple(Vec<Type>),
    /// `(inputs) -> results`
    Function {
        /// Input types.
        inputs: Vec<Type>,
        /// Result types.
        results: Vec<Type>,
    },
    /// `tensor<2x?xf32>`
    RankedTensor {
        /// Dimensions ([`DYNAMIC`] for `?`).
        shape: Vec<i64>,
        /// Element type.
        element: Type,
        /// The encoding (`tensor<2xf32, "foo">`), if any.
        encoding: Option<Attribute>,
    },
    /// `tensor<*xf32>`
    UnrankedTensor {
        /// Element type.
        element: Type,
    },
    /// `vector<[4]x2xf32>`
    Vector {
        /// Dimensions.
        shape: Vec<i64>,
        /// Which dimensions are scalable (same length as `shape`).
        scalable: Vec<bool>,
        /// Element type.
        element: Type,
    },
    /// `memref<2x3xf32, affine_map<...>, 1>`
    MemRef {
        /// Dimensions.
        shape: Vec<i64>,
        /// Element type.
        element: Type,
        /// The layout (`affine_map<...>`, `strided<...>` or a dialect
        /// attribute with `MemRefLayoutAttrInterface`); `None` is the
        /// identity, MLIR's default (an identity map given explicitly is
        /// stored as `None` too).
        layout: Option<Attribute>,
        /// Optional memory space attribute (an integer 0 is stored as `None`).
        memory_space: Option<Attribute>,
    },
    /// `memref<*xf32>`
    UnrankedMemRef {
        /// Element type.
        element: Type,
        /// Optional memory space attribute.
        memory_space: Option<Attribute>,
    },
    /// A type of a registered dialect, defined by a `TypeDef`
    /// (`!dialect.mnemonic<...>`).
    Dialect {
        /// Its definition.
        def: TypeDefId,
        /// Its parameters (the definition's parameter struct).
        params: DialectParams,
    },
    /// `!dialect.body` of a dialect the context does not know: kept as text.
    Opaque {
        /// Dialect namespace.
        dialect: String,
        /// Everything after `dialect.` (or the `<...>` body), verbatim.
        data: String,
    },
}

/// The kind of a type, for `match` in predicates (td/PREDICATES.md).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum TypeKind {
    /// Any integer type.
    Integer,
    /// Any float type.
    Float,
    /// `index`
    Index,
    /// `none`
    None,
    /// `complex<T>`
    Complex,
    /// Ranked or unranked tensor.
    Tensor,
    /// Ranked or unranked memref.
    MemRef,
    /// Vector.
    Vector,
    /// `tuple<...>`
    Tuple,
    /// Function type.
    Function,
    /// A type of an unregistered dialect (MLIR's `OpaqueType`).
    Opaque,
    /// A type of a registered dialect.
    Dialect,
}

/// Types interned by every context at creation (accessible through `&Context`).
#[derive(Clone, Copy, Debug)]
pub(crate) struct CommonTypes {
    pub(crate) i1: Type,
    pub(crate) i8: Type,
    pub(crate) i16: Type,
    pub(crate) i32: Type,
    pub(crate) i64: Type,
    pub(crate) index: Type,
    pub(crate) none: Type,
    pub(crate) f16: Type,
    pub(crate) bf16: Type,
    pub(crate) f32: Type,
    pub(crate) f64: Type,
    pub(crate) f80: Type,
    pub(crate) f128: Type,
    /// Every float type, by [`FloatKind`] (its declaration order).
    pub(crate) floats: [Type; FloatKind::ALL.len()],
    /// What a [`crate::core::vocab::TypeLookup`] gives for a type the
    /// context has never interned: an opaque type of no dialect, which no
    /// parsed or verified value can have.
    pub(crate) unavailable: Type,
}

impl Context {
    /// Interns a type structure.
    pub fn get_type(&mut self, data: TypeData) -> Type {
        Type(self.types.intern(data))
    }

    /// The handle of a type structure, if the context has interned it
    /// (a query on a shared context: no type is created).
    pub fn lookup_type(&self, data: &TypeData) -> Option<Type> {
        self.types.lookup(data).map(Type)
    }

    /// The structure behind a type handle.
    #[inline]
    pub fn type_data(&self, t: Type) -> &TypeData {
        self.types.get(t.0)
    }

    /// Signless integer type `iN`.
    pub fn integer_type(&mut self, width: u32) -> Type {
        self.get_type(TypeData::Integer {
            width,
            signedness: Signedness::Signless,
        })
    }
    /// Signed integer type `siN`.
    pub fn signed_integer_type(&mut self, width: u32) -> Type {
        self.get_type(TypeData::Integer {
            width,
            signedness: Signedness::Signed,
        })
    }
    /// Unsigned integer type `uiN`.
    pub fn unsigned_integer_type(&mut self, width: u32) -> Type {
        self.get_type(TypeData::Integer {
            width,
            signedness: Signedness::Unsigned,
        })
    }
    /// `i1`
    pub fn i1(&self) -> Type {
        self.common.i1
    }
    /// `i8`
    pub fn i8(&self) -> Type {
        self.common.i8
    }
    /// `i16`
    pub fn i16(&self) -> Type {
        self.common.i16
    }
    /// `i32`
    pub fn i32(&self) -> Type {
        self.common.i32
    }
    /// `i64`
    pub fn i64(&self) -> Type {
        self.common.i64
    }
    /// `index`
    pub fn index_type(&self) -> Type {
        self.common.index
    }
    /// `none`
    pub fn none_type(&self) -> Type {
        self.common.none
    }
    /// `f16`
    pub fn f16(&self) -> Type {
        self.common.f16
    }
    /// `bf16`
    pub fn bf16(&self) -> Type {
        self.common.bf16
    }
    /// `f32`
    pub fn f32(&self) -> Type {
        self.common.f32
    }
    /// `f64`
    pub fn f64(&self) -> Type {
        self.common.f64
    }
    /// `f80`
    pub fn f80(&self) -> Type {
        self.common.f80
    }
    /// `f128`
    pub fn f128(&self) -> Type {
        self.common.f128
    }
    /// The float type of a given kind.
    pub fn float_type(&self, kind: FloatKind) -> Type {
        self.common.floats[kind as usize]
    }
    /// `complex<element>`
    pub fn complex_type(&mut self, element: Type) -> Type {
        self.get_type(TypeData::Complex(element))
    }
    /// `tuple<...>`
    pub fn tuple_type(&mut self, elements: &[Type]) -> Type {
        self.get_type(TypeData::Tuple(elements.to_vec()))
    }
    /// `(inputs) -> results`
    pub fn function_type(&mut self, inputs: &[Type], results: &[Type]) -> Type {
        self.get_type(TypeData::Function {
            inputs: inputs.to_vec(),
            results: results.to_vec(),
        })
    }
    /// `tensor<shape x element>`; use [`DYNAMIC`] for `?`.
    pub fn ranked_tensor(&mut self, shape: &[i64], element: Type) -> Type {
        self.get_type(TypeData::RankedTensor {
            shape: shape.to_vec(),
            element,
            encoding: None,
        })
    }
    /// `tensor<shape x element, encoding>`.
    pub fn ranked_tensor_with_encoding(
        &mut self,
        shape: &[i64],
        element: Type,
        encoding: Option<Attribute>,
    ) -> Type {
        self.get_type(TypeData::RankedTensor {
            shape: shape.to_vec(),
            element,
            encoding,
        })
    }
    /// The encoding of a ranked tensor type.
    pub fn tensor_encoding(&self, t: Type) -> Option<Attribute> {
        match self.type_data(t) {
            TypeData::RankedTensor { encoding, .. } => *encoding,
            _ => None,
        }
    }
    /// `tensor<*xelement>`
    pub fn unranked_tensor(&mut self, element: Type) -> Type {
        self.get_type(TypeData::UnrankedTensor { element })
    }
    /// `vector<shape x element>` (no scalable dimensions).
    pub fn vector_type(&mut self, shape: &[i64], element: Type) -> Type {
        self.get_type(TypeData::Vector {
            shape: shape.to_vec(),
            scalable: vec![false; shape.len()],
            element,
        })
    }
    /// `memref<shape x element>` in the default memory space.
    pub fn memref_type(&mut self, shape: &[i64], element: Type) -> Type {
        self.get_type(TypeData::MemRef {
            shape: shape.to_vec(),
            element,
            layout: None,
            memory_space: None,
        })
    }
    /// `memref<shape x element, layout, memory_space>`, canonical as MLIR's
    /// `MemRefType::get`: the identity map as layout is the default layout,
    /// and the integer memory space 0 the default memory space.
    pub fn memref_type_with(
        &mut self,
        shape: &[i64],
        element: Type,
        layout: Option<Attribute>,
        memory_space: Option<Attribute>,
    ) -> Type {
        let layout = layout.filter(|&l| {
            self.as_affine_map(l).is_none_or(|m| {
                let d = self.affine_map_data(m);
                !(d.num_symbols == 0
                    && d.num_dims as usize == shape.len()
                    && self.affine_map_is_identity(m))
            })
        });
        let memory_space = memory_space.filter(|&m| self.as_integer(m) != Some(0));
        self.get_type(TypeData::MemRef {
            shape: shape.to_vec(),
            element,
            layout,
            memory_space,
        })
    }
    /// The layout of a ranked memref (`None`: the identity).
    pub fn memref_layout(&self, t: Type) -> Option<Attribute> {
        match self.type_data(t) {
            TypeData::MemRef { layout, .. } => *layout,
            _ => None,
        }
    }
    /// The memory space of a memref (`None`: the default one).
    pub fn memref_memory_space(&self, t: Type) -> Option<Attribute> {
        match self.type_data(t) {
            TypeData::MemRef { memory_space, .. }
            | TypeData::UnrankedMemRef { memory_space, .. } => *memory_space,
            _ => None,
        }
    }
    /// `!dialect.data`: a type of a dialect the context does not model.
    pub fn opaque_type(&mut self, dialect: &str, data: &str) -> Type {
        self.get_type(TypeData::Opaque {
            dialect: dialect.to_string(),
            data: data.to_string(),
        })
    }

    // ----- queries -----

    /// The kind of a type.
    pub fn type_kind(&self, t: Type) -> TypeKind {
        match self.type_data(t) {
            TypeData::Integer { .. } => TypeKind::Integer,
            TypeData::Index => TypeKind::Index,
            TypeData::Float(_) => TypeKind::Float,
            TypeData::None => TypeKind::None,
            TypeData::Complex(_) => TypeKind::Complex,
            TypeData::Tuple(_) => TypeKind::Tuple,
            TypeData::Function { .. } => TypeKind::Function,
            TypeData::RankedTensor { .. } | TypeData::UnrankedTensor { .. } => TypeKind::Tensor,
            TypeData::Vector { .. } => TypeKind::Vector,
            TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. } => TypeKind::MemRef,
            TypeData::Dialect { .. } => TypeKind::Dialect,
            TypeData::Opaque { dialect, .. } if self.dialect(dialect).is_some() => {
                TypeKind::Dialect
            }
            TypeData::Opaque { .. } => TypeKind::Opaque,
        }
    }
    /// Any integer type (any signedness, any width).
    pub fn is_any_integer(&self, t: Type) -> bool {
        matches!(self.type_data(t), TypeData::Integer { .. })
    }
    /// Integer of exactly this width (any signedness).
    pub fn is_integer(&self, t: Type, width: u32) -> bool {
        matches!(self.type_data(t), TypeData::Integer { width: w, .. } if *w == width)
    }
    /// Signless integer of any width.
    pub fn is_signless_integer(&self, t: Type) -> bool {
        matches!(
            self.type_data(t),
            TypeData::Integer {
                signedness: Signedness::Signless,
                ..
            }
        )
    }
    /// Signless integer of exactly this width (`iN`).
    pub fn is_signless_integer_of_width(&self, t: Type, width: u32) -> bool {
        matches!(self.type_data(t), TypeData::Integer { width: w, signedness: Signedness::Signless } if *w == width)
    }
    /// Signed integer (`siN`).
    pub fn is_signed_integer(&self, t: Type) -> bool {
        matches!(
            self.type_data(t),
            TypeData::Integer {
                signedness: Signedness::Signed,
                ..
            }
        )
    }
    /// Unsigned integer (`uiN`).
    pub fn is_unsigned_integer(&self, t: Type) -> bool {
        matches!(
            self.type_data(t),
            TypeData::Integer {
                signedness: Signedness::Unsigned,
                ..
            }
        )
    }
    /// Signless integer or index (MLIR's `isSignlessIntOrIndex`).
    pub fn is_signless_int_or_index(&self, t: Type) -> bool {
        self.is_signless_integer(t) || self.is_index(t)
    }
    /// `index`
    pub fn is_index(&self, t: Type) -> bool {
        t == self.common.index
    }
    /// Any float type.
    pub fn is_float(&self, t: Type) -> bool {
        matches!(self.type_data(t), TypeData::Float(_))
    }
    /// Float of this bit width.
    pub fn is_float_of_width(&self, t: Type, width: u32) -> bool {
        matches!(self.type_data(t), TypeData::Float(k) if k.width() == width)
    }
    /// The float kind, if a float.
    pub fn float_kind(&self, t: Type) -> Option<FloatKind> {
        match self.type_data(t) {
            TypeData::Float(k) => Some(*k),
            _ => None,
        }
    }
    /// `f16`
    pub fn is_f16(&self, t: Type) -> bool {
        t == self.common.f16
    }
    /// `bf16`
    pub fn is_bf16(&self, t: Type) -> bool {
        t == self.common.bf16
    }
    /// `f32`
    pub fn is_f32(&self, t: Type) -> bool {
        t == self.common.f32
    }
    /// `f64`
    pub fn is_f64(&self, t: Type) -> bool {
        t == self.common.f64
    }
    /// `none`
    pub fn is_none_type(&self, t: Type) -> bool {
        t == self.common.none
    }
    /// Integer or float width; `None` for other types.
    pub fn int_or_float_width(&self, t: Type) -> Option<u32> {
        match self.type_data(t) {
            TypeData::Integer { width, .. } => Some(*width),
            TypeData::Float(k) => Some(k.width()),
            _ => None,
        }
    }
    /// `complex<...>`
    pub fn is_complex(&self, t: Type) -> bool {
        matches!(self.type_data(t), TypeData::Complex(_))
    }
    /// `tuple<...>`
    pub fn is_tuple(&self, t: Type) -> bool {
        matches!(self.type_data(t), TypeData::Tuple(_))
    }
    /// Function type.
    pub fn is_function(&self, t: Type) -> bool {
        matches!(self.type_data(t), TypeData::Function { .. })
    }
    /// Ranked or unranked tensor.
    pub fn is_tensor(&self, t: Type) -> bool {
        matches!(
            self.type_data(t),
            TypeData::RankedTensor { .. } | TypeData::UnrankedTensor { .. }
        )
    }
    /// Ranked tensor.
    pub fn is_ranked_tensor(&self, t: Type) -> bool {
        matches!(self.type_data(t), TypeData::RankedTensor { .. })
    }
    /// Unranked tensor.
    pub fn is_unranked_tensor(&self, t: Type) -> bool {
        matches!(self.type_data(t), TypeData::UnrankedTensor { .. })
    }
    /// Vector.
    pub fn is_vector(&self, t: Type) -> bool {
        matches!(self.type_data(t), TypeData::Vector { .. })
    }
    /// Ranked or unranked memref.
    pub fn is_memref(&self, t: Type) -> bool {
        matches!(
            self.type_data(t),
            TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. }
        )
    }
    /// Tensor, vector or memref.
    pub fn is_shaped(&self, t: Type) -> bool {
        self.is_tensor(t) || self.is_vector(t) || self.is_memref(t)
    }
    /// Opaque dialect type.
    pub fn is_opaque_type(&self, t: Type) -> bool {
        matches!(self.type_data(t), TypeData::Opaque { .. })
    }
    /// Element type of a shaped type or `complex`; `None` otherwise.
    pub fn element_type(&self, t: Type) -> Option<Type> {
        match self.type_data(t) {
            TypeData::RankedTensor { element, .. }
            | TypeData::UnrankedTensor { element }
            | TypeData::Vector { element, .. }
            | TypeData::MemRef { element, .. }
            | TypeData::UnrankedMemRef { element, .. } => Some(*element),
            TypeData::Complex(e) => Some(*e),
            _ => None,
        }
    }
    /// The element type of a shaped type, or the type itself (MLIR's `getElementTypeOrSelf`).
    pub fn element_type_or_self(&self, t: Type) -> Type {
        match self.type_data(t) {
            TypeData::Complex(_) => t,
            _ => self.element_type(t).unwrap_or(t),
        }
    }
    /// The shape of a ranked shaped type; `None` if unranked or not shaped.
    pub fn shape(&self, t: Type) -> Option<&[i64]> {
        match self.type_data(t) {
            TypeData::RankedTensor { shape, .. }
            | TypeData::Vector { shape, .. }
            | TypeData::MemRef { shape, .. } => Some(shape),
            _ => None,
        }
    }
    /// Rank of a ranked shaped type.
    pub fn rank(&self, t: Type) -> Option<usize> {
        self.shape(t).map(|s| s.len())
    }
    /// Ranked with every dimension static.
    pub fn has_static_shape(&self, t: Type) -> bool {
        self.shape(t)
            .is_some_and(|s| s.iter().all(|&d| d != DYNAMIC))
    }
    /// Number of elements of a statically shaped type.
    pub fn num_elements(&self, t: Type) -> Option<i64> {
        let s = self.shape(t)?;
        let mut n: i64 = 1;
        for &d in s {
            if d == DYNAMIC {
                return None;
            }
            n = n.checked_mul(d)?;
        }
        Some(n)
    }
    /// Inputs of a function type.
    pub fn function_inputs(&self, t: Type) -> Option<&[Type]> {
        match self.type_data(t) {
            TypeData::Function { inputs, .. } => Some(inputs),
            _ => None,
        }
    }
    /// Results of a function type.
    pub fn function_results(&self, t: Type) -> Option<&[Type]> {
        match self.type_data(t) {
            TypeData::Function { results, .. } => Some(results),
            _ => None,
        }
    }
    /// Elements of a tuple type.
    pub fn tuple_elements(&self, t: Type) -> Option<&[Type]> {
        match self.type_data(t) {
            TypeData::Tuple(v) => Some(v),
            _ => None,
        }
    }
}
