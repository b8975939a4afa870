//! Elements attributes: `dense<...>` and `sparse<...>` (their literals
//! are read by `elements`) and `array<...>` dense arrays.

use crate::core::attrs::{AttrData, Attribute, DenseData, FloatElement};
use crate::core::types::{FloatKind, Signedness, Type, TypeData};

use super::elements::TensorLiteral;
use super::lexer::Number;
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
        let lit = if self.eat(">") {
            TensorLiteral::default()
        } else {
            let lit = self.parse_tensor_literal(true)?;
            self.expect(">", "'>'")?;
            lit
        };
        let (ty, loc) = self.parse_elements_literal_type(given)?;
        let data = self.tensor_literal_data(&lit, loc, ty)?;
        Ok(self.finish_dense(ty, data))
    }

    /// The type of an elements literal (`parseElementsLiteralType`): `:
    /// type` unless `given`, shaped and static; with where errors about
    /// the literal as a whole go (the `:`, or the keyword when given).
    fn parse_elements_literal_type(
        &mut self,
        given: Option<(Type, usize)>,
    ) -> PResult<(Type, usize)> {
        self.skip_ws();
        let (ty, loc) = match given {
            Some((ty, keyword)) => (ty, keyword),
            None => {
                let loc = self.pos;
                self.expect(":", "':'")?;
                (self.parse_type()?, loc)
            }
        };
        self.skip_ws();
        // (Upstream's errors here are at the token after the type.)
        let after_type = if given.is_some() { loc } else { self.pos };
        if !self.ctx.is_shaped(ty) {
            return self.err(after_type, "elements literal must be a shaped type");
        }
        if !(self.ctx.is_ranked_tensor(ty) || self.ctx.is_vector(ty))
            || !self.ctx.has_static_shape(ty)
        {
            return self.err(after_type, "elements literal type must have static shape");
        }
        Ok((ty, loc))
    }

    /// `sparse<indices, values>` after its keyword (at `at`), of type
    /// `given` when the caller knows it (`parseSparseElementsAttr`).
    pub(super) fn parse_sparse_of(
        &mut self,
        at: usize,
        given: Option<(Type, usize)>,
    ) -> PResult<Attribute> {
        self.expect("<", "'<' after 'sparse'").map_err(|mut e| {
            // (Upstream capitalises this one.)
            e.message = "Expected '<' after 'sparse'".into();
            e
        })?;
        let i64t = self.ctx.i64();
        if self.eat(">") {
            let (ty, _) = self.parse_elements_literal_type(given)?;
            let rank = self.ctx.shape(ty).map_or(0, <[i64]>::len) as i64;
            let elt = self.ctx.element_type(ty).expect("shaped");
            let it = self.ctx.ranked_tensor(&[0, rank], i64t);
            let vt = self.ctx.ranked_tensor(&[0], elt);
            let indices = self.empty_dense(it, elt);
            let values = self.empty_dense(vt, elt);
            return Ok(self.ctx.get_attr(AttrData::SparseElements {
                ty,
                indices,
                values,
            }));
        }
        self.skip_ws();
        let indices_at = self.pos;
        let ilit = self.parse_tensor_literal(false)?;
        self.expect(",", "','")?;
        self.skip_ws();
        let values_at = self.pos;
        let vlit = self.parse_tensor_literal(true)?;
        self.expect(">", "'>'")?;
        let (ty, _) = self.parse_elements_literal_type(given)?;
        let shape = self.ctx.shape(ty).expect("ranked").to_vec();
        let elt = self.ctx.element_type(ty).expect("shaped");
        let ishape = if ilit.shape().is_empty() {
            vec![1, shape.len() as i64]
        } else {
            ilit.shape().to_vec()
        };
        let it = self.ctx.ranked_tensor(&ishape, i64t);
        let idata = self.tensor_literal_data(&ilit, indices_at, it)?;
        let vshape = if vlit.shape().is_empty() {
            vec![ishape[0]]
        } else {
            vlit.shape().to_vec()
        };
        let vt = self.ctx.ranked_tensor(&vshape, elt);
        let vdata = self.tensor_literal_data(&vlit, values_at, vt)?;
        self.verify_sparse(at, ty, &ishape, &idata, &vshape)?;
        let indices = self.finish_dense(it, idata);
        let values = self.finish_dense(vt, vdata);
        Ok(self.ctx.get_attr(AttrData::SparseElements {
            ty,
            indices,
            values,
        }))
    }

    /// `dense_resource<key>` after its keyword, of type `given` (with the
    /// keyword's offset) when the caller knows it
    /// (`parseDenseResourceElementsAttr`).
    pub(super) fn parse_dense_resource(
        &mut self,
        given: Option<(Type, usize)>,
    ) -> PResult<Attribute> {
        self.expect("<", "'<' after 'dense_resource'")?;
        let Some(key) = self.parse_keyword() else {
            self.skip_ws();
            let at = self.pos.min(self.b.len().saturating_sub(1));
            return self.err(at, "expected identifier key for 'resource' entry");
        };
        self.expect(">", "'>'")?;
        self.skip_ws();
        let (ty, type_at) = match given {
            Some(g) => g,
            None => {
                let at = self.pos;
                self.expect(":", "':'")?;
                (self.parse_type()?, at)
            }
        };
        if !self.ctx.is_shaped(ty) {
            return self.err(type_at, "`dense_resource` expected a shaped type");
        }
        Ok(self.ctx.get_attr(AttrData::DenseResource {
            ty,
            key: key.to_string(),
        }))
    }

    /// `dense<> : ty` (no elements).
    fn empty_dense(&mut self, ty: Type, elt: Type) -> Attribute {
        let data = if self.ctx.is_float(elt) {
            DenseData::Float(Vec::new())
        } else {
            DenseData::Int(Vec::new())
        };
        self.ctx.get_attr(AttrData::DenseElements { ty, data })
    }

    /// `SparseElementsAttr::verify`, reported at the keyword.
    fn verify_sparse(
        &self,
        at: usize,
        ty: Type,
        ishape: &[i64],
        indices: &DenseData,
        vshape: &[i64],
    ) -> PResult<()> {
        if vshape.len() != 1 {
            return self.err(at, "expected 1-d tensor for sparse element values");
        }
        let shape = self.ctx.shape(ty).expect("ranked");
        let rank = shape.len();
        let list = |v: &[i64]| {
            v.iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        };
        let shape_ok = match ishape.len() {
            2 => ishape[1] == rank as i64,
            1 => rank == 1,
            _ => false,
        } && ishape[0] == vshape[0];
        if !shape_ok {
            return self.err(
                at,
                format!(
                    "expected shape ([{}]); inferred shape of indices literal ([{}]); inferred shape of values literal ([{}])",
                    list(shape),
                    list(ishape),
                    list(vshape)
                ),
            );
        }
        let DenseData::Int(iv) = indices else {
            return Ok(());
        };
        let valid = |index: &[u64]| {
            index.len() == rank && index.iter().zip(shape).all(|(&i, &d)| i < d as u64)
        };
        let bad = |n: usize, index: &[u64]| {
            let text: Vec<String> = index.iter().map(u64::to_string).collect();
            self.err(
                at,
                format!(
                    "sparse index #{n} is not contained within the value shape, with index=[{}], and type='{}'",
                    text.join(", "),
                    crate::core::printer::type_to_string(self.ctx, ty)
                ),
            )
        };
        let all_same = iv.len() == 1 || (!iv.is_empty() && iv.iter().all(|x| *x == iv[0]));
        if all_same && !iv.is_empty() {
            let index = vec![iv[0] as u64; rank];
            return if valid(&index) {
                Ok(())
            } else {
                bad(0, &index)
            };
        }
        for (n, chunk) in iv.chunks(rank.max(1)).enumerate() {
            let index: Vec<u64> = chunk.iter().map(|&x| x as u64).collect();
            if !valid(&index) {
                return bad(n, &index);
            }
        }
        Ok(())
    }

    /// The attribute of elements `data` of type `ty` (a splat when all
    /// are equal).
    pub(super) fn finish_dense(&mut self, ty: Type, data: DenseData) -> Attribute {
        self.ctx.dense_elements_attr(ty, data)
    }

    /// `array<type: elements>` after its keyword (`parseDenseArrayAttr`).
    pub(super) fn parse_dense_array(&mut self) -> PResult<Attribute> {
        self.expect("<", "'<' after 'array'")?;
        self.skip_ws();
        let tpos = self.pos;
        let elt = self.parse_type()?;
        let float = self.ctx.float_kind(elt);
        let int = match self.ctx.type_data(elt) {
            TypeData::Integer { width, signedness } => Some((*width, *signedness)),
            TypeData::Index => Some((64, Signedness::Signless)),
            _ => None,
        };
        if float.is_none() && int.is_none() {
            return self.err(
                tpos,
                format!(
                    "expected integer or float type, got: {}",
                    crate::core::printer::type_to_string(self.ctx, elt)
                ),
            );
        }
        if let Some((w, _)) = int {
            if w != 1 && w % 8 != 0 {
                return self.err(tpos, "element type bitwidth must be a multiple of 8");
            }
            if w > 128 {
                return self.err(
                    tpos,
                    "dense arrays of integers wider than 128 bits are not supported",
                );
            }
        }
        let mut ints = Vec::new();
        let mut floats = Vec::new();
        if !self.eat(">") {
            self.expect(":", "':' after dense array type")?;
            loop {
                let neg = self.eat("-");
                self.skip_ws();
                let at = self.pos;
                if let Some((w, s)) = int {
                    ints.push(self.dense_array_int(elt, w, s, neg, at)?);
                } else if let Some(k) = float {
                    floats.push(self.dense_array_float(k, neg, at)?);
                }
                if !self.eat(",") {
                    break;
                }
            }
            self.expect(">", "'>' to close an array attribute")?;
        }
        let data = if let Some(k) = float {
            DenseData::from_float_elements(k, &floats)
        } else {
            DenseData::Int(ints)
        };
        Ok(self.ctx.dense_array_attr(elt, data))
    }

    /// An integer element of a dense array (`parseIntegerElement`).
    fn dense_array_int(
        &mut self,
        elt: Type,
        w: u32,
        s: Signedness,
        neg: bool,
        at: usize,
    ) -> PResult<i128> {
        if self.eat_keyword("true") || self.eat_keyword("false") {
            if !self.ctx.is_signless_integer_of_width(elt, 1) {
                return self.err(at, "expected i1 type for 'true' or 'false' values");
            }
            return Ok((self.b[at] == b't') as i128);
        }
        if !self.b.get(at).is_some_and(u8::is_ascii_digit) {
            return self.err(at, "expected integer literal");
        }
        let m = match self.parse_number()? {
            Number::Int(m) | Number::Hex(m) => m,
            Number::Big(..) => return self.err(at, "integer constant out of range"),
            Number::Float(_) => {
                self.pos = at;
                return self.err(at, "expected integer literal");
            }
        };
        match self.int_in_range(m, neg, elt, at, "type") {
            Ok(v) => Ok(crate::core::attrs::normalize_int(v, w, s)),
            Err(e) if e.message.starts_with("integer constant out of range") => {
                self.err(at, "integer constant out of range")
            }
            Err(e) => Err(e),
        }
    }

    /// A float element of a dense array (`parseFloatElement`).
    pub(super) fn dense_array_float(
        &mut self,
        k: FloatKind,
        neg: bool,
        at: usize,
    ) -> PResult<FloatElement> {
        if !self.b.get(at).is_some_and(u8::is_ascii_digit) {
            return self.err(at, "expected integer or floating point literal");
        }
        let exact = FloatElement::Exact;
        match self.parse_number()? {
            Number::Float(t) => {
                let x = crate::core::float::parse_decimal(&t, k).unwrap_or(0.0);
                Ok(exact(crate::core::float::round_to_kind(
                    if neg { -x } else { x },
                    k,
                )))
            }
            Number::Int(m) => self
                .float_from_int_literal(Some(m), false, neg, k, at)
                .map(exact),
            Number::Hex(m) if !neg => self.hex_float_element(m, k, at),
            Number::Hex(m) => self
                .float_from_int_literal(Some(m), true, neg, k, at)
                .map(exact),
            Number::Big(_, s) => {
                let hex = self.b[s..].starts_with(b"0x");
                self.float_from_int_literal(None, hex, neg, k, at)
                    .map(exact)
            }
        }
    }
}
