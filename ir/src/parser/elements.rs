//! Tensor literals (upstream's `TensorLiteralParser`): the elements of
//! `dense<...>` and `sparse<...>` (nested lists, a single element, complex
//! pairs, a hex blob), read first and turned into elements once the type
//! is known, with upstream's messages at the token each one is about.

use crate::core::attrs::{DenseData, FloatElement};
use crate::core::types::{FloatKind, Signedness, Type, TypeData};

use super::lexer::{decode_hex, Number};
use super::{PResult, Parser};

/// One token of a literal.
enum Tok {
    Int(u128),
    Hex(u128),
    /// An integer beyond 128 bits (`hex`: written `0x...`).
    Big(bool),
    Float(String),
    Bool(bool),
    Str(Vec<u8>),
}

/// An element token, with its sign and where it is.
struct Elem {
    neg: bool,
    tok: Tok,
    at: usize,
    /// Where the token ends.
    end: usize,
}

/// A literal read before its type is known.
#[derive(Default)]
pub(super) struct TensorLiteral {
    /// A string literal (possibly hex data): where it is, and its bytes
    /// when they are `0x` and pairs of hex digits.
    hex: Option<(usize, Option<Vec<u8>>)>,
    /// The string literal's value (a splat of string elements).
    hex_text: Vec<u8>,
    /// The shape of a nested list (empty: a single element).
    shape: Vec<i64>,
    /// The elements, two per complex number.
    elems: Vec<Elem>,
}

impl TensorLiteral {
    /// The shape of the nested list; empty for a single element.
    pub(super) fn shape(&self) -> &[i64] {
        &self.shape
    }
}

/// Scalar parts read in pairs as complex elements.
fn to_complex(data: DenseData) -> DenseData {
    match data {
        DenseData::Int(v) => DenseData::ComplexInt(v),
        DenseData::Float(v) => DenseData::ComplexFloat(v),
        other => other,
    }
}

/// How an element type stores its elements.
enum EltKind {
    Int(u32, Signedness),
    Float(FloatKind),
}

impl<'s, 'c> Parser<'s, 'c> {
    /// Reads a literal (`TensorLiteralParser::parse`); `allow_hex`: a
    /// string is taken whole as the data.
    pub(super) fn parse_tensor_literal(&mut self, allow_hex: bool) -> PResult<TensorLiteral> {
        let mut lit = TensorLiteral::default();
        if allow_hex && self.at_punct("\"") {
            let at = self.pos;
            let s = self.parse_string_bytes()?;
            let data = s
                .strip_prefix(b"0x")
                .and_then(|h| std::str::from_utf8(h).ok())
                .and_then(decode_hex);
            lit.hex = Some((at, data));
            lit.hex_text = s;
            return Ok(lit);
        }
        if self.at_punct("[") {
            lit.shape = self.parse_literal_list(&mut lit.elems)?;
        } else {
            self.parse_literal_element(&mut lit.elems)?;
        }
        Ok(lit)
    }

    /// One element (`parseElement`): a number, `true`/`false`, a string,
    /// or a complex pair `(re, im)`.
    fn parse_literal_element(&mut self, out: &mut Vec<Elem>) -> PResult<()> {
        self.skip_ws();
        let at = self.pos;
        if self.eat_keyword("true") || self.eat_keyword("false") {
            let v = self.b[at] == b't';
            out.push(Elem {
                neg: false,
                tok: Tok::Bool(v),
                at,
                end: self.pos,
            });
            return Ok(());
        }
        match self.b.get(at) {
            Some(b'0'..=b'9') => {
                let tok = self.literal_number()?;
                out.push(Elem {
                    neg: false,
                    tok,
                    at,
                    end: self.pos,
                });
            }
            Some(b'-') => {
                self.pos += 1;
                self.skip_ws();
                let at = self.pos;
                if !self.b.get(at).is_some_and(u8::is_ascii_digit) {
                    return self.err(at, "expected integer or floating point literal");
                }
                let tok = self.literal_number()?;
                out.push(Elem {
                    neg: true,
                    tok,
                    at,
                    end: self.pos,
                });
            }
            Some(b'"') => {
                let s = self.parse_string_bytes()?;
                out.push(Elem {
                    neg: false,
                    tok: Tok::Str(s),
                    at,
                    end: self.pos,
                });
            }
            Some(b'(') => {
                self.pos += 1;
                self.nested(|p| p.parse_literal_element(out))?;
                self.expect(",", "',' between complex elements")?;
                self.nested(|p| p.parse_literal_element(out))?;
                self.expect(")", "')' after complex elements")?;
            }
            _ => return self.err(at, "expected element literal of primitive type"),
        }
        Ok(())
    }

