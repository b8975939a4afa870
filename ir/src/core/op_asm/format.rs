//! Runtime support for the custom forms generated from declarative assembly
//! formats (`assemblyFormat`): optional elements, typed attributes,
//! properties (`prop-dict`, property variables) and segment sizes.
//!
//! Everything here is built on the public [`CustomParser`] /
//! [`CustomPrinter`] API; generated hooks call these functions by absolute
//! path (`::ir::asm_support::...`).

use crate::core::attrs::{AttrData, Attribute, DenseData, FloatElement, NamedAttr};
use crate::core::context::Context;
use crate::core::op_asm::{CustomParser, CustomPrinter, ParseError};
use crate::core::storage::{BlockId, OpId};
use crate::core::types::Type;
use crate::support::escape::{is_bare_identifier, write_escaped_string};

pub use super::field::{parse_enum_field, FieldParser, FieldPrinter, FieldResult};
pub use super::kinds::{
    parse_attribute_of_kind, parse_type_of_kind, AttrClass, PropertyKind, TypeClass,
};
pub use super::regions::{
    ensure_single_block, ensure_terminator, parse_if_regions, print_if_regions,
    prints_implicit_terminator,
};

/// A type if the next token starts one (`(`, `!` or a builtin type name),
/// else `None` with nothing consumed.
pub fn parse_optional_type(p: &mut CustomParser) -> Result<Option<Type>, ParseError> {
    match p.peek_byte() {
        Some(b'(' | b'!') => p.parse_type().map(Some),
        Some(c) if c.is_ascii_alphabetic() || c == b'_' => {
            let at = p.offset();
            match p.parse_type() {
                Ok(t) => Ok(Some(t)),
                // An identifier that is not a type name: not a type. (The
                // error is at it, or before it where mlir-opt puts errors
                // about an unexpected token.)
                Err(e) if e.offset <= at => {
                    p.rewind(at);
                    Ok(None)
                }
                Err(e) => Err(e),
            }
        }
        _ => Ok(None),
    }
}

/// A possibly empty comma-separated list of types (the types of a
/// variable-length operand or result group).
pub fn parse_optional_type_list(p: &mut CustomParser) -> Result<Vec<Type>, ParseError> {
    let mut v = Vec::new();
    if let Some(t) = parse_optional_type(p)? {
        v.push(t);
        while p.parse_optional_punct(",") {
            v.push(p.parse_type()?);
        }
    }
    Ok(v)
}

/// An attribute if the next token starts one, else `None` with nothing
/// consumed. A `{` is not taken as a dictionary attribute: in a custom form
/// it starts the attribute dictionary.
pub fn parse_optional_attribute(p: &mut CustomParser) -> Result<Option<Attribute>, ParseError> {
    optional_attribute(p, None)
}

/// [`CustomParser::parse_attribute_of_type`] if the next token starts an
/// attribute (as [`parse_optional_attribute`]), else `None`.
pub fn parse_optional_attribute_of_type(
    p: &mut CustomParser,
    ty: Type,
) -> Result<Option<Attribute>, ParseError> {
    optional_attribute(p, Some(ty))
}

/// An optional attribute, of type `ty` when given.
fn optional_attribute(
    p: &mut CustomParser,
    ty: Option<Type>,
) -> Result<Option<Attribute>, ParseError> {
    let parse = |p: &mut CustomParser| match ty {
        Some(t) => p.parse_attribute_of_type(t),
        None => p.parse_attribute(),
    };
    match p.peek_byte() {
        Some(b'[' | b'"' | b'@' | b'#' | b'-' | b'0'..=b'9' | b'!' | b'(') => parse(p).map(Some),
        Some(c) if c.is_ascii_alphabetic() || c == b'_' => {
            let at = p.offset();
            match parse(p) {
                Ok(a) => Ok(Some(a)),
                // An identifier that is not an attribute: not an attribute.
                Err(e) if e.offset <= at => {
                    p.rewind(at);
                    Ok(None)
                }
                Err(e) => Err(e),
            }
        }
        _ => Ok(None),
    }
}

