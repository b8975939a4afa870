//! Builtin attributes: interned, compared by handle.
//!
//! An [`Attribute`] is a `Copy` handle; equal attributes share one handle.
//! Queries for `.td` predicates (`$_self` an `Attribute`, `$_ctx` a
//! `&Context`): [`Context::attr_kind`], [`Context::as_integer`],
//! [`Context::as_float`], [`Context::as_string`], [`Context::as_array`],
//! [`Context::as_dense_elements`], [`Context::attr_type`], ...

use crate::core::affine::{AffineMap, IntegerSet};
use crate::core::apint::APInt;
use crate::core::context::{Context, Ident};
use crate::core::dialect_defs::{AttrDefId, DialectParams};
use crate::core::location::Location;
use crate::core::types::{FloatKind, Signedness, Type, TypeData};

/// The slots of the cache of one-entry dictionaries
/// ([`Context::one_entry_dictionary_attr`]): 64 KiB.
const ONE_ENTRY_SLOTS: usize = 4096;

/// Handle to an interned attribute.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Attribute(pub(crate) u32);

/// A named attribute: `name = value`.
pub type NamedAttr = (Ident, Attribute);

/// Element storage of `dense<...>` and `array<...>` attributes.
///
/// Integers are stored sign- or zero-extended to `i128` according to the
/// element type; floats as the bits of an `f64` holding the exact value (all
/// values of `f16`, `bf16` and `f32` are exact in `f64`), except `f80` and
/// `f128` elements of which one at least no `f64` holds (a hexadecimal
/// pattern): those are kept as the bits of their format ([`DenseData::WideFloat`];
/// which of the two forms holds a list is fixed by its values, so equal
/// lists are equal data). A `dense` attribute
/// whose elements are all equal stores one element (a splat). Complex
/// elements have variants of their own (so that code reading scalars never
/// takes their parts for elements), each element two values: real, then
/// imaginary.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum DenseData {
    /// Integer (and `i1`) elements.
    Int(Vec<i128>),
    /// Float elements (bits of `f64`).
    Float(Vec<u64>),
    /// `f80` or `f128` elements of which one at least no `f64` holds: the
    /// bits of each in its type's format (every other float list is a
    /// [`DenseData::Float`]).
    WideFloat(Vec<u128>),
    /// `complex<iN>` elements, as (real, imaginary) pairs in a row.
    ComplexInt(Vec<i128>),
    /// `complex<fN>` elements, as (real, imaginary) pairs in a row (bits
    /// of `f64`).
    ComplexFloat(Vec<u64>),
    /// Elements of a type that is not a number (MLIR's
    /// `DenseStringElementsAttr`): strings of any bytes.
    String(Vec<Vec<u8>>),
}

impl DenseData {
    /// Number of stored elements (1 for a splat); a complex element counts
    /// once.
    pub fn len(&self) -> usize {
        match self {
            DenseData::Int(v) => v.len(),
            DenseData::Float(v) => v.len(),
            DenseData::WideFloat(v) => v.len(),
            DenseData::ComplexInt(v) => v.len() / 2,
            DenseData::ComplexFloat(v) => v.len() / 2,
            DenseData::String(v) => v.len(),
        }
    }
    /// No stored element.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Float elements of format `k` from their bits in that format.
    pub fn from_float_bits(k: FloatKind, bits: &[u128]) -> DenseData {
        let elems: Vec<FloatElement> = bits
            .iter()
            .map(|&b| FloatElement::from_bits(k, b))
            .collect();
        DenseData::from_float_elements(k, &elems)
    }

    /// Float elements of format `k` as parsed: [`DenseData::Float`] when an
    /// `f64` holds every one, else [`DenseData::WideFloat`] with each
    /// element's bits in format `k`.
    pub fn from_float_elements(k: FloatKind, elems: &[FloatElement]) -> DenseData {
        let exact: Option<Vec<u64>> = elems
            .iter()
            .map(|e| match e {
                FloatElement::Exact(v) => Some(v.to_bits()),
                FloatElement::Wide(_) => None,
            })
            .collect();
        if let Some(bits) = exact {
            return DenseData::Float(bits);
        }
        DenseData::WideFloat(
            elems
                .iter()
                .map(|e| match *e {
                    FloatElement::Exact(v) => crate::core::float::encode_bits(v, k),
                    FloatElement::Wide(bits) => bits,
                })
                .collect(),
        )
    }
}

/// A float element as read: the `f64` that holds its value, or the bits of
/// an `f80` or `f128` value no `f64` holds.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum FloatElement {
    /// The value, exact in an `f64`.
    Exact(f64),
    /// The bits of an `f80`/`f128` value in its format.
    Wide(u128),
}

