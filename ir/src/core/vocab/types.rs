//! Type queries of the `.td` vocabulary (`$_ctx` is a `&Context`, `$_self` a
//! [`Type`]).
//!
//! A dialect type defined by a `TypeDef` is [`TypeData::Dialect`]
//! ([`Context::type_is_dialect_type`]); a type of an unregistered dialect
//! is kept as text, MLIR's `OpaqueType` ([`Context::type_is_opaque`]).

use crate::core::context::Context;
use crate::core::types::{FloatKind, Signedness, Type, TypeData};

/// The NumPy broadcast of two shapes (MLIR's `getBroadcastedShape`):
/// trailing dimensions are matched; equal dimensions or a 1 broadcast; a
/// dynamic dimension (negative) takes the other one when that is greater
/// than 1 and stays dynamic otherwise. `None` when two static dimensions
/// differ and neither is 1.
pub fn broadcast_shapes(a: &[i64], b: &[i64]) -> Option<Vec<i64>> {
    let mut out = if a.len() > b.len() {
        a.to_vec()
    } else {
        b.to_vec()
    };
    let n = out.len();
    for (k, (&x, &y)) in a.iter().rev().zip(b.iter().rev()).enumerate() {
        let r = if x < 0 || y < 0 {
            if x > 1 {
                x
            } else if y > 1 || x == 1 {
                y
            } else if y == 1 {
                x
            } else {
                crate::core::types::DYNAMIC
            }
        } else if x == y || y == 1 {
            x
        } else if x == 1 {
            y
        } else {
            return None;
        };
        out[n - 1 - k] = r;
    }
    Some(out)
}

impl Context {
    /// Whether two types broadcast to a common type (MLIR's
    /// `getBroadcastedType` returns a type): equal element types (or
    /// scalars), no vector mixed with a tensor, and broadcastable shapes;
    /// an unranked tensor broadcasts with anything but a vector.
    ///
    /// `td/PREDICATES.md` documents `broadcasted_type(&self, a, b) ->
    /// Option<Type>`, which cannot intern a new type through `&Context`;
    /// its only use is `.is_some()`, which this answers.
    pub fn broadcast_compatible(&self, a: Type, b: Type) -> bool {
        if self.element_type_or_self(a) != self.element_type_or_self(b) {
            return false;
        }
        let unranked = |t| matches!(self.type_data(t), TypeData::UnrankedTensor { .. });
        let vector = |t| matches!(self.type_data(t), TypeData::Vector { .. });
        let ranked_tensor = |t| matches!(self.type_data(t), TypeData::RankedTensor { .. });
        if unranked(a) || unranked(b) {
            return !(vector(a) || vector(b));
        }
        if (vector(a) && ranked_tensor(b)) || (ranked_tensor(a) && vector(b)) {
            return false;
        }
        // Unranked memrefs have no shape (MLIR asserts); they do not broadcast.
        let shape = |t| match self.type_data(t) {
            TypeData::UnrankedMemRef { .. } => None,
            _ => Some(self.shape(t).unwrap_or(&[])),
        };
        match (shape(a), shape(b)) {
            (Some(x), Some(y)) => broadcast_shapes(x, y).is_some(),
            _ => false,
        }
    }

    /// Width and signedness of an integer type; `None` for any other type
    /// (`index` included).
    pub fn type_as_integer(&self, ty: Type) -> Option<(u32, Signedness)> {
        match self.type_data(ty) {
            TypeData::Integer { width, signedness } => Some((*width, *signedness)),
            _ => None,
        }
    }

    /// The format of a float type; `None` for any other type.
    pub fn type_as_float(&self, ty: Type) -> Option<FloatKind> {
        match self.type_data(ty) {
            TypeData::Float(kind) => Some(*kind),
            _ => None,
        }
    }

    /// The element type of `complex<T>`.
    pub fn type_as_complex(&self, ty: Type) -> Option<Type> {
        match self.type_data(ty) {
            TypeData::Complex(element) => Some(*element),
            _ => None,
        }
    }