/// `[1, 2]`: a dense array of `element` without its `array<...>` wrapper
/// (upstream's `DenseArrayAttrImpl::parse`, the form declarative formats
/// use for `DenseI64ArrayAttr` and its kin).
pub fn parse_dense_array_body(
    p: &mut CustomParser,
    element: Type,
) -> Result<Attribute, ParseError> {
    p.parse_punct("[")?;
    let kind = p.ctx().float_kind(element);
    let is_float = kind.is_some();
    let mut ints = Vec::new();
    let mut floats = Vec::new();
    if !p.parse_optional_punct("]") {
        loop {
            let at = p.offset();
            let a = p.parse_attribute_of_type(element)?;
            match *p.ctx().attr_data(a) {
                AttrData::Integer { value, .. } if !is_float => ints.push(value),
                AttrData::Float { bits, .. } if is_float => {
                    floats.push(FloatElement::Exact(f64::from_bits(bits)))
                }
                AttrData::WideFloat { bits, .. } if is_float => {
                    floats.push(FloatElement::Wide(bits))
                }
                _ => return Err(p.error_at(at, "expected element literal of primitive type")),
            }
            if p.parse_optional_punct("]") {
                break;
            }
            p.parse_punct(",")?;
        }
    }
    let data = match kind {
        Some(k) => DenseData::from_float_elements(k, &floats),
        None => DenseData::Int(ints),
    };
    Ok(p.ctx().dense_array_attr(element, data))
}

/// A successor (`^bb1`) if next, else `None`.
pub fn parse_optional_successor(p: &mut CustomParser) -> Result<Option<BlockId>, ParseError> {
    if p.peek_byte() == Some(b'^') {
        p.parse_successor().map(Some)
    } else {
        Ok(None)
    }
}

/// A possibly empty comma-separated list of successors.
pub fn parse_optional_successor_list(p: &mut CustomParser) -> Result<Vec<BlockId>, ParseError> {
    let mut v = Vec::new();
    if let Some(b) = parse_optional_successor(p)? {
        v.push(b);
        while p.parse_optional_punct(",") {
            v.push(p.parse_successor()?);
        }
    }
    Ok(v)
}

/// `prop-dict`: an optional `<{name = value, ...}>`, of which the entries
/// named in `known` are kept (upstream's `setPropertiesFromParsedAttr`
/// reads those and ignores the rest).
pub fn parse_optional_prop_dict(
    p: &mut CustomParser,
    known: &[&str],
) -> Result<Vec<NamedAttr>, ParseError> {
    if p.peek_byte() != Some(b'<') {
        return Ok(Vec::new());
    }
    p.parse_punct("<")?;
    if p.peek_byte() != Some(b'{') {
        return Err(p.error("expected '{' in the properties ('prop-dict')"));
    }
    let mut v = p.parse_optional_attr_dict()?;
    p.parse_punct(">")?;
    v.retain(|&(name, _)| known.contains(&p.ctx().ident_str(name)));
    Ok(v)
}

/// The properties a generated custom-form parser collects for an op
/// before [`merge_properties`]: a few inline, without an allocation.
pub type PropEntries = smallvec::SmallVec<[NamedAttr; 4]>;

/// Adds `entries` to the properties dictionary `props` (replacing entries of
/// the same name) and returns the new dictionary.
pub fn merge_properties(
    ctx: &mut Context,
    props: Option<Attribute>,
    entries: &[NamedAttr],
) -> Option<Attribute> {
    if entries.is_empty() {
        return props;
    }
    if let ([entry], None) = (entries, props) {
        return Some(ctx.one_entry_dictionary_attr(*entry));
    }
    let old = props.and_then(|p| ctx.as_dictionary(p)).unwrap_or(&[]);
    let mut all: Vec<NamedAttr> = Vec::with_capacity(old.len() + entries.len());
    all.extend_from_slice(old);
    for &(n, a) in entries {
        all.retain(|(m, _)| *m != n);
        all.push((n, a));
    }
    // (Sorted in place and handed to the dictionary: every generated
    // parser of an op with inherent attributes comes here.)
    let all = ctx.sort_named_attrs(all);
    Some(ctx.sorted_dictionary_attr(all))
}

