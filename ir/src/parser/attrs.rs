//! Attributes: attribute dictionaries, builtin attributes (numbers,
//! strings, arrays, dictionaries, symbol references, types, ...) and
//! dialect attributes (`#dialect<...>`, `#alias`).

use crate::core::attrs::{AttrData, Attribute, FloatElement, NamedAttr};
use crate::core::types::{FloatKind, Signedness, Type, TypeData};

use super::lexer::{is_id_char, Number};
use super::{PResult, ParseError, Parser};

impl<'s, 'c> Parser<'s, 'c> {
    pub(super) fn parse_attr_dict_entries(&mut self) -> PResult<Vec<NamedAttr>> {
        self.expect("{", "'{' in attribute dictionary")?;
        if self.eat("}") {
            return Ok(Vec::new());
        }
        // Most dictionaries are small: two entries fit the smallest allocation.
        let mut v: Vec<NamedAttr> = Vec::with_capacity(2);
        loop {
            self.skip_ws();
            let at = self.pos;
            let name = if self.b.get(self.pos) == Some(&b'"') {
                let s = self.parse_string_cow()?;
                if s.is_empty() {
                    return self.err(at, "expected valid attribute name");
                }
                s
            } else {
                match self.parse_bare_id() {
                    Some(s) => std::borrow::Cow::Borrowed(s),
                    None => return self.wrong_token("expected attribute name"),
                }
            };
            let id = self.ctx.ident(&name);
            if v.iter().any(|(n, _)| *n == id) {
                return self.err(
                    at,
                    format!("duplicate key '{name}' in dictionary attribute"),
                );
            }
            let val = if self.eat("=") {
                self.parse_attr_value_cached()?
            } else {
                self.ctx.unit_attr()
            };
            v.push((id, val));
            if !self.eat(",") {
                break;
            }
        }
        self.expect("}", "'}' in attribute dictionary")?;
        let mut v = self.ctx.sort_named_attrs(v);
        if v.capacity() > v.len() + 1 {
            v.shrink_to_fit();
        }
        Ok(v)
    }

    /// Parses an attribute.
    pub fn parse_attribute(&mut self) -> PResult<Attribute> {
        self.nested(Self::parse_attribute_inner)
    }

    pub(super) fn parse_optional_colon_type(&mut self) -> PResult<Option<Type>> {
        if self.at_punct(":") && !self.at_punct("::") {
            self.pos += 1;
            Ok(Some(self.parse_type()?))
        } else {
            Ok(None)
        }
    }

    pub(super) fn parse_attribute_inner(&mut self) -> PResult<Attribute> {
        self.skip_ws();
        let at = self.pos;
        let Some(&c) = self.b.get(self.pos) else {
            return self.wrong_token("expected attribute value");
        };
        match c {
            b'[' => {
                self.pos += 1;
                let mut v = Vec::new();
                if !self.eat("]") {
                    loop {
                        v.push(self.parse_attribute()?);
                        if !self.eat(",") {
                            break;
                        }
                    }
                    self.expect("]", "',' or ']'")?;
                }
                Ok(self.ctx.array_attr(&v))
            }
            b'{' => {
                let v = self.parse_attr_dict_entries()?;
                Ok(self.ctx.get_attr(AttrData::Dictionary(v)))
            }
            b'"' => {
                let s = self.parse_string_bytes()?;
                let ty = self
                    .parse_optional_colon_type()?
                    .unwrap_or(self.ctx.none_type());
                Ok(self.ctx.string_bytes_attr(&s, ty))
            }
            b'@' => {
                let root = self.parse_symbol_ref_name()?;
                let mut nested = Vec::new();
                while self.at_punct("::") {
                    self.pos += 2;
                    self.skip_ws();
                    if self.b.get(self.pos) != Some(&b'@') {
                        let p = self.pos;
                        return self.err(p, "expected nested symbol reference identifier");
                    }
                    nested.push(self.parse_symbol_ref_name()?);
                }
                let nested: Vec<&str> = nested.iter().map(String::as_str).collect();
                Ok(self.ctx.symbol_ref_attr(&root, &nested))
            }
            b'#' => {
                self.pos += 1;
                self.parse_extended_attr(at)
            }
            b'-' | b'0'..=b'9' => self.parse_number_attr(),
            _ => {
                if let Some(id) = self.peek_bare_id() {
                    match id {
                        "true" | "false" => {
                            self.pos += id.len();
                            let v = id == "true";
                            if let Some(t) = self.parse_optional_colon_type()? {
                                if !self.ctx.is_signless_integer_of_width(t, 1) {
                                    return self
                                        .err(at, "expected i1 type for 'true' or 'false' values");
                                }
                            }
                            return Ok(self.ctx.bool_attr(v));
                        }
                        "unit" => {
                            self.pos += 4;
                            return Ok(self.ctx.unit_attr());
                        }
                        "dense" => {
                            self.pos += 5;
                            return self.parse_dense();
                        }
                        "array" => {
                            self.pos += 5;
                            return self.parse_dense_array();
                        }
                        "affine_map" => {
                            self.pos += id.len();
                            return self.parse_affine_map_attr();
                        }
                        "affine_set" => {
                            self.pos += id.len();
                            return self.parse_integer_set_attr();
                        }
                        "strided" => {
                            self.pos += id.len();
                            return self.parse_strided_layout_attr(at);
                        }
                        "distinct" => {
                            self.pos += id.len();
                            return self.parse_distinct(at);
                        }
                        "sparse" => {
                            self.pos += id.len();
                            return self.parse_sparse_of(at, None);
                        }
                        "dense_resource" => {
                            self.pos += id.len();
                            return self.parse_dense_resource(None);
                        }
                        "loc" => {
                            self.pos += id.len();
                            self.expect("(", "'(' in inline location")?;
                            let l = self.parse_location_body()?;
                            self.expect(")", "')' in inline location")?;
                            return Ok(self.ctx.loc_attr(l));
                        }
                        _ => {}
                    }
                }
                // (A type attribute; a token that starts no type is not an
                // attribute either, as in mlir-opt, whose errors inside a
                // type are the type's.)
                match self.parse_type() {
                    Ok(t) => Ok(self.ctx.type_attr(t)),
                    Err(e) if e.message == "expected non-function type" && e.offset <= at => {
                        self.pos = at;
                        self.wrong_token("expected attribute value")
                    }
                    Err(e) => Err(e),
                }
            }
        }
    }

