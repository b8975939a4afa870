//! Constructors of the `.td` vocabulary on `$_builder` (`&mut OpBuilder`;
//! a `&mut PatternRewriter` reaches them through its `Deref` to the
//! builder). Types and attributes are interned in the builder's context.
//!
//! Several of these shadow [`Context`] methods of the same name with the
//! signature `td/PREDICATES.md` documents (for example
//! [`OpBuilder::integer_type`] takes a signedness, [`OpBuilder::integer_attr`]
//! an `i64`); the bodies call the context's methods explicitly.
//!
//! `symbol_ref_attr` is the core's `Context::symbol_ref_attr(root, nested)`
//! (`td/PREDICATES.md` documents `symbol_ref_attr(name)`; shadowing it here
//! would break existing callers, see the crate's vocabulary report).

use crate::core::attrs::{normalize_int, Attribute, DenseData};
use crate::core::builder::OpBuilder;
use crate::core::context::{Context, Ident};
use crate::core::float::round_to_kind;
use crate::core::types::{FloatKind, Signedness, Type, TypeData};

/// The name of a dictionary entry: a `&str` or an interned [`Ident`].
pub trait AttrName {
    /// The interned name.
    fn ident(&self, ctx: &mut Context) -> Ident;
}

impl AttrName for &str {
    fn ident(&self, ctx: &mut Context) -> Ident {
        ctx.ident(self)
    }
}

impl AttrName for Ident {
    fn ident(&self, _: &mut Context) -> Ident {
        *self
    }
}

impl OpBuilder<'_> {
    /// The context the builder creates IR in.
    pub fn context(&self) -> &Context {
        self
    }

    /// Mutable access to the context, for the bodies below (which must not
    /// call the builder's own shadowing methods).
    fn cx(&mut self) -> &mut Context {
        self
    }

    /// The integer type of `width` bits and `signedness` (`i32`, `si8`, `ui1`).
    pub fn integer_type(&mut self, width: u32, signedness: Signedness) -> Type {
        self.cx().get_type(TypeData::Integer { width, signedness })
    }

    /// The float type of format `kind`.
    pub fn float_type(&mut self, kind: FloatKind) -> Type {
        Context::float_type(self.cx(), kind)
    }

    /// `index`
    pub fn index_type(&mut self) -> Type {
        Context::index_type(self.cx())
    }

    /// `none`
    pub fn none_type(&mut self) -> Type {
        Context::none_type(self.cx())
    }

    /// `complex<element>`
    pub fn complex_type(&mut self, element: Type) -> Type {
        Context::complex_type(self.cx(), element)
    }

    /// The opaque type `!dialect.name`.
    pub fn opaque_type(&mut self, dialect: &str, name: &str) -> Type {
        Context::opaque_type(self.cx(), dialect, name)
    }

    /// `tensor<shape x element>`; negative dimensions are dynamic (`?`).
    pub fn ranked_tensor_type(&mut self, shape: &[i64], element: Type) -> Type {
        let shape: Vec<i64> = shape
            .iter()
            .map(|&d| {
                if d < 0 {
                    crate::core::types::DYNAMIC
                } else {
                    d
                }
            })
            .collect();
        self.cx().ranked_tensor(&shape, element)
    }

    /// An integer attribute of integer or index type `ty`; the value is
    /// truncated to the type's width.
    pub fn integer_attr(&mut self, ty: Type, value: i64) -> Attribute {
        Context::integer_attr(self.cx(), ty, i128::from(value))
    }

    /// A float attribute of float type `ty`; the value is rounded to its format.
    pub fn float_attr(&mut self, ty: Type, value: f64) -> Attribute {
        Context::float_attr(self.cx(), ty, value)
    }

    /// `true` or `false`: an `i1` integer attribute.
    pub fn bool_attr(&mut self, value: bool) -> Attribute {
        Context::bool_attr(self.cx(), value)
    }

    /// A string attribute.
    pub fn string_attr(&mut self, value: &str) -> Attribute {
        Context::string_attr(self.cx(), value)
    }

    /// `unit`
    pub fn unit_attr(&mut self) -> Attribute {
        Context::unit_attr(self.cx())
    }

    /// A type as an attribute.
    pub fn type_attr(&mut self, ty: Type) -> Attribute {
        Context::type_attr(self.cx(), ty)
    }

    /// `[elements...]`
    pub fn array_attr(&mut self, elements: &[Attribute]) -> Attribute {
        Context::array_attr(self.cx(), elements)
    }

    /// `{name = value, ...}`: sorted by name; a later duplicate name replaces
    /// an earlier one. Names are `&str` (as `.td` snippets write them) or
    /// already interned [`Ident`]s (as the core's `Context::dictionary_attr`
    /// takes them, which this method shadows on the builder).
    pub fn dictionary_attr<N: AttrName>(&mut self, entries: &[(N, Attribute)]) -> Attribute {
        let cx = self.cx();
        let named: Vec<_> = entries.iter().map(|(n, a)| (n.ident(cx), *a)).collect();
        Context::dictionary_attr(cx, &named)
    }

    /// The flat symbol reference `@name`.
    pub fn symbol_ref_attr(&mut self, name: &str) -> Attribute {
        Context::symbol_ref_attr(self.cx(), name, &[])
    }

    /// `array<element: values...>` for an integer element type; each value
    /// is truncated to the element width.
    pub fn dense_int_array_attr(&mut self, element: Type, values: &[i64]) -> Attribute {
        let cx = self.cx();
        let (width, signedness) = match cx.type_data(element) {
            TypeData::Integer { width, signedness } => (*width, *signedness),
            _ => (64, Signedness::Signless),
        };
        let data = values
            .iter()
            .map(|&v| normalize_int(i128::from(v), width, signedness))
            .collect();
        cx.dense_array_attr(element, DenseData::Int(data))
    }

    /// `array<element: values...>` for a float element type; each value is
    /// rounded to the element format.
    pub fn dense_float_array_attr(&mut self, element: Type, values: &[f64]) -> Attribute {
        let cx = self.cx();
        let kind = cx.float_kind(element);
        let data = values
            .iter()
            .map(|&v| kind.map_or(v, |k| round_to_kind(v, k)).to_bits())
            .collect();
        cx.dense_array_attr(element, DenseData::Float(data))
    }

    /// `dense<values> : ty` for a shaped type `ty` of integer (or index)
    /// elements, in row-major order (equal values are stored as a splat).
    pub fn dense_int_elements_attr(&mut self, ty: Type, values: &[i64]) -> Attribute {
        let wide: Vec<i128> = values.iter().map(|&v| i128::from(v)).collect();
        self.cx().dense_int_attr(ty, &wide)
    }

    /// `dense<values> : ty` for a shaped type `ty` of float elements, in
    /// row-major order (values rounded to the element format).
    pub fn dense_float_elements_attr(&mut self, ty: Type, values: &[f64]) -> Attribute {
        self.cx().dense_float_attr(ty, values)
    }
}
