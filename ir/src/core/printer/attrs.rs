//! Attributes: builtin attributes (numbers, strings, arrays,
//! dictionaries, symbol references, ...), dense literals (as elements or
//! as a hex blob, as mlir-opt chooses) and dialect attributes, each
//! distinct attribute formatted once.

use std::fmt::Write;

use crate::core::attrs::{AttrData, Attribute, DenseData};
use crate::core::context::Context;
use crate::core::types::Type;
use crate::support::escape::{write_escaped_bytes, write_escaped_string, write_keyword_or_string};

use super::aliases::AliasKey;
use super::{Elision, Printer};

impl<'a> Printer<'a> {
    pub(super) fn print_int(&mut self, v: i128, ty: Type) {
        if self.ctx.is_signless_integer_of_width(ty, 1) {
            self.out.push_str(if v != 0 { "true" } else { "false" });
        } else if self.ctx.is_unsigned_integer(ty) {
            match i128::try_from(v as u128) {
                Ok(v) => super::push_i128(&mut self.out, v),
                Err(_) => {
                    let _ = write!(self.out, "{}", v as u128);
                }
            }
        } else {
            super::push_i128(&mut self.out, v);
        }
    }

    /// Prints an attribute (each distinct attribute is formatted once).
    pub(super) fn print_attr(&mut self, a: Attribute, elide: Elision) {
        if let Some(text) = self.attr_text.get(&(a, elide)) {
            self.out.push_str(text);
            return;
        }
        if self.collecting.is_some() {
            // Inside a dialect attribute or type, "without its type" elides
            // the type; at the operation level it does not (upstream's two
            // dummy printers).
            let nested = self.collecting.as_ref().is_some_and(|c| c.nested());
            self.visit_alias(AliasKey::Attr(a), nested && elide == Elision::Must);
            return;
        }
        let start = self.out.len();
        if !(self.aliases.is_some() && self.write_alias(AliasKey::Attr(a))) {
            self.print_attr_uncached(a, elide);
        }
        let text = &self.out[start..];
        if text.len() <= Self::CACHED_TEXT_MAX {
            self.attr_text.insert((a, elide), text.into());
        }
    }