    /// The element types of a tuple type.
    pub fn type_as_tuple(&self, ty: Type) -> Option<&[Type]> {
        match self.type_data(ty) {
            TypeData::Tuple(elements) => Some(elements),
            _ => None,
        }
    }

    /// The element types of a tuple with nested tuples replaced by their
    /// elements, recursively, in order; a non-tuple type gives itself.
    ///
    /// Iterative: interned types are acyclic, and the explicit stack keeps
    /// deeply nested tuples off the call stack.
    pub fn flattened_tuple_types(&self, ty: Type) -> Vec<Type> {
        let mut out = Vec::new();
        let mut stack = vec![ty];
        while let Some(t) = stack.pop() {
            match self.type_data(t) {
                TypeData::Tuple(elements) => stack.extend(elements.iter().rev().copied()),
                _ => out.push(t),
            }
        }
        out
    }

    /// Inputs and results of a function type.
    pub fn type_as_function(&self, ty: Type) -> Option<(&[Type], &[Type])> {
        match self.type_data(ty) {
            TypeData::Function { inputs, results } => Some((inputs, results)),
            _ => None,
        }
    }

    /// For a vector type, which dimensions are scalable (one flag per
    /// dimension); `None` for any other type.
    pub fn vector_scalable_dims(&self, ty: Type) -> Option<&[bool]> {
        match self.type_data(ty) {
            TypeData::Vector { scalable, .. } => Some(scalable),
            _ => None,
        }
    }

    /// A ranked memref whose layout is expressible as strides and an offset
    /// (MLIR's `isStrided`). The context's memrefs carry no layout map, so
    /// every ranked memref has the identity layout and is strided; unranked
    /// memrefs and other types are not.
    pub fn memref_is_strided(&self, ty: Type) -> bool {
        matches!(self.type_data(ty), TypeData::MemRef { .. })
    }

    /// Whether the type has MLIR's `ValueSemantics` trait: ranked and
    /// unranked tensors and vectors (memrefs are references; complex and
    /// tuple types do not carry the trait upstream).
    pub fn type_has_value_semantics(&self, ty: Type) -> bool {
        matches!(
            self.type_data(ty),
            TypeData::RankedTensor { .. }
                | TypeData::UnrankedTensor { .. }
                | TypeData::Vector { .. }
        )
    }

    /// Whether `ty` is the opaque type `!dialect.name` (MLIR's `OpaqueType`):
    /// a type of a dialect the context has not registered, whose body is
    /// exactly `name`.
    pub fn type_is_opaque(&self, ty: Type, dialect: &str, name: &str) -> bool {
        match self.type_data(ty) {
            TypeData::Opaque { dialect: d, data } => {
                d == dialect && data == name && self.dialect(dialect).is_none()
            }
            _ => false,
        }
    }

    /// Whether `ty` is a type defined by the `TypeDef` named `name` (the
    /// def's name within its dialect, as `Array` for `EmitC_ArrayType`) of
    /// the dialect `dialect`.
    pub fn type_is_dialect_type(&self, ty: Type, dialect: &str, name: &str) -> bool {
        match self.type_data(ty) {
            TypeData::Dialect { def, .. } => {
                let d = self.type_definition(*def);
                d.dialect == dialect && d.name == name
            }
            _ => false,
        }
    }

    /// Whether the type implements the type interface whose
    /// `cppInterfaceName` is `interface`. Builtin types implement what they
    /// implement in MLIR 19: tensors, memrefs and vectors are `ShapedType`.
    /// Dialect types implement the interfaces their definition registered.
    /// Interfaces attached with [`Context::attach_type_interface_model`]
    /// hold for the types their predicate selects.
    pub fn type_has_interface(&self, ty: Type, interface: &str) -> bool {
        if self
            .defs
            .type_interface_models
            .iter()
            .any(|(name, applies)| *name == interface && applies(self, ty))
        {
            return true;
        }
        if let Some(def) = self.dialect_type_definition(ty) {
            return self
                .type_definition(def)
                .interface_names
                .contains(&interface);
        }
        match interface {
            "ShapedType" => self.is_shaped(ty),
            _ => false,
        }
    }
}