    fn literal_number(&mut self) -> PResult<Tok> {
        Ok(match self.parse_number()? {
            Number::Int(v) => Tok::Int(v),
            Number::Hex(v) => Tok::Hex(v),
            Number::Big(_, s) => Tok::Big(self.b[s..].starts_with(b"0x")),
            Number::Float(t) => Tok::Float(t),
        })
    }

    /// A nested list (`parseList`), read without recursion: returns its
    /// shape; every element at the same depth, every list of a level the
    /// same length.
    fn parse_literal_list(&mut self, out: &mut Vec<Elem>) -> PResult<Vec<i64>> {
        const RANKS: &str = "tensor literal is invalid; ranks are not consistent between elements";
        // `counts`: the elements of every open list; `dims`: the size seen
        // at each level; `leaf`: the depth of the elements.
        let mut counts: Vec<i64> = Vec::new();
        let mut dims: Vec<Option<i64>> = Vec::new();
        let mut leaf: Option<usize> = None;
        'outer: loop {
            self.skip_ws();
            let at = self.pos;
            if self.eat("[") {
                if leaf.is_some_and(|l| counts.len() >= l) {
                    return self.err(at, RANKS);
                }
                counts.push(0);
                if dims.len() < counts.len() {
                    dims.push(None);
                }
                if counts.len() > self.limits.max_nesting {
                    return self.err(
                        at,
                        format!(
                            "exceeded maximum nesting depth of {}",
                            self.limits.max_nesting
                        ),
                    );
                }
                if !self.eat("]") {
                    continue 'outer;
                }
                let l = counts.len() - 1;
                counts.pop();
                match dims[l] {
                    None => dims[l] = Some(0),
                    Some(0) => {}
                    Some(_) => return self.err(at, RANKS),
                }
            } else {
                self.parse_literal_element(out)?;
                match leaf {
                    None => leaf = Some(counts.len()),
                    Some(l) if l != counts.len() => return self.err(at, RANKS),
                    _ => {}
                }
            }
            // A value just completed.
            loop {
                let Some(l) = counts.len().checked_sub(1) else {
                    break 'outer;
                };
                counts[l] += 1;
                if self.eat(",") {
                    continue 'outer;
                }
                let at = self.pos;
                if self.eat("]") {
                    let n = counts.pop().unwrap_or(0);
                    match dims[l] {
                        None => dims[l] = Some(n),
                        Some(d) if d != n => return self.err(at, RANKS),
                        _ => {}
                    }
                    continue;
                }
                return self.wrong_token("expected ',' or ']'");
            }
        }
        Ok(dims.into_iter().map(|d| d.unwrap_or(0)).collect())
    }

    /// The elements of `lit` for shaped type `ty` (`getAttr`), errors about
    /// the literal as a whole at `loc`; `None` for an element type whose
    /// elements are not held (strings).
    pub(super) fn tensor_literal_data(
        &mut self,
        lit: &TensorLiteral,
        loc: usize,
        ty: Type,
    ) -> PResult<DenseData> {
        let elt = self.ctx.element_type(ty).expect("shaped");
        let (scalar, complex) = match self.ctx.type_data(elt) {
            TypeData::Complex(e) => (*e, true),
            _ => (elt, false),
        };
        let kind = match self.ctx.type_data(scalar) {
            TypeData::Integer { width, signedness } => Some(EltKind::Int(*width, *signedness)),
            TypeData::Index => Some(EltKind::Int(64, Signedness::Signless)),
            TypeData::Float(k) => Some(EltKind::Float(*k)),
            _ => None,
        };
        let tshape = self.ctx.shape(ty).expect("ranked").to_vec();
        let num = self.ctx.num_elements(ty).unwrap_or(0);
        if let (Some((at, data)), Some(kind)) = (&lit.hex, &kind) {
            let Some(bytes) = data else {
                return self.err(
                    *at,
                    "expected string containing hex digits starting with `0x`",
                );
            };
            let data = self.hex_elements(bytes, kind, complex, num, ty, loc)?;
            return Ok(if complex { to_complex(data) } else { data });
        }
        if !lit.shape.is_empty() && lit.shape != tshape {
            let fmt = |v: &[i64]| {
                v.iter()
                    .map(|d| d.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            return self.err(
                loc,
                format!(
                    "inferred shape of elements literal ([{}]) does not match type ([{}])",
                    fmt(&lit.shape),
                    fmt(&tshape)
                ),
            );
        }
        if lit.hex.is_none() && lit.elems.is_empty() && num != 0 {
            return self.err(
                loc,
                format!(
                    "parsed zero elements, but type ('{}') expected at least 1",
                    crate::core::printer::type_to_string(self.ctx, ty)
                ),
            );
        }
        let Some(kind) = kind else {
            return Ok(self.string_elements(lit));
        };
        // (Upstream reinterprets the flat list as pairs; an odd count has
        // no complex reading.)
        if complex && !lit.elems.len().is_multiple_of(2) {
            return self.err(loc, "expected complex elements as (real, imaginary) pairs");
        }
        let data = match kind {
            EltKind::Int(w, s) => {
                let mut v = Vec::with_capacity(lit.elems.len());
                for e in &lit.elems {
                    v.push(self.int_element(e, scalar, w, s)?);
                }
                DenseData::Int(v)
            }
            EltKind::Float(k) => {
                let mut v = Vec::with_capacity(lit.elems.len());
                for e in &lit.elems {
                    v.push(self.float_element(e, k, complex)?);
                }
                DenseData::from_float_elements(k, &v)
            }
        };
        Ok(if complex { to_complex(data) } else { data })
    }

    /// The elements of an element type that is not a number, read as
    /// strings (`getStringAttr`): the whole string when the literal is one,
    /// else each element's string. mlir-opt reads a token that is not a
    /// string as one too (its spelling without the first and last bytes,
    /// as `Token::getStringValue` does without its assertion), and so does
    /// this, for the same output.
    fn string_elements(&self, lit: &TensorLiteral) -> DenseData {
        if lit.hex.is_some() {
            return DenseData::String(vec![lit.hex_text.clone()]);
        }
        let mut v: Vec<Vec<u8>> = lit
            .elems
            .iter()
            .map(|e| match &e.tok {
                Tok::Str(s) => s.clone(),
                _ => {
                    let spelling = &self.b[e.at..e.end];
                    let inner = spelling.get(1..spelling.len().saturating_sub(1));
                    inner.unwrap_or_default().to_vec()
                }
            })
            .collect();
        // (All equal: a splat, as `DenseStringElementsAttr::get` makes it.)
        if v.len() > 1 && v.iter().all(|s| *s == v[0]) {
            v.truncate(1);
        }
        DenseData::String(v)
    }

    /// An integer element (`getIntAttrElements`).
    fn int_element(&mut self, e: &Elem, ty: Type, w: u32, s: Signedness) -> PResult<i128> {
        if e.neg && s == Signedness::Unsigned {
            return self.err(
                e.at,
                "expected unsigned integer elements, but parsed negative value",
            );
        }
        let out_of_range = "integer constant out of range for type";
        match e.tok {
            Tok::Float(_) => self.err(e.at, "expected integer elements, but parsed floating-point"),
            Tok::Bool(b) => {
                if w != 1 || !self.ctx.is_signless_integer(ty) {
                    return self.err(e.at, "expected i1 type for 'true' or 'false' values");
                }
                Ok(b as i128)
            }
            // (Elements are held in 128 bits: a literal beyond them fits
            // no narrower type, and wider types take the `i128` range.)
            Tok::Big(_) if w > 128 => {
                self.err(e.at, "dense elements beyond 128 bits are not supported")
            }
            Tok::Big(_) | Tok::Str(_) => self.err(e.at, out_of_range),
            Tok::Int(m) | Tok::Hex(m) => {
                if w == 1 && s == Signedness::Signless {
                    if e.neg || m > 1 {
                        return self.err(e.at, out_of_range);
                    }
                    return Ok(m as i128);
                }
                let v = self.int_in_range(m, e.neg, ty, e.at, "type")?;
                Ok(crate::core::attrs::normalize_int(v, w, s))
            }
        }
    }

    /// A float element (`getFloatAttrElements`): hexadecimal integers are
    /// bit patterns, decimal integers and the rest are refused where the
    /// parser then is (after the type), as upstream refuses them.
    /// (The parts of a complex element are held as `f64`s.)
    fn float_element(&mut self, e: &Elem, k: FloatKind, complex: bool) -> PResult<FloatElement> {
        match &e.tok {
            Tok::Hex(bits) => {
                if e.neg {
                    return self.err(
                        e.at,
                        "hexadecimal float literal should not have a leading minus",
                    );
                }
                if complex {
                    return self.hex_float(*bits, k, e.at).map(FloatElement::Exact);
                }
                self.hex_float_element(*bits, k, e.at)
            }
            Tok::Big(true) => {
                if e.neg {
                    return self.err(
                        e.at,
                        "hexadecimal float literal should not have a leading minus",
                    );
                }
                self.err(e.at, "hexadecimal float constant out of range for type")
            }
            Tok::Float(t) => {
                let x = crate::core::float::parse_decimal(t, k).unwrap_or(0.0);
                Ok(FloatElement::Exact(if e.neg { -x } else { x }))
            }
            Tok::Int(_) | Tok::Big(false) | Tok::Bool(_) | Tok::Str(_) => {
                self.skip_ws();
                let here = self.pos;
                self.err(here, "expected floating-point elements, but parsed integer")
            }
        }
    }

    /// Elements from hex data (`getHexAttr`): the raw little-endian
    /// storage of every element, or of one (a splat).
    fn hex_elements(
        &mut self,
        bytes: &[u8],
        kind: &EltKind,
        complex: bool,
        num: i64,
        ty: Type,
        loc: usize,
    ) -> PResult<DenseData> {
        let parts = if complex { 2 } else { 1 };
        let num = num as usize;
        let invalid = |p: &Self| {
            p.err(
                loc,
                format!(
                    "elements hex data size is invalid for provided type: {}",
                    crate::core::printer::type_to_string(p.ctx, ty)
                ),
            )
        };
        match *kind {
            EltKind::Int(1, _) if !complex => {
                // (Packed bits; one byte of all zeros or all ones is a splat.)
                if bytes.len() == 1 && (bytes[0] == 0 || bytes[0] == 0xff) {
                    return Ok(DenseData::Int(vec![(bytes[0] & 1) as i128]));
                }
                if bytes.len() != num.div_ceil(8) {
                    return invalid(self);
                }
                Ok(DenseData::Int(
                    (0..num)
                        .map(|i| ((bytes[i / 8] >> (i % 8)) & 1) as i128)
                        .collect(),
                ))
            }
            EltKind::Int(0, _) => {
                if !bytes.is_empty() {
                    return invalid(self);
                }
                Ok(DenseData::Int(vec![0]))
            }
            EltKind::Int(w, s) => {
                let nb = w.div_ceil(8) as usize;
                if nb > 16 {
                    return self.err(
                        loc,
                        "dense elements of integers wider than 128 bits are not supported",
                    );
                }
                let stride = nb * parts;
                if bytes.len() != stride && bytes.len() != stride * num {
                    return invalid(self);
                }
                Ok(DenseData::Int(
                    bytes
                        .chunks(nb)
                        .map(|c| {
                            let mut b = [0u8; 16];
                            b[..c.len()].copy_from_slice(c);
                            crate::core::attrs::normalize_int(u128::from_le_bytes(b) as i128, w, s)
                        })
                        .collect(),
                ))
            }
            EltKind::Float(k) => {
                let nb = k.width().div_ceil(8) as usize;
                let stride = nb * parts;
                if bytes.len() != stride && bytes.len() != stride * num {
                    return invalid(self);
                }
                let mut v = Vec::with_capacity(bytes.len() / nb);
                for c in bytes.chunks(nb) {
                    let mut b = [0u8; 16];
                    b[..c.len()].copy_from_slice(c);
                    let bits = u128::from_le_bytes(b);
                    v.push(if complex {
                        FloatElement::Exact(self.hex_float(bits, k, loc)?)
                    } else {
                        self.hex_float_element(bits, k, loc)?
                    });
                }
                Ok(DenseData::from_float_elements(k, &v))
            }
        }
    }
}