    pub(super) fn print_attr_uncached(&mut self, a: Attribute, elide: Elision) {
        let ctx = self.ctx;
        match ctx.attr_data(a) {
            AttrData::Integer { value, ty } => {
                self.print_int(*value, *ty);
                if ctx.is_signless_integer_of_width(*ty, 1) {
                    return;
                }
                if elide == Elision::May && ctx.is_signless_integer_of_width(*ty, 64) {
                    return;
                }
                self.print_attr_type_suffix(*ty, elide);
            }
            AttrData::Float { bits, ty } => {
                let k = ctx
                    .float_kind(*ty)
                    .unwrap_or(crate::core::types::FloatKind::F64);
                let (s, hex) = crate::core::float::format_float(f64::from_bits(*bits), k);
                self.out.push_str(&s);
                if elide == Elision::May && ctx.is_f64(*ty) && !hex {
                    return;
                }
                self.print_attr_type_suffix(*ty, elide);
            }
            AttrData::WideFloat { bits, ty } => {
                let k = ctx
                    .float_kind(*ty)
                    .unwrap_or(crate::core::types::FloatKind::F128);
                self.out
                    .push_str(&crate::core::float::format_float_bits(*bits, k));
                self.print_attr_type_suffix(*ty, elide);
            }
            AttrData::WideInteger { value, ty } => {
                let signed = !ctx.is_unsigned_integer(*ty);
                self.out.push_str(&value.to_decimal(signed));
                self.print_attr_type_suffix(*ty, elide);
            }
            AttrData::String { value, ty } => {
                write_escaped_string(&mut self.out, value);
                self.print_attr_type_suffix(*ty, elide);
            }
            AttrData::Bytes { value, ty } => {
                crate::support::escape::write_escaped_bytes(&mut self.out, value);
                self.print_attr_type_suffix(*ty, elide);
            }
            AttrData::Unit => self.out.push_str("unit"),
            AttrData::Array(v) => {
                self.out.push('[');
                for (i, &e) in v.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.print_attr(e, Elision::May);
                }
                self.out.push(']');
            }
            AttrData::Dictionary(v) => {
                self.out.push('{');
                for (i, &(n, e)) in v.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.print_named_attr(n, e);
                }
                self.out.push('}');
            }
            AttrData::Type(t) => self.print_type(*t),
            AttrData::SymbolRef { root, nested, .. } => {
                self.out.push('@');
                write_keyword_or_string(&mut self.out, root);
                for n in nested {
                    self.out.push_str("::@");
                    write_keyword_or_string(&mut self.out, n);
                }
            }
            AttrData::DenseElements { ty, data } => {
                if self.elide_elements(*ty, data) {
                    self.out.push_str("dense_resource<__elided__>");
                } else {
                    self.out.push_str("dense<");
                    self.print_dense(*ty, data, true);
                    self.out.push('>');
                }
                self.print_attr_type_suffix(*ty, elide);
            }
            AttrData::DenseResource { ty, key } => {
                self.out.push_str("dense_resource<");
                self.out.push_str(key);
                self.out.push('>');
                // (Its blob is printed after the operation.)
                if !self.resource_refs.iter().any(|k| **k == **key) {
                    self.resource_refs.push(key.as_str().into());
                }
                self.print_attr_type_suffix(*ty, elide);
            }
            AttrData::SparseElements {
                ty,
                indices,
                values,
            } => {
                let dense = |a: Attribute| match ctx.attr_data(a) {
                    AttrData::DenseElements { ty, data } => Some((*ty, data)),
                    _ => None,
                };
                if let (Some((ity, idata)), Some((vty, vdata))) = (dense(*indices), dense(*values))
                {
                    if self.elide_elements(ity, idata) || self.elide_elements(vty, vdata) {
                        self.out.push_str("dense_resource<__elided__>");
                    } else {
                        self.out.push_str("sparse<");
                        if ctx.num_elements(ity) != Some(0) {
                            self.print_dense(ity, idata, false);
                            self.out.push_str(", ");
                            self.print_dense(vty, vdata, true);
                        }
                        self.out.push('>');
                    }
                }
                self.print_attr_type_suffix(*ty, elide);
            }
            AttrData::DenseArray { element, data, .. } => {
                self.out.push_str("array<");
                self.print_type(*element);
                if !data.is_empty() {
                    self.out.push_str(": ");
                    self.print_dense_elements_flat(*element, data);
                }
                self.out.push('>');
            }
            AttrData::AffineMap(m) => {
                self.out.push_str("affine_map<");
                self.print_affine_map(*m);
                self.out.push('>');
            }
            AttrData::StridedLayout { offset, strides } => {
                let q = |v: i64| {
                    if v == crate::core::types::DYNAMIC {
                        "?".to_string()
                    } else {
                        v.to_string()
                    }
                };
                self.out.push_str("strided<[");
                for (i, &s) in strides.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.out.push_str(&q(s));
                }
                self.out.push(']');
                if *offset != 0 {
                    self.out.push_str(", offset: ");
                    self.out.push_str(&q(*offset));
                }
                self.out.push('>');
            }
            AttrData::IntegerSet(s) => {
                self.out.push_str("affine_set<");
                self.print_integer_set(*s);
                self.out.push('>');
            }
            AttrData::Distinct { referenced, .. } => {
                // (Numbered in the order they are printed, from 0.)
                let next = self.distinct_ids.len() as u64;
                let n = *self.distinct_ids.entry(a).or_insert(next);
                let _ = write!(self.out, "distinct[{n}]<");
                if !matches!(ctx.attr_data(*referenced), AttrData::Unit) {
                    self.print_attr(*referenced, Elision::Never);
                }
                self.out.push('>');
            }
            AttrData::Dialect { def, .. } => self.print_dialect_attr(a, *def, elide),
            AttrData::Location(l) => {
                let l = *l;
                if self.opts.pretty_debug_info {
                    self.print_loc_pretty(l);
                } else {
                    self.out.push_str("loc(");
                    self.print_loc_internal(l, true);
                    self.out.push(')');
                }
            }
            AttrData::Opaque { dialect, data, ty } => {
                self.out.push('#');
                self.print_dialect_symbol(dialect, data);
                self.print_attr_type_suffix(*ty, elide);
            }
        }
    }

    pub(super) fn print_attr_type_suffix(&mut self, ty: Type, elide: Elision) {
        if elide != Elision::Must && !self.ctx.is_none_type(ty) {
            self.out.push_str(" : ");
            self.print_type(ty);
        }
    }

    /// Element `i` of dense data of element type `elt`: a complex one as
    /// `(re,im)`.
    pub(super) fn print_dense_elt(&mut self, elt: Type, data: &DenseData, i: usize) {
        let part = match self.ctx.type_data(elt) {
            crate::core::types::TypeData::Complex(e) => *e,
            _ => elt,
        };
        let kind = |p: &Self| {
            p.ctx
                .float_kind(part)
                .unwrap_or(crate::core::types::FloatKind::F64)
        };
        match data {
            DenseData::Int(v) => self.print_int(v[i], elt),
            DenseData::Float(v) => {
                let (s, _) = crate::core::float::format_float(f64::from_bits(v[i]), kind(self));
                self.out.push_str(&s);
            }
            DenseData::WideFloat(v) => {
                let s = crate::core::float::format_float_bits(v[i], kind(self));
                self.out.push_str(&s);
            }
            DenseData::ComplexInt(v) => {
                self.out.push('(');
                self.print_int(v[2 * i], part);
                self.out.push(',');
                self.print_int(v[2 * i + 1], part);
                self.out.push(')');
            }
            DenseData::ComplexFloat(v) => {
                let k = kind(self);
                let (re, _) = crate::core::float::format_float(f64::from_bits(v[2 * i]), k);
                let (im, _) = crate::core::float::format_float(f64::from_bits(v[2 * i + 1]), k);
                let _ = write!(self.out, "({re},{im})");
            }
            DenseData::String(v) => write_escaped_bytes(&mut self.out, &v[i]),
        }
    }

    /// Whether the elements are left out (`--mlir-elide-elementsattrs-if-larger`).
    fn elide_elements(&self, ty: Type, data: &DenseData) -> bool {
        let num = self.ctx.num_elements(ty).unwrap_or(0);
        self.opts
            .elide_elements_limit
            .is_some_and(|l| (l as i128) < num as i128)
            && data.len() != 1
    }

    pub(super) fn print_dense_elements_flat(&mut self, elt: Type, data: &DenseData) {
        for i in 0..data.len() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_dense_elt(elt, data, i);
        }
    }

    /// The elements of a dense attribute, as hex data when there are
    /// more than the limit and `allow_hex`.
    pub(super) fn print_dense(&mut self, ty: Type, data: &DenseData, allow_hex: bool) {
        let ctx = self.ctx;
        let elt = ctx.element_type(ty).unwrap_or(ty);
        let num = ctx.num_elements(ty).unwrap_or(data.len() as i64);
        // (A splat stays one, even of no elements: `dense<5> : tensor<0xi32>`.)
        if data.len() == 1 {
            self.print_dense_elt(elt, data, 0);
            return;
        }
        if num == 0 {
            return;
        }
        let limit = self.opts.elements_hex_limit.unwrap_or(100);
        let strings = matches!(data, DenseData::String(_));
        if allow_hex && !strings && limit >= 0 && (limit as i128) < num as i128 {
            self.out.push_str("\"0x");
            let bytes = dense_raw_bytes(ctx, elt, data);
            for b in bytes {
                let _ = write!(self.out, "{b:02X}");
            }
            self.out.push('"');
            return;
        }
        let shape: Vec<i64> = ctx
            .shape(ty)
            .map(|s| s.to_vec())
            .unwrap_or_else(|| vec![num]);
        let rank = shape.len();
        let mut counter = vec![0i64; rank];
        let mut open = 0usize;
        for idx in 0..num as usize {
            if idx != 0 {
                self.out.push_str(", ");
            }
            while open < rank {
                self.out.push('[');
                open += 1;
            }
            self.print_dense_elt(elt, data, idx);
            // bump the mixed-radix counter
            let mut i = rank;
            while i > 0 {
                i -= 1;
                counter[i] += 1;
                if counter[i] < shape[i] {
                    break;
                }
                counter[i] = 0;
                self.out.push(']');
                open -= 1;
            }
        }
        while open > 0 {
            self.out.push(']');
            open -= 1;
        }
    }
}