impl FloatElement {
    /// The element whose bits in format `k` are `bits`: `Wide` for an
    /// `f80`/`f128` pattern that no `f64` gives back (NaN payloads
    /// included), `Exact` otherwise.
    pub fn from_bits(k: FloatKind, bits: u128) -> FloatElement {
        let v = crate::core::float::decode_bits(bits, k);
        if matches!(k, FloatKind::F80 | FloatKind::F128)
            && crate::core::float::encode_bits(v, k) != bits
        {
            FloatElement::Wide(bits)
        } else {
            FloatElement::Exact(v)
        }
    }
}

/// `f64`s compared and hashed by their bits, so they can be interned.
#[derive(Clone, Debug, Default)]
pub struct F64Vec(pub Vec<f64>);

impl PartialEq for F64Vec {
    fn eq(&self, other: &Self) -> bool {
        self.0.len() == other.0.len()
            && self
                .0
                .iter()
                .zip(&other.0)
                .all(|(a, b)| a.to_bits() == b.to_bits())
    }
}

impl Eq for F64Vec {}

impl std::hash::Hash for F64Vec {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.0.len().hash(state);
        for v in &self.0 {
            v.to_bits().hash(state);
        }
    }
}

/// The structure of an attribute. Obtain it with [`Context::attr_data`].
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum AttrData {
    /// `42 : i32`, `true` (an `i1` integer).
    Integer {
        /// Value, sign-extended (signless, signed, index) or zero-extended (unsigned) from the type's width.
        value: i128,
        /// Integer or index type.
        ty: Type,
    },
    /// An integer of a type wider than 128 bits whose value does not fit
    /// in `i128` (read as signed unless the type is unsigned): every other
    /// integer is an [`AttrData::Integer`].
    WideInteger {
        /// The value: the type's width of bits.
        value: APInt,
        /// Integer type.
        ty: Type,
    },
    /// `1.5 : f32`
    Float {
        /// Bits of the `f64` holding the value.
        bits: u64,
        /// Float type.
        ty: Type,
    },
    /// An `f80` or `f128` value that no `f64` holds (its bit pattern,
    /// given in hexadecimal): every other float is an [`AttrData::Float`].
    WideFloat {
        /// The value's bits in its type's format.
        bits: u128,
        /// `f80` or `f128`.
        ty: Type,
    },
    /// `"text"` (type `none` unless given).
    String {
        /// Content (may hold any bytes that are valid UTF-8).
        value: String,
        /// Type (usually `none`).
        ty: Type,
    },
    /// A string attribute whose bytes are not UTF-8 (`"\FF"`, or such
    /// bytes in the input: MLIR strings are bytes). A string that is UTF-8
    /// is always [`AttrData::String`]; [`Context::as_string_bytes`] reads
    /// both.
    Bytes {
        /// Content.
        value: Vec<u8>,
        /// Type (usually `none`).
        ty: Type,
    },
    /// `unit`
    Unit,
    /// `[a, b]`
    Array(Vec<Attribute>),
    /// `{a = 1, b}` sorted by name.
    Dictionary(Vec<NamedAttr>),
    /// A type used as an attribute.
    Type(Type),
    /// `@root::@nested`
    SymbolRef {
        /// Root symbol.
        root: String,
        /// Nested references.
        nested: Vec<String>,
        /// The nested references as flat symbol reference attributes
        /// (`@n1`, `@n2`), as MLIR's `getNestedReferences`.
        nested_refs: Vec<Attribute>,
    },
    /// `dense<...> : tensor<...>`
    DenseElements {
        /// The shaped type.
        ty: Type,
        /// Elements in row-major order (one element when splat).
        data: DenseData,
    },
    /// `sparse<indices, values> : tensor<...>`: the elements at `indices`
    /// are `values`, the others zero.
    SparseElements {
        /// The shaped type.
        ty: Type,
        /// `dense` 64-bit integers of shape `[n, rank]` (or `[n]` when the
        /// rank is 1): where the values are.
        indices: Attribute,
        /// `dense` elements of shape `[n]`: the values.
        values: Attribute,
    },
    /// `dense_resource<key> : tensor<...>`: elements held by the builtin
    /// dialect's blob `key` (the file's `dialect_resources`, see
    /// [`FileResources`](crate::core::resources::FileResources)).
    DenseResource {
        /// The shaped type.
        ty: Type,
        /// The blob's key.
        key: String,
    },
    /// `array<i32: 1, 2>`
    DenseArray {
        /// Element type.
        element: Type,
        /// Elements.
        data: DenseData,
        /// Integer elements widened to `i64` (empty for float arrays).
        ints: Vec<i64>,
        /// Float elements as `f64` (empty for integer arrays, and for
        /// `f80`/`f128` arrays holding a value no `f64` holds: read `data`).
        floats: F64Vec,
    },
    /// `affine_map<...>`
    AffineMap(AffineMap),
    /// `strided<[s0, s1], offset: o>` (the dynamic value is [`DYNAMIC`](crate::core::types::DYNAMIC)).
    StridedLayout {
        /// The offset.
        offset: i64,
        /// One stride per dimension.
        strides: Vec<i64>,
    },
    /// `affine_set<...>`
    IntegerSet(IntegerSet),
    /// An attribute of a registered dialect, defined by an `AttrDef`
    /// (`#dialect.mnemonic<...>`).
    Dialect {
        /// Its definition.
        def: AttrDefId,
        /// Its parameters (the definition's parameter struct).
        params: DialectParams,
    },
    /// `distinct[N]<referenced>`: an attribute unique to its creation
    /// ([`Context::distinct_attr`]), never equal to another one holding
    /// the same attribute.
    Distinct {
        /// The creation's number in its context (not the printed `N`,
        /// which numbers distinct attributes in printing order).
        id: u64,
        /// The attribute it holds (`unit` when written `distinct[N]<>`).
        referenced: Attribute,
    },
    /// `loc(...)`: a location used as an attribute (MLIR's
    /// `LocationAttr`s are attributes; here locations have their own
    /// table and this wraps one).
    Location(Location),
    /// `#dialect.body` of a dialect the context does not know.
    Opaque {
        /// Dialect namespace.
        dialect: String,
        /// Body text verbatim.
        data: String,
        /// The type after it (`#foo.attr : i32`; `none` when not given).
        ty: Type,
    },
}

