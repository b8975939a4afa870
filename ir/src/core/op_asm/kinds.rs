//! The kind checks of parsers generated from assembly formats: upstream's
//! `parseAttribute<StorageType>` and `parseType<TypeT>` read any attribute
//! or type, then reject one of another C++ class with "invalid kind of
//! attribute specified" / "invalid kind of type specified" where it
//! starts. The generator maps upstream's C++ class names (the `.td`
//! library's `mlirStorageType` and `mlirClassName`) to these classes; the
//! checks here say which of this runtime's attributes and types are of one.

use crate::core::attrs::{AttrData, Attribute, DenseData};
use crate::core::context::{Context, OpName};
use crate::core::op_asm::{CustomParser, ParseError};
use crate::core::types::{FloatKind, Signedness, Type, TypeData};

/// A builtin attribute class an attribute parsed in a custom form must be
/// of (upstream's `storageType`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum AttrClass {
    /// `BoolAttr`: an `i1` integer.
    Bool,
    /// `IntegerAttr`.
    Integer,
    /// `FloatAttr`.
    Float,
    /// `StringAttr`.
    String,
    /// `TypeAttr`.
    Type,
    /// `UnitAttr`.
    Unit,
    /// `ArrayAttr`.
    Array,
    /// `DictionaryAttr`.
    Dictionary,
    /// `SymbolRefAttr`.
    SymbolRef,
    /// `FlatSymbolRefAttr`: a symbol reference without nested ones.
    FlatSymbolRef,
    /// `AffineMapAttr`.
    AffineMap,
    /// `IntegerSetAttr`.
    IntegerSet,
    /// `ElementsAttr` (the interface: dense, sparse, resource elements).
    Elements,
    /// `DenseElementsAttr` (numbers or strings).
    DenseElements,
    /// `DenseIntElementsAttr`: dense integer or index elements.
    DenseIntElements,
    /// `DenseFPElementsAttr`: dense float elements.
    DenseFPElements,
    /// `LocationAttr`.
    Location,
    /// `DenseBoolArrayAttr`: a dense array of `i1`.
    DenseBoolArray,
    /// `DenseI8ArrayAttr`.
    DenseI8Array,
    /// `DenseI16ArrayAttr`.
    DenseI16Array,
    /// `DenseI32ArrayAttr`.
    DenseI32Array,
    /// `DenseI64ArrayAttr`.
    DenseI64Array,
    /// `DenseF32ArrayAttr`.
    DenseF32Array,
    /// `DenseF64ArrayAttr`.
    DenseF64Array,
}

impl AttrClass {
    /// Whether `a` is of this class (upstream's `isa`).
    pub fn matches(self, ctx: &Context, a: Attribute) -> bool {
        let data = ctx.attr_data(a);
        let dense_elt = |pred: fn(&TypeData) -> bool| match data {
            AttrData::DenseElements { ty, data } if !matches!(data, DenseData::String(_)) => ctx
                .element_type(*ty)
                .is_some_and(|e| pred(ctx.type_data(e))),
            _ => false,
        };
        match self {
            AttrClass::Bool => ctx.attr_as_bool(a).is_some(),
            AttrClass::Integer => {
                matches!(
                    data,
                    AttrData::Integer { .. } | AttrData::WideInteger { .. }
                )
            }
            AttrClass::Float => matches!(data, AttrData::Float { .. } | AttrData::WideFloat { .. }),
            AttrClass::String => matches!(data, AttrData::String { .. } | AttrData::Bytes { .. }),
            AttrClass::Type => matches!(data, AttrData::Type(_)),
            AttrClass::Unit => matches!(data, AttrData::Unit),
            AttrClass::Array => matches!(data, AttrData::Array(_)),
            AttrClass::Dictionary => matches!(data, AttrData::Dictionary(_)),
            AttrClass::SymbolRef => matches!(data, AttrData::SymbolRef { .. }),
            AttrClass::FlatSymbolRef => {
                matches!(data, AttrData::SymbolRef { nested, .. } if nested.is_empty())
            }
            AttrClass::AffineMap => matches!(data, AttrData::AffineMap(_)),
            AttrClass::IntegerSet => matches!(data, AttrData::IntegerSet(_)),
            AttrClass::Elements => ctx.attr_has_interface(a, "ElementsAttr"),
            AttrClass::DenseElements => matches!(data, AttrData::DenseElements { .. }),
            AttrClass::DenseIntElements => {
                dense_elt(|t| matches!(t, TypeData::Integer { .. } | TypeData::Index))
            }
            AttrClass::DenseFPElements => dense_elt(|t| matches!(t, TypeData::Float(_))),
            AttrClass::Location => matches!(data, AttrData::Location(_)),
            AttrClass::DenseBoolArray => dense_array_of_width(ctx, data, 1),
            AttrClass::DenseI8Array => dense_array_of_width(ctx, data, 8),
            AttrClass::DenseI16Array => dense_array_of_width(ctx, data, 16),
            AttrClass::DenseI32Array => dense_array_of_width(ctx, data, 32),
            AttrClass::DenseI64Array => dense_array_of_width(ctx, data, 64),
            AttrClass::DenseF32Array => dense_array_of_float(ctx, data, FloatKind::F32),
            AttrClass::DenseF64Array => dense_array_of_float(ctx, data, FloatKind::F64),
        }
    }
}

/// Whether `data` is a dense array of signless `width`-bit integers.
fn dense_array_of_width(ctx: &Context, data: &AttrData, width: u32) -> bool {
    matches!(data, AttrData::DenseArray { element, .. } if matches!(
        ctx.type_data(*element),
        TypeData::Integer { width: w, signedness: Signedness::Signless } if *w == width
    ))
}