/// Raw little-endian storage of dense elements as MLIR's hex form shows it.
pub(super) fn dense_raw_bytes(ctx: &Context, elt: Type, data: &DenseData) -> Vec<u8> {
    let elt = match ctx.type_data(elt) {
        crate::core::types::TypeData::Complex(e) => *e,
        _ => elt,
    };
    let mut out = Vec::new();
    match data {
        DenseData::Int(v) | DenseData::ComplexInt(v) => {
            let width = if ctx.is_index(elt) {
                64
            } else {
                ctx.int_or_float_width(elt).unwrap_or(64)
            };
            if width == 1 {
                out.resize(v.len().div_ceil(8), 0);
                for (i, &x) in v.iter().enumerate() {
                    if x != 0 {
                        out[i / 8] |= 1 << (i % 8);
                    }
                }
            } else {
                let nbytes = width.div_ceil(8) as usize;
                for &x in v {
                    let b = (x as u128).to_le_bytes();
                    let fill = if x < 0 { 0xff } else { 0 };
                    out.extend((0..nbytes).map(|k| b.get(k).copied().unwrap_or(fill)));
                }
            }
        }
        DenseData::Float(v) | DenseData::ComplexFloat(v) => {
            let k = ctx
                .float_kind(elt)
                .unwrap_or(crate::core::types::FloatKind::F64);
            let nbytes = k.width().div_ceil(8) as usize;
            for &x in v {
                let b = crate::core::float::encode_bits(f64::from_bits(x), k).to_le_bytes();
                out.extend_from_slice(&b[..nbytes]);
            }
        }
        DenseData::WideFloat(v) => {
            let k = ctx
                .float_kind(elt)
                .unwrap_or(crate::core::types::FloatKind::F128);
            let nbytes = k.width().div_ceil(8) as usize;
            for &x in v {
                out.extend_from_slice(&x.to_le_bytes()[..nbytes]);
            }
        }
        // (Strings are never printed as hex data.)
        DenseData::String(_) => {}
    }
    out
}