/// The kind of an attribute, for `match` in predicates (td/PREDICATES.md).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum AttrKind {
    /// Integer (includes bool).
    Integer,
    /// Float.
    Float,
    /// String.
    String,
    /// Type attribute.
    Type,
    /// Unit.
    Unit,
    /// Array.
    Array,
    /// Dictionary.
    Dictionary,
    /// Symbol reference.
    SymbolRef,
    /// `array<...>`
    DenseArray,
    /// `dense<...>` of integers or floats.
    DenseElements,
    /// `dense<...>` of strings (not modelled yet).
    DenseStringElements,
    /// `sparse<...>`
    SparseElements,
    /// `dense_resource<...>`
    DenseResourceElements,
    /// A location as an attribute (`loc(...)`).
    Location,
    /// `affine_map<...>`
    AffineMap,
    /// `affine_set<...>`
    IntegerSet,
    /// An attribute of a registered dialect.
    Dialect,
    /// Anything else (attributes of unregistered dialects).
    Other,
}

/// Truncates `v` to `width` bits and extends it back per `signedness`.
pub(crate) fn normalize_int(v: i128, width: u32, signedness: Signedness) -> i128 {
    if width >= 128 || width == 0 {
        return if width == 0 { 0 } else { v };
    }
    let mask: u128 = (1u128 << width) - 1;
    let bits = (v as u128) & mask;
    if width == 1 && signedness == Signedness::Signless {
        return bits as i128;
    }
    match signedness {
        Signedness::Unsigned => bits as i128,
        _ => {
            let shift = 128 - width;
            ((bits << shift) as i128) >> shift
        }
    }
}

impl Context {
    /// Interns an attribute structure.
    pub fn get_attr(&mut self, data: AttrData) -> Attribute {
        Attribute(self.attrs.intern(data))
    }

    /// A new distinct attribute holding `referenced` (MLIR's
    /// `DistinctAttr::create`): unequal to every other attribute.
    pub fn distinct_attr(&mut self, referenced: Attribute) -> Attribute {
        let id = self.distinct_count;
        self.distinct_count += 1;
        self.get_attr(AttrData::Distinct { id, referenced })
    }

    /// The structure behind an attribute handle.
    #[inline]
    pub fn attr_data(&self, a: Attribute) -> &AttrData {
        self.attrs.get(a.0)
    }