/// Sets the property `name` of the op being parsed.
pub fn set_property(
    ctx: &mut Context,
    props: &mut Option<Attribute>,
    name: &str,
    value: Attribute,
) {
    let n = ctx.ident(name);
    *props = merge_properties(ctx, *props, &[(n, value)]);
}

/// What a type transformer (`TypesMatchWith`) gives a generated parser:
/// one type, or the types of a whole group.
pub trait TransformedTypes {
    /// The types of `n` values: `n` copies of one type, or the list as is
    /// (the caller checks its length).
    fn types_for(self, n: usize) -> TypesFor;
}

impl TransformedTypes for Type {
    fn types_for(self, n: usize) -> TypesFor {
        TypesFor::Same(self, n)
    }
}

impl TransformedTypes for Vec<Type> {
    fn types_for(self, _n: usize) -> TypesFor {
        TypesFor::List(self.into_iter())
    }
}

/// The types of `n` values from a transformer's result (see
/// [`TransformedTypes`]).
pub fn types_for(types: impl TransformedTypes, n: usize) -> TypesFor {
    types.types_for(n)
}

/// What [`types_for`] gives: one type repeated (no list: most ops' operands
/// take their type from one other value) or a transformer's list.
#[derive(Clone, Debug)]
pub enum TypesFor {
    /// This type, this many times.
    Same(Type, usize),
    /// The types of a list.
    List(std::vec::IntoIter<Type>),
}

impl Iterator for TypesFor {
    type Item = Type;
    fn next(&mut self) -> Option<Type> {
        match self {
            TypesFor::Same(_, 0) => None,
            TypesFor::Same(t, n) => {
                *n -= 1;
                Some(*t)
            }
            TypesFor::List(l) => l.next(),
        }
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = match self {
            TypesFor::Same(_, n) => *n,
            TypesFor::List(l) => l.len(),
        };
        (n, Some(n))
    }
}

impl ExactSizeIterator for TypesFor {}

/// `operandSegmentSizes`/`resultSegmentSizes` as a dense `i32` array.
pub fn segment_sizes(ctx: &mut Context, sizes: &[usize]) -> Attribute {
    let i32t = ctx.integer_type(32);
    let v: Vec<i128> = sizes.iter().map(|&s| s as i128).collect();
    ctx.dense_i_array_attr(i32t, &v)
}

/// The segment sizes stored under `name` (a property or an attribute);
/// empty when absent or malformed.
pub fn read_segment_sizes(ctx: &Context, op: OpId, name: &str) -> Vec<usize> {
    match ctx
        .prop(op, name)
        .or_else(|| ctx.attr(op, name))
        .and_then(|a| ctx.as_dense_array(a))
    {
        Some((_, crate::core::attrs::DenseData::Int(v))) => {
            v.iter().map(|&x| usize::try_from(x).unwrap_or(0)).collect()
        }
        _ => Vec::new(),
    }
}

/// The `i`-th of consecutive groups of `items` whose sizes are `sizes`
/// (clamped: never panics on inconsistent sizes).
pub fn segment<'a, T>(items: &'a [T], sizes: &[usize], i: usize) -> &'a [T] {
    let start: usize = sizes.iter().take(i).sum();
    let n = sizes.get(i).copied().unwrap_or(0);
    let start = start.min(items.len());
    let end = start.saturating_add(n).min(items.len());
    &items[start..end]
}

/// Whether the attribute is present and not `false` (the presence of a
/// unit attribute or a `UnitProp`).
pub fn is_set(ctx: &Context, a: Option<Attribute>) -> bool {
    match a {
        None => false,
        Some(a) => ctx.as_bool(a) != Some(false),
    }
}

