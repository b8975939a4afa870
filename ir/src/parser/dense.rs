//! Dense literals: `dense<...>` elements (nested lists, splats, hex
//! blobs, complex numbers) and `array<...>` dense arrays.

use crate::core::attrs::{AttrData, Attribute, DenseData};
use crate::core::types::{Signedness, Type, TypeData};

use super::lexer::{decode_hex, Number};
use super::{PResult, Parser};

impl<'s, 'c> Parser<'s, 'c> {
    pub(super) fn parse_dense(&mut self) -> PResult<Attribute> {
        self.parse_dense_of(None)
    }

    /// `dense<...>` after its keyword, of type `given` when the caller
    /// knows it (MLIR's `parseAttribute(attr, type)`: no `: type` then,
    /// and errors about the type are reported at the keyword, whose
    /// offset comes with the type).
    pub(super) fn parse_dense_of(&mut self, given: Option<(Type, usize)>) -> PResult<Attribute> {
        self.expect("<", "'<' after 'dense'")?;
        let body_at = self.pos;
        enum Lit {
            Int(bool, u128),
            Hex(bool, u128),
            Float(bool, String),
            Bool(bool),
        }
        // parse literal tree
        let mut hex: Option<String> = None;
        let mut elems: Vec<Lit> = Vec::new();
        let mut shape: Option<Vec<i64>> = None;
        let mut splat = false;
        if self.at_punct(">") {
            // empty
        } else if self.at_punct("\"") {
            let s = self.parse_string()?;
            if !s.starts_with("0x") {
                return self.err(
                    body_at,
                    "expected hex string or elements literal (string elements are not supported)",
                );
            }
            hex = Some(s);
        } else {
            // nested lists parsed iteratively: `counts` holds the element
            // count of every open list, `dims` the size seen at each level.
            let mut counts: Vec<i64> = Vec::new();
            let mut dims: Vec<Option<i64>> = Vec::new();
            let mut leaf_level: Option<usize> = None;
            'outer: loop {
                self.skip_ws();
                let at = self.pos;
                if self.eat("[") {
                    if leaf_level.is_some_and(|l| counts.len() >= l) {
                        return self.err(
                            at,
                            "tensor literal is invalid; ranks are not consistent between elements",
                        );
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
                    if leaf_level.is_some_and(|ll| ll != l + 1) && leaf_level.is_some() {
                        // an empty list where elements are expected deeper is fine only at the leaf level
                    }
                    match dims[l] {
                        None => dims[l] = Some(0),
                        Some(0) => {}
                        Some(_) => return self.err(
                            at,
                            "tensor literal is invalid; ranks are not consistent between elements",
                        ),
                    }
                } else {
                    let neg = self.eat("-");
                    let lit = if self.eat_keyword("true") {
                        Lit::Bool(true)
                    } else if self.eat_keyword("false") {
                        Lit::Bool(false)
                    } else {
                        match self.parse_number() {
                            Ok(Number::Int(v)) => Lit::Int(neg, v),
                            Ok(Number::Hex(v)) => Lit::Hex(neg, v),
                            Ok(Number::Float(t)) => Lit::Float(neg, t),
                            // (Elements beyond 128 bits: not supported yet.)
                            Ok(Number::Big(..)) | Err(_) => {
                                return self.err(at, "expected element literal of primitive type")
                            }
                        }
                    };
                    elems.push(lit);
                    if counts.is_empty() {
                        splat = true;
                        break 'outer;
                    }
                    match leaf_level {
                        None => leaf_level = Some(counts.len()),
                        Some(l) if l != counts.len() => return self.err(
                            at,
                            "tensor literal is invalid; ranks are not consistent between elements",
                        ),
                        _ => {}
                    }
                }
                // a value just completed
                loop {
                    if counts.is_empty() {
                        break 'outer;
                    }
                    let l = counts.len() - 1;
                    counts[l] += 1;
                    if self.eat(",") {
                        continue 'outer;
                    }
                    let at = self.pos;
                    if self.eat("]") {
                        let n = counts.pop().unwrap_or(0);
                        match dims[l] {
                            None => dims[l] = Some(n),
                            Some(d) if d != n => {
                                return self.err(at, "tensor literal is invalid; ranks are not consistent between elements")
                            }
                            _ => {}
                        }
                        continue;
                    }
                    return self.wrong_token("expected ']'");
                }
            }
            if !splat {
                shape = Some(dims.into_iter().map(|d| d.unwrap_or(0)).collect());
            }
        }
        self.expect(">", "'>'")?;
        // (mlir-opt reports a literal that does not fit its type at the
        // `:`, and elements of the wrong kind after the type.)
        self.skip_ws();
        let mut type_loc = self.pos;
        let (tpos, ty) = match given {
            Some((ty, keyword)) => {
                type_loc = keyword;
                (keyword, ty)
            }
            None => {
                self.expect(":", "':'")?;
                self.skip_ws();
                let tpos = self.pos;
                (tpos, self.parse_type()?)
            }
        };
        self.skip_ws();
        let after_type = if given.is_some() { type_loc } else { self.pos };
        // (Upstream's `getShapedType`: errors at the token after the type.)
        if !self.ctx.is_shaped(ty) {
            return self.err(after_type, "elements literal must be a shaped type");
        }
        if !(self.ctx.is_ranked_tensor(ty) || self.ctx.is_vector(ty))
            || !self.ctx.has_static_shape(ty)
        {
            return self.err(after_type, "elements literal type must have static shape");
        }
        let elt = self.ctx.element_type(ty).expect("shaped");
        let tshape = self.ctx.shape(ty).expect("ranked").to_vec();
        let num = self.ctx.num_elements(ty).unwrap_or(0);
        let is_float = self.ctx.is_float(elt);
        let int_info = match self.ctx.type_data(elt) {
            TypeData::Integer { width, signedness } => Some((*width, *signedness)),
            TypeData::Index => Some((64, Signedness::Signless)),
            _ => None,
        };
        if !is_float && int_info.is_none() {
            return self.err(
                tpos,
                "dense elements of this element type are not supported",
            );
        }
        if let Some(h) = hex {
            let bytes: Vec<u8> = match decode_hex(&h[2..]) {
                Some(b) => b,
                None => return self.err(body_at, "expected hex string"),
            };
            let data = if is_float {
                let k = self.ctx.float_kind(elt).expect("float");
                let nb = k.width().div_ceil(8) as usize;
                if bytes.len() != nb * num as usize && bytes.len() != nb {
                    return self.err(
                        body_at,
                        "elements hex data size is invalid for provided type",
                    );
                }
                DenseData::Float(
                    bytes
                        .chunks(nb)
                        .map(|c| {
                            let mut b = [0u8; 16];
                            b[..c.len()].copy_from_slice(c);
                            crate::core::float::decode_bits(u128::from_le_bytes(b), k).to_bits()
                        })
                        .collect(),
                )
            } else {
                let (w, s) = int_info.expect("int");
                if w == 1 {
                    let n = num as usize;
                    if bytes.len() != n.div_ceil(8) && bytes.len() != 1 {
                        return self.err(
                            body_at,
                            "elements hex data size is invalid for provided type",
                        );
                    }
                    if bytes.len() == 1 && n > 8 {
                        DenseData::Int(vec![(bytes[0] & 1) as i128])
                    } else {
                        DenseData::Int(
                            (0..n)
                                .map(|i| ((bytes[i / 8] >> (i % 8)) & 1) as i128)
                                .collect(),
                        )
                    }
                } else {
                    let nb = w.div_ceil(8) as usize;
                    if nb > 16 || (bytes.len() != nb * num as usize && bytes.len() != nb) {
                        return self.err(
                            body_at,
                            "elements hex data size is invalid for provided type",
                        );
                    }
                    DenseData::Int(
                        bytes
                            .chunks(nb)
                            .map(|c| {
                                let mut b = [0u8; 16];
                                b[..c.len()].copy_from_slice(c);
                                crate::core::attrs::normalize_int(
                                    u128::from_le_bytes(b) as i128,
                                    w,
                                    s,
                                )
                            })
                            .collect(),
                    )
                }
            };
            return Ok(self.finish_dense(ty, data));
        }
        if let Some(sh) = &shape {
            if *sh != tshape {
                let fmt = |v: &[i64]| {
                    v.iter()
                        .map(|d| d.to_string())
                        .collect::<Vec<_>>()
                        .join(", ")
                };
                return self.err(
                    type_loc,
                    format!(
                        "inferred shape of elements literal ([{}]) does not match type ([{}])",
                        fmt(sh),
                        fmt(&tshape)
                    ),
                );
            }
        } else if !splat && num != 0 {
            return self.err(
                type_loc,
                format!(
                    "parsed zero elements, but type ('{}') expected at least 1",
                    crate::core::printer::type_to_string(self.ctx, ty)
                ),
            );
        }
        if elems.is_empty() && num != 0 {
            return self.err(
                type_loc,
                format!(
                    "parsed zero elements, but type ('{}') expected at least 1",
                    crate::core::printer::type_to_string(self.ctx, ty)
                ),
            );
        }
        let data = if is_float {
            let k = self.ctx.float_kind(elt).expect("float");
            let mut v = Vec::with_capacity(elems.len());
            for e in &elems {
                let x = match e {
                    Lit::Float(neg, t) => {
                        let x = crate::core::float::parse_decimal(t, k).unwrap_or(0.0);
                        if *neg {
                            -x
                        } else {
                            x
                        }
                    }
                    Lit::Int(..) => {
                        return self.err(
                            after_type,
                            "expected floating-point elements, but parsed integer",
                        )
                    }
                    Lit::Hex(neg, bits) => {
                        if *neg {
                            return self
                                .err(body_at, "hexadecimal float constant out of range for type");
                        }
                        self.hex_float(*bits, k, body_at)?
                    }
                    Lit::Bool(_) => {
                        return self.err(
                            body_at,
                            "expected floating-point elements, but parsed boolean",
                        )
                    }
                };
                v.push(x.to_bits());
            }
            DenseData::Float(v)
        } else {
            let (w, s) = int_info.expect("int");
            let mut v = Vec::with_capacity(elems.len());
            for e in &elems {
                let x = match e {
                    Lit::Bool(b) => {
                        if w != 1 {
                            return self
                                .err(body_at, "expected integer elements, but parsed boolean");
                        }
                        *b as i128
                    }
                    Lit::Float(..) => {
                        return self.err(
                            body_at,
                            "expected integer elements, but parsed floating-point",
                        )
                    }
                    Lit::Int(neg, m) | Lit::Hex(neg, m) => {
                        if w == 1 {
                            if *neg || *m > 1 {
                                return self.err(body_at, "integer constant out of range for type");
                            }
                            *m as i128
                        } else {
                            let it = if self.ctx.is_index(elt) {
                                self.ctx.index_type()
                            } else {
                                elt
                            };
                            crate::core::attrs::normalize_int(
                                self.int_in_range(*m, *neg, it, body_at, "type")?,
                                w,
                                s,
                            )
                        }
                    }
                };
                v.push(x);
            }
            DenseData::Int(v)
        };
        Ok(self.finish_dense(ty, data))
    }

