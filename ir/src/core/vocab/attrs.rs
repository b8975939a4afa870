//! Attribute queries of the `.td` vocabulary (`$_ctx` is a `&Context`,
//! `$_self` an [`Attribute`]).

use crate::core::attrs::{AttrData, Attribute};
use crate::core::context::Context;
use crate::core::types::{Signedness, Type, TypeData};

/// `value` truncated to its low `width` bits (at most 64) and sign-extended
/// from there.
fn sign_extend(value: i128, width: u32) -> i64 {
    let width = width.min(64);
    if width == 0 {
        return 0;
    }
    // Keep the low 64 bits, then sign-extend from bit `width - 1`.
    let low = value as u64;
    let shift = 64 - width;
    ((low << shift) as i64) >> shift
}

impl Context {
    /// The value of an integer, bool or index attribute, sign-extended from
    /// its type's width (values of wider types are truncated to 64 bits), as
    /// MLIR's `IntegerAttr::getInt`. `true` is `-1` like `getInt` of an `i1`.
    pub fn attr_as_int(&self, attr: Attribute) -> Option<i64> {
        match self.attr_data(attr) {
            AttrData::Integer { value, ty } => {
                let width = match self.type_data(*ty) {
                    TypeData::Integer { width, .. } => *width,
                    _ => 64,
                };
                Some(sign_extend(*value, width))
            }
            _ => None,
        }
    }

    /// The value of a float attribute.
    pub fn attr_as_float(&self, attr: Attribute) -> Option<f64> {
        match self.attr_data(attr) {
            AttrData::Float { bits, .. } => Some(f64::from_bits(*bits)),
            _ => None,
        }
    }

    /// The value of a bool attribute: an integer attribute of type `i1`
    /// (signless, as MLIR's `BoolAttr`).
    pub fn attr_as_bool(&self, attr: Attribute) -> Option<bool> {
        match self.attr_data(attr) {
            AttrData::Integer { value, ty } => match self.type_data(*ty) {
                TypeData::Integer {
                    width: 1,
                    signedness: Signedness::Signless,
                } => Some(*value != 0),
                _ => None,
            },
            _ => None,
        }
    }

    /// The value of a string attribute.
    pub fn attr_as_str(&self, attr: Attribute) -> Option<&str> {
        match self.attr_data(attr) {
            AttrData::String { value, .. } => Some(value),
            _ => None,
        }
    }

    /// The type held by a type attribute.
    pub fn attr_as_type(&self, attr: Attribute) -> Option<Type> {
        match self.attr_data(attr) {
            AttrData::Type(ty) => Some(*ty),
            _ => None,
        }
    }

    /// The elements of an array attribute.
    pub fn attr_as_array(&self, attr: Attribute) -> Option<&[Attribute]> {
        match self.attr_data(attr) {
            AttrData::Array(elements) => Some(elements),
            _ => None,
        }
    }

    /// Root name and nested (flat) references of a symbol reference; a
    /// flat reference has no nested ones.
    pub fn attr_as_symbol_ref(&self, attr: Attribute) -> Option<(&str, &[Attribute])> {
        match self.attr_data(attr) {
            AttrData::SymbolRef {
                root, nested_refs, ..
            } => Some((root, nested_refs)),
            _ => None,
        }
    }

    /// The elements of an integer (or bool) dense array, widened to `i64`.
    pub fn dense_array_as_i64(&self, attr: Attribute) -> Option<&[i64]> {
        match self.attr_data(attr) {
            AttrData::DenseArray {
                data: crate::core::attrs::DenseData::Int(_),
                ints,
                ..
            } => Some(ints),
            _ => None,
        }
    }

    /// The elements of a float dense array, widened to `f64`.
    pub fn dense_array_as_f64(&self, attr: Attribute) -> Option<&[f64]> {
        match self.attr_data(attr) {
            AttrData::DenseArray {
                data: crate::core::attrs::DenseData::Float(_),
                floats,
                ..
            } => Some(&floats.0),
            _ => None,
        }
    }

    /// Whether `attr` is an attribute defined by the `AttrDef` named `name`
    /// (the def's name within its dialect) of the dialect `dialect`.
    pub fn attr_is_dialect_attr(&self, attr: Attribute, dialect: &str, name: &str) -> bool {
        match self.attr_data(attr) {
            AttrData::Dialect { def, .. } => {
                let d = self.attr_definition(*def);
                d.dialect == dialect && d.name == name
            }
            _ => false,
        }
    }

    /// Whether the attribute implements the attribute interface whose
    /// `cppInterfaceName` is `interface`, as the builtin attributes do in
    /// MLIR 19: `dense<...>` elements are `ElementsAttr` (and so
    /// `TypedAttr`); integer, float and string attributes and attributes of
    /// unregistered dialects (MLIR's `OpaqueAttr`) are `TypedAttr`. Dialect
    /// attributes implement the interfaces their definition registered.
    pub fn attr_has_interface(&self, attr: Attribute, interface: &str) -> bool {
        if let Some(def) = self.dialect_attr_definition(attr) {
            return self
                .attr_definition(def)
                .interface_names
                .contains(&interface);
        }
        let data = self.attr_data(attr);
        match interface {
            "ElementsAttr" => matches!(
                data,
                AttrData::DenseElements { .. }
                    | AttrData::SparseElements { .. }
                    | AttrData::DenseResource { .. }
            ),
            "TypedAttr" => match data {
                AttrData::Integer { .. }
                | AttrData::WideInteger { .. }
                | AttrData::Float { .. }
                | AttrData::WideFloat { .. }
                | AttrData::String { .. }
                | AttrData::Bytes { .. }
                | AttrData::DenseElements { .. }
                | AttrData::SparseElements { .. }
                | AttrData::DenseResource { .. } => true,
                // MLIR's `OpaqueAttr`: an attribute of an unregistered dialect.
                AttrData::Opaque { dialect, .. } => self.dialect(dialect).is_none(),
                _ => false,
            },
            _ => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::sign_extend;

    #[test]
    fn sign_extension_from_the_type_width() {
        assert_eq!(sign_extend(0xff, 8), -1);
        assert_eq!(sign_extend(0x7f, 8), 127);
        assert_eq!(sign_extend(1, 1), -1);
        assert_eq!(sign_extend(0, 1), 0);
        assert_eq!(sign_extend(i128::from(u64::MAX) + 5, 128), 4);
        assert_eq!(sign_extend(-3, 64), -3);
        assert_eq!(sign_extend(5, 0), 0);
    }
}