/// `prop-dict`: prints ` <{name = value, ...}>` for the op's properties not
/// in `elided` (nothing when none remain).
pub fn print_prop_dict(printer: &mut CustomPrinter, op: OpId, elided: &[&str]) {
    let Some(props) = printer.ctx().props(op) else {
        return;
    };
    let entries: Vec<NamedAttr> = match printer.ctx().as_dictionary(props) {
        Some(d) => d.to_vec(),
        None => return,
    };
    let mut first = true;
    for (n, a) in entries {
        let name = printer.ctx().ident_str(n).to_string();
        if elided.contains(&name.as_str()) {
            continue;
        }
        printer.write_str(if first { " <{" } else { ", " });
        first = false;
        if is_bare_identifier(&name) {
            printer.write_str(&name);
        } else {
            let mut s = String::new();
            write_escaped_string(&mut s, &name);
            printer.write_str(&s);
        }
        if !printer.ctx().is_unit_attr(a) {
            printer.write_str(" = ");
            printer.print_attribute(a);
        }
    }
    if !first {
        printer.write_str("}>");
    }
}

/// An enum attribute's case as upstream's generated parsers read it: a
/// keyword among `keywords` or a string, converted by `E`'s `FromStr`.
/// `Ok(None)` when neither is next and the attribute is `optional`; else
/// upstream's errors (listing `cases`), at the element.
pub fn parse_enum_case<E: std::str::FromStr>(
    p: &mut CustomParser,
    name: &str,
    keywords: &[&str],
    cases: &[&str],
    optional: bool,
) -> Result<Option<E>, ParseError> {
    let at = p.offset();
    let text = match p.parse_optional_bare_id() {
        Some(k) if keywords.contains(&k.as_str()) => k,
        other => {
            if other.is_some() {
                p.rewind(at);
            }
            if p.peek_byte() == Some(b'"') {
                p.parse_string()?
            } else if optional {
                return Ok(None);
            } else {
                return Err(p.error_at(
                    at,
                    format!(
                        "expected string or keyword containing one of the following enum values for attribute '{name}' [{}]",
                        cases.join(", ")
                    ),
                ));
            }
        }
    };
    match text.parse::<E>() {
        Ok(v) => Ok(Some(v)),
        Err(_) => Err(p.error_at(
            at,
            format!("invalid {name} attribute specification: \"{text}\""),
        )),
    }
}

/// An enum attribute's case: `text` bare when `bare`, else quoted.
pub fn print_enum_case(printer: &mut CustomPrinter, text: &str, bare: bool) {
    if bare {
        printer.write_str(text);
    } else {
        printer.write_str(&format!("\"{text}\""));
    }
}

/// The parsed elements of a group that holds exactly one element (a single
/// operand), kept inline: the same `push` / `len` / `iter` surface as the
/// `Vec` used for variable-length groups, without a heap allocation per op.
/// A second `push` is counted (so `len() != 1` still reports it) but not kept.
#[derive(Clone, Copy, Debug)]
pub struct Single<T> {
    value: Option<T>,
    extra: usize,
}

impl<T> Default for Single<T> {
    fn default() -> Self {
        Self::new()
    }
}

impl<T> Single<T> {
    /// An empty group.
    pub const fn new() -> Self {
        Single {
            value: None,
            extra: 0,
        }
    }
    /// Adds an element (the first one is kept).
    pub fn push(&mut self, v: T) {
        if self.value.is_none() {
            self.value = Some(v);
        } else {
            self.extra += 1;
        }
    }
    /// How many elements were pushed.
    pub fn len(&self) -> usize {
        usize::from(self.value.is_some()) + self.extra
    }
    /// Whether nothing was pushed.
    pub fn is_empty(&self) -> bool {
        self.value.is_none()
    }
    /// The kept element.
    pub fn first(&self) -> Option<&T> {
        self.value.as_ref()
    }
    /// The kept element, if any.
    pub fn iter(&self) -> std::option::Iter<'_, T> {
        self.value.iter()
    }
}

#[cfg(test)]
mod tests {
    use super::Single;

    #[test]
    fn single_keeps_the_first_element_and_counts_the_rest() {
        let mut s: Single<u32> = Single::new();
        assert!(s.is_empty());
        assert_eq!(s.len(), 0);
        assert_eq!(s.first(), None);
        s.push(7);
        assert_eq!((s.len(), s.first()), (1, Some(&7)));
        assert_eq!(s.iter().copied().collect::<Vec<_>>(), vec![7]);
        s.push(8);
        assert_eq!(s.len(), 2);
        assert!(!s.is_empty());
        assert_eq!(s.iter().copied().collect::<Vec<_>>(), vec![7]);
    }
}