    pub(super) fn finish_dense(&mut self, ty: Type, mut data: DenseData) -> Attribute {
        match &mut data {
            DenseData::Int(v) => {
                if v.len() > 1 && v.iter().all(|x| *x == v[0]) {
                    v.truncate(1);
                }
            }
            DenseData::Float(v) => {
                if v.len() > 1 && v.iter().all(|x| *x == v[0]) {
                    v.truncate(1);
                }
            }
        }
        self.ctx.get_attr(AttrData::DenseElements { ty, data })
    }

    pub(super) fn parse_dense_array(&mut self) -> PResult<Attribute> {
        self.expect("<", "'<' after 'array'")?;
        let tpos = self.pos;
        let elt = self.parse_type()?;
        let is_float = self.ctx.is_float(elt);
        if !is_float && !self.ctx.is_signless_integer(elt) {
            return self.err(tpos, "expected integer or float type, got");
        }
        let mut ints = Vec::new();
        let mut floats = Vec::new();
        if self.eat(":") {
            loop {
                self.skip_ws();
                let at = self.pos;
                let neg = self.eat("-");
                if self.eat_keyword("true") || self.eat_keyword("false") {
                    let v = self.src[at..self.pos].trim_start_matches('-').trim() == "true";
                    ints.push(v as i128);
                } else if !is_float && !self.peek().is_some_and(|c| c.is_ascii_digit()) {
                    let here = self.pos;
                    return self.err(here, "expected integer literal");
                } else {
                    match self.parse_number()? {
                        Number::Big(_, s) => {
                            return self.err(s, "integer constant out of range");
                        }
                        Number::Float(t) => {
                            if !is_float {
                                return self.err(at, "expected integer value");
                            }
                            let k = self.ctx.float_kind(elt).expect("float");
                            let x = crate::core::float::parse_decimal(&t, k).unwrap_or(0.0);
                            floats.push((if neg { -x } else { x }).to_bits());
                        }
                        Number::Hex(bits) if is_float => {
                            let k = self.ctx.float_kind(elt).expect("float");
                            if neg {
                                return self
                                    .err(at, "hexadecimal float constant out of range for type");
                            }
                            floats.push(self.hex_float(bits, k, at)?.to_bits());
                        }
                        Number::Int(m) | Number::Hex(m) => {
                            if is_float {
                                let k = self.ctx.float_kind(elt).expect("float");
                                let x = crate::core::float::round_to_kind(m as f64, k);
                                floats.push((if neg { -x } else { x }).to_bits());
                            } else {
                                let v = self.int_in_range(m, neg, elt, at, "type")?;
                                let w = self.ctx.int_or_float_width(elt).unwrap_or(64);
                                ints.push(crate::core::attrs::normalize_int(
                                    v,
                                    w,
                                    Signedness::Signless,
                                ));
                            }
                        }
                    }
                }
                if !self.eat(",") {
                    break;
                }
            }
        }
        self.expect(">", "'>' to close an array attribute")?;
        let data = if is_float {
            DenseData::Float(floats)
        } else {
            DenseData::Int(ints)
        };
        Ok(self.ctx.dense_array_attr(elt, data))
    }
}