/// Whether `data` is a dense array of `kind` floats.
fn dense_array_of_float(ctx: &Context, data: &AttrData, kind: FloatKind) -> bool {
    matches!(data, AttrData::DenseArray { element, .. }
        if matches!(ctx.type_data(*element), TypeData::Float(k) if *k == kind))
}

/// What an inherent attribute kept as a property must be (upstream's
/// `storageType`, the C++ class of its field in the op's `Properties`):
/// an attribute of another kind is dropped when the op is created
/// (`setInherentAttr`'s `dyn_cast_or_null`) and rejected in a properties
/// dictionary (`setPropertiesFromAttr`'s "Invalid attribute `name` in
/// property conversion").
#[derive(Clone, Copy, Debug)]
pub enum PropertyKind {
    /// Any attribute (`::mlir::Attribute`, or a class this runtime does
    /// not tell apart).
    Any,
    /// A builtin attribute class.
    Class(AttrClass),
    /// A dialect attribute class, by its `AttrHandle::classof`.
    Dialect(fn(&Context, Attribute) -> bool),
}

impl PropertyKind {
    /// Whether `a` may be stored in a property of this kind.
    pub fn accepts(self, ctx: &Context, a: Attribute) -> bool {
        match self {
            PropertyKind::Any => true,
            PropertyKind::Class(c) => c.matches(ctx, a),
            PropertyKind::Dialect(classof) => classof(ctx, a),
        }
    }
}

/// A builtin type class a type parsed by `type(...)` in a custom form must
/// be of (upstream's `cppClassName`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TypeClass {
    /// `IntegerType`.
    Integer,
    /// `IndexType`.
    Index,
    /// `FloatType`.
    Float,
    /// `NoneType`.
    None,
    /// `ComplexType`.
    Complex,
    /// `FunctionType`.
    Function,
    /// `TupleType`.
    Tuple,
    /// `ShapedType`: tensors, memrefs and vectors.
    Shaped,
    /// `TensorType`: ranked or unranked.
    Tensor,
    /// `RankedTensorType`.
    RankedTensor,
    /// `UnrankedTensorType`.
    UnrankedTensor,
    /// `BaseMemRefType`: ranked or unranked.
    BaseMemRef,
    /// `MemRefType`.
    MemRef,
    /// `UnrankedMemRefType`.
    UnrankedMemRef,
    /// `VectorType`.
    Vector,
}

impl TypeClass {
    /// Whether `t` is of this class (upstream's `isa`).
    pub fn matches(self, ctx: &Context, t: Type) -> bool {
        let d = ctx.type_data(t);
        match self {
            TypeClass::Integer => matches!(d, TypeData::Integer { .. }),
            TypeClass::Index => matches!(d, TypeData::Index),
            TypeClass::Float => matches!(d, TypeData::Float(_)),
            TypeClass::None => matches!(d, TypeData::None),
            TypeClass::Complex => matches!(d, TypeData::Complex(_)),
            TypeClass::Function => matches!(d, TypeData::Function { .. }),
            TypeClass::Tuple => matches!(d, TypeData::Tuple(_)),
            TypeClass::Shaped => matches!(
                d,
                TypeData::RankedTensor { .. }
                    | TypeData::UnrankedTensor { .. }
                    | TypeData::MemRef { .. }
                    | TypeData::UnrankedMemRef { .. }
                    | TypeData::Vector { .. }
            ),
            TypeClass::Tensor => matches!(
                d,
                TypeData::RankedTensor { .. } | TypeData::UnrankedTensor { .. }
            ),
            TypeClass::RankedTensor => matches!(d, TypeData::RankedTensor { .. }),
            TypeClass::UnrankedTensor => matches!(d, TypeData::UnrankedTensor { .. }),
            TypeClass::BaseMemRef => {
                matches!(d, TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. })
            }
            TypeClass::MemRef => matches!(d, TypeData::MemRef { .. }),
            TypeClass::UnrankedMemRef => matches!(d, TypeData::UnrankedMemRef { .. }),
            TypeClass::Vector => matches!(d, TypeData::Vector { .. }),
        }
    }
}

/// An error of op `op`'s custom parser, with upstream's `custom op 'name'`
/// prefix (`CustomOpAsmParser::emitError`).
fn custom_op_error(p: &mut CustomParser, op: OpName, at: usize, msg: &str) -> ParseError {
    let name = p.ctx().op_name_str(op).to_string();
    p.error_at(at, format!("custom op '{name}' {msg}"))
}

/// A type that must be of `class` (upstream's `parseType<TypeT>` in a
/// format's `type(...)`), in the custom form of op `op`.
pub fn parse_type_of_kind(
    p: &mut CustomParser,
    op: OpName,
    class: TypeClass,
) -> Result<Type, ParseError> {
    p.peek_byte();
    let at = p.offset();
    let t = p.parse_type()?;
    if class.matches(p.ctx(), t) {
        Ok(t)
    } else {
        Err(custom_op_error(p, op, at, "invalid kind of type specified"))
    }
}

/// An attribute that must be of `class` (upstream's
/// `parseCustomAttributeWithFallback<StorageType>`), of type `ty` when the
/// format knows it, in the custom form of op `op`.
pub fn parse_attribute_of_kind(
    p: &mut CustomParser,
    op: OpName,
    class: AttrClass,
    ty: Option<Type>,
) -> Result<Attribute, ParseError> {
    p.peek_byte();
    let at = p.offset();
    let a = match ty {
        Some(t) => p.parse_attribute_of_type(t)?,
        None => p.parse_attribute()?,
    };
    if class.matches(p.ctx(), a) {
        Ok(a)
    } else {
        Err(custom_op_error(
            p,
            op,
            at,
            "invalid kind of attribute specified",
        ))
    }
}