    /// Integer attribute of integer or index type `ty` (value truncated to the width).
    pub fn integer_attr(&mut self, ty: Type, value: i128) -> Attribute {
        let value = match self.type_data(ty) {
            TypeData::Integer { width, signedness } => normalize_int(value, *width, *signedness),
            TypeData::Index => normalize_int(value, 64, Signedness::Signless),
            _ => value,
        };
        self.get_attr(AttrData::Integer { value, ty })
    }
    /// `i64` integer attribute.
    pub fn i64_attr(&mut self, value: i64) -> Attribute {
        let t = self.i64();
        self.integer_attr(t, value as i128)
    }
    /// `i32` integer attribute.
    pub fn i32_attr(&mut self, value: i32) -> Attribute {
        let t = self.i32();
        self.integer_attr(t, value as i128)
    }
    /// `index` attribute.
    pub fn index_attr(&mut self, value: i64) -> Attribute {
        let t = self.index_type();
        self.integer_attr(t, value as i128)
    }
    /// `true` / `false` (an `i1` integer attribute).
    pub fn bool_attr(&mut self, value: bool) -> Attribute {
        let t = self.i1();
        self.integer_attr(t, value as i128)
    }
    /// Float attribute; the value is rounded to `ty`'s format.
    pub fn float_attr(&mut self, ty: Type, value: f64) -> Attribute {
        let v = match self.float_kind(ty) {
            Some(k) => crate::core::float::round_to_kind(value, k),
            None => value,
        };
        self.get_attr(AttrData::Float {
            bits: v.to_bits(),
            ty,
        })
    }
    /// Float attribute of float type `ty` from the bits of its value in
    /// `ty`'s format (an `f80`/`f128` value no `f64` holds is kept
    /// exactly, as [`AttrData::WideFloat`]).
    pub fn float_attr_from_bits(&mut self, ty: Type, bits: u128) -> Attribute {
        let k = self.float_kind(ty).unwrap_or(FloatKind::F64);
        match FloatElement::from_bits(k, bits) {
            FloatElement::Exact(v) => self.get_attr(AttrData::Float {
                bits: v.to_bits(),
                ty,
            }),
            FloatElement::Wide(bits) => self.get_attr(AttrData::WideFloat { bits, ty }),
        }
    }
    /// `f64` float attribute.
    pub fn f64_attr(&mut self, value: f64) -> Attribute {
        let t = self.f64();
        self.float_attr(t, value)
    }
    /// String attribute (type `none`).
    pub fn string_attr(&mut self, value: &str) -> Attribute {
        let ty = self.none_type();
        self.get_attr(AttrData::String {
            value: value.to_string(),
            ty,
        })
    }
    /// A string attribute of any bytes, of type `ty`: an
    /// [`AttrData::String`] when they are UTF-8, else an [`AttrData::Bytes`].
    pub fn string_bytes_attr(&mut self, value: &[u8], ty: Type) -> Attribute {
        match std::str::from_utf8(value) {
            Ok(s) => self.get_attr(AttrData::String {
                value: s.to_string(),
                ty,
            }),
            Err(_) => self.get_attr(AttrData::Bytes {
                value: value.to_vec(),
                ty,
            }),
        }
    }
    /// `unit`
    pub fn unit_attr(&mut self) -> Attribute {
        self.get_attr(AttrData::Unit)
    }
    /// `[...]`
    pub fn array_attr(&mut self, elements: &[Attribute]) -> Attribute {
        self.get_attr(AttrData::Array(elements.to_vec()))
    }
    /// `{...}`: entries are sorted by name; a later duplicate name replaces an earlier one.
    pub fn dictionary_attr(&mut self, entries: &[NamedAttr]) -> Attribute {
        let v = self.sort_named_attrs(entries.to_vec());
        self.get_attr(AttrData::Dictionary(v))
    }
    /// The dictionary `{name = value}` of one entry, from a cache (the
    /// properties of every `arith.constant`, `arith.cmpi`, `func.call`).
    pub(crate) fn one_entry_dictionary_attr(&mut self, entry: NamedAttr) -> Attribute {
        if self.one_entry_dicts.is_empty() {
            self.one_entry_dicts = vec![None; ONE_ENTRY_SLOTS];
        }
        let (Ident(n), Attribute(a)) = entry;
        let h = (u64::from(n) << 32 | u64::from(a)).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        let slot = (h >> 32) as usize % ONE_ENTRY_SLOTS;
        if let Some((e, d)) = self.one_entry_dicts[slot] {
            if e == entry {
                return d;
            }
        }
        let d = self.get_attr(AttrData::Dictionary(vec![entry]));
        self.one_entry_dicts[slot] = Some((entry, d));
        d
    }
    /// A dictionary of entries already sorted by name (no copy, no sort).
    pub(crate) fn sorted_dictionary_attr(&mut self, entries: Vec<NamedAttr>) -> Attribute {
        debug_assert!(entries
            .windows(2)
            .all(|w| self.ident_str(w[0].0) < self.ident_str(w[1].0)));
        self.get_attr(AttrData::Dictionary(entries))
    }
    /// A type as an attribute.
    pub fn type_attr(&mut self, t: Type) -> Attribute {
        self.get_attr(AttrData::Type(t))
    }
    /// `@root::@n1::@n2`
    pub fn symbol_ref_attr(&mut self, root: &str, nested: &[&str]) -> Attribute {
        let nested_refs = nested
            .iter()
            .map(|n| {
                self.get_attr(AttrData::SymbolRef {
                    root: n.to_string(),
                    nested: Vec::new(),
                    nested_refs: Vec::new(),
                })
            })
            .collect();
        self.get_attr(AttrData::SymbolRef {
            root: root.to_string(),
            nested: nested.iter().map(|s| s.to_string()).collect(),
            nested_refs,
        })
    }
    /// `dense<...>` of integers for shaped type `ty` (values normalized to the element width).
    pub fn dense_int_attr(&mut self, ty: Type, values: &[i128]) -> Attribute {
        let elt = self.element_type(ty).unwrap_or(ty);
        let (w, s) = match self.type_data(elt) {
            TypeData::Integer { width, signedness } => (*width, *signedness),
            _ => (64, Signedness::Signless),
        };
        let mut v: Vec<i128> = values.iter().map(|&x| normalize_int(x, w, s)).collect();
        if v.len() > 1 && v.iter().all(|&x| x == v[0]) {
            v.truncate(1);
        }
        self.get_attr(AttrData::DenseElements {
            ty,
            data: DenseData::Int(v),
        })
    }
    /// `dense<...>` of shaped type `ty` holding `data` as it is (values
    /// already of the element type), one element kept when all are equal.
    pub fn dense_elements_attr(&mut self, ty: Type, mut data: DenseData) -> Attribute {
        fn splat<T: PartialEq>(v: &mut Vec<T>, stride: usize) {
            if v.len() > stride && v.chunks(stride).all(|c| c == &v[..stride]) {
                v.truncate(stride);
            }
        }
        match &mut data {
            DenseData::Int(v) => splat(v, 1),
            DenseData::Float(v) => splat(v, 1),
            DenseData::WideFloat(v) => splat(v, 1),
            DenseData::ComplexInt(v) => splat(v, 2),
            DenseData::ComplexFloat(v) => splat(v, 2),
            DenseData::String(v) => splat(v, 1),
        }
        self.get_attr(AttrData::DenseElements { ty, data })
    }
    /// `dense<...>` of floats for shaped type `ty` (values rounded to the element type).
    pub fn dense_float_attr(&mut self, ty: Type, values: &[f64]) -> Attribute {
        let elt = self.element_type(ty).unwrap_or(ty);
        let kind = self.float_kind(elt);
        let mut v: Vec<u64> = values
            .iter()
            .map(|&x| {
                kind.map_or(x, |k| crate::core::float::round_to_kind(x, k))
                    .to_bits()
            })
            .collect();
        if v.len() > 1 && v.iter().all(|&x| x == v[0]) {
            v.truncate(1);
        }
        self.get_attr(AttrData::DenseElements {
            ty,
            data: DenseData::Float(v),
        })
    }
    /// `array<i64: ...>` and friends: a dense array of integers of element type `element`.
    pub fn dense_i_array_attr(&mut self, element: Type, values: &[i128]) -> Attribute {
        self.dense_array_attr(element, DenseData::Int(values.to_vec()))
    }
    /// `array<element: ...>` from its element data.
    pub fn dense_array_attr(&mut self, element: Type, data: DenseData) -> Attribute {
        let (ints, floats) = match &data {
            DenseData::Int(v) => (v.iter().map(|&x| x as i64).collect(), F64Vec::default()),
            DenseData::Float(v) => (
                Vec::new(),
                F64Vec(v.iter().map(|&b| f64::from_bits(b)).collect()),
            ),
            // (Dense arrays have no complex or string elements; `f80` and
            // `f128` values no `f64` holds are read from `data`.)
            DenseData::WideFloat(_)
            | DenseData::ComplexInt(_)
            | DenseData::ComplexFloat(_)
            | DenseData::String(_) => (Vec::new(), F64Vec::default()),
        };
        self.get_attr(AttrData::DenseArray {
            element,
            data,
            ints,
            floats,
        })
    }
    /// `affine_map<...>` holding `map`.
    pub fn affine_map_attr(&mut self, map: AffineMap) -> Attribute {
        self.get_attr(AttrData::AffineMap(map))
    }
    /// `affine_set<...>` holding `set`.
    pub fn integer_set_attr(&mut self, set: IntegerSet) -> Attribute {
        self.get_attr(AttrData::IntegerSet(set))
    }
    /// `strided<[strides], offset: offset>`.
    pub fn strided_layout_attr(&mut self, offset: i64, strides: &[i64]) -> Attribute {
        self.get_attr(AttrData::StridedLayout {
            offset,
            strides: strides.to_vec(),
        })
    }
    /// The offset and strides of a `strided<...>` attribute.
    pub fn as_strided_layout(&self, a: Attribute) -> Option<(i64, &[i64])> {
        match self.attr_data(a) {
            AttrData::StridedLayout { offset, strides } => Some((*offset, strides)),
            _ => None,
        }
    }
    /// Whether the attribute can be a memref layout (MLIR's
    /// `MemRefLayoutAttrInterface`): an affine map, a strided layout, or a
    /// dialect attribute implementing the interface.
    pub fn is_memref_layout(&self, a: Attribute) -> bool {
        match self.attr_data(a) {
            AttrData::AffineMap(_) | AttrData::StridedLayout { .. } => true,
            AttrData::Dialect { def, .. } => self
                .attr_definition(*def)
                .interface_names
                .contains(&"MemRefLayoutAttrInterface"),
            _ => false,
        }
    }
    /// The map of an `affine_map<...>` attribute.
    pub fn as_affine_map(&self, a: Attribute) -> Option<AffineMap> {
        match self.attr_data(a) {
            AttrData::AffineMap(m) => Some(*m),
            _ => None,
        }
    }
    /// The set of an `affine_set<...>` attribute.
    pub fn as_integer_set(&self, a: Attribute) -> Option<IntegerSet> {
        match self.attr_data(a) {
            AttrData::IntegerSet(s) => Some(*s),
            _ => None,
        }
    }
    /// A location as an attribute (`loc(...)` in attribute position).
    pub fn loc_attr(&mut self, loc: Location) -> Attribute {
        self.has_loc_attrs = true;
        self.get_attr(AttrData::Location(loc))
    }
    /// The location held by a location attribute.
    pub fn as_location(&self, a: Attribute) -> Option<Location> {
        match self.attr_data(a) {
            AttrData::Location(l) => Some(*l),
            _ => None,
        }
    }
    /// `#dialect.data`: an attribute of a dialect the context does not model.
    pub fn opaque_attr(&mut self, dialect: &str, data: &str) -> Attribute {
        let ty = self.none_type();
        self.opaque_attr_typed(dialect, data, ty)
    }
    /// `#dialect.data : ty`: an opaque attribute with a type (MLIR's
    /// `OpaqueAttr` holds one, `none` by default).
    pub fn opaque_attr_typed(&mut self, dialect: &str, data: &str, ty: Type) -> Attribute {
        self.get_attr(AttrData::Opaque {
            dialect: dialect.to_string(),
            data: data.to_string(),
            ty,
        })
    }