    /// `distinct[N]<attr>` after its keyword (at `at`): the same `N`
    /// within a file is the same attribute, whose referenced attribute
    /// must then match (upstream's `parseDistinctAttr`).
    fn parse_distinct(&mut self, at: usize) -> PResult<Attribute> {
        self.expect("[", "'[' after 'distinct'")?;
        self.skip_ws();
        let id_at = self.pos;
        let id = match self.b.get(id_at) {
            Some(c) if c.is_ascii_digit() => match self.parse_number()? {
                Number::Int(v) | Number::Hex(v) => Some(v),
                Number::Big(..) => None,
                Number::Float(_) => {
                    self.pos = id_at;
                    return self.wrong_token("expected distinct ID");
                }
            },
            _ => return self.wrong_token("expected distinct ID"),
        };
        let Some(id) = id.and_then(|v| u64::try_from(v).ok()) else {
            self.skip_ws();
            let here = self.pos;
            return self.err(here, "expected an unsigned 64-bit integer");
        };
        self.expect("]", "']' to close distinct ID")?;
        self.expect("<", "'<' after distinct ID")?;
        let referenced = if self.eat(">") {
            self.ctx.unit_attr()
        } else {
            let a = self.parse_attribute()?;
            self.expect(">", "'>' to close distinct attribute")?;
            a
        };
        if let Some(&(d, r)) = self.distinct_attrs.get(&id) {
            if r != referenced {
                return self.err(
                    at,
                    format!(
                        "referenced attribute does not match previous definition: {}",
                        crate::core::printer::attr_to_string(self.ctx, r)
                    ),
                );
            }
            return Ok(d);
        }
        let d = self.ctx.distinct_attr(referenced);
        self.distinct_attrs.insert(id, (d, referenced));
        Ok(d)
    }

    pub(super) fn parse_symbol_ref_name(&mut self) -> PResult<String> {
        self.skip_ws();
        let at = self.pos;
        self.pos += 1; // '@'
        if self.b.get(self.pos) == Some(&b'"') {
            return self.parse_string();
        }
        let s = self.pos;
        let mut e = s;
        if e < self.b.len() && (self.b[e].is_ascii_alphabetic() || self.b[e] == b'_') {
            e += 1;
            while e < self.b.len() && is_id_char(self.b[e]) {
                e += 1;
            }
        }
        if e == s {
            return self.err(at, "expected symbol name");
        }
        self.pos = e;
        Ok(self.src[s..e].to_string())
    }

    pub(super) fn parse_number_attr(&mut self) -> PResult<Attribute> {
        self.parse_number_attr_of(None)
    }

    /// A number attribute; with `known`, of that type and without `: type`.
    pub(super) fn parse_number_attr_of(&mut self, known: Option<Type>) -> PResult<Attribute> {
        let at = self.pos;
        let neg = self.eat("-");
        // (Range errors point at the digits, as mlir-opt's do.)
        self.skip_ws();
        let digits_at = self.pos;
        if neg && !self.b.get(digits_at).is_some_and(u8::is_ascii_digit) {
            return self.err(
                digits_at,
                "expected constant integer or floating point value",
            );
        }
        let num = self.parse_number()?;
        let is_dec_int = matches!(num, Number::Int(_));
        let ty = match known {
            Some(t) => Some(t),
            None => self.parse_optional_colon_type()?,
        };
        match num {
            Number::Float(text) => {
                let ty = ty.unwrap_or(self.ctx.f64());
                let Some(k) = self.ctx.float_kind(ty) else {
                    return self.err(at, "floating point value not valid for specified type");
                };
                // (Read once, in the type's precision: the text is a decimal
                // literal, which parses as an `f32` exactly when as an `f64`.)
                let v = crate::core::float::parse_decimal(&text, k).unwrap_or(0.0);
                // (Negated before rounding: a format without negative zero has none.)
                let v = crate::core::float::round_to_kind(if neg { -v } else { v }, k);
                Ok(self.ctx.get_attr(AttrData::Float {
                    bits: v.to_bits(),
                    ty,
                }))
            }
            Number::Hex(bits) if ty.is_some_and(|t| self.ctx.is_float(t)) => {
                let ty = ty.expect("checked");
                let k = self.ctx.float_kind(ty).expect("checked");
                let f64_keeps = |b: u128| {
                    let v = crate::core::float::decode_bits(b, k);
                    crate::core::float::encode_bits(v, k) == b
                };
                if matches!(k, FloatKind::F80 | FloatKind::F128)
                    && !neg
                    && (k.width() >= 128 || bits >> k.width() == 0)
                    && !f64_keeps(bits)
                {
                    // (An `f80` or `f128` no `f64` holds, NaN payloads
                    // included: kept as its bits.)
                    return Ok(self.ctx.get_attr(AttrData::WideFloat { bits, ty }));
                }
                let v = self.float_from_int_literal(Some(bits), true, neg, k, digits_at)?;
                Ok(self.ctx.get_attr(AttrData::Float {
                    bits: v.to_bits(),
                    ty,
                }))
            }
            Number::Big(words, s) => {
                let ty = ty.unwrap_or(self.ctx.i64());
                if let Some(k) = self.ctx.float_kind(ty) {
                    let hex = is_hex_at(self.b, s);
                    self.float_from_int_literal(None, hex, neg, k, digits_at)?;
                }
                self.wide_int_attr(words, neg, ty, digits_at)
            }
            Number::Int(mag) | Number::Hex(mag)
                if self
                    .ctx
                    .int_or_float_width(ty.unwrap_or(self.ctx.i64()))
                    .is_some_and(|w| w > 128)
                    && !ty.is_some_and(|t| self.ctx.is_float(t)) =>
            {
                let ty = ty.unwrap_or(self.ctx.i64());
                let words = [mag as u64, (mag >> 64) as u64];
                self.wide_int_attr(words.to_vec(), neg, ty, digits_at)
            }
            Number::Int(mag) | Number::Hex(mag) => {
                let ty = ty.unwrap_or(self.ctx.i64());
                if let Some(k) = self.ctx.float_kind(ty) {
                    // (Only decimal integers reach here: hexadecimal ones
                    // are bit patterns above.)
                    self.float_from_int_literal(None, !is_dec_int, neg, k, digits_at)?;
                }
                let value = self.int_in_range(mag, neg, ty, digits_at, "attribute")?;
                Ok(self.ctx.integer_attr(ty, value))
            }
        }
    }

    /// An integer attribute of an integer type wider than 128 bits from the
    /// literal's magnitude `words` (negated with `neg`), checked as MLIR's
    /// `buildAttributeAPInt` checks it; a value that fits in `i128` is an
    /// ordinary integer attribute.
    pub(super) fn wide_int_attr(
        &mut self,
        words: Vec<u64>,
        neg: bool,
        ty: Type,
        at: usize,
    ) -> PResult<Attribute> {
        let (w, s) = match self.ctx.type_data(ty) {
            TypeData::Integer { width, signedness } => (*width, *signedness),
            TypeData::Index => (64, Signedness::Signless),
            _ => return self.err(at, "integer literal not valid for specified type"),
        };
        if neg && s == Signedness::Unsigned {
            return self.err(
                at,
                "negative integer literal not valid for unsigned integer type",
            );
        }
        let bits = crate::core::apint::magnitude_bits(&words);
        let mut v = crate::core::apint::APInt::from_words(w, &words);
        let fits = bits <= w as u64
            && if neg {
                v.negate();
                w > 0 && (v.is_sign_bit_set() || bits == 0)
            } else {
                !(s == Signedness::Signed || self.ctx.is_index(ty)) || !v.is_sign_bit_set()
            };
        if !fits {
            return self.err(at, "integer constant out of range for attribute");
        }
        Ok(self.ctx.apint_attr(ty, v))
    }