    /// Sorts named attributes by name (byte order) and keeps the last of duplicates.
    pub(crate) fn sort_named_attrs(&self, mut v: Vec<NamedAttr>) -> Vec<NamedAttr> {
        if v.windows(2)
            .all(|w| self.ident_str(w[0].0) < self.ident_str(w[1].0))
        {
            return v;
        }
        v.sort_by(|a, b| self.ident_str(a.0).cmp(self.ident_str(b.0)));
        v.dedup_by(|later, earlier| {
            if later.0 == earlier.0 {
                earlier.1 = later.1;
                true
            } else {
                false
            }
        });
        v
    }

    // ----- queries -----

    /// The kind of an attribute.
    pub fn attr_kind(&self, a: Attribute) -> AttrKind {
        match self.attr_data(a) {
            AttrData::Integer { .. } | AttrData::WideInteger { .. } => AttrKind::Integer,
            AttrData::Float { .. } | AttrData::WideFloat { .. } => AttrKind::Float,
            AttrData::String { .. } | AttrData::Bytes { .. } => AttrKind::String,
            AttrData::Unit => AttrKind::Unit,
            AttrData::Array(_) => AttrKind::Array,
            AttrData::Dictionary(_) => AttrKind::Dictionary,
            AttrData::Type(_) => AttrKind::Type,
            AttrData::SymbolRef { .. } => AttrKind::SymbolRef,
            AttrData::DenseElements {
                data: DenseData::String(_),
                ..
            } => AttrKind::DenseStringElements,
            AttrData::DenseElements { .. } => AttrKind::DenseElements,
            AttrData::DenseArray { .. } => AttrKind::DenseArray,
            AttrData::SparseElements { .. } => AttrKind::SparseElements,
            AttrData::DenseResource { .. } => AttrKind::DenseResourceElements,
            AttrData::AffineMap(_) => AttrKind::AffineMap,
            AttrData::IntegerSet(_) => AttrKind::IntegerSet,
            AttrData::StridedLayout { .. } | AttrData::Distinct { .. } => AttrKind::Other,
            AttrData::Dialect { .. } => AttrKind::Dialect,
            AttrData::Location(_) => AttrKind::Location,
            AttrData::Opaque { dialect, .. } if self.dialect(dialect).is_some() => {
                AttrKind::Dialect
            }
            AttrData::Opaque { .. } => AttrKind::Other,
        }
    }
    /// The type of a typed attribute (integer, float, string, dense
    /// elements, a dialect attribute with `TypedAttr`; the element type of
    /// a dense array); `none` otherwise.
    pub fn attr_type(&self, a: Attribute) -> Type {
        match self.attr_data(a) {
            AttrData::Integer { ty, .. }
            | AttrData::WideInteger { ty, .. }
            | AttrData::Float { ty, .. }
            | AttrData::WideFloat { ty, .. }
            | AttrData::String { ty, .. }
            | AttrData::Bytes { ty, .. }
            | AttrData::DenseElements { ty, .. }
            | AttrData::SparseElements { ty, .. }
            | AttrData::DenseResource { ty, .. }
            | AttrData::Opaque { ty, .. } => *ty,
            AttrData::DenseArray { element, .. } => *element,
            AttrData::Dialect { .. } => {
                match self.attr_interface::<crate::core::dialect_defs::TypedAttrVtable>(a) {
                    Some(typed) => (typed.get_type)(a, self),
                    None => self.none_type(),
                }
            }
            _ => self.none_type(),
        }
    }
    /// Integer value of an integer attribute.
    pub fn as_integer(&self, a: Attribute) -> Option<i128> {
        match self.attr_data(a) {
            AttrData::Integer { value, .. } => Some(*value),
            _ => None,
        }
    }
    /// The exact value of an integer attribute of any width (`as_integer`
    /// has the ones that fit in `i128`), as a bit pattern of the type's
    /// width (64 bits for `index`).
    pub fn as_apint(&self, a: Attribute) -> Option<APInt> {
        match self.attr_data(a) {
            AttrData::Integer { value, ty } => {
                let width = match self.type_data(*ty) {
                    TypeData::Integer { width, .. } => *width,
                    _ => 64,
                };
                Some(APInt::from_i128(width, *value))
            }
            AttrData::WideInteger { value, .. } => Some(value.clone()),
            _ => None,
        }
    }
    /// The integer attribute of integer or index type `ty` holding the
    /// bits of `value` (of the type's width): an [`AttrData::Integer`] when
    /// the value, read as the type's signedness reads it, fits in `i128`,
    /// else an [`AttrData::WideInteger`] (MLIR's `IntegerAttr::get(type,
    /// APInt)`).
    pub fn apint_attr(&mut self, ty: Type, value: APInt) -> Attribute {
        let signed = !matches!(
            self.type_data(ty),
            TypeData::Integer {
                signedness: Signedness::Unsigned,
                ..
            }
        );
        match value.to_i128(signed) {
            Some(small) => self.integer_attr(ty, small),
            None => self.get_attr(AttrData::WideInteger { value, ty }),
        }
    }
    /// Boolean value of an `i1` attribute.
    pub fn as_bool(&self, a: Attribute) -> Option<bool> {
        match self.attr_data(a) {
            AttrData::Integer { value, ty } if self.is_integer(*ty, 1) => Some(*value != 0),
            _ => None,
        }
    }
    /// Float value of a float attribute.
    pub fn as_float(&self, a: Attribute) -> Option<f64> {
        match self.attr_data(a) {
            AttrData::Float { bits, .. } => Some(f64::from_bits(*bits)),
            _ => None,
        }
    }
    /// String value of a string attribute.
    pub fn as_string(&self, a: Attribute) -> Option<&str> {
        match self.attr_data(a) {
            AttrData::String { value, .. } => Some(value),
            _ => None,
        }
    }
    /// The bytes of a string attribute, UTF-8 or not ([`Context::as_string`]
    /// reads only the UTF-8 ones).
    pub fn as_string_bytes(&self, a: Attribute) -> Option<&[u8]> {
        match self.attr_data(a) {
            AttrData::String { value, .. } => Some(value.as_bytes()),
            AttrData::Bytes { value, .. } => Some(value),
            _ => None,
        }
    }
    /// Elements of an array attribute.
    pub fn as_array(&self, a: Attribute) -> Option<&[Attribute]> {
        match self.attr_data(a) {
            AttrData::Array(v) => Some(v),
            _ => None,
        }
    }
    /// Entries of a dictionary attribute.
    pub fn as_dictionary(&self, a: Attribute) -> Option<&[NamedAttr]> {
        match self.attr_data(a) {
            AttrData::Dictionary(v) => Some(v),
            _ => None,
        }
    }
    /// Looks up `name` in a dictionary attribute.
    pub fn dictionary_get(&self, a: Attribute, name: &str) -> Option<Attribute> {
        self.as_dictionary(a)?
            .iter()
            .find(|(n, _)| self.ident_str(*n) == name)
            .map(|(_, v)| *v)
    }
    /// The type held by a type attribute.
    pub fn as_type(&self, a: Attribute) -> Option<Type> {
        match self.attr_data(a) {
            AttrData::Type(t) => Some(*t),
            _ => None,
        }
    }
    /// Root and nested names of a symbol reference.
    pub fn as_symbol_ref(&self, a: Attribute) -> Option<(&str, &[String])> {
        match self.attr_data(a) {
            AttrData::SymbolRef { root, nested, .. } => Some((root, nested)),
            _ => None,
        }
    }
    /// A flat symbol reference's name (`@name` without nesting).
    pub fn as_flat_symbol_ref(&self, a: Attribute) -> Option<&str> {
        match self.attr_data(a) {
            AttrData::SymbolRef { root, nested, .. } if nested.is_empty() => Some(root),
            _ => None,
        }
    }
    /// Shaped type and element data of a `dense<...>` attribute.
    pub fn as_dense_elements(&self, a: Attribute) -> Option<(Type, &DenseData)> {
        match self.attr_data(a) {
            AttrData::DenseElements { ty, data } => Some((*ty, data)),
            _ => None,
        }
    }
    /// Element `i` (row-major; a splat's one element for any `i`) of a
    /// `dense<...>` of integers or floats, as a scalar attribute of the
    /// element type. `None` for other elements (complex, strings) or an
    /// index out of range.
    pub fn dense_number_element(&mut self, a: Attribute, i: usize) -> Option<Attribute> {
        let (ty, data) = self.as_dense_elements(a)?;
        let elt = self.element_type_or_self(ty);
        let i = if data.len() == 1 { 0 } else { i };
        enum Number {
            Int(i128),
            Float(f64),
            Wide(u128),
        }
        let n = match data {
            DenseData::Int(v) => Number::Int(*v.get(i)?),
            DenseData::Float(v) => Number::Float(f64::from_bits(*v.get(i)?)),
            DenseData::WideFloat(v) => Number::Wide(*v.get(i)?),
            _ => return None,
        };
        Some(match n {
            Number::Int(x) => self.integer_attr(elt, x),
            Number::Float(x) => self.float_attr(elt, x),
            Number::Wide(bits) => self.float_attr_from_bits(elt, bits),
        })
    }
    /// All elements of a float `dense<...>` (splats expanded).
    pub fn dense_float_values(&self, a: Attribute) -> Option<Vec<f64>> {
        let (ty, data) = self.as_dense_elements(a)?;
        let DenseData::Float(v) = data else {
            return None;
        };
        let n = self.num_elements(ty).unwrap_or(v.len() as i64).max(0) as usize;
        Some(if v.len() == 1 {
            vec![f64::from_bits(v[0]); n]
        } else {
            v.iter().map(|b| f64::from_bits(*b)).collect()
        })
    }
    /// All elements of an integer `dense<...>` (splats expanded).
    pub fn dense_int_values(&self, a: Attribute) -> Option<Vec<i128>> {
        let (ty, data) = self.as_dense_elements(a)?;
        let DenseData::Int(v) = data else { return None };
        let n = self.num_elements(ty).unwrap_or(v.len() as i64).max(0) as usize;
        Some(if v.len() == 1 {
            vec![v[0]; n]
        } else {
            v.clone()
        })
    }
    /// Element type and data of an `array<...>` attribute.
    pub fn as_dense_array(&self, a: Attribute) -> Option<(Type, &DenseData)> {
        match self.attr_data(a) {
            AttrData::DenseArray { element, data, .. } => Some((*element, data)),
            _ => None,
        }
    }
    /// `unit`
    pub fn is_unit_attr(&self, a: Attribute) -> bool {
        matches!(self.attr_data(a), AttrData::Unit)
    }
}