    /// A float of format `k` from the integer literal at `at`
    /// (upstream's `parseFloatFromIntegerLiteral`): only a hexadecimal
    /// one, without a minus, is a bit pattern; `bits` is `None` past 128
    /// bits.
    pub(super) fn float_from_int_literal(
        &self,
        bits: Option<u128>,
        hex: bool,
        neg: bool,
        k: crate::core::types::FloatKind,
        at: usize,
    ) -> PResult<f64> {
        if !hex {
            return Err(ParseError::new(
                at,
                "unexpected decimal integer literal for a floating point value",
            )
            .with_note(at, "add a trailing dot to make the literal a float"));
        }
        if neg {
            return self.err(
                at,
                "hexadecimal float literal should not have a leading minus",
            );
        }
        match bits {
            Some(b) => self.hex_float(b, k, at),
            None => self.err(at, "hexadecimal float constant out of range for type"),
        }
    }

    /// An element of format `k` from a hexadecimal literal at `at`: its
    /// bits, which must fit the format; an `f80` or `f128` pattern no
    /// `f64` holds (NaN payloads included) is kept as its bits.
    pub(super) fn hex_float_element(
        &self,
        bits: u128,
        k: FloatKind,
        at: usize,
    ) -> PResult<FloatElement> {
        if k.width() >= 128 || bits >> k.width() == 0 {
            if let FloatElement::Wide(bits) = FloatElement::from_bits(k, bits) {
                return Ok(FloatElement::Wide(bits));
            }
        }
        self.hex_float(bits, k, at).map(FloatElement::Exact)
    }

    /// The value of a hexadecimal float literal of format `k` at `at`: its
    /// bits, which must fit the format. (An `f80` or `f128` attribute or
    /// element keeps a pattern no `f64` holds as its bits, see
    /// [`Self::hex_float_element`]; the parts of complex elements are
    /// refused rather than rounded.)
    pub(super) fn hex_float(
        &self,
        bits: u128,
        k: crate::core::types::FloatKind,
        at: usize,
    ) -> PResult<f64> {
        if k.width() < 128 && bits >> k.width() != 0 {
            return self.err(at, "hexadecimal float constant out of range for type");
        }
        if !crate::core::float::bits_exact_in_f64(bits, k) {
            return self.err(
                at,
                format!(
                    "hexadecimal float constant needs more precision than f64 (unsupported: complex<{}> elements are held as f64)",
                    k.keyword()
                ),
            );
        }
        Ok(crate::core::float::decode_bits(bits, k))
    }

    /// `mag` (negated with `neg`) as a value of integer type `ty`; out of
    /// range, mlir-opt's error for a constant for `subject` (an attribute or a type).
    pub(super) fn int_in_range(
        &self,
        mag: u128,
        neg: bool,
        ty: Type,
        at: usize,
        subject: &str,
    ) -> PResult<i128> {
        let (w, s) = match self.ctx.type_data(ty) {
            TypeData::Integer { width, signedness } => (*width, *signedness),
            TypeData::Index => (64, Signedness::Signless),
            _ => return self.err(at, "integer literal not valid for specified type"),
        };
        if neg && s == Signedness::Unsigned {
            return self.err(
                at,
                "negative integer literal not valid for unsigned integer type",
            );
        }
        // Values are stored in 128 bits: wider types accept the i128 range.
        let pow2 = |bits: u32| -> Option<u128> { (bits < 128).then(|| 1u128 << bits) };
        let fits = if w == 0 {
            mag == 0
        } else if neg {
            // -2^(w-1) ..
            mag <= pow2(w.min(128) - 1).unwrap_or(u128::MAX)
        } else {
            // (A positive index, as a signed integer, must leave the sign
            // bit clear: `buildAttributeAPInt`.)
            let index = matches!(self.ctx.type_data(ty), TypeData::Index);
            let bits = match s {
                _ if index => w - 1,
                Signedness::Signed => w - 1,
                Signedness::Unsigned => w,
                Signedness::Signless if w > 128 => 127,
                Signedness::Signless => w,
            };
            let bits = if w > 128 && s == Signedness::Signed {
                127
            } else {
                bits
            };
            pow2(bits).is_none_or(|lim| mag < lim)
        };
        if !fits {
            return self.err(at, format!("integer constant out of range for {subject}"));
        }
        let v = mag as i128;
        Ok(if neg { v.wrapping_neg() } else { v })
    }
}

/// Whether the literal at `at` is hexadecimal (`0x...`).
fn is_hex_at(b: &[u8], at: usize) -> bool {
    b[at..].starts_with(b"0x")
}
